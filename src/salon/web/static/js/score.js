// The scorer of a game played with real cards: the card is kept on this device and posted
// back whole with each deal told; the server checks and counts (docs/web.md, "/score").
import { accountRequest, showAccountLink, whoAmI } from "./account-api.js";
import { el, post, capital, choiceRow } from "./score-tools.js";
import { piquet } from "./score-piquet.js";
import { ecarte } from "./score-ecarte.js";
import { chouette } from "./score-chouette.js";
import { pool, french } from "./score-tables.js";

const KEY = "salon:score";
const DRAFT = "salon:score:draft"; // the deal being told, kept as it is filled in
const GAMES = { piquet, ecarte, chouette, pool, french };
const $ = (id) => document.getElementById(id);

let game = piquet;
let state = null; // the server's answer for the card
let told = null; // the deal being told
let again = false; // telling the last deal again
let account = null; // the signed-in account, which keeps the card for another device
let ruling = ""; // what the umpire's ruling says of the deal being told, until it is written
const umpires = {};

const api = (what) => `/api/score/${game.name}/${what}`;
const fail = (error) => { $("page-error").textContent = error ? capital(error.message) : ""; };
// A deal out of turn (Law 11, found late) was dealt by the other player: the roles change.
const names = () => {
  const seats = game.seats(state, again);
  return (told?.out_of_turn ? [...seats].reverse() : seats).map((seat) => state.card.names[seat]);
};

/** The deal being told, kept on this device as each answer is given: a page reloaded, or a
 * phone that slept, finds it as it was left. */
function keepDraft() {
  // Only a card of deals told one by one (Piquet, Écarté): the tables for three keep theirs.
  if (game.draw || !Array.isArray(state?.card?.deals)) return;
  localStorage.setItem(DRAFT, JSON.stringify({ game: game.name, deals: state.card.deals.length, again, told }));
}

/** The deal left half told at this card, if any. */
function draftOf(card) {
  try {
    const draft = JSON.parse(localStorage.getItem(DRAFT) ?? "null");
    return draft && draft.game === game.name && draft.deals === card.deals.length ? draft : null;
  } catch { return null; }
}

function drawDeal() {
  keepDraft();
  const form = $("deal"), number = game.number ? game.number(state, again) : state.next.number - (again ? 1 : 0);
  const mayAgain = game.mayAgain ? game.mayAgain(state) : state.card.deals.length > 0;
  form.replaceChildren(...(ruling ? [el("p", { className: "ruling", id: "ruling" }, ruling)] : []),
    el("h2", {}, `Deal ${number}${again ? " told again" : ""}: ${game.heading(names())}`),
    ...game.fields(told, names(), drawDeal, game.kingMakesGame?.(state, again)),
    el("div", { className: "score-actions" },
      el("button", { type: "button", className: "primary", on: () => count(false) }, "Count it"),
      el("button", { type: "button", on: openUmpire }, "Something went wrong"),
      ...(mayAgain && !again ? [el("button", { type: "button", on: tellAgain }, "Tell the last deal again")] : [])),
    el("div", { id: "count" }));
  form.hidden = false;
}

function tellAgain() {
  again = true; told = game.fresh(); ruling = ""; drawDeal();
}

async function count(write) {
  fail(null);
  try {
    const answer = await post(api("tell"), { card: state.card, deal: told, write, again });
    if (answer.question) return askThirty();
    if (write) { localStorage.removeItem(DRAFT); return written(answer); }
    const shown = el("div", { className: "score-count", id: "count" }, el("h3", {}, "The count"),
      ...game.count(answer, names(), state),
      el("button", { type: "button", className: "primary", on: () => count(true) }, "Write it on the card"));
    $("count").replaceWith(shown);
    shown.querySelector("button").focus();
  } catch (error) { fail(error); }
}

function askThirty() {
  const [elder, younger] = names();
  const row = el("fieldset", { className: "score-row" }, el("legend", {}, `Did ${elder} reach thirty before ${younger} scored in play?`),
    ...[["Yes", true], ["No", false]].map(([label, value]) => el("button", { type: "button", on: () => { told.elder_thirty_first = value; count(false); } }, label)));
  $("count").replaceWith(el("div", { className: "score-count", id: "count" }, row));
}

function written(answer) {
  const draft = game.draw ? null : draftOf(answer.card);
  state = answer; again = draft?.again ?? false; told = draft?.told ?? game.fresh(); ruling = "";
  localStorage.setItem(KEY, JSON.stringify(state.card));
  if (account) accountRequest("/api/score/kept", { card: state.card });
  $("page-title").textContent = `The scoring card: ${game.title} with real cards`;
  $("card").replaceChildren(el("h2", {}, "The card"), ...game.card(state),
    ...(game.name === "piquet" ? [el("button", { type: "button", on: giveRecord }, "The record")] : []),
    el("button", { type: "button", on: forget }, "A new game"));
  $("card").hidden = false;
  $("umpire").hidden = true;
  if (state.over) $("deal").hidden = true;
  else if (game.draw) game.draw(state, $("deal"), { post: (what, body) => post(api(what), body), written, fail, tellDeals: drawDeal, tellAgain });
  else drawDeal();
}

async function forget() {
  if (!confirm("Begin a new game? This card will be forgotten.")) return;
  localStorage.removeItem(KEY);
  localStorage.removeItem(DRAFT);
  if (account) await accountRequest("/api/score/kept/forget", {});
  location.reload();
}

/** The partie as a record in salon's notation (``salon replay`` checks it), as a file. */
async function giveRecord() {
  try {
    const { record } = await post(api("record"), { card: state.card });
    const link = el("a", { href: URL.createObjectURL(new Blob([record], { type: "text/plain" })), download: "partie.txt" });
    link.click();
    URL.revokeObjectURL(link.href);
  } catch (error) { fail(error); }
}

async function openUmpire() {
  umpires[game.name] ??= await (await fetch(api("umpire"))).json();
  const box = $("umpire");
  box.replaceChildren(el("h2", {}, "Something went wrong: when?"),
    choices(umpires[game.name].moments.map((m) => [capital(m.moment), () => drawMoment(m)])),
    el("div", { className: "score-actions" }, el("button", { type: "button", on: () => { box.hidden = true; drawDeal(); } }, "Never mind")));
  box.hidden = false; $("deal").hidden = true;
  box.querySelector("button").focus();
}

function drawMoment(moment) {
  const box = $("umpire");
  box.replaceChildren(el("h2", {}, `In ${moment.moment}: what happened?`),
    choices(moment.mishaps.map((m) => [capital(m.words), () => drawRuling(m)])),
    el("div", { className: "score-actions" }, el("button", { type: "button", on: openUmpire }, "Back")));
  box.querySelector("button").focus();
}

/** The umpire's question answered by one touch: a list of buttons of one width, in columns. */
function choices(options) {
  return el("div", { className: "umpire-choices" }, ...options.map(([words, on]) => el("button", { type: "button", on }, words)));
}

// The offender's adversary, once the offender is named, has the choice by his name.
const chooser = (mishap, players, offender) => (mishap.chooser_is_adversary && offender !== null ? players[1 - offender] : mishap.chooser);

function drawRuling(mishap, offender = null) {
  const box = $("umpire"), players = names();
  // The server says what the choice does, as the terminal's scorer applies it.
  const apply = async (choice) => {
    fail(null);
    try {
      // The rulings already made in this deal stand (the hands short, the deal out of turn,
      // who reckons nothing) unless this one makes it a fresh deal: the server says which.
      const standing = !again && told ? game.standing?.(told) ?? {} : {};
      const ruled = await post(api("ruling"), { mishap: mishap.key, choice: mishap.choices.indexOf(choice), offender: choice.offender ? offender : null, names: players, ...standing });
      box.hidden = true; again = false;
      told = game.fresh(ruled.deal);
      ruling = `${ruled.says} Tell the deal from its start.`;
      drawDeal();
    } catch (error) { fail(error); }
  };
  box.replaceChildren(el("h2", {}, capital(mishap.words)),
    el("p", { className: "law" }, `Law ${mishap.law} of ${umpires[game.name].code}: “${mishap.law_words}”`),
    el("p", {}, mishap.ruling),
    ...(mishap.chooser ? [el("p", {}, `${capital(chooser(mishap, players, offender))} chooses.`)] : []));
  // Who the law speaks of is asked first: a choice may fall on him.
  const asks = mishap.choices.some((choice) => choice.offender);
  if (asks) box.append(choiceRow(mishap.who, players.map((name, role) => [name, role]), offender, (role) => { offender = role; }, () => drawRuling(mishap, offender)));
  // A choice that falls on the offender is said of him by name ("Bob reckons nothing…").
  const said = (choice) => (choice.named && offender !== null ? choice.named.replace("{offender}", players[offender]) : choice.words);
  if (!asks || offender !== null) box.append(choices(mishap.choices.map((choice) => [said(choice), () => apply(choice)])));
  box.append(el("div", { className: "score-actions" }, el("button", { type: "button", on: openUmpire }, "Back")));
  (box.querySelector(".umpire-choices button") ?? box.querySelector("button")).focus();
}

async function begin(event) {
  event.preventDefault();
  const form = event.target;
  game = GAMES[form.game.value];
  try {
    const body = game.start ? game.start(form) : { names: [form.a.value, form.b.value], first_dealer: Number(form.first.value) };
    const answer = await post(api("start"), body);
    form.hidden = true;
    written(answer);
  } catch (error) { fail(error); }
}

async function resume() {
  showAccountLink($("account-link"));
  $("start").addEventListener("submit", begin);
  for (const each of Object.values(GAMES)) each.prepare?.($("start"));
  // Each game's own questions: three players at chouette and the pools, who cut at chouette,
  // who deals first at two, the stake and the gallery at the pools.
  $("start").addEventListener("change", () => {
    const chosen = $("start").game.value;
    for (const node of $("start").querySelectorAll("[data-for]")) node.hidden = !node.dataset.for.split(" ").includes(chosen);
    // The third player is asked for only where three play.
    $("start").c.required = !$("start").c.closest("[data-for]").hidden;
  });
  account = await whoAmI().catch(() => null);
  // A signed-in scorer is most often one of the players.
  if (account && !$("start").a.value) $("start").a.value = account.name;
  // The account's card (kept from any device) before this device's own.
  const fromAccount = account ? (await accountRequest("/api/score/kept")).body?.card : null;
  const kept = fromAccount ? JSON.stringify(fromAccount) : localStorage.getItem(KEY);
  if (!kept) { $("start").hidden = false; return; }
  try {
    const card = JSON.parse(kept);
    game = GAMES[card.game] ?? piquet;
    // Nothing is told: the card is read and checked again, and comes back with its rows.
    written(await post(api("card"), { card }));
  } catch (error) { fail(error); $("start").hidden = false; }
}

resume();
