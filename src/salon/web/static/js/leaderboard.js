// The leaderboard of each game: the top rated players active in the last 90 days.
import { $, el, getJSON, profileLink } from "./dom.js";
import { showAccountLink } from "./account-api.js";

const GAMES = [["piquet", "Piquet"], ["ecarte", "Écarté"], ["chouette", "Chouette Piquet"], ["pool", "Pool Écarté"], ["french", "French Écarté"]];

/** The computer players, rated apart: "about 1650", never among the people. */
function computers(found) {
  const list = found?.computers ?? [];
  if (!list.length) return "";
  return el("div", {}, el("h3", { text: "The computer players" }),
    el("p", { class: "facts", text: "Rated apart: first by games between the computers (the beginner held at 1000), then by their games against signed-in players; their games never move a person's rating." }),
    el("ul", {}, ...list.map((c) => el("li", {
      text: `${c.title}: about ${c.about}${c.provisional ? " (provisional)" : ""}, ${c.games ? plural(c.games, "game") : "no game yet"} against people${c.seeded_by ? `, seeded by ${plural(c.seeded_by, "game")} between computers` : ""}`,
    }))));
}

function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** Who the board waits for: "Players appear here after about 10 to 14 rated games". */
function noOneYet(settled) {
  const games = settled ? `about ${settled[0]} to ${settled[1]} rated games` : "a few rated games";
  return `No one yet. Players appear here after ${games}, once their ratings are no longer provisional.`;
}

/** The players still finding their rating: not on the board yet, but there to be played. */
function newcomers(list) {
  if (!list.length) return "";
  return el("div", { class: "newcomers" }, el("h3", { text: "Still finding their rating" }),
    el("ul", {}, ...list.map((p) => el("li", {},
      profileLink(p.name),
      ` ${p.rating} (provisional), ${plural(p.games, "rated game")}`))));
}

async function board(game, title) {
  const found = await getJSON(`/api/leaderboard/${game}`);
  const players = found?.players ?? [];
  return el("section", { class: "panel-card", "aria-labelledby": `${game}-title` },
    el("h2", { id: `${game}-title`, text: title }),
    players.length
      ? el("table", { class: "figures" },
        el("thead", {}, el("tr", {}, el("th", { text: "" }), el("th", { text: "Player" }),
          el("th", { class: "number", text: "Rating" }), el("th", { class: "number", text: "Rated games" }))),
        el("tbody", {}, ...players.map((p, i) => el("tr", {}, el("td", { text: `${i + 1}` }),
          el("td", {}, profileLink(p.name)),
          el("td", { class: "number", text: `${p.rating}` }), el("td", { class: "number", text: `${p.games}` })))))
      : el("p", { class: "facts", text: noOneYet(found?.settled_after) }),
    newcomers(found?.provisional ?? []),
    computers(found));
}

async function show() {
  showAccountLink($("account-link"));
  $("content").replaceChildren(
    el("p", { class: "facts", text: "Rated players who played in the last 90 days. Each name leads to the player's games, and to a challenge." }),
    el("div", { class: "players-grid" }, ...(await Promise.all(GAMES.map(([g, t]) => board(g, t))))));
}

show();
