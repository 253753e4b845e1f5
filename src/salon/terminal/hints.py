"""The seeds' maxims for the decision at hand, keyed by the moment of the game.

Sources: piquet-encyclopedia-1902-with-laws.txt "Hints to Players" (quoted as *Hints*),
piquet-encyclopedic-article-with-variants.txt (*Variants*) and the laws.

>>> piquet_hint(Phase.ELDER_EXCHANGE, Role.ELDER).startswith("Elder discards to attack")
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from salon.cards import Card, Suit
from salon.piquet.actions import Role
from salon.piquet.combinations import points_held
from salon.piquet.deal import Phase

CHOOSE_HINT: Final = (
    "Deal first: the deal passes each hand, so the first dealer is elder in the last deal, "
    'and the elder has the advantage. "It is preferable to deal first so as not to deal the '
    'last hand. Dealing puts a player at a disadvantage." (Variants; Law 3: the higher cut '
    "has the choice.)"
)

_KEEP_SUIT = (
    "Keep the whole of your best suit for point: gaining the point makes an average "
    "difference of at least ten, and saves piques and repiques. (Hints)"
)

PIQUET_HINTS: Final[dict[tuple[Phase, Role | None], str]] = {
    (Phase.CARTE_BLANCHE, None): (
        "Look first for carte blanche. Declaring it is usually right: its ten saves pique and "
        "repique, though showing the hand tells the adversary much. (Hints; Variants)"
    ),
    (Phase.ELDER_EXCHANGE, Role.ELDER): (
        "Elder discards to attack: he may freely unguard kings and queens, or throw whole suits "
        "of indifferent cards. Keep unbroken suits and cards in sequence; it is not advisable "
        "to leave any cards. " + _KEEP_SUIT
    ),
    (Phase.YOUNGER_EXCHANGE, Role.YOUNGER): (
        "Younger discards to guard: keep guards to kings and queens and do not unguard a weak "
        "suit, then see whether you can attack anywhere. " + _KEEP_SUIT
    ),
    (Phase.ELDER_LOOK, Role.ELDER): (
        "Cards you leave go to the younger hand; looking at them tells you what he may take in. "
        "(Law 13; Hints: a card left by the elder can be taken by the younger)"
    ),
    (Phase.YOUNGER_LOOK, Role.YOUNGER): (
        "Cards you leave are only excluded from your hand; if you look at them the elder sees "
        "them too once he has led. (Hints; rules of the exchange)"
    ),
    (Phase.LOOK_BEFORE_PLAY, Role.YOUNGER): (
        "If you look at the cards you left, the elder sees them as well. (rules of the exchange)"
    ),
    (Phase.CALL, Role.ELDER): (
        "Before calling, look through hand and discard to see what remains against you. "
        "Sinking a small score can mislead the adversary about an unguarded card, at the cost "
        "of its points. (Hints)"
    ),
    (Phase.ANSWER, Role.YOUNGER): (
        "Note in which suit a call that is not good must be, to count the hand. When you know "
        "his point is better than yours, say 'good' at once: 'equal' needlessly exposes your "
        "hand. (Hints)"
    ),
    (Phase.EXTRAS, Role.ELDER): (
        "Reckon what is good; in the sixth hand, short of a hundred, reckon as little as "
        "you can and keep your adversary back. (Hints)"
    ),
    (Phase.PLAY, Role.ELDER): (
        "Lead the point, unless it is small and a tenace lies against you. If you can make a "
        "pique, lead your winning cards one after the other. With five or six tricks and a "
        "winning card, lead it. (Hints)"
    ),
    (Phase.PLAY, Role.YOUNGER): (
        "Playing to the adversary's lead, keep guards to kings and queens; between a card you "
        "have declared and one you have not, throw the former. Take the best chance of dividing "
        "or winning the cards. (Hints)"
    ),
}

LAST_DEAL_HINT: Final = (
    "In the sixth hand, short of a hundred and unable to reach it, reckon as little as you can "
    "and try to divide the cards; if you cannot, you may throw your cards down. (Hints)"
)


def piquet_hint(phase: Phase, role: Role, *, may_throw_in: bool = False) -> str:
    """The maxim for ``role`` at ``phase`` (and the last deal's, when he may throw in)."""
    if may_throw_in:
        return LAST_DEAL_HINT
    hint = PIQUET_HINTS.get((phase, role)) or PIQUET_HINTS.get((phase, None))
    return hint or "No maxim of the seeds fits this moment; the laws leave it to you."


BROKEN_SUIT: Final = (
    " Weighed for this very hand, the advice above puts out a card of your best suit for point."
)


def breaks_best_suit(hand: Iterable[Card], discard: Iterable[Card]) -> bool:
    """Whether ``discard`` puts out a card of the hand's best suit for point, which the maxim
    says to keep whole (of two suits as good, either may be kept).

    >>> from salon.cards import parse_cards
    >>> hand = parse_cards("KS JS 9S 8S 8H KD 10D 8D KC 9C 8C 7C")
    >>> breaks_best_suit(hand, parse_cards("8D 10D 8H 8S 9S"))
    True
    >>> breaks_best_suit(hand, parse_cards("7C"))
    False
    """
    whole: dict[Suit, tuple[int, int]] = {}
    for point in points_held(hand):
        whole[point.suit] = max(whole.get(point.suit, (0, 0)), point.key)
    thrown = {card.suit for card in discard}
    best = [suit for suit, key in whole.items() if key == max(whole.values())]
    return bool(best) and all(suit in thrown for suit in best)
