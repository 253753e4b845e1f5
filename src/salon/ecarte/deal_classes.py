"""What a finished deal of Écarté scored, class by class: the summary a player reads after it.

The treatise's description (ecarte-treatise-1896-ocr.txt, "Marking the king", "Proposing",
"Scoring") gives a deal's few scores: the king, turned up or marked; the proposals, whose
refusal (or playing without proposing) makes the point count two for the other side; the
tricks, the point (three or four) or the vole (five); the cards thrown down (Law XXV); and the
game, when the deal ends one. A class that tells what happened without scoring (the proposals
made, the game's value) is shown with its words.

>>> import random
>>> from salon.ecarte.deal import EcarteDeal
>>> deal, rng = EcarteDeal(dealer=0), random.Random(4)
>>> while not deal.is_terminal:
...     deal.apply(deal.random_action(rng))
>>> lines = deal_classes(deal)
>>> [sum(line.points[s] for line in lines) for s in (0, 1)] == list(deal.points)
True
>>> [(line.word, line.note) for line in lines][1:]
[('proposals', 'played without proposing'), ('tricks', 'the point: four to one')]
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from salon.cards import Rank
from salon.ecarte.deal import EcarteDeal, EventKind
from salon.ecarte.rules import GameValues
from salon.words import number_words


class DealClass(Enum):
    """A class of a deal's count, in the words the players use."""

    KING = "the king"
    PROPOSALS = "proposals"
    TRICKS = "tricks"
    THROWN_DOWN = "cards thrown down"
    GAME = "the game"


@dataclass(frozen=True, slots=True)
class ClassLine:
    """One class of a deal: the points each seat scored by it, what happened in a few words,
    and, for a class scored otherwise than in points (the game), each seat's mark."""

    kind: DealClass
    points: tuple[int, int]
    note: str = ""
    marks: tuple[str, str] = ("", "")

    @property
    def word(self) -> str:
        return self.kind.value


REFUSAL: Final = "I refuse."
"""What the dealer says refusing (the deal's own words): the proposal that ends the
proposing unanswered by cards."""

GAME_WORDS: Final = {1: "a single", 2: "a double", 3: "a treble"}


def game_won(value: int, values: GameValues) -> str:
    """What a game won is called: by agreement a single, a double or a treble; where every
    game counts one, nothing but the game (a "single" there would tell a player who knows the
    graded games that the loser had scored three or four).

    >>> game_won(1, GameValues.SINGLE), game_won(3, GameValues.GRADED)
    ('', 'a treble')
    """
    return "" if values is GameValues.SINGLE else GAME_WORDS[value]


def game_won_said(winner: str, value: int, values: GameValues) -> str:
    """ "Ann wins a treble.", or "Ann wins." where every game counts one."""
    kind = game_won(value, values)
    return f"{winner} wins{' ' + kind if kind else ''}."


def deal_classes(
    deal: EcarteDeal,
    game: tuple[int, int] | None = None,
    values: GameValues = GameValues.SINGLE,
) -> tuple[ClassLine, ...]:
    """The deal's count by class; ``game`` is the winner and value of the game it ended,
    worth what ``values`` make it."""
    lines = [_king(deal), _proposals(deal), *_tricks(deal)]
    if game is not None:
        winner, value = game
        won = game_won(value, values) or "won"
        marks = [won if seat == winner else "" for seat in (0, 1)]
        lines.append(ClassLine(DealClass.GAME, (0, 0), "", (marks[0], marks[1])))
    return tuple(line for line in lines if line is not None)


def _king(deal: EcarteDeal) -> ClassLine | None:
    points = [0, 0]
    for event in deal.events:
        if event.kind is EventKind.KING and event.seat is not None:
            points[event.seat] += event.points
    if not any(points):
        return None
    turned = deal.turn_up is not None and deal.turn_up.rank is Rank.KING
    return ClassLine(DealClass.KING, (points[0], points[1]), "turned up" if turned else "marked")


def _proposals(deal: EcarteDeal) -> ClassLine | None:
    """The proposals made and how the last was answered; the extra point a refusal or
    playing without proposing gives the other side, when the point decides it."""
    responses = [e for e in deal.events if e.kind is EventKind.RESPOND]
    if not deal.proposals and not deal.stood:
        return None  # the deal ended before anyone proposed or played
    refused = bool(responses) and responses[-1].words == REFUSAL
    if deal.stood:
        note = "played without proposing"
    elif deal.proposals == 1:
        note = "one proposal, refused" if refused else "one proposal, accepted"
    else:
        answered = ", the last refused" if refused else ", all accepted"
        note = f"{number_words(deal.proposals)} proposals{answered}"
    penalty = _penalty(deal)
    if any(penalty):
        note += ": the point counts two"
    return ClassLine(DealClass.PROPOSALS, penalty, note)


def _penalty(deal: EcarteDeal) -> tuple[int, int]:
    """The second point of a point made against one who played without proposing or refused
    the first proposal (not of a vole, which counts two in any case)."""
    points = [0, 0]
    winner = _point_maker(deal)
    if winner is None or deal.tricks_won[winner] == 5 or deal.thrown_down is not None:
        return (0, 0)
    loser = 1 - winner
    if (deal.stood and loser == deal.elder) or (deal.first_refused and loser == deal.dealer):
        points[winner] = 1
    return (points[0], points[1])


def _point_maker(deal: EcarteDeal) -> int | None:
    scored = [e for e in deal.events if e.kind is EventKind.SCORE and e.seat is not None]
    return scored[-1].seat if scored else None


def _tricks(deal: EcarteDeal) -> list[ClassLine]:
    winner = _point_maker(deal)
    if winner is None:
        return []
    scored = sum(e.points for e in deal.events if e.kind is EventKind.SCORE)
    points = [0, 0]
    if deal.thrown_down is not None:
        points[winner] = scored
        note = "before taking a trick" if scored == 2 else "after taking a trick"
        return [ClassLine(DealClass.THROWN_DOWN, (points[0], points[1]), note)]
    points[winner] = scored - sum(_penalty(deal))
    mine, theirs = deal.tricks_won[winner], deal.tricks_won[1 - winner]
    if deal.claimed is not None:
        note = "the point claimed, the cards thrown down"
    elif mine == 5:
        note = "the vole: all five"
    else:
        note = f"the point: {number_words(mine)} to {number_words(theirs)}"
    return [ClassLine(DealClass.TRICKS, (points[0], points[1]), note)]
