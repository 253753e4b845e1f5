// The tutor at a table against the computer: each choice weighed by the analysis before it is
// sent; a mistake or blunder is held back, told, and played only if the player confirms it.
// On or off for each table on this device (the new-table form's Tutor box, the table's own).
import { $, postJSON } from "./dom.js";
import { confirmChoice } from "./dialog.js";

const key = (tableId) => `salon:tutor:${tableId}`;
export const tutorOn = (tableId) => localStorage.getItem(key(tableId)) === "on";
export function setTutor(tableId, on) {
  if (on) localStorage.setItem(key(tableId), "on");
  else localStorage.removeItem(key(tableId));
}

/** The table's Tutor box: shown to the player of a table with hints, kept as he leaves it. */
export function showTutorBox(tableId, seat, info) {
  const box = $("tutor-on");
  $("tutor-row").hidden = !seat || !info.hints || Boolean(info.session);
  box.checked = tutorOn(tableId);
  box.onchange = () => setTutor(tableId, box.checked);
}

/** ``go(action)`` at once, or after the tutor has weighed it: a slip is played only once the
 * player confirms it; ``again()`` when he chooses again. */
export async function tutorGate(tableId, seat, message, action, go, again) {
  const { table: info, view } = message;
  const mine = seat && view?.seat !== null && view?.to_act === view?.seat && !view?.over;
  if (!mine || !info.hints || info.session || !tutorOn(tableId)) { go(action); return; }
  $("status").textContent = "The tutor is weighing your choice…";
  const { ok, body } = await postJSON(`/api/tables/${tableId}/tutor`, { ...seat, action });
  if (!ok || !body.stop) { go(action); return; } // the tutor never stands in the way of play
  const played = await confirmChoice(`The tutor: ${body.words} Better: ${body.advice}`, "Play it anyway", "Choose again");
  if (played) go(action);
  else again();
}
