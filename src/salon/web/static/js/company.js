// Who is at a session's table: each participant's part (who plays, who advises whom, who is
// out or waits and in what order he comes in), who may act now, and how he stands.
import { $, el } from "./dom.js";

const ORDINALS = ["", "next", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/** What a participant has won or lost so far ("3 chips up", "1 ten down", "even"): a bare
 * "0 chips" beside a purse of twenty reads as an empty purse. */
function upOrDown(n, word) {
  if (!n) return "even";
  return `${Math.abs(n)} ${word}${Math.abs(n) === 1 ? "" : "s"} ${n > 0 ? "up" : "down"}`;
}

/** How a participant stands in the session's book: tens at chouette, chips at the others. */
export function standingOf(view, seat) {
  if (view.chouette) return upOrDown(view.chouette.balances_in_tens[seat] ?? 0, "ten");
  if (view.pool) return upOrDown(view.pool.chips[seat] ?? 0, "chip");
  if (view.french) return upOrDown(view.french.chips[seat] ?? 0, "chip");
  return "";
}

/** The words of a participant's part: his role, or why he has none yet. */
function partWords(view, info, person) {
  if (info.seats[person.seat]?.open) return "invited: not yet seated";
  if (view.status === "waiting") return "seated";
  if (view.over) return "has risen";
  return person.role ?? "";
}

/** Fills the company strip of a session table. */
export function renderCompany(view, info) {
  const acting = new Set(view.to_act ?? []);
  const items = view.participants.map((person) => {
    const me = person.seat === view.seat;
    const toAct = acting.has(person.word) && !view.over;
    const order = person.order && person.part !== "player" && person.part !== "stand-in"
      ? `${ORDINALS[person.order] ?? `number ${person.order}`} to come in` : "";
    const part = person.part ?? "none";
    return el("li", { class: `person part-${part}${toAct ? " to-act" : ""}${me ? " me" : ""}` },
      el("span", { class: "person-name", title: person.name, text: person.name }),
      me ? el("span", { class: "person-you", text: "you" }) : "",
      // A rentrant's part is his place in the order of going in.
      order && part === "rentrant" ? "" : el("span", { class: "person-role", text: partWords(view, info, person) }),
      order ? el("span", { class: "person-order", text: order }) : "",
      view.french?.chouette === person.word ? el("span", { class: "person-chouette", text: "plays la chouette: nobody looks over that hand" }) : "",
      view.status === "waiting" ? "" : el("span", { class: "person-standing", text: standingOf(view, person.seat) }),
      toAct ? el("span", { class: "person-acts", text: person.word === view.to_act[0] ? "to act" : "may advise" }) : "");
  });
  // The pool's contents stay in view beside the people, on a phone's screen too.
  if (view.pool && view.status !== "waiting") {
    const pool = view.pool;
    const holds = pool.holder ? `; ${pool.holder} takes it by winning this game` : "";
    items.push(el("li", { class: "person pool-note" },
      el("span", { class: "person-name", text: `In the pool: ${pool.pool} chip${pool.pool === 1 ? "" : "s"}` }),
      el("span", { class: "person-role", text: `pools taken ${pool.pools_won.length} of ${pool.pools}${holds}` })));
  }
  $("company-list").replaceChildren(...items);
}
