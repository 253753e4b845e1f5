// One table's websocket: hello, the talk held whole, states in order, and reconnecting.
import { loadSeat } from "./seats.js";

/** The connection for a table: as this device's seat, or as an onlooker. */
export function tableConnection(table) {
  const seat = loadSeat(table);
  return connect(table, seat ? { seat: seat.seat, token: seat.token } : { watch: true });
}

/** The server's close code for a table that is not there: no retry would find it. */
const NO_SUCH_TABLE = 4404;

/** Opens the table's connection and keeps it open until closed. Once handlers are attached,
 * calls onState(message) with each newer state (its view's talk made whole), onError(words)
 * with a refusal, onLink(up) when the connection is lost or back, and onGone() when there is
 * no such table (then it stops); what came before they were attached is handed to them then
 * (the page asks for the table before it has loaded). */
export function connect(table, hello) {
  let waiting = [];
  let handlers = null;
  const tell = (kind, value) => {
    if (handlers) handlers[kind](value);
    else waiting.push([kind, value]);
  };
  const onState = (message) => tell("onState", message);
  const onError = (words) => tell("onError", words);
  const onLink = (up) => tell("onLink", up);
  const onChat = (message) => tell("onChat", message);
  const onGone = () => tell("onGone");
  let socket = null;
  let closed = false;
  let lastStep = -1;
  let talk = [];
  let retry = 500;

  const open = () => {
    lastStep = -1;
    talk = [];
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/${table}`);
    socket.onopen = () => socket.send(JSON.stringify({ type: "hello", ...hello }));
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "error" && message.chat) { onChat({ refused: message.message }); return; }
      if (message.type === "error") { onError(message.message); return; }
      if (message.type === "chat") { onChat(message); return; }
      if (message.type !== "state" || message.table.step < lastStep) return;
      const view = message.view;
      // The server sends the whole talk once, then only what was said since.
      if (view.talk_from === 0) talk = view.talk;
      else if (view.talk_from === talk.length) talk = talk.concat(view.talk);
      else { socket.close(); return; }
      lastStep = message.table.step;
      retry = 500;
      onLink(true);
      onState({ ...message, view: { ...view, talk } });
    };
    socket.onclose = (event) => {
      socket = null;
      if (closed) return;
      if (event.code === NO_SUCH_TABLE) { closed = true; onGone(); return; }
      onLink(false);
      setTimeout(() => { if (!closed) open(); }, retry);
      retry = Math.min(retry * 2, 4000);
    };
  };
  open();

  return {
    table,
    attach(given) {
      handlers = { onChat: () => {}, onGone: () => {}, ...given };
      for (const [kind, value] of waiting) handlers[kind](value);
      waiting = [];
    },
    /** Sends an action; false when the connection is down (the page then blocks actions). */
    send(action) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify({ type: "act", action }));
      return true;
    },
    /** Sends a chat message (a line, a mute, the chat off); false when the connection is down. */
    chat(message) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      closed = true;
      if (socket) socket.close();
    },
  };
}
