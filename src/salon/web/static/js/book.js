// A session's book, always in view: the chouette card in tens, the pool and its chips, or the
// French ledger of everyone's chips after each game. Everything in it is public.
import { $, el } from "./dom.js";

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
const chips = (n) => `${n} chip${n === 1 ? "" : "s"}`;
const th = (text, scope = "col", extra = {}) => el("th", { scope, text, ...extra });
const td = (text, extra = {}) => el("td", { text, ...extra });

/** The chouette card: each partie's single player, outcome and value, and every balance
 * after it in tens; the settlement in money once the players rise. */
function chouetteCard(view) {
  const book = view.chouette;
  const words = view.participants.map((p) => p.word ?? p.name);
  const rows = book.card.map((line, i) => el("tr", {},
    th(`${i + 1}. ${line.single} ${line.outcome}${line.points ? ` ${line.points}` : ""}`, "row",
      { title: `${line.single} alone against ${line.partner}, advised by ${line.adviser}: ${line.tens} tens, double for the single player` }),
    ...line.balances.map((b) => td(signed(b)))));
  const table = el("table", { class: "scorecard book-table" },
    el("caption", { text: `In tens, each row the balance after that partie; ${book.card.length} of ${book.parties} parties played` }),
    el("thead", {}, el("tr", {}, el("td", {}), ...words.map((w) => th(w, "col", { class: "name" })))),
    el("tbody", {}, ...(rows.length ? rows : [el("tr", {}, td("No partie finished yet.", { colspan: words.length + 1, class: "empty" }))])),
    el("tfoot", {}, el("tr", {}, th("Balance", "row"), ...book.balances_in_tens.map((b) => td(signed(b))))));
  const notes = [el("p", { class: "fact", text: "The single player plays double stakes, winning or losing the partie's value to each of the other two." })];
  if (book.settlement) {
    notes.push(el("p", { class: "fact settled", text: `Settled at ${book.stake}:` }),
      el("ul", { class: "settlement-list" }, ...book.settlement.map((s) => el("li", {},
        el("strong", { text: `${s.word} ` }), s.settled))),
      // Why a balance in tens is not paid at a shilling a ten (the seed's fifties).
      el("p", { class: "fact", text: book.settlement_rule }));
  } else notes.push(el("p", { class: "fact", text: `Stake: ${book.stake}.` }));
  return ["The chouette card", [table, ...notes]];
}

/** The pool: its chips now, who holds it, who is out, the pools taken, everyone's chips. */
function poolBook(view) {
  const book = view.pool;
  const words = view.participants.map((p) => p.word ?? p.name);
  const played = book.pools_won.length >= book.pools;
  const holder = played ? "Every pool is played." : book.holder ? `${book.holder} won the last game, and takes the pool by winning this one.` : "Nobody holds the pool yet.";
  return ["The pool", [
    el("p", { class: "pool-now" }, el("span", { class: "pool-chips", text: `${book.pool}` }), el("span", { text: ` ${book.pool === 1 ? "chip" : "chips"} in the pool` })),
    el("p", { class: "fact", text: holder }),
    book.out ? el("p", { class: "fact", text: `${book.out} is out, and comes in against the winner of this game.` }) : "",
    el("p", { class: "fact", text: `Pools taken (${book.pools_won.length} of ${book.pools}): ${book.pools_won.join(", ") || "none yet"}.` }),
    el("table", { class: "scorecard book-table" }, el("caption", { text: "Chips won or lost" }),
      el("thead", {}, el("tr", {}, ...words.map((w) => th(w, "col", { class: "name" })))),
      el("tbody", {}, el("tr", {}, ...book.chips.map((c) => td(signed(c)))))),
    el("p", { class: "fact", text: `${book.method_text} A stake is ${chips(book.stake)}.` }),
  ]];
}

/** The French ledger: everyone's chips after each game (money on the table counted as its
 * owner's), a row for each participant and a column for each game. */
function frenchLedger(view) {
  const book = view.french;
  const words = view.participants.map((p) => p.word ?? p.name);
  const games = book.ledger;
  const head = el("tr", {}, td(""), ...games.map((g) => th(`${g.game}`, "col", { title: `Game ${g.game}: ${g.winner} beat ${g.loser}` })),
    th(book.phase === "over" ? "End" : "Now"));
  const rows = words.map((word, seat) => el("tr", { class: view.participants[seat].seat === view.seat ? "me" : "" }, th(word, "row", { class: "name" }),
    ...games.map((g) => td(signed(g.chips[seat]))), td(signed(book.chips[seat]), { class: "now" })));
  const facts = [el("p", { class: "fact", text: `Game ${Math.min(games.length + 1, book.games)} of ${book.games}; the players stake ${chips(book.stake)}; each purse was ${chips(book.purse)}.` })];
  if (book.left !== null && book.left !== undefined) facts.push(el("p", { class: "fact purse-left", text: `You have ${chips(Math.max(0, book.left))} left in your purse.` }));
  if (games.length) facts.push(el("p", { class: "fact", text: games.map((g) => `Game ${g.game}: ${g.winner} beat ${g.loser}.`).join(" ") }));
  return ["The ledger", [
    el("div", { class: "ledger-scroll", tabindex: "0", role: "region", "aria-label": "The ledger's chips" },
      el("table", { class: "scorecard book-table ledger" }, el("caption", { text: "Chips after each game, net" }),
        el("thead", {}, head), el("tbody", {}, ...rows))),
    ...facts]];
}

/** Fills the book of a session table (or hides it at a two-seat table). */
export function renderBook(view) {
  const made = view?.chouette ? chouetteCard(view) : view?.pool ? poolBook(view) : view?.french ? frenchLedger(view) : null;
  $("book").hidden = !made;
  if (!made) return;
  $("book-title").textContent = made[0];
  $("book-body").replaceChildren(...made[1].filter(Boolean));
}

/** The book as it stands in a replay's step (the same fields as a view's). */
export const bookOf = (state) => (state?.chouette ? chouetteCard(state) : state?.pool ? poolBook(state) : state?.french ? frenchLedger(state) : null);
