// Learn from your mistakes: the mistakes and blunders of a review made puzzles, kept on this
// device (and with the account, when signed in), each coming back when it is due: soon when
// it was answered badly, later and later when it was answered well.
import { $, describe, el, getJSON, postJSON } from "./dom.js";
import { answerPuzzle, keepPuzzles, loadPuzzles } from "./puzzle-store.js";
import { drawQuestion } from "./train.js";

const DAY = 24 * 3600 * 1000;

const dueTime = (puzzle) => Date.parse(puzzle.schedule?.due ?? "") || 0;

/** When a time comes, in words: "in 3 days", "in 10 minutes", "now". */
function when(time) {
  const left = time - Date.now();
  if (left <= 0) return "now";
  if (left < 3600 * 1000) return `in ${Math.max(1, Math.round(left / 60000))} minutes`;
  if (left < 0.9 * DAY) return `in ${Math.round(left / 3600000)} hours`;
  const days = Math.round(left / DAY);
  return days === 1 ? "tomorrow" : `in ${days} days`;
}

/** The review's part: make puzzles of one player's mistakes and blunders. */
export function puzzleMaker(reviewId, names, slips) {
  const said = el("p", { class: "review-progress", "aria-live": "polite" });
  const make = async (seat, button) => {
    button.disabled = true;
    said.textContent = "Making the puzzles…";
    const { ok, body } = await postJSON("/api/puzzles/from-review", { review: reviewId, seat });
    button.disabled = false;
    if (!ok) {
      said.textContent = describe(body);
      return;
    }
    keepPuzzles(body.puzzles);
    const count = body.puzzles.length;
    // The slips no puzzle can ask are said, not silently left out.
    const left = slips[seat] - count;
    const others = left > 0 ? `The other ${left === 1 ? "one was" : `${left} were`} weighed on how the deal ended, `
      + `which a puzzle cannot ask${left === 1 ? "" : " of them"}. ` : "";
    said.replaceChildren(count ? `${count === 1 ? "One puzzle" : `${count} puzzles`} made of ${names[seat]}'s `
      + `mistakes and blunders${body.kept ? ", kept with your account and on this device" : ", kept on this device"}. ${others}`
      // Slips at a throw-down, a claim or the marking of the king are weighed on how the
      // deal ended, which the position alone does not tell: no puzzle asks them.
      : `None of ${names[seat]}'s mistakes and blunders here can be asked as a puzzle: each was a throw-down, `
        + "a claim of the point or the marking of the king, judged on how the deal ended. ",
    el("a", { href: "#/mistakes", text: "Learn from your mistakes" }));
  };
  // A button only for a player with mistakes or blunders in the review.
  const buttons = names.map((name, seat) => (slips[seat] ? el("button", { type: "button",
    text: `Puzzles of ${name}'s mistakes`, onclick: (event) => make(seat, event.currentTarget) }) : null)).filter(Boolean);
  const none = names.filter((_, seat) => !slips[seat]).map((name) => `${name} made no mistake or blunder in this game.`);
  return el("section", { class: "review-puzzles", "aria-labelledby": "review-puzzles-title" },
    el("h3", { id: "review-puzzles-title", text: "Learn from your mistakes" }),
    el("p", { text: "Each mistake and blunder becomes a puzzle: the position as you saw it, to answer again." }),
    buttons.length ? el("div", { class: "review-buttons" }, ...buttons) : "",
    none.length ? el("p", { class: "facts", text: none.join(" ") }) : "",
    said);
}

/** The page of puzzles; returns a function that leaves it. */
export function showMistakes() {
  const body = $("mistakes-body");
  let leaving = false;
  const left = () => leaving;
  body.replaceChildren(el("p", { text: "Finding your puzzles…" }));
  (async () => {
    const mine = await getJSON("/api/puzzles");
    if (mine?.puzzles?.length) keepPuzzles(mine.puzzles, true);
    if (!left()) next(body, left, Boolean(mine?.kept));
  })();
  return () => { leaving = true; };
}

function next(body, left, signedIn, anyway = false) {
  const all = Object.values(loadPuzzles()).sort((a, b) => dueTime(a) - dueTime(b));
  const due = all.filter((p) => dueTime(p) <= Date.now());
  const where = signedIn ? "with your account and on this device" : "on this device";
  const about = el("p", { class: "train-about", text: `${all.length} ${all.length === 1 ? "puzzle" : "puzzles"} kept ${where}; `
    + `${due.length} due now. One answered badly comes back soon; one answered well, later and later.` });
  if (!all.length) {
    body.replaceChildren(el("p", { text: "No puzzles yet. Review a finished game (its replay has a Review), "
      + "then make puzzles of your mistakes and blunders." }),
    el("a", { class: "button", href: "#/", text: "Back to the salon" }));
    return;
  }
  const puzzle = due[0] ?? (anyway ? all[0] : null);
  if (!puzzle) {
    body.replaceChildren(about,
      el("p", { text: `No puzzle is due: the next comes back ${when(dueTime(all[0]))}.` }),
      el("p", {}, el("button", { type: "button", text: "Answer it now",
        onclick: () => next(body, left, signedIn, true) }),
      " ", el("a", { class: "button", href: "#/", text: "Back to the salon" })));
    return;
  }
  const heading = [about];
  if (puzzle.score) heading.push(el("p", { class: "train-score", text: puzzle.score }));
  drawQuestion(body, heading, puzzle, {
    left,
    send: (answer) => answerPuzzle(postJSON, puzzle, answer),
    graded: (graded, verdict) => {
      verdict.append(
        el("p", {}, el("strong", { text: "In the game: " }), puzzle.played),
        el("p", { text: `This puzzle comes back ${when(Date.parse(graded.schedule.due))}.` }),
        el("button", { type: "button", class: "primary", text: "Next puzzle",
          onclick: () => next(body, left, signedIn) }));
      verdict.querySelector("button").focus();
    },
  }, anyway);
}
