// One's own offers, watched from any page while one waits: when one is taken, the player is
// told who took it, with the way to its table (on the home page js/seeks.js goes there itself).
import { el } from "./dom.js";
import { csrfToken } from "./account-api.js";
import { onSeeksChanged } from "./seeks-feed.js";
import { saveSeat } from "./seats.js";

export const GAMES = { piquet: "Piquet", ecarte: "Écarté" };
const REFRESH_MS = 5000;

/** Sit at the table of one's own taken offer: its seat is the account's, kept on this device. */
export async function goToTable(table) {
  const response = await fetch("/api/account/seats", { headers: { "x-csrf-token": csrfToken() } });
  const held = response.ok ? (await response.json()).seats : [];
  const seat = held.find((h) => h.table === table);
  if (!seat) return;
  saveSeat(table, { seat: seat.seat, token: seat.token });
  // The tables live on the home page; from another page, go there.
  if (document.getElementById("table")) location.hash = `#/t/${table}`;
  else location.assign(`/#/t/${table}`);
}

const onHomePage = () => {
  const lobby = document.getElementById("lobby");
  return lobby !== null && !lobby.hidden;
};

function tell(offer) {
  document.querySelector(".offer-taken")?.remove();
  const notice = el("div", { class: "offer-taken", role: "alert" },
    el("span", { text: `${offer.taken_by ?? "A player"} accepted your offer of ${GAMES[offer.game] ?? offer.game}.` }),
    el("button", { type: "button", class: "primary", text: "Go to the table",
      onclick: () => { notice.remove(); goToTable(offer.table); } }),
    el("button", { type: "button", class: "quiet", text: "Later", onclick: () => notice.remove() }));
  document.body.append(notice);
}

/** Of one's offers (``mine``, as the lobby lists them), those taken since they were seen
 * waiting (``waiting``: their ids, null before the first look); and the ids waiting now: the
 * open ones, and those taken whose table is still being made (the feed may tell of the taking
 * first), so that they are gone to once it is. */
export function takenSince(waiting, mine) {
  const taken = waiting ? mine.filter((s) => waiting.has(s.id) && s.state === "taken" && s.table) : [];
  const still = (s) => s.state === "open" || (s.state === "taken" && !s.table && waiting?.has(s.id));
  return [taken, new Set(mine.filter(still).map((s) => s.id))];
}

let started = false;

/** Watch the signed-in player's open offers, once a page, looking as the seeks' feed tells of
 * a change and every few seconds besides; stops when none is left open. */
export function watchOwnOffers() {
  if (started) return;
  started = true;
  let waiting = null;
  let timer = null;
  let looking = false;
  let askedAgain = false;
  const look = async () => {
    // Hidden, or on the home page (whose own list of offers is told as soon), it waits.
    if (document.hidden || onHomePage()) return true;
    const response = await fetch("/api/play/lobby").catch(() => null);
    if (!response?.ok) return true;
    let taken;
    [taken, waiting] = takenSince(waiting, (await response.json()).mine ?? []);
    const here = (s) => location.hash === `#/t/${s.table}`;
    for (const offer of taken) if (!onHomePage() && !here(offer)) tell(offer);
    return waiting.size > 0;
  };
  const again = async () => {
    clearTimeout(timer);
    if (looking) { askedAgain = true; return; }
    looking = true;
    let more = await look();
    while (more && askedAgain) { askedAgain = false; more = await look(); }
    looking = false;
    if (more) { timer = setTimeout(again, REFRESH_MS); return; }
    started = false;
    stopFeed();
    document.removeEventListener("visibilitychange", again);
  };
  const stopFeed = onSeeksChanged(again);
  document.addEventListener("visibilitychange", again);
  again();
}
