// The one sentence that says what is happening, in the player's own terms.

/** The status sentence for this state. */
export function statusSentence({ view, info, names, me, waiting }) {
  if (info.broken) return `This table is closed: ${info.broken}`;
  if (info.claimed) {
    const winner = info.claimed.winner;
    const why = me === 1 - winner ? "your time ran out" : `${names[1 - winner]}'s time ran out`;
    return `${winner === me ? "You win" : `${names[winner]} wins`}: ${why}.`;
  }
  if (view.over) {
    const winner = view.game === "ecarte" ? view.winner : view.result?.winner === null
      ? null : view.result?.winner === "B" ? 1 : 0;
    if (winner === null || winner === undefined) return "The partie is drawn.";
    return winner === me ? "You win." : `${names[winner]} wins.`;
  }
  if (waiting) return "Waiting for your friend to sit down.";
  if (view.to_act === null || view.to_act === undefined) return "Dealing…";
  if (view.to_act !== me) return `${names[view.to_act]} is thinking…`;
  return view.prompt ?? "Your turn";
}
