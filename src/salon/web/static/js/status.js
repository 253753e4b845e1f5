// The one sentence that says what is happening, in the player's own terms.

/** Why a game ended before its end, as ``me`` reads it: "your time ran out", "Ann resigned". */
export function endedEarly(info, names, me) {
  const loser = 1 - info.claimed.winner;
  if (info.claimed.resigned) return me === loser ? "you resigned" : `${names[loser]} resigned`;
  return me === loser ? "your time ran out" : `${names[loser]}'s time ran out`;
}

/** The status sentence for this state. */
export function statusSentence({ view, info, names, me, waiting }) {
  if (info.broken) return `This table is closed: ${info.broken}`;
  if (info.claimed) {
    const winner = info.claimed.winner;
    return `${winner === me ? "You win" : `${names[winner]} wins`}: ${endedEarly(info, names, me)}.`;
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
