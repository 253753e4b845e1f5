"""The hands of Piquet that played with fewer than twelve cards, told on the scoring card
(Laws 14, 17 and 29): what the hand left holding cards counts for those the other could not
play to.

Younger short of one card: elder counts it as his seventh trick, and the last.

>>> with_unplayed((9, 5), (6, 5), (ShortTold(Role.YOUNGER, 1),), PiquetRules())
((11, 5), (7, 5))

Both short, elder of one card and younger of three: nine tricks are played, and elder counts
his two cards left as tricks, the last of them the last trick.

>>> with_unplayed((8, 4), (5, 4), (ShortTold(Role.ELDER, 1), ShortTold(Role.YOUNGER, 3)),
...               PiquetRules())
((11, 4), (7, 4))
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.piquet.actions import Role
from salon.piquet.rules import PiquetRules
from salon.words import number_words


@dataclass(frozen=True, slots=True)
class ShortTold:
    """A hand that played with fewer than twelve cards (Laws 14, 17 and 29) and how many it
    was ``without``. The players tell only the tricks played and what each made in them; the
    hand left with cards when the other has none counts them as tricks, one each as if led,
    the last of them the last trick (Law 29; our reading, docs/piquet-rules.md "Playing
    short")."""

    hand: Role
    without: int


Shorts = tuple[ShortTold, ...]
"""The hands told short in a deal: none, one, or both (each its own player's mistake)."""


def last_trick(rules: PiquetRules) -> int:
    """What the last trick scores: one, or ten by the rule that says so."""
    return 10 if rules.last_trick_ten else 1


Pair = tuple[int, int]


def held(short: Shorts, role: Role) -> int:
    """The cards ``role`` held after the exchange: twelve, or fewer when he played short."""
    return 12 - sum(told.without for told in short if told.hand is role)


def played(short: Shorts) -> int:
    """The tricks played: the play ends when a hand has no card left (Law 29)."""
    return min(held(short, role) for role in Role)


def unplayed(short: Shorts) -> tuple[Role, int] | None:
    """The hand left with cards when the other has none, and how many: none when both held
    as many, and then the last trick played is the last (as the engine plays it)."""
    elder, younger = held(short, Role.ELDER), held(short, Role.YOUNGER)
    if elder == younger:
        return None
    return (Role.ELDER, elder - younger) if elder > younger else (Role.YOUNGER, younger - elder)


def short_refusal(short: Shorts) -> str:
    """Why the hands told short cannot be (empty when they can)."""
    if any(not 1 <= told.without <= 11 for told in short):
        return "a hand playing short is without one to eleven of its twelve cards"
    if len({told.hand for told in short}) != len(short):
        return "each hand is told short once, with all the cards it is without"
    return ""


def with_unplayed(
    points: Pair, tricks: Pair, short: Shorts, rules: PiquetRules
) -> tuple[Pair, Pair]:
    """The points in play and the tricks, with the cards the other could not play to counted
    to the hand that holds them as tricks, one point each and the last trick (Law 29)."""
    counted, won = list(points), list(tricks)
    left = unplayed(short)
    if left is not None:
        holder, cards = left
        counted[holder] += cards + last_trick(rules)
        won[holder] += cards
    return (counted[0], counted[1]), (won[0], won[1])


def unplayed_line(short: Shorts, rules: PiquetRules) -> tuple[Role, str, int] | None:
    """The line of the count for the cards not played to, if any were left."""
    left = unplayed(short)
    if left is None:
        return None
    holder, cards = left
    counted = (
        "one card not played to, as a trick and the last"
        if cards == 1
        else f"{number_words(cards)} cards not played to, as tricks, the last of them "
        "the last trick"
    )
    return holder, f"{counted} (Law 29)", cards + last_trick(rules)
