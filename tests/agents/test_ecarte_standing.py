"""The strong Écarté player's reckoning of the game: what a deal's points are worth at each
score (ecarte-treatise-1896-ocr.txt, "Effect of the score"; docs/ecarte-rules.md "Scoring")."""

from __future__ import annotations

import random

import pytest
from tests.ecarte.helpers import dealt

from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.standing import (
    DEAL_POINTS,
    Standing,
    outcome_worth,
    points_in_order,
    win_chance,
)
from salon.ecarte.actions import MarkKing, Stand
from salon.ecarte.deal import EcarteDeal
from salon.ecarte.game import EcarteView, GamePhase

SCORES = [(mine, theirs) for mine in range(5) for theirs in range(5)]


def _game_view(deal: EcarteDeal, seat: int, scores: tuple[int, int]) -> EcarteView:
    """What a player sees of ``deal`` in a game standing at ``scores`` (seat 0's first)."""
    view = deal.view(seat)
    return EcarteView(
        seat=seat,
        phase=GamePhase.DEALS,
        to_act=view.to_act,
        scores=scores,
        points_for_game=5,
        games_won=(0, 0),
        game_points=(0, 0),
        deal=view,
        talk=view.talk,
        legal=view.legal,
        winner=None,
    )


def test_a_game_ends_the_moment_a_side_reaches_five_even_by_the_king() -> None:
    """docs/ecarte-rules.md "Scoring": the king marked at four wins, whatever the tricks."""
    at_four = Standing(mine=4, theirs=4, target=5, dealing=True)
    assert at_four.worth([(True, 1), (False, 2)]) == 1.0
    assert at_four.worth([(False, 1), (True, 2)]) == 0.0


def test_at_four_the_vole_is_worth_no_more_than_the_point() -> None:
    """The treatise, "Effect of the score": "At four ... there is no longer any advantage in
    winning the vole"; at love it is worth more than the point."""
    at_four = Standing(mine=4, theirs=2, target=5, dealing=False)
    assert at_four.worth_of_points(2) == at_four.worth_of_points(1) == 1.0
    at_love = Standing(mine=0, theirs=0, target=5, dealing=False)
    assert at_love.worth_of_points(2) > at_love.worth_of_points(1)


def test_against_four_the_point_doubled_costs_no_more_than_the_point() -> None:
    """The treatise, "Effect of the score": against four, "if the point is lost the opponent
    wins the game in any case — the penalty of his scoring two for the point is ineffective"."""
    against_four = Standing(mine=1, theirs=4, target=5, dealing=False)
    assert against_four.worth_of_points(-2) == against_four.worth_of_points(-1) == 0.0
    at_love = Standing(mine=0, theirs=0, target=5, dealing=False)
    assert at_love.worth_of_points(-2) < at_love.worth_of_points(-1)


@pytest.mark.parametrize(("mine", "theirs"), SCORES)
def test_the_two_players_chances_of_the_game_make_one(mine: int, theirs: int) -> None:
    """One player wins every game: the dealer's chance and the elder hand's are complements."""
    for dealing in (False, True):
        total = win_chance(mine, theirs, 5, dealing) + win_chance(theirs, mine, 5, not dealing)
        assert total == pytest.approx(1.0, abs=1e-4)


@pytest.mark.parametrize(("mine", "theirs"), SCORES)
def test_a_point_more_is_never_worse(mine: int, theirs: int) -> None:
    for dealing in (False, True):
        chance = win_chance(mine, theirs, 5, dealing)
        assert win_chance(mine + 1, theirs, 5, dealing) >= chance
        assert win_chance(mine, theirs + 1, 5, dealing) <= chance


def test_the_table_of_deals_is_a_distribution_of_whole_deals() -> None:
    """Each deal scores the tricks once (the point or the vole, one side) after at most one
    king; the frequencies add up to one."""
    assert sum(DEAL_POINTS.values()) == pytest.approx(1.0, abs=1e-4)
    for sequence in DEAL_POINTS:
        assert 1 <= len(sequence) <= 2
        assert all(who in ("elder", "dealer") and points in (1, 2) for who, points in sequence)
        if len(sequence) == 2:
            assert sequence[0][1] == 1  # the king comes before the tricks


def test_the_dealer_holding_the_king_does_not_mark_it_when_the_point_decides_the_game() -> None:
    """The treatise, "Effect of the score": "If the non-dealer plays without proposing when he
    is at four, to the dealer's three, the dealer, if he has the king, should not mark it"."""
    deal = dealt("7C 8C 9C 10C AC", "KH QS JS 10D 9D", "7H")
    deal.apply(Stand())
    deal.apply(deal.legal_actions()[0])  # the elder hand leads
    dealer = 1
    assert MarkKing() in deal.legal_actions()
    late = _game_view(deal, dealer, scores=(4, 3))
    early = _game_view(deal, dealer, scores=(0, 0))
    strong = EcarteStrong(1, samples=8)
    assert strong.choose(late, late.legal) != MarkKing()
    assert strong.choose(early, early.legal) == MarkKing()


def test_a_lone_deal_is_reckoned_in_points() -> None:
    """Without a game's score (a deal played alone) outcomes count their points; the strong
    player still decides every turn."""
    assert outcome_worth(None, [(True, 2)]) == 2.0
    assert outcome_worth(None, [(True, 1), (False, 2)]) == -1.0
    deal = dealt("7C 8C 9C 10C AC", "KH QS JS 10D 9D", "7H")
    view = deal.view(0)
    assert EcarteStrong(1, samples=8).choose(view, view.legal) in view.legal


def test_the_deal_passes_so_the_dealer_is_elder_next() -> None:
    """docs/ecarte-rules.md: deals alternate. A dealer who scores a point and does not make
    the game is the elder hand of the next deal."""
    standing = Standing(mine=3, theirs=3, target=5, dealing=True)
    assert standing.worth([(True, 1)]) == win_chance(4, 3, 5, False)
    assert standing.worth([(True, 1)]) != win_chance(4, 3, 5, True)


def test_the_table_of_deals_is_what_players_of_the_rules_of_thumb_score() -> None:
    """The table is measured, not invented: a fresh sample of deals scores each sequence about
    as often (within four standard errors)."""
    chance = random.Random(7)
    deals = 3000
    counts: dict[tuple[tuple[str, int], ...], int] = {}
    for _ in range(deals):
        sequence = points_in_order(EcarteDeal(), chance)
        counts[sequence] = counts.get(sequence, 0) + 1
    assert set(counts) <= set(DEAL_POINTS)
    for sequence, share in DEAL_POINTS.items():
        error = (share * (1 - share) / deals) ** 0.5
        assert abs(counts.get(sequence, 0) / deals - share) <= 4 * error + 1 / deals
