// A table for three or more: who sits where and in what part, the book, the money on the
// table, the advice, the invitations and the sentence that says what is happening.
import { $, el } from "./dom.js";
import { renderAdvice } from "./advice.js";
import { renderWagers } from "./betting.js";
import { renderBook } from "./book.js";
import { renderCompany, standingOf } from "./company.js";
import { invitesOf } from "./seats.js";
import { closeButton, ratingsMoved } from "./panels.js";

const listed = (words) => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/** The status sentence of a session, in the reader's terms. */
export function sessionStatus(view, info, frame) {
  if (info.broken) return `This table is closed: ${info.broken}`;
  if (view.over) return info.result ? `${info.result}.`.replace(/\.\.$/, ".") : "The session is over.";
  if (view.status === "waiting") {
    const count = view.awaiting.length;
    return `Waiting for ${count} more ${count === 1 ? "player" : "players"} to sit down.`;
  }
  if (frame.asked) return view.prompt ?? "Your turn";
  const acting = view.to_act ?? [];
  if (!acting.length) return view.game ? "Dealing…" : "The cards are being cut…";
  const [first, ...advising] = acting;
  const phase = view.french?.phase;
  const doing = phase === "the gallery bets" ? "may lay a bet" : phase === "the players take" ? "may take the bets laid against him"
    : phase === "the gallery covers" ? "may cover" : "is thinking";
  const rest = advising.length ? `; ${listed(advising)} may advise` : "";
  return `${first} ${doing}…${rest}`;
}

/** The invitation link of each seat still open (kept on this device by the host). */
function renderInvites(tableId, info) {
  const open = new Set(info.seats.filter((s) => s.open).map((s) => s.seat));
  const links = invitesOf(tableId).filter((i) => open.has(i.seat));
  $("invites").hidden = links.length === 0;
  $("invite-links").replaceChildren(...links.map((i) => {
    const url = `${location.origin}/#/t/${tableId}/join/${i.invite}`;
    return el("li", {}, el("label", { class: "field" }, `Seat ${i.seat + 1}`,
      el("input", { readonly: true, value: url, "data-seat": i.seat })));
  }));
}

/** Everything of a session table beyond the felt. */
export function renderSession(tableId, message) {
  const { view, table: info } = message;
  $("company").hidden = false;
  $("felt").classList.add("session");
  $("invite").hidden = true;
  renderInvites(tableId, info);
  renderCompany(view, info);
  renderBook(view);
  renderWagers(view);
  renderAdvice(view);
  // Between games (the cut, the betting) there is no game on the felt: no seats either.
  for (const id of ["scores", "seat-top", "seat-bottom", "stock", "trick"]) $(id).hidden = !view.game;
}

/** Leaves a session table: the felt back as a two-seat table has it. */
export function clearSession() {
  $("company").hidden = true;
  $("felt").classList.remove("session");
  for (const id of ["invites", "book", "wagers", "advice"]) $(id).hidden = true;
  for (const id of ["scores", "seat-top", "seat-bottom", "stock", "trick"]) $(id).hidden = false;
}

/** The end of a session: the book as it stands, Play again (the same participants, the same
 * options), the replay and the record. */
export function showSessionEnd(view, info, tableId, openPanel, onPlayAgain) {
  $("panel-title").textContent = view.session === "french" ? "The table breaks up" : view.session === "chouette"
    ? "The players rise" : "The pools are played";
  const book = $("book-body").cloneNode(true);
  book.removeAttribute("id");
  // The book below gives everyone's chips or tens: a player is told first how he himself stands.
  const mine = view.me !== null ? standingOf(view, view.seat) : "";
  const lead = mine ? `You leave the table ${mine}.` : info.result;
  $("panel-body").replaceChildren(lead ? el("p", { class: "settlement", text: lead }) : "",
    ratingsMoved(info, "session"), book);
  $("panel-actions").replaceChildren(
    view.me !== null ? el("button", { type: "button", class: "primary", text: "Play again", onclick: onPlayAgain }) : "",
    el("a", { class: `button${view.me === null ? " primary" : ""}`, href: `#/t/${tableId}/replay`, text: "Look back at the session" }),
    el("a", { class: "button", href: `/api/tables/${tableId}/record`, download: "", text: "Download the record" }),
    el("a", { class: "button", href: "#/", text: "New table" }), closeButton());
  openPanel();
}
