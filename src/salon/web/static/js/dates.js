// Dates as a person writes them.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
  "September", "October", "November", "December"];

/** A day as a person writes it: "2026-11-29" (or a moment that day) is "29 November 2026". */
export function longDate(iso) {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
