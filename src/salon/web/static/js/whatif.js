// What if: at a player's decision in the replay of a finished game, another option chosen and
// played on, on the same cards, against the strong computer player (or by it for both sides).
import { capital, describe, el, postJSON } from "./dom.js";

/** The "What if…" panel of a finished game's replay, or of a branch played out (``kind``
 * "game" or "branch"), for ``source`` ({table} or {record}). ``open(answer, about)`` shows a
 * branch the server made. Returns the panel and a function the replay calls with each step it
 * shows. */
export function whatIfPanel(source, replay, open, kind = "game") {
  const id = `whatif-${kind}-title`;
  const node = el("section", { class: `paper whatif whatif-${kind}`, "aria-labelledby": id });
  const error = el("p", { class: "error", role: "alert" });
  let step = 0;
  const deciding = () => replay.steps[step]?.seat !== null && replay.steps[step]?.seat !== undefined;
  const title = () => el("h2", { id, text: kind === "branch" ? "What if, in this branch…" : "What if…" });

  const intro = () => {
    error.textContent = "";
    node.replaceChildren(title(), deciding()
      ? el("p", {}, `Choose another option for ${replay.names[replay.steps[step].seat]} at this step`
        + `${kind === "branch" ? " of the branch, to branch from it again," : ""} and play on from there, `
        + "on the same cards, against the strong computer player. ",
      el("button", { type: "button", class: "primary", text: "What if…", onclick: list }))
      : el("p", { text: "Step to a player's decision to try another option there." }), error);
  };
  const list = async () => {
    error.textContent = "";
    const { ok, body } = await postJSON("/api/whatif/options", { ...source, step });
    if (!ok) {
      error.textContent = describe(body);
      return;
    }
    const at = step;
    const name = replay.names[body.seat];
    if (!body.options.length) {
      node.replaceChildren(title(), el("p", { text: `${name} chose to ${body.chosen.words}: the laws left no other choice here.` }),
        el("button", { type: "button", text: "Never mind", onclick: intro }), error);
      return;
    }
    node.replaceChildren(title(),
      el("p", { text: `${name} chose to ${body.chosen.words}. What if ${name} had chosen instead to…` }),
      el("ul", { class: "whatif-options" }, ...body.options.map((option) => el("li", {},
        el("button", { type: "button", text: capital(option.words), onclick: () => choose(at, body, option) })))),
      el("button", { type: "button", text: "Never mind", onclick: intro }), error);
  };
  const choose = async (at, decision, option) => {
    node.querySelectorAll("button").forEach((b) => { b.disabled = true; });
    error.textContent = "Playing it on…";
    const { ok, body } = await postJSON("/api/whatif", { ...source, step: at, choose: option.action });
    if (!ok) {
      node.querySelectorAll("button").forEach((b) => { b.disabled = false; });
      error.textContent = describe(body);
      return;
    }
    open(body, { step: at, seat: decision.seat, was: decision.chosen.words, now: option.words });
  };
  intro();
  return { node, at: (shown) => { step = shown; if (!node.querySelector(".whatif-options")) intro(); } };
}

/** The panel of a branch being shown: the player's next choice or "Let the computer play it
 * out", then how it went and "Review this branch"; ``back()`` returns to what it came from,
 * ``backTo`` ("the game", or "the branch it came from"). */
export function branchPanel(original, answer, about, names, { open, back, backTo, review }) {
  const node = el("section", { class: "paper whatif", "aria-labelledby": "whatif-title" });
  const error = el("p", { class: "error", role: "alert" });
  const name = names[about.seat];
  const post = async (choose) => {
    node.querySelectorAll("button").forEach((b) => { b.disabled = true; });
    error.textContent = "Playing it on…";
    const { ok, body } = await postJSON("/api/whatif/play", { ...original, branch: answer.record, choose });
    if (!ok) {
      node.querySelectorAll("button").forEach((b) => { b.disabled = false; });
      error.textContent = describe(body);
      return;
    }
    open(body, about);
  };
  const turn = answer.turn;
  const download = el("a", { class: "button", download: "branch.txt", text: "Download the branch's record",
    href: URL.createObjectURL(new Blob([answer.record], { type: "text/plain" })) });
  node.append(el("h2", { id: "whatif-title", text: "What if…" }),
    el("p", { text: `At step ${about.step + 1}${backTo === "the game" ? "" : " of the branch it came from"}, ${name} chose to ${about.now} rather than ${about.was}; `
      + "the cards are the game's own." }));
  if (turn) {
    node.append(el("p", { class: "whatif-turn", text: `Your turn, as ${name}: choose what to do.` }),
      el("ul", { class: "whatif-options" }, ...turn.options.map((option) => el("li", {},
        el("button", { type: "button", text: capital(option.words), onclick: () => post(option.action) })))),
      el("p", {}, el("button", { type: "button", class: "primary", text: "Let the computer play it out", onclick: () => post(null) })));
  } else {
    node.append(el("p", { class: "settlement", text: answer.told ?? "The branch is over." }),
      el("p", {}, el("button", { type: "button", class: "primary", text: "Review this branch", onclick: review })));
  }
  node.append(error, el("p", { class: "review-buttons" },
    el("button", { type: "button", text: `Back to ${backTo}`, onclick: back }), download));
  return node;
}
