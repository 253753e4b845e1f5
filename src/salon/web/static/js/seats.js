// The seats this device holds: their secrets, kept in local storage, and the invitations.
const seatKey = (table) => `salon:seat:${table}`;
const inviteKey = (table) => `salon:invite:${table}`;
const listKey = "salon:tables";

/** The seat held at this table, {seat, token}, or null (then the page watches). */
export const loadSeat = (table) => JSON.parse(localStorage.getItem(seatKey(table)) || "null");

/** Keeps the seat's secret and remembers the table among "my tables". */
export function saveSeat(table, seat) {
  localStorage.setItem(seatKey(table), JSON.stringify(seat));
  const mine = myTables().filter((id) => id !== table);
  localStorage.setItem(listKey, JSON.stringify([table, ...mine].slice(0, 30)));
}

/** The tables this device sat at, newest first. */
export function myTables() {
  const listed = JSON.parse(localStorage.getItem(listKey) || "[]");
  // Seats kept before the list existed are found by their keys.
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key.startsWith("salon:seat:") && !listed.includes(key.slice(11))) listed.push(key.slice(11));
  }
  return listed;
}

export const saveInvite = (table, invite) => localStorage.setItem(inviteKey(table), invite);
export const inviteOf = (table) => localStorage.getItem(inviteKey(table));

const invitesKey = (table) => `salon:invites:${table}`;

/** Keeps the invitation of each seat kept for a friend at a table for three or more. */
export const saveInvites = (table, invites) => localStorage.setItem(invitesKey(table), JSON.stringify(invites));
/** Those invitations, each {seat, invite}. */
export const invitesOf = (table) => JSON.parse(localStorage.getItem(invitesKey(table)) || "[]");
