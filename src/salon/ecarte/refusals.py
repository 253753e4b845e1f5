"""Why the deal refuses an action, in the player's terms: the law of the play or of the
proposals, or else the moment of the deal, said in the order of the laws
(ecarte-treatise-1896-ocr.txt, the description of the game and Laws XII–XXV).

>>> from salon.ecarte.deal_state import DealState
>>> why_not(DealState(), actions.Accept())
'there is no proposal to answer: the cards are dealt'
"""

from __future__ import annotations

from typing import Final

from salon.ecarte import actions
from salon.ecarte.actions import EcarteAction
from salon.ecarte.deal_state import DealState
from salon.ecarte.playing import duty_words
from salon.ecarte.state import Phase

_MOMENTS: Final = {
    Phase.DEAL: "the cards are dealt",
    Phase.PROPOSAL: "the non-dealer proposes or plays",
    Phase.RESPONSE: "the dealer gives cards or refuses",
    Phase.NON_DEALER_DISCARD: "the non-dealer discards",
    Phase.DEALER_DISCARD: "the dealer discards",
    Phase.PLAY: "the cards are played",
    Phase.OVER: "the deal is over",
}
"""Each moment of the deal, said as the order of the laws (for refusals)."""


def why_not(deal: DealState, action: EcarteAction) -> str:
    """The law that refuses ``action`` now."""
    phase = deal.phase
    if isinstance(action, actions.Play) and phase is Phase.PLAY:
        seat = deal.seat_to_act()
        if action.card not in deal.hands[seat]:
            return f"the {action.card.name} is not in that hand"
        assert deal.lead is not None, "the leader may lead any card he holds"
        return duty_words(set(deal.hands[seat]), deal.lead, deal.trump)
    if isinstance(action, actions.MarkKing):
        return "the king of trumps may be marked only by its holder before his first card"
    if isinstance(action, actions.Propose) and phase is Phase.PROPOSAL:
        return "the stock is spent: no more cards can be given, so play"
    if isinstance(action, actions.Stand | actions.Propose) and phase is Phase.PLAY and deal.tricks:
        return "the play has begun: proposals are over"
    if isinstance(action, actions.Stand | actions.Propose) and phase is Phase.PLAY:
        return "the proposal was refused: the hands are played as they are"
    if isinstance(action, actions.Discard):
        return f"cards are given only when a proposal is accepted: {_MOMENTS[phase]}"
    if isinstance(action, actions.Accept | actions.Refuse):
        return f"there is no proposal to answer: {_MOMENTS[phase]}"
    if isinstance(action, actions.Play | actions.ThrowDown | actions.ClaimPoint):
        return f"no card is played before the proposals are over: {_MOMENTS[phase]}"
    return f"at this moment {_MOMENTS[phase]}"
