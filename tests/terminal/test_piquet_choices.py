"""Every option the laws give is offered to the player at its moment, and typed input is read."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import Card, parse_cards, piquet_pack
from salon.piquet.actions import (
    AnnounceCarteBlanche,
    Call,
    DealCards,
    Exchange,
    LookAtLeft,
    Play,
    ThrowIn,
    WaiveCarteBlanche,
)
from salon.piquet.deal import Phase
from salon.piquet.partie import ChooseDeal, CutForDeal, Partie, PartieView
from salon.piquet.rules import PiquetRules
from salon.terminal.game import InputError
from salon.terminal.hints import PIQUET_HINTS
from salon.terminal.piquet_game import PiquetAdapter

ADAPTER = PiquetAdapter()


def _partie_at_deal(
    order: tuple[Card, ...] | None = None, *, younger_speaks: bool = True
) -> Partie:
    """A partie where A chose to deal, so B (seat 1) is elder of the first deal; younger (A)
    has said he holds no carte blanche."""
    partie = Partie()
    partie.apply(CutForDeal((Card.parse("AS"), Card.parse("7H"))))
    partie.apply(ChooseDeal(True))
    partie.apply(DealCards(order or piquet_pack()))
    if younger_speaks:
        partie.apply(WaiveCarteBlanche())
    return partie


def _reachable(partie: Partie, seat: int) -> None:
    view = partie.view(seat)
    ask = ADAPTER.ask(view)
    listed = {option.action for option in (*ask.options, *ask.others)}
    assert listed <= set(view.legal)
    for action in view.legal:
        assert action in listed or ADAPTER.read(view, str(action)) == action


def test_choice_after_the_cut():
    """Law 3 (piquet-encyclopedia-1902-with-laws.txt): the higher cut has the choice of deal."""
    partie = Partie()
    partie.apply(CutForDeal((Card.parse("AS"), Card.parse("7H"))))
    ask = ADAPTER.ask(partie.view(0))
    assert [o.label for o in ask.options] == [
        "Deal first",
        "Let the adversary deal (be elder hand)",
    ]
    hint = ADAPTER.hint(partie.view(0))
    assert "deal first" in hint
    # Why, before the variants article's words, which read as a paradox alone (advice to
    # deal because dealing is a disadvantage): the first dealer is elder in the last deal.
    assert hint.startswith("Deal first: ") and "elder in the last deal" in hint


def test_carte_blanche_may_be_announced_or_not():
    """piquet-description-and-example.txt "Carte blanche, pique and repique"; rules notes:
    the holder announces it or keeps silent (docs/piquet-rules.md)."""
    blank = [c for c in piquet_pack() if c.rank.letter not in "KQJ"]
    rest = [c for c in piquet_pack() if c not in blank[:12]]
    order: list[Card] = []
    for packet in range(6):  # by twos: elder's packet, then younger's
        order += blank[2 * packet : 2 * packet + 2] + rest[2 * packet : 2 * packet + 2]
    order += rest[12:]
    partie = _partie_at_deal(tuple(order), younger_speaks=False)
    assert [o.action for o in ADAPTER.ask(partie.view(0)).options] == [WaiveCarteBlanche()]
    partie.apply(WaiveCarteBlanche())  # younger speaks first, in every deal
    actions = [o.action for o in ADAPTER.ask(partie.view(1)).options]
    assert actions == [AnnounceCarteBlanche()]  # elder announces it before his exchange


def test_younger_without_carte_blanche_is_not_told_he_forgoes_ten():
    """piquet-description-and-example.txt "Carte blanche, pique and repique": only a hand
    without a court card may count ten. A younger hand without one says so and goes on;
    one who holds it may keep it silent, forgoing the ten."""
    blank = [c for c in piquet_pack() if c.rank.letter not in "KQJ"]
    rest = [c for c in piquet_pack() if c not in blank[:12]]
    order: list[Card] = []
    for packet in range(6):  # by twos: elder's packet, then younger's (the blank one)
        order += rest[2 * packet : 2 * packet + 2] + blank[2 * packet : 2 * packet + 2]
    order += rest[12:]
    holding = _partie_at_deal(tuple(order), younger_speaks=False)
    labels = [o.label for o in ADAPTER.ask(holding.view(0)).options]
    assert labels == [
        "Announce carte blanche: ten points, and the hand is shown",
        "Keep it silent, forgoing the ten",
    ]
    without = _partie_at_deal(younger_speaks=False)
    options = ADAPTER.ask(without.view(0)).options
    assert [o.label for o in options] == ["No carte blanche: on to the exchange"]


def test_elder_exchanges_one_to_five_cards_typed():
    """piquet-description-and-example.txt "Discarding"; Law 12: elder exchanges one to five."""
    partie = _partie_at_deal()
    view = partie.view(1)
    ask = ADAPTER.ask(view)
    assert ask.options == () and "one to five" in ask.prompt and ask.free
    hand = view.deal.hand
    typed = f"{str(hand[0]).lower()} {hand[1]}"
    assert ADAPTER.read(view, typed) == Exchange((hand[0], hand[1]))


def test_younger_may_take_all_that_remain():
    """piquet-description-and-example.txt "Discarding": younger may take all the rest."""
    partie = _partie_at_deal()
    hand = partie.view(1).deal.hand
    partie.apply(Exchange(hand[:2]))
    looking = [o.label for o in ADAPTER.ask(partie.view(1)).options]
    assert looking == ["Look at the cards left in the stock", "Do not look at them"]
    partie.apply(LookAtLeft())
    ask = ADAPTER.ask(partie.view(0))
    assert "one to six" in ask.prompt


def test_cards_typed_case_free_with_ten_as_10_or_t():
    """Cards are typed as in records: AS, 10h, th (case free); one not held is refused to
    the player in words."""
    from salon.terminal.game import read_cards

    partie = _partie_at_deal()
    view = partie.view(1)
    for typed in ("10h", "TH", "th", "10H"):
        assert read_cards(typed) == parse_cards("10H")
    for typed in ("7h", "7H"):
        assert ADAPTER.read(view, typed) == Exchange(parse_cards("7H"))
    with pytest.raises(InputError, match="you do not hold the ten of hearts"):
        ADAPTER.read(view, "th")
    with pytest.raises(InputError, match="not a card"):
        ADAPTER.read(view, "1x")


def test_calls_listed_best_first_and_lesser_calls_among_the_others():
    """Law 24 and piquet-description-and-example.txt "Calling and showing": elder calls
    his point first; a player may call less than he holds (the lesser calls, and sinking,
    are behind "Other calls…")."""
    partie = _partie_at_deal()
    partie.apply(Exchange(partie.view(1).deal.hand[:1]))
    partie.apply(LookAtLeft())
    partie.apply(Exchange(partie.view(0).deal.hand[:1]))
    partie.apply(LookAtLeft())
    view = partie.view(1)
    assert view.deal.phase is Phase.CALL
    ask = ADAPTER.ask(view)
    calls = [o.action.combination for o in ask.options if isinstance(o.action, Call)]
    assert calls == sorted(calls, key=lambda c: c.key, reverse=True)
    assert ask.others[-1].label.startswith("Sink")
    assert ask.numbered[-1].label == "Other calls…"
    _reachable(partie, 1)


def test_throw_in_offered_in_the_last_deal():
    """piquet-encyclopedia-1902-with-laws.txt "Hints to Players": in the sixth hand a player
    who cannot reach a hundred may throw his cards down; the hint says so. Whether the
    rubicon can be saved is the player's judgement: the choice says only how far he is from a
    hundred, his partie's total and this deal's points so far (a trial found "the rubicon
    cannot be saved" offered to a hand three short of it holding seven diamonds)."""
    for rules, counts in ((PiquetRules(), 1), (PiquetRules.preset("four-deal"), 2)):
        view = _first_throw_in(rules)
        assert view.deal_counts == counts  # the last of four deals counts double
        asked = ADAPTER.ask(view)
        held = view.totals[view.seat] + counts * view.deal.scores[view.deal.role]
        short = f"Throw in the hand: you are {100 - held} short of a hundred"
        # Behind "Other choices…", not beside the cards as if it were the thing to do (a new
        # player's trial).
        assert short in [o.label for o in asked.others], asked
        labels = [o.label for o in asked.numbered]
        assert not any("cannot be saved" in label for label in labels)
        assert "throw your cards down" in ADAPTER.hint(view)


def _first_throw_in(rules: PiquetRules) -> PartieView:
    """The view of the first hand offered a throw-in, over random parties, its deal scored."""
    rng = random.Random(3)
    for _ in range(40):
        partie = Partie(rules)
        while not partie.is_terminal:
            seat = partie.to_act
            if isinstance(seat, int) and ThrowIn() in partie.view(seat).legal:
                view = partie.view(seat)
                scored = view.deal.scores[view.deal.role]
                if scored and view.totals[seat] + view.deal_counts * scored < 100:
                    return view
            partie.apply(partie.random_action(rng))
    pytest.fail("no throw-in arose in forty random parties")


def test_every_phase_a_player_acts_in_has_a_maxim():
    """piquet-encyclopedia-1902-with-laws.txt "Hints to Players": a maxim for each decision."""
    acting = {Phase.CARTE_BLANCHE, Phase.CALL, Phase.ANSWER, Phase.EXTRAS, Phase.PLAY}
    acting |= {Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE, Phase.ELDER_LOOK}
    acting |= {Phase.YOUNGER_LOOK, Phase.LOOK_BEFORE_PLAY}
    assert acting <= {phase for phase, _ in PIQUET_HINTS}
    assert all("(" in hint and ")" in hint for hint in PIQUET_HINTS.values())


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_every_legal_action_is_offered_or_can_be_typed(seed: int):
    """Every option the laws give, at its moment: each legal action of a random partie is a
    listed choice or is read back from its typed form."""
    rng = random.Random(seed)
    partie = Partie()
    while not partie.is_terminal and len(partie.deal_scores) < 1:
        seat = partie.to_act
        if isinstance(seat, int):
            view = partie.view(seat)
            if view.deal is not None and view.deal.exchange_limit:
                assert ADAPTER.ask(view).free
            else:
                _reachable(partie, seat)
        partie.apply(partie.random_action(rng))


def test_play_options_follow_the_hand_order():
    """The cards to play are listed as the hand is drawn (by suit, high cards first)."""
    rng = random.Random(9)
    partie = Partie()
    while True:
        seat = partie.to_act
        if isinstance(seat, int) and any(isinstance(a, Play) for a in partie.view(seat).legal):
            break
        partie.apply(partie.random_action(rng))
    view = partie.view(seat)
    cards = [o.action.card for o in ADAPTER.ask(view).options if isinstance(o.action, Play)]
    assert cards == [c for c in view.deal.hand if c in cards]
    assert ADAPTER.read(view, str(cards[0]).lower()) == Play(cards[0])


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_the_terminal_words_come_from_the_shared_choices(seed: int):
    """One source for the words of every choice: the terminal shows salon.piquet.choices'
    labels, main choices then the others, and nothing of its own."""
    from salon.piquet.choices import piquet_menu

    rng = random.Random(seed)
    partie = Partie()
    while not partie.is_terminal and len(partie.deal_scores) < 1:
        seat = partie.to_act
        if isinstance(seat, int):
            view = partie.view(seat)
            menu, ask = piquet_menu(view), ADAPTER.ask(view)
            shown = [o.label for o in (*ask.options, *ask.others)]
            assert sorted(shown) == sorted(c.label for c in menu.choices)
            if not ask.automatic:  # a forced choice is shown alone, even one of the others
                assert [o.label for o in ask.others] == [c.label for c in menu.others]
        partie.apply(partie.random_action(rng))
