// Cards in words, in symbols and as drawn faces: a raw code never reaches the player.
import { el, svg } from "./dom.js";

export const SUITS = { S: ["♠", "spades"], H: ["♥", "hearts"], D: ["♦", "diamonds"], C: ["♣", "clubs"] };
const RANKS = { "6": "six", "7": "seven", "8": "eight", "9": "nine", "10": "ten",
  J: "knave", Q: "queen", K: "king", A: "ace" };
/** A card's code where it stands alone in the engine's words ("Takes in 8S AH 10S."). */
const CODE = /(?<![A-Za-z0-9])(?:10|[6-9JQKA])[SHDC](?![A-Za-z0-9])/g;

const split = (code) => [code.slice(0, -1), code.slice(-1)];
const red = (suit) => suit === "H" || suit === "D";

const COUNTS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve"];
/** How many cards, in words, up to a Piquet hand's twelve: "six" */
export const countInWords = (count) => COUNTS[count] ?? String(count);
/** "up to five cards", or "one card" where one is all that may be chosen. */
export const upToCards = (limit) => (limit === 1 ? "one card" : `up to ${countInWords(limit)} cards`);

/** "ace of spades" */
export const cardName = (code) => { const [r, s] = split(code); return `${RANKS[r]} of ${SUITS[s][1]}`; };
/** "A♠" */
export const cardSymbol = (code) => { const [r, s] = split(code); return `${r}${SUITS[s][0]}`; };

/** The engine's words with every card code written with its suit's symbol, each card a
 * span named in words for screen readers. */
export function wordsWithCards(text) {
  const parts = [];
  let at = 0;
  for (const match of text.matchAll(CODE)) {
    parts.push(text.slice(at, match.index));
    const [, suit] = split(match[0]);
    parts.push(el("span", { class: red(suit) ? "pip red" : "pip", role: "img",
      "aria-label": cardName(match[0]), text: cardSymbol(match[0]) }));
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return parts;
}

// Where the pips of each plain card sit on a 60 × 84 face.
const L = 19, M = 30, R = 41;
const PIPS = {
  "6": [[L, 22], [R, 22], [L, 42], [R, 42], [L, 62], [R, 62]],
  "7": [[L, 22], [R, 22], [M, 32], [L, 42], [R, 42], [L, 62], [R, 62]],
  "8": [[L, 22], [R, 22], [M, 32], [L, 42], [R, 42], [M, 52], [L, 62], [R, 62]],
  "9": [[L, 21], [R, 21], [L, 35], [R, 35], [M, 42], [L, 49], [R, 49], [L, 63], [R, 63]],
  "10": [[L, 21], [R, 21], [M, 29], [L, 35], [R, 35], [L, 49], [R, 49], [M, 55], [L, 63], [R, 63]],
};

/** A card's face, drawn: corner indices, the pips or the court card's frame. */
export function cardFace(code) {
  const [rank, suit] = split(code);
  const ink = red(suit) ? "#b3121f" : "#1b1b1b";
  const symbol = SUITS[suit][0];
  const face = svg("svg", { viewBox: "0 0 60 84", "aria-hidden": "true", class: "face" });
  face.append(svg("rect", { x: 0.75, y: 0.75, width: 58.5, height: 82.5, rx: 5, class: "paper" }));
  const corner = (turned) => {
    const group = svg("g", { fill: ink, class: "index", transform: turned ? "rotate(180 30 42)" : "" });
    group.append(svg("text", { x: 7, y: 14, "text-anchor": "middle", "font-size": rank === "10" ? 11 : 13,
      "font-weight": "700", ...(rank === "10" ? { textLength: 11, lengthAdjust: "spacingAndGlyphs" } : {}) }, rank));
    group.append(svg("text", { x: 7, y: 25, "text-anchor": "middle", "font-size": 11 }, symbol));
    return group;
  };
  face.append(corner(false), corner(true));
  if (PIPS[rank]) {
    for (const [x, y] of PIPS[rank]) {
      face.append(svg("text", { x, y: y + 4, "text-anchor": "middle", "font-size": 12, fill: ink,
        transform: y > 45 ? `rotate(180 ${x} ${y})` : "" }, symbol));
    }
  } else if (rank === "A") {
    face.append(svg("text", { x: 30, y: 53, "text-anchor": "middle", "font-size": 34, fill: ink }, symbol));
  } else {
    face.append(svg("rect", { x: 14, y: 13, width: 32, height: 58, rx: 2, class: "court",
      stroke: ink }));
    face.append(svg("text", { x: 30, y: 41, "text-anchor": "middle", "font-size": 20,
      "font-weight": "700", fill: ink, class: "court-letter" }, rank));
    face.append(svg("text", { x: 30, y: 62, "text-anchor": "middle", "font-size": 17, fill: ink }, symbol));
  }
  return face;
}

/** The back of a card: a lattice in the salon's colours. */
export function cardBack() {
  const back = svg("svg", { viewBox: "0 0 60 84", "aria-hidden": "true", class: "back" });
  back.append(svg("rect", { x: 0.75, y: 0.75, width: 58.5, height: 82.5, rx: 5, class: "back-paper" }));
  back.append(svg("rect", { x: 5, y: 5, width: 50, height: 74, rx: 3, class: "back-field" }));
  back.append(svg("path", { class: "back-lattice",
    d: "M5 15 L45 79 M5 35 L32 79 M5 55 L20 79 M15 5 L55 69 M35 5 L55 37 M5 69 L45 5 M5 49 L32 5 M5 29 L20 5 M15 79 L55 15 M35 79 L55 47" }));
  return back;
}

/** A card shown, not chosen: a figure named in words. */
export function shownCard(code, extra = "") {
  return el("span", { class: `card ${extra}`.trim(), role: "img", "aria-label": cardName(code),
    "data-card": code }, cardFace(code));
}

/** A row of cards shown, as a list named by its label. */
export function cardRow(codes, label, extra = "") {
  const row = el("div", { class: `cards ${extra}`.trim(), role: "list", "aria-label": label });
  for (const code of codes) {
    const item = shownCard(code);
    item.setAttribute("role", "listitem");
    row.append(item);
  }
  return row;
}

/** Backs of cards, the number said in words for screen readers. */
export function backs(count, label) {
  const row = el("div", { class: "cards backs", role: "img", "aria-label": label });
  for (let i = 0; i < count; i++) row.append(el("span", { class: "card" }, cardBack()));
  return row;
}
