"""A deal of Écarté played with real cards, told and counted as the engine counts it
(ecarte-treatise-1896-ocr.txt, "Scoring", Laws XIX, XX, XXV and XXIX)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import Rank
from salon.ecarte.deal import EcarteDeal, EventKind
from salon.ecarte.rules import EcarteRules, GameValues
from salon.ecarte.told import (
    DEALER,
    NON_DEALER,
    EcarteCard,
    EcarteDealTold,
    KingsMakingGame,
    ToldError,
    count_told_deal,
)


def test_the_point_one_the_vole_two_and_the_penalties_two() -> None:
    """Description, "Scoring": three or four tricks the point, five the vole; two to the dealer
    when the non-dealer played without proposing and failed; two to the non-dealer when the
    dealer refused the first proposal and failed."""
    assert count_told_deal(EcarteDealTold(tricks=(3, 2))) == (1, 0)
    assert count_told_deal(EcarteDealTold(tricks=(5, 0))) == (2, 0)
    assert count_told_deal(EcarteDealTold(tricks=(2, 3), stood=True)) == (0, 2)
    assert count_told_deal(EcarteDealTold(tricks=(3, 2), first_refused=True)) == (2, 0)
    assert count_told_deal(EcarteDealTold(tricks=(3, 2), stood=True)) == (1, 0)


def test_law_xxv_a_throw_down_costs_one_with_a_trick_two_without() -> None:
    """Law XXV; a claim the cards bear out is the point, without penalty."""
    assert count_told_deal(EcarteDealTold(tricks=(1, 1), thrown_down=NON_DEALER)) == (0, 1)
    assert count_told_deal(EcarteDealTold(tricks=(0, 1), thrown_down=NON_DEALER)) == (0, 2)
    claim = EcarteDealTold(tricks=(2, 0), thrown_down=NON_DEALER, claim_held=True)
    assert count_told_deal(claim) == (1, 0)


@pytest.mark.parametrize(
    ("told", "reason"),
    [
        (EcarteDealTold(tricks=(3, 2), king_turned_up=True, king_marked_by=0), "one king"),
        (EcarteDealTold(tricks=(3, 2), stood=True, first_refused=True), "no proposal"),
        (EcarteDealTold(tricks=(3, 1)), "the five tricks are played"),
        (EcarteDealTold(tricks=(3, 2), thrown_down=1), "before the last trick"),
        (EcarteDealTold(tricks=(3, 1), thrown_down=0), "with three tricks he had won the point"),
        (EcarteDealTold(tricks=(0, 3), thrown_down=0, claim_held=True), "cannot hold"),
    ],
)
def test_what_could_not_have_happened_is_refused(told: EcarteDealTold, reason: str) -> None:
    with pytest.raises(ToldError, match=reason):
        count_told_deal(told)


def test_a_game_ends_when_the_king_makes_five() -> None:
    """Description, "Scoring": a game ends the moment a player reaches five, even by marking
    the king; then the cards are not played. Deals alternate, from game to game too."""
    card = EcarteCard(first_dealer=1)
    for _ in range(2):
        card = card.record(EcarteDealTold(tricks=(5, 0)))  # seat 0, then seat 1, the vole
    assert card.current_score == (2, 2)
    card = card.record(EcarteDealTold(tricks=(5, 0)))
    card = card.record(EcarteDealTold(tricks=(0, 5)))  # seat 0 deals and takes the vole: 6
    assert card.finished_games() == [((6, 2), 0, 1)]
    with pytest.raises(ToldError, match="king made the game"):
        EcarteCard(1, ((4, 0),)).record(EcarteDealTold(tricks=(3, 2), king_turned_up=True))


def test_which_king_would_make_the_game_is_known_before_the_deal_is_told() -> None:
    """Description, "Scoring": the king counts when it is turned up or announced; a form
    asks nothing of the play when it would reach five. At four all, every king makes it; at
    four to nothing, only the king of seat 0, who deals: turned up, or announced by him."""
    even = EcarteCard(1, ((4, 0), (0, 4)))
    assert even.dealer(2) == 1
    assert even.kings_making_game() == KingsMakingGame(turned_up=True, marked=(True, True))
    ahead = EcarteCard(1, ((4, 0),))
    assert ahead.dealer(1) == 0
    assert ahead.kings_making_game() == KingsMakingGame(turned_up=True, marked=(False, True))
    assert EcarteCard(1).kings_making_game().to_json() == {
        "turned_up": False, "marked": [False, False]
    }  # fmt: skip


def test_law_xxvii_the_offenders_king_makes_no_game() -> None:
    """Law XXVII: the player whose mistake had the cards played again scores nothing for the
    point nor for the king; at four, his king announced makes no game, and the play is told
    and counted (the review of a day's change found it writing the game to him)."""
    card = EcarteCard(1, ((4, 0),))  # seat 0, at four, deals: the non-dealer is seat 1
    offender = EcarteDealTold(king_marked_by=DEALER, halved=DEALER)
    assert not card.king_makes_game(offender)
    played = replace(offender, tricks=(3, 2))
    after = card.record(played)
    assert after.winner is None and after.deals[-1] == (0, 1)  # the non-dealer's point alone
    assert card.kings_making_game().marked == (False, True)  # unhalved, his king would


def test_law_xxix_graded_games_and_the_rubber() -> None:
    """Law XXIX: by agreement a treble if the loser has not scored, a single at three or four;
    the rubber adds two."""
    rules = EcarteRules(game_values=GameValues.GRADED, rubber_games=3)
    card = EcarteCard(first_dealer=1, rules=rules)
    while card.winner is None:
        card = card.record(
            EcarteDealTold(tricks=(5, 0) if card.dealer(len(card.deals)) else (0, 5))
        )
    assert card.winner == 0 and card.game_points == (3 + 3 + 2, 0)


def told_by_the_engine(deal: EcarteDeal) -> EcarteDealTold:
    marked = [e.seat for e in deal.events if e.kind is EventKind.KING]
    turned = deal.turn_up is not None and deal.turn_up.rank is Rank.KING
    by_hand = [seat for seat in marked if not (turned and seat == deal.dealer)]

    def role(seat: int | None) -> int | None:
        return None if seat is None else (NON_DEALER if seat == deal.elder else DEALER)

    tricks = (deal.tricks_won[deal.elder], deal.tricks_won[deal.dealer])
    return EcarteDealTold(
        tricks=tricks,
        king_turned_up=turned,
        king_marked_by=role(by_hand[0]) if by_hand else None,
        stood=deal.stood,
        first_refused=deal.first_refused,
        thrown_down=role(deal.thrown_down if deal.claimed is None else deal.claimed),
        claim_held=deal.claimed is not None,
    )


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), throws=st.booleans())
def test_deals_of_the_engine_told_to_the_scorer_count_the_same(seed: int, throws: bool) -> None:
    rng = random.Random(seed)
    deal = EcarteDeal(dealer=rng.randrange(2))
    deal.apply(deal.sample_chance(rng))
    while not deal.is_terminal:  # with throws, any legal action: throwing down, claiming
        deal.apply(rng.choice(deal.legal_actions()) if throws else deal.random_action(rng))
    told = told_by_the_engine(deal)
    points = count_told_deal(told)
    assert points == (deal.points[deal.elder], deal.points[deal.dealer])


def test_the_count_class_by_class_adds_up_to_the_deal() -> None:
    """ecarte-treatise-1896-ocr.txt, "Scoring" and Laws XIX to XXVII: the king, the point,
    doubled or as the vole, and a throw-down, each on its own line, make the deal's count,
    whatever was told (found by a player's trial: only a total was shown)."""
    from itertools import product

    from salon.ecarte.told import count_lines

    counted = 0
    for tricks, king, marked, stood, refused, thrown, claim, halved in product(
        ((3, 2), (2, 3), (5, 0), (0, 5), (1, 0), (0, 0)),
        (False, True),
        (None, 0, 1),
        (False, True),
        (False, True),
        (None, 0, 1),
        (False, True),
        (None, 0, 1),
    ):
        told = EcarteDealTold(tricks, king, marked, stood, refused, thrown, claim, halved=halved)
        try:
            total = count_told_deal(told)
        except ToldError:
            continue
        lines = count_lines(told)
        summed = (sum(line.points[0] for line in lines), sum(line.points[1] for line in lines))
        assert summed == total, (told, lines)
        assert all(line.words and any(line.points) for line in lines), (told, lines)
        counted += 1
    assert counted > 200


def test_a_king_that_makes_the_game_is_counted_alone() -> None:
    """The game ends the moment the king reaches it ("Scoring"): no card is played, and the
    count has the king's line alone, at the terminal and on the web."""
    from salon.ecarte.told import EcarteCard, count_lines

    king = EcarteDealTold(king_turned_up=True)
    assert [line.words for line in count_lines(king, king_only=True)] == ["the king turned up"]
    card = EcarteCard(0, ((0, 4),))  # the dealer of the next deal, seat 1, has four
    assert card.king_makes_game(king)
    assert card.lines(king) == (("the king turned up", (0, 1)),)
    assert card.record(king).winner == 1
