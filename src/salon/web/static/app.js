// The salon page: a lobby, an invitation, and the table, all fed by the server's views.
const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
const SUITS = { S: ["♠", "spades"], H: ["♥", "hearts"], D: ["♦", "diamonds"], C: ["♣", "clubs"] };
const RANKS = { "6": "six", "7": "seven", "8": "eight", "9": "nine", "10": "ten",
  J: "knave", Q: "queen", K: "king", A: "ace" };
const NUMBERS = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve"];
const SEQUENCES = { 3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième",
  8: "huitième", 9: "neuvième" };

const split = (code) => [code.slice(0, -1), code.slice(-1)];
const cardName = (code) => { const [r, s] = split(code); return `${RANKS[r]} of ${SUITS[s][1]}`; };

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

function svg(tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

// A card face drawn by code: corner indices and the suit's pip in the middle.
function cardFace(code) {
  const [rank, suit] = split(code);
  const colour = suit === "H" || suit === "D" ? "#b3121f" : "#1b1b1b";
  const face = svg("svg", { viewBox: "0 0 60 84", "aria-hidden": "true" });
  face.append(svg("rect", { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: "#fffdf7",
    stroke: "#6b5b3e", "stroke-width": 1.5 }));
  const corner = (x, y, rotate) => {
    const group = svg("g", { fill: colour, transform: rotate ? `rotate(180 30 42)` : "" });
    group.append(svg("text", { x, y, "font-size": 15, "font-weight": "bold",
      "font-family": "Georgia, serif" }, rank));
    group.append(svg("text", { x, y: y + 14, "font-size": 13 }, SUITS[suit][0]));
    return group;
  };
  face.append(corner(5, 17, false), corner(5, 17, true));
  const big = ["J", "Q", "K"].includes(rank) ? rank : SUITS[suit][0];
  face.append(svg("text", { x: 30, y: 53, "text-anchor": "middle", "font-size": 28,
    fill: colour, "font-family": "Georgia, serif" }, big));
  return face;
}

function cardBack() {
  const back = svg("svg", { viewBox: "0 0 60 84", "aria-hidden": "true" });
  back.append(svg("rect", { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: "#7a1f2b",
    stroke: "#f2eee3", "stroke-width": 3 }));
  back.append(svg("path", { d: "M10 12 L50 72 M50 12 L10 72 M30 8 L30 76 M6 42 L54 42",
    stroke: "#e8c25a", "stroke-width": 1, opacity: .6 }));
  return back;
}

function cardRow(codes, { label, small = false } = {}) {
  const row = el("div", { class: small ? "cards small" : "cards", role: "list" });
  if (label) row.setAttribute("aria-label", label);
  for (const code of codes) {
    row.append(el("span", { class: "card", role: "listitem", "aria-label": cardName(code) },
      cardFace(code)));
  }
  return row;
}

function combinationWords(words) {
  const [kind, arg, ...rest] = words;
  if (kind === "point") return `point of ${NUMBERS[+arg.slice(0, -1)] ?? arg.slice(0, -1)} in ${SUITS[arg.slice(-1)][1]}`;
  if (kind === "seq") return `${SEQUENCES[arg[0]] ?? arg[0]} to the ${cardName(arg.slice(1))}`;
  if (kind === "set") {
    const cards = [arg, ...rest];
    const rank = RANKS[split(arg)[0]];
    return `${cards.length === 4 ? "quatorze" : "trio"} of ${rank}s`;
  }
  return words.join(" ");
}

// Écarté's actions say what the player says (the treatise's words).
const ECARTE_WORDS = { stand: "I play (without proposing)", propose: "I propose", accept: "I accept",
  refuse: "I refuse", "mark-king": "I mark the king", "throw-down": "Throw down my cards",
  claim: "Claim the point" };

// The words on an action's button.
function actionLabel(text) {
  const words = text.split(" ");
  const simple = {
    "choose-deal": "I deal", "choose-elder": "You deal (I am elder)",
    "carte-blanche": "I have a carte blanche", "no-carte-blanche": "No carte blanche",
    look: "Look at the cards left", "no-look": "Leave them unseen", sink: "Sink (call nothing)",
    done: "Done", "throw-in": "Throw in my hand",
  };
  if (simple[text]) return simple[text];
  if (ECARTE_WORDS[text]) return ECARTE_WORDS[text];
  if (words[0] === "call") return `Call: ${combinationWords(words.slice(1))}`;
  if (words[0] === "reckon") return `Reckon: ${combinationWords(words.slice(1))}`;
  if (words[0] === "answer") {
    const verdict = { good: "Good", "not-good": "Not good", equal: "Equal",
      "ask-value": "What do they make?" }[words[1]] ?? words[1];
    return words.length > 2 ? `${verdict} (${combinationWords(words.slice(2))})` : verdict;
  }
  return text;
}

// ------------------------------------------------------------------ routes and seats

const seatKey = (table) => `salon:seat:${table}`;
const inviteKey = (table) => `salon:invite:${table}`;
const loadSeat = (table) => JSON.parse(localStorage.getItem(seatKey(table)) || "null");

function show(section) {
  for (const id of ["lobby", "join", "table"]) $(id).hidden = id !== section;
}

let socket = null;
let current = null;

function route() {
  const parts = location.hash.replace(/^#\/?/, "").split("/");
  if (socket) { socket.onclose = null; socket.close(); socket = null; }
  if (parts[0] === "t" && parts[1] && parts[2] === "join" && parts[3]) {
    if (loadSeat(parts[1])) { location.hash = `#/t/${parts[1]}`; return; }
    show("join");
    $("join-table").onsubmit = (event) => { event.preventDefault(); join(parts[1], parts[3]); };
  } else if (parts[0] === "t" && parts[1]) {
    show("table");
    openTable(parts[1]);
  } else {
    show("lobby");
    lobby();
  }
}

let gamesOffered = null;

function fillPresets() {
  const chosen = $("game").value;
  const game = gamesOffered.find((g) => g.name === chosen) ?? gamesOffered[0];
  $("preset").replaceChildren(...game.presets.map((p) => el("option", { value: p, text: p })));
  $("options").placeholder = chosen === "ecarte" ? "e.g. game_values=graded; rubber_games=3"
    : "e.g. deal_by=threes; carte_rouge=20";
}

async function lobby() {
  if (!gamesOffered) {
    gamesOffered = (await (await fetch("/api/games")).json()).games;
    $("game").replaceChildren(...gamesOffered.map((g) => el("option", { value: g.name, text: g.title })));
    $("game").onchange = fillPresets;
    fillPresets();
  }
  $("new-table").onsubmit = async (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    const rules = [form.get("preset"), form.get("options")].filter(Boolean).join("; ");
    const response = await fetch("/api/tables", { method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: form.get("name"), game: form.get("game"),
        opponent: form.get("opponent"), rules }) });
    const body = await response.json();
    if (!response.ok) { $("lobby-error").textContent = describe(body); return; }
    localStorage.setItem(seatKey(body.table), JSON.stringify({ seat: body.seat, token: body.token }));
    if (body.invite) localStorage.setItem(inviteKey(body.table), body.invite);
    location.hash = `#/t/${body.table}`;
  };
}

function describe(body) {
  if (typeof body.detail === "string") return body.detail;
  if (Array.isArray(body.detail)) return body.detail.map((d) => `${d.loc.at(-1)}: ${d.msg}`).join("; ");
  return "the server refused";
}

async function join(table, invite) {
  const name = new FormData($("join-table")).get("name");
  const response = await fetch(`/api/tables/${table}/join`, { method: "POST",
    headers: { "Content-Type": "application/json" }, body: JSON.stringify({ invite, name }) });
  const body = await response.json();
  if (!response.ok) { $("join-error").textContent = describe(body); return; }
  localStorage.setItem(seatKey(table), JSON.stringify({ seat: body.seat, token: body.token }));
  location.hash = `#/t/${table}`;
}

function openTable(table) {
  const seat = loadSeat(table);
  let lastStep = -1;
  let talk = [];
  const connect = () => {
    lastStep = -1;
    talk = [];
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/${table}`);
    socket.onopen = () => socket.send(JSON.stringify(seat ? { type: "hello", ...seat } : { type: "hello", watch: true }));
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "error") { $("table-error").textContent = message.message; return; }
      if (message.type !== "state" || message.table.step < lastStep) return;
      lastStep = message.table.step;
      // The server sends the whole talk once, then only what was said since.
      const view = message.view;
      if (view.talk_from === 0) talk = view.talk;
      else if (view.talk_from === talk.length) talk = talk.concat(view.talk);
      else { socket.close(); return; }
      view.talk = talk;
      $("table-error").textContent = "";
      current = { table, message, selected: current?.table === table ? current.selected : new Set() };
      render();
    };
    socket.onclose = () => { socket = null; setTimeout(() => { if (location.hash.includes(table)) connect(); }, 1500); };
  };
  connect();
}

function send(action) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "act", action }));
}

// ------------------------------------------------------------------ the table

function render() {
  const { table, message } = current;
  const { view } = message;
  const info = message.table;
  const names = info.seats.map((s) => s.name);
  const me = view.seat;
  const other = me === null ? 1 : 1 - me;
  const invite = localStorage.getItem(inviteKey(table));
  $("invite").hidden = !(invite && info.seats.some((s) => s.open));
  if (invite) $("invite-link").value = `${location.origin}/#/t/${table}/join/${invite}`;
  renderScores(view, names);
  renderStatus(view, info, names, me);
  const deal = view.deal;
  const opponent = $("opponent");
  opponent.replaceChildren();
  if (deal) {
    const count = me === null || deal.opponent_card_count === undefined
      ? deal.card_counts[other] : deal.opponent_card_count;
    opponent.append(el("p", { class: "label", text: `${names[other]}: ${count} cards` }));
    const backs = el("div", { class: "cards small", "aria-hidden": "true" });
    for (let i = 0; i < count; i++) backs.append(el("span", { class: "card" }, cardBack()));
    opponent.append(backs);
    if (me === null) {
      const mine = deal.card_counts[1 - other];
      opponent.append(el("p", { class: "label", text: `${names[1 - other]}: ${mine} cards` }));
    }
  }
  renderTrick(deal, names);
  renderKnown(deal, names, me);
  renderActions(view, me);
  renderHand(view, me);
  renderTalk(view, names);
}

function renderScores(view, names) {
  if (view.game === "ecarte") { renderEcarteScores(view, names); return; }
  const rows = view.deal_scores.map((score, i) => el("tr", {},
    el("td", { text: `Deal ${i + 1}` }), el("td", { text: score[0] }), el("td", { text: score[1] })));
  const table = el("table", {},
    el("caption", { text: `Scoring card (${view.deals_in_partie} deals)` }),
    el("thead", {}, el("tr", {}, el("th", { text: "" }), el("th", { text: names[0] }), el("th", { text: names[1] }))),
    el("tbody", {}, ...rows),
    el("tfoot", {}, el("tr", {}, el("th", { text: "Total" }), el("th", { text: view.totals[0] }), el("th", { text: view.totals[1] }))));
  const box = $("scores");
  box.replaceChildren(table);
  if (view.deal) {
    const d = view.deal;
    box.append(el("p", { text: `Deal ${view.deal_number}: ${names[0]} ${d.scores[0]}, ${names[1]} ${d.scores[1]}` }),
      el("p", { text: `Tricks: ${names[0]} ${d.tricks_won[0]}, ${names[1]} ${d.tricks_won[1]}` }),
      el("p", { text: `Elder hand: ${names[d.elder]}; stock: ${d.stock_count} cards` }));
  }
  if (view.result) {
    box.append(el("p", { class: "result", text: view.result.words }),
      el("a", { href: `/api/tables/${current.table}/record`, download: "", text: "Download the record" }));
  }
}

// Cards to choose before acting: Piquet's exchange, Écarté's discard.
function selection(deal) {
  if (!deal) return null;
  if (deal.exchange_limit) return { limit: deal.exchange_limit, verb: "exchange", title: "Exchange" };
  if (deal.discard_limit) return { limit: deal.discard_limit, verb: "discard", title: "Discard" };
  return null;
}

// Écarté's score: points in the game to five, games won, what they are worth.
function renderEcarteScores(view, names) {
  const row = (title, values) => el("tr", {}, el("th", { text: title }),
    el("td", { text: values[0] }), el("td", { text: values[1] }));
  const table = el("table", {},
    el("caption", { text: "Scoring card (game to five)" }),
    el("thead", {}, el("tr", {}, el("th", { text: "" }), el("th", { text: names[0] }), el("th", { text: names[1] }))),
    el("tbody", {}, row("Points", view.scores), row("Games", view.games_won), row("Game points", view.game_points)));
  const box = $("scores");
  box.replaceChildren(table);
  if (view.deal) {
    const d = view.deal;
    box.append(el("p", { text: `Deal ${view.deal_number}: ${names[d.dealer]} deals` }),
      el("p", { text: `Tricks: ${names[0]} ${d.tricks_won[0]}, ${names[1]} ${d.tricks_won[1]}` }),
      el("p", { text: `Stock: ${d.stock_count} cards; discarded: ${names[0]} ${d.discarded[0]}, ${names[1]} ${d.discarded[1]}` }));
  }
  if (view.over) {
    box.append(el("p", { class: "result", text: `${names[view.winner]} wins.` }),
      el("a", { href: `/api/tables/${current.table}/record`, download: "", text: "Download the record" }));
  }
}

function renderTurnUp(deal, names) {
  const box = $("known");
  if (!deal.turn_up) return;
  const trumps = SUITS[deal.trump][1];
  box.append(el("p", { class: "label", text: `Turned up: trumps are ${trumps}` }),
    cardRow([deal.turn_up], { label: "The turn-up", small: true }));
  deal.marked.forEach((marked, seat) => {
    if (marked) box.append(el("p", { class: "label", text: `${names[seat]} marked the king.` }));
  });
}

function renderStatus(view, info, names, me) {
  let text;
  if (info.broken) text = `This table is closed: ${info.broken}`;
  else if (view.over && view.game === "ecarte") text = `${names[view.winner]} wins.`;
  else if (view.over) text = view.result ? view.result.words : "The partie is over.";
  else if (info.seats.some((s) => s.open)) text = "Waiting for your friend to sit down.";
  else if (view.to_act === null) text = "Shuffling…";
  else if (view.to_act === me) text = `Your turn: ${view.deal ? view.deal.phase : view.phase}.`;
  else text = `${names[view.to_act]} to act${view.deal ? ` (${view.deal.phase})` : ""}.`;
  $("status").textContent = text;
}

function renderTrick(deal, names) {
  const box = $("trick");
  box.replaceChildren();
  if (!deal) return;
  if (deal.lead) {
    box.append(el("p", { class: "label", text: `${names[deal.leader]} leads` }), cardRow([deal.lead], { label: "Card led" }));
  } else if (deal.tricks.length) {
    const last = deal.tricks.at(-1);
    box.append(el("p", { class: "label", text: `Last trick, won by ${names[last.winner]}` }),
      cardRow([last.lead, last.reply], { label: "Last trick", small: true }));
  }
}

function renderKnown(deal, names, me) {
  const box = $("known");
  box.replaceChildren();
  if (deal && deal.turn_up !== undefined) { renderTurnUp(deal, names); return; }
  if (!deal || me === null) return;
  const groups = [
    [deal.opponent_known, `${names[1 - me]} holds (shown by his calls)`],
    [deal.opponent_shown_hand, `${names[1 - me]}'s carte blanche`],
    [deal.stock_seen, "Cards of the stock you have seen"],
    [deal.discard, "Your discard"],
  ];
  for (const [cards, label] of groups) {
    if (cards.length) box.append(el("p", { class: "label", text: label }), cardRow(cards, { label, small: true }));
  }
}

function renderActions(view, me) {
  const box = $("actions");
  box.replaceChildren();
  if (me === null || view.to_act !== me) return;
  const deal = view.deal;
  const choosing = selection(deal);
  if (choosing) {
    const chosen = [...current.selected].filter((c) => deal.hand.includes(c));
    const button = el("button", { class: "primary", text: chosen.length
      ? `${choosing.title} ${NUMBERS[chosen.length]} card${chosen.length > 1 ? "s" : ""}`
      : `Choose 1 to ${choosing.limit} cards to ${choosing.verb}`,
      onclick: () => { send(`${choosing.verb} ${chosen.join(" ")}`); current.selected = new Set(); } });
    button.disabled = chosen.length < 1 || chosen.length > choosing.limit;
    box.append(button);
  }
  for (const action of view.legal) {
    if (action.startsWith("play ")) continue;
    box.append(el("button", { text: actionLabel(action), onclick: () => send(action) }));
  }
}

function renderHand(view, me) {
  const box = $("hand");
  box.replaceChildren();
  const deal = view.deal;
  if (!deal || me === null) return;
  const myTurn = view.to_act === me;
  const plays = new Set(view.legal.filter((a) => a.startsWith("play ")).map((a) => a.slice(5)));
  const exchanging = myTurn && selection(deal) !== null;
  const row = el("div", { class: "cards" });
  for (const code of deal.hand) {
    const button = el("button", { class: "card", "aria-label": cardName(code) }, cardFace(code));
    if (exchanging) {
      button.classList.add("playable");
      button.setAttribute("aria-pressed", String(current.selected.has(code)));
      button.onclick = () => {
        if (current.selected.has(code)) current.selected.delete(code); else current.selected.add(code);
        render();
        document.querySelector(`#hand [aria-label="${cardName(code)}"]`)?.focus();
      };
    } else if (plays.has(code)) {
      button.classList.add("playable");
      button.setAttribute("aria-label", `Play the ${cardName(code)}`);
      button.onclick = () => send(`play ${code}`);
    } else {
      button.disabled = myTurn && plays.size > 0;
      if (button.disabled) button.classList.add("dim");
    }
    row.append(button);
  }
  row.addEventListener("keydown", (event) => {
    if (!["ArrowLeft", "ArrowRight"].includes(event.key)) return;
    const cards = [...row.querySelectorAll("button:not(:disabled)")];
    const at = cards.indexOf(document.activeElement);
    const next = cards[(at + (event.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length];
    next?.focus();
    event.preventDefault();
  });
  const whose = deal.role ? ` (${deal.role} hand)` : deal.dealer === me ? " (you deal)" : "";
  box.append(el("p", { class: "label", text: `Your hand${whose}` }), row);
}

function talkItem(event, names) {
  const speaker = event.seat === null ? "" : `${names[event.seat]}: `;
  return el("li", { class: event.private ? "private" : "" },
    el("span", { class: "speaker", text: speaker }), event.words);
}

function renderTalk(view, names) {
  const now = view.deal_number;
  const list = $("talk");
  list.replaceChildren(...view.talk.filter((e) => e.deal === now).map((e) => talkItem(e, names)));
  const history = $("history");
  history.replaceChildren();
  const past = [...new Set(view.talk.map((e) => e.deal))].filter((d) => d !== now);
  for (const deal of past.reverse()) {
    const score = view.deal_scores?.[deal - 1];
    const title = deal === 0 ? "The cut" : `Deal ${deal}${score ? ` — ${names[0]} ${score[0]}, ${names[1]} ${score[1]}` : ""}`;
    history.append(el("details", {}, el("summary", { text: title }),
      el("ol", {}, ...view.talk.filter((e) => e.deal === deal).map((e) => talkItem(e, names)))));
  }
  const box = $("talk-box");
  box.scrollTop = 0;
}

window.addEventListener("hashchange", route);
route();
