// The players' pages' forms: a labelled field, and a form card that sends its values and
// says what the server answered (its refusal in words).
import { describe, el } from "./dom.js";

export const field = (label, name, type, attrs = {}) => el("label", { class: "field" }, label,
  el("input", { name, type, ...attrs }));

export function form(id, title, fields, button, send, { danger = false } = {}) {
  const said = el("p", { class: "said", role: "status" });
  const error = el("p", { class: "error", role: "alert" });
  const node = el("form", { id, class: "panel-card", "aria-labelledby": `${id}-title` },
    el("h2", { id: `${id}-title`, text: title }), ...fields,
    el("button", { type: "submit", class: danger ? "danger" : "primary", text: button }), said, error);
  node.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    said.textContent = "";
    const { ok, body } = await send(Object.fromEntries(new FormData(node)));
    if (!ok) { error.textContent = describe(body); return; }
    if (body?.said) said.textContent = body.said;
  });
  return node;
}
