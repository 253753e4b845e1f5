"""The strong player's finalist discards weighed again on deals solved exactly (issue 27)."""

from __future__ import annotations

import random

from salon.agents.piquet.exchange import candidate_discards, discard_outcomes
from salon.agents.piquet.strong import FINALISTS, PiquetStrong
from salon.piquet.actions import Role
from salon.piquet.deal import Deal, Phase
from salon.piquet.view import DealView


def elder_to_exchange(seed: int) -> DealView:
    deal = Deal()
    rng = random.Random(seed)
    while deal.phase is not Phase.ELDER_EXCHANGE:
        deal.apply(deal.random_action(rng))
    return deal.view(Role.ELDER)


def test_the_finalists_are_weighed_again_on_fresh_deals_each_solved_exactly() -> None:
    """Twice the first pass's deals, each deal's play solved with every card seen rather than
    played out quickly."""
    view = elder_to_exchange(5)
    finalists = candidate_discards(view.hand, view.exchange_limit, elder=True)[:FINALISTS]
    player = PiquetStrong(3, race=True, exact_finalists=True, exchange_samples=6)
    weighed = player.weigh_finalists(view, finalists)

    def outcomes(*, exact: bool) -> tuple[tuple[tuple[int, int], ...], ...]:
        found = discard_outcomes(view, finalists, random.Random(3), samples=12, exact=exact)
        return tuple(tuple(results) for results in found)

    assert outcomes(exact=True) != outcomes(exact=False)  # else the test tells nothing
    assert weighed.outcomes == outcomes(exact=True)


def test_as_many_finalists_are_weighed_again_as_the_player_is_told() -> None:
    """One finalist leaves nothing to weigh again: the first pass's best is chosen, as without
    the race; on this deal the race among three chooses otherwise."""
    view = elder_to_exchange(0)

    def choice(*, race: bool = False, finalists: int = FINALISTS) -> object:
        player = PiquetStrong(1, exchange_samples=6, race=race, finalists=finalists)
        return player.choose(view, view.legal)

    first = choice()
    assert choice(race=True) != first
    assert choice(race=True, finalists=1) == first
