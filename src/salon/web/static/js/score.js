// The scorer of a Piquet partie played with real cards: the card is kept on this device and
// posted back whole with each deal told; the server checks and counts (docs/web.md).
import { csrfToken, showAccountLink } from "./account-api.js";

const KEY = "salon:score:piquet";
const SEQUENCES = ["tierce", "quart", "quint", "sixième", "septième", "huitième"];
const RANKS = [[14, "aces"], [13, "kings"], [12, "queens"], [11, "knaves"], [10, "tens"]];
const $ = (id) => document.getElementById(id);

let state = null; // the server's answer for the card: {card, rows, totals, standing, over, next}
let told = null; // the deal being told
let again = false; // telling the last deal again
let umpire = null;

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "on") node.addEventListener("click", v);
    else if (k in node) node[k] = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

async function post(url, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-csrf-token": csrfToken() },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(typeof answer.detail === "string" ? answer.detail : "the request was refused");
  return answer;
}

function fail(error) { $("page-error").textContent = error ? `${error.message}`.replace(/^./, (c) => c.toUpperCase()) : ""; }

function fresh(penalty = null) {
  return { carte_blanche: [false, false], point: [null, 0, null], sequences: [null, []], sets: [null, []],
    play: [[0, 0], [6, 6]], elder_thirty_first: null, reckons_nothing: penalty };
}

function names() {
  const n = state.card.names, roles = again ? lastRoles() : [state.next.elder, state.next.younger];
  return [n[roles[0]], n[roles[1]]];
}
const lastRoles = () => [state.next.younger, state.next.elder]; // the dealer alternates

function choiceRow(legend, options, chosen, pick) {
  const row = el("fieldset", { className: "score-row" }, el("legend", {}, legend));
  options.forEach(([label, value]) => row.append(el("button", {
    type: "button", "aria-pressed": String(chosen === value), on: () => { pick(value); drawDeal(); },
  }, label)));
  return row;
}

function numberField(label, value, least, most, set) {
  const input = el("input", { type: "number", inputMode: "numeric", min: least, max: most, value });
  input.addEventListener("change", () => set(Number(input.value)));
  return el("label", { className: "field" }, label, " ", input);
}

function drawDeal() {
  const [elder, younger] = names(), form = $("deal");
  const who = [[elder, 0], [younger, 1], ["Equal or none", null]];
  const number = again ? state.next.number - 1 : state.next.number;
  form.replaceChildren(el("h2", {}, `${again ? "Deal " + number + " told again" : "Deal " + number}: ${younger} deals, ${elder} is elder`));
  if (told.reckons_nothing !== null) form.append(el("p", {}, `${[elder, younger][told.reckons_nothing]} reckons nothing this deal; his cards still bar.`));
  const blanche = told.carte_blanche.indexOf(true);
  form.append(choiceRow("Carte blanche", [["None", -1], [elder, 0], [younger, 1]], blanche, (v) => { told.carte_blanche = [v === 0, v === 1]; }));
  form.append(choiceRow("The point", who, told.point[0], (v) => { told.point = [v, v === null ? 0 : told.point[1] || 5, told.point[2]]; }));
  if (told.point[0] !== null) {
    form.append(choiceRow("Of how many cards?", [3, 4, 5, 6, 7, 8].map((n) => [String(n), n]), told.point[1], (v) => { told.point[1] = v; }));
    form.append(numberField("Making (if said)", told.point[2] ?? "", 0, 90, (v) => { told.point[2] = v || null; }));
  }
  form.append(choiceRow("Sequences", who, told.sequences[0], (v) => { told.sequences = [v, []]; }));
  if (told.sequences[0] !== null) {
    const words = told.sequences[1].map((n) => SEQUENCES[n - 3]).join(", ") || "none yet";
    form.append(el("p", {}, `Scored: ${words}`));
    form.append(choiceRow("Add each sequence", [...SEQUENCES.map((w, i) => [w, i + 3]), ["Clear", 0]], -1, (v) => { told.sequences[1] = v ? [...told.sequences[1], v] : []; }));
  }
  form.append(choiceRow("Quatorzes and trios", who, told.sets[0], (v) => { told.sets = [v, []]; }));
  if (told.sets[0] !== null) {
    const words = told.sets[1].map(([r, n]) => `${n === 4 ? "fourteen" : "three"} ${RANKS.find((x) => x[0] === r)[1]}`).join(", ") || "none yet";
    form.append(el("p", {}, `Scored: ${words}`));
    const sets = [4, 3].flatMap((n) => RANKS.map(([r, w]) => [`${n === 4 ? "fourteen" : "three"} ${w}`, `${r}:${n}`]));
    form.append(choiceRow("Add each set", [...sets, ["Clear", ""]], -1, (v) => {
      const kept = told.sets[1].filter(([r]) => `${r}` !== v.split(":")[0]);
      told.sets[1] = v ? [...kept, v.split(":").map(Number)] : [];
    }));
  }
  form.append(el("fieldset", {}, el("legend", {}, "The play"),
    numberField(`${elder}'s points in play`, told.play[0][0], 0, 34, (v) => { told.play[0][0] = v; }),
    numberField(`${younger}'s points in play`, told.play[0][1], 0, 34, (v) => { told.play[0][1] = v; }),
    numberField(`Tricks won by ${elder}`, told.play[1][0], 0, 12, (v) => { told.play[1] = [v, 12 - v]; })));
  form.append(el("div", { className: "score-actions" },
    el("button", { type: "button", className: "primary", on: () => count(false) }, "Count it"),
    el("button", { type: "button", on: openUmpire }, "Something went wrong"),
    ...(state.rows.length && !again ? [el("button", { type: "button", on: () => { again = true; told = fresh(); drawDeal(); } }, "Tell the last deal again")] : [])));
  form.append(el("div", { id: "count" }));
  form.hidden = false;
}

async function count(write) {
  fail(null);
  try {
    const answer = await post("/api/score/piquet/tell", { card: state.card, deal: told, write, again });
    if (answer.question) return askThirty();
    if (write) return written(answer);
    const [elder, younger] = names();
    const shown = el("div", { className: "score-count", id: "count" }, el("h3", {}, "The count"),
      el("ul", {}, ...answer.count.lines.map((l) => el("li", {}, `${[elder, younger][l.role]}: ${l.words}, ${l.points}`))),
      el("p", {}, `${elder} ${answer.count.points[0]}, ${younger} ${answer.count.points[1]}.`),
      el("button", { type: "button", className: "primary", on: () => count(true) }, "Write it on the card"));
    $("count").replaceWith(shown);
    shown.querySelector("button").focus();
  } catch (error) { fail(error); }
}

function askThirty() {
  const [elder, younger] = names();
  $("count").replaceWith(el("div", { className: "score-count", id: "count" },
    choiceRow(`Did ${elder} reach thirty before ${younger} scored in play?`, [["Yes", true], ["No", false]], null, (v) => { told.elder_thirty_first = v; })));
}

function written(answer) {
  state = answer; again = false; told = fresh();
  localStorage.setItem(KEY, JSON.stringify(state.card));
  drawCard();
}

function drawCard() {
  const n = state.card.names, card = $("card");
  card.replaceChildren(el("h2", {}, "The card"), el("table", { className: "score-card" },
    el("thead", {}, el("tr", {}, el("th", {}, "Deal, dealer"), el("th", {}, n[0]), el("th", {}, n[1]))),
    el("tbody", {}, ...state.rows.map((r) => el("tr", {}, el("td", {}, `${r.number}, ${n[r.dealer]}`), el("td", {}, String(r.points[0])), el("td", {}, String(r.points[1]))))),
    el("tfoot", {}, el("tr", {}, el("th", {}, "Totals"), el("th", {}, String(state.totals[0])), el("th", {}, String(state.totals[1]))))),
  el("p", { id: "standing" }, state.standing),
  el("button", { type: "button", on: () => { if (confirm("Begin a new partie? This card will be forgotten.")) { localStorage.removeItem(KEY); location.reload(); } } }, "A new partie"));
  card.hidden = false;
  $("umpire").hidden = true;
  if (state.over && !again) $("deal").hidden = true; else drawDeal();
}

async function openUmpire() {
  umpire = umpire ?? await (await fetch("/api/score/piquet/umpire")).json();
  const box = $("umpire");
  box.replaceChildren(el("h2", {}, "Something went wrong: when?"),
    ...umpire.moments.map((m) => el("button", { type: "button", on: () => drawMoment(m) }, m.moment)),
    el("button", { type: "button", on: () => { box.hidden = true; } }, "Never mind"));
  box.className = "score-row"; box.hidden = false; $("deal").hidden = true;
  box.querySelector("button").focus();
}

function drawMoment(moment) {
  const box = $("umpire");
  box.replaceChildren(el("h2", {}, `In ${moment.moment}: what happened?`),
    ...moment.mishaps.map((m) => el("button", { type: "button", on: () => drawRuling(m) }, m.words)),
    el("button", { type: "button", on: openUmpire }, "Back"));
  box.querySelector("button").focus();
}

function drawRuling(mishap) {
  const [elder, younger] = names(), box = $("umpire");
  const apply = (choice, offender) => {
    box.hidden = true; again = false;
    told = fresh(choice.effect === "RECKONS_NOTHING" ? offender : null);
    drawDeal();
    $("deal").prepend(el("p", { className: "ruling", id: "ruling" }, `${choice.words}: ${choice.says}. Tell the deal from its start.`));
  };
  box.replaceChildren(el("h2", {}, mishap.words.replace(/^./, (c) => c.toUpperCase())),
    el("p", { className: "law" }, `Law ${mishap.law} of ${umpire.code}: “${mishap.law_words}”`),
    el("p", {}, mishap.ruling),
    ...(mishap.chooser ? [el("p", {}, `The choice is ${mishap.chooser}'s.`)] : []));
  for (const choice of mishap.choices) {
    if (choice.effect === "RECKONS_NOTHING" && mishap.offender) {
      [elder, younger].forEach((name, role) => box.append(el("button", { type: "button", on: () => apply(choice, role) }, `${name} reckons nothing this deal`)));
    } else box.append(el("button", { type: "button", on: () => apply(choice, null) }, choice.words));
  }
  box.append(el("button", { type: "button", on: openUmpire }, "Back"));
  box.querySelector("button").focus();
}

async function begin(event) {
  event.preventDefault();
  const form = event.target;
  try {
    const answer = await post("/api/score/piquet/start", { names: [form.a.value, form.b.value], first_dealer: Number(form.first.value) });
    form.hidden = true;
    written(answer);
  } catch (error) { fail(error); }
}

async function resume() {
  showAccountLink($("account-link"));
  $("start").addEventListener("submit", begin);
  const kept = localStorage.getItem(KEY);
  if (!kept) { $("start").hidden = false; return; }
  try {
    // Nothing is told: the card is read and checked again, and comes back with its rows.
    const answer = await post("/api/score/piquet/card", { card: JSON.parse(kept) });
    written(answer);
  } catch (error) { fail(error); $("start").hidden = false; }
}

resume();
