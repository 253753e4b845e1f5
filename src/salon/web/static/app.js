// The salon page: the router between the home page, an invitation, a table and a replay.
import { tableConnection } from "./js/connection.js";
import { loadSeat } from "./js/seats.js";

const parts = () => location.hash.replace(/^#\/?/, "").split("/");

// A table's state is asked for at once, while the rest of the page is still arriving.
let early = null;
const [kind0, table0, sub0] = parts();
if (kind0 === "t" && table0 && !sub0) early = tableConnection(table0);

const [{ $ }, { showInvitation, showLobby, watchLobby }, { showReplay }, { openTable }, { showRecordForm }] =
  await Promise.all([import("./js/dom.js"), import("./js/lobby.js"), import("./js/replay.js"),
    import("./js/table.js"), import("./js/record.js")]);

const SECTIONS = ["lobby", "join", "table", "replay", "learn", "train", "mistakes", "gone"];
let leave = null;

function show(section, title) {
  // A new section is a new page to the player: it opens at its top, not at the scroll of the last.
  if ($(section).hidden) window.scrollTo(0, 0);
  for (const id of SECTIONS) $(id).hidden = id !== section;
  document.title = `${title} — salon`;
}

/** A table link that leads nowhere: said once, with the way home, instead of an empty felt. */
const showGone = () => show("gone", "No such table");

// The home page shows who is signed in as it fills its lists; any other first page does so here.
let accountShown = false;
let watchingFor = null;
function showAccount(kind) {
  if (accountShown || !kind) return;
  accountShown = true;
  import("./js/account-api.js").then((m) => m.showAccountLink($("account-link"))).then(() => {
    // A table opened from a link (a "your turn" mail) on a device that did not yet hold its
    // seat: the account's seats have now come, and the player sits at his own place.
    const [kind1, table1, sub1] = parts();
    if (kind1 === "t" && table1 && !sub1 && watchingFor === table1 && loadSeat(table1)) route();
  });
}

function route() {
  if (leave) { leave(); leave = null; }
  const [kind, table, sub, invite] = parts();
  showAccount(kind);
  // At a table the rules open at its game's part (the server knows the game).
  $("rules-link").href = kind === "t" && table ? `/rules?table=${encodeURIComponent(table)}` : "/rules";
  if (kind === "t" && table && (sub === "join" || sub === "sit")) {
    if (loadSeat(table)) { location.hash = `#/t/${table}`; return; }
    show("join", "An invitation");
    showInvitation(table, sub === "join" ? invite : null, showGone);
  } else if (kind === "replay") {
    show("replay", "A record");
    leave = showRecordForm();
  } else if (kind === "t" && table && sub === "replay") {
    show("replay", "Looking back");
    leave = showReplay(table);
  } else if (kind === "mistakes") {
    show("mistakes", "Learn from your mistakes");
    leave = lazily(import("./js/mistakes.js"), (m) => m.showMistakes());
  } else if ((kind === "learn" || kind === "train") && table) {
    show(kind, kind === "learn" ? "A first deal" : "A trainer");
    leave = learning(kind, table);
  } else if (kind === "t" && table) {
    show("table", "At the table");
    watchingFor = loadSeat(table) ? null : table;
    leave = both(openTable(table, early, showGone), lazily(import("./js/clocks.js"), (m) => m.watchClocks(table)));
    early = null;
  } else {
    show("lobby", "Piquet and Écarté");
    showLobby();
    leave = both(watchLobby(), lazily(import("./js/seeks.js"), (m) => m.watchSeeks()));
  }
}

/** Start a module's watch once it has loaded; the function that stops it (even before). */
function lazily(module, start) {
  let stop = null;
  let left = false;
  module.then((m) => { if (!left) stop = start(m); });
  return () => { left = true; stop?.(); };
}

const both = (one, two) => () => { one?.(); two(); };

/** The guided first deal or a trainer, their module loaded only when asked for. */
function learning(kind, name) {
  let inner = null;
  let left = false;
  const module = kind === "learn" ? import("./js/learn.js") : import("./js/train.js");
  module.then((m) => { if (!left) inner = kind === "learn" ? m.showLesson(name) : m.showTrainer(name); });
  return () => { left = true; inner?.(); };
}

window.addEventListener("hashchange", route);
route();
