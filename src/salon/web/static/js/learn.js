// The guided first deal: a real deal step by step on the felt, both hands face up, each step
// explained in plain words (the steps and their words are the server's, those of `salon learn`).
import { $, arrowSteps, describe, el, getJSON, postJSON } from "./dom.js";
import { backs, cardName, cardRow, shownCard, SUITS, wordsWithCards } from "./cards.js";
import { saveSeat } from "./seats.js";

/** Shows the guided first deal of ``game``; returns a function that leaves it. */
export function showLesson(game) {
  const body = $("learn-body");
  body.replaceChildren(el("p", { text: "Laying out the deal…" }));
  let keys = null;
  let leaving = false;
  Promise.all([getJSON(`/api/learn/${game}`), getJSON("/api/glossary")]).then(([lesson, glossary]) => {
    if (leaving) return;
    if (!lesson) {
      body.replaceChildren(el("p", { class: "notice", text: "There is no lesson for this game." }),
        el("a", { class: "button", href: "#/", text: "Back to the salon" }));
      return;
    }
    document.title = `Learn ${lesson.title} — salon`;
    $("learn-page-title").textContent = `${lesson.title}: a first deal, step by step`;
    keys = lessonViewer(body, lesson, glossaryLinks(glossary?.words ?? [], lesson.title));
  });
  return () => {
    leaving = true;
    if (keys) document.removeEventListener("keydown", keys);
  };
}

/** The glossary's words of ``game`` as a function that links the first use of each in a
 * text to its entry on the rules page ("the point (Écarté)" is found as "the point"). */
function glossaryLinks(words, game) {
  const terms = words.filter((w) => w.game === game).map((w) => ({ ...w,
    term: w.word.replace(/ \(.*\)$/, "").split(",")[0] }));
  if (!terms.length) return (text) => [text];
  const escape = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`\\b(${terms.map((t) => escape(t.term)).join("|")})(?:s|d|ed)?\\b`, "gi");
  return (text) => {
    const parts = [];
    const linked = new Set();
    let at = 0;
    for (const match of text.matchAll(pattern)) {
      const entry = terms.find((t) => t.term.toLowerCase() === match[1].toLowerCase());
      if (!entry || linked.has(entry.word)) continue;
      linked.add(entry.word);
      parts.push(text.slice(at, match.index), el("a", { href: `/rules#${entry.anchor}`, target: "_blank",
        rel: "noopener", class: "term", title: entry.meaning, text: match[0] }));
      at = match.index + match[0].length;
    }
    parts.push(text.slice(at));
    return parts;
  };
}

function lessonViewer(body, lesson, linked) {
  const { steps } = lesson;
  const last = steps.length - 1;
  let at = 0;
  const counter = el("p", { class: "step-count", "aria-live": "polite" });
  const title = el("h2", { class: "lesson-title", tabindex: "-1" });
  const words = el("p", { class: "lesson-words" });
  const felt = el("div", { class: "felt lesson-felt" });
  const talk = el("ol", { class: "lesson-talk", "aria-label": "What is said at the table in this step" });
  const before = el("button", { type: "button", text: "Previous step", onclick: () => go(at - 1) });
  const after = el("button", { type: "button", class: "primary", text: "Next step", onclick: () => go(at + 1) });
  const end = el("div", { class: "lesson-end", hidden: true });
  const go = (step) => {
    at = Math.max(0, Math.min(last, step));
    draw();
  };
  const draw = () => {
    const step = steps[at];
    counter.textContent = `Step ${at + 1} of ${steps.length}`;
    title.textContent = step.title;
    words.replaceChildren(...linked(step.words));
    felt.replaceChildren(...lessonTable(step, lesson));
    talk.replaceChildren(...(step.said.length ? step.said.map((said) => el("li", {},
      el("span", { class: "speaker", text: `${said.speaker ?? "The table"}: ` }), ...wordsWithCards(said.words)))
      : [el("li", { class: "empty", text: "Nothing is said in this step." })]));
    const stepping = document.activeElement === after;
    before.disabled = at === 0;
    after.hidden = at === last;
    end.hidden = at !== last;
    // The last step hides "Next step": the keyboard goes on to the first game's form.
    if (stepping && at === last) end.querySelector("input")?.focus();
  };
  end.append(...firstGame(lesson));
  body.replaceChildren(
    el("div", { class: "lesson" },
      el("section", { class: "paper lesson-side", "aria-labelledby": "lesson-step-title" },
        counter, Object.assign(title, { id: "lesson-step-title" }), words,
        el("h3", { text: "At the table" }), talk,
        el("div", { class: "lesson-controls", role: "group", "aria-label": "Step through the deal" }, before, after),
        el("p", { class: "lesson-keys", text: "Keys: the left and right arrows step back and on." }),
        end),
      felt));
  draw();
  return arrowSteps((by) => go(at + by));
}

// The table after a step: B across the felt, A near, both face up; the stock, the turn-up
// and the cards on the table between them.
function lessonTable(step, lesson) {
  const seat = (s, where) => el("section", { class: `lesson-seat ${where}`, "aria-label": `${lesson.seats[s]}: the cards` },
    el("p", { class: "plate" }, el("span", { class: "name", text: lesson.seats[s] }),
      el("span", { class: "role", text: `${step.score[s]} point${step.score[s] === 1 ? "" : "s"}` })),
    cardRow(step.hands[s], `${lesson.seats[s]} holds`, "small"),
    step.discards[s].length ? el("div", { class: "group" }, el("p", { class: "label", text: "Discarded" }),
      cardRow(step.discards[s], `${lesson.seats[s]} discarded`, "small")) : "");
  const trick = step.trick.map(({ seat: s, card }) => [s, card]);
  const middle = el("div", { class: "lesson-middle" },
    el("div", { class: "group" }, el("p", { class: "label", text: `The stock: ${step.stock} cards` }),
      step.stock ? backs(Math.min(step.stock, 8), `${step.stock} cards face down`) : el("p", { class: "label", text: "(empty)" })),
    step.turn_up ? el("div", { class: "group" },
      el("p", { class: "label", text: `Turned up: ${SUITS[step.turn_up.slice(-1)][1]} are trumps` }),
      shownCard(step.turn_up, "small-card")) : "",
    el("div", { class: "group", role: "group",
      "aria-label": trick.length ? `On the table: ${trick.map(([s, c]) => `${"AB"[s]} the ${cardName(c)}`).join(", ")}` : "No card on the table" },
      el("p", { class: "label", text: trick.length ? `On the table: ${trick.map(([s]) => "AB"[s]).join(", ")}` : "No card on the table" }),
      el("div", { class: "cards small" }, ...trick.map(([, c]) => shownCard(c)))));
  return [seat(1, "far"), middle, seat(0, "near")];
}

// After the last step: a first game against the computer, with hints when the server gives them.
function firstGame(lesson) {
  const name = el("input", { name: "name", required: true, maxlength: "40", autocomplete: "nickname",
    value: localStorage.getItem("salon:name") ?? "" });
  const error = el("p", { class: "error", role: "alert" });
  const noun = lesson.game === "piquet" ? "partie" : "game";
  const form = el("form", { class: "first-game" },
    el("h3", { text: "Now play" }),
    el("label", { class: "field" }, "Your name ", name),
    el("button", { type: "submit", class: "primary", text: `Play a first ${noun} with hints` }),
    error);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = { name: name.value, game: lesson.game, opponent: "thumb" };
    let { ok, body: answer } = await postJSON("/api/tables", { ...body, hints: true });
    // A server that gives no hints refuses the field: the table is opened without them.
    if (!ok && answer?.detail?.some?.((d) => d.loc?.includes("hints"))) {
      ({ ok, body: answer } = await postJSON("/api/tables", body));
    }
    if (!ok) { error.textContent = describe(answer); return; }
    localStorage.setItem("salon:name", name.value);
    saveSeat(answer.table, { seat: answer.seat, token: answer.token });
    location.hash = `#/t/${answer.table}`;
  });
  return [form];
}
