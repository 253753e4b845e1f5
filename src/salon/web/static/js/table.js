// The table: two seats face to face across the felt, the stock and the trick between them; at a
// table for three or more, the company around it, the book, the money and the advice too.
import { $, el, describe, postJSON } from "./dom.js";
import { cardName, countInWords, upToCards } from "./cards.js";
import { adviceMarks, markAdvisedButtons, whoPoints } from "./advice.js";
import { amountForms } from "./betting.js";
import { clearBubbles } from "./bubbles.js";
import { choiceButtons, choose, plays } from "./choices.js";
import { tableConnection } from "./connection.js";
import { renderCentre, renderSeat } from "./felt.js";
import { pairFrame, sessionFrame } from "./frames.js";
import { handKeys, updateHand } from "./hand.js";
import { hintNodes } from "./hint.js";
import { clearTutorNote, keepTutor, showTutorBox, tutorGate } from "./tutor.js";
import { settle, slide, snapshot } from "./motion.js";
import { closePanel, openPanel, showClaimPanel, showDealPanel, showEndPanel } from "./panels.js";
import { renderResign } from "./resign.js";
import { SaidReader } from "./said.js";
import { dealFacts, scoringCard } from "./scores.js";
import { clearSession, renderSession, sessionStatus, showSessionEnd } from "./session.js";
import { statusSentence } from "./status.js";
import { TalkPanel } from "./talk.js";
import { ChatPanel } from "./chat.js";
import { allowNotifications, leaveTable, soundWanted, turnIs, wantSound } from "./notify.js";
import { loadSeat, saveSeat, inviteOf } from "./seats.js";

/** How long a refusal stays over the player's name plate. */
const REFUSAL_SHOWN_MS = 5000;

let talkPanel = null;
let chatPanel = null;

/** What the table is to choose before acting: Piquet's exchange, Écarté's discard. */
function selection(frame) {
  const { game, menu } = frame;
  if (!game?.deal?.hand || !frame.asked || !menu.discard) return null;
  return game.game === "piquet" ? { limit: menu.discard, verb: "exchange", title: "Exchange" }
    : { limit: menu.discard, verb: "discard", title: "Discard" };
}

/** Opens the table page for ``tableId`` (over ``early``, a connection opened for it before
 * the page had loaded, if any); calls ``onGone`` if there is no such table. Returns a
 * function that leaves it. */
export function openTable(tableId, early = null, onGone = () => {}) {
  const seat = loadSeat(tableId);
  talkPanel ??= new TalkPanel();
  const talk = talkPanel;
  talk.reset();
  const state = { message: null, frame: null, reader: null, selected: new Set(), dealsDone: null, over: null,
    online: true, autoStep: -1 };
  $("hand").replaceChildren();
  delete $("hand").dataset.had;
  $("table-error").textContent = "";
  clearSession();

  const sendNow = (action) => {
    if (!state.online || !connection.send(action)) return false;
    $("table-error").textContent = "";
    return true;
  };
  // With the tutor on, a choice is weighed before it goes (an automatic one goes at once).
  const send = (action) => {
    if (state.online) tutorGate(tableId, seat, state.message, action, sendNow, () => render());
  };

  const render = () => {
    const message = state.message;
    const { view } = message;
    const info = message.table;
    const session = !!info.session;
    const frame = session ? sessionFrame(message) : pairFrame(message);
    state.frame = frame;
    const { game, names, me, waiting } = frame;
    const bottom = me ?? 0;
    const top = 1 - bottom;
    const felt = $("felt");
    const before = snapshot(felt);
    const inTrick = new Set([...$("trick").querySelectorAll("[data-card]")].map((n) => n.dataset.card));
    const inSeen = new Set([...$("seen").querySelectorAll("[data-card]")].map((n) => n.dataset.card));
    const hadFocus = felt.contains(document.activeElement) || document.activeElement === document.body;
    const seatRect = (s) => $(s === top ? "seat-top" : "seat-bottom").getBoundingClientRect();

    // Other people in the seats (the next game of a session): the last one's words go.
    const seated = `${names[top]}\n${names[bottom]}`;
    if (state.seated !== undefined && state.seated !== seated) clearBubbles([$("seat-top"), $("seat-bottom")]);
    state.seated = seated;
    if (session) renderSession(tableId, message);
    else renderInvite(tableId, waiting, names);
    renderSeat("top", game, names, top, me, game ? frame.role(top) : "");
    renderSeat("bottom", game, names, bottom, me, game ? frame.role(bottom) : "");
    renderCentre(game, names, bottom, frame.own);
    $("status").textContent = session ? sessionStatus(view, info, frame) : statusSentence({ view, info, names, me, waiting });
    renderActions(frame);
    showTutorBox(tableId, seat, info);
    if (!session) clearTutorNote(info);
    renderResign(tableId, seat, info, frame);
    const fresh = renderHand(frame, session ? adviceMarks(view).cards : new Map());
    $("scorecard").replaceChildren(game ? scoringCard(game, names) : "");
    $("deal-facts").replaceChildren(...(game ? dealFacts(game, names) : []));
    const seatBox = (s) => (s === null || s === undefined ? null : $(s === top ? "seat-top" : "seat-bottom"));
    if (session) {
      state.reader ??= new SaidReader(view.session === "chouette" ? "Partie" : "Game");
      talk.updateSaid(view.talk, state.reader, view.me, (said) => seatBox(frame.speakerSeat(said)), { bubbles: !waiting });
    } else talk.update(view.talk, names, seatBox, { bubbles: !waiting });

    // Cards slide: to the trick from the hand or the adversary's seat, to the discard from the
    // hand, and into the hand from the stock.
    const leader = game?.deal?.lead ? game.deal.leader : game?.deal?.tricks.at(-1)?.leader;
    settle($("trick"), before, inTrick, () => seatRect(leader === undefined ? top : leader));
    settle($("seen"), before, inSeen, () => null);
    const stock = $("stock").getBoundingClientRect();
    for (const code of fresh) slide($("hand").querySelector(`[data-card="${code}"]`), stock);

    // Focus stays at the hand: if what had it is gone, the hand (or the first action) takes it.
    if (hadFocus && !felt.contains(document.activeElement) && me !== null && !$("panel").open) {
      const target = $("hand").querySelector("button.playable") ?? $("actions").querySelector("button")
        ?? $("hand").querySelector("button.card");
      target?.focus({ preventScroll: true });
    }
    if (session) renderSessionPanels(view, info);
    else renderPanels(view, info, names, me);
    takeWhatIsAutomatic(frame, info);
    keepTheLeadInSight(frame, info);
    keepTheAnswerInSight(frame, info);
  };

  // On a phone the talk lies above the status: after a hint the page may stay scrolled below
  // it, and the adversary's answer to a call go unseen (a new player's trial). At his next
  // turn without a card led, the newest words come back into sight.
  const keepTheAnswerInSight = (frame, info) => {
    if (!frame.asked || frame.game?.deal?.lead || state.talkShown === info.step || $("panel").open) return;
    state.talkShown = info.step;
    const talk = $("talk-box").getBoundingClientRect();
    const above = talk.bottom <= $("status").getBoundingClientRect().top + 1;
    if (above && talk.top < 0) window.scrollBy({ top: talk.top - 8 });
  };

  // The card to play to stays in sight above the hand: on a phone, the buttons of the
  // declarations gone, the page would stay scrolled below the trick (a new player's trial).
  const keepTheLeadInSight = (frame, info) => {
    if (!frame.asked || !frame.game?.deal?.lead || state.leadShown === info.step || $("panel").open) return;
    state.leadShown = info.step;
    const above = $("trick").getBoundingClientRect().top;
    if (above < 0) window.scrollBy({ top: above - 8 });
  };

  // Nothing to decide (one choice that is not a card): it is taken after a moment to read it.
  // Advice is never given on its own.
  const takeWhatIsAutomatic = (frame, info) => {
    const { menu } = frame;
    if (!frame.asked || frame.prefix || !menu.automatic || state.autoStep === info.step) return;
    state.autoStep = info.step;
    const only = (menu.choices ?? [])[0];
    // What is done for him is said in the status, as the laws leave it to be done: its words,
    // else the prompt that says why ("The stock is used up: … Play these cards."), else its own.
    const why = menu.prompt?.includes(only?.label) ? menu.prompt : `${only?.label}…`;
    if (menu.said || only) $("status").textContent = menu.said || why;
    // Words said for the player stay long enough to be read before the talk repeats them.
    const pause = menu.said ? 1600 : 700;
    // Not sent (the link down for a moment): taken again when the table is drawn again.
    if (only) {
      setTimeout(() => {
        if (state.message.table.step === info.step && !sendNow(only.action)) state.autoStep = null;
      }, pause);
    }
  };

  const renderHand = (frame, pointed) => {
    const deal = frame.game?.deal;
    const row = $("hand");
    if (!deal || frame.me === null || !deal.hand) {
      row.replaceChildren();
      return [];
    }
    const choosing = selection(frame);
    const playable = frame.asked ? plays(frame.menu) : new Map();
    for (const code of [...state.selected]) if (!deal.hand.includes(code)) state.selected.delete(code);
    if (!choosing) state.selected.clear();
    const had = new Set((row.dataset.had ?? "").split(",").filter(Boolean));
    updateHand(row, deal.hand, (code) => {
      const by = pointed.get(code);
      const note = by ? `, ${whoPoints(by, state.message.view.me)} at it` : "";
      if (choosing) {
        const pressed = state.selected.has(code);
        return { label: `${cardName(code)}${pressed ? `, chosen to ${choosing.verb}` : ""}${note}`, playable: true, pressed, marked: !!by };
      }
      const choice = playable.get(code);
      return { label: `${choice?.label ?? cardName(code)}${note}`, playable: !!choice, pressed: null, marked: !!by };
    }, (code) => {
      const now = state.frame;
      if (selection(now)) {
        if (state.selected.has(code)) state.selected.delete(code); else state.selected.add(code);
        render();
      } else {
        const choice = now.asked ? plays(now.menu).get(code) : null;
        if (choice) choose(choice, send);
      }
    }, (code) => {
      // A card that may not be played, clicked at the player's turn to play: the table says
      // why (the game's own refusal: "you must follow suit …"), and nothing is played.
      const now = state.frame;
      if (now.asked && !selection(now) && plays(now.menu).size) sendNow(`${now.prefix ?? ""}play ${code}`);
    });
    row.dataset.had = deal.hand.join(",");
    return deal.hand.filter((code) => had.size > 1 && !had.has(code));
  };

  const renderActions = (frame) => {
    const box = $("actions");
    const keepOpen = box.querySelector("details.other-calls")?.open ?? false;
    const focusedAction = box.contains(document.activeElement) ? document.activeElement.dataset.action : null;
    // Law 25: a call or an answer corrected out of turn, while the law allows it.
    const corrections = (frame.own ? frame.game?.corrections ?? [] : []).map((c) => el("button", {
      type: "button", class: "correction", "data-action": c.action, text: c.label, onclick: () => send(c.action) }));
    if (frame.over && frame.me !== null) {
      // The end panel closed: the way to it (play again, look back) stays on the table.
      box.replaceChildren(el("button", { type: "button", class: "primary", text: "Show the result",
        onclick: () => openPanel() }));
      return;
    }
    if (!frame.asked || frame.waiting || frame.over) {
      box.replaceChildren(...corrections);
      return;
    }
    const nodes = [...corrections];
    const choosing = selection(frame);
    if (choosing) {
      const chosen = frame.game.deal.hand.filter((c) => state.selected.has(c));
      const count = chosen.length;
      const advising = frame.prefix ? "Propose: " : "";
      // Too many chosen: the button says so, rather than standing greyed without a reason.
      const over = count - choosing.limit;
      const label = over > 0 ? `Too many: ${countInWords(choosing.limit)} at most; put ${countInWords(over)} back`
        : count ? `${advising}${choosing.title} ${countInWords(count)} card${count > 1 ? "s" : ""}`
          : `Choose ${upToCards(choosing.limit)} to ${choosing.verb}`;
      const button = el("button", { type: "button", class: "primary", "data-action": choosing.verb,
        text: label,
        onclick: () => { send(`${frame.prefix}${choosing.verb} ${chosen.join(" ")}`); state.selected.clear(); } });
      button.disabled = count < 1 || count > choosing.limit;
      nodes.push(button);
    }
    // Nothing to decide: the one choice is taken by itself in a moment (takeWhatIsAutomatic),
    // so it is shown as done, not as a button a tap may miss as it goes.
    if (frame.menu.automatic && !frame.prefix) {
      box.replaceChildren(...corrections);
      return;
    }
    nodes.push(...choiceButtons(frame.menu, send, keepOpen));
    // A session asks for amounts at the betting; a two-seat table may offer a hint.
    if (state.message.table.session) nodes.push(...amountForms(frame.menu, send));
    else nodes.push(...hintNodes(tableId, seat, state.message.table, frame.menu));
    box.replaceChildren(...nodes);
    if (state.message.table.session) markAdvisedButtons(box, adviceMarks(state.message.view).actions, state.message.view.session);
    if (focusedAction) box.querySelector(`[data-action="${CSS.escape(focusedAction)}"]`)?.focus();
  };

  const renderPanels = (view, info, names, me) => {
    const done = view.game === "ecarte" ? Math.max(0, view.deal_number - (view.deal ? 1 : 0))
      : view.deal_scores.length;
    if (state.dealsDone !== null && done > state.dealsDone && !view.over) showDealPanel(view, names, done);
    state.dealsDone = done;
    const onPlayAgain = () => playAgain(tableId, seat, state.message.table.next);
    // Shown when the game ends, and again to whoever opens the table once it is over.
    if (info.claimed && state.over !== true) showClaimPanel(info, names, me, view, { onPlayAgain });
    else if (view.over && state.over !== true) showEndPanel(view, info, names, me, { tableId, onPlayAgain });
    state.over = view.over || !!info.claimed;
  };

  // A session shows its book all along; a panel comes only at its end.
  const renderSessionPanels = (view, info) => {
    if (view.over && state.over !== true) {
      showSessionEnd(view, info, tableId, openPanel, () => playAgain(tableId, seat, state.message.table.next));
    }
    state.over = view.over;
  };

  const connection = early?.table === tableId ? early : tableConnection(tableId);
  chatPanel ??= startChat();
  chatPanel.reset((message) => connection.chat(message), seat ? seat.seat : null);
  connection.attach({
    onState: (message) => {
      state.message = message;
      render();
      const info = message.table;
      chatPanel.seatsAre(info.seats);
      turnIs(!!seat && info.actor === seat.seat && !info.result, info.title);
    },
    onChat: (message) => chatPanel.receive(message),
    onError: (words) => {
      // Said over the name plate (and its clock) for a few seconds, then gone.
      const said = $("table-error");
      said.textContent = words;
      setTimeout(() => { if (said.textContent === words) said.textContent = ""; }, REFUSAL_SHOWN_MS);
    },
    onGone,
    onLink: (up) => {
      state.online = up;
      $("banner").hidden = up;
      $("table").inert = !up;
      if (!up) $("status").textContent = "Connection lost — reconnecting…";
    },
  });
  handKeys($("hand"));
  return () => {
    leaveTable();
    connection.close();
    $("banner").hidden = true;
    $("table").inert = false;
    closePanel();
  };
}

function startChat() {
  const panel = new ChatPanel();
  $("turn-sound").checked = soundWanted();
  $("turn-sound").addEventListener("change", () => wantSound($("turn-sound").checked));
  $("turn-notify").addEventListener("click", async () => {
    const answer = await allowNotifications();
    $("turn-notify").textContent = answer === "granted" ? "The browser will tell you of your turn"
      : "The browser does not allow notifications here";
  });
  return panel;
}

async function playAgain(tableId, seat, next) {
  // Already seated at the next table (asked before, or from another page): go there.
  if (next && loadSeat(next)) {
    closePanel();
    location.hash = `#/t/${next}`;
    return;
  }
  const { ok, body } = await postJSON(`/api/tables/${tableId}/rematch`, seat);
  if (!ok) {
    $("panel-error").textContent = describe(body);
    return;
  }
  saveSeat(body.table, { seat: body.seat, token: body.token });
  keepTutor(tableId, body.table);
  closePanel();
  location.hash = `#/t/${body.table}`;
}

function renderInvite(tableId, waiting, names) {
  const invite = inviteOf(tableId);
  $("invite").hidden = !(invite && waiting);
  if (invite) $("invite-link").value = `${location.origin}/#/t/${tableId}/join/${invite}`;
  $("invite-host").textContent = names[0];
}
