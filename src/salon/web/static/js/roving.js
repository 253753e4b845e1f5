// One Tab stop for a row of buttons, the arrow keys moving within it: the roving tabindex of
// the WAI-ARIA Authoring Practices. A hand of twelve cards is then crossed in one Tab press.

/** Gives the row's one Tab stop to a button of ``items``: the focused one; else the one that
 * held it, while it is ``preferred`` (playable) or none is; else the first preferred one. */
export function keepOneTabStop(items, preferred = () => true) {
  const held = items.find((b) => b.tabIndex === 0 && b.dataset.stop === "yes");
  const wanted = items.filter(preferred);
  const stop = items.find((b) => b === document.activeElement)
    ?? (held && (preferred(held) || !wanted.length) ? held : null)
    ?? wanted[0] ?? items[0];
  for (const item of items) {
    item.tabIndex = item === stop ? 0 : -1;
    if (item === stop) item.dataset.stop = "yes";
    else delete item.dataset.stop;
  }
}

/** Arrow keys move along the row's ``selector`` buttons (Home and End to its ends), and the
 * Tab stop follows the focus. */
export function rovingKeys(row, selector) {
  const items = () => [...row.querySelectorAll(selector)];
  row.addEventListener("focusin", (event) => {
    if (event.target.matches(selector)) keepOneTabStop(items());
  });
  row.addEventListener("keydown", (event) => {
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -1, ArrowDown: 1 };
    const all = items();
    const at = all.indexOf(document.activeElement);
    let next = null;
    if (event.key in moves && at >= 0) next = all[(at + moves[event.key] + all.length) % all.length];
    else if (event.key === "Home") next = all[0];
    else if (event.key === "End") next = all.at(-1);
    if (!next) return;
    next.focus();
    event.preventDefault();
  });
}
