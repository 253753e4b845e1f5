"""Positions of the play rebuilt from one hand's view, for the strong player's searches.

:func:`state_of` puts a sampled adversary's hand into the play as it stands; :func:`throw_in_scores`
counts what throwing in (where the laws allow it) would leave each hand.
"""

from __future__ import annotations

from salon.cards import Card
from salon.piquet.actions import Role
from salon.piquet.playout import PlayState
from salon.piquet.rules import PiquetRules
from salon.piquet.talk import EventKind
from salon.piquet.view import DealView

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
_RULES = PiquetRules()


def throw_in_scores(state: PlayState, thrower: Role) -> tuple[int, int]:
    """Both hands' points (by role) if ``thrower`` throws in before the first trick is played:
    the adversary counts every trick and the cards, after the hands are reckoned
    (rules-notes.md "Partie"; :meth:`salon.piquet.deal.Deal.apply`)."""
    scores = list(state.scores)
    pique_open = state.pique_open

    def pique() -> None:
        nonlocal pique_open
        if pique_open and scores[ELDER] >= 30 and scores[YOUNGER] == 0:
            scores[ELDER] += 30
            pique_open = False

    if state.lead is None:
        pique()  # elder throws in: the hands are reckoned first
    other = thrower.other
    in_play = 12 + (10 if state.rules.last_trick_ten else 1)
    scores[other] += in_play - (0 if state.lead is None else 1)
    if other is YOUNGER:
        pique_open = False
    pique()
    scores[other] += 10
    return scores[ELDER], scores[YOUNGER]


def state_of(view: DealView, opponent: set[Card]) -> PlayState:
    """The play as it stands in ``view`` with the adversary holding ``opponent``."""
    hands: list[set[Card]] = [set(), set()]
    hands[view.role] = set(view.hand)
    hands[view.role.other] = opponent
    over = any(e.kind in (EventKind.PIQUE, EventKind.REPIQUE) for e in view.talk)
    return PlayState(
        hands=hands,
        leader=view.leader,
        lead=view.lead,
        tricks_won=list(view.tricks_won),
        scores=list(view.scores),
        pique_open=not over and view.scores[YOUNGER] == 0,
        rules=_RULES,
    )
