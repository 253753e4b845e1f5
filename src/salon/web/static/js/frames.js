// What the felt shows of a state: the two-handed game, the names at its two seats, whose hand
// lies at the bottom, what this client is asked, and the words on each seat's plate.
import { dealRole } from "./felt.js";

/** A two-seat table: the view is the game's, from the client's own seat. */
export function pairFrame(message) {
  const { view, table: info } = message;
  const names = info.seats.map((s) => s.name);
  const me = view.seat;
  const waiting = info.seats.some((s) => s.open);
  // A game claimed when a player's time ran out is over, though its deal is not.
  const over = view.over || !!info.claimed;
  return {
    game: view, menu: view, names, me, own: true, waiting, over, prefix: "",
    asked: me !== null && view.to_act === me && !waiting && !over,
    role: (seat) => {
      const role = dealRole(view, seat);
      return seat === me ? (role ? `you, ${role}` : "you") : role;
    },
    speakerSeat: (event) => event.seat,
  };
}

/** The participant with this word, if any. */
export const participantOf = (view, word) => view.participants.find((p) => p.word === word) ?? null;

/** The name to show for a word of the talk: the participant's display name. */
export const nameOf = (view, word) => participantOf(view, word)?.name ?? word ?? "";

/** A session: the game of the moment seen from the seat this participant may look at (his
 * own, or the one he advises or backs), what the session asks him, and everyone's parts. */
export function sessionFrame(message) {
  const view = message.view;
  const seated = view.seated ?? [];
  // The game's view asks nothing: what this participant is asked is the session's (``menu``).
  const game = view.game;
  const me = view.looks_at ?? null;
  const own = me !== null && seated[me] === view.me;
  const asked = view.me !== null && !view.over && (view.choices.length > 0 || view.amounts.length > 0 || view.discard > 0);
  return {
    game, menu: view, names: seated.map((word) => nameOf(view, word)), me, own,
    waiting: view.status === "waiting", over: view.over, prefix: view.advise_prefix ?? "", asked,
    role: (seat) => {
      const player = participantOf(view, seated[seat]);
      const advisers = view.participants.filter((p) => p.advises === seated[seat] && p.word !== seated[seat]);
      const parts = [player?.role, dealRole(game, seat)];
      if (advisers.length) parts.push(`advised by ${advisers.map((p) => p.word).join(" and ")}`);
      const words = parts.filter(Boolean).join(", ");
      return player && player.word === view.me ? `you, ${words}` : words;
    },
    speakerSeat: (said) => {
      const seat = seated.indexOf(said.speaker);
      return seat < 0 ? null : seat;
    },
  };
}
