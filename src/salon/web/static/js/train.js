// The trainers: a position from the server, answered on the felt, graded by the analysis.
// The running score is kept on this device and sent with each request for a position, so
// that the kinds of question answered worst come back most often.
import { $, describe, el, getJSON, postJSON } from "./dom.js";
import { cardName, countInWords, shownCard, SUITS, upToCards } from "./cards.js";
import { choiceButtons, plays } from "./choices.js";
import { handKeys, updateHand } from "./hand.js";
import { talkLine } from "./talk.js";
import { answerPuzzle, loadPuzzles } from "./puzzle-store.js";

const STORE = "salon:training";

/** Cards as a player names them: "the king of spades and the seven of hearts". */
const inWords = (cards) => {
  const named = cards.map((code) => `the ${cardName(code)}`);
  return named.length < 2 ? named.join("") : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
};

/** The running score kept on this device: trainer → kind → {answered, good, points_lost}. */
export function loadScores() {
  try {
    const scores = JSON.parse(localStorage.getItem(STORE) ?? "{}");
    return scores && typeof scores === "object" && !Array.isArray(scores) ? scores : {};
  } catch {
    return {};
  }
}

function record(trainer, kind, graded) {
  const scores = loadScores();
  const mine = (scores[trainer] ??= {});
  const old = mine[kind] ?? { answered: 0, good: 0, points_lost: 0 };
  mine[kind] = { answered: old.answered + 1, good: old.good + (graded.good ? 1 : 0),
    points_lost: Math.round((old.points_lost + graded.points_lost) * 100) / 100 };
  localStorage.setItem(STORE, JSON.stringify(scores));
}

/** What the server needs to choose the next kind: answers and good answers by kind. */
function tallies(trainer) {
  const tally = {};
  for (const [kind, score] of Object.entries(loadScores()[trainer] ?? {})) {
    const answered = Number.isInteger(score?.answered) ? score.answered : 0;
    const good = Number.isInteger(score?.good) ? Math.min(score.good, answered) : 0;
    tally[kind] = { answered, good };
  }
  return tally;
}

/** The running score in words: the good answers, and the kind answered worst once one was
 * missed. */
export function scoreWords(trainer, kinds) {
  const mine = loadScores()[trainer] ?? {};
  const tried = kinds.filter((k) => mine[k]?.answered);
  const answered = tried.reduce((sum, k) => sum + mine[k].answered, 0);
  if (!answered) return "No answers yet: your score is kept on this device.";
  const good = tried.reduce((sum, k) => sum + mine[k].good, 0);
  const misses = (k) => (mine[k].answered - mine[k].good + 1) / (mine[k].answered + 2);
  const weakest = tried.reduce((a, b) => (misses(b) > misses(a) ? b : a));
  const score = `Running score: ${good} good of ${answered} (${Math.round((100 * good) / answered)}%)`;
  // Nothing missed: no kind is weak yet.
  return good === answered ? `${score}.` : `${score}; weakest: ${weakest}.`;
}

let trainers = null;

/** Shows the trainer ``name``; returns a function that leaves it. */
export function showTrainer(name) {
  const body = $("train-body");
  let leaving = false;
  body.replaceChildren(el("p", { text: "Dealing a position…" }));
  (async () => {
    trainers ??= (await getJSON("/api/train"))?.trainers ?? null;
    const trainer = trainers?.find((t) => t.name === name);
    if (leaving) return;
    if (!trainer) {
      body.replaceChildren(el("p", { class: "notice", text: "There is no such trainer." }),
        el("a", { class: "button", href: "#/", text: "Back to the salon" }));
      return;
    }
    $("train-title").textContent = trainer.title;
    document.title = `${trainer.title} — salon`;
    next(body, trainer, () => leaving);
  })();
  return () => { leaving = true; };
}

/** The share of positions drawn from the player's own reviewed games, when he has some. */
const OWN_SHARE = 1 / 3;

async function next(body, trainer, left, focus = false) {
  const score = el("p", { class: "train-score", "aria-live": "polite", text: scoreWords(trainer.name, trainer.kinds) });
  const mine = Object.values(loadPuzzles()).filter((p) => p.trainer === trainer.name);
  if (mine.length && Math.random() < OWN_SHARE) {
    const puzzle = mine[Math.floor(Math.random() * mine.length)];
    drawQuestion(body, [el("p", { class: "train-about", text: trainer.about }), score,
      el("p", { class: "train-own", text: "A position from one of your own reviewed games." })], puzzle, {
      left,
      send: (given) => answerPuzzle(postJSON, puzzle, given),
      graded: (graded, verdict) => {
        record(trainer.name, puzzle.kind, graded);
        score.textContent = scoreWords(trainer.name, trainer.kinds);
        verdict.append(el("p", {}, el("strong", { text: "In the game: " }), puzzle.played),
          el("button", { type: "button", class: "primary", text: "Next position",
            onclick: (event) => { event.currentTarget.disabled = true; next(body, trainer, left, true); } }));
        verdict.querySelector("button").focus();
      },
    }, focus);
    return;
  }
  body.replaceChildren(el("p", { class: "train-about", text: trainer.about }), score,
    el("p", { text: "Dealing a position…" }));
  const { ok, body: position } = await postJSON("/api/train/position",
    { trainer: trainer.name, scores: tallies(trainer.name) });
  if (left()) return;
  if (!ok) {
    body.replaceChildren(el("p", { class: "error", role: "alert", text: describe(position) }),
      el("button", { type: "button", text: "Try again", onclick: () => next(body, trainer, left) }));
    return;
  }
  drawQuestion(body, [el("p", { class: "train-about", text: trainer.about }), score], position, {
    left,
    send: (given) => postJSON("/api/train/answer",
      { trainer: trainer.name, kind: position.kind, position: position.position, answer: given }),
    graded: (graded, verdict) => {
      record(trainer.name, position.kind, graded);
      score.textContent = scoreWords(trainer.name, trainer.kinds);
      verdict.append(el("button", { type: "button", class: "primary", text: "Next position",
        onclick: (event) => { event.currentTarget.disabled = true; next(body, trainer, left, true); } }));
      verdict.querySelector("button").focus();
    },
  }, focus);
}

/** A position drawn in ``body`` under ``heading``, answered on the felt: ``send(answer)``
 * posts the answer, ``graded(graded, verdictBox)`` follows the analysis's verdict. */
export function drawQuestion(body, heading, position, { left, send, graded: after }, focus = false) {
  const verdict = el("section", { class: "paper train-verdict", "aria-live": "polite", hidden: true });
  const actions = el("div", { class: "actions", role: "group", "aria-label": "Your answer" });
  // A hand only shown (the answer is a button) is drawn plain, not greyed as unplayable.
  const hand = el("div", { class: position.discard || plays(position).size ? "hand" : "hand shown-only", role: "group", "aria-label": "Your hand" });
  const status = el("p", { class: "status", text: position.question });
  const selected = new Set();
  let answered = false;

  const answer = async (given, words) => {
    if (answered) return;
    answered = true;
    drawHand();
    actions.replaceChildren();
    status.textContent = `${words} — weighing your answer…`;
    const reply = await send(given);
    if (left()) return;
    if (!reply.ok) {
      answered = false;
      status.textContent = describe(reply.body);
      drawHand();
      drawActions();
      return;
    }
    status.textContent = `Your answer: ${words}`;
    showVerdict(verdict, reply.body);
    after(reply.body, verdict);
  };

  // A card to play is answered by choosing it in the hand, as at the table.
  const playable = plays(position);
  const drawHand = () => {
    const limit = position.discard;
    updateHand(hand, position.hand, (code) => ({
      label: limit ? `${selected.has(code) ? "Keep" : "Discard"} the ${cardName(code)}`
        : playable.get(code)?.label ?? cardName(code),
      playable: (Boolean(limit) || playable.has(code)) && !answered,
      pressed: limit ? selected.has(code) : null,
    }), (code) => {
      const play = playable.get(code);
      if (!limit && play) {
        answer({ action: play.action }, play.label);
        return;
      }
      status.textContent = position.question;
      if (selected.has(code)) selected.delete(code);
      else if (selected.size < limit) selected.add(code);
      else status.textContent = `You may discard ${countInWords(limit)} cards at most: put one back first.`;
      drawHand();
      drawActions();
    });
  };
  const drawActions = () => {
    if (answered) return;
    if (!position.discard) {
      actions.replaceChildren(...choiceButtons(position, (action) => answer({ action },
        position.choices.find((c) => c.action === action)?.label ?? action)));
      return;
    }
    const count = selected.size;
    actions.replaceChildren(el("button", { type: "button", class: "primary", disabled: !count,
      text: count ? `Discard ${count === 1 ? "this card" : `these ${countInWords(count)} cards`}`
        : `Choose ${upToCards(position.discard)} to discard`,
      onclick: () => answer({ cards: [...selected] }, `Discard ${inWords([...selected])}`) }));
  };
  handKeys(hand);

  const talk = el("ol", { class: "lesson-talk", "aria-label": "Said so far in this deal" },
    ...position.talk.map((event) => talkLine(event, position.names)));
  const turnUp = position.turn_up ? el("div", { class: "group" },
    el("p", { class: "label", text: `Turned up: ${SUITS[position.turn_up.slice(-1)][1]} are trumps` }),
    shownCard(position.turn_up, "small-card")) : "";
  body.replaceChildren(...heading,
    el("div", { class: "train-room" },
      el("div", { class: "felt train-felt" },
        el("p", { class: "plate" }, el("span", { class: "name", text: position.kind[0].toUpperCase() + position.kind.slice(1) })),
        turnUp, status, actions,
        el("section", { class: "seat near", "aria-label": "Your seat" }, hand)),
      el("div", { class: "train-side" },
        el("section", { class: "paper", "aria-labelledby": "train-talk-title" },
          el("h2", { id: "train-talk-title", text: "Said so far" }), talk), verdict)));
  drawHand();
  drawActions();
  // After "Next position" the keyboard goes on to the new question: its first card or choice.
  if (focus) (hand.querySelector("button.playable") ?? actions.querySelector("button"))?.focus();
}

function showVerdict(box, graded) {
  const lost = graded.lost ? ` ${graded.lost}` : "";
  box.replaceChildren(
    el("h2", { text: "The analysis" }),
    el("p", { class: `verdict ${graded.verdict}` }, el("strong", { text: graded.verdict.toUpperCase() }), lost),
    el("p", {}, el("strong", { text: "Best: " }), graded.explanation));
  box.hidden = false;
}
