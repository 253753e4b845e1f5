"""Why the deal refuses an action, in the player's terms: the law of the calling, of the play,
or else the moment of the deal, said in the order of the laws.

>>> from salon.piquet.actions import ThrowIn
>>> from salon.piquet.rules import PiquetRules
>>> why_not(DealState(PiquetRules()), None, ThrowIn())
'a hand may be thrown in only in the last deal, to save no rubicon'
"""

from __future__ import annotations

from typing import Final

from salon.cards import COURT_RANKS, in_index_order
from salon.piquet import declaring
from salon.piquet.actions import AnnounceCarteBlanche, DealAction, Play, Role, ThrowIn
from salon.piquet.state import DealState, Phase

_MOMENTS: Final = {
    Phase.CARTE_BLANCHE: "the younger hand first says whether he has a carte blanche",
    Phase.ELDER_EXCHANGE: "the elder hand exchanges",
    Phase.ELDER_LOOK: "the elder hand may look at the cards he left",
    Phase.YOUNGER_EXCHANGE: "the younger hand exchanges",
    Phase.YOUNGER_LOOK: "the younger hand may look at the cards he left",
    Phase.CALL: "the elder hand calls",
    Phase.ANSWER: "the younger hand answers the call",
    Phase.EXTRAS: "the elder hand reckons more, or has done",
    Phase.LOOK_BEFORE_PLAY: "the younger hand says whether he looks at the cards left",
    Phase.PLAY: "the cards are played",
    Phase.DEAL: "the cards are dealt",
    Phase.MISDEALT: "the elder hand stands the deal or has a fresh one (Law 10)",
    Phase.OVER: "the deal is over",
}
"""Each moment of the deal, said as the order of the laws (for refusals)."""


def why_not(deal: DealState, whose: Role | None, action: DealAction) -> str:
    """The law that refuses ``action`` now, when ``whose`` hand is to act (None: no hand)."""
    reason = declaring.refusal(deal, action)
    if reason:
        return reason
    if isinstance(action, Play) and deal.phase is Phase.PLAY and whose is not None:
        if action.card not in deal.hands[whose]:
            return f"the {whose.word} hand does not hold the {action.card.name}"
        if deal.lead is not None:
            return f"the suit led, {deal.lead.suit.plural}, must be followed"
        return "the suit led must be followed"
    if isinstance(action, ThrowIn):
        return "a hand may be thrown in only in the last deal, to save no rubicon"
    if isinstance(action, AnnounceCarteBlanche) and whose is not None:
        court = [c for c in deal.dealt[whose] if c.rank in COURT_RANKS]
        if court and deal.phase in (Phase.CARTE_BLANCHE, Phase.ELDER_EXCHANGE):
            held = in_index_order(court)[-1]
            return f"a carte blanche holds no king, queen nor knave: you hold the {held.name}"
    return f"at this moment {_MOMENTS[deal.phase]}"
