// The scoring card: Piquet's deals and totals, Écarté's points and games; any name fits.
import { el } from "./dom.js";

/** The shorter forms of a name, longest first: its first word, then its initials
 * ("Madame de Staël": "Madame", "MS"; "Computer, steady": "Computer", "CS"). */
export function shortForms(name) {
  const words = name.split(/[\s,]+/).filter(Boolean);
  const capitals = words.filter((word) => /^\p{Lu}/u.test(word));
  const initials = (capitals.length ? capitals : words).map((word) => [...word][0].toUpperCase()).join("");
  return words.length > 1 ? [words[0], initials] : [initials];
}

/** Writes the name in full when it fits its column on one line, else the longest short form
 * that does; the full name stays for screen readers (visually hidden) and on hover. */
function fitName(cell) {
  const whole = cell.querySelector(".whole");
  const short = cell.querySelector(".short");
  cell.classList.remove("shortened");
  if (whole.scrollWidth <= whole.clientWidth) return;
  cell.classList.add("shortened");
  const forms = shortForms(cell.title);
  for (const form of forms) {
    short.textContent = form;
    if (short.scrollWidth <= short.clientWidth) return;
  }
}

const fitting = typeof ResizeObserver === "undefined" ? null
  : new ResizeObserver((entries) => entries.forEach((entry) => fitName(entry.target)));

/** A player's name at the head of a column: in full when it fits on one line, else a short
 * form (its first word, or initials), the full name on hover and to screen readers. */
export function nameCell(tag, name) {
  const cell = el(tag, { class: "name", title: name, scope: "col" },
    el("span", { class: "whole", text: name }), el("span", { class: "short", "aria-hidden": "true" }));
  fitting?.observe(cell);
  return cell;
}

function head(names) {
  return el("thead", {}, el("tr", {}, el("td", {}), nameCell("th", names[0]), nameCell("th", names[1])));
}

const row = (title, values, tag = "td") => el("tr", {}, el("th", { scope: "row", text: title }),
  el(tag, { text: values[0] }), el(tag, { text: values[1] }));

/** The scoring card of the view, as a table. */
export function scoringCard(view, names) {
  if (view.game === "ecarte") {
    // Each game's final points stay on the card: the score in play goes back to nothing.
    const games = (view.finished_games ?? []).map((points, i) => row(`Game ${i + 1}`, points));
    // The game's points with the deal in play's: a king marked counts at once.
    const now = view.over ? [] : [row(games.length ? `Game ${games.length + 1}` : "Points", view.standing)];
    // Games won count only in a rubber, and what they are worth only where it can differ.
    const tally = [view.rubber ? row("Games won", view.games_won) : null,
      view.games_worth_more ? row("Game points", view.game_points) : null];
    return el("table", { class: "scorecard" }, el("caption", { text: view.card_title }),
      head(names), el("tbody", {}, ...games, ...now, ...tally));
  }
  const deals = view.deal_scores.map((score, i) => row(`Deal ${i + 1}`, score));
  return el("table", { class: "scorecard" },
    el("caption", { text: view.deals_in_partie ? `Partie of ${view.deals_in_partie} deals` : "The partie" }), head(names),
    el("tbody", {}, ...deals), el("tfoot", {}, row("Total", view.totals, "td")));
}

/** The facts of the deal in play, in a line or two. */
export function dealFacts(view, names) {
  const deal = view.deal;
  if (!deal) return [];
  const facts = [];
  if (view.game === "ecarte") {
    facts.push(`Deal ${view.deal_number}: ${names[deal.dealer]} deals.`);
    facts.push(`Tricks: ${names[0]} ${deal.tricks_won[0]}, ${names[1]} ${deal.tricks_won[1]}.`);
  } else {
    facts.push(`Deal ${view.deal_number} of ${view.deals_in_partie}: ${names[deal.elder]} is elder hand.`);
    facts.push(`This deal: ${names[0]} ${deal.scores[0]}, ${names[1]} ${deal.scores[1]}; tricks ${deal.tricks_won[0]} to ${deal.tricks_won[1]}.`);
  }
  return facts.map((text) => el("p", { class: "fact", text }));
}
