// Chouette: three at Piquet, each partie told deal by deal as Piquet is (or by its result),
// written on the chouette card in tens, the parts rotating, and the settlement when the
// players rise (docs/web.md, "/score").
import { el, choiceRow, numberField, toldAs } from "./score-tools.js";
import { piquet } from "./score-piquet.js";

const signed = (tens) => (tens > 0 ? `+${tens}` : String(tens));
/** The deal told, or told again: its number, elder's and younger's places on the card. */
const deal = (state, again) => (again ? state.last_deal : state.deal);

export const chouette = {
  name: "chouette",
  title: "Chouette",
  ...toldAs(piquet, deal, ["elder", "younger"]),
  count: piquet.count,
  mayAgain: (state) => state.last_deal !== null,
  start: (form) => ({ names: [form.a.value, form.b.value, form.c.value], single: Number(form.single.value), adviser: Number(form.adviser.value) }),
  card(state) {
    const names = state.card.names;
    const head = el("tr", {}, el("th", { scope: "col" }, "Partie"), ...names.map((n) => el("th", { scope: "col" }, n)));
    const rows = state.rows.map((row, i) => el("tr", {}, el("td", {}, String(i + 1)), ...row.map((tens) => el("td", {}, signed(tens)))));
    const parts = [el("p", {}, "In tens of points, each player's balance after each partie."),
      el("div", { className: "score-card" }, el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows)))];
    if (state.partie) parts.push(partieCard(state));
    if (state.settlement) {
      parts.push(el("h2", {}, "The settlement"), el("ul", { id: "settlement" }, ...state.settlement.map((line) => el("li", {}, line))),
        el("p", {}, `At ${state.stake}.`));
    }
    return parts;
  },
  draw(state, form, ctx) {
    if (state.playing) return ctx.tellDeals();
    const names = state.card.names, next = state.next;
    const told = { winner: undefined, points: 0 };
    const send = async (what, body) => {
      ctx.fail(null);
      try { ctx.written(await ctx.post(what, { card: state.card, ...body })); } catch (error) { ctx.fail(error); }
    };
    const [single, partner] = [names[next.single], names[next.partner]];
    const redraw = () => {
      const rows = [
        el("h2", {}, `Partie ${next.number}: ${single} plays alone against ${partner}, whom ${names[next.adviser]} advises`),
        choiceRow("Tell it deal by deal: who deals first?", [[single, 0], [partner, 1]], null, (v) => send("begin", { first_dealer: v }), () => {}),
        choiceRow("Or say who won the partie", [[single, 0], [partner, 1], ["Drawn", null]], told.winner,
          (v) => { told.winner = v; }, redraw),
      ];
      if (told.winner !== null && told.winner !== undefined) {
        rows.push(numberField("Points he won: the difference and the hundred for the game (the loser rubiconed: both scores and the hundred)", told.points || "", 101, 2000, (v) => { told.points = v; }));
      }
      rows.push(el("div", { className: "score-actions" },
        el("button", { type: "button", className: "primary", on: () => (told.winner === undefined
          ? ctx.fail(new Error("say who won the partie first")) : send("partie", { winner: told.winner, points: told.points })) }, "Write it on the card"),
        ...(state.last_deal ? [el("button", { type: "button", on: ctx.tellAgain }, "Tell the last deal again")] : []),
        el("button", { type: "button", on: () => { if (confirm("The players rise: settle the card?")) send("rise", {}); } }, "The players rise")));
      form.replaceChildren(...rows);
    };
    redraw();
    form.hidden = false;
  },
};

/** The partie in play: each deal's points, and the totals, in the two players' columns. */
function partieCard(state) {
  const names = state.card.names, next = state.next;
  const [a, b] = state.partie.players.map((i) => names[i]);
  const row = (title, points) => el("tr", {}, el("td", {}, title), ...points.map((p) => el("td", {}, String(p))));
  const heading = `Partie ${next.number}: ${a} plays alone against ${b}, whom ${names[next.adviser]} advises`;
  return el("div", { className: "score-card", id: "partie" }, el("h3", {}, heading),
    el("table", {}, el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "Deal"), el("th", { scope: "col" }, a), el("th", { scope: "col" }, b))),
      el("tbody", {}, ...state.partie.rows.map((r) => row(String(r.number), r.points))),
      el("tfoot", {}, row("Totals", state.partie.totals))));
}
