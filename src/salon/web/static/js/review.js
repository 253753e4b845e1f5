// The review of a finished game in the replay viewer: asked for quick or full, its progress
// shown while the server weighs every decision, then the evaluation graph, the decisions that
// lost something and each player's figures.
import { describe, el, getJSON, postJSON } from "./dom.js";
import { wordsWithCards } from "./cards.js";
import { evaluationGraph, MARKED } from "./evalgraph.js";

const POLL_MS = 700;

/** The review panel for ``source`` ({table} or {record}); ``go(step)`` moves the replay.
 * Returns the panel and a function the replay calls with each step it shows. */
export function reviewPanel(source, names, go) {
  const node = el("section", { class: "paper review", "aria-labelledby": "review-title" });
  const error = el("p", { class: "error", role: "alert" });
  let showStep = () => {};
  let current = 0;

  const ask = async (quick) => {
    error.textContent = "";
    const { ok, body } = await postJSON("/api/reviews", { ...source, quick });
    if (!ok) {
      error.textContent = describe(body);
      return;
    }
    follow(body);
  };
  const bar = el("progress", { max: 1, value: 0, "aria-label": "Decisions weighed" });
  const said = el("p", { class: "review-progress", "aria-live": "polite" });
  const follow = async (answer) => {
    while (answer.status === "weighing") {
      bar.max = Math.max(1, answer.total);
      bar.value = answer.done;
      said.textContent = `Weighing the decisions: ${answer.done} of ${answer.total}${answer.quick ? " (quick)" : ""}…`;
      node.replaceChildren(title(), bar, said, error);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!node.isConnected) return; // the replay was left
      answer = await getJSON(`/api/reviews/${answer.review}`) ?? { status: "failed", error: "The review was lost; ask again." };
    }
    if (answer.status !== "done") {
      intro();
      error.textContent = answer.error ?? "The review failed.";
      return;
    }
    ({ showStep } = shown(node, answer.result, names, (d) => go(d.step), () => intro()));
    showStep(current);
  };

  const intro = () => node.replaceChildren(title(),
    el("p", { text: "Weigh every decision of this game as the strong computer player would: the best choice, "
      + "what each choice lost in points and in the chance of winning, and the classic advice that speaks to it." }),
    el("div", { class: "review-buttons" },
      el("button", { type: "button", class: "primary", text: "Quick review", onclick: () => ask(true) }),
      el("button", { type: "button", text: "Full review (slower, finer)", onclick: () => ask(false) })),
    error);
  intro();
  return { node, at: (step) => { current = step; showStep(step); } };
}

const title = () => el("h2", { id: "review-title", text: "Review" });

function shown(node, review, names, pick, again) {
  const { decisions } = review;
  let measure = "chance";
  let current = 0;
  let graphStep = () => {};
  const figure = el("figure", { class: "eval-figure" });
  const drawGraph = () => {
    const made = evaluationGraph(decisions, names, pick, node.clientWidth - 32, measure);
    graphStep = made.showStep;
    figure.replaceChildren(made.graph, legend());
    graphStep(current);
  };
  const whole = review.game === "Ecarte" ? "the deal" : "the partie";
  const option = (value, words) => {
    const input = el("input", { type: "radio", name: "eval-measure", value, checked: value === measure });
    input.addEventListener("change", () => { measure = value; drawGraph(); });
    return el("label", {}, input, ` ${words}`);
  };
  const measures = el("fieldset", { class: "eval-measures" }, el("legend", { text: "The graph shows" }),
    option("chance", `${names[0]}'s chance of winning`), option("points", `${names[0]}'s points expected from ${whole}`));
  const items = decisions.map((d) => decisionItem(d, names, pick));
  const list = el("ol", { class: "review-decisions" });
  const every = el("input", { type: "checkbox" });
  const fill = () => list.replaceChildren(...items.filter((item, i) => every.checked || decisions[i].verdict !== "good"));
  every.addEventListener("change", fill);
  fill();
  const lost = decisions.filter((d) => d.verdict !== "good").length;
  node.replaceChildren(title(),
    el("p", { class: "review-about", text: `${review.quick ? "Quick" : "Full"} review: the game after each decision, `
      + "a mark for each doubtful choice, mistake and blunder (choose one to go there)." }),
    measures, figure,
    summary(review, names),
    el("h3", { text: lost ? `Decisions that lost something (${lost})` : "No decision lost anything worth telling" }),
    el("label", { class: "review-every" }, every, " Show every decision"),
    list,
    el("p", {}, el("button", { type: "button", text: "Review again", onclick: again })));
  drawGraph();
  return {
    showStep: (step) => {
      current = step;
      graphStep(step);
      items.forEach((item, i) => item.classList.toggle("now", decisions[i].step === step));
    },
  };
}

function legend() {
  return el("figcaption", { class: "eval-legend" },
    ...Object.entries(MARKED).map(([verdict, word]) => el("span", { class: `key ${verdict}`, text: word })));
}

const percent = (chance) => `${(100 * chance).toFixed(1)}%`;
const lower = (words) => words.charAt(0).toLowerCase() + words.slice(1);
const minus = (figure) => `−${figure}`;
const signed = (figure) => (figure.startsWith("-") ? `−${figure.slice(1)}` : `+${figure}`);

function decisionItem(d, names, pick) {
  const who = d.seat === "A" ? names[0] : names[1];
  const verdict = d.verdict === "good" ? "good" : d.verdict.toUpperCase();
  const item = el("li", { class: `review-decision ${d.verdict}` },
    el("button", { type: "button", class: "review-go", onclick: () => pick(d),
      "aria-label": `Go to deal ${d.deal}, ${who}'s ${d.moment}` },
      el("span", { class: "review-where", text: `Deal ${d.deal} · ${who} · ${d.moment}` }),
      el("span", { class: `verdict ${d.verdict}`, text: verdict })),
    el("p", {}, "Chosen: ", el("strong", {}, ...wordsWithCards(lower(d.chosen_words ?? d.chosen))),
      d.best !== d.chosen ? el("span", {}, ". Best: ", el("strong", {}, ...wordsWithCards(lower(d.best_words ?? d.best)))) : "",
      d.verdict === "good" ? ` (${percent(d.chance)} to win)`
        : `; ${minus(d.points_lost.toFixed(2))} points, ${minus(percent(d.chance_lost))} to win`),
    d.maxim && d.verdict !== "good"
      ? el("blockquote", {}, el("p", { text: `“${d.maxim.text}”` }), el("cite", { text: d.maxim.source })) : "");
  return item;
}

function summary(review, names) {
  const seats = ["A", "B"];
  const row = (label, cell) => el("tr", {}, el("th", { scope: "row", text: label }),
    ...seats.map((s) => el("td", { text: cell(review.players[s]) })));
  return el("table", { class: "review-summary" },
    el("caption", { text: "The whole game" }),
    el("thead", {}, el("tr", {}, el("td"), ...names.map((n) => el("th", { scope: "col", text: n })))),
    el("tbody", {},
      row("Decisions", (p) => `${p.decisions}`),
      row("Points lost", (p) => `${p.points_lost.toFixed(1)} (${p.mean_points_lost.toFixed(2)} a decision)`),
      row("Doubtful, mistakes, blunders", (p) => `${p.verdicts.doubtful}, ${p.verdicts.mistake}, ${p.verdicts.blunder}`),
      row("Luck", (p) => `${signed(p.luck_points.toFixed(1))} points, ${signed(percent(p.luck_chance))} to win`),
      row("Error rate (thousandths of a win lost a decision)", (p) => p.error_rate.toFixed(1))));
}
