// Advice waiting for a player: the chouette adviser's proposal, a French backer's pointing.
// Only the player and his adviser receive it; they see it written and pointed at in the hand.
import { $, el } from "./dom.js";
import { wordsWithCards } from "./cards.js";

const CARDS_OF = /^(?:play|discard|exchange) (.+)$/;

/** The cards an advised action names (a card to play, cards to discard or exchange). */
export function advisedCards(action) {
  const match = CARDS_OF.exec(action);
  return match ? match[1].split(" ") : [];
}

/** Each card pointed at in the hand, and each action advised, with who advises it. */
export function adviceMarks(view) {
  const cards = new Map();
  const actions = new Map();
  for (const advice of view.advice ?? []) {
    for (const code of advisedCards(advice.action)) cards.set(code, advice.adviser);
    actions.set(advice.action, advice.adviser);
  }
  return { cards, actions };
}

/** The note above the actions: what is proposed or pointed at, for the two who may know it. */
export function renderAdvice(view) {
  const box = $("advice");
  const advice = view.advice ?? [];
  box.hidden = advice.length === 0;
  const verb = view.session === "chouette" ? ["proposes", "propose"] : ["points at", "point at"];
  box.replaceChildren(...advice.map((a) => {
    const mine = a.adviser === view.me;
    const who = mine ? `You ${verb[1]}` : `${a.adviser} ${verb[0]}`;
    const tail = mine ? ` — ${a.player} decides.` : a.player === view.me ? " — follow it or not." : ` for ${a.player}.`;
    return el("p", { class: "advice-note" }, el("strong", { text: `${who}: ` }), ...wordsWithCards(a.label), tail);
  }));
}

/** Marks the action buttons that follow the advice, naming who gave it. */
export function markAdvisedButtons(box, actions) {
  for (const [action, adviser] of actions) {
    const button = box.querySelector(`[data-action="${CSS.escape(action)}"]`);
    if (!button) continue;
    button.classList.add("advised");
    button.append(el("span", { class: "advised-by", text: ` (${adviser})` }));
  }
}
