"""``salon score chouette``: the chouette card of three playing with a real pack.

The three say who cut highest (he plays alone) and lowest (he advises); then each partie is
told deal by deal, as ``salon score piquet`` tells one, or by its result alone ("Ann 150"), and
salon keeps the chouette card in tens, the rotation of the parts, and, when the players rise,
the settlement at their stake with the single player's double stakes
(piquet-description-and-example.txt, "Chouette piquet").
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from salon.cards import parse_cards
from salon.piquet.chouette import Chouette, ChouetteOutcome, Cut, RecordPartie, Rise
from salon.piquet.settlement import PartieResult
from salon.piquet.stakes import Stake, format_money
from salon.terminal.score_questions import Ask, ask_until, letter, number, one_of

CUT_CARDS = ("AS", "9H", "7C")
"""Stand-ins for the cut: the highest, the middle and the lowest card."""
DEFAULT_STAKE = Stake.per_hundred(120)
"""Ten shillings a hundred, fractions of fifty not counting: the classic description's rate."""


@dataclass
class ChouetteScorer:
    names: tuple[str, str, str]
    single: int
    adviser: int
    parties: list[tuple[str, int]] = field(default_factory=list)
    """Each partie as (outcome for the single player: wins, loses or draws; points won)."""

    @property
    def chouette(self) -> Chouette:
        chouette = Chouette(self.names)
        cards = [""] * 3
        partner = 3 - self.single - self.adviser
        for seat, card in zip((self.single, partner, self.adviser), CUT_CARDS, strict=True):
            cards[seat] = card
        cut = parse_cards(" ".join(cards))
        chouette.apply(Cut((cut[0], cut[1], cut[2])))
        for outcome, points in self.parties:
            chouette.apply(RecordPartie(ChouetteOutcome(outcome), points))
        return chouette

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "chouette",
            "names": list(self.names),
            "single": self.single,
            "adviser": self.adviser,
            "parties": [list(p) for p in self.parties],
        }


def load_chouette(data: dict[str, Any]) -> ChouetteScorer:
    names = data["names"]
    scorer = ChouetteScorer(
        names=(str(names[0]), str(names[1]), str(names[2])),
        single=int(data["single"]),
        adviser=int(data["adviser"]),
        parties=[(str(o), int(p)) for o, p in data["parties"]],
    )
    scorer.chouette  # noqa: B018 -- checks the cut and every partie
    return scorer


def start_chouette(args: argparse.Namespace, ask: Ask) -> ChouetteScorer:
    names = tuple(args.names)
    if len(names) != 3 or len(set(names)) != 3:
        raise ValueError("a chouette needs three players with different names (--names A B C)")
    trio = (names[0], names[1], names[2])
    listed = ", ".join(trio[:2]) + f" or {trio[2]}"
    single = ask_until(ask, f"Who cut the highest card (plays alone)? {listed}: ", _one(trio))
    adviser = ask_until(ask, f"Who cut the lowest (advises)? {listed}: ", _one(trio))
    if adviser == single:
        raise ValueError("the highest and the lowest cut are two different players")
    return ChouetteScorer(trio, single, adviser)


def tell_next_partie(scorer: ChouetteScorer, ask: Ask, tell_deals: Any) -> bool:
    """One more partie, or the players rise; False once they have risen."""
    line_up = scorer.chouette.line_up
    assert line_up is not None
    names = scorer.names
    single, partner = names[line_up.single], names[line_up.partner]
    number_ = len(scorer.parties) + 1
    print(
        f"\nPartie {number_}: {single} plays alone against {partner}, "
        f"whom {names[line_up.adviser]} advises."
    )
    how = ask_until(
        ask, "Tell it deal by deal (d), its result (r), or rise (q)? ", letter("d", "r", "q")
    )
    if how == "q":
        return False
    players = (single, partner)
    result = tell_deals(players) if how == "d" else _ask_result(ask, players)
    record = RecordPartie.from_result(result, single=0)
    scorer.parties.append((record.outcome.value, record.points))
    return True


def _ask_result(ask: Ask, players: tuple[str, str]) -> PartieResult:
    """The partie's result in a word: "Ann 150", or "drawn"."""
    while True:
        answer = ask_until(
            ask, f"Who won, and how many points? (as '{players[0]} 150', or 'drawn') ", str
        )
        if answer.lower() == "drawn":
            return PartieResult(None, (100, 100), False, 0)
        name, _, points = answer.rpartition(" ")
        try:
            winner = one_of(players)(name.strip())
            won = number(1, 2000)(points)
        except ValueError as error:
            print(f"  {error}")
            continue
        return PartieResult(winner, (won, 0) if winner == 0 else (0, won), False, won)


def render_chouette(scorer: ChouetteScorer, stake: Stake | None = None) -> str:
    chouette = scorer.chouette
    lines = [chouette.render_card()]
    if stake is not None:
        money = chouette.settlement(stake)
        for name, pence, tens in zip(scorer.names, money, chouette.balances_in_tens, strict=True):
            verb = "wins" if pence > 0 else "loses" if pence < 0 else "is even"
            amount = f" {format_money(abs(pence))}" if pence else ""
            lines.append(f"{name} {verb}{amount} ({tens * 10:+} points).")
    return "\n".join(lines)


def rise(scorer: ChouetteScorer) -> None:
    chouette = scorer.chouette
    chouette.apply(Rise())
    print(render_chouette(scorer, DEFAULT_STAKE))
    print(f"At {DEFAULT_STAKE.name}.")


def save_chouette(scorer: ChouetteScorer, path: Path | None) -> None:
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(scorer.to_json(), indent=1), encoding="utf-8")


def _one(names: tuple[str, str, str]) -> Any:
    def read(text: str) -> int:
        for seat, name in enumerate(names):
            if text.lower() == name.lower():
                return seat
        raise ValueError(f"say {', '.join(names)}")

    return read
