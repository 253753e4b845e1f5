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

/** Each card pointed at in the hand, and each action advised, with all who advise it: two
 * backers may point at the same card. */
export function adviceMarks(view) {
  const cards = new Map();
  const actions = new Map();
  const add = (marks, key, adviser) => {
    const advisers = marks.get(key) ?? [];
    if (!advisers.includes(adviser)) marks.set(key, [...advisers, adviser]);
  };
  for (const advice of view.advice ?? []) {
    for (const code of advisedCards(advice.action)) add(cards, code, advice.adviser);
    add(actions, advice.action, advice.adviser);
  }
  return { cards, actions };
}

/** "Ben points", "you point", "Ben and Dan point", "you and Ben point": who points at a card. */
export function whoPoints(advisers, me) {
  const names = advisers.map((name) => (name === me ? "you" : name));
  names.sort((a, b) => (b === "you") - (a === "you"));
  const alone = names.length === 1 && names[0] !== "you";
  return `${names.join(" and ")} ${alone ? "points" : "point"}`;
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

/** Marks the action buttons that follow the advice, naming all who gave it, in the words
 * of the session: a chouette's adviser proposes, a French backer points. */
export function markAdvisedButtons(box, actions, session) {
  const [one, more] = session === "chouette" ? ["proposes", "propose"] : ["points at", "point at"];
  for (const [action, advisers] of actions) {
    const button = box.querySelector(`[data-action="${CSS.escape(action)}"]`);
    if (!button) continue;
    button.classList.add("advised");
    const verb = advisers.length > 1 ? more : one;
    button.append(el("span", { class: "advised-by", text: ` — ${advisers.join(" and ")} ${verb} it` }));
  }
}
