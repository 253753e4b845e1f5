// The home page's "Play someone" panel: who is online, the games offered (seeks and
// challenges), "Play someone now", one's own offers, and the "Your turn" list with its badge.
import { $, describe, el, getJSON, postJSON, profileLink } from "./dom.js";
import { comeBackHere } from "./account-api.js";
import { GAMES, goToTable, takenSince, watchOwnOffers } from "./offers.js";
import { saveSeat } from "./seats.js";
import { onSeeksChanged } from "./seeks-feed.js";

// The seeks' feed tells the page of every seek offered, taken or closed as it happens; the
// poll brings the rest (the "Your turn" list, who is online, another server's seeks).
const REFRESH_MS = 5000;
const ANSWERED_SHOWN = 3;
// A live bank gains a tenth of its start at the end of each turn, never above its start
// (salon.web.play.clock; an offer listed carries its own gain, ``refill``).
const refillWords = (seconds) => (seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`);
const LIVE = [180, 300, 600].map((base) => [base, `${base / 60} minutes, + ${refillWords(base / 10)} a move`]);
const TURN = [[1, "1 day"], [3, "3 days"], [7, "7 days"]];

const pace = (s) => (s.pace === "turn" ? `${s.time} day${s.time > 1 ? "s" : ""} a move`
  : `live, ${Math.round(s.time / 60)} min + ${refillWords(s.refill)} a move`);
const range = (s) => (s.low === null && s.high === null ? "" : ` · for ${s.low ?? 0}–${s.high ?? "any"}`);
const describeSeek = (s) => `${GAMES[s.game] ?? s.game}${s.rules_words ? ` (${s.rules_words})` : ""} · ${pace(s)} · ${s.rated ? "rated" : "casual"}${range(s)}`;

function until(seconds) {
  if (seconds <= 0) return "(your time has run out)";
  const left = seconds;
  if (left >= 86400) return `${Math.floor(left / 86400)} d ${Math.floor((left % 86400) / 3600)} h left`;
  if (left >= 3600) return `${Math.floor(left / 3600)} h ${Math.floor((left % 3600) / 60)} min left`;
  return `${Math.floor(left / 60)}:${String(Math.floor(left % 60)).padStart(2, "0")} left`;
}

/** Sit at a table the server made for us (a seek taken), remembered on this device. */
async function sitAt(answer) {
  if (answer?.table) {
    saveSeat(answer.table, { seat: answer.seat, token: answer.token });
    location.hash = `#/t/${answer.table}`;
  }
}

function say(text) { $("seek-error").textContent = text; }

async function send(url, body, then) {
  const { ok, body: answer } = await postJSON(url, body);
  if (!ok) { say(describe(answer)); return; }
  say("");
  if (then) await then(answer);
  await refresh();
}

/** A player's name, linked to his profile (his ratings, his games, a challenge to him)
 * where it is public. */
let publicProfiles = new Set();
const nameLink = (who) => (publicProfiles.has(who) ? profileLink(who) : who);

function seekItem(seek, buttons) {
  return el("li", { class: "entry seek" },
    el("span", { class: "who" }, nameLink(seek.player),
      ` (${seek.rating}${seek.provisional ? ", provisional" : ""})${seek.to ? " challenges you" : ""}`),
    el("span", { class: "what", text: describeSeek(seek) }), ...buttons);
}

// What became of one's own offer, in its row.
const OFFER_STATES = {
  open: () => "waiting",
  taken: (s) => `accepted by ${s.taken_by ?? "a player"}`,
  declined: (s) => `declined${s.to ? ` by ${s.to}` : ""}`,
  withdrawn: () => "withdrawn",
};

// One's offers seen waiting on this page: one accepted meanwhile takes the player to its
// table, as his clock may already be running there.
let waiting = null;
function goWhereAccepted(mine) {
  let taken;
  [taken, waiting] = takenSince(waiting, mine);
  if (taken.length && !$("lobby").hidden) goToTable(taken[0].table);
}

function render(lobby) {
  const signedIn = lobby.account !== false;
  publicProfiles = new Set(lobby.profiles ?? []);
  const online = lobby.online_names.flatMap((who, i) => [i ? ", " : ": ", nameLink(who)]);
  $("online").replaceChildren(`${lobby.online} online`, ...online);
  const counts = Object.entries(GAMES).map(([game, title]) => `${title}: ${lobby.seeking[game] ?? 0} seeking`);
  $("seeking").textContent = counts.join(" · ");
  $("seek-form").hidden = !signedIn;
  $("seek-form-title").hidden = !signedIn;
  $("seek-sign-in").hidden = signedIn;
  comeBackHere($("seek-sign-in").querySelector("a"));
  // Playing someone now needs an account: signed out, the sign-in line stands in its place.
  for (const quick of document.querySelectorAll("#play-someone .quick")) quick.hidden = !signedIn;
  const take = (s) => el("button", { type: "button", text: s.to ? "Accept" : "Play",
    onclick: () => send(`/api/play/seeks/${s.id}/take`, {}, sitAt) });
  const decline = (s) => (s.to ? el("button", { type: "button", class: "quiet", text: "Decline",
    onclick: () => send(`/api/play/seeks/${s.id}/decline`, {}) }) : null);
  $("seeks").replaceChildren(...(lobby.seeks.length ? lobby.seeks.map((s) => seekItem(s, [take(s), decline(s)]))
    : [el("li", { class: "empty", text: "No game offered to you just now." })]));
  // Open offers, and the last few answered: older ones are found among one's games.
  const shownOffers = [...lobby.mine.filter((s) => s.state === "open"),
    ...lobby.mine.filter((s) => s.state !== "open").slice(-ANSWERED_SHOWN)];
  $("my-seeks-title").hidden = shownOffers.length === 0;
  $("my-seeks").replaceChildren(...shownOffers.map((s) => {
    const label = `${describeSeek(s)}${s.to ? ` · challenge to ${s.to}` : ""} · ${OFFER_STATES[s.state]?.(s) ?? s.state}`;
    const button = s.state === "open"
      ? el("button", { type: "button", class: "quiet", text: "Withdraw", onclick: () => send(`/api/play/seeks/${s.id}/withdraw`, {}) })
      : s.table ? el("button", { type: "button", text: "Go to the table", onclick: () => goToTable(s.table) }) : "";
    return el("li", { class: "entry seek" }, el("span", { class: "what", text: label }), button);
  }));
  goWhereAccepted(lobby.mine);
  const turns = lobby.turns;
  $("turn-badge").textContent = String(turns.length);
  $("turn-badge").hidden = turns.length === 0;
  $("your-turn").replaceChildren(...(turns.length ? turns.map((t) => el("li", { class: "entry" },
    el("button", { type: "button", class: "link", text: `${t.title}${t.against ? ` against ${t.against}` : ""} — your turn`, onclick: () => goToTable(t.table) }),
    " ", el("span", { class: "deadline", text: until(t.left) })))
    : [el("li", { class: "empty", text: "No game with a clock waits for you." })]));
}

let signedIn = true;

/** The player a player's page sent here to be challenged (``/?challenge=NAME``), once. */
let challengeAsked = null;

/** The form opened with the challenged player's name filled in, its other terms as they
 * stand: the player offers it as it is, or changes them first. */
function fillChallenge() {
  if (!challengeAsked || !signedIn) return;
  const input = $("seek-form").elements.to;
  input.value = challengeAsked;
  challengeAsked = null;
  input.scrollIntoView({ block: "center" });
  input.focus();
}

// Asks may overlap (the feed's and the poll's): an answer older than the one shown is dropped.
let asked = 0;
let shown = 0;

async function refresh() {
  const ask = ++asked;
  const lobby = await getJSON("/api/play/lobby");
  const account = await getJSON("/api/account");
  if (ask < shown) return;
  shown = ask;
  signedIn = Boolean(account?.account);
  if (lobby) render({ ...lobby, account: signedIn });
  fillChallenge();
  // An offer waiting is watched from the other pages too, once the player leaves this one.
  if (lobby?.mine?.some((s) => s.state === "open")) watchOwnOffers();
}

function fillTimes() {
  const form = $("seek-form");
  const choices = form.elements.pace.value === "turn" ? TURN : LIVE;
  form.elements.time.replaceChildren(...choices.map(([value, text]) => el("option", { value, text })));
  if (form.elements.pace.value === "live") form.elements.time.value = "300";
}

/** The rules an offer may name: the chosen game's presets, as the new-table form lists them
 * (the first, the game's usual rules, sent as nothing). */
let presets = null;
async function fillRules() {
  const form = $("seek-form");
  presets ??= getJSON("/api/games").then((answer) => answer?.games ?? []);
  const game = (await presets).find((g) => g.name === form.elements.game.value);
  const [usual, ...others] = game?.presets ?? [];
  form.elements.rules.replaceChildren(
    el("option", { value: "", text: usual ? `${usual.title} (the usual rules)` : "The usual rules" }),
    ...others.map((preset) => el("option", { value: preset.name, text: preset.title })));
}

function offer(event) {
  event.preventDefault();
  const form = event.target;
  const number = (name) => (form.elements[name].value === "" ? null : Number(form.elements[name].value));
  const to = form.elements.to.value.trim();
  send("/api/play/seeks", { game: form.elements.game.value, rules: form.elements.rules.value,
    pace: form.elements.pace.value,
    time: Number(form.elements.time.value), rated: form.elements.rated.checked,
    low: number("low"), high: number("high"), ...(to ? { to } : {}) });
}

/** Set up the panel once; returns the function that stops its refreshing. */
export function watchSeeks() {
  waiting = null;
  const asked = new URLSearchParams(location.search).get("challenge");
  if (asked) {
    challengeAsked = asked.slice(0, 40);
    history.replaceState(history.state, "", `${location.pathname}${location.hash}`);
  }
  const form = $("seek-form");
  if (!form.dataset.ready) {
    form.dataset.ready = "1";
    form.elements.pace.addEventListener("change", fillTimes);
    form.elements.game.addEventListener("change", fillRules);
    form.addEventListener("submit", offer);
    for (const button of document.querySelectorAll("[data-quick]")) {
      button.addEventListener("click", () => send("/api/play/quick", { game: button.dataset.quick }, sitAt));
    }
    fillTimes();
    fillRules();
  }
  refresh();
  const timer = setInterval(() => { if (!document.hidden) refresh(); }, REFRESH_MS);
  // Hidden, the page is still told when its own offer is accepted: its clock may be running.
  const stopFeed = onSeeksChanged(() => { if (!document.hidden || waiting?.size) refresh(); });
  const shownAgain = () => { if (!document.hidden) refresh(); };
  document.addEventListener("visibilitychange", shownAgain);
  return () => {
    clearInterval(timer);
    stopFeed();
    document.removeEventListener("visibilitychange", shownAgain);
    waiting = null;
  };
}
