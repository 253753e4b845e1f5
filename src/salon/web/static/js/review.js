// The review of a finished game in the replay viewer: asked for quick or full, its progress
// shown while the server weighs every decision, then the evaluation graph, the decisions
// worth a second look and each player's figures.
import { describe, el, getJSON, postJSON } from "./dom.js";
import { wordsWithCards } from "./cards.js";
import { evaluationGraph, MARKED } from "./evalgraph.js";
import { puzzleMaker } from "./mistakes.js";

const POLL_MS = 700;

/** The review panel for ``source`` ({table} or {record}), a "game" or a "branch";
 * ``go(step)`` moves the replay. Returns the panel and a function the replay calls with each
 * step it shows. */
export function reviewPanel(source, names, go, kind = "game") {
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
    ({ showStep } = shown(node, answer.result, names, (d) => go(d.step), () => intro(), answer.review));
    showStep(current);
  };

  const intro = () => node.replaceChildren(title(),
    el("p", { text: `Weigh every decision of this ${kind} as the strong computer player would: the best choice, `
      + "what each choice lost in points and in the chance of winning, and the classic advice that speaks to it." }),
    el("div", { class: "review-buttons" },
      el("button", { type: "button", class: "primary", text: "Quick review", onclick: () => ask(true) }),
      el("button", { type: "button", text: "Full review (slower, finer)", onclick: () => ask(false) })),
    error);
  intro();
  return { node, ask, at: (step) => { current = step; showStep(step); } };
}

const title = () => el("h2", { id: "review-title", text: "Review" });

function shown(node, review, names, pick, again, reviewId) {
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
  // "Weigh deeper": the decision weighed again on many more samples, its item redrawn.
  const deeper = async (i, button, said) => {
    button.disabled = true;
    said.textContent = "Weighing this decision on many more sampled deals…";
    const { ok, body } = await postJSON(`/api/reviews/${reviewId}/deeper`, { line: decisions[i].line });
    const found = ok && body.decisions.find((d) => d.moment === decisions[i].moment);
    if (!found) {
      button.disabled = false;
      said.textContent = ok ? "This decision could not be weighed again." : describe(body);
      return;
    }
    decisions[i] = { ...decisions[i], ...found };
    const fresh = decisionItem(decisions[i], names, pick, (b, s) => deeper(i, b, s));
    fresh.querySelector(".review-options").open = true;
    items[i].replaceWith(fresh);
    items[i] = fresh;
  };
  const items = decisions.map((d, i) => decisionItem(d, names, pick, (b, s) => deeper(i, b, s)));
  const list = el("ol", { class: "review-decisions" });
  const every = el("input", { type: "checkbox" });
  const lost = decisions.filter((d) => d.verdict !== "good").length;
  const heading = el("h3", { class: "review-list-title" });
  const fill = () => {
    list.replaceChildren(...items.filter((item, i) => every.checked || decisions[i].verdict !== "good"));
    // The heading says what the list holds: every decision once they are all shown.
    heading.textContent = every.checked ? `Every decision (${decisions.length})`
      : lost ? `Decisions worth a second look (${lost})` : "No decision lost anything worth telling";
  };
  every.addEventListener("change", fill);
  fill();
  node.replaceChildren(title(),
    el("p", { class: "review-about", text: `${review.quick ? "Quick" : "Full"} review: the game after each decision, `
      + "a mark for each doubtful choice, mistake and blunder (choose one to go there)." }),
    measures, figure,
    summary(review, names),
    figuresExplained(review),
    heading,
    el("label", { class: "review-every" }, every, " Show every decision"),
    list,
    puzzleMaker(reviewId, names, ["A", "B"].map((s) => review.players[s].verdicts.mistake + review.players[s].verdicts.blunder)),
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

// What a decision lost, each measure that rounds to nothing left out (never "−0.00").
function lostWords(d) {
  const parts = [];
  if ((d.deal_lost ?? 0).toFixed(2) !== "0.00") parts.push(`${minus(d.deal_lost.toFixed(2))} points of the deal`);
  if (d.points_lost.toFixed(2) !== "0.00" && d.points_lost !== d.deal_lost) parts.push(`${minus(d.points_lost.toFixed(2))} points expected`);
  if (percent(d.chance_lost) !== percent(0)) parts.push(`${minus(percent(d.chance_lost))} to win`);
  return parts.join(", ") || "nothing";
}

/** What the review says of the best after "Chosen: …", as [words, in bold] pieces. A choice
 * that is the strong player's own may still be beaten on the deals sampled (at a discard it
 * keeps the treatise's unless another gains beyond doubt): the one that did better is named,
 * so that a choice graded doubtful never stands without what was better. */
export function bestSaid(d) {
  if (d.best !== d.chosen) return [[". Best: "], [lower(d.best_words ?? d.best), true]];
  const better = d.verdict === "good" ? null : d.options.find((o) => o.action !== d.chosen);
  if (!better) return [];
  return [[". The strong player's choice too, though on these deals another did better: "],
    [lower(better.words ?? better.action), true]];
}

function decisionItem(d, names, pick, deeper) {
  const who = d.seat === "A" ? names[0] : names[1];
  const verdict = d.verdict === "good" ? "good"
    : d.verdict === "close" ? `too close to call (leans ${d.leaning})` : d.verdict.toUpperCase();
  const item = el("li", { class: `review-decision ${d.verdict}` },
    el("button", { type: "button", class: "review-go", onclick: () => pick(d),
      "aria-label": `Go to deal ${d.deal}, ${who}'s ${d.moment}` },
      el("span", { class: "review-where", text: `Deal ${d.deal} · ${who} · ${d.moment}` }),
      el("span", { class: `verdict ${d.verdict}`, text: verdict })),
    el("p", {}, "Chosen: ", el("strong", {}, ...wordsWithCards(lower(d.chosen_words ?? d.chosen))),
      ...bestSaid(d).map(([plain, strong]) => (strong ? el("strong", {}, ...wordsWithCards(plain)) : plain)),
      d.verdict === "good" ? ` (${percent(d.chance)} to win)`
        : `; ${lostWords(d)}${d.loss_note ?? ""}`),
    d.maxim && d.verdict !== "good"
      ? el("blockquote", {}, el("p", { text: `“${d.maxim.text}”` }), el("cite", { text: d.maxim.source })) : "",
    optionsTable(d, deeper));
  return item;
}

// Two standard errors in the measure graded; none for an option measured against itself.
function errorBar(d, o) {
  const bar = d.graded_by_chance ? percent(2 * o.spread) : (2 * o.spread).toFixed(2);
  return ["0.0%", "0.00"].includes(bar) ? "—" : `±${bar}`;
}

// Every option of the decision, the best first: its points, its chance, what it loses with
// its error bar (two standard errors) and, for a card, its points with every card seen.
function optionsTable(d, deeper) {
  const said = el("p", { class: "review-deeper-said", "aria-live": "polite" });
  const button = el("button", { type: "button", text: "Weigh deeper" });
  button.addEventListener("click", () => deeper(button, said));
  // The column of all cards seen only where some option has it (a card played).
  const seen = d.options.some((o) => o.all_seen !== null && o.all_seen !== undefined);
  const head = ["Option", "Points", "To win", "Loses", "Error bar", ...(seen ? ["With all cards seen"] : [])];
  const lost = (o) => (percent(o.chance_lost) === percent(0) ? "nothing"
    : `${minus(percent(o.chance_lost))} to win`) + (o.points_lost.toFixed(1) === "0.0" ? "" : `, ${minus(o.points_lost.toFixed(1))} points`);
  return el("details", { class: "review-options" },
    el("summary", { text: `Every option (${d.samples} sampled deals)` }),
    el("table", {},
      el("thead", {}, el("tr", {}, ...head.map((h) => el("th", { scope: "col", text: h })))),
      el("tbody", {}, ...d.options.map((o) => el("tr", {},
        el("th", { scope: "row" }, ...wordsWithCards(lower(o.words ?? o.action))),
        el("td", { text: signed(o.points.toFixed(1)) }),
        el("td", { text: percent(o.chance) }),
        el("td", { text: lost(o) }),
        el("td", { text: errorBar(d, o) }),
        seen ? el("td", { text: o.all_seen === null || o.all_seen === undefined ? "—" : signed(o.all_seen.toFixed(0)) }) : "")))),
    el("p", {}, button), said);
}

/** What each figure of the review means, in a few words, opened on demand. */
function figuresExplained(review) {
  const partie = review.game === "Piquet";
  const measure = partie
    ? "points expected of the partie's settlement: near the rubicon a few points of a deal are worth a hundred or more, so these run large"
    : "points expected of the game";
  const said = [
    ["Points lost", `What the choices gave up against the best choice each time, added up, in ${measure}.`],
    ["Doubtful, mistakes, blunders", "Choices that gave up something against the best: a little, more, and most."],
    ["Too close to call", "Choices the sampled deals could not tell from the best: the loss may be luck."],
    ["Luck", "What the cards gave beyond equal play: the result, less what was to be expected before each deal, "
      + "less each side's errors. In points and in the chance of winning it may differ in sign: the same points "
      + "are worth more or less at different scores."],
    ["Chance of winning lost", "The chance of winning the whole game given up at a decision, on average: 0% is flawless play."],
    ["At each decision", `“Points of the deal”: the deal's points given up; “points expected”: the same reckoned over the whole ${partie ? "partie" : "game"}; “to win”: the chance of winning given up.`],
    ["Every option", "Each choice open there, weighed on deals sampled from what the player could know: its points expected, "
      + "its chance of winning, what it loses against the best, and the error bar, two standard errors: a loss within it may be luck."
      + " A card played has its points with all cards seen, known only once the game is over."],
  ];
  return el("details", { class: "review-figures" }, el("summary", { text: "What these figures mean" }),
    el("dl", {}, ...said.flatMap(([term, words]) => [el("dt", { text: term }), el("dd", { text: words })])));
}

function summary(review, names) {
  const seats = ["A", "B"];
  // A partie's points are its settlement's, where the rubicon makes a few points of a deal many.
  const settled = review.game === "Piquet" ? " of the settlement" : "";
  const close = seats.some((s) => review.players[s].verdicts.close);
  const row = (label, cell) => el("tr", {}, el("th", { scope: "row", text: label }),
    ...seats.map((s) => el("td", { text: cell(review.players[s]) })));
  return el("table", { class: "review-summary" },
    el("caption", { text: "The whole game" }),
    el("thead", {}, el("tr", {}, el("td"), ...names.map((n) => el("th", { scope: "col", text: n })))),
    el("tbody", {},
      row("Decisions", (p) => `${p.decisions}`),
      row("Points lost", (p) => `${p.points_lost.toFixed(1)}${settled} (${p.mean_points_lost.toFixed(2)} a decision)`),
      row("Doubtful, mistakes, blunders", (p) => `${p.verdicts.doubtful}, ${p.verdicts.mistake}, ${p.verdicts.blunder}`),
      // Listed among the decisions worth a second look, so counted here too.
      close ? row("Too close to call", (p) => `${p.verdicts.close ?? 0}`) : "",
      row("Luck", (p) => `${signed(p.luck_points.toFixed(1))} points${settled}, ${signed(percent(p.luck_chance))} to win`),
      // The error rate is kept in thousandths; a player reads the chance lost in percent.
      row("Chance of winning lost, a decision on average", (p) => `${(p.error_rate / 10).toFixed(2)}%`)));
}
