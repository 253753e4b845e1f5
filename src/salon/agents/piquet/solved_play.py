"""How likely the adversary's cards late in the play were, judged by best play.

Late in a deal a searching player plays nearly as best play would: he has seen most cards, and
the few he has not are mostly placed by the play. So a way the unseen cards may lie under which
his card was a poor one is less likely than one under which it was among the best. Each of his
cards played with at most :data:`SOLVED_FROM` in his hand is weighed by a softmax over the
exact value of every card he could have played then (:mod:`salon.solvers.piquet_dd`, both hands
known: his as sampled, this hand's as it was), ``sharpness`` per point of the deal.

The model is fitted by maximum likelihood to the strong player's own choices
(``benchmarks/piquet_conduct_fit.py``; :func:`salon.agents.piquet.fitting.fit_solved`).

>>> from salon.cards import parse_cards
>>> choice = SolvedChoice(
...     card=Card.parse("7S"),
...     mover=Role.YOUNGER,
...     leader=Role.ELDER,
...     lead=Card.parse("8S"),
...     own=frozenset(parse_cards("7H")),
...     later=frozenset(parse_cards("7S")),
...     tricks=(5, 5),
... )
>>> sure = SolvedPlayModel(sharpness=2.0, lowness=0.5)
>>> sure.likelihood(frozenset(parse_cards("AS")), (choice,)) < 0.1  # he would have won with it
True
>>> sure.likelihood(frozenset(parse_cards("7D")), (choice,))  # his only spade was the seven
1.0
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache

from salon.cards import Card
from salon.piquet.actions import Role
from salon.piquet.rules import PiquetRules
from salon.piquet.view import DealView
from salon.solvers.piquet_dd import PlayPosition, mask_of, solve_all_moves

SOLVED_FROM = 8
"""His cards played with this many cards or fewer in his hand are weighed, unless told
otherwise: from the fifth trick, where each position is solved in well under a millisecond."""
READ_FROM = 10
"""The most cards in his hand with which any reader weighs his card (from the third trick)."""
_RULES = PiquetRules()


@dataclass(frozen=True, slots=True)
class SolvedChoice:
    """One card the adversary played late in the play, with what was in play then."""

    card: Card
    mover: Role
    """The adversary's role in the deal."""
    leader: Role
    lead: Card | None
    """The card this hand had led to him, when he followed."""
    own: frozenset[Card]
    """This hand's cards then (its lead to him not among them)."""
    later: frozenset[Card]
    """His cards played from this choice on, this card among them."""
    tricks: tuple[int, int]
    """The tricks each role had won before."""
    held: int = 0
    """How many cards he held then."""

    def position(self, holding: Collection[Card]) -> PlayPosition:
        """The play at this choice if he now holds ``holding`` unplayed. Points already made
        change nothing to come once the pique is out of reach, as it is this late."""
        his = mask_of(holding) | mask_of(self.later)
        mine = mask_of(self.own)
        elder, younger = (his, mine) if self.mover is Role.ELDER else (mine, his)
        tricks = self.tricks
        return PlayPosition(
            hands=(elder, younger),
            leader=int(self.leader),
            lead=-1 if self.lead is None else self.lead.index,
            tricks=tricks,
            last_trick_ten=_RULES.last_trick_ten,
            cards_toward_pique=_RULES.cards_count_toward_pique,
            cards_counted=_RULES.cards_count_toward_pique and tricks[0] >= 7 and not tricks[1],
        )


@dataclass(frozen=True, slots=True)
class SolvedPlayModel:
    """A softmax over the exact values of the cards he could play, and their lowness."""

    sharpness: float
    """How surely he plays the best card, per point of the deal: 0 plays any alike."""
    lowness: float = 0.0
    """How much he prefers a lower card, per rank: among cards of equal worth a searching
    player plays the least, so a card above one it would have played alike is a sign he had
    no such card."""
    middle_sharpness: float | None = None
    """The sharpness for his cards played with more than :data:`SOLVED_FROM` in his hand (the
    third and fourth tricks), where he has seen fewer cards and plays further from best play;
    ``None``: ``sharpness`` for those too."""

    def sharpness_at(self, held: int) -> float:
        """How surely he plays the best card with ``held`` cards in his hand."""
        if held > SOLVED_FROM and self.middle_sharpness is not None:
            return self.middle_sharpness
        return self.sharpness

    def chances(self, choice: SolvedChoice, holding: Collection[Card]) -> dict[Card, float]:
        """The chance of each card he could play at ``choice`` if he now holds ``holding``."""
        values = _values(choice.position(holding))
        sign = 1 if choice.mover is Role.ELDER else -1
        top = max(sign * value for _, value in values)
        sharpness = self.sharpness_at(choice.held)
        odds = {
            card: math.exp(sharpness * (sign * value - top) - self.lowness * card.rank)
            for card, value in values
        }
        total = sum(odds.values())
        return {card: odd / total for card, odd in odds.items()}

    def likelihood(
        self,
        holding: Collection[Card],
        choices: Sequence[SolvedChoice],
        most: int = SOLVED_FROM,
    ) -> float:
        """The chance of his late cards, played with ``most`` cards or fewer in his hand, if
        he now holds ``holding`` unplayed."""
        chance = 1.0
        for choice in choices:
            if choice.held <= most:
                chance *= self.chances(choice, holding).get(choice.card, 0.0)
        return chance


@lru_cache(maxsize=1 << 16)
def _values(position: PlayPosition) -> tuple[tuple[Card, int], ...]:
    # The same positions come back on the many deals drawn for one choice, and the next.
    return tuple(solve_all_moves(position).items())


def solved_choices(view: DealView, most: int = SOLVED_FROM) -> tuple[SolvedChoice, ...]:
    """The adversary's cards played with ``most`` cards or fewer in his hand, as ``view`` saw
    them played."""
    me, other = view.role, view.role.other
    pending = view.lead
    mine_later = set(view.hand)
    his_later: set[Card] = set()
    if pending is not None:
        (mine_later if view.leader is me else his_later).add(pending)
    # Walk back from the trick in progress, so that each choice knows the cards played after.
    found: list[SolvedChoice] = []
    held = 12 - len(view.tricks)
    if pending is not None and view.leader is other and held <= most:
        found.append(
            SolvedChoice(
                pending,
                other,
                other,
                None,
                frozenset(mine_later),
                frozenset(his_later),
                view.tricks_won,
                held,
            )
        )
    won = list(view.tricks_won)
    for trick in reversed(view.tricks):
        won[trick.winner] -= 1
        held += 1
        mine, his = (trick.lead, trick.reply) if trick.leader is me else (trick.reply, trick.lead)
        mine_later.add(mine)
        his_later.add(his)
        if held > most:
            break
        own = mine_later - {trick.lead} if trick.leader is me else set(mine_later)
        found.append(
            SolvedChoice(
                his,
                other,
                trick.leader,
                trick.lead if trick.leader is me else None,
                frozenset(own),
                frozenset(his_later),
                (won[0], won[1]),
                held,
            )
        )
    return tuple(reversed(found))


SOLVED_PLAY = SolvedPlayModel(sharpness=0.8, lowness=0.5)
