// Where a speech bubble stands at a seat: never over the seat's name plate.
const GAP = 6;
const LEAST = 128;

const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Places ``bubble`` (absolutely placed in its seat ``box``) clear of the seat's plate: beside
 * the plate when there is room, else under it. */
export function keepClearOfPlate(bubble, box) {
  const plate = box.querySelector(".plate");
  if (!plate) return;
  bubble.style.removeProperty("top");
  bubble.style.removeProperty("max-width");
  bubble.classList.remove("under-plate");
  if (!overlap(bubble.getBoundingClientRect(), plate.getBoundingClientRect())) return;
  const seat = box.getBoundingClientRect();
  const name = plate.getBoundingClientRect();
  const room = seat.right - name.right - GAP - 10;
  if (room >= LEAST) {
    bubble.style.maxWidth = `${room}px`;
    if (!overlap(bubble.getBoundingClientRect(), name)) return;
    bubble.style.removeProperty("max-width");
  }
  bubble.classList.add("under-plate");
  bubble.style.top = `${name.bottom - seat.top + GAP}px`;
}

/** Takes away every bubble at the seats: a new game, or other people in the seats. */
export function clearBubbles(boxes) {
  for (const box of boxes) box?.querySelector(".bubble")?.remove();
}
