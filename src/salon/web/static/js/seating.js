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
    if (select.value !== "host") return;
    for (const other of $("seating").querySelectorAll("select.seat-kind")) {
      if (other !== select && other.value === "host") other.value = "friend";
    }
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
}

/** One option's control: a number between bounds, or one of its choices. */
function optionControl(option, value) {
  const name = `opt-${option.name}`;
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
    ...game.options.map((option) => optionControl(option, given[option.name] ?? option.default)));
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
  return { body };
}
