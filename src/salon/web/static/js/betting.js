// The betting at French Écarté: the money on the table on each player, and the amounts a
// participant is asked for (a bet on a player, a part of the bets to take or to cover).
import { $, el } from "./dom.js";

const VERBS = { bet: "Bet", take: "Take", cover: "Cover" };
const chips = (n) => `${n} chip${n === 1 ? "" : "s"}`;

/** One form a participant fills with a number of chips (``{n}`` in the action). */
function amountForm(amount, send) {
  const input = el("input", { type: "number", name: "amount", min: amount.least, max: amount.most,
    value: amount.least, required: true, inputmode: "numeric", "aria-label": `${amount.label}: chips, ${amount.least} to ${amount.most}` });
  const form = el("form", { class: "amount", "data-kind": amount.kind, "data-on": amount.on },
    el("span", { class: "amount-label", text: amount.label }), input,
    el("button", { type: "submit", class: "say", text: VERBS[amount.kind] ?? "Send" }),
    el("span", { class: "amount-most", text: `at most ${amount.most}` }));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const n = Number(input.value);
    if (Number.isInteger(n) && n >= amount.least && n <= amount.most) send(amount.action.replace("{n}", String(n)));
    else input.setCustomValidity(`From ${amount.least} to ${amount.most}`);
  });
  input.addEventListener("input", () => input.setCustomValidity(""));
  return form;
}

/** The amounts asked for, each a small form. */
export const amountForms = (view, send) => (view.amounts ?? []).map((amount) => amountForm(amount, send));

/** One sum on a side in words: a player's stake, a bet on him, or a cover of the money on
 * his adversary (a player taking the bets against him covers them too). */
function wagerWords(wager) {
  if (wager.kind === "stake") return `${wager.name}'s stake ${wager.amount}`;
  if (wager.kind === "cover") return `${wager.name} covers ${wager.amount}`;
  return `${wager.name} bets ${wager.amount}`;
}

/** The money on the table, player by player: each one's stake and the bets laid on him. */
export function renderWagers(view) {
  const box = $("wagers");
  const book = view.french;
  const players = book ? (view.seated ?? playersOf(view)) : [];
  box.hidden = !book || players.length === 0;
  if (box.hidden) { box.replaceChildren(); return; }
  const side = (player) => {
    const laid = book.wagers.filter((w) => w.side === player);
    const total = laid.reduce((sum, w) => sum + w.amount, 0);
    const chouette = book.chouette === player;
    return el("div", { class: `side-money${book.heavier === player ? " heavier" : ""}`, role: "group", "aria-label": `On ${player}: ${chips(total)}` },
      el("p", { class: "side-title" }, el("strong", { text: `On ${player}` }), ` ${chips(total)}`),
      chouette ? el("p", { class: "chouette-mark", text: "plays la chouette: nobody looks over that hand" }) : "",
      el("ul", { class: "wager-list" }, ...laid.map((w) => el("li", { text: wagerWords(w) }))));
  };
  const phase = book.phase === "play" ? "" : book.phase === "over" ? "" : `The betting: ${book.phase}.`;
  box.replaceChildren(el("div", { class: "sides" }, ...players.map(side)),
    el("p", { class: "uncovered", text: [phase, book.uncovered ? `${chips(book.uncovered)} not covered.` : ""].filter(Boolean).join(" ") }));
}

/** Between games the players of the next one are those the participants' parts name. */
function playersOf(view) {
  return view.participants.filter((p) => p.part === "player").map((p) => p.word);
}
