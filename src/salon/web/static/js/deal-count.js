// A finished deal's count for the panel after it: a summary by class (the game gives it), the
// scores said one by one folded beneath it.
import { capital, el } from "./dom.js";
import { wordsWithCards } from "./cards.js";
import { eventWords, laidCards } from "./talk.js";
import { nameCell } from "./scores.js";

/** One class's row: its name (and what happened, in a few words), then each side's points,
 * or its mark for a class not scored in points (the game: "a treble"). */
function classRow(title, values, { note = "", marks = ["", ""], tag = "td" } = {}) {
  const cell = (i) => el(tag, { text: marks[i] || (values[i] ? `${values[i]}` : "–") });
  const heading = el("th", { scope: "row" }, title, note ? el("span", { class: "class-note", text: note }) : "");
  return el("tr", {}, heading, cell(0), cell(1));
}

/** The deal's count by class as a small table: one row a class, and the deal's total. */
function byClass(classes, names, total) {
  return el("table", { class: "scorecard deal-classes" }, el("caption", { text: "The deal's count by class" }),
    el("thead", {}, el("tr", {}, el("td", {}), nameCell("th", names[0]), nameCell("th", names[1]))),
    el("tbody", {}, ...classes.map((line) => classRow(capital(line.class), line.points, line))),
    total ? el("tfoot", {}, classRow("The deal", total)) : "");
}

/** Each score as it was said, folded: open it to read the count line by line. */
function everyCount(counted, names) {
  const lines = counted.map((e) => el("li", {}, el("span", { class: "speaker", text: `${names[e.seat]}: ` }),
    ...laidCards(e), ...wordsWithCards(eventWords(e, names)), el("span", { class: "points", text: ` +${e.points}` })));
  return el("details", { class: "every-count" },
    el("summary", { text: `Every score as it was said (${lines.length})` }),
    el("ul", { class: "counts" }, ...lines));
}

/** What the deal's panel shows of its count: by class when the game gives the classes, each
 * score as it was said otherwise (or folded beneath the classes). */
export function dealCount(view, names, deal) {
  const counted = view.talk.filter((e) => e.deal === deal && e.points > 0 && e.seat !== null);
  const classes = view.deal_classes?.[deal - 1];
  if (!counted.length && !classes?.length) return [el("p", { text: "Nothing was scored." })];
  if (!classes) {
    const list = everyCount(counted, names).querySelector("ul");
    return [list];
  }
  return [lastTrick(view.talk, names, deal), byClass(classes, names, view.deal_scores?.[deal - 1]),
    counted.length ? everyCount(counted, names) : ""];
}

/** The deal's last trick, from the cards laid as the talk names them: the next deal is on the
 * table behind the panel already. */
function lastTrick(talk, names, deal) {
  const laid = talk.filter((e) => e.deal === deal && e.laid?.length);
  if (laid.length < 2 || laid.length % 2) return "";
  const [lead, reply] = laid.slice(-2);
  return el("p", { class: "last-trick" }, "The last trick: ", `${names[lead.seat]} led `,
    ...wordsWithCards(lead.laid[0]), `, ${names[reply.seat]} played `, ...wordsWithCards(reply.laid[0]), ".");
}
