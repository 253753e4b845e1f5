// Until the server words the choices itself: the legal actions in plain words.
import { cardName, SUITS } from "./cards.js";

const NUMBERS = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight"];
const SEQUENCES = { 3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième" };
const SIMPLE = {
  "choose-deal": "I deal", "choose-elder": "You deal", "carte-blanche": "I have a carte blanche",
  "no-carte-blanche": "No carte blanche", look: "Look at the cards left", "no-look": "Leave them unseen",
  sink: "Sink (call nothing)", done: "Done", "throw-in": "Throw in my hand",
  stand: "I play (without proposing)", propose: "I propose", accept: "I accept", refuse: "I refuse",
  "mark-king": "I mark the king", "throw-down": "Throw down my cards", claim: "Claim the point",
};
const CONFIRM = { "throw-in": "Throw in your hand?", "throw-down": "Throw down your cards?",
  claim: "Claim the point?" };

function combination([kind, arg, ...rest]) {
  if (kind === "point") return `point of ${NUMBERS[+arg.slice(0, -1)] ?? arg.slice(0, -1)} in ${SUITS[arg.slice(-1)][1]}`;
  if (kind === "seq") return `${SEQUENCES[arg[0]] ?? arg[0]} to the ${cardName(arg.slice(1))}`;
  if (kind === "set") return `${rest.length === 3 ? "quatorze" : "trio"} of ${cardName(arg).split(" ")[0]}s`;
  return [kind, arg, ...rest].join(" ");
}

function label(text) {
  const words = text.split(" ");
  if (SIMPLE[text]) return SIMPLE[text];
  if (words[0] === "call") return `Call the ${combination(words.slice(1))}`;
  if (words[0] === "reckon") return `Reckon the ${combination(words.slice(1))}`;
  if (words[0] === "answer") {
    const verdict = { good: "Good", "not-good": "Not good", equal: "Equal", "ask-value": "How many?" }[words[1]] ?? words[1];
    return words.length > 2 ? `${verdict} (${combination(words.slice(2))})` : verdict;
  }
  return text;
}

/** The legal actions as choices, the calls and sinking kept behind "other calls". */
export function fromLegal(legal) {
  return legal.map((action) => ({ action, label: label(action),
    group: ["sink", "throw-in", "throw-down", "claim"].includes(action) ? "other" : "main", confirm: CONFIRM[action] ?? null }));
}
