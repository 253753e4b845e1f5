"""The strong Écarté player's discard: its inference, its candidates and its play-outs."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.ecarte.helpers import dealt

from salon.agents.ecarte.discard import (
    Dialogue,
    candidates,
    play_out,
    sample_worlds,
    search_discard,
)
from salon.agents.ecarte.reading import HandLikelihood, KingReading
from salon.agents.ecarte.thumb import EcarteRulesOfThumb, thumb_discard
from salon.cards import Card, Suit, parse_cards, piquet_pack
from salon.ecarte.actions import Accept, Discard, Propose
from salon.ecarte.deal import EcarteDeal, EventKind, Phase
from salon.ecarte.game import EcarteGame
from salon.ecarte.view import EcarteDealView
from salon.engine import turns


def _discard_points(seed: int) -> Iterator[tuple[EcarteGame, EcarteDealView]]:
    """Every discard in a game between two players by the rules of thumb, with the game."""
    game = EcarteGame()
    thumb = EcarteRulesOfThumb()
    for actor in turns(game, random.Random(seed)):
        view = game.view(actor)
        if view.deal is not None and view.deal.discard_limit:
            yield game, view.deal
        game.apply(thumb.choose(view, view.legal))


def _true_story(deal: EcarteDeal, seat: int) -> list[Card]:
    """The cards ``seat`` was dealt, then those he drew in turn, then the rest of the pack."""
    takes = [e for e in deal.events if e.kind is EventKind.TAKE_IN and e.seat == seat]
    drawn = [c for e in takes for c in e.cards]
    dealt = (deal.hands[seat] | set(deal.discards[seat])) - set(drawn)
    story = [*dealt, *drawn]
    return story + [c for c in piquet_pack() if c not in story]


def test_the_inference_never_excludes_the_true_hand_of_a_thumb_adversary() -> None:
    checked = 0
    for game, view in (point for seed in range(40) for point in _discard_points(seed)):
        assert game.deal is not None
        adversary = 1 - view.seat
        dialogue = Dialogue.of_view(view)
        replayed = dialogue.replay(_true_story(game.deal, adversary))
        assert replayed is not None, (dialogue, game.deal.events)
        assert set(replayed[0]) == game.deal.hands[adversary]
        checked += 1
    assert checked > 100


def test_the_inference_reads_a_proposal_as_no_jeu_de_regle() -> None:
    dialogue = Dialogue(adversary_elder=True, trump=Suit.HEARTS, rounds=((),))
    three_trumps = parse_cards("7H 8H 9H 7S 8S")
    assert dialogue.replay([*three_trumps, *parse_cards("KC QC")]) is None
    weak = parse_cards("7H 8S 9S 7C 8D")
    assert dialogue.replay(weak) == (list(weak), 5)


def test_the_inference_reads_how_many_cards_he_threw() -> None:
    # He proposed, threw two, drew two and proposed again: two trumps and a king kept.
    dialogue = Dialogue(adversary_elder=True, trump=Suit.HEARTS, rounds=((2, 3), ()))
    kept = parse_cards("7H 8H KS")
    assert dialogue.replay([*kept, *parse_cards("9C 10D 7C 8D")]) is not None
    assert dialogue.replay([*kept[:2], *parse_cards("QS 9C 10D 7S 8D")]) is None


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_sampled_worlds_hold_only_unseen_cards_in_the_right_numbers(seed: int) -> None:
    for _, view in _discard_points(seed):
        elder = view.seat != view.dealer
        thrown = 0 if elder else Dialogue.of_view(view).rounds[-1][0]
        for world in sample_worlds(view, random.Random(seed), 12):
            assert len(world.hand) == 5 - thrown
            assert len(world.stock) == view.stock_count
            cards = set(world.hand) | set(world.stock)
            assert len(cards) == len(world.hand) + len(world.stock)
            assert not cards & (set(view.hand) | {view.turn_up})


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_searched_discard_is_legal_and_reproducible(seed: int) -> None:
    for game, view in _discard_points(seed):
        chosen = search_discard(view, random.Random(seed), 8)
        assert game.is_legal(Discard(chosen))
        assert chosen == search_discard(view, random.Random(seed), 8)


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32), limit=st.integers(1, 5))
def test_the_candidates_are_every_legal_discard_the_treatise_s_among_them(
    seed: int, limit: int
) -> None:
    hand = random.Random(seed).sample(piquet_pack(), 5)
    trump = random.Random(seed).choice(list(Suit))
    options = candidates(hand, limit)
    assert len({frozenset(c) for c in options}) == len(options) == [5, 15, 25, 30, 31][limit - 1]
    assert frozenset(thumb_discard(hand, trump, limit)) in {frozenset(c) for c in options}


def test_a_play_out_counts_the_vole_and_the_king() -> None:
    # Hearts trumps: the non-dealer keeps four trumps, the king among them, and draws the ten;
    # the dealer throws all five of his plain cards and draws five more plain cards.
    elder = parse_cards("KH QH JH AH")
    dealer = parse_cards("7S 8S 9S 7C 8C")
    stock = parse_cards("10H 10S 10C 9C 9D 8D 7D")
    assert play_out(elder, 1, dealer, 0, stock, Suit.HEARTS, Card.parse("KH")) == 3
    # The same without the king marked (it was turned up): the vole alone.
    assert play_out(elder, 1, dealer, 0, stock, Suit.HEARTS, None) == 2
    # The dealer holds the trumps: the non-dealer draws the ten of trumps, proposes again and
    # is given four small cards for his spades and club; the dealer, who takes the seven of
    # diamonds for the ten of spades, makes four tricks and marks the king.
    weak = parse_cards("7S 8S 9S 7C")
    assert play_out(weak, 1, elder, 1, stock, Suit.HEARTS, Card.parse("KH")) == -2


def test_reading_the_number_thrown_never_rules_out_the_true_hand() -> None:
    """The number of cards taken is read as the treatise's discard would make it, and the king
    marked or not as the treatise's players mark it; the true hand of an adversary who plays
    so is never given no chance in the play."""
    thumb = EcarteRulesOfThumb()
    readings = 0
    for seed in range(6):
        game = EcarteGame()
        for actor in turns(game, random.Random(seed)):
            view = game.view(actor)
            deal = game.deal
            if view.deal is not None and deal is not None and view.deal.phase is Phase.PLAY:
                likelihood = HandLikelihood(view.deal)
                readings += bool(likelihood)
                assert likelihood.of(list(deal.hands[1 - actor])) > 0
                # He marks the king as the treatise does: the reading of the mark holds too.
                assert KingReading.of_view(view.deal).allows(list(deal.hands[1 - actor]))
            game.apply(thumb.choose(view, view.legal))
    assert readings > 20  # the reading was put to the test


def test_the_number_thrown_tells_how_many_trumps_and_kings_were_kept() -> None:
    """The treatise's discard throws all but trumps and kings: a dealer who threw two kept
    three; a hand holding fewer than three of them cannot be his."""
    deal = dealt("7C 8C 9C 10C AC", "KH KS QH 10D 9D", "7H")
    deal.apply(Propose())
    deal.apply(Accept())
    deal.apply(Discard(tuple(parse_cards("7C 8C 9C 10C AC"))))
    deal.apply(Discard(tuple(parse_cards("10D 9D"))))
    reading = HandLikelihood(deal.view(0))
    assert reading.kept == 3
    assert reading.of(parse_cards("KH KS QH 7S 8S")) > 0
    assert reading.of(parse_cards("QS JS 7S 8S 9S")) == 0


def test_hands_drawn_with_their_weights_follow_the_reading_of_the_number_thrown() -> None:
    """Drawing the kept trumps and kings first and weighting each hand puts hands back in
    proportion: the weighted share of each count of trumps and kings agrees with hands drawn
    at random and kept with the reading's chance."""
    deal = dealt("7C 8C 9C 10C AC", "KH KS QH 10D 9D", "7H")
    deal.apply(Propose())
    deal.apply(Accept())
    deal.apply(Discard(tuple(parse_cards("7C 8C 9C 10C AC"))))
    deal.apply(Discard(tuple(parse_cards("10D 9D"))))
    view = deal.view(0)
    reading = HandLikelihood(view)
    unseen = [c for c in piquet_pack() if c not in view.hand and c != view.turn_up]
    rng = random.Random(5)

    def held(hand: list[Card]) -> int:
        return sum(c.suit is Suit.HEARTS or c.rank.name == "KING" for c in hand)

    weighted: dict[int, float] = {}
    for _ in range(20_000):
        hand, weight = reading.draw(unseen, 5, rng)
        weighted[held(hand)] = weighted.get(held(hand), 0.0) + weight
    kept: dict[int, int] = {}
    for _ in range(200_000):
        rng.shuffle(unseen)
        if rng.random() < reading.of(unseen[:5]):
            kept[held(unseen[:5])] = kept.get(held(unseen[:5]), 0) + 1
    assert min(weighted) == min(kept) == 3
    for count in (3, 4):
        share = weighted[count] / sum(weighted.values())
        assert share == pytest.approx(kept[count] / sum(kept.values()), abs=0.03)
