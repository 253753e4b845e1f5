// What the player may say or do, as the server words it: the view's "choices", best first.
import { el } from "./dom.js";
import { confirmChoice } from "./dialog.js";

/** Actions made by choosing cards in the hand rather than by a button. */
const BY_CARDS = /^(exchange|discard) /;

const allChoices = (view) => view.choices ?? [];

/** The cards the player may play now, each with its choice (its words). */
export const plays = (view) => new Map(allChoices(view).filter((c) => c.play).map((c) => [c.play, c]));

/** The view's choices that are said with a button: main ones, and the lesser ones. */
export function spokenChoices(view) {
  const choices = allChoices(view).filter((choice) => !choice.play && !BY_CARDS.test(choice.action));
  return {
    main: choices.filter((choice) => choice.group !== "other"),
    other: choices.filter((choice) => choice.group === "other"),
  };
}

/** The choice offered for this action, if any (its words, its confirmation). */
export const choiceFor = (view, action) => allChoices(view).find((c) => c.action === action);

/** Sends the action, once the player confirms it when it cannot be undone. */
export async function choose(choice, send) {
  if (choice.confirm && !(await confirmChoice(choice.confirm, choice.label))) return;
  send(choice.action);
}

/** The buttons of the choices, in the server's order; the lesser calls behind one control. */
export function choiceButtons(view, send, keepOpen) {
  const { main, other } = spokenChoices(view);
  const button = (choice) => el("button", { type: "button", class: "say", "data-action": choice.action,
    text: choice.label, onclick: () => choose(choice, send) });
  const nodes = main.map(button);
  if (other.length) {
    const more = el("details", { class: "other-calls", open: keepOpen || null },
      el("summary", { text: view.more ?? "…" }), el("div", { class: "other-list" }, ...other.map(button)));
    nodes.push(more);
  }
  return nodes;
}
