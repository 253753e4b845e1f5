"""Plain-text reports of replayed or played games."""

from __future__ import annotations

import random
from typing import Any


def format_report(report: dict[str, Any]) -> str:
    """Each deal's scores and, for a partie, the settlement."""
    game = report["game"]
    state = "" if report["finished"] else " (unfinished)"
    if game == "Piquet deal":
        return (
            f"Piquet deal{state}: elder {report['elder']}, younger {report['younger']} "
            f"(tricks {report['tricks']['elder']}–{report['tricks']['younger']})."
        )
    if game == "Piquet":
        lines = [f"Piquet partie{state}:"]
        for number, deal in enumerate(report["deals"], start=1):
            lines.append(f"  deal {number}: A {deal['A']:>3}   B {deal['B']:>3}")
        totals = report["totals"]
        lines.append(f"  totals: A {totals['A']:>3}   B {totals['B']:>3}")
        if report["result"] is not None:
            lines.append("  " + report["result"]["told"])
        return "\n".join(lines)
    if game == "Ecarte":
        games, points = report["games"], report["points"]
        lines = [
            f"Écarté{state}: games A {games['A']}, B {games['B']}; "
            f"points won A {points['A']}, B {points['B']}"
        ]
        if report["winner"] is not None:
            lines.append(
                f"  {report.get('names', {}).get(report['winner'], report['winner'])} wins."
            )
        else:
            scores = report["scores"]
            lines.append(f"  the game stands at A {scores['A']}, B {scores['B']}.")
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
