// The account as the players' pages and the lobby see it: who is signed in, and requests
// carrying the CSRF header that the server asks of them (docs/players.md).
import { saveSeat, myTables, loadSeat } from "./seats.js";

const CSRF_COOKIE = "salon_csrf";

/** The CSRF token the server left in its cookie, for the header. */
export function csrfToken() {
  const found = document.cookie.split("; ").find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  return found ? decodeURIComponent(found.slice(CSRF_COOKIE.length + 1)) : "";
}

/** A request to the account's API; its body's JSON and whether it was accepted. */
export async function accountRequest(url, body) {
  const options = { headers: { "x-csrf-token": csrfToken() } };
  if (body !== undefined) {
    options.method = "POST";
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(url, options);
  let answer = null;
  try { answer = await response.json(); } catch { answer = null; }
  return { ok: response.ok, status: response.status, body: answer };
}

/** A refusal in a sentence, whatever its shape: the server's words when it gave some; for a
 * request it could not read (422: a link cut short or mangled), that the link is not whole. */
export function refusalWords({ status, body }, otherwise = "That did not work: try again in a moment.") {
  const detail = body?.detail;
  if (typeof detail === "string" && detail) {
    const words = detail.charAt(0).toUpperCase() + detail.slice(1);
    return /[.!?]$/.test(words) ? words : `${words}.`;
  }
  if (status === 422) return "This link is incomplete or not valid: open it again from the mail, whole.";
  return otherwise;
}

/** The signed-in account ({name, …}) or null. */
export async function whoAmI() {
  const { body } = await accountRequest("/api/account");
  return body?.account ?? null;
}

/** The seats this device holds, to hand to the account as it signs in. */
export const deviceSeats = () => myTables()
  .map((table) => ({ table, ...loadSeat(table) }))
  .filter((s) => Number.isInteger(s.seat) && typeof s.token === "string")
  .map(({ table, seat, token }) => ({ table, seat, token }));

/** Keeps the account's seats on this device: its tables appear among "my tables". */
export function keepSeats(seats) {
  for (const { table, seat, token } of seats ?? []) saveSeat(table, { seat, token });
}

/** The link at the top of a page: the account's name, or "Sign in". */
export async function showAccountLink(link) {
  const account = await whoAmI();
  if (!link) return account;
  link.textContent = account ? account.name : "Sign in";
  link.href = account ? `/players/${encodeURIComponent(account.name)}` : "/account";
  if (!account) comeBackHere(link);
  if (account) keepSeats((await accountRequest("/api/account/seats")).body?.seats);
  // An offer of his may be taken while he is on this page: he is told (js/offers.js).
  if (account) import("./offers.js").then((m) => m.watchOwnOffers());
  return account;
}

/** A link to the account page that brings the player back, once signed in, to the page he
 * followed it from (as it then is: at a table, the table). */
export function comeBackHere(link) {
  if (!link || link.dataset.comesBack) return;
  link.dataset.comesBack = "yes";
  link.addEventListener("click", () => {
    if (new URL(link.href).pathname !== "/account") return;
    const here = location.pathname + location.search + location.hash;
    link.href = `/account?next=${encodeURIComponent(here)}`;
  });
}

/** Where the account page sends a player once he is in: the ``next`` it was given, if that is
 * a page of this site (never another site's, nor the account page itself); else null. */
export function placeToReturn(search = location.search) {
  const next = new URLSearchParams(search).get("next");
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return null;
  const url = new URL(next, location.origin);
  if (url.origin !== location.origin || url.pathname === "/account") return null;
  return url.pathname + url.search + url.hash;
}
