"""``salon score chouette``: the chouette card of three playing with a real pack.

The three say who cut highest (he plays alone) and lowest (he advises); then each partie is
told deal by deal, as ``salon score piquet`` tells one, or by its result alone ("Ann 150"), and
salon keeps the chouette card in tens, the rotation of the parts, and, when the players rise,
the settlement at their stake with the single player's double stakes
(piquet-description-and-example.txt, "Chouette piquet").
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from salon.piquet.chouette_card import (
    DEFAULT_STAKE,
    WHAT_IS_WON,
    ChouetteScorer,
    chouette_scorer,
    result_of,
    settlement_lines,
)
from salon.piquet.settlement import PartieResult
from salon.piquet.stakes import Stake
from salon.terminal.score_questions import Ask, ask_until, letter, number, one_of, save_card


def start_chouette(args: argparse.Namespace, ask: Ask) -> ChouetteScorer:
    names = tuple(args.names)
    if len(names) != 3 or len(set(names)) != 3:
        raise ValueError("a chouette needs three players with different names (--names A B C)")
    trio = (names[0], names[1], names[2])
    listed = ", ".join(trio[:2]) + f" or {trio[2]}"
    single = ask_until(ask, f"Who cut the highest card (plays alone)? {listed}: ", _one(trio))
    others = tuple(name for seat, name in enumerate(trio) if seat != single)
    lowest = f"Who cut the lowest (advises)? {others[0]} or {others[1]}: "
    adviser = ask_until(ask, lowest, _one(trio, besides=single))
    return chouette_scorer(trio, single, adviser)


def tell_next_partie(scorer: ChouetteScorer, ask: Ask, tell_deals: Any) -> bool:
    """One more partie, or the players rise; False once they have risen."""
    line_up = scorer.chouette.line_up
    assert line_up is not None
    names = scorer.names
    single, partner = names[line_up.single], names[line_up.partner]
    adviser = names[line_up.adviser]
    number_ = len(scorer.parties) + 1
    print(f"\nPartie {number_}: {single} plays alone against {partner}, whom {adviser} advises.")
    players = (single, partner)
    result = _result(players, adviser)
    while True:
        asked = (
            f"Tell it deal by deal (d), its result (r, or at once as '{single} 150'), or rise (q)? "
        )
        how = ask_until(ask, asked, _how_or_result(result))
        if how == "q":
            return False
        if how == "d":
            tell_deals(players)  # its deals put the result on the card
            return True
        told = how if isinstance(how, PartieResult) else _ask_result(ask, players, result)
        if told is not None:
            scorer.record_told(told)
            return True


def _how_or_result(result: Callable[[str], PartieResult]) -> Callable[[str], str | PartieResult]:
    """d, r or q; or the result itself, given at once ("Ann 150", "drawn")."""
    letters = letter("d", "r", "q")

    def read(text: str) -> str | PartieResult:
        try:
            return letters(text)
        except ValueError:
            if " " not in text and text.lower() != "drawn":
                raise
        return result(text)

    return read


def _result(players: tuple[str, str], adviser: str) -> Callable[[str], PartieResult]:
    """Reads a partie's result in a word: "Ann 150" (what the winner won), or "drawn"."""

    def read(text: str) -> PartieResult:
        if text.lower() == "drawn":
            return result_of(None, 0)
        name, _, points = text.rpartition(" ")
        if name.strip().lower() == adviser.lower():
            raise ValueError(f"{adviser} advises this partie: say {players[0]} or {players[1]}")
        return result_of(one_of(players)(name.strip()), number(1, 2000)(points))

    return read


def _ask_result(
    ask: Ask, players: tuple[str, str], result: Callable[[str], PartieResult]
) -> PartieResult | None:
    """The partie's result, or None to choose again ('back')."""
    print(f"  What the winner won: {WHAT_IS_WON}.")
    example = f"as '{players[0]} 150', or 'drawn'; 'back' to choose again"

    def read(text: str) -> PartieResult | None:
        return None if text.lower() == "back" else result(text)

    return ask_until(ask, f"Who won, and what? ({example}) ", read)


def render_chouette(scorer: ChouetteScorer, stake: Stake | None = None) -> str:
    lines = [scorer.chouette.render_card()]
    if stake is not None:
        lines += settlement_lines(scorer, stake)
    return "\n".join(lines)


def rise(scorer: ChouetteScorer) -> None:
    scorer.risen = True
    print(render_chouette(scorer, DEFAULT_STAKE))
    print(f"At {DEFAULT_STAKE.name}.")


def save_chouette(scorer: ChouetteScorer, path: Path | None) -> None:
    save_card(scorer.to_json(), path)


def _one(names: tuple[str, str, str], *, besides: int | None = None) -> Any:
    """Reads one of the three names, other than the one at ``besides`` (who cut highest
    cannot also have cut lowest): that one is asked again, saying why."""
    left = [name for seat, name in enumerate(names) if seat != besides]
    say = f"say {', '.join(left[:-1])} or {left[-1]}"

    def read(text: str) -> int:
        for seat, name in enumerate(names):
            if text.lower() == name.lower() and seat == besides:
                raise ValueError(f"{name} cut the highest card; {say}")
            if text.lower() == name.lower():
                return seat
        raise ValueError(say)

    return read
