"""A hand that plays with fewer than twelve cards at a table of real cards, by the Laws of
Piquet (piquet-encyclopedia-1902-with-laws.txt, "Laws of Piquet"): Law 17 (he discarded more
than he took in) and Law 14 (he mixed some of his hand with his discard) leave him short, with
no penalty; Law 29: "His adversary counts as tricks all cards that cannot be played to". The
umpire rules it (``plays-short``), the deal checks the ruling, says it with its laws, and the
score counts the tricks so (docs/piquet-rules.md, "Playing short")."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import Card, parse_cards
from salon.engine import IllegalActionError
from salon.piquet.actions import Role
from salon.piquet.deal import Deal, Phase
from salon.piquet.irregular import PlaysShort, parse_ruling
from salon.piquet.rules import PiquetRules
from salon.piquet.told import DealTold, PlayTold, SequencesTold, ToldError, count_told
from salon.piquet.told_short import Shorts, ShortTold, unplayed, unplayed_line
from salon.piquet.umpire import MISHAPS, engine_ruling

from .helpers import ELDER_QUINT, YOUNGER_SEVEN_HEARTS, exchanged, play_out
from .test_told import told_by_the_engine

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def finish(deal: Deal) -> None:
    while deal.phase is not Phase.PLAY:
        deal.apply(deal.legal_actions()[0])
    play_out(deal)


def talk(deal: Deal) -> str:
    return " ".join(e.words for e in deal.events)


def regular() -> Deal:
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    finish(deal)
    return deal


def test_law_17_discarded_more_than_taken_in_plays_short_and_the_adversary_counts_the_trick() -> (
    None
):
    """Law 17: "If a player discards more cards than he takes in, he must play with less than
    twelve cards (see Law 29)". Younger, without the nine of hearts, calls and plays eleven
    cards; elder's twelfth card cannot be played to and counts to him as the last trick, so
    he keeps his capot exactly as in the regular deal."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    deal.rule(PlaysShort(YOUNGER, "17", (Card.parse("9H"),)))
    assert len(deal.hands[YOUNGER]) == 11
    assert Card.parse("9H") not in deal.held_after_exchange[YOUNGER]  # he calls without it
    finish(deal)
    assert "discarded more cards than he took in: no penalty, he plays with eleven" in talk(deal)
    assert "counts his card left as a trick, and the last (Law 29)" in talk(deal)
    assert len(deal.tricks) == 11 and deal.tricks_won == [12, 0]
    assert deal.scores == regular().scores == [144, 0]


def test_law_29_the_adversary_counts_as_tricks_all_cards_that_cannot_be_played_to() -> None:
    """Law 29: "A player is liable to no penalty for playing with less than twelve cards. His
    adversary counts as tricks all cards that cannot be played to." Elder, found in the play to
    be without his seven of clubs, leads his eleven winners; younger's last card cannot be
    played to: it is his trick and the last (one for it, one for the last), elder loses his
    capot (144 in the regular deal) and counts ten for the cards: 102 + 10."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    while deal.phase is not Phase.PLAY:
        deal.apply(deal.legal_actions()[0])
    play_out_tricks(deal, 1)
    deal.rule(PlaysShort(ELDER, "17", (Card.parse("7C"),)))
    play_out(deal)
    assert deal.tricks_won == [11, 1] and len(deal.tricks) == 11
    assert "the younger hand counts his card left as a trick, and the last (Law 29)" in talk(deal)
    assert deal.scores == [112, 2]
    assert sum(e.points for e in deal.events if e.seat == YOUNGER) == 2


def play_out_tricks(deal: Deal, tricks: int) -> None:
    """Play (each his first legal card) until ``tricks`` tricks are played."""
    while len(deal.tricks) < tricks:
        deal.apply(deal.legal_actions()[0])


def test_law_14_his_hand_mixed_with_his_discard_plays_short_by_law_29() -> None:
    """Law 14: "if after taking a card he mixes any of his hand with his discard, he must play
    with less than twelve cards (see Law 29)". Younger without two hearts plays ten cards;
    elder's last two count to him as tricks, the last of them the last trick."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    deal.rule(PlaysShort(YOUNGER, "14", parse_cards("9H 8H")))
    finish(deal)
    assert "mixed some of his hand with his discard after taking in" in talk(deal)
    assert "(Laws 14 and 29)" in talk(deal)
    assert "counts his two cards left as tricks, the last of them the last trick" in talk(deal)
    assert len(deal.tricks) == 10 and deal.tricks_won == [12, 0]
    assert deal.scores == [144, 0]


def test_both_hands_short_play_every_card_and_the_cards_are_the_most_tricks() -> None:
    """Law 29 with both hands short: every card is played to, the eleventh trick is the last,
    and capot is every trick played."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    deal.rule(PlaysShort(YOUNGER, "17", (Card.parse("9H"),)))
    deal.rule(PlaysShort(ELDER, "17", (Card.parse("7C"),)))
    finish(deal)
    assert len(deal.tricks) == 11 and deal.tricks_won == [11, 0]
    assert "has no card left" not in talk(deal)
    assert "Capot" in talk(deal)


def test_a_wrong_plays_short_ruling_is_refused_and_changes_nothing() -> None:
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    before = list(deal.events)
    for ruling, reason in (
        (PlaysShort(YOUNGER, "18", (Card.parse("9H"),)), "Law 18 leaves no hand short"),
        (PlaysShort(YOUNGER, "17", (Card.parse("AS"),)), "does not hold the ace of spades"),
        (PlaysShort(YOUNGER, "17", ()), "name each card"),
        (PlaysShort(YOUNGER, "17", tuple(deal.hands[YOUNGER])), "no card left to play"),
    ):
        with pytest.raises(IllegalActionError, match=reason):
            deal.rule(ruling)
    assert deal.events == before and len(deal.hands[YOUNGER]) == 12
    deal.apply(deal.legal_actions()[0])  # elder calls: the calling has begun
    with pytest.raises(IllegalActionError, match="the hands are being reckoned"):
        deal.rule(PlaysShort(YOUNGER, "17", (Card.parse("9H"),)))
    fresh = Deal()
    with pytest.raises(IllegalActionError, match="not been dealt"):
        fresh.rule(PlaysShort(YOUNGER, "17", (Card.parse("9H"),)))


def test_the_umpires_choice_for_law_17_names_the_cards_the_hand_is_without() -> None:
    mishap = MISHAPS["discarded-more"]
    assert mishap.has_offender
    choice = mishap.choices[0]
    assert engine_ruling(mishap, choice, YOUNGER) is None  # told as totals: nothing to carry
    short = engine_ruling(mishap, choice, YOUNGER, (Card.parse("9H"),))
    assert short == PlaysShort(YOUNGER, "17", (Card.parse("9H"),))
    assert parse_ruling(str(short)) == short


def told_short(deal: Deal, short: Shorts) -> DealTold:
    """The engine's deal as the players tell it on the scoring card: the tricks played and
    what each made in them, the hands that played short and how many cards each was
    without."""
    told = told_by_the_engine(deal)
    points = list(told.play.points)
    left = unplayed(short)
    if left is not None:
        points[left[0]] -= left[1] + 1  # Law 29's cards and the last: salon's
    tricks = [sum(1 for trick in deal.tricks if trick.winner is role) for role in Role]
    play = PlayTold((points[0], points[1]), (tricks[0], tricks[1]))
    return replace(told, play=play, short=short)


@pytest.mark.parametrize(
    ("hand", "law", "cards", "in_play"),
    [(YOUNGER, "17", "9H", False), (YOUNGER, "14", "9H 8H", False), (ELDER, "17", "7C", True)],
)
def test_law_29_the_scoring_card_counts_the_cards_not_played_to_as_the_engine_does(
    hand: Role, law: str, cards: str, in_play: bool
) -> None:
    """Laws 14, 17 and 29 on the scoring card of a real table: told the tricks played and how
    many cards the short hand was without, salon counts to his adversary those it could not
    play to, as tricks and the last trick, and finds the engine's score (144-0 with younger
    short, capot kept; 112-2 with elder short in the play)."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    if in_play:
        while deal.phase is not Phase.PLAY:
            deal.apply(deal.legal_actions()[0])
        play_out_tricks(deal, 1)
    without = parse_cards(cards)
    deal.rule(PlaysShort(hand, law, without))
    if in_play:
        play_out(deal)
    else:
        finish(deal)
    short = (ShortTold(hand, len(without)),)
    count = count_told(told_short(deal, short))
    assert count.points == (deal.scores[0], deal.scores[1])
    line = unplayed_line(short, PiquetRules())
    assert line is not None and line[0] is hand.other and line in count.lines


def test_a_short_hand_told_with_what_it_could_not_hold_is_refused() -> None:
    """Law 29 on the scoring card: a hand of eleven plays eleven tricks and calls from eleven
    cards; twelve tricks, or sequences of twelve cards, cannot be, and are refused."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    deal.rule(PlaysShort(YOUNGER, "17", (Card.parse("9H"),)))
    finish(deal)
    told = told_short(deal, (ShortTold(YOUNGER, 1),))
    count_told(told)
    twelve = replace(told, play=PlayTold(told.play.points, (12, 0)))
    with pytest.raises(ToldError, match="the tricks won must make eleven, not 12"):
        count_told(twelve)
    nine = replace(told, short=(ShortTold(Role.ELDER, 4),), sequences=SequencesTold(ELDER, (5, 4)))
    with pytest.raises(ToldError, match="need more than the eight cards of the hand playing"):
        count_told(nine)
    with pytest.raises(ToldError, match="one to eleven"):
        count_told(replace(told, short=(ShortTold(YOUNGER, 12),)))


def taken_in(rng: random.Random) -> Deal | None:
    """A random deal both of whose hands have taken in, before the calling; None when it
    ended before (a carte blanche or a throw-in)."""
    deal = Deal()
    while deal.phase is not Phase.CALL and not deal.is_terminal:
        deal.apply(deal.random_action(rng))
    return None if deal.is_terminal else deal


def without_some(deal: Deal, hand: Role, cards: int, rng: random.Random) -> tuple[Card, ...]:
    """Some of the cards ``hand`` holds, at random: those it is without."""
    return tuple(rng.sample(sorted(deal.hands[hand], key=str), cards))


def played_out(deal: Deal, rng: random.Random) -> bool:
    """Play the deal to its end at random: False when a hand threw in (nothing to tell)."""
    while not deal.is_terminal:
        deal.apply(deal.random_action(rng))
    return deal.thrown_in is None


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), younger=st.booleans(), without=st.integers(1, 3))
def test_law_29_random_deals_played_short_count_on_the_card_as_the_engine_counts(
    seed: int, younger: bool, without: int
) -> None:
    """Laws 17 and 29: any deal the engine plays with a hand short (ruled once both have taken
    in, before the calling), told on the scoring card by the tricks played and the cards the
    hand was without, counts as the engine counted it."""
    rng = random.Random(seed)
    deal = taken_in(rng)
    if deal is None:
        return
    hand = YOUNGER if younger else ELDER
    deal.rule(PlaysShort(hand, "17", without_some(deal, hand, without, rng)))
    if not played_out(deal, rng):
        return
    count = count_told(told_short(deal, (ShortTold(hand, without),)))
    assert count.points == (deal.scores[0], deal.scores[1])
