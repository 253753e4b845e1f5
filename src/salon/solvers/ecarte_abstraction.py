"""The abstraction of Écarté's proposing, answering and discarding that the equilibrium solves.

A deal is dealt from the pack of thirty-two: five cards to the non-dealer (the elder), five to
the dealer, the eleventh turned up for trumps, the rest the stock. The elder plays or proposes;
the dealer, proposed to, refuses or accepts; after an acceptance each discards once (the elder
first, each drawing from the top of the stock) and the cards are played. What the abstraction
leaves out, plainly:

- one exchange at most: after an acceptance the cards are played, no second proposal;
- a seat sees its hand only through its *class* (:func:`hand_class`): the number of trumps, the
  king or a queen or knave of trumps, the treatise's class of jeu de règle and of hand with
  which to refuse, and the number of plain kings; the dealer's discard does not see how many
  cards the elder took;
- a discard is one of three ways (:data:`DISCARDS`): the treatise's (all but trumps and kings),
  all but trumps, or all but trumps, kings and queens;
- the five tricks are solved exactly with every card known (``salon.solvers.ecarte_dd``);
- the score is the deal's points, not the chance of the game: the point (two against the side
  that played without proposing or refused), the vole, and the king of trumps marked by whoever
  holds it once the exchange is done (the turned-up king, the dealer's in every line, is left
  out as it moves no decision).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from salon.agents.ecarte.thumb import thumb_discard
from salon.cards import CARDS_BY_INDEX, Card, Rank, Suit
from salon.ecarte.jeux import jeu_de_regle, refusal
from salon.ecarte.order import strength
from salon.solvers.ecarte_dd import EcartePosition, point_worth, solve

PACK: tuple[Card, ...] = tuple(c for c in CARDS_BY_INDEX if c.rank >= Rank.SEVEN)


def _keep_discard(
    keep: Callable[[Card, Suit], bool],
) -> Callable[[Sequence[Card], Suit], tuple[Card, ...]]:
    def discard(hand: Sequence[Card], trump: Suit) -> tuple[Card, ...]:
        out = sorted((c for c in hand if not keep(c, trump)), key=strength)
        if not out:
            out = [min(hand, key=lambda c: (c.suit is trump, strength(c)))]
        return tuple(out)

    return discard


DISCARDS: tuple[tuple[str, Callable[[Sequence[Card], Suit], tuple[Card, ...]]], ...] = (
    ("all but trumps and kings", lambda hand, trump: thumb_discard(hand, trump, 5)),
    ("all but trumps", _keep_discard(lambda c, trump: c.suit is trump)),
    (
        "all but trumps, kings and queens",
        _keep_discard(lambda c, trump: c.suit is trump or c.rank in (Rank.KING, Rank.QUEEN)),
    ),
)
"""The discards a seat may choose among, the treatise's first."""


def hand_class(hand: Sequence[Card], trump: Suit) -> str:
    """The class a seat knows its hand by: trumps and the highest, the jeu de règle, the hand
    with which to refuse and its advice, the plain kings (``2K|TWO_TRUMPS_QUEEN_GUARDED|...``)."""
    trumps = [c for c in hand if c.suit is trump]
    top = "K" if any(c.rank is Rank.KING for c in trumps) else ""
    if not top and any(c.rank in (Rank.QUEEN, Rank.JACK) for c in trumps):
        top = "Q"
    jeu = jeu_de_regle(hand, trump)
    answer = refusal(hand, trump)
    kings = sum(1 for c in hand if c.rank is Rank.KING and c.suit is not trump)
    return "|".join(
        (
            f"{min(len(trumps), 3)}{top}",
            jeu.name if jeu else "",
            f"{answer.rule.name}:{answer.advice.value}" if answer else "",
            str(min(kings, 2)),
        )
    )


@dataclass(frozen=True, slots=True)
class DealValues:
    """One dealt deal's classes and the elder's score less the dealer's in every line."""

    elder: str
    dealer: str
    stand: float
    refused: float
    accepted: tuple[tuple[float, ...], ...]
    """By the elder's discard, then the dealer's."""


def _king_mark(elder: Sequence[Card], dealer: Sequence[Card], trump: Suit) -> int:
    king = Card(Rank.KING, trump)
    return (king in elder) - (king in dealer)


def _played(
    elder: Sequence[Card], dealer: Sequence[Card], trump: Suit, penalised: int | None
) -> float:
    position = EcartePosition.start(elder, dealer, trump, point=point_worth(penalised))
    return solve(position)[0] + _king_mark(elder, dealer, trump)


def deal_values(cards: Sequence[Card]) -> DealValues:
    """The values of a deal given as the pack in order (elder's five, dealer's five, the
    turn-up, the stock)."""
    elder, dealer, trump, stock = list(cards[:5]), list(cards[5:10]), cards[10].suit, cards[11:]
    accepted = []
    for _, elder_way in DISCARDS:
        thrown = elder_way(elder, trump)
        elder_new = [c for c in elder if c not in thrown] + list(stock[: len(thrown)])
        rest = stock[len(thrown) :]
        row = []
        for _, dealer_way in DISCARDS:
            out = dealer_way(dealer, trump)
            dealer_new = [c for c in dealer if c not in out] + list(rest[: len(out)])
            row.append(_played(elder_new, dealer_new, trump, None))
        accepted.append(tuple(row))
    return DealValues(
        elder=hand_class(elder, trump),
        dealer=hand_class(dealer, trump),
        stand=_played(elder, dealer, trump, 0),
        refused=_played(elder, dealer, trump, 1),
        accepted=tuple(accepted),
    )


def dealt(seed: int, count: int) -> list[DealValues]:
    """``count`` deals shuffled from ``seed``, each valued."""
    rng = random.Random(seed)
    values = []
    for _ in range(count):
        pack = list(PACK)
        rng.shuffle(pack)
        values.append(deal_values(pack))
    return values
