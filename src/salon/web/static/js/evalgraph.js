// The evaluation graph of a review: A's chance of winning (or his expected points) after each
// decision, drawn in SVG, with the doubtful choices, the mistakes and the blunders marked on it.
import { svg } from "./dom.js";

const HEIGHT = 204;
const PAD = 12;
// The words (who wins, where a deal starts) stand in bands above and below the plot, where
// neither the line nor a mark can cover them.
const BAND = 18;
const LETTER = 6.5; // the rough width of a letter of a label, to keep labels apart
export const MARKED = { doubtful: "Doubtful", mistake: "Mistake", blunder: "Blunder" };
// A doubtful choice is a ring, a mistake and a blunder filled and larger: told apart by shape
// as well as colour.
const MARK_SIZE = { doubtful: 5, mistake: 7, blunder: 8 };

/** A's side of a decision: his chance of winning, or his expected points. */
const forA = {
  chance: (d) => d.chance_for_A,
  points: (d) => (d.seat === "A" ? d.points : -d.points),
};

/** The graph of ``decisions`` (the review's, in order) in ``measure`` ("chance" or "points"),
 * drawn ``width`` pixels wide so that its words keep their size on a phone; ``pick(decision)``
 * is called when a mark is chosen. Returns the SVG and a function that shows where the replay
 * stands. */
export function evaluationGraph(decisions, names, pick, width, measure = "chance") {
  const wide = Math.max(300, Math.min(1200, Math.round(width) || 640));
  const last = Math.max(1, decisions.length - 1);
  const value = forA[measure];
  // Points run from A's best to B's, nought in the middle; a chance from 1 to 0.
  const reach = measure === "points" ? Math.max(1, ...decisions.map((d) => Math.abs(value(d)))) : 0.5;
  const middle = measure === "points" ? 0 : 0.5;
  const x = (i) => PAD + (i * (wide - 2 * PAD)) / last;
  const y = (v) => BAND + PAD / 2 + ((middle + reach - v) / (2 * reach)) * (HEIGHT - 2 * BAND - PAD);
  const bottom = middle - reach;
  const said = measure === "points" ? "expected points" : "chance of winning";
  const graph = svg("svg", { viewBox: `0 0 ${wide} ${HEIGHT}`, class: "eval-graph", role: "group",
    "aria-label": `${names[0]}'s ${said} after each decision, with the mistakes marked` });
  graph.append(svg("rect", { x: 0, y: 0, width: wide, height: HEIGHT, class: "eval-ground" }));
  const ends = measure === "points" ? [`${names[0]} +${reach.toFixed(0)}`, `${names[1]} +${reach.toFixed(0)}`]
    : [`${names[0]} wins`, `${names[1]} wins`];
  const dealLabels = [];
  let free = PAD + ends[0].length * LETTER + 8; // the top band's first free place after A's end
  // The first deal is named too, after A's end, where the room before the next deal allows.
  const firstEnd = decisions.findIndex((d) => d.deal !== decisions[0]?.deal);
  const firstWords = decisions.length ? `deal ${decisions[0].deal}` : "";
  const roomTo = firstEnd > 0 ? (x(firstEnd - 1) + x(firstEnd)) / 2 : wide;
  if (firstWords && free + firstWords.length * LETTER + 6 <= roomTo) {
    dealLabels.push(svg("text", { x: free, y: BAND - 5, class: "eval-label" }, firstWords));
    free += firstWords.length * LETTER + 6;
  }
  decisions.forEach((d, i) => {
    if (i > 0 && d.deal !== decisions[i - 1].deal) {
      const at = (x(i - 1) + x(i)) / 2;
      graph.append(svg("line", { x1: at, x2: at, y1: BAND, y2: HEIGHT - BAND, class: "eval-deal" }));
      const words = `deal ${d.deal}`;
      // A label with no room is left out: its line still shows where the deal starts.
      if (at + 3 >= free && at + 3 + words.length * LETTER <= wide) {
        dealLabels.push(svg("text", { x: at + 3, y: BAND - 5, class: "eval-label" }, words));
        free = at + 3 + words.length * LETTER + 6;
      }
    }
  });
  graph.append(svg("line", { x1: 0, x2: wide, y1: y(middle), y2: y(middle), class: "eval-even" }));
  const points = decisions.map((d, i) => `${x(i).toFixed(1)},${y(value(d)).toFixed(1)}`);
  if (points.length) {
    graph.append(
      svg("path", { d: `M${x(0)},${y(bottom)} L${points.join(" L")} L${x(decisions.length - 1)},${y(bottom)} Z`, class: "eval-area" }),
      svg("polyline", { points: points.join(" "), class: "eval-line" }));
  }
  graph.append(...dealLabels);
  graph.append(svg("text", { x: PAD, y: BAND - 5, class: "eval-label" }, ends[0]),
    svg("text", { x: PAD, y: HEIGHT - 5, class: "eval-label" }, ends[1]));
  const now = svg("line", { x1: -10, x2: -10, y1: BAND, y2: HEIGHT - BAND, class: "eval-now" });
  graph.append(now);
  decisions.forEach((d, i) => {
    if (!MARKED[d.verdict]) return;
    const who = d.seat === "A" ? names[0] : names[1];
    const mark = svg("circle", { cx: x(i), cy: y(value(d)), r: MARK_SIZE[d.verdict],
      class: `eval-mark ${d.verdict}`, tabindex: 0, role: "button", "data-step": d.step,
      "aria-label": `${MARKED[d.verdict]} by ${who} in deal ${d.deal}: go there` });
    mark.append(svg("title", {}, `${MARKED[d.verdict]} by ${who} (deal ${d.deal})`));
    mark.addEventListener("click", () => pick(d));
    mark.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      pick(d);
    });
    graph.append(mark);
  });
  const showStep = (step) => {
    let index = -1;
    decisions.forEach((d, i) => { if (d.step !== null && d.step <= step) index = i; });
    const at = index < 0 ? -10 : x(index);
    now.setAttribute("x1", at);
    now.setAttribute("x2", at);
  };
  return { graph, showStep };
}
