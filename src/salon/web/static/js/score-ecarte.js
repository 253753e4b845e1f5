// A deal of Écarté told in a few touches, and the games to five (docs/web.md, "/score").
import { el, choiceRow, numberField } from "./score-tools.js";

export const ecarte = {
  name: "ecarte",
  title: "Écarté",
  fresh: (ruling = {}) => ({ tricks: [3, 2], king_turned_up: false, king_marked_by: null, stood: false,
    first_refused: false, thrown_down: null, claim_held: false, king_void: false, halved: null, ...ruling }),
  /** The non-dealer's and the dealer's seats for the deal to tell. */
  seats: (state, again) => (again ? [state.next.dealer, state.next.non_dealer] : [state.next.non_dealer, state.next.dealer]),
  heading: ([hand, dealer]) => `${dealer} deals to ${hand}`,
  /** Which king would make the game, as the server counts the card (the deal told again: as
   * the card stood before it). */
  kingMakesGame: (state, again) => (again ? state.last : state.next)?.king_makes_game,
  fields(told, [hand, dealer], redraw, makesGame) {
    const king = told.king_turned_up ? "up" : told.king_marked_by;
    const rows = [choiceRow("The king of trumps", [["Not seen", null], ["Turned up", "up"], [`${hand} announced it`, 0], [`${dealer} announced it`, 1]], king,
      (v) => { told.king_turned_up = v === "up"; told.king_marked_by = v === "up" ? null : v; }, redraw)];
    // A king that makes the game, unless its holder's score is halved (Law XXVII: nothing
    // for the king), as the server counts it.
    const holder = king === "up" ? 1 : king;
    const makes = king === "up" ? makesGame?.turned_up : king !== null && makesGame?.marked[king];
    if (makes && told.halved !== holder) {
      // The game is made before a card is played: nothing of the play is asked.
      rows.push(el("p", { className: "king-makes-game" }, "The king makes the game: no card is played."));
      return rows;
    }
    rows.push(choiceRow(`Did ${hand} play without proposing?`, [["Yes", true], ["No", false]], told.stood, (v) => { told.stood = v; if (v) told.first_refused = false; }, redraw));
    if (!told.stood) rows.push(choiceRow(`Did ${dealer} refuse the first proposal?`, [["Yes", true], ["No", false]], told.first_refused, (v) => { told.first_refused = v; }, redraw));
    rows.push(choiceRow("Did anyone throw down the hand?", [["Nobody", null], [hand, 0], [dealer, 1]], told.thrown_down,
      (v) => { told.thrown_down = v; told.tricks = v === null ? [3, 2] : [0, 0]; told.claim_held = false; }, redraw));
    if (told.thrown_down === null) {
      rows.push(choiceRow(`Tricks won by ${hand}`, [0, 1, 2, 3, 4, 5].map((n) => [String(n), n]), told.tricks[0], (v) => { told.tricks = [v, 5 - v]; }, redraw));
    } else {
      const who = told.thrown_down === 0 ? hand : dealer;
      rows.push(choiceRow(`Did ${who} claim the point, and the cards bear it out (else ${who} pays for throwing down)?`, [["Yes", true], ["No", false]], told.claim_held, (v) => { told.claim_held = v; }, redraw));
      rows.push(numberField(`Tricks ${hand} had won`, told.tricks[0], 0, 4, (v) => { told.tricks[0] = v; }));
      rows.push(numberField(`Tricks ${dealer} had won`, told.tricks[1], 0, 4, (v) => { told.tricks[1] = v; }));
    }
    return rows;
  },
  // Class by class, as the Piquet card is counted, then the deal's total.
  count: (answer, names, state) => [
    el("ul", { class: "count-lines" }, ...(answer.count.lines ?? []).map((line) => el("li", {},
      `${line.words[0].toUpperCase()}${line.words.slice(1)}: ${line.points
        .map((points, seat) => (points ? `${state.card.names[seat]} ${points}` : "")).filter(Boolean).join(", ")}`))),
    el("p", {}, `${state.card.names[0]} ${answer.count.points[0]}, ${state.card.names[1]} ${answer.count.points[1]} this deal.`)],
  card(state) {
    const n = state.card.names;
    const games = state.games.map((g, i) => el("li", {}, `Game ${i + 1}: ${n[0]} ${g.score[0]}, ${n[1]} ${g.score[1]} — ${g.won}`));
    const standing = state.winner === null
      ? `This game: ${n[0]} ${state.current[0]}, ${n[1]} ${state.current[1]}.`
      : state.over_said;
    const last = state.last;
    const lastDeal = last ? [el("p", { id: "last-deal" }, `Deal ${last.number}: ${n[0]} ${last.points[0]}, ${n[1]} ${last.points[1]}${last.ruling ? ` — ${last.ruling}` : ""}.`)] : [];
    return [el("ul", {}, ...games), ...lastDeal, el("p", { id: "standing" }, standing)];
  },
};
