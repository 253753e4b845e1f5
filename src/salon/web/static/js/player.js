// A player's profile: ratings and their graph, the record, and every game, filtered and paged,
// each opening its replay and review.
import { longDate } from "./dates.js";
import { $, el, getJSON, profileLink, svg } from "./dom.js";
import { showAccountLink } from "./account-api.js";

const name = decodeURIComponent(location.pathname.split("/")[2] ?? "");
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

function ratingsTable(ratings) {
  if (!ratings.length) return el("p", { class: "facts", text: "No rated game yet." });
  return el("table", { class: "figures" },
    el("thead", {}, el("tr", {}, el("th", { text: "Game" }), el("th", { class: "number", text: "Rating" }),
      el("th", { class: "number", text: "Rated games" }))),
    el("tbody", {}, ...ratings.map((r) => el("tr", {}, el("td", { text: r.title }),
      el("td", { class: "number" }, `${r.rating}`, r.provisional ? el("span", { class: "provisional", text: " (provisional)" }) : ""),
      el("td", { class: "number", text: `${r.games}` })))));
}

const START = 1500;  // every rating starts here (docs/players.md "Ratings")

/** One game's rating over time, from its start, in an SVG drawn from the points: headed by
 * its game, its highest and lowest ratings beside it, the first and latest games' days below. */
function graph(title, points) {
  if (!points.length) return "";
  const values = [START, ...points.map((p) => p.rating)];
  // Drawn 600 wide and shown at a third of that on a phone: figures of 22 stay readable.
  const width = 600, height = 200, left = 70, right = 14, top = 18, bottom = 34;
  const low = Math.min(...values) - 10, high = Math.max(...values) + 10;
  const x = (i) => left + (i * (width - left - right)) / (values.length - 1);
  const y = (v) => top + ((high - v) * (height - top - bottom)) / (high - low);
  const chart = svg("svg", { class: "rating-graph", viewBox: `0 0 ${width} ${height}`, role: "img",
    "aria-label": `${title}: from ${START} to ${values.at(-1)} over ${plural(points.length, "rated game")}` });
  for (const v of [Math.max(...values), Math.min(...values)]) {
    chart.append(svg("text", { x: 4, y: y(v) + 7 }, `${v}`));
  }
  const [first, latest] = [points[0].at, points.at(-1).at].map(longDate);
  chart.append(svg("text", { x: left, y: height - 6 }, first));
  if (latest !== first) chart.append(svg("text", { x: width - right, y: height - 6, "text-anchor": "end" }, latest));
  chart.append(svg("polyline", { class: "line", points: values.map((v, i) => `${x(i)},${y(v)}`).join(" ") }));
  values.forEach((v, i) => chart.append(svg("circle", { class: "mark", cx: x(i), cy: y(v), r: 4.5 })));
  return el("figure", { class: "rating-figure" }, el("figcaption", { text: title }), chart);
}

const graphs = (ratings, points) => ratings.map((r) => graph(r.title, points.filter((p) => p.game === r.game)));

const RECORD_HEADS = ["Won", "Lost", "Drawn", "Rubicons given", "Rubicons suffered", "Capots", "Average margin"];

// What the margin is of differs by game: said once under the table.
const MARGIN_SAID = "The average margin is what a game was worth, won (plus) or lost (minus): at Piquet "
  + "the partie's settlement in points, at Écarté the game's value (one, or more where graded "
  + "games or a rubber count more). A game not played to its end, claimed or resigned, settles "
  + "nothing and counts for none.";

/** The record, a row a game; on a phone each row is a card of its figures, each named
 * (players.css), so that nothing scrolls sideways. */
function recordTable(record) {
  if (!record.length) return el("p", { class: "facts", text: "No finished game yet." });
  return el("div", { id: "record-list" }, el("table", { class: "figures" },
    el("thead", {}, el("tr", {}, el("th", { text: "Game" }),
      ...RECORD_HEADS.map((h) => el("th", { class: "number", text: h })))),
    el("tbody", {}, ...record.map((r) => el("tr", {}, el("th", { scope: "row", class: "game", text: r.title }),
      ...[r.won, r.lost, r.drawn, r.rubicons_given, r.rubicons_suffered, r.capots, r.average_margin]
        // A figure a game has not (no rubicon at Écarté) is a dash, and no line of its card.
        .map((n, i) => el("td", { class: n === null ? "number absent" : "number", "data-head": RECORD_HEADS[i], text: n === null ? "—" : `${n}` })))))),
    el("p", { class: "facts", text: MARGIN_SAID }));
}

const HISTORY_HEADS = ["Finished", "Game", "Against", "Result", "Rated", "Review"];

/** Whom a game was against: each player with a public profile linked to it. */
function against(game) {
  const names = game.opponents.map((who) => (game.profiles.includes(who)
    ? profileLink(who) : who));
  return names.flatMap((name, i) => (i ? [", ", name] : [name]));
}

/** One game of the history; on a phone its cells wrap as a card (players.css), so each
 * names its column for the screen reader through the table's own heads. */
function gameRow(game) {
  const when = longDate(game.finished);
  return el("tr", {},
    el("td", { class: "when", text: when }), el("td", { class: "what", text: game.title }),
    el("td", { class: "against" }, ...against(game)),
    el("td", { class: game.result, text: game.result }), el("td", { class: "rated", text: game.rated ? "rated" : "casual" }),
    game.claimed ? el("td", { class: "links", text: "Not played to its end" })
      : el("td", { class: "links" }, el("a", { href: `/#/t/${game.id}/replay`, text: "Review this game" }), " · ",
        el("a", { href: `/api/tables/${game.id}/record`, text: "Record (text)" })));
}

function gamesTable(games) {
  if (!games.length) return el("p", { class: "facts", text: "No game found." });
  return el("div", { class: "table-scroll", tabindex: 0, role: "region", "aria-label": "The games" }, el("table", { class: "figures" },
    el("thead", {}, el("tr", {}, ...HISTORY_HEADS.map((h) => el("th", { text: h })))),
    el("tbody", {}, ...games.map(gameRow))));
}

const select = (label, key, options) => el("label", {}, label, el("select", { name: key },
  ...options.map(([value, text]) => el("option", { value, text }))));

/** The history: filters (game, rated, opponent, result) and pages of twenty. */
function historySection() {
  const list = el("div", { id: "history-list" });
  const pager = el("div", { class: "pager" });
  const filters = el("form", { class: "filters", "aria-label": "Filter the games" },
    select("Game", "game", [["", "Every game"], ["piquet", "Piquet"], ["ecarte", "Écarté"],
      ["chouette", "Chouette Piquet"], ["pool", "Pool Écarté"], ["french", "French Écarté"]]),
    select("Rated", "rated", [["", "Rated or casual"], ["true", "Rated"], ["false", "Casual"]]),
    el("label", {}, "Opponent", el("input", { name: "opponent", maxlength: 40 })),
    select("Result", "result", [["", "Any result"], ["won", "Won"], ["lost", "Lost"], ["drawn", "Drawn"]]),
    el("button", { type: "submit", text: "Show" }));
  let page = 0;
  async function load() {
    const query = new URLSearchParams([...new FormData(filters)].filter(([, v]) => v));
    query.set("page", page);
    const found = await getJSON(`/api/players/${encodeURIComponent(name)}/history?${query}`);
    list.replaceChildren(gamesTable(found?.games ?? []));
    pager.replaceChildren(
      page > 0 ? el("button", { type: "button", text: "Newer", onclick: () => { page -= 1; load(); } }) : "",
      found?.more ? el("button", { type: "button", text: "Older", onclick: () => { page += 1; load(); } }) : "");
  }
  filters.addEventListener("submit", (event) => { event.preventDefault(); page = 0; load(); });
  load();
  return el("section", { class: "panel-card", "aria-labelledby": "history-title" },
    el("h2", { id: "history-title", text: "Every game" }), filters, list, pager);
}

/** Another player's page offers the signed-in player a challenge to him: the home page's
 * form opens with his name filled in, to offer it as it stands or change its terms first. */
function challengeLink(player, account) {
  if (!account || account.name.toLowerCase() === player.name.toLowerCase()) return "";
  return el("p", { class: "challenge" }, el("a", { class: "button primary",
    href: `/?challenge=${encodeURIComponent(player.name)}#/`, text: `Challenge ${player.name}` }));
}

async function show() {
  const account = await showAccountLink($("account-link"));
  const player = await getJSON(`/api/players/${encodeURIComponent(name)}`);
  if (!player) {
    $("page-title").textContent = "No profile to show";
    $("page-error").textContent = "There is no such player, or the profile is private.";
    return;
  }
  document.title = `${player.name} — salon`;
  $("page-title").textContent = player.name;
  $("content").replaceChildren(
    el("p", { class: "facts", text: `Member since ${longDate(player.member_since)}${player.private ? " · private profile" : ""}` }),
    challengeLink(player, account),
    el("div", { class: "players-grid profile-grid" },
      el("section", { class: "panel-card", "aria-labelledby": "ratings-title" },
        el("h2", { id: "ratings-title", text: "Ratings" }), ratingsTable(player.ratings), ...graphs(player.ratings, player.graph)),
      el("section", { class: "panel-card", "aria-labelledby": "record-title" },
        el("h2", { id: "record-title", text: "Record" }), recordTable(player.record))),
    historySection());
}

show();
