// A deal of Piquet told class by class, and the partie's card (docs/web.md, "/score").
import { el, choiceRow, numberField } from "./score-tools.js";

const SEQUENCES = ["tierce", "quart", "quint", "sixième", "septième", "huitième"];
const RANKS = [[14, "aces"], [13, "kings"], [12, "queens"], [11, "knaves"], [10, "tens"]];
const WORDS = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const HELD = [11, 10, 9, 8, 7, 6];  // the cards a short hand may hold, as a table finds it
const setWords = (r, n) => `${n === 4 ? "fourteen" : "three"} ${RANKS.find((x) => x[0] === r)[1]}`;

export const piquet = {
  name: "piquet",
  title: "Piquet",
  fresh: (ruling = {}) => ({ carte_blanche: [false, false], point: [null, 0, null], sequences: [null, []],
    sets: [null, []], play: [[0, 0], [6, 6]], elder_thirty_first: null, reckons_nothing: [], short: [], ...ruling }),
  /** The rulings standing in the deal told, which the umpire's next ruling keeps. */
  standing: (told) => ({ reckons_nothing: told.reckons_nothing, out_of_turn: told.out_of_turn ?? false, short: told.short }),
  /** Elder's and younger's seats for the deal to tell (the last one's when told again). */
  seats: (state, again) => (again ? [state.next.younger, state.next.elder] : [state.next.elder, state.next.younger]),
  heading: ([elder, younger]) => `${younger} deals, ${elder} is elder`,
  fields(told, [elder, younger], redraw) {
    const who = [[elder, 0], [younger, 1], ["Equal or none", null]];
    const rows = [];
    const nothing = told.reckons_nothing.map((hand) => [elder, younger][hand]);
    if (nothing.length === 1) rows.push(el("p", {}, `In this deal ${nothing[0]} reckons nothing, and the cards of that hand still bar.`));
    if (nothing.length === 2) rows.push(el("p", {}, `In this deal ${nothing[0]} and ${nothing[1]} both reckon nothing, and the cards of each still bar the other's.`));
    rows.push(choiceRow("Carte blanche", [["None", -1], [elder, 0], [younger, 1]], told.carte_blanche.indexOf(true), (v) => { told.carte_blanche = [v === 0, v === 1]; }, redraw));
    rows.push(choiceRow("The point", who, told.point[0], (v) => { told.point = [v, v === null ? 0 : told.point[1] || 5, told.point[2]]; }, redraw));
    if (told.point[0] !== null) {
      rows.push(choiceRow("Of how many cards?", [3, 4, 5, 6, 7, 8].map((n) => [String(n), n]), told.point[1], (v) => { told.point[1] = v; }, redraw));
      rows.push(numberField("Making (if said)", told.point[2] ?? "", 0, 90, (v) => { told.point[2] = v || null; }));
    }
    rows.push(choiceRow("Sequences", who, told.sequences[0], (v) => { told.sequences = [v, []]; }, redraw));
    if (told.sequences[0] !== null) {
      rows.push(el("p", {}, `Scored: ${told.sequences[1].map((n) => SEQUENCES[n - 3]).join(", ") || "none yet"}`));
      rows.push(choiceRow("Add each sequence", [...SEQUENCES.map((w, i) => [w, i + 3]), ["Clear", 0]], -1, (v) => { told.sequences[1] = v ? [...told.sequences[1], v] : []; }, redraw));
    }
    // Sets are never equal, there being but four cards of a rank: no "Equal" for them.
    const setsWho = [[elder, 0], [younger, 1], ["None", null]];
    rows.push(choiceRow("Quatorzes and trios", setsWho, told.sets[0], (v) => { told.sets = [v, []]; }, redraw));
    if (told.sets[0] !== null) {
      rows.push(el("p", {}, `Scored: ${told.sets[1].map(([r, n]) => setWords(r, n)).join(", ") || "none yet"}`));
      const sets = [4, 3].flatMap((n) => RANKS.map(([r]) => [setWords(r, n), `${r}:${n}`]));
      rows.push(choiceRow("Add each set", [...sets, ["Clear", ""]], -1, (v) => {
        const kept = told.sets[1].filter(([r]) => `${r}` !== v.split(":")[0]);
        told.sets[1] = v ? [...kept, v.split(":").map(Number)] : [];
      }, redraw));
    }
    // Hands playing short (Laws 14, 17, 29), one or both: the tricks played are told; salon
    // counts the cards the hand left holding some could not play to.
    const names = [elder, younger];
    for (const short of told.short) {
      rows.push(choiceRow(`How many cards does ${names[short[0]]} hold?`, HELD.map((n) => [WORDS[n], 12 - n]), short[1], (v) => { short[1] = v; }, redraw));
    }
    const held = [0, 1].map((role) => 12 - told.short.filter(([hand]) => hand === role).reduce((sum, [, without]) => sum + without, 0));
    const played = Math.min(...held);
    if (told.short.length) {
      const won = Math.min(told.play[1][0], played);
      told.play[1] = [won, played - won];
    }
    const fewer = held[0] === held[1] ? null : held.indexOf(played);
    const law29 = fewer === null
      ? "Both hands held as many cards: every card was played to, and the last trick played is the last."
      : `The cards ${names[fewer]} could not play to count to ${names[1 - fewer]} as tricks, the last of them as the last trick: tell only the tricks played.`;
    const of = played === 12 ? "" : ` of the ${WORDS[played]} played`;
    rows.push(el("fieldset", {}, el("legend", {}, "The play"),
      ...(told.short.length ? [el("p", {}, law29)] : []),
      numberField(`${elder}'s points in play${of}`, told.play[0][0], 0, 34, (v) => { told.play[0][0] = v; }),
      numberField(`${younger}'s points in play${of}`, told.play[0][1], 0, 34, (v) => { told.play[0][1] = v; }),
      numberField(`Tricks won by ${elder}${of}`, told.play[1][0], 0, played, (v) => { told.play[1] = [v, played - v]; })));
    return rows;
  },
  /** The count, line by line, in the deal's order (elder's and younger's ``names``); the
   * points in the card's own order of columns, so they read as they will be written. */
  count: (answer, names, state) => {
    const points = new Map(names.map((name, role) => [name, answer.count.points[role]]));
    const carded = (state?.card?.names ?? []).filter((name) => points.has(name));
    const columns = carded.length === names.length ? carded : names;
    return [
      el("ul", {}, ...answer.count.lines.map((l) => el("li", {}, `${names[l.role]}: ${l.words}, ${l.points}`))),
      el("p", {}, `${columns.map((name) => `${name} ${points.get(name)}`).join(", ")}.`)];
  },
  card(state) {
    const n = state.card.names;
    return [el("table", { className: "score-card" },
      el("thead", {}, el("tr", {}, el("th", {}, "Deal, dealer"), el("th", {}, n[0]), el("th", {}, n[1]))),
      el("tbody", {}, ...state.rows.map((r) => el("tr", {}, el("td", {}, `${r.number}, ${n[r.dealer]}`), el("td", {}, String(r.points[0])), el("td", {}, String(r.points[1]))))),
      el("tfoot", {}, el("tr", {}, el("th", {}, "Totals"), el("th", {}, String(state.totals[0])), el("th", {}, String(state.totals[1]))))),
    el("p", { id: "standing" }, state.standing)];
  },
};
