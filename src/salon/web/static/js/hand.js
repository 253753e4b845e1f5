// The player's hand: one button a card, updated in place so that keyboard focus stays on it;
// the whole hand is one Tab stop, the arrow keys moving along it.
import { el } from "./dom.js";
import { cardFace, cardName } from "./cards.js";
import { keepOneTabStop, rovingKeys } from "./roving.js";

function cardButton(code) {
  return el("button", { type: "button", class: "card", "data-card": code }, cardFace(code));
}

/** Brings the hand's buttons to ``cards``, each with its state, moving only what changed.
 * ``state(code)`` gives {label, playable, pressed, marked (pointed at by an adviser)}; ``onChoose(code)`` is called on a click
 * of a playable card, ``onRefused(code)`` on one of a card that may not be played (to say why).
 * Returns the cards that were not in the hand before. */
export function updateHand(row, cards, state, onChoose, onRefused = () => {}) {
  const existing = new Map([...row.querySelectorAll("button.card")].map((b) => [b.dataset.card, b]));
  const focused = row.contains(document.activeElement) ? document.activeElement.dataset.card : null;
  const focusAt = focused ? [...row.children].indexOf(document.activeElement) : -1;
  const fresh = [];
  for (const [code, button] of existing) if (!cards.includes(code)) button.remove();
  cards.forEach((code, index) => {
    let button = existing.get(code);
    if (!button) {
      button = cardButton(code);
      button.addEventListener("click", () => {
        if (button.getAttribute("aria-disabled") !== "true") onChoose(code);
        else onRefused(code);
      });
      fresh.push(code);
    }
    if (row.children[index] !== button) row.insertBefore(button, row.children[index] ?? null);
    const { label, playable, pressed, marked = false } = state(code);
    button.setAttribute("aria-label", label ?? cardName(code));
    button.classList.toggle("playable", playable);
    button.classList.toggle("advised", marked);
    button.setAttribute("aria-disabled", String(!playable));
    if (pressed === null) button.removeAttribute("aria-pressed");
    else button.setAttribute("aria-pressed", String(pressed));
  });
  // The card that had the focus was played: the focus goes to its neighbour in the hand.
  if (focused && !row.contains(document.activeElement)) {
    const buttons = row.querySelectorAll("button.card");
    buttons[Math.min(focusAt, buttons.length - 1)]?.focus({ preventScroll: true });
  }
  // At a new turn (other cards playable) the Tab stop goes to a card that may be played.
  const playable = [...row.querySelectorAll("button.card.playable")].map((b) => b.dataset.card).join();
  const turned = row.dataset.playable !== playable;
  row.dataset.playable = playable;
  const isPlayable = (b) => b.classList.contains("playable");
  keepOneTabStop([...row.querySelectorAll("button.card")], turned ? isPlayable : () => true);
  return fresh;
}

/** Arrow keys move along the hand (Home and End to its ends); the hand is one Tab stop. */
export function handKeys(row) {
  rovingKeys(row, "button.card");
}
