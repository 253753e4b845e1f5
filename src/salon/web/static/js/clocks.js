// The players' clocks at a table, shown beside their names with "away" when a player's every
// page of the table is closed, and the claim a player may make when his adversary's time has
// run out or (live) he has been away past the grace. Times only: the server sends no card here.
import { $, describe, el, getJSON, postJSON } from "./dom.js";
import { loadSeat } from "./seats.js";

const REFRESH_MS = 5000;
const OWN_TIME_OUT = "Your time has run out: your adversary may claim the game. Until he does, play on.";

function shown(seconds, pace) {
  if (pace === "turn" && seconds >= 3600) {
    const days = Math.floor(seconds / 86400);
    const hours = Math.floor((seconds % 86400) / 3600);
    return days ? `${days} d ${hours} h` : `${hours} h ${Math.floor((seconds % 3600) / 60)} min`;
  }
  return `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;
}

function markAway(plate, away) {
  let tag = plate.querySelector(".away");
  if (!tag && away) {
    tag = el("span", { class: "away", text: "away" });
    plate.append(" ", tag);
  }
  if (tag) tag.hidden = !away;
}

function clockFor(plate) {
  let clock = plate.querySelector(".clock");
  if (!clock) {
    clock = el("span", { class: "clock", role: "timer" });
    plate.append(" ", clock);
  }
  return clock;
}

/** Show the clocks of ``table`` and keep them running; returns the function that stops. */
export function watchClocks(table) {
  const held = loadSeat(table);
  let clocks = [];
  let fetched = Date.now();
  const claimBox = el("p", { class: "claim", hidden: true });
  $("status").after(claimBox);

  // The status said "Ann is thinking…": while she is away or out of time, it says so
  // instead, and what it said comes back if she returns before anything is played.
  let thinking = null;
  let said = null;
  function sayWhyWaiting(words) {
    const status = $("status");
    if (!status) return;
    if (words) {
      if (status.textContent === words || !status.textContent.endsWith("is thinking…")) return;
      thinking = status.textContent;
      status.textContent = said = words;
    } else if (said !== null) {
      if (status.textContent === said) status.textContent = thinking;
      thinking = said = null;
    }
  }

  function paint() {
    const gone = (Date.now() - fetched) / 1000;
    for (const clock of clocks) {
      const mine = held && clock.seat === held.seat;
      const plate = $(mine ? "bottom-name" : "top-name")?.parentElement;
      if (!plate) continue;
      const left = Math.max(0, clock.left - (clock.running ? gone : 0));
      const face = clockFor(plate);
      face.textContent = shown(left, clock.pace);
      face.classList.toggle("running", clock.running);
      face.classList.toggle("out", left <= 0);
      face.setAttribute("aria-label", `${mine ? "Your" : "Your adversary's"} time: ${shown(left, clock.pace)}`);
      markAway(plate, !mine && clock.away !== null && clock.away !== undefined);
    }
    const against = clocks.find((c) => c.running && (!held || c.seat !== held.seat));
    const timeOut = against && against.left - gone <= 0;
    const leftUs = against && against.pace === "live" && against.away !== null
      && against.away !== undefined && against.away + gone > against.grace;
    const out = held && (timeOut || leftUs);
    // The player whose own time has run out is told so, and what may follow.
    const ownClock = held && clocks.find((c) => c.running && c.seat === held.seat);
    const ownOut = ownClock && ownClock.left - gone <= 0;
    const name = $("top-name")?.textContent || "Your adversary";
    const why = timeOut ? `${name}'s time has run out. `
      : `${name} has been away for more than ${Math.round(against?.grace ?? 0)} seconds. `;
    sayWhyWaiting(out ? (timeOut ? `${name}'s time has run out.` : `${name} is away.`) : null);
    claimBox.hidden = !out && !ownOut;
    if (!out && ownOut && claimBox.dataset.why !== OWN_TIME_OUT) {
      claimBox.dataset.why = OWN_TIME_OUT;
      claimBox.replaceChildren(el("span", { text: OWN_TIME_OUT }));
    }
    if (out && claimBox.dataset.why !== why) {
      claimBox.dataset.why = why;
      const claim = (kind) => async () => {
        const { ok, body } = await postJSON(`/api/play/claim/${table}`, { seat: held.seat, token: held.token, kind });
        claimBox.replaceChildren(el("span", { text: ok ? body.claimed : describe(body) }));
      };
      claimBox.replaceChildren(el("span", { text: why }),
        el("button", { type: "button", text: "Claim the game", onclick: claim("win") }), " ",
        el("button", { type: "button", class: "quiet", text: "Let the computer take the seat", onclick: claim("computer") }));
    }
  }

  let ticks = null;
  let polls = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(ticks);
    clearInterval(polls);
    claimBox.remove();
    for (const face of document.querySelectorAll(".plate .clock, .plate .away")) face.remove();
  };

  async function refresh() {
    const answer = await getJSON(`/api/play/clocks/${table}`);
    if (stopped) return;
    // Once the game is over its clocks are put away: no time is left to count.
    if (answer?.over) {
      stop();
      return;
    }
    clocks = answer?.clocks ?? [];
    fetched = Date.now();
    paint();
  }

  refresh();
  ticks = setInterval(paint, 1000);
  polls = setInterval(() => { if (!document.hidden) refresh(); }, REFRESH_MS);
  return stop;
}
