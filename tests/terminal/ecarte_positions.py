"""Écarté games stacked for a test: these hands, this turn-up, "you" in seat 0 (A)."""

from __future__ import annotations

from salon.cards import Card, parse_cards, piquet_pack
from salon.ecarte.actions import CutForDeal, DealCards
from salon.ecarte.game import EcarteGame


def ecarte_order(elder: str, dealer: str, turn_up: str) -> tuple[Card, ...]:
    """The pack dealt two then three: these hands, this turn-up, the rest in the stock."""
    e, d = parse_cards(elder), parse_cards(dealer)
    named = [*e, *d, *parse_cards(turn_up)]
    rest = [c for c in piquet_pack() if c not in named]
    return (*e[:2], *d[:2], *e[2:], *d[2:], *parse_cards(turn_up), *rest)


def ecarte_game(*, you_deal: bool, elder: str, dealer: str, turn_up: str = "QH") -> EcarteGame:
    """A game of Écarté at its first deal; "you" are seat 0 (A)."""
    game = EcarteGame()
    high, low = Card.parse("KS"), Card.parse("7H")
    game.apply(CutForDeal((high, low) if you_deal else (low, high)))
    game.apply(DealCards(ecarte_order(elder, dealer, turn_up)))
    return game
