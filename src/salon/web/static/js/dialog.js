// The confirmation asked before anything that cannot be undone: a modal dialog, keyboard first.
import { $ } from "./dom.js";

/** Asks the question; resolves true when the player confirms, false when he cancels. */
export function confirmChoice(question, yes, no = "Cancel") {
  const dialog = $("confirm");
  $("confirm-text").textContent = question;
  $("confirm-yes").textContent = yes;
  $("confirm-no").textContent = no;
  return new Promise((resolve) => {
    const done = (answer) => {
      dialog.removeEventListener("close", onClose);
      if (dialog.open) dialog.close();
      resolve(answer);
    };
    const onClose = () => done(dialog.returnValue === "yes");
    dialog.addEventListener("close", onClose);
    dialog.returnValue = "";
    dialog.showModal();
    $("confirm-no").focus();
  });
}
