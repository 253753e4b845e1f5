// Pool Écarté's chips and pool, French Écarté's ledger with the gallery's bets: each game told
// by its winner or deal by deal as Écarté is (docs/web.md, "/score").
import { el, choiceRow, numberField, toldAs } from "./score-tools.js";
import { ecarte } from "./score-ecarte.js";

const signed = (n) => (n > 0 ? `+${n}` : String(n));
const list = (names) => names.join(", ");

/** The deal told, or told again: the card's places of the non-dealer and the dealer. */
const deal = (state, again) => (again ? state.last : state.next);

function table(name, title) {
  return {
    name,
    title,
    ...toldAs(ecarte, deal, ["non_dealer", "dealer"]),
    mayAgain: (state) => state.may.again,
    count: (answer) => [el("p", {}, `${answer.count.lines.map((l) => `${l.name} ${l.points}`).join(", ")} this deal.`)],
    card(state) {
      const n = state.card.names;
      const part = (i) => (state.seated?.includes(i) ? "plays" : name === "pool" ? (state.out === i ? "out" : "") : "gallery");
      const rows = n.map((who, i) => el("tr", {}, el("th", { scope: "row" }, who), el("td", {}, signed(state.chips[i])), el("td", {}, part(i))));
      const parts = [el("div", { className: "score-card" }, el("table", {},
        el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "Player"), el("th", { scope: "col" }, "Chips"), el("th", { scope: "col" }, "Now"))),
        el("tbody", {}, ...rows)))];
      const facts = [];
      if (name === "pool") facts.push(`The pool holds ${state.pool}.`);
      if (state.going_in?.length && !state.over) facts.push(`Next to go in: ${list(state.going_in.map((i) => n[i]))}.`);
      if (state.sides && !state.over) facts.push(`On ${n[state.seated[0]]}: ${state.sides[0]}; on ${n[state.seated[1]]}: ${state.sides[1]}.`);
      if (state.next) facts.push(`This game: ${state.next.players.map((p, i) => `${n[p]} ${state.next.score[i]}`).join(", ")}.`);
      if (state.last?.ruling) facts.push(`Deal ${state.last.number}: ${state.last.ruling}.`);
      parts.push(el("p", { id: "standing" }, facts.join(" ")));
      if (state.said.length) parts.push(el("ul", { id: "said", className: "score-count" }, ...state.said.slice(-4).map((line) => el("li", {}, line))));
      return parts;
    },
    start(form) {
      const names = typed(form);
      const body = { names: name === "pool" ? names.slice(0, 3) : names, stake: Number(form.stake.value) || 1, method: form.method.value };
      if (name !== "french") return body;
      // The table agrees the order of going in (the sessions' [Order]): it is asked, not assumed.
      if (!form.agreed.checked) throw new Error("the gallery must first agree its order of going in");
      return { ...body, order: goingIn.filter((who) => names.slice(2).includes(who)) };
    },
    prepare: name === "french" ? prepareOrder : undefined,
    draw(state, form, ctx) {
      if (state.playing) return ctx.tellDeals();
      const n = state.card.names;
      const send = async (what, body) => {
        ctx.fail(null);
        try { ctx.written(await ctx.post(what, { card: state.card, ...body })); } catch (error) { ctx.fail(error); }
      };
      const rows = name === "pool" && !state.seated ? cutRows(n, send)
        : state.betting ? betRows(state, n, send) : gameRows(state, n, send);
      const more = [];
      if (state.may.again) more.push(el("button", { type: "button", on: ctx.tellAgain }, "Tell the last deal again"));
      if (state.may.take_back) more.push(el("button", { type: "button", on: () => send("take-back", {}) }, "Take back the last entry"));
      if (state.may.rise) more.push(el("button", { type: "button", on: () => { if (confirm("That was the last game: the players rise?")) send("rise", {}); } }, "The players rise"));
      form.replaceChildren(...rows, el("div", { className: "score-actions" }, ...more));
      form.hidden = false;
    },
  };
}

const typed = (form) => [form.a.value, form.b.value, form.c.value, ...form.more.value.split(/[\s,]+/)].map((s) => s.trim()).filter(Boolean);
let goingIn = []; // the gallery's order of going in, as the table arranges it before it begins

/** The gallery in its order of going in, each name movable earlier by a tap; a change of the
 * names or of the order asks the gallery to agree it again. */
function prepareOrder(form) {
  const box = form.querySelector("#going-in");
  const draw = () => {
    const gallery = typed(form).slice(2);
    goingIn = [...goingIn.filter((who) => gallery.includes(who)), ...gallery.filter((who) => !goingIn.includes(who))];
    box.replaceChildren(...goingIn.map((who, i) => el("li", {}, `${who} `,
      ...(i ? [el("button", { type: "button", "aria-label": `${who} goes in earlier`, on: () => {
        goingIn.splice(i - 1, 2, who, goingIn[i - 1]);
        form.agreed.checked = false;
        draw();
      } }, "Earlier")] : []))));
  };
  form.addEventListener("input", (event) => { if (event.target.name !== "agreed") { form.agreed.checked = false; draw(); } });
  draw();
}

function cutRows(n, send) {
  const cut = { high: null, low: null };
  const box = el("div", {});
  const redraw = () => box.replaceChildren(
    el("h2", {}, "The cut"),
    choiceRow("Who cut the highest card (deals)?", n.map((who, i) => [who, i]), cut.high, (v) => { cut.high = v; }, redraw),
    choiceRow("Who cut the lowest (sits out)?", n.map((who, i) => [who, i]), cut.low, (v) => { cut.low = v; }, redraw),
    el("button", { type: "button", className: "primary", on: () => send("cut", cut) }, "Write the cut"));
  redraw();
  return [box];
}

function gameRows(state, n, send) {
  const [a, b] = state.seated.map((i) => n[i]);
  return [el("h2", {}, `${a} plays ${b}`),
    choiceRow("Tell the game deal by deal: who deals first?", [[a, 0], [b, 1]], null, (v) => send("begin", { first_dealer: v }), () => {}),
    choiceRow("Or say who won the game", [[a, a], [b, b]], null, (v) => send("entry", { entry: "won", who: v }), () => {})];
}

/** French Écarté's money: who lays it, on whom or against whom, how much; then the close. */
function betRows(state, n, send) {
  const [a, b] = state.seated.map((i) => n[i]);
  const laid = { who: null, what: null, amount: 1 };
  const box = el("div", {});
  const redraw = () => {
    const rows = [el("h2", {}, `${a} plays ${b}: the betting`),
      el("p", {}, `The gallery: ${list(state.gallery.map((i) => n[i])) || "nobody"}. The players have the first right to take the bets against them.`),
      choiceRow("Who lays money?", n.map((who) => [who, who]), laid.who, (v) => { laid.who = v; laid.what = null; }, redraw)];
    if (laid.who !== null) {
      const seated = laid.who === a || laid.who === b;
      const other = laid.who === a ? b : a;
      const whats = seated ? [[`Covers the money on ${other}`, `cover ${other}`], ["Takes no more of it", "decline"]]
        : [[`Bets on ${a}`, `bet ${a}`], [`Bets on ${b}`, `bet ${b}`], [`Covers the money on ${a}`, `cover ${a}`], [`Covers the money on ${b}`, `cover ${b}`]];
      rows.push(choiceRow("What?", whats, laid.what, (v) => { laid.what = v; }, redraw));
      if (laid.what !== "decline") rows.push(numberField("How many chips?", laid.amount, 1, 1000, (v) => { laid.amount = v; }));
    }
    const write = () => {
      const [entry, side] = (laid.what ?? "").split(" ");
      send("entry", { entry, who: laid.who ?? "", side: side ?? "", amount: entry === "decline" ? 0 : laid.amount });
    };
    rows.push(el("div", { className: "score-actions" },
      ...(laid.what ? [el("button", { type: "button", className: "primary", on: write }, "Write it")] : []),
      el("button", { type: "button", on: () => send("entry", { entry: "close" }) }, "The betting is closed")));
    box.replaceChildren(...rows);
  };
  redraw();
  return [box];
}

export const pool = table("pool", "Pool Écarté");
export const french = table("french", "French Écarté");
