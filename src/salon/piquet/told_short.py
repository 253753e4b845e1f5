"""A hand of Piquet that played with fewer than twelve cards, told on the scoring card (Laws
14, 17 and 29): what its adversary counts for the cards it could not play to.

Younger short of one card: elder counts it as his seventh trick, and the last.

>>> with_unplayed((9, 5), (6, 5), ShortTold(Role.YOUNGER, 1), PiquetRules())
((11, 5), (7, 5))
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.piquet.actions import Role
from salon.piquet.rules import PiquetRules
from salon.words import number_words


@dataclass(frozen=True, slots=True)
class ShortTold:
    """A hand that played with fewer than twelve cards (Laws 14, 17 and 29) and how many it
    was ``without``. The players tell only the tricks played and what each made in them; its
    adversary counts as tricks the cards it could not play to, one each as if led, the last
    of them the last trick (Law 29; our reading, docs/piquet-rules.md "Playing short")."""

    hand: Role
    without: int


def last_trick(rules: PiquetRules) -> int:
    """What the last trick scores: one, or ten by the rule that says so."""
    return 10 if rules.last_trick_ten else 1


Pair = tuple[int, int]


def with_unplayed(
    points: Pair, tricks: Pair, short: ShortTold | None, rules: PiquetRules
) -> tuple[Pair, Pair]:
    """The points in play and the tricks, with the cards a short hand's adversary could not
    play to counted to him as tricks, one point each and the last trick (Law 29)."""
    counted, won = list(points), list(tricks)
    if short is not None:
        holder, without = short.hand.other, short.without
        counted[holder] += without + last_trick(rules)
        won[holder] += without
    return (counted[0], counted[1]), (won[0], won[1])


def unplayed_line(short: ShortTold, rules: PiquetRules) -> tuple[Role, str, int]:
    counted = (
        "one card not played to, as a trick and the last"
        if short.without == 1
        else f"{number_words(short.without)} cards not played to, as tricks, the last of them "
        "the last trick"
    )
    return short.hand.other, f"{counted} (Law 29)", short.without + last_trick(rules)


def held(short: ShortTold | None, role: Role) -> int:
    """The cards ``role`` held after the exchange: twelve, or fewer when he played short."""
    return 12 - short.without if short is not None and short.hand is role else 12
