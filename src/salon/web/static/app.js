// The salon page: the router between the home page, an invitation, a table and a replay.
import { $ } from "./js/dom.js";
import { showInvitation, showLobby, watchLobby } from "./js/lobby.js";
import { showReplay } from "./js/replay.js";
import { loadSeat } from "./js/seats.js";
import { openTable } from "./js/table.js";

const SECTIONS = ["lobby", "join", "table", "replay"];
let leave = null;

function show(section, title) {
  for (const id of SECTIONS) $(id).hidden = id !== section;
  document.title = `${title} — salon`;
}

function route() {
  if (leave) { leave(); leave = null; }
  const [kind, table, sub, invite] = location.hash.replace(/^#\/?/, "").split("/");
  if (kind === "t" && table && (sub === "join" || sub === "sit")) {
    if (loadSeat(table)) { location.hash = `#/t/${table}`; return; }
    show("join", "An invitation");
    showInvitation(table, sub === "join" ? invite : null);
  } else if (kind === "t" && table && sub === "replay") {
    show("replay", "Looking back");
    leave = showReplay(table);
  } else if (kind === "t" && table) {
    show("table", "At the table");
    leave = openTable(table);
  } else {
    show("lobby", "Piquet and Écarté");
    showLobby();
    leave = watchLobby();
  }
}

window.addEventListener("hashchange", route);
route();
