// The new-table form for three or more: the tables offered, each seat (you, a friend invited by
// a link of his own, or a computer of a chosen strength) and the session's options.
import { $, el } from "./dom.js";

/** Whether a game seats more than two (chouette, pool, French Écarté). */
export const isSession = (game) => (game?.seats?.most ?? 2) > 2;

/** What a seat of a French table is: the first two play the first game. */
function seatTitle(game, index) {
  if (game.name !== "french") return `Seat ${index + 1}`;
  return index < 2 ? `Seat ${index + 1}, plays the first game` : `Seat ${index + 1}, in the gallery`;
}

/** The choices for one seat: you, a friend, or a computer of each strength. */
function seatSelect(game, index, kind) {
  const options = [["host", "You"], ["friend", "A friend (a link to send)"],
    ...(game.computers ?? []).map((c) => [c.name, c.title])];
  const select = el("select", { class: "seat-kind", name: `seat-${index}`, "data-seat": index },
    ...options.map(([value, text]) => el("option", { value, text, selected: value === kind || null })));
  // One seat is yours: taking another gives the old one to a friend.
  select.addEventListener("change", () => {
    if (select.value === "host") {
      for (const other of $("seating").querySelectorAll("select.seat-kind")) {
        if (other !== select && other.value === "host") other.value = "friend";
      }
    }
    drawOrder();
  });
  return el("li", { class: "seat-row" }, el("label", { class: "field" }, seatTitle(game, index), select));
}

/** The seats' list, with buttons to add or take away a seat in the gallery. */
function fillSeats(game, kinds) {
  const { least, most } = game.seats;
  const list = el("ol", { class: "seat-list" }, ...kinds.map((kind, i) => seatSelect(game, i, kind)));
  const current = () => [...list.querySelectorAll("select.seat-kind")].map((s) => s.value);
  const buttons = [];
  if (least !== most) {
    const add = el("button", { type: "button", text: "Add a seat to the gallery",
      onclick: () => fillSeats(game, [...current(), "thumb"]) });
    const remove = el("button", { type: "button", text: "Take a seat away",
      onclick: () => {
        const kinds = current();
        const at = kinds.lastIndexOf("host") === kinds.length - 1 ? kinds.length - 2 : kinds.length - 1;
        fillSeats(game, kinds.filter((_, i) => i !== at));
      } });
    add.disabled = kinds.length >= most;
    remove.disabled = kinds.length <= least;
    buttons.push(el("div", { class: "seat-buttons" }, add, remove,
      el("span", { class: "option-text", text: `${kinds.length} at the table (${least} to ${most})` })));
  }
  $("seating").replaceChildren(el("legend", { text: "The seats" }), list, ...buttons);
  drawOrder();
}

const FIRST_RENTRANT = 3;

/** The gallery's order of going in, drawn again from the seats as they stand: each seat of
 * the gallery (from the third) with buttons to move it up or down, the order kept as the
 * seats' numbers in the form ("5 3 4"; empty: as they sit). */
function drawOrder(focus = null) {
  const list = $("going-in");
  if (!list) return;
  const input = list.parentElement.querySelector("input[type=hidden]");
  const selects = [...$("seating").querySelectorAll("select.seat-kind")];
  const gallery = selects.map((_, i) => i + 1).filter((n) => n >= FIRST_RENTRANT);
  const kept = input.value.split(" ").map(Number).filter((n) => gallery.includes(n));
  const order = [...kept, ...gallery.filter((n) => !kept.includes(n))];
  const asSeated = order.every((n, i) => n === gallery[i]);
  input.value = asSeated ? "" : order.join(" ");
  const move = (at, by) => {
    [order[at], order[at + by]] = [order[at + by], order[at]];
    input.value = order.join(" ");
    drawOrder({ seat: order[at + by], by });
  };
  list.replaceChildren(...order.map((n, at) => {
    const who = selects[n - 1].selectedOptions[0]?.text ?? "";
    const up = el("button", { type: "button", class: "order-move", text: "↑", "aria-label": `Move seat ${n} up`,
      "data-seat": n, "data-by": -1, disabled: at === 0 || null, onclick: () => move(at, -1) });
    const down = el("button", { type: "button", class: "order-move", text: "↓", "aria-label": `Move seat ${n} down`,
      "data-seat": n, "data-by": 1, disabled: at === order.length - 1 || null, onclick: () => move(at, 1) });
    return el("li", { class: "going-in-seat" }, el("span", { text: `${at + 1}. Seat ${n}: ${who}` }), up, down);
  }));
  if (focus) {
    // The keyboard stays on the seat moved: on the same button, or the other at an end.
    const buttons = [...list.querySelectorAll(`button[data-seat="${focus.seat}"]`)];
    (buttons.find((b) => Number(b.dataset.by) === focus.by && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
  }
}

/** The control of the order of going in: a list drawn from the seats, the order in a field. */
function orderControl(option) {
  return el("fieldset", { class: "order-field" }, el("legend", { text: option.text }),
    el("ol", { id: "going-in", class: "going-in" }),
    el("input", { type: "hidden", name: `opt-${option.name}`, value: "" }));
}

/** One option's control: a number between bounds, or one of its choices. */
function optionControl(option, value) {
  const name = `opt-${option.name}`;
  if (option.kind === "order") return orderControl(option);
  if (option.kind === "number") {
    return el("label", { class: "field option-number" }, option.text,
      el("input", { type: "number", name, min: option.least, max: option.most, value, required: true }));
  }
  return el("label", { class: "field" }, option.text,
    el("select", { name }, ...option.choices.map((c) => el("option", { value: c.value, text: c.text, selected: c.value === value || null }))));
}

/** Sets the form to a preset: its seats and its options. */
function applyPreset(game, preset) {
  fillSeats(game, preset?.seats ?? ["host", ...Array(game.seats.least - 1).fill("thumb")]);
  const given = preset?.options ?? {};
  $("session-options").replaceChildren(el("legend", { text: "The options" }),
    ...game.options.map((option) => optionControl(option, given[option.name] ?? option.default)),
    paceControl());
  drawOrder();
}

/** Played at once, or turn-based: the days each person has for each move (signed in). */
function paceControl() {
  const choices = [["", "Played at once"], ["1", "One day a move"], ["3", "Three days a move"],
    ["7", "Seven days a move"]];
  return el("label", { class: "field" }, "Time for each move (turn-based play needs you signed in)",
    el("select", { name: "days" }, ...choices.map(([value, text]) => el("option", { value, text }))));
}

/** Shows the session's part of the form for ``game`` (hidden for a two-seat game). */
export function fillSeating(game, option) {
  const session = isSession(game);
  for (const id of ["seating", "session-options"]) $(id).hidden = !session;
  $("opponents").hidden = session;
  $("more-options").hidden = session;
  $("presets").onchange = null;
  if (!session) return;
  $("presets").replaceChildren(el("legend", { text: "The table" }), ...game.presets.map((preset, i) =>
    option("preset", preset.name, preset.title, preset.text, i === 0)));
  $("presets").onchange = (event) => {
    if (event.target.name === "preset") applyPreset(game, game.presets.find((p) => p.name === event.target.value));
  };
  applyPreset(game, game.presets[0]);
}

/** The body of ``POST /api/tables`` for a session, or the reason it cannot be sent. */
export function sessionBody(game, form, data) {
  const seats = [...form.querySelectorAll("#seating select.seat-kind")].map((s) => s.value);
  const hosts = seats.filter((kind) => kind === "host").length;
  if (hosts !== 1) return { error: "Choose the one seat that is yours (“You”)." };
  const options = {};
  for (const option of game.options) {
    const value = data.get(`opt-${option.name}`);
    if (value === null || value === "") continue;
    options[option.name] = option.kind === "number" ? Number(value) : value;
  }
  const body = { name: data.get("name"), game: game.name, seats, options };
  if (data.get("listed") && seats.includes("friend")) body.listed = true;
  // Rated only among friends who sign in: the server refuses it with a computer's seat.
  if (data.get("rated")) body.rated = true;
  if (data.get("days")) body.days = Number(data.get("days"));
  return { body };
}
