// The chat beside the talk of the table: the players' chat, a side's, the spectators' own.
// Names and lines are shown as text, never read as HTML (docs/web.md "Chat").
import { $, el } from "./dom.js";

const CHANNELS = { players: "To the table", side: "To your side", spectators: "Among spectators" };
const MAX = 300;

export class ChatPanel {
  constructor() {
    this.lines = [];
    this.settings = { muted: [], off: false, closed: false };
    this.send = () => false;
    this.seats = [];
    this.me = null;
    $("chat-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const text = $("chat-text").value;
      const to = $("chat-to").value;
      const message = { type: "chat", to, text };
      if (this.me === null) message.name = $("chat-name").value || "A guest";
      if (this.send(message)) $("chat-text").value = "";
    });
    $("chat-off").addEventListener("change", () => {
      this.send({ type: "chat_off", off: $("chat-off").checked });
    });
  }

  /** At a new table: ``send`` carries chat messages; ``me`` this page's seat (null: watching). */
  reset(send, me) {
    this.send = send;
    this.me = me;
    this.lines = [];
    $("chat-lines").replaceChildren();
    $("chat-error").textContent = "";
    const channels = me === null ? ["spectators"] : ["players", "side"];
    $("chat-to").replaceChildren(...channels.map((c) => el("option", { value: c, text: CHANNELS[c] })));
    $("chat-name-row").hidden = me !== null;
    $("chat-off-row").hidden = me === null;
    $("chat-text").maxLength = MAX;
  }

  /** The table's seats, for the mute buttons. */
  seatsAre(seats) {
    this.seats = seats;
    this.renderMutes();
  }

  receive(message) {
    if (message.refused) { $("chat-error").textContent = message.refused; return; }
    $("chat-error").textContent = "";
    this.lines = message.whole ? message.lines : this.lines.concat(message.lines);
    this.settings = message.settings;
    $("chat-off").checked = this.settings.off;
    $("chat-closed").hidden = !this.settings.closed && !this.settings.off;
    $("chat-closed").textContent = this.settings.off ? "You turned the chat off at this table."
      : "A player turned the chat off at this table.";
    const list = $("chat-lines");
    list.replaceChildren(...this.lines.map((line) => el("li", { class: `chat-${line.to}` },
      el("span", { class: "chat-name", text: `${line.name}: ` }),
      el("span", { class: "chat-said", text: line.text }))));
    list.scrollTop = list.scrollHeight;
    this.renderMutes();
  }

  renderMutes() {
    if (this.me === null) { $("chat-mutes").replaceChildren(); return; }
    const muted = new Set(this.settings.muted);
    $("chat-mutes").replaceChildren(...this.seats
      .filter((seat) => seat.seat !== this.me && seat.player === "human" && !seat.open)
      .map((seat) => el("button", {
        type: "button",
        class: "quiet",
        "aria-pressed": muted.has(seat.seat) ? "true" : "false",
        text: muted.has(seat.seat) ? `Unmute ${seat.name}` : `Mute ${seat.name}`,
        onclick: () => this.send({ type: "mute", seat: seat.seat, muted: !muted.has(seat.seat) }),
      })));
  }
}
