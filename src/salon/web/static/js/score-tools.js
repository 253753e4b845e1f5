// What the scorer's pages draw with: elements, rows of buttons, number fields, requests.
import { csrfToken } from "./account-api.js";

export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "on") node.addEventListener("click", v);
    else if (k in node) node[k] = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

/** A POST of JSON; the answer, or an Error with the server's reason. */
export async function post(url, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-csrf-token": csrfToken() },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(typeof answer.detail === "string" ? answer.detail : "the request was refused");
  return answer;
}

/** A question answered by one touch: a legend and a button for each answer. */
export function choiceRow(legend, options, chosen, pick, redraw) {
  const row = el("fieldset", { className: "score-row" }, el("legend", {}, legend));
  options.forEach(([label, value]) => row.append(el("button", {
    type: "button", "aria-pressed": String(chosen === value), on: () => { pick(value); redraw(); },
  }, label)));
  return row;
}

export function numberField(label, value, least, most, set) {
  const input = el("input", { type: "number", inputMode: "numeric", min: least, max: most, value });
  input.addEventListener("change", () => set(Number(input.value)));
  return el("label", { className: "field" }, label, " ", input);
}

export const capital = (text) => text.replace(/^./, (c) => c.toUpperCase());

/** A game whose deals are told as ``base``'s are: ``pick(state, again)`` gives the deal to
 * tell (or to tell again), its number and its hands' places on the card under ``roles``. */
export function toldAs(base, pick, roles) {
  return {
    fresh: base.fresh, fields: base.fields, heading: base.heading, standing: base.standing,
    kingMakesGame: (state, again) => pick(state, again)?.king_makes_game,
    seats: (state, again) => roles.map((role) => pick(state, again)[role]),
    number: (state, again) => pick(state, again).number,
  };
}
