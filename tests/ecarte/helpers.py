"""Building Écarté deals from chosen hands."""

from __future__ import annotations

from salon.cards import Card, parse_cards, piquet_pack
from salon.ecarte.actions import DealCards
from salon.ecarte.deal import EcarteDeal
from salon.ecarte.rules import EcarteRules


def order_for(elder: str, dealer: str, turn_up: str, stock: str = "") -> tuple[Card, ...]:
    """The pack in dealing order (two then three) for these hands; the stock is filled with
    the remaining cards after those named, top first."""
    e, d = parse_cards(elder), parse_cards(dealer)
    named = [*e, *d, *parse_cards(turn_up), *parse_cards(stock)]
    rest = [c for c in piquet_pack() if c not in named]
    return (*e[:2], *d[:2], *e[2:], *d[2:], *parse_cards(turn_up), *parse_cards(stock), *rest)


def dealt(
    elder: str, dealer: str, turn_up: str, stock: str = "", rules: EcarteRules | None = None
) -> EcarteDeal:
    deal = EcarteDeal(rules, dealer=1)
    deal.apply(DealCards(order_for(elder, dealer, turn_up, stock)))
    return deal
