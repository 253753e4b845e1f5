// A step of a session's replay: who was at the table in what part, the game as it stood with
// every card, the advice then waiting, and the book (the chouette card, the pool, the ledger).
import { el } from "./dom.js";
import { wordsWithCards } from "./cards.js";
import { bookOf } from "./book.js";
import { SaidReader } from "./said.js";

/** The participants and their parts at this step. */
function companyAt(state) {
  return el("ul", { class: "company-list replay-company", "aria-label": "Who was at the table" },
    ...state.participants.map((p) => el("li", { class: `person part-${p.part ?? "none"}` },
      el("span", { class: "person-name", text: p.name }),
      p.role ? el("span", { class: "person-role", text: p.role }) : "")));
}

/** The board of a session's step; ``tableAt(game, names)`` draws the two-handed game. */
export function sessionAt(state, tableAt) {
  const nameOf = (word) => state.participants.find((p) => p.word === word)?.name ?? word;
  const parts = [el("div", { class: "felt replay-felt session-replay" }, companyAt(state))];
  if (state.game && state.seated) parts.push(...tableAt(state.game, state.seated.map(nameOf)));
  else parts.push(el("p", { class: "notice", text: "Between games." }));
  for (const advice of state.advice ?? []) {
    parts.push(el("p", { class: "advice-note" }, el("strong", { text: `${advice.adviser} advises ${advice.player}: ` }),
      ...wordsWithCards(advice.label)));
  }
  const book = bookOf(state);
  if (book) parts.push(el("section", { class: "paper replay-score", "aria-label": book[0] }, el("h2", { text: book[0] }), ...book[1].filter(Boolean)));
  return parts;
}

/** The talk up to a step, each line read in order (the letters A and B put as names). */
export function sessionTalk(steps, at) {
  const reader = new SaidReader(steps[0]?.state?.chouette ? "Partie" : "Game");
  const items = [];
  steps.slice(0, at + 1).forEach((step, i) => {
    for (const said of step.talk) {
      for (const item of reader.lines(said, null)) {
        if (i === at) item.classList.add("now");
        items.push(item);
      }
    }
  });
  return items;
}
