// Cards slide from where they were to where they now lie (to the trick, the discard, the hand).
import { calm } from "./dom.js";

const MS = 280;

/** Where every card of the region stands now, by its code. */
export function snapshot(region) {
  const rects = new Map();
  for (const node of region.querySelectorAll("[data-card]")) rects.set(node.dataset.card, node.getBoundingClientRect());
  return rects;
}

/** Slides ``node`` from the rectangle ``from`` to where it now lies; ``sized``: ``from`` is a
 * card's own, and the card grows or shrinks from its size there (a seat is no card's size). */
export function slide(node, from, { sized = true } = {}) {
  if (!from || calm() || !node.animate) return;
  const to = node.getBoundingClientRect();
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return;
  const scale = sized && to.width ? from.width / to.width : 1;
  node.animate([{ transform: `translate(${dx}px, ${dy}px) scale(${scale})` }, { transform: "none" }],
    { duration: MS, easing: "cubic-bezier(.2,.7,.3,1)" });
}

/** Slides every card newly placed in ``region`` from where it was before, or else from
 * ``origin(code)`` (the adversary's seat, the stock). */
export function settle(region, before, wasThere, origin) {
  for (const node of region.querySelectorAll("[data-card]")) {
    const code = node.dataset.card;
    if (wasThere.has(code)) continue;
    const was = before.get(code);
    if (was) slide(node, was);
    else slide(node, origin(code), { sized: false });
  }
}
