// Chouette: three at Piquet, each partie's result on the chouette card in tens, the parts
// rotating, and the settlement when the players rise (docs/web.md, "/score").
import { el, choiceRow, numberField } from "./score-tools.js";

const signed = (tens) => (tens > 0 ? `+${tens}` : String(tens));

export const chouette = {
  name: "chouette",
  title: "Chouette",
  fresh: () => null, // a partie is told by its result: there is no deal being told
  start: (form) => ({ names: [form.a.value, form.b.value, form.c.value], single: Number(form.single.value), adviser: Number(form.adviser.value) }),
  card(state) {
    const names = state.card.names;
    const head = el("tr", {}, el("th", { scope: "col" }, "Partie"), ...names.map((n) => el("th", { scope: "col" }, n)));
    const rows = state.rows.map((row, i) => el("tr", {}, el("td", {}, String(i + 1)), ...row.map((tens) => el("td", {}, signed(tens)))));
    const parts = [el("p", {}, "In tens of points, each player's balance after each partie."),
      el("div", { className: "score-card" }, el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows)))];
    if (state.settlement) {
      parts.push(el("h2", {}, "The settlement"), el("ul", { id: "settlement" }, ...state.settlement.map((line) => el("li", {}, line))),
        el("p", {}, `At ${state.stake}.`));
    }
    return parts;
  },
  draw(state, form, { post, written, fail }) {
    const names = state.card.names, next = state.next;
    const told = { winner: undefined, points: 0 };
    const send = async (what, body) => {
      fail(null);
      try { written(await post(what, { card: state.card, ...body })); } catch (error) { fail(error); }
    };
    const redraw = () => {
      const rows = [
        el("h2", {}, `Partie ${next.number}: ${names[next.single]} plays alone against ${names[next.partner]}, whom ${names[next.adviser]} advises`),
        choiceRow("Who won the partie?", [[names[next.single], 0], [names[next.partner], 1], ["Drawn", null]], told.winner,
          (v) => { told.winner = v; }, redraw),
      ];
      if (told.winner !== null && told.winner !== undefined) {
        rows.push(numberField("Points he won (the partie's total, with the rubicon)", told.points || "", 1, 2000, (v) => { told.points = v; }));
      }
      rows.push(el("div", { className: "score-actions" },
        el("button", { type: "button", className: "primary", on: () => (told.winner === undefined
          ? fail(new Error("say who won the partie first")) : send("partie", { winner: told.winner, points: told.points })) }, "Write it on the card"),
        el("button", { type: "button", on: () => { if (confirm("The players rise: settle the card?")) send("rise", {}); } }, "The players rise")));
      form.replaceChildren(...rows);
    };
    redraw();
    form.hidden = false;
  },
};
