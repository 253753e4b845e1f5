// The talk of a session, as the server words it for its reader: each line with its speaker,
// the game's seat letters (A, B) put as the words of whoever plays them, cards as symbols.
import { el } from "./dom.js";
import { wordsWithCards } from "./cards.js";
import { spoken } from "./talk.js";

/** "Ann and Bob sit down to play." ("You and Bob …", "Ann and you …"): a new game begins, the
 * first named playing as the game's A and the second as its B from now on. */
const SEATING = /^(.+) and (.+) sit down to play\.$/;

/** Reads a session's talk in order, knowing at each line who plays A and B. */
export class SaidReader {
  constructor(gameWord = "Game") {
    this.letters = [];
    this.games = 0;
    this.gameWord = gameWord;
  }

  /** The list items for one thing said: a heading first when it opens a game. */
  lines(said, me) {
    const seating = SEATING.exec(said.words);
    const items = [];
    if (seating) {
      this.letters = seating.slice(1, 3).map((word) => (/^you$/i.test(word) ? me : word));
      this.games += 1;
      items.push(el("li", { class: "deal-heading", text: `${this.gameWord} ${this.games}` }));
      items.push(el("li", { class: "table-words", text: said.words }));
      return items;
    }
    const words = spoken(said.words, this.letters, said.speaker !== null);
    const item = el("li", { class: said.private ? "private" : said.speaker === null ? "table-words" : "" });
    const named = said.speaker === null || words.startsWith(said.speaker) || words.startsWith("You ");
    if (!named) item.append(el("span", { class: "speaker", text: `${said.speaker}: ` }));
    item.append(...wordsWithCards(words));
    if (said.private) item.append(el("span", { class: "visually-hidden", text: " (not heard by the whole table)" }));
    items.push(item);
    return items;
  }

  /** The words as they read for a bubble at the speaker's seat. */
  words(said) {
    return spoken(said.words, this.letters, said.speaker !== null);
  }
}
