// The seeks' feed (docs/web.md "Finding someone to play"): one websocket a page, told as soon
// as a seek is offered, taken, withdrawn or declined, so that the lobby and one's offers are
// asked for then, not at their next poll. Each listener is called with every change, and once
// more when the feed comes back after a loss (a change may have fallen in between).
const listeners = new Set();
let socket = null;
let retry = 1000;
let lost = false;

function open() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const mine = new WebSocket(`${scheme}://${location.host}/api/play/feed`);
  socket = mine;
  const tell = () => { for (const listener of listeners) listener(); };
  mine.onopen = () => { retry = 1000; if (lost) tell(); lost = false; };
  mine.onmessage = tell;
  mine.onclose = () => {
    if (socket !== mine) return;
    socket = null;
    if (!listeners.size) return;
    lost = true;
    setTimeout(() => { if (listeners.size && !socket) open(); }, retry);
    retry = Math.min(retry * 2, 30000);
  };
}

/** Call ``listener`` whenever the seeks change; returns the function that stops it (the
 * feed closes when no one listens). */
export function onSeeksChanged(listener) {
  listeners.add(listener);
  if (!socket) open();
  return () => {
    listeners.delete(listener);
    if (!listeners.size && socket) { lost = false; socket.close(); }
  };
}
