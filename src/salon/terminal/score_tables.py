"""``salon score pool|french``: the chips of Pool Écarté and the ledger of French Écarté at a
real table.

Each game between the two playing is told deal by deal, as ``salon score ecarte`` tells one,
or by its winner alone; the money is the sessions' own engines' (:mod:`salon.ecarte.pool`,
:mod:`salon.ecarte.french`): the stakes, the pool taken by two games won running (by either
way of forming it), the gallery's bets covered, the excess taken back, and each winning chip
paid (ecarte-treatise-1896-ocr.txt, "Pool Écarté", "French Écarté" and Law XXVIII). The card
is the list of those actions, saved as it grows, so it can be resumed.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from salon.ecarte.french import CloseBets, FrenchEcarte, GameWon, parse_french_action
from salon.ecarte.pool import GameWon as PoolGameWon
from salon.ecarte.pool import PoolCut, PoolEcarte, PoolMethod, parse_pool_action
from salon.ecarte.table_card import (
    GameTold,
    french_card,
    game_told_from_json,
    pool_card,
    table_card_from_json,
)
from salon.engine import IllegalActionError
from salon.terminal.game import read_cards
from salon.terminal.score_ecarte import tell_next_ecarte_deal
from salon.terminal.score_questions import Ask, ask_until, letter, one_of, save_card, yes_no
from salon.words import number_words

TableGame = PoolEcarte | FrenchEcarte


def add_table_flags(score: Any) -> None:
    score.add_argument(
        "--pool",
        choices=[m.value for m in PoolMethod],
        default=PoolMethod.LOSER_PAYS.value,
        help="Pool Écarté: everyone stakes and each loser adds one (loser-pays), or only "
        "those playing stake and each comer adds one (entrant-pays)",
    )
    score.add_argument("--stake", type=int, default=1, help="chips staked (pool and french)")


def resumed(data: dict[str, Any]) -> dict[str, Any]:
    """A saved card to go on with, checked whole (the game in play too); what the web's
    scorer keeps to tell a finished game again is left out, so nothing settled reopens."""
    table_card_from_json(data)
    return {key: value for key, value in data.items() if key not in ("finished", "fixed")}


def score_pool(args: argparse.Namespace, ask: Ask, data: dict[str, Any] | None) -> None:
    data = (
        resumed(data)
        if data
        else {
            "game": "pool",
            "names": list(args.names),
            "method": args.pool,
            "stake": args.stake,
            "actions": [],
        }
    )
    pool = pool_card(data)
    shown = _say(pool, 0)
    while True:
        if pool.seated is None:
            names = pool.players
            cut = ask_until(ask, f"The cut: {', '.join(names)}'s cards in that order? ", _cut(pool))
            shown = _take(pool, data, str(cut), args.save, shown)
            continue
        seated = pool.seated
        winner = _game(seated, ask, data, args.save)
        if winner is None:
            break
        shown = _take(pool, data, str(PoolGameWon(seated[winner])), args.save, shown)
        print(_chips(pool.chips, f"The pool holds {pool.pool}."))


def score_french(args: argparse.Namespace, ask: Ask, data: dict[str, Any] | None) -> None:
    new = {"game": "french", "names": list(args.names), "stake": args.stake, "actions": []}
    data = resumed(data) if data else new
    table = french_card(data)
    shown = _say(table, 0)
    while not table.risen:
        seated = table.seated
        print(
            f"\n{seated[0]} plays {seated[1]}; the gallery: {', '.join(table.gallery) or 'none'}."
        )
        while table.betting_open:
            asked = f"Money (as {_money_examples(table)}; 'close' to play)? "
            line = ask_until(ask, asked, _french_action(table))
            shown = _take(table, data, line, args.save, shown)
        winner = _game(seated, ask, data, args.save)
        if winner is None:
            return
        last = ask_until(ask, "Is it the last game (the players rise)? y/n: ", yes_no)
        won = GameWon(seated[winner], last=last)
        shown = _take(table, data, str(won), args.save, shown)
        standing = {name: table.standing(name) for name in table.chips}
        laid = "(The stakes laid on the next game are counted as still their own.)"
        print(_chips(standing, laid if table.wagers else ""))


def _game(seated: tuple[str, str], ask: Ask, data: dict[str, Any], save: Path | None) -> int | None:
    """The winner of the game between ``seated`` (0 or 1), or None when the players rise. A
    game in play on the card (begun here or on the web's scorer) goes on from its last deal;
    one told deal by deal is kept on the card after each deal, so that it can be resumed."""
    game = game_told_from_json(data.get("playing"))
    if game is None:
        how = ask_until(
            ask,
            f"{seated[0]} against {seated[1]}: tell the game deal by deal (d), its winner (w), "
            "or stop (q)? ",
            letter("d", "w", "q"),
        )
        if how == "q":
            return None
        if how == "w":
            return ask_until(ask, f"Who won, {seated[0]} or {seated[1]}? ", one_of(seated))
        first = ask_until(ask, f"Who deals first, {seated[0]} or {seated[1]}? ", one_of(seated))
        game = GameTold(first, [])
    else:
        told = number_words(len(game.deals))
        print(f"The game in play between {seated[0]} and {seated[1]} goes on: {told} told.")
    scorer = game.scorer(seated)
    while scorer.card.winner is None:
        tell_next_ecarte_deal(scorer, ask, None)
        data["playing"] = GameTold(scorer.first_dealer, list(scorer.deals)).to_json()
        save_card(data, save)
    data["playing"] = None
    return scorer.card.winner


def _take(game: TableGame, data: dict[str, Any], text: str, save: Path | None, shown: int) -> int:
    """Apply an action already checked, keep it on the card, and say what it did (that it is
    written, where the table has nothing to say of it)."""
    action = parse_pool_action(text) if isinstance(game, PoolEcarte) else parse_french_action(text)
    game.apply(action)  # type: ignore[arg-type]
    data["actions"].append(text)
    save_card(data, save)
    if len(game.events) == shown:
        print("  The betting is closed." if text == "close" else f"  Written: {text}.")
    return _say(game, shown)


def _say(game: TableGame, shown: int) -> int:
    for event in game.events[shown:]:
        print(f"  {event.words}")
    return len(game.events)


def _chips(chips: dict[str, int], after: str) -> str:
    line = ", ".join(f"{name} {count:+}" for name, count in chips.items())
    return f"Chips: {line}. {after}".rstrip()


def _cut(pool: PoolEcarte) -> Callable[[str], PoolCut]:
    def read(text: str) -> PoolCut:
        cut = PoolCut(read_cards(text))
        _checked(pool, cut)
        return cut

    return read


def _money_examples(table: FrenchEcarte) -> str:
    """The money's entries in their words, with this game's names: a gallery's bet on the
    first player, the second covering it, declining."""
    first, second = table.seated
    bet = f"'bet {table.gallery[0]} {first} 2', " if table.gallery else ""
    return f"{bet}'cover {second} {first} 1', 'decline {second}'"


def _french_action(table: FrenchEcarte) -> Callable[[str], str]:
    def read(text: str) -> str:
        try:
            action = CloseBets() if text.lower() in ("", "close") else parse_french_action(text)
        except ValueError:
            raise ValueError(
                f"say who lays what, as {_money_examples(table)}, or 'close'"
            ) from None
        _checked(table, action)
        return str(action)

    return read


def _checked(game: Any, action: Any) -> None:
    try:
        game.check(action)
    except IllegalActionError as error:
        raise ValueError(error.said) from None


def check_names(names: Sequence[str], game: str) -> None:
    if game == "pool" and len(names) != 3:
        raise ValueError("Pool Écarté needs three players (--names ANN BOB CY)")
    if game == "french" and len(names) < 2:
        raise ValueError("French Écarté needs two players or more (--names ANN BOB CY ...)")
