// Where a speech bubble stands at a seat: never over the seat's name plate, nor over the cards
// on the table (the trick just led to, the cards cut).
const GAP = 6;
const LEAST = 128;
const BESIDE_LEAST = 72;

const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const PLACED = ["top", "left", "right", "margin-left", "margin-right", "max-width"];

/** Places ``bubble`` (absolutely placed in its seat ``box``) clear of the seat's plate and of
 * the cards on the table. */
export function placeBubble(bubble, box) {
  for (const property of PLACED) bubble.style.removeProperty(property);
  bubble.classList.remove("under-plate");
  keepClearOfPlate(bubble, box);
  const cards = [...document.querySelectorAll("#trick [data-card]")].map((n) => n.getBoundingClientRect());
  keepClearOfCards(bubble, box, cards);
  keepClearOfHand(bubble, box);
}

/** The near seat's words never hide the hand he is to play from: where they would, the talk
 * alone says them. */
function keepClearOfHand(bubble, box) {
  if (!box.classList.contains("near") || bubble.classList.contains("gone")) return;
  const held = [...box.querySelectorAll("#hand [data-card]")].map((n) => n.getBoundingClientRect());
  const now = bubble.getBoundingClientRect();
  if (held.some((card) => overlap(now, card))) bubble.classList.add("gone");
}

/** Beside the plate when there is room, else under it (at the near seat, over the hand: see
 * keepClearOfHand). */
function keepClearOfPlate(bubble, box) {
  const plate = box.querySelector(".plate");
  if (!plate) return;
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

/** A player's words must not hide the card he has just laid (on a phone the far seat's bubble
 * falls on the trick): beside the cards on the wider side when the words fit there, else moved
 * toward the speaker's own seat, over his cards rather than the table's. */
function keepClearOfCards(bubble, box, cards) {
  const covers = () => cards.some((card) => overlap(bubble.getBoundingClientRect(), card));
  if (!covers()) return;
  const seat = box.getBoundingClientRect();
  const left = Math.min(...cards.map((c) => c.left));
  const right = Math.max(...cards.map((c) => c.right));
  const roomLeft = left - seat.left - GAP;
  const roomRight = seat.right - right - GAP;
  const room = Math.max(roomLeft, roomRight);
  if (room >= BESIDE_LEAST) {
    const x = roomLeft >= roomRight ? 0 : right - seat.left + GAP;
    Object.assign(bubble.style, { left: `${x}px`, right: "auto", marginLeft: "0", marginRight: "0" });
    bubble.style.maxWidth = `${room}px`;
    if (!covers()) return;
    for (const property of ["left", "right", "margin-left", "margin-right", "max-width"]) bubble.style.removeProperty(property);
  }
  const now = bubble.getBoundingClientRect();
  const top = Math.min(...cards.map((c) => c.top));
  const bottom = Math.max(...cards.map((c) => c.bottom));
  const above = seat.top + seat.height / 2 < top;
  const y = above ? top - now.height - GAP : bottom + GAP;
  bubble.style.top = `${y - seat.top}px`;
}

/** Takes away every bubble at the seats: a new game, or other people in the seats. */
export function clearBubbles(boxes) {
  for (const box of boxes) box?.querySelector(".bubble")?.remove();
}
