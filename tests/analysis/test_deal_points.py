"""What a choice is expected to bring is the deal's margin as the players count it, with the
points already made in the deal (docs/analysis.md, "Honesty": the calibration of the deal's
points compares it with the margin the deal came to)."""

from __future__ import annotations

from tests.ecarte.helpers import dealt

from salon.agents.ecarte.players import EcarteStrong
from salon.analysis.ecarte import appraise_ecarte
from salon.ecarte.actions import Stand


def test_an_ecarte_choice_counts_the_king_the_dealer_turned_up() -> None:
    """Elder holds the five best trumps left when the dealer has turned up the king and
    scored its point: playing without proposing makes the vole, two points, for a deal of
    one point clear. Counting the points to come alone, the review expected two."""
    deal = dealt("AH QH JH 10H 9H", "7S 8S 9S 10S JS", "KH")
    view = deal.view(0)
    assert view.points == (0, 1)
    [judged] = appraise_ecarte(view, Stand(), EcarteStrong(1, weigh_samples=20))
    stand = next(o for o in judged.appraisal.options if isinstance(o.action, Stand))
    assert stand.deal == 1.0
    assert stand.points == 1.0
