"""Plain-text reports of replayed or played games."""

from __future__ import annotations

import random
from typing import Any


def format_report(report: dict[str, Any]) -> str:
    """Each deal's scores and, for a partie, the settlement, the players called by the names
    their record gives them.

    >>> print(format_report({"game": "Ecarte", "finished": True, "names": {"A": "You", "B": "Ada"},
    ...     "games": {"A": 1, "B": 0}, "points": {"A": 1, "B": 0}, "winner": "A"}))
    Écarté: games You 1, Ada 0; points won You 1, Ada 0
      You win.
    """
    game = report["game"]
    state = "" if report["finished"] else " (unfinished)"
    if game == "Piquet deal":
        return (
            f"Piquet deal{state}: elder {report['elder']}, younger {report['younger']} "
            f"(tricks {report['tricks']['elder']}–{report['tricks']['younger']})."
        )
    names = report.get("names", {})
    a, b = names.get("A", "A"), names.get("B", "B")  # the players' names, when the record has them
    if game == "Piquet":
        lines = [f"Piquet partie{state}:"]
        for number, deal in enumerate(report["deals"], start=1):
            lines.append(f"  deal {number}: {a} {deal['A']:>3}   {b} {deal['B']:>3}")
        totals = report["totals"]
        lines.append(f"  totals: {a} {totals['A']:>3}   {b} {totals['B']:>3}")
        if report["result"] is not None:
            lines.append("  " + report["result"]["told"])
        return "\n".join(lines)
    if game == "Ecarte":
        games, points = report["games"], report["points"]
        lines = [
            f"Écarté{state}: games {a} {games['A']}, {b} {games['B']}; "
            f"points won {a} {points['A']}, {b} {points['B']}"
        ]
        if report["winner"] is not None:
            winner = names.get(report["winner"], report["winner"])
            lines.append(f"  {winner} {'win' if winner == 'You' else 'wins'}.")
        else:
            scores = report["scores"]
            lines.append(f"  the game stands at {a} {scores['A']}, {b} {scores['B']}.")
        return "\n".join(lines)
    if "text" in report:  # a session of three or more: its card or ledger, and settlement
        return f"{game}{state}:\n{report['text']}"
    return f"{game}{state}: {report}"


def play_random_partie(rng: random.Random) -> dict[str, Any]:
    """A whole partie with both hands choosing at random among legal actions."""
    from salon.piquet.partie import Partie
    from salon.replay import REPLAYERS

    partie = Partie()
    while not partie.is_terminal:
        partie.apply(partie.random_action(rng))
    return REPLAYERS["Piquet"].report(partie, ("A", "B"))
