// Resigning a two-handed game: asked once, then the adversary wins it (at a rated table, a loss).
import { $, describe, postJSON } from "./dom.js";
import { confirmChoice } from "./dialog.js";

/** Shows the Resign button to a seated player while his two-handed game is being played. */
export function renderResign(tableId, seat, info, frame) {
  const button = $("resign");
  const playing = !!seat && !info.session && !info.result && !frame.waiting && !!frame.game;
  button.hidden = !playing;
  if (!playing) return;
  const whole = info.game === "ecarte" ? "game" : "partie";
  const other = frame.names[1 - seat.seat];
  button.textContent = `Resign the ${whole}`;
  button.onclick = async () => {
    const sure = await confirmChoice(`Resign the ${whole}? ${other} wins it, and it is not played to its end.`,
      `Resign the ${whole}`, "Play on");
    if (!sure) return;
    const { ok, body } = await postJSON(`/api/play/resign/${tableId}`, { seat: seat.seat, token: seat.token });
    if (!ok) $("table-error").textContent = describe(body);
  };
}
