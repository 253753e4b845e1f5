// Hints at a table opened with them: the analysis's recommendation, asked for at one's turn,
// in the words the terminal gives.
import { describe, el, postJSON } from "./dom.js";

let box = null;

/** The Hint button and the hint's words, for the actions of a player at his turn (none at a
 * table without hints); kept over the table's renders, cleared at each new step. */
export function hintNodes(tableId, seat, info, view) {
  if (!info.hints || !seat || view.seat === null || view.to_act !== view.seat || view.over || view.automatic || !view.deal) return [];
  if (!box || box.table !== tableId) box = makeBox(tableId, seat);
  if (box.step !== info.step) {
    box.step = info.step;
    box.words.hidden = true;
    box.words.replaceChildren();
    box.button.disabled = false;
  }
  return [box.button, box.words];
}

function makeBox(tableId, seat) {
  const words = el("p", { class: "hint-words", role: "status", "aria-live": "polite", hidden: true });
  const button = el("button", { type: "button", class: "hint-button", "data-action": "hint", text: "Hint" });
  const made = { table: tableId, step: -1, button, words };
  button.addEventListener("click", async () => {
    const step = made.step;
    button.disabled = true;
    words.hidden = false;
    words.replaceChildren("Weighing the choices…");
    const { ok, body } = await postJSON(`/api/tables/${tableId}/hint`, seat);
    if (made.step !== step) return; // the table moved on meanwhile
    if (!ok) {
      words.replaceChildren(describe(body));
      button.disabled = false;
      return;
    }
    words.replaceChildren(el("strong", { text: "Hint: " }), body.hint.words);
  });
  return made;
}
