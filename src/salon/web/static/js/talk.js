// The talk of the table: a panel that keeps its newest line in view, and speech bubbles.
import { $, calm, el } from "./dom.js";
import { wordsWithCards } from "./cards.js";
import { clearBubbles, placeBubble } from "./bubbles.js";

// A bubble is read, then goes: after a few seconds, or sooner once the talk has moved on.
const BUBBLE_MS = 2600;
// How many of the talk's newest lines may still float as bubbles: a call and its answer
// ("Five cards." — "Good."), a card led and the card played to it.
const STILL_SAID = 2;

// A letter followed by a suit is an ace, not a seat ("B takes A♥ K♦").
const TABLE_LETTER = /(?<![A-Za-z0-9'])([AB])(?![A-Za-z0-9'♠♥♦♣])/g;
// A player's own words name a seat only as "A cuts…" or "B wins…"; elsewhere "A" is the
// article ("A tierce major").
const PLAYER_LETTER = /(?<![A-Za-z0-9'])([AB])(?= (?:cuts|wins) )/g;

/** The engine's words with the seats' letters (A, B) put as the players' names; ``bySeat``
 * says whether a player said them (else the table did). */
export function spoken(words, names, bySeat = false) {
  return words.replace(bySeat ? PLAYER_LETTER : TABLE_LETTER,
    (letter) => names[letter === "A" ? 0 : 1] ?? letter);
}

/** What an event says, with names for seats. */
export const eventWords = (event, names) => spoken(event.words, names, event.seat !== null);

/** The card a Piquet player laid while saying only his count, written before his words. */
export const laidCards = (event) => (event.laid ?? []).flatMap((code) => [
  el("span", { class: "laid", "data-laid": code }, ...wordsWithCards(code)), " — "]);

/** One line of the talk: the speaker's name (unless the words name him) and the words;
 * ``lookingBack`` (a replay, every card shown) names who alone was told private words. */
export function talkLine(event, names, lookingBack = false) {
  const item = el("li", { class: event.private ? "private" : event.seat === null ? "table-words" : "" });
  const words = eventWords(event, names);
  // Words that already name their speaker ("Ann cuts the queen") need no "Ann:" before them.
  if (event.seat !== null && !words.startsWith(names[event.seat])) {
    item.append(el("span", { class: "speaker", text: `${names[event.seat]}: ` }));
  }
  item.append(...laidCards(event), ...wordsWithCards(words));
  if (event.private) {
    const told = (event.audience ?? []).map((seat) => names[seat]).filter(Boolean);
    const whom = lookingBack ? ` (told only to ${told.length ? told.join(" and ") : "one player"})` : " (only you know this)";
    item.append(el("span", { class: "visually-hidden", text: whom }));
  }
  return item;
}

function dealHeading(deal) {
  return el("li", { class: "deal-heading", text: deal === 0 ? "The cut" : `Deal ${deal}` });
}

/** The talk panel of one table: lines are added as they are said, never redrawn. */
export class TalkPanel {
  constructor() {
    this.list = $("talk");
    // The list scrolls inside the panel, under the panel's title.
    this.box = this.list;
    this.held = 0;
    this.lastDeal = null;
    this.timers = new Map();
    // Each seat's bubble, by the place in the talk of the line it says.
    this.lines = new Map();
    this.floated = new Set();
    // The panel keeps its newest line in view when the table around it changes its height.
    new ResizeObserver(() => this.showNewest()).observe(this.list);
    window.addEventListener("resize", () => this.placeBubbles());
    // A plate grows after its words float (a clock or "away" comes into it): they move clear.
    const replace = new ResizeObserver(() => this.placeBubbles());
    for (const plate of document.querySelectorAll(".seat .plate")) replace.observe(plate);
    // So does a refusal said beside the hand, as it shows and goes.
    for (const said of document.querySelectorAll(".seat .table-error")) replace.observe(said);
    // On a phone the panel holds three lines; this opens it taller, and closes it again.
    const more = $("talk-more");
    more.onclick = () => {
      const tall = $("talk-box").classList.toggle("tall");
      more.setAttribute("aria-expanded", String(tall));
      more.textContent = tall ? "Less of the talk" : "More of the talk";
      this.showNewest();
    };
  }

  /** The bubbles still shown kept clear of their plates and of the cards on the table, which change with the deal. */
  placeBubbles() {
    for (const box of this.timers.keys()) {
      const bubble = box.querySelector(".bubble:not(.gone)");
      if (bubble) placeBubble(bubble, box);
    }
  }

  showNewest() {
    this.box.scrollTop = this.box.scrollHeight;
  }

  reset() {
    // A bubble of the table left behind must not float under the next game's players.
    clearBubbles([...this.timers.keys()]);
    this.lines.clear();
    this.list.replaceChildren();
    this.held = 0;
    this.lastDeal = null;
  }

  /** Adds what was said since the last update; new words of a seat float up at the seat
   * (``seatBox(seat)``) for a moment, until the talk moves on. */
  update(talk, names, seatBox, { bubbles = true } = {}) {
    if (talk.length < this.held) this.reset();
    const from = this.held;
    const fresh = talk.slice(from);
    let newDeal = false;
    for (const event of fresh) {
      if (event.deal !== this.lastDeal) {
        this.list.append(dealHeading(event.deal));
        newDeal ||= this.lastDeal !== null;
        this.lastDeal = event.deal;
      }
      this.list.append(talkLine(event, names));
    }
    this.held = talk.length;
    // The newest line stays in view: the panel scrolls itself to its end.
    this.showNewest();
    // A new deal: the last deal's words no longer float by the seats, as if just said.
    if (newDeal) this.hideBubbles();
    if (bubbles && fresh.length <= 6) {
      fresh.forEach((event, i) => {
        const now = event.deal === this.lastDeal;
        if (now && event.seat !== null && !event.private) this.bubble(seatBox(event.seat), event, names, from + i);
      });
    }
    this.moveOn(talk.length);
  }

  hideBubbles() {
    for (const box of this.timers.keys()) box.querySelector(".bubble")?.classList.add("gone");
  }

  /** The talk has moved on: a bubble goes once its line is no longer among the newest said
   * (the next trick led, the next call, the table's own words); those still said are placed
   * anew, clear of what changed on the table. */
  moveOn(said) {
    for (const [box, line] of this.lines) {
      if (line < said - STILL_SAID) box.querySelector(".bubble")?.classList.add("gone");
    }
    this.placeBubbles();
    // A new bubble grows into place rather than fading in: its words are always fully legible.
    for (const bubble of this.floated) {
      if (!calm() && !bubble.classList.contains("gone")) {
        bubble.animate([{ transform: "translateY(6px) scale(.92)" }, { transform: "none" }], 180);
      }
    }
    this.floated.clear();
  }

  /** The same for a session's talk (``SaidReader`` reads each line): a speaker seated in the
   * game of the moment has his words float up at his seat (``seatBox(said)``). */
  updateSaid(talk, reader, me, seatBox, { bubbles = true } = {}) {
    if (talk.length < this.held) this.reset();
    const from = this.held;
    const fresh = talk.slice(from);
    for (const said of fresh) this.list.append(...reader.lines(said, me));
    this.held = talk.length;
    this.showNewest();
    if (bubbles && fresh.length <= 6) {
      fresh.forEach((said, i) => {
        if (said.speaker !== null && !said.private) this.float(seatBox(said), wordsWithCards(reader.words(said)), from + i);
      });
    }
    this.moveOn(talk.length);
  }

  bubble(box, event, names, line) {
    this.float(box, wordsWithCards(eventWords(event, names)), line);
  }

  /** ``words`` float at the seat ``box``, in place of what it said before; ``line`` is their
   * place in the talk. */
  float(box, words, line) {
    if (!box) return;
    let bubble = box.querySelector(".bubble");
    if (!bubble) {
      bubble = el("p", { class: "bubble", "aria-hidden": "true" });
      box.append(bubble);
    }
    bubble.replaceChildren(...words, el("span", { class: "tail" }));
    bubble.classList.remove("gone");
    this.lines.set(box, line);
    this.floated.add(bubble);
    clearTimeout(this.timers.get(box));
    this.timers.set(box, setTimeout(() => bubble.classList.add("gone"), BUBBLE_MS));
  }
}
