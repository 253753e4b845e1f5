"""What a session says of its finished games, for whoever keeps its players' records: each
game as a bout between two sides, and each participant's standing at the end.

A bout's sides are those whose money the game moved one way and those it moved the other:
at chouette the single player against the partner and the adviser, who consult and are paid
or pay together (piquet-description-and-example.txt, "Chouette piquet": the single player
"plays double stakes"); at the pool and at French Écarté the two who played the game, the
gallery's bets being no part of it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Bout:
    """One finished game of a session: the participants on each side, and the side that
    won (None: drawn)."""

    sides: tuple[tuple[str, ...], tuple[str, ...]]
    winner: int | None

    def opponents(self) -> list[tuple[str, str, float]]:
        """Every pair of participants who met in it, one from each side, with the first's
        score: 1 won, 0 lost, 0.5 drawn.

        >>> Bout((("Ann",), ("Bob", "Cy")), 0).opponents()
        [('Ann', 'Bob', 1.0), ('Ann', 'Cy', 1.0)]
        """
        score = 0.5 if self.winner is None else 1.0 if self.winner == 0 else 0.0
        return [(first, second, score) for first in self.sides[0] for second in self.sides[1]]


@dataclass(frozen=True, slots=True)
class Standing:
    """A participant's end of the session: what he won (plus) or lost (minus), in the
    session's own reckoning (chouette's points, the chips of a pool or of French Écarté)."""

    name: str
    net: int
