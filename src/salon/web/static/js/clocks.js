// The players' clocks at a table, shown beside their names, and the claim a player may make
// when his adversary's time has run out. Times only: the server sends no card here.
import { $, describe, el, getJSON, postJSON } from "./dom.js";
import { loadSeat } from "./seats.js";

const REFRESH_MS = 5000;

function shown(seconds, pace) {
  if (pace === "turn" && seconds >= 3600) {
    const days = Math.floor(seconds / 86400);
    const hours = Math.floor((seconds % 86400) / 3600);
    return days ? `${days} d ${hours} h` : `${hours} h ${Math.floor((seconds % 3600) / 60)} min`;
  }
  return `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;
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
    }
    const against = clocks.find((c) => c.running && (!held || c.seat !== held.seat));
    const out = held && against && against.left - gone <= 0;
    claimBox.hidden = !out;
    if (out && !claimBox.childElementCount) {
      const claim = (kind) => async () => {
        const { ok, body } = await postJSON(`/api/play/claim/${table}`, { seat: held.seat, token: held.token, kind });
        claimBox.replaceChildren(el("span", { text: ok ? body.claimed : describe(body) }));
      };
      claimBox.replaceChildren(el("span", { text: "Your adversary's time has run out. " }),
        el("button", { type: "button", text: "Claim the game", onclick: claim("win") }), " ",
        el("button", { type: "button", class: "quiet", text: "Let the computer play his seat", onclick: claim("computer") }));
    }
  }

  async function refresh() {
    const answer = await getJSON(`/api/play/clocks/${table}`);
    clocks = answer?.clocks ?? [];
    fetched = Date.now();
    paint();
  }

  refresh();
  const ticks = setInterval(paint, 1000);
  const polls = setInterval(() => { if (!document.hidden) refresh(); }, REFRESH_MS);
  return () => {
    clearInterval(ticks);
    clearInterval(polls);
    claimBox.remove();
    for (const face of document.querySelectorAll(".plate .clock")) face.remove();
  };
}
