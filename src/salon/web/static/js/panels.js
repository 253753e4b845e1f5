// The panels between moments: the counts after each deal, the end of a partie or game.
import { $, el } from "./dom.js";
import { wordsWithCards } from "./cards.js";
import { scoringCard } from "./scores.js";
import { spoken } from "./talk.js";
import { dealCount } from "./deal-count.js";
import { endedEarly } from "./status.js";

/** The end of a game claimed when a player's time ran out, or resigned: who won, and why; a
 * game not played to its end has no record to look back on. */
export function showClaimPanel(info, names, me, game, { onPlayAgain }) {
  const winner = info.claimed.winner;
  const why = endedEarly(info, names, me);
  const whole = info.game === "ecarte" ? "game" : "partie";
  const how = info.claimed.resigned ? "." : `, and ${me === winner ? "you" : names[winner]} claimed the ${whole}.`;
  $("panel-title").textContent = me === winner ? `You win the ${whole}` : `${names[winner]} wins the ${whole}`;
  $("panel-body").replaceChildren(el("p", { class: "settlement",
    text: `${why[0].toUpperCase()}${why.slice(1)}${how}` }),
  // How it stood when it ended, as the scoring card said it.
  game ? scoringCard(game, names) : "",
  ratingsMoved(info));
  const buttons = [];
  if (me !== null) buttons.push(el("button", { type: "button", class: "primary", text: "Play again", onclick: onPlayAgain }));
  buttons.push(el("a", { class: `button${me === null ? " primary" : ""}`, href: "#/", text: "New table" }), closeButton());
  $("panel-actions").replaceChildren(...buttons);
  openPanel();
}

/** Back to the table as it ended, its card and talk to look at, and the page's links. */
export const closeButton = () => el("button", { type: "button", class: "quiet", text: "Close",
  onclick: () => $("panel").close() });

/** The counts of one finished deal: what each player scored, and how it stands. */
export function showDealPanel(view, names, deal) {
  const summary = view.deal_summary?.words;
  const score = view.game === "ecarte" ? view.scores : view.deal_scores[deal - 1];
  const standing = view.game === "ecarte" ? "The score" : `Deal ${deal}`;
  $("panel-title").textContent = `Deal ${deal} is over`;
  $("panel-body").replaceChildren(
    summary ? el("p", {}, ...wordsWithCards(spoken(summary, names))) : "",
    ...dealCount(view, names, deal),
    score ? el("p", { class: "standing", text: `${standing}: ${names[0]} ${score[0]}, ${names[1]} ${score[1]}.` }) : "");
  $("panel-actions").replaceChildren(el("button", { type: "button", class: "primary", text: "Next deal",
    onclick: () => $("panel").close() }));
  openPanel();
}

/** The end: the scoring card, the settlement in words and figures, Play again, New table. */
export function showEndPanel(view, info, names, me, { onPlayAgain, tableId }) {
  const result = view.result;
  let title;
  let figures = "";
  if (view.game === "ecarte") {
    title = view.winner === me ? "You win the game" : `${names[view.winner]} wins the game`;
    figures = ecarteFigures(view, names);
  } else {
    const winner = result?.winner === null ? null : result?.winner === "B" ? 1 : 0;
    title = winner === null ? "The partie is drawn" : winner === me ? "You win the partie" : `${names[winner]} wins the partie`;
    if (result && winner !== null) figures = settlementFigures(result, view.totals, names, winner);
  }
  const winnerSeat = view.game === "ecarte" ? view.winner : result?.winner === "B" ? 1 : 0;
  const words = result?.words ? `${names[winnerSeat]}: “${spoken(result.words, names)}”` : null;
  // The last deal counted, as its own panel would have (the game may end before that panel,
  // as by a king turned up at the next deal): how the game was won is said.
  const last = view.deal_scores?.length ?? 0;
  const lastDeal = last ? [el("h3", { class: "last-deal", text: `Deal ${last}` }), ...dealCount(view, names, last)] : [];
  $("panel-title").textContent = title;
  $("panel-body").replaceChildren(
    words ? el("p", { class: "settlement", text: words }) : "",
    el("p", { class: "figures", text: figures }),
    ratingsMoved(info),
    ...lastDeal,
    scoringCard(view, names));
  const buttons = [];
  if (me !== null) buttons.push(el("button", { type: "button", class: "primary", text: "Play again", onclick: onPlayAgain }));
  buttons.push(el("a", { class: "button", href: "#/", text: "New table" }),
    el("a", { class: "button", href: `#/t/${tableId}/replay`, text: "Look back at the game" }),
    el("a", { class: "button", href: `/api/tables/${tableId}/record`, download: "", text: "Download the record" }),
    closeButton());
  $("panel-actions").replaceChildren(...buttons);
  openPanel();
}

/** How a rated game (or session) moved each player's rating: "Ann 1500 → 1662 (up 162),
 * provisional". */
export function ratingsMoved(info, what = "game") {
  const moved = info.ratings_moved;
  if (!moved?.length) return "";
  const change = (m) => m.after === m.before ? "unchanged"
    : `${m.after > m.before ? "up" : "down"} ${Math.abs(m.after - m.before)}`;
  const each = moved.map((m) => `${m.name} ${m.before} → ${m.after} (${change(m)})${m.provisional ? ", provisional" : ""}`);
  const provisional = moved.some((m) => m.provisional)
    ? " A provisional rating is still finding its level: it moves a long way after each game until it settles." : "";
  return el("p", { class: "ratings-moved", text: `A rated ${what}: ${each.join("; ")}.${provisional}` });
}

/** The end of an Écarté game in figures: the (last) game's final points; in a rubber the
 * games won; what the games are worth where that can differ from their number. */
function ecarteFigures(view, names) {
  const last = view.finished_games?.at(-1);
  const both = (pair) => `${names[0]} ${pair[0]}, ${names[1]} ${pair[1]}`;
  const figures = [];
  if (last) figures.push(`${view.rubber ? "The last game" : "The game"}: ${both(last)}.`);
  if (view.rubber) figures.push(`Games won: ${both(view.games_won)}.`);
  if (view.games_worth_more) figures.push(`Game points: ${both(view.game_points)}.`);
  return figures.join(" ");
}

/** The settlement in figures: the hundred for the game and how the totals make the points. */
function settlementFigures(result, totals, names, winner) {
  const [high, low] = [totals[winner], totals[1 - winner]];
  const loser = names[1 - winner];
  const sum = result.rubicon ? 100 + high + low : 100 + high - low;
  if (sum !== result.points) return `${names[winner]} wins ${result.points} points.`;
  return result.rubicon
    ? `${loser} is rubiconed (short of a hundred): 100 + ${high} + ${low} = ${result.points} points to ${names[winner]}.`
    : `100 for the game + ${high} − ${low} = ${result.points} points to ${names[winner]}.`;
}

export function openPanel() {
  const panel = $("panel");
  if (!panel.open) panel.showModal();
  panel.querySelector("#panel-actions .primary, #panel-actions a")?.focus();
}

/** Closes the panel, if open (leaving the table). */
export function closePanel() {
  if ($("panel").open) $("panel").close();
}
