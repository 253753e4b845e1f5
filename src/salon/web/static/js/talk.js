// The talk of the table: a panel that keeps its newest line in view, and speech bubbles.
import { $, calm, el } from "./dom.js";
import { wordsWithCards } from "./cards.js";
import { clearBubbles, placeBubble } from "./bubbles.js";

const BUBBLE_MS = 2600;

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
    // The panel keeps its newest line in view when the table around it changes its height.
    new ResizeObserver(() => this.showNewest()).observe(this.list);
    window.addEventListener("resize", () => this.placeBubbles());
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
    this.list.replaceChildren();
    this.held = 0;
    this.lastDeal = null;
  }

  /** Adds what was said since the last update; new words of a seat float up at the seat
   * (``seatBox(seat)``) for a moment. */
  update(talk, names, seatBox, { bubbles = true } = {}) {
    if (talk.length < this.held) this.reset();
    const fresh = talk.slice(this.held);
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
    this.placeBubbles();
    if (!bubbles || fresh.length > 6) return;
    for (const event of fresh) {
      const now = event.deal === this.lastDeal;
      if (now && event.seat !== null && !event.private) this.bubble(seatBox(event.seat), event, names);
    }
  }

  hideBubbles() {
    for (const box of this.timers.keys()) box.querySelector(".bubble")?.classList.add("gone");
  }

  /** The same for a session's talk (``SaidReader`` reads each line): a speaker seated in the
   * game of the moment has his words float up at his seat (``seatBox(said)``). */
  updateSaid(talk, reader, me, seatBox, { bubbles = true } = {}) {
    if (talk.length < this.held) this.reset();
    const fresh = talk.slice(this.held);
    for (const said of fresh) this.list.append(...reader.lines(said, me));
    this.held = talk.length;
    this.showNewest();
    this.placeBubbles();
    if (!bubbles || fresh.length > 6) return;
    for (const said of fresh) {
      if (said.speaker !== null && !said.private) this.float(seatBox(said), wordsWithCards(reader.words(said)));
    }
  }

  bubble(box, event, names) {
    this.float(box, wordsWithCards(eventWords(event, names)));
  }

  float(box, words) {
    if (!box) return;
    let bubble = box.querySelector(".bubble");
    if (!bubble) {
      bubble = el("p", { class: "bubble", "aria-hidden": "true" });
      box.append(bubble);
    }
    bubble.replaceChildren(...words);
    bubble.classList.remove("gone");
    placeBubble(bubble, box);
    // It grows into place rather than fading in: its words are always fully legible.
    if (!calm()) bubble.animate([{ transform: "translateY(6px) scale(.92)" }, { transform: "none" }], 180);
    clearTimeout(this.timers.get(box));
    this.timers.set(box, setTimeout(() => bubble.classList.add("gone"), BUBBLE_MS));
  }
}
