// The one sentence that says what is happening, in the player's own terms.

// Until the server's "prompt" is there: the question of each moment, for the player to act.
const PROMPTS = {
  "carte blanche": "Show your carte blanche, or not",
  "elder exchanges": "Choose the cards to exchange (one to five)",
  "elder may look at the cards he left": "Look at the cards you left, or not",
  "younger exchanges": "Choose the cards to exchange",
  "younger may look at the cards he left": "Look at the cards you left, or not",
  "elder calls": "Declare your hand",
  "younger answers": "Answer your adversary's call",
  "elder reckons more": "Reckon what more you hold",
  "younger decides whether to look at the cards left": "Look at the cards left, or not",
  "the non-dealer plays or proposes": "Play, or propose a change of cards",
  "the dealer accepts or refuses": "Accept the proposal, or refuse",
  "the non-dealer discards": "Choose the cards to discard (one to five)",
  "the dealer discards": "Choose the cards to discard (one to five)",
};

/** The status sentence for this state. */
export function statusSentence({ view, info, names, me, waiting }) {
  if (info.broken) return `This table is closed: ${info.broken}`;
  if (view.over) {
    const winner = view.game === "ecarte" ? view.winner : view.result?.winner === null
      ? null : view.result?.winner === "B" ? 1 : 0;
    if (winner === null || winner === undefined) return "The partie is drawn.";
    return winner === me ? "You win." : `${names[winner]} wins.`;
  }
  if (waiting) return "Waiting for your friend to sit down.";
  if (view.to_act === null || view.to_act === undefined) return "Dealing…";
  if (view.to_act !== me) return `${names[view.to_act]} is thinking…`;
  if (view.prompt) return view.prompt;
  const deal = view.deal;
  if (!deal) return "The cut: choose who deals";
  if (deal.phase === "play") return deal.lead ? "Your reply: play a card" : "Your lead";
  return PROMPTS[deal.phase] ?? "Your turn";
}
