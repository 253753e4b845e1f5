"""Hints that explain: the recommended choice, its worth against the next best, the maxim."""

from __future__ import annotations

from tests.analysis.helpers import example_deal_at_the_exchange

from salon.analysis.hints import describe, hint_for
from salon.ecarte.actions import Propose, Stand
from salon.ecarte.actions import parse_action as ecarte_action
from salon.ecarte.game import EcarteGame
from salon.piquet.actions import Exchange, Role


def test_a_discard_hint_names_the_cards_what_they_keep_and_the_odds() -> None:
    """Elder of the worked Example: the hint names a discard the laws allow, what it keeps
    (his point of four in hearts), his chance, the points over the next best and the hints'
    maxim for the elder's discard."""
    view = example_deal_at_the_exchange().view(Role.ELDER)
    hint = hint_for(view, seed=1)
    assert hint is not None
    assert isinstance(hint.choice, Exchange) and 1 <= len(hint.choice.discard) <= 5
    assert set(hint.choice.discard) <= set(view.hand)
    assert hint.words.startswith("Discard the ")
    assert "keeps the point of four in hearts" in hint.words
    assert "% to win the deal" in hint.words and "points on average over" in hint.words
    assert hint.margin is not None and hint.margin >= 0
    assert hint.maxim is not None and hint.maxim.text in hint.words


def test_no_hint_for_a_hand_not_to_act() -> None:
    view = example_deal_at_the_exchange().view(Role.YOUNGER)
    assert hint_for(view, seed=1) is None


def test_an_ecarte_hint_weighs_proposing_against_playing() -> None:
    game = EcarteGame()
    game.apply(ecarte_action("cut KH 7S"))
    game.apply(
        ecarte_action(
            "deal "
            + " ".join("KS QS JS 7D 8D 9H 10H AC 8C 9C 7H".split())
            + " "
            + " ".join(c for c in _rest("KS QS JS 7D 8D 9H 10H AC 8C 9C 7H"))
        )
    )
    seat = game.to_act
    assert isinstance(seat, int)
    hint = hint_for(game.view(seat), seed=2)
    assert hint is not None and hint.choice in (Stand(), Propose())
    assert "% to win the game" in hint.words


def _rest(dealt: str) -> list[str]:
    from salon.cards import piquet_pack

    used = set(dealt.split())
    return [str(c) for c in piquet_pack() if str(c) not in used]


def test_actions_are_described_in_a_players_words() -> None:
    assert describe(Stand()) == "Play without proposing"
    assert describe(Propose()) == "Propose"
