"""Plain-text reports of replayed or played games."""

from __future__ import annotations

import random
from typing import Any

SESSION_TITLES = {
    "Chouette piquet": "Chouette piquet",
    "Pool Ecarte": "Pool Écarté",
    "French Ecarte": "French Écarté",
}
"""A session's game as a player writes it (a record's tag is kept to plain letters)."""


def format_report(report: dict[str, Any]) -> str:
    """Each deal's scores and, for a partie, the settlement, the players called by the names
    their record gives them.

    >>> print(format_report({"game": "Ecarte", "finished": True, "names": {"A": "You", "B": "Ada"},
    ...     "games": {"A": 1, "B": 0}, "points": {"A": 1, "B": 0}, "winner": "A",
    ...     "finished_games": [{"A": 5, "B": 3}]}))
    Écarté:
      game 1: You 5, Ada 3
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
        lines = [f"Écarté{state}:"]
        for number, final in enumerate(report.get("finished_games", ()), start=1):
            lines.append(f"  game {number}: {a} {final['A']}, {b} {final['B']}")
        if games != points:  # graded games or a rubber: what the games won are worth
            lines.append(
                f"  games won {a} {games['A']}, {b} {games['B']}; "
                f"worth {a} {points['A']}, {b} {points['B']}"
            )
        if report["winner"] is not None:
            winner = names.get(report["winner"], report["winner"])
            lines.append(f"  {winner} {'win' if winner == 'You' else 'wins'}.")
        else:
            scores = report["scores"]
            lines.append(f"  the game stands at {a} {scores['A']}, {b} {scores['B']}.")
        return "\n".join(lines)
    if "text" in report:  # a session of three or more: its card or ledger, and settlement
        title, text = SESSION_TITLES.get(game, str(game)), str(report["text"])
        if text.startswith(title):  # the text names it already ("Pool Écarté, a stake …")
            return title + state + text[len(title) :]
        return f"{title}{state}:\n{text}"
    return f"{game}{state}: {report}"


def play_random_partie(rng: random.Random) -> dict[str, Any]:
    """A whole partie with both hands choosing at random among legal actions."""
    from salon.piquet.partie import Partie
    from salon.replay import REPLAYERS

    partie = Partie()
    while not partie.is_terminal:
        partie.apply(partie.random_action(rng))
    return REPLAYERS["Piquet"].report(partie, ("A", "B"))
