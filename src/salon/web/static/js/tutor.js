// The tutor at a table against the computer: each choice weighed by the analysis before it is
// sent; a mistake or blunder is held back, told, and played only if the player confirms it.
// On or off (the new-table form's Tutor box, the table's own): a signed-in player's choice is
// kept on his account, so it follows him to another device; a guest's, for each table on this
// device.
import { $, el, postJSON } from "./dom.js";
import { accountRequest, whoAmI } from "./account-api.js";
import { confirmChoice } from "./dialog.js";

const key = (tableId) => `salon:tutor:${tableId}`;
let account = null;
let asked = null;
let weighing = false; // a choice is with the tutor: the others wait, so none is weighed stale

/** The account's choice of the tutor (true or false), fetched once; null for a guest or an
 * account that never chose (this device's setting holds). */
export async function tutorPreferred() {
  asked ??= whoAmI().then((found) => { account = found; }).catch(() => { account = null; });
  await asked;
  return account?.tutor ?? null;
}

export const tutorOn = (tableId) => account?.tutor ?? localStorage.getItem(key(tableId)) === "on";
export function setTutor(tableId, on) {
  if (on) localStorage.setItem(key(tableId), "on");
  else localStorage.removeItem(key(tableId));
  if (account && account.tutor !== on) {
    account.tutor = on;
    accountRequest("/api/account/tutor", { tutor: on });
  }
}

/** A guest's tutor goes on with him to the next table of a rematch (an account's follows
 * him everywhere already). */
export function keepTutor(fromTable, toTable) {
  if (localStorage.getItem(key(fromTable)) === "on") localStorage.setItem(key(toTable), "on");
}

/** The table's Tutor box: shown to the player of a table with hints, kept as he leaves it. */
export function showTutorBox(tableId, seat, info) {
  const box = $("tutor-on");
  $("tutor-row").hidden = !seat || !info.hints || Boolean(info.session);
  box.checked = tutorOn(tableId);
  box.onchange = () => setTutor(tableId, box.checked);
  if (!asked) tutorPreferred().then(() => { box.checked = tutorOn(tableId); });
}

/** ``go(action)`` at once, or after the tutor has weighed it: a slip is played only once the
 * player confirms it; ``again()`` when he chooses again. */
export async function tutorGate(tableId, seat, message, action, go, again) {
  const { table: info, view } = message;
  const mine = seat && view?.seat !== null && view?.to_act === view?.seat && !view?.over;
  if (mine && info.hints && !info.session) await tutorPreferred();
  if (!mine || !info.hints || info.session || !tutorOn(tableId)) { go(action); return; }
  // One choice at a time: a second click while the first is weighed (or its warning read)
  // is not a second choice of the same moment, to be warned of again after the first.
  if (weighing) return;
  weighing = true;
  document.body.classList.add("tutor-weighing");
  try {
    await weigh(tableId, seat, info, action, go, again);
  } finally {
    weighing = false;
    document.body.classList.remove("tutor-weighing");
  }
}

async function weigh(tableId, seat, info, action, go, again) {
  $("status").textContent = "The tutor is weighing your choice…";
  const { ok, body } = await postJSON(`/api/tables/${tableId}/tutor`, { ...seat, action });
  if (!ok || !body.stop) { go(action); return; } // the tutor never stands in the way of play
  $("status").textContent = "The tutor stops this choice: read why, then play it anyway or choose again.";
  const played = await confirmChoice(`The tutor: ${body.words} Better: ${body.advice}`, "Play it anyway", "Choose again");
  if (played) {
    go(action);
    return;
  }
  again();
  // The better choice stays in sight while he chooses again, until the table moves on.
  const note = $("advice");
  note.replaceChildren(el("p", { class: "advice-note", text: `The tutor's better choice: ${body.advice}` }));
  note.dataset.tutorStep = `${info.step}`;
  note.hidden = false;
}

/** The tutor's note of a better choice goes once the table has moved on from its moment. */
export function clearTutorNote(info) {
  const note = $("advice");
  if (note.dataset.tutorStep === undefined || note.dataset.tutorStep === `${info.step}`) return;
  delete note.dataset.tutorStep;
  note.replaceChildren();
  note.hidden = true;
}
