// Small helpers to build the page's elements without any markup in strings.
import { csrfToken } from "./account-api.js";
export const $ = (id) => document.getElementById(id);
const SVG_NS = "http://www.w3.org/2000/svg";

/** An HTML element: attributes ("text" sets its text, "on…" adds a listener) and children. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
}

/** An SVG element with its attributes and, optionally, its text. */
export function svg(tag, attrs, text) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Whether the player asked for less motion: then nothing slides or fades. */
export const calm = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The server's refusal in words, as a sentence: it stands on a line of its own. */
export function describe(body) {
  if (typeof body?.detail === "string") return capital(body.detail);
  if (Array.isArray(body?.detail)) return capital(body.detail.map((d) => `${d.loc.at(-1)}: ${d.msg}`).join("; "));
  return "The server refused.";
}

/** Words begun with a capital, as a sentence or a heading begins. */
export const capital = (words) => words.charAt(0).toUpperCase() + words.slice(1);

/** JSON from the server, or null when it is not there or refuses. */
export async function getJSON(url) {
  try {
    const response = await fetch(url);
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** POST a JSON body; the answer's body and whether it was accepted. */
export async function postJSON(url, body) {
  const response = await fetch(url, { method: "POST",
    headers: { "Content-Type": "application/json", "x-csrf-token": csrfToken() }, body: JSON.stringify(body) });
  let answer = null;
  try { answer = await response.json(); } catch { answer = null; }
  return { ok: response.ok, body: answer };
}

/** The left and right arrow keys step back and on (not while typing in a field); returns
 * the listener, to be removed on leaving. */
export function arrowSteps(step) {
  const keys = (event) => {
    if (event.target.closest?.("input, textarea")) return;
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };
  document.addEventListener("keydown", keys);
  return keys;
}

/** A player's name as a link to his profile page. */
export const profileLink = (name) => el("a", { href: `/players/${encodeURIComponent(name)}`, text: name });
