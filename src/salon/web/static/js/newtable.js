// The new-table form's further choices at a two-seat table: hints (offered against the
// computer, on for a player's first games) and the rule options, each a named choice whose
// words come from the game (/api/games "rule_options"), never a line to type.
import { $, el } from "./dom.js";
import { myTables } from "./seats.js";

/** A device that has sat at fewer tables than this is a newcomer's: hints are on for him. */
const FIRST_GAMES = 3;

/** The player's own choice of hints on this device, kept once he ticks or unticks the box. */
const HINTS_KEY = "salon:hints";

/** Ticks the hints box as the player last chose it on this device, else for a newcomer;
 * called once, so a choice made on the form is kept. (Hints did not go off by themselves at
 * a player's fourth table, his own choice unasked: a new player's trial.) */
export function defaultHints() {
  const box = $("new-table").elements.hints;
  const chosen = localStorage.getItem(HINTS_KEY);
  box.checked = chosen ? chosen === "on" : myTables().length < FIRST_GAMES;
  const keep = () => localStorage.setItem(HINTS_KEY, box.checked ? "on" : "off");
  box.addEventListener("change", keep);
  // A table sat down at with the box as it stood: that too is his choice, kept.
  $("new-table").addEventListener("submit", () => { if (!$("hints-choice").hidden) keep(); });
}

/** Shows the hints box only where hints are given: a two-seat table against the computer. */
export function showHints(session) {
  const opponent = new FormData($("new-table")).get("opponent");
  $("hints-choice").hidden = session || !opponent || opponent === "friend";
  $("tutor-choice").hidden = $("hints-choice").hidden;
}

/** Whether hints are asked for (the box shown and ticked). */
export const hintsAsked = () => !$("hints-choice").hidden && $("new-table").elements.hints.checked;

/** Whether the tutor is asked for: it weighs choices where hints may be given. */
export const tutorAsked = () => !$("tutor-choice").hidden && $("new-table").elements.tutor.checked;

/** One select for each of the game's rule options, the first choice leaving it to the rules
 * chosen above; a choice already made is kept when the form is drawn again. */
export function fillRuleOptions(game) {
  const box = $("rule-options");
  const kept = new Map([...box.querySelectorAll("select")].map((s) => [s.name, s.value]));
  const options = game.rule_options ?? [];
  $("more-options").hidden = !options.length;
  box.replaceChildren(...options.map((option) => {
    const name = `rule-${option.name}`;
    const values = [el("option", { value: "", text: "As the rules above say" }),
      ...option.values.map((v) => el("option", { value: v.value, text: v.words, selected: kept.get(name) === v.value || null }))];
    return el("label", { class: "field" }, option.words, el("select", { name, "data-option": option.name }, ...values));
  }));
}

/** The rule options chosen, as the rules write them ("deal_by=threes"), after the preset. */
export function rulesChosen(preset) {
  const chosen = [...$("rule-options").querySelectorAll("select")]
    .filter((select) => select.value).map((select) => `${select.dataset.option}=${select.value}`);
  return [preset, ...chosen].filter(Boolean).join("; ");
}
