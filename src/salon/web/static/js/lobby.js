// The home page: a new table, my tables, open tables to join, games to watch, games to look back on.
import { $, describe, el, getJSON, postJSON } from "./dom.js";
import { loadSeat, myTables, saveInvite, saveInvites, saveSeat } from "./seats.js";
import { fillSeating, isSession, sessionBody } from "./seating.js";
import { defaultHints, fillRuleOptions, hintsAsked, rulesChosen, showHints, tutorAsked } from "./newtable.js";
import { setTutor, tutorPreferred } from "./tutor.js";
import { showAccountLink, whoAmI } from "./account-api.js";

const REFRESH_MS = 10000;  // docs/web.md: a page polls the lobby sparingly

let games = null;


const option = (name, value, title, text, checked) => el("label", { class: "option" },
  el("input", { type: "radio", name, value, checked }),
  el("span", { class: "option-name", text: title }),
  text ? el("span", { class: "option-text", text }) : "");

/** The rules presets and the computer players of the chosen game, each with its line. */
function fillPresets() {
  const form = $("new-table");
  const chosen = new FormData(form).get("game") ?? "piquet";
  const game = games.find((g) => g.name === chosen) ?? games[0];
  fillSeating(game, option);
  showHints(isSession(game));
  if (isSession(game)) return;
  fillRuleOptions(game);
  const opponent = new FormData(form).get("opponent") ?? "thumb";
  $("presets").replaceChildren(el("legend", { text: "The rules" }), ...game.presets.map((preset, i) =>
    option("preset", preset.name, preset.title, preset.text, i === 0)));
  const computers = game.computers;
  const keep = computers.some((c) => c.name === opponent) || opponent === "friend" ? opponent : "thumb";
  $("opponents").replaceChildren(el("legend", { text: "Your adversary" }),
    ...computers.map((c) => option("opponent", c.name, c.title, c.text, c.name === keep)),
    option("opponent", "friend", "A friend", "You are given a link to send.", keep === "friend"));
  showHints(false);
}

async function createTable(event) {
  event.preventDefault();
  const form = new FormData(event.target);
  const game = games.find((g) => g.name === form.get("game"));
  let body;
  if (isSession(game)) {
    const made = sessionBody(game, event.target, form);
    if (made.error) { $("lobby-error").textContent = made.error; return; }
    body = made.body;
  } else {
    const rules = rulesChosen(form.get("preset"));
    body = { name: form.get("name"), game: form.get("game"), opponent: form.get("opponent"), rules };
    if (hintsAsked() || tutorAsked()) body.hints = true;
    if (form.get("opponent") === "friend" && form.get("listed")) body.listed = true;
    if (form.get("opponent") === "friend" && form.get("rated")) body.rated = true;
  }
  const { ok, body: answer } = await postJSON("/api/tables", body);
  if (!ok) { $("lobby-error").textContent = describe(answer); return; }
  localStorage.setItem("salon:name", form.get("name"));
  saveSeat(answer.table, { seat: answer.seat, token: answer.token });
  if (!isSession(game) && !$("tutor-choice").hidden) {
    await tutorPreferred();
    setTutor(answer.table, tutorAsked());
  }
  if (answer.invite) saveInvite(answer.table, answer.invite);
  if (answer.invites?.length) saveInvites(answer.table, answer.invites);
  location.hash = `#/t/${answer.table}`;
}

function tableEntry(entry, { link, action }) {
  const all = entry.names ?? [];
  const names = all.length > 2 ? `${all.slice(0, -1).join(", ")} and ${all.at(-1)}` : all.join(" and ");
  const open = entry.seats > 2 && entry.open_seats ? ` — ${entry.open_seats} of ${entry.seats} seats open` : "";
  const said = `${entry.words ?? entry.status ?? ""}${open}`;
  return el("li", { class: action ? "entry with-badge" : "entry" },
    el("a", { href: link, class: "entry-link" },
      el("span", { class: "entry-title", text: `${entry.title ?? entry.game} — ${names || entry.host || "a table"}` }),
      el("span", { class: "entry-text", text: said }),
      entry.rules ? el("span", { class: "entry-rules", text: entry.rules_text ?? entry.rules }) : ""),
    action ?? "");
}

function fillList(id, entries, empty, link, action) {
  $(id).replaceChildren(...(entries.length
    ? entries.map((entry) => tableEntry(entry, { link: link(entry), action: action?.(entry) }))
    : [el("li", { class: "empty", text: empty })]));
}

const HOME_TITLE = document.title;

/** The badge beside "My tables", and the tab's title: how many of them wait for you. */
function showTurnsWaiting(count) {
  const badge = $("my-turns");
  badge.hidden = count === 0;
  badge.textContent = count === 1 ? "1 waits for you" : `${count} wait for you`;
  // Lists asked for before the player left the home page do not retitle the page he went to.
  if (!$("lobby").hidden) document.title = count ? `(${count}) ${HOME_TITLE}` : HOME_TITLE;
}

const mineToAct = (t) => t.to_act !== null && t.to_act !== undefined && t.to_act === loadSeat(t.id)?.seat;

/** One of my tables, with whose turn it is when it is another's: said quietly in its line,
 * so that a game waiting on the adversary does not look forgotten (mine has its badge). */
function withTurn(t) {
  const name = t.status === "playing" && !mineToAct(t) ? t.names?.[t.to_act] : undefined;
  return name ? { ...t, words: `${t.words ? `${t.words} · ` : ""}${name}'s turn` } : t;
}

async function fillLists() {
  const mine = myTables();
  const [summaries, lobby] = await Promise.all([
    mine.length ? getJSON(`/api/tables?ids=${mine.slice(0, 30).join(",")}`) : { tables: [] },
    getJSON("/api/lobby"),
  ]);
  const known = summaries?.tables ?? mine.map((id) => ({ id, title: "A table", status: "" }));
  showTurnsWaiting(known.filter(mineToAct).length);
  fillList("my-tables", known.map(withTurn), "None yet: the tables you sit at are kept here, on this device.",
    (t) => (t.status === "over" ? `#/t/${t.id}/replay` : `#/t/${t.id}`),
    (t) => (mineToAct(t) ? el("span", { class: "entry-badge", text: "Your turn" }) : null));
  const sections = lobby ?? { open: [], playing: [], finished: [] };
  fillList("open-tables", sections.open ?? [], "No table is waiting for a player.",
    (t) => `#/t/${t.id}/sit`);
  // Only listed tables are here: a player who finds none is told where his own games are.
  fillList("playing-tables", sections.playing ?? [], "No listed game is being played. Your own games are under “My tables”.", (t) => `#/t/${t.id}`);
  fillList("finished-tables", sections.finished ?? [], "No listed game has finished yet. Your own games are under “My tables”.", (t) => `#/t/${t.id}/replay`);
}

/** Shows the home page. */
export async function showLobby() {
  if (!games) {
    // Every game: a table for three or more gets its seats and options from js/seating.js.
    games = (await getJSON("/api/games"))?.games ?? [];
    $("games").replaceChildren(...games.map((g, i) => el("label", { class: "option game" },
      el("input", { type: "radio", name: "game", value: g.name, checked: i === 0 }),
      el("span", { class: "option-name", text: g.title }))));
    $("games").addEventListener("change", fillPresets);
    $("games").prepend(el("legend", { text: "The game" }));
    $("new-table").addEventListener("submit", createTable);
    $("jump-someone").addEventListener("click", () => {
      $("play-someone").scrollIntoView({ block: "start" });
      $("someone-title").setAttribute("tabindex", "-1");
      $("someone-title").focus({ preventScroll: true });
    });
    $("opponents").addEventListener("change", () => showHints(false));
    defaultHints();
    fillPresets();
    // A signed-in player who keeps the tutor on finds its box ticked.
    tutorPreferred().then((on) => { if (on) $("new-table").elements.tutor.checked = true; });
    const name = localStorage.getItem("salon:name");
    if (name) $("new-table").elements.name.value = name;
  }
  $("lobby-error").textContent = "";
  const account = await showAccountLink($("account-link"));
  // A signed-in player is known by his account's name, not by one last typed on this device.
  const yourName = $("new-table").elements.name;
  if (account && (!yourName.value || yourName.value === localStorage.getItem("salon:name"))) {
    yourName.value = account.name;
  }
  await fillLists();
}

/** Keeps the lists fresh while the home page is shown; returns a function that stops. */
export function watchLobby() {
  const timer = setInterval(() => { if (!document.hidden) fillLists(); }, REFRESH_MS);
  return () => clearInterval(timer);
}

/** The invitation (or a listed table's open seat): who invites, to which game, which rules. */
export async function showInvitation(table, invite, onGone) {
  const about = $("join-about");
  about.textContent = "";
  $("join-error").textContent = "";
  $("join-seat").hidden = true;
  const response = await fetch(`/api/tables/${encodeURIComponent(table)}`).catch(() => null);
  if (response?.status === 404) { onGone(); return; }
  const info = response?.ok ? await response.json().catch(() => null) : null;
  const facts = info?.table ?? info;
  if (!facts) {
    about.textContent = "The table could not be reached just now: reload the page in a moment.";
    return;
  }
  $("join-seat").hidden = false;
  const host = facts.host ?? facts.seats?.[0]?.name ?? "A player";
  $("join-title").textContent = `${host} invites you to a game of ${facts.title ?? facts.game}`;
  about.replaceChildren(el("span", { class: "rules", text: `Rules: ${facts.rules_text || facts.rules}` }));
  const form = $("join-table");
  // A signed-in player is known by his account's name; else by the name last used here.
  const name = (await whoAmI())?.name ?? localStorage.getItem("salon:name");
  if (name && !form.elements.name.value) form.elements.name.value = name;
  form.onsubmit = async (event) => {
    event.preventDefault();
    const body = { name: new FormData(form).get("name") };
    if (invite) body.invite = invite;
    const { ok, body: answer } = await postJSON(`/api/tables/${table}/join`, body);
    if (!ok) { $("join-error").textContent = describe(answer); return; }
    localStorage.setItem("salon:name", body.name);
    saveSeat(table, { seat: answer.seat, token: answer.token });
    location.hash = `#/t/${table}`;
  };
}
