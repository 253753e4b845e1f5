// Looking back at a record kept from before: pasted or read from a file, replayed by the
// server under the laws, then shown in the replay viewer, where it may be reviewed.
import { $, describe, el, postJSON } from "./dom.js";
import { viewer } from "./replay.js";

/** Shows the form for a record; returns a function that leaves the page. */
export function showRecordForm() {
  const body = $("replay-body");
  let keys = null;
  let leaving = false;
  const text = el("textarea", { name: "record", rows: 10, spellcheck: "false", class: "record-text",
    "aria-describedby": "record-about", placeholder: "[Game \"Ecarte\"]\n…" });
  const file = el("input", { type: "file", accept: ".txt,text/plain", "aria-label": "A record's file" });
  const error = el("p", { class: "error", role: "alert" });
  file.addEventListener("change", async () => {
    if (file.files?.[0]) text.value = await file.files[0].text();
  });
  const form = el("form", { class: "panel-card record-form" },
    el("h2", { text: "A record" }),
    el("p", { id: "record-about", text: "Paste the record of a finished game (as downloaded from a table, or written by salon), "
      + "or choose its file: it is replayed under the laws, step by step, and may be reviewed." }),
    el("label", { class: "field" }, "The record", text), file,
    el("p", {}, el("button", { type: "submit", class: "primary", text: "Look back at it" })), error);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    const record = text.value;
    if (!record.trim()) {
      error.textContent = "Paste a record first.";
      return;
    }
    const { ok, body: answer } = await postJSON("/api/replay", { record });
    if (leaving) return;
    if (!ok) {
      error.textContent = describe(answer);
      return;
    }
    keys = viewer(body, { record }, answer);
  });
  body.replaceChildren(form);
  return () => {
    leaving = true;
    if (keys) document.removeEventListener("keydown", keys);
  };
}
