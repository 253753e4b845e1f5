// Where a speech bubble stands: next to its speaker's name plate, its tail pointing at it, and
// over nothing the player reads or acts on: no plate (a name, a clock), no card on the table or
// in the hand, no button, neither the status nor the talk. Where no place is clear, the talk
// alone says the words.
const TAIL = 8; // from the bubble's edge to the tail's tip
const GAP = 2; // from the tail's tip to the plate
const NARROW = 150; // words wider than this are not wrapped narrower
const WIDEST = 320;
const RIM = 8; // the felt's wooden rim
const CORNER = 14; // the tail keeps this far from a corner of the bubble

// What a bubble never covers: the plates, the cards on the table and in the hand, whatever the
// player may press, the talk, the advice, a refusal said beside the hand.
const KEPT_CLEAR = [".plate", ".centre .card", "#hand .card", "button", "summary", "input", "select",
  ".talk", ".advice", ".company", ".table-error"].join(", ");
const POINTS = ["point-left", "point-right", "point-up", "point-down"];

const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const clamp = (x, low, high) => Math.max(low, Math.min(x, high));

/** The boxes a bubble at a seat of ``felt`` must leave clear, the status's words among them. */
function keptClear(felt) {
  const boxes = [...felt.querySelectorAll(KEPT_CLEAR)].filter((n) => !n.closest(".bubble"))
    .map((n) => n.getBoundingClientRect());
  const status = felt.querySelector(".status");
  if (status?.textContent) {
    const words = document.createRange();
    words.selectNodeContents(status);
    boxes.push(...words.getClientRects());
  }
  return boxes.filter((b) => b.width > 0 && b.height > 0);
}

// The places tried, in order: beside the plate, level with it (the near seat's words rise
// above the hand, the far seat's fall over his own cards), then over or under it.
const FAR = [["right", "middle"], ["left", "middle"], ["right", "down"], ["left", "down"], ["under"]];
const NEAR = [["right", "middle"], ["left", "middle"], ["right", "up"], ["left", "up"], ["over"]];

/** Puts ``bubble`` (absolutely placed in its seat ``box``) at ``place`` by its plate; returns
 * its box. */
function put(bubble, box, plate, bounds, natural, [side, level]) {
  const seat = box.getBoundingClientRect();
  const style = bubble.style;
  const middle = { x: (plate.left + plate.right) / 2, y: (plate.top + plate.bottom) / 2 };
  const beside = side === "right" || side === "left";
  const x = side === "right" ? plate.right + GAP + TAIL : plate.left - GAP - TAIL;
  const room = !beside ? bounds.right - bounds.left : side === "right" ? bounds.right - x : x - bounds.left;
  if (room < Math.min(natural, NARROW)) return null;
  style.maxWidth = `${Math.min(room, WIDEST)}px`;
  style.left = "0px";
  style.top = "0px";
  const { width, height } = bubble.getBoundingClientRect();
  let left;
  let top;
  if (beside) {
    bubble.classList.add(side === "right" ? "point-left" : "point-right");
    left = side === "right" ? x : x - width;
    top = level === "middle" ? middle.y - height / 2 : level === "down" ? middle.y - CORNER : middle.y + CORNER - height;
    style.setProperty("--at", `${clamp(middle.y - top, CORNER, height - CORNER)}px`);
  } else {
    bubble.classList.add(side === "under" ? "point-up" : "point-down");
    left = clamp(middle.x - width / 2, bounds.left, bounds.right - width);
    top = side === "under" ? plate.bottom + GAP + TAIL : plate.top - GAP - TAIL - height;
    style.setProperty("--at", `${clamp(middle.x - left, CORNER, width - CORNER)}px`);
  }
  style.left = `${left - seat.left}px`;
  style.top = `${top - seat.top}px`;
  return bubble.getBoundingClientRect();
}

/** Places ``bubble`` (absolutely placed in its seat ``box``) by the seat's plate, at the first
 * place that leaves clear what the player reads and acts on; where there is none it goes. */
export function placeBubble(bubble, box) {
  // Measured at its full size, not part way through growing into place.
  for (const growing of bubble.getAnimations?.() ?? []) growing.finish();
  bubble.classList.remove(...POINTS);
  const plate = box.querySelector(".plate")?.getBoundingClientRect();
  const felt = box.closest(".felt");
  if (!plate || !felt || !plate.width) {
    bubble.classList.add("gone");
    return;
  }
  const seat = box.getBoundingClientRect();
  const outer = felt.getBoundingClientRect();
  const bounds = { left: Math.max(seat.left, outer.left + RIM), right: Math.min(seat.right, outer.right - RIM),
    top: outer.top + RIM, bottom: outer.bottom - RIM };
  const clear = keptClear(felt);
  bubble.style.maxWidth = "none";
  const natural = bubble.getBoundingClientRect().width;
  for (const place of box.classList.contains("near") ? NEAR : FAR) {
    const now = put(bubble, box, plate, bounds, natural, place);
    // A word longer than the room runs out of the bubble.
    const whole = bubble.scrollWidth <= bubble.clientWidth;
    const inside = now && whole && now.left >= bounds.left - 0.5 && now.right <= bounds.right + 0.5
      && now.top >= bounds.top - 0.5 && now.bottom <= bounds.bottom + 0.5;
    if (inside && !clear.some((b) => overlap(now, b))) return;
    bubble.classList.remove(...POINTS);
  }
  bubble.classList.add("gone");
}

/** Takes away every bubble at the seats: a new game, or other people in the seats. */
export function clearBubbles(boxes) {
  for (const box of boxes) box?.querySelector(".bubble")?.remove();
}
