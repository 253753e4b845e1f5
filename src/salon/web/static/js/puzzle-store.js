// The puzzles kept on this device (key → puzzle, with its schedule): made of the player's own
// reviewed games, answered on the page of mistakes and now and then in the trainers.
const STORE = "salon:puzzles";

/** The puzzles kept on this device. */
export function loadPuzzles() {
  try {
    const kept = JSON.parse(localStorage.getItem(STORE) ?? "{}");
    return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
  } catch {
    return {};
  }
}

/** Keep ``puzzles``; those the device had keep their own schedule unless ``theirs``. */
export function keepPuzzles(puzzles, theirs = false) {
  const kept = loadPuzzles();
  for (const puzzle of puzzles) if (theirs || !kept[puzzle.key]) kept[puzzle.key] = puzzle;
  try {
    localStorage.setItem(STORE, JSON.stringify(kept));
  } catch {
    // A full storage keeps the puzzles it had; an account keeps them all.
  }
  return kept;
}

/** A puzzle's answer sent for grading; its new schedule is kept when it comes back. */
export async function answerPuzzle(postJSON, puzzle, answer) {
  const reply = await postJSON("/api/puzzles/answer",
    { puzzle: puzzle.position, answer, box: puzzle.schedule?.box ?? 0 });
  if (reply.ok) keepPuzzles([{ ...puzzle, schedule: reply.body.schedule }], true);
  return reply;
}
