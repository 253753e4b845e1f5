// The table: two seats face to face across the felt, the stock and the trick between them.
import { $, el, describe, postJSON } from "./dom.js";
import { backs, cardRow, cardName, shownCard, SUITS } from "./cards.js";
import { choiceButtons, choose, plays } from "./choices.js";
import { tableConnection } from "./connection.js";
import { handKeys, updateHand } from "./hand.js";
import { hintNodes } from "./hint.js";
import { settle, slide, snapshot } from "./motion.js";
import { closePanel, showDealPanel, showEndPanel } from "./panels.js";
import { dealFacts, scoringCard } from "./scores.js";
import { statusSentence } from "./status.js";
import { TalkPanel } from "./talk.js";
import { loadSeat, saveSeat, inviteOf } from "./seats.js";

let talkPanel = null;
const NUMBERS = ["no", "one", "two", "three", "four", "five"];

/** The seat that faces the player at the bottom (a spectator sees seat A there). */
const seatsOf = (me) => ({ bottom: me ?? 0, top: 1 - (me ?? 0) });

/** What the table is to choose before acting: Piquet's exchange, Écarté's discard. */
function selection(view) {
  if (!view.deal || view.to_act !== view.seat || !view.discard) return null;
  return view.game === "piquet" ? { limit: view.discard, verb: "exchange", title: "Exchange" }
    : { limit: view.discard, verb: "discard", title: "Discard" };
}

/** Opens the table page for ``tableId`` (over ``early``, a connection opened for it before
 * the page had loaded, if any); returns a function that leaves it. */
export function openTable(tableId, early = null) {
  const seat = loadSeat(tableId);
  talkPanel ??= new TalkPanel();
  const talk = talkPanel;
  talk.reset();
  const state = { message: null, selected: new Set(), dealsDone: null, over: null, online: true, autoStep: -1 };
  $("hand").replaceChildren();
  delete $("hand").dataset.had;
  $("table-error").textContent = "";

  const send = (action) => {
    if (!state.online || !connection.send(action)) return;
    $("table-error").textContent = "";
  };

  const render = () => {
    const message = state.message;
    const { view } = message;
    const info = message.table;
    const names = info.seats.map((s) => s.name);
    const me = view.seat;
    const { bottom, top } = seatsOf(me);
    const waiting = info.seats.some((s) => s.open);
    const felt = $("felt");
    const before = snapshot(felt);
    const inTrick = new Set([...$("trick").querySelectorAll("[data-card]")].map((n) => n.dataset.card));
    const inSeen = new Set([...$("seen").querySelectorAll("[data-card]")].map((n) => n.dataset.card));
    const hadFocus = felt.contains(document.activeElement) || document.activeElement === document.body;
    const seatRect = (s) => $(s === top ? "seat-top" : "seat-bottom").getBoundingClientRect();

    renderInvite(tableId, waiting, names);
    renderSeat("top", view, names, top, me);
    renderSeat("bottom", view, names, bottom, me);
    renderCentre(view, names, bottom);
    $("status").textContent = statusSentence({ view, info, names, me, waiting });
    renderActions(view, me, waiting);
    const fresh = renderHand(view, me);
    $("scorecard").replaceChildren(scoringCard(view, names));
    $("deal-facts").replaceChildren(...dealFacts(view, names));
    talk.update(view.talk, names, (s) => $(s === top ? "seat-top" : "seat-bottom"), { bubbles: !waiting });

    // Cards slide: to the trick from the hand or the adversary's seat, to the discard from the
    // hand, and into the hand from the stock.
    const leader = view.deal?.lead ? view.deal.leader : view.deal?.tricks.at(-1)?.leader;
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
    renderPanels(view, info, names, me);
    takeWhatIsAutomatic(view, info, me);
  };

  // Nothing to decide (one choice that is not a card): it is taken after a moment to read it.
  const takeWhatIsAutomatic = (view, info, me) => {
    if (me === null || view.to_act !== me || !view.automatic || state.autoStep === info.step) return;
    state.autoStep = info.step;
    const only = (view.choices ?? [])[0];
    if (view.said) $("status").textContent = view.said;
    if (only) setTimeout(() => { if (state.message.table.step === info.step) send(only.action); }, 700);
  };

  const renderHand = (view, me) => {
    const deal = view.deal;
    const row = $("hand");
    if (!deal || me === null || !deal.hand) {
      row.replaceChildren();
      return [];
    }
    const choosing = selection(view);
    const playable = plays(view);
    for (const code of [...state.selected]) if (!deal.hand.includes(code)) state.selected.delete(code);
    if (!choosing) state.selected.clear();
    const had = new Set((row.dataset.had ?? "").split(",").filter(Boolean));
    updateHand(row, deal.hand, (code) => {
      if (choosing) {
        const pressed = state.selected.has(code);
        return { label: `${cardName(code)}${pressed ? `, chosen to ${choosing.verb}` : ""}`, playable: true, pressed };
      }
      const choice = playable.get(code);
      return { label: choice?.label ?? cardName(code), playable: !!choice, pressed: null };
    }, (code) => {
      if (selection(state.message.view)) {
        if (state.selected.has(code)) state.selected.delete(code); else state.selected.add(code);
        render();
      } else {
        const choice = plays(state.message.view).get(code);
        if (choice) choose(choice, send);
      }
    });
    row.dataset.had = deal.hand.join(",");
    return deal.hand.filter((code) => had.size > 1 && !had.has(code));
  };

  const renderActions = (view, me, waiting) => {
    const box = $("actions");
    const keepOpen = box.querySelector("details.other-calls")?.open ?? false;
    const focusedAction = box.contains(document.activeElement) ? document.activeElement.dataset.action : null;
    if (me === null || view.to_act !== me || waiting || view.over) {
      box.replaceChildren();
      return;
    }
    const nodes = [];
    const choosing = selection(view);
    if (choosing) {
      const chosen = view.deal.hand.filter((c) => state.selected.has(c));
      const count = chosen.length;
      const button = el("button", { type: "button", class: "primary", "data-action": choosing.verb,
        text: count ? `${choosing.title} ${NUMBERS[count] ?? count} card${count > 1 ? "s" : ""}`
          : `Choose up to ${NUMBERS[choosing.limit]} cards to ${choosing.verb}`,
        onclick: () => { send(`${choosing.verb} ${chosen.join(" ")}`); state.selected.clear(); } });
      button.disabled = count < 1 || count > choosing.limit;
      nodes.push(button);
    }
    nodes.push(...choiceButtons(view, send, keepOpen), ...hintNodes(tableId, seat, state.message.table, view));
    box.replaceChildren(...nodes);
    if (focusedAction) box.querySelector(`[data-action="${CSS.escape(focusedAction)}"]`)?.focus();
  };

  const renderPanels = (view, info, names, me) => {
    const done = view.game === "ecarte" ? Math.max(0, view.deal_number - (view.deal ? 1 : 0))
      : view.deal_scores.length;
    if (state.dealsDone !== null && done > state.dealsDone && !view.over) showDealPanel(view, names, done);
    state.dealsDone = done;
    if (view.over && state.over === false) {
      showEndPanel(view, info, names, me, { tableId, onPlayAgain: () => playAgain(tableId, seat, state.message.table.next) });
    }
    state.over = view.over;
  };

  const connection = early?.table === tableId ? early : tableConnection(tableId);
  connection.attach({
    onState: (message) => {
      state.message = message;
      render();
    },
    onError: (words) => { $("table-error").textContent = words; },
    onLink: (up) => {
      state.online = up;
      $("banner").hidden = up;
      $("table").inert = !up;
      if (!up) $("status").textContent = "Connection lost — reconnecting…";
    },
  });
  handKeys($("hand"));
  return () => {
    connection.close();
    $("banner").hidden = true;
    $("table").inert = false;
    closePanel();
  };
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
  closePanel();
  location.hash = `#/t/${body.table}`;
}

function renderInvite(tableId, waiting, names) {
  const invite = inviteOf(tableId);
  $("invite").hidden = !(invite && waiting);
  if (invite) $("invite-link").value = `${location.origin}/#/t/${tableId}/join/${invite}`;
  $("invite-host").textContent = names[0];
}

function renderSeat(where, view, names, seat, me) {
  const box = $(`seat-${where}`);
  const deal = view.deal;
  $(`${where}-name`).textContent = names[seat] ?? "";
  $(`${where}-name`).title = names[seat] ?? "";
  let role = "";
  if (deal && view.game === "piquet") role = deal.elder === seat ? "elder hand" : "younger hand, dealer";
  else if (deal && view.game === "ecarte") role = deal.dealer === seat ? "dealer" : "";
  if (seat === me) role = role ? `you, ${role}` : "you";
  $(`${where}-role`).textContent = role;
  box.classList.toggle("to-act", view.to_act === seat && !view.over);
  const cards = $(`${where}-cards`);
  if (where === "bottom" && me !== null) return;
  const count = !deal ? 0 : me !== null && deal.opponent_card_count !== undefined ? deal.opponent_card_count
    : deal.card_counts?.[seat] ?? 0;
  cards.replaceChildren(...(count ? [backs(count, `${names[seat]} holds ${count} cards`)] : []));
}

function renderCentre(view, names, bottom) {
  const deal = view.deal;
  const stock = $("stock");
  const trick = $("trick");
  const seen = $("seen");
  if (!deal) {
    stock.replaceChildren();
    trick.replaceChildren();
    seen.replaceChildren();
    return;
  }
  const pile = deal.stock_count ? [backs(Math.min(deal.stock_count, 3), `The stock: ${deal.stock_count} cards`),
    el("p", { class: "count", "aria-hidden": "true", text: `${deal.stock_count}` })] : [];
  const turnUp = deal.turn_up ? [el("div", { class: "turn-up" }, shownCard(deal.turn_up),
    el("p", { class: "label", text: `Trumps: ${SUITS[deal.trump][1]}` }))] : [];
  stock.replaceChildren(el("div", { class: "pile" }, ...pile), ...turnUp);
  stock.setAttribute("aria-label", deal.turn_up
    ? `The stock, ${deal.stock_count} cards; the turn-up is the ${cardName(deal.turn_up)}` : `The stock, ${deal.stock_count} cards`);

  // The trick: the card led, and the last trick until the next lead.
  const played = [];
  let caption = "";
  if (deal.lead) {
    played.push([deal.leader, deal.lead]);
    caption = `${names[deal.leader]} leads`;
  } else if (deal.tricks.length) {
    const last = deal.tricks.at(-1);
    played.push([last.leader, last.lead], [1 - last.leader, last.reply]);
    caption = `Trick ${deal.tricks.length} to ${names[last.winner]}`;
  }
  const slot = (who) => {
    const card = played.find(([s]) => s === who);
    return el("div", { class: `slot ${who === bottom ? "near" : "far"}` }, card ? shownCard(card[1]) : "");
  };
  trick.replaceChildren(slot(1 - bottom), slot(bottom), el("p", { class: "label", text: caption }));
  trick.setAttribute("aria-label", caption ? `The trick: ${played.map(([s, c]) => `${names[s]} the ${cardName(c)}`).join(", ")}` : "The trick");

  const groups = [];
  const other = names[1 - bottom];
  if (deal.stock_seen?.length) groups.push([deal.stock_seen, "Seen in the stock"]);
  if (deal.opponent_known?.length) groups.push([deal.opponent_known, `${other} has shown`]);
  if (deal.opponent_shown_hand?.length) groups.push([deal.opponent_shown_hand, `${other}'s carte blanche`]);
  if (deal.discard?.length) groups.push([deal.discard, "Your discard"]);
  seen.replaceChildren(...groups.map(([cards, label]) => el("div", { class: "group" },
    el("p", { class: "label", text: label }), cardRow(cards, label, "small"))));
}
