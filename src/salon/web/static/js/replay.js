// Looking back at a finished game: every step with its talk, and every card, for it is over.
import { $, arrowSteps, describe, el, postJSON } from "./dom.js";
import { cardName, cardRow, shownCard, SUITS } from "./cards.js";
import { reviewPanel } from "./review.js";
import { scoringCard } from "./scores.js";
import { talkLine } from "./talk.js";
import { sessionAt, sessionTalk } from "./replay-session.js";
import { branchPanel, whatIfPanel } from "./whatif.js";

/** Shows the replay of a finished table; returns a function that leaves it. */
export function showReplay(table) {
  const body = $("replay-body");
  body.replaceChildren(el("p", { text: "Fetching the game…" }));
  let leaving = false;
  let keys = null;
  fetch(`/api/tables/${table}/replay`).then(async (response) => {
    const answer = await response.json().catch(() => null);
    if (leaving) return;
    if (!response.ok) {
      const why = describe(answer);  // the server's words: still being played, or ended by a claim
      body.replaceChildren(el("p", { class: "notice", text: why }), el("a", { class: "button", href: `#/t/${table}`, text: "Go to the table" }));
      return;
    }
    keys = viewer(body, { table }, answer);
  });
  return () => {
    leaving = true;
    if (keys) document.removeEventListener("keydown", keys);
  };
}

/** The viewer of ``replay`` in ``body``, for ``source`` ({table} or {record}: what a review
 * asks for), and of the what-if branches opened from it, or from a branch of it once over;
 * returns its key handler, to be removed on leaving. */
export function viewer(body, source, replay) {
  let stepBy = () => {};
  const keys = arrowSteps((by) => stepBy(by));
  // What is shown, last: the game, then each branch opened from the one before it.
  const shown = [{ source, replay, branch: null }];
  const level = (answer, about) => ({ source: { record: answer.record }, replay: answer.replay, branch: { answer, about } });
  const show = () => {
    const { source: here, replay: steps, branch } = shown.at(-1);
    const from = shown.at(-2);
    stepBy = shownGame(body, here, steps, branch, {
      original: from?.source,
      cameFrom: from?.branch ? "the branch it came from" : "the game",
      branchOff: (answer, about) => { shown.push(level(answer, about)); turned(); },
      open: (answer, about) => { shown[shown.length - 1] = level(answer, about); turned(); },
      back: () => { shown.pop(); turned(); },
      // A game of a session, looked back on as a two-handed one (and so reviewed).
      openGame: (record, answer) => { shown.push({ source: { record }, replay: answer, branch: null }); turned(); },
      inSession: Boolean(from?.replay.session) && !branch,
    });
  };
  const turned = () => {
    // A branch opened (or left): the page starts again at its title, the focus on what
    // the player may do next.
    show();
    $("replay-title").scrollIntoView({ block: "start" });
    body.querySelector(".whatif button")?.focus({ preventScroll: true });
  };
  show();
  return keys;
}

// The game (or a what-if branch of it) in ``body``; returns how the arrow keys step it.
function shownGame(body, source, replay, branch, whatif) {
  const { names, steps } = replay;
  $("replay-title").textContent = branch ? "What if…" : replay.session ? "Looking back at the session" : "Looking back at the game";
  const last = steps.length - 1;
  // It opens on the end of the last deal, its tricks on the felt, not on the empty table after;
  // a branch still being played on its last step, where the player plays on.
  let at = branch?.answer.turn ? last : lastDealt(steps);
  const counter = el("output", { class: "step-count", "aria-live": "polite" });
  const slider = el("input", { type: "range", min: 0, max: last, value: at, "aria-label": "Step" });
  const board = el("div", { class: "replay-board" });
  const talk = el("ol", { class: "replay-talk", tabindex: "0", "aria-label": "What was said" });
  const go = (step) => {
    at = Math.max(0, Math.min(last, step));
    slider.value = String(at);
    draw();
  };
  const button = (text, move) => el("button", { type: "button", text, onclick: () => go(move()) });
  const controls = el("div", { class: "replay-controls", role: "group", "aria-label": "Step through the game" },
    button("The first step", () => 0), button("The step before", () => at - 1),
    slider, button("The next step", () => at + 1), button("The last step", () => last), counter);
  slider.addEventListener("input", () => go(Number(slider.value)));

  const draw = () => {
    const step = steps[at];
    const who = step.actor === "chance" ? "The shuffle" : replay.session ? step.actor : names[step.seat] ?? step.actor;
    counter.textContent = `Step ${at + 1} of ${steps.length}: ${who}`;
    review.at(at);
    asked.at(at);
    if (replay.session) {
      board.replaceChildren(...sessionAt(step.state, tableAt));
      talk.replaceChildren(...sessionTalk(steps, at));
    } else {
      board.replaceChildren(...tableAt(step.state, names));
      const said = steps.slice(0, at + 1).flatMap((s, i) => s.talk.map((e) => [e, i === at]));
      talk.replaceChildren(...said.map(([event, now]) => {
        const item = talkLine(event, names, true);
        if (now) item.classList.add("now");
        return item;
      }));
    }
    talk.scrollTop = talk.scrollHeight;
  };

  // A decision chosen in the review: the replay goes there and comes into view.
  // (The web reviews two-seat games only: a session's replay has none.)
  // A branch still being played has no review yet: it is reviewed once it is over.
  const review = replay.session || branch?.answer.turn ? { node: "", at: () => {} } : reviewPanel(source, names, (step) => {
    go(step);
    controls.scrollIntoView({ block: "start", behavior: "smooth" });
  }, branch ? "branch" : "game");
  const none = { node: "", at: () => {} };
  const played = branch ? branchPanel(whatif.original, branch.answer, branch.about, names, {
    open: whatif.open, back: whatif.back, backTo: whatif.cameFrom,
    review: () => { review.ask(true); review.node.scrollIntoView({ block: "start" }); } }) : "";
  // A game over, or a branch played out, may be branched from (a branch of a branch).
  const asked = replay.session || branch?.answer.turn ? none
    : whatIfPanel(source, replay, whatif.branchOff, branch ? "branch" : "game");
  const result = replay.result?.words ?? replay.result ?? "";
  const games = replay.session ? sessionGames(replay.games ?? [], whatif.openGame) : "";
  const backToSession = whatif.inSession
    ? el("p", {}, el("button", { type: "button", text: "Back to the session", onclick: () => whatif.back() })) : "";
  body.replaceChildren(
    backToSession,
    el("p", { class: "replay-about" },
      el("strong", { text: `${replay.title}: ${names.length > 2 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join(" and ")}` }),
      ` — ${replay.rules_text ?? replay.rules}`),
    typeof result === "string" && result ? el("p", { class: "settlement", text: result }) : "",
    controls,
    el("div", { class: "replay-room" }, board, el("section", { class: "paper replay-side", "aria-label": "The talk" },
      el("h2", { text: "What was said" }), talk)),
    played,
    games,
    asked.node,
    review.node,
    el("p", {}, source.table ? el("a", { class: "button", href: `/api/tables/${source.table}/record`, download: "", text: "Download the record" }) : "",
      " ", el("a", { class: "button", href: "#/replay", text: "Look back at a record" }),
      " ", el("a", { class: "button", href: "#/", text: "New table" })));
  draw();
  return (by) => go(at + by);
}

/** A session's games, each to be looked back on alone, where it may be reviewed and
 * branched as a two-handed game's. */
function sessionGames(games, open) {
  if (!games.length) return "";
  const error = el("p", { class: "error", role: "alert" });
  const opening = (game) => async () => {
    error.textContent = "";
    const { ok, body: answer } = await postJSON("/api/replay", { record: game.record });
    if (ok) open(game.record, answer);
    else error.textContent = describe(answer);
  };
  return el("section", { class: "paper session-games", "aria-label": "Each game on its own" },
    el("h2", { text: "Each game on its own" }),
    el("p", { text: "Look back on one game alone, its two hands: there it may be reviewed, and played otherwise." }),
    el("ul", { class: "session-game-list" }, ...games.map((game) => el("li", {},
      el("button", { type: "button", text: game.heading, onclick: opening(game) })))),
    error);
}

/** The deal a step shows: the one it ended, played out, else the one in play. */
const dealShown = (state) => state.ended_deal ?? state.deal;

/** The last step with tricks on the table, else with cards in hand or led, else with a deal
 * (a two-seat game's; a session opens on its last step). The last card's step shows the
 * last deal played out, under the final score. A deal thrown down before a trick was won
 * ends with empty hands: the step before shows its cards. */
function lastDealt(steps) {
  const last = steps.length - 1;
  if (steps[last]?.state?.deal === undefined) return last;
  const found = (test) => steps.findLastIndex((step) => dealShown(step.state) && test(dealShown(step.state)));
  for (const test of [(deal) => deal.tricks?.length, (deal) => deal.lead || deal.hands?.some((hand) => hand.length), () => true]) {
    const step = found(test);
    if (step >= 0) return step;
  }
  return last;
}

// The whole table after a step: both hands face up, the stock, the discards, the trick.
function tableAt(state, names) {
  const parts = [el("div", { class: "paper replay-score" }, scoringCard(state, names))];
  const deal = dealShown(state);
  const ended = `The ${state.game === "ecarte" ? "game" : "partie"} is over.`;
  if (!deal) return [el("p", { class: "notice", text: state.over ? ended : "Between deals." }), ...parts];
  const seat = (s) => el("section", { class: "replay-seat", "aria-label": `${names[s]}'s cards` },
    el("p", { class: "plate" }, el("span", { class: "name", text: names[s] })),
    cardRow(deal.hands[s], `${names[s]}'s hand`, "small"),
    deal.discards?.[s]?.length ? el("div", { class: "group" }, el("p", { class: "label", text: "Discarded" }),
      cardRow(deal.discards[s], `${names[s]} discarded`, "small")) : "");
  const trick = deal.lead ? [[deal.leader, deal.lead]]
    : deal.tricks.length ? [[deal.tricks.at(-1).leader, deal.tricks.at(-1).lead], [1 - deal.tricks.at(-1).leader, deal.tricks.at(-1).reply]] : [];
  const middle = el("div", { class: "replay-middle" },
    el("div", { class: "group" }, el("p", { class: "label", text: `The stock (${deal.stock.length})` }),
      cardRow(deal.stock, "The stock", "small")),
    deal.turn_up ? el("div", { class: "group" }, el("p", { class: "label", text: `Turned up: trumps are ${SUITS[deal.turn_up.slice(-1)][1]}` }),
      shownCard(deal.turn_up, "small-card")) : "",
    el("div", { class: "group", role: "group", "aria-label": trick.length ? `The trick: ${trick.map(([s, c]) => `${names[s]} the ${cardName(c)}`).join(", ")}` : "No trick" },
      el("p", { class: "label", text: "The trick" }), el("div", { class: "cards small" }, ...trick.map(([, c]) => shownCard(c)))));
  const over = state.over ? [el("p", { class: "notice", text: ended })] : [];
  return [...over, el("div", { class: "felt replay-felt" }, seat(1), middle, seat(0)), ...parts];
}
