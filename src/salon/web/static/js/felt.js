// The felt of a two-handed game: the two seats face to face, the stock, the trick, the cards seen.
import { $, el } from "./dom.js";
import { backs, cardRow, cardName, shownCard, SUITS } from "./cards.js";

/** The seat's part in the deal: elder or younger hand at Piquet, the dealer at Écarté. */
export function dealRole(game, seat) {
  const deal = game?.deal;
  if (deal && game.game === "piquet") return deal.elder === seat ? "elder hand" : "younger hand, dealer";
  if (deal && game.game === "ecarte") return deal.dealer === seat ? "dealer" : "";
  return "";
}

/** One seat's plate (name and part) and, for the seat facing the hand, its cards' backs.
 * ``me`` is the seat whose hand is shown at the bottom (null: none). */
export function renderSeat(where, game, names, seat, me, role) {
  const box = $(`seat-${where}`);
  const deal = game?.deal;
  $(`${where}-name`).textContent = names[seat] ?? "";
  $(`${where}-name`).title = names[seat] ?? "";
  $(`${where}-role`).textContent = role;
  box.classList.toggle("to-act", !!game && game.to_act === seat && !game.over);
  const cards = $(`${where}-cards`);
  if (where === "bottom" && me !== null) { cards.replaceChildren(); return; }
  const count = !deal ? 0 : me !== null && deal.opponent_card_count !== undefined ? deal.opponent_card_count
    : deal.card_counts?.[seat] ?? 0;
  cards.replaceChildren(...(count ? [backs(count, `${names[seat]} holds ${count} cards`)] : []));
}

/** Cards where the tricks fall, ``played`` as [seat, card], each at its seat's side, under
 * ``caption``; read aloud after ``heading`` ("The trick: Ann the king of spades"). */
function drawTrick(played, caption, heading, names, bottom) {
  const trick = $("trick");
  const slot = (who) => {
    const card = played.find(([s]) => s === who);
    return el("div", { class: `slot ${who === bottom ? "near" : "far"}` }, card ? shownCard(card[1]) : "");
  };
  trick.replaceChildren(slot(1 - bottom), slot(bottom), el("p", { class: "label", text: caption }));
  trick.setAttribute("aria-label", caption ? `${heading}: ${played.map(([s, c]) => `${names[s]} the ${cardName(c)}`).join(", ")}` : heading);
}

/** The middle of the table: the stock and the turn-up, the trick, the cards seen. ``own`` says
 * whether the hand at the bottom is the reader's own ("Your discard") or one he looks over. */
export function renderCentre(game, names, bottom, own = true) {
  const deal = game?.deal;
  const stock = $("stock");
  const seen = $("seen");
  if (!deal) {
    stock.replaceChildren();
    seen.replaceChildren();
    // Before the first deal the cards cut lie face up where the tricks will fall.
    const cut = game?.cut;
    if (cut) drawTrick([[0, cut[0]], [1, cut[1]]], "The cut", "The cut", names, bottom);
    else {
      $("trick").replaceChildren();
      $("trick").setAttribute("aria-label", "The trick");
    }
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
  drawTrick(played, caption, "The trick", names, bottom);

  const groups = [];
  const other = names[1 - bottom];
  if (deal.stock_seen?.length) groups.push([deal.stock_seen, "Seen in the stock"]);
  if (deal.opponent_known?.length) groups.push([deal.opponent_known, `${other} has shown`]);
  if (deal.opponent_shown_hand?.length) groups.push([deal.opponent_shown_hand, `${other}'s carte blanche`]);
  if (deal.discard?.length) groups.push([deal.discard, own ? "Your discard" : `${names[bottom]}'s discard`]);
  seen.replaceChildren(...groups.map(([cards, label]) => el("div", { class: "group" },
    el("p", { class: "label", text: label }), cardRow(cards, label, "small"))));
}
