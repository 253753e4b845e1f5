// Telling the player it is his turn while the page is open: the tab's title, a sound if he
// wants one, and the browser's notification if he allowed them (docs/web.md "Notifications").
const SOUND_KEY = "salon-turn-sound";
let plainTitle = null;
let wasMyTurn = false;

export const soundWanted = () => localStorage.getItem(SOUND_KEY) === "on";
export const wantSound = (on) => localStorage.setItem(SOUND_KEY, on ? "on" : "off");

function chime() {
  const Audio = window.AudioContext ?? window.webkitAudioContext;
  if (!Audio) return;
  const context = new Audio();
  const tone = context.createOscillator();
  const gain = context.createGain();
  tone.frequency.value = 660;
  gain.gain.setValueAtTime(0.1, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.4);
  tone.connect(gain).connect(context.destination);
  tone.start();
  tone.stop(context.currentTime + 0.4);
}

/** Called with each state: whether this page's seat is to act now, and the table's title. */
export function turnIs(myTurn, title) {
  plainTitle ??= document.title;
  document.title = myTurn ? `● Your turn — ${plainTitle}` : plainTitle;
  if (myTurn && !wasMyTurn) {
    if (soundWanted()) chime();
    if (document.hidden && "Notification" in window && Notification.permission === "granted") {
      new Notification("Your turn", { body: `It is your turn at ${title}.`, tag: "salon-turn" });
    }
  }
  wasMyTurn = myTurn;
}

/** Asks the browser to let the page notify (only when the player asks for it). */
export async function allowNotifications() {
  if (!("Notification" in window)) return "unsupported";
  return Notification.requestPermission();
}

/** Puts the title back when the player leaves the table. */
export function leaveTable() {
  if (plainTitle !== null) document.title = plainTitle;
  wasMyTurn = false;
}
