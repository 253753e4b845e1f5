"""``salon score piquet``: the scoring card of a partie played with a real pack.

The players tell each deal class by class, in the order of precedence; salon checks what they
tell against the laws, counts it (the repique, the pique, the cards, capot), writes it on the
scoring card and reckons the partie with its ties and rubicon. A deal may be told again until
the next one is written (Law 32: errors in counting may be rectified before the player in
error has seen his next hand). Each deal is saved as it is written, so a partie can be resumed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any

from salon.invocation import program_name, salon_command
from salon.piquet.actions import Role
from salon.piquet.chouette_card import ChouetteScorer, load_chouette
from salon.piquet.rules import PiquetRules
from salon.piquet.settlement import PartieError
from salon.piquet.told import (
    SUIT_CARDS,
    DealCount,
    DealTold,
    PlayTold,
    PointTold,
    SequencesTold,
    SetsTold,
    ToldError,
    check_play,
    count_told,
    needs_pique_question,
)
from salon.piquet.told_card import PiquetScorer, scorer_from_json
from salon.piquet.told_nothing import Nothings
from salon.piquet.told_record import told_record
from salon.piquet.told_ruling import Standing, after_ruling
from salon.piquet.told_short import Shorts, ShortTold, played
from salon.piquet.told_words import parse_sequences, parse_sets
from salon.piquet.umpire import PIQUET_UMPIRE
from salon.terminal.score_chouette import (
    render_chouette,
    rise,
    save_chouette,
    start_chouette,
    tell_next_partie,
)
from salon.terminal.score_ecarte import load_ecarte, start_ecarte, tell_next_ecarte_deal
from salon.terminal.score_ecarte import render as render_ecarte
from salon.terminal.score_questions import (
    HOW_TO_ANSWER,
    Again,
    Ask,
    SomethingWrong,
    Stopped,
    ask_names,
    ask_ruling,
    ask_until,
    making,
    number,
    one_of,
    one_or_none,
    save_card,
    told_again,
    yes_no,
)
from salon.terminal.score_tables import add_table_flags, check_names, score_french, score_pool
from salon.words import number_words


def add_score_parser(sub: Any) -> None:
    score = sub.add_parser(
        "score", help="keep the scoring card of a game played with real cards, by the laws"
    )
    score.add_argument(
        "game",
        choices=["piquet", "ecarte", "chouette", "pool", "french"],
        help="the game at the table",
    )
    score.add_argument(
        "--names",
        nargs="+",
        metavar="NAME",
        default=None,
        help="the players (three at chouette and Pool Écarté); asked when not given",
    )
    score.add_argument(
        "--rules",
        default="rubicon",
        help="a preset or options, as for `salon play` (Écarté: classic, graded or rubber)",
    )
    score.add_argument("--save", type=Path, default=None, help="keep the card in this file")
    score.add_argument("--resume", type=Path, default=None, help="go on with a saved card")
    add_table_flags(score)


def read_card(path: Path, game: str) -> dict[str, Any]:
    """A saved card's data, for the game asked; :class:`ValueError` says what is wrong."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ValueError(f"{path}: not a scoring card salon can read ({error})") from None
    if not isinstance(data, dict) or data.get("game", "piquet") != game:
        raise ValueError(f"{path}: not a scoring card of {game}")
    return data


def load_scorer(path: Path) -> PiquetScorer:
    """A saved card, every deal checked again; :class:`ValueError` says what is wrong."""
    data = read_card(path, "piquet")
    try:
        return scorer_from_json(data)
    except ValueError as error:
        raise ValueError(f"{path}: {error}") from None


def run_score(args: argparse.Namespace, ask: Ask = input) -> int:
    print(HOW_TO_ANSWER)
    if args.save is None and args.resume is None:
        # Kept as a game played is, so that a card is never lost for a forgotten flag.
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        args.save = Path("records") / f"score-{args.game}-{stamp}.json"
        print(f"The card is kept, deal by deal, in {args.save} (--save FILE to choose).")
    try:
        if args.names is None:
            # A card resumed names its players; a new one asks rather than calling them A and B.
            args.names = [] if args.resume is not None else ask_names(args.game, ask)
        if args.game == "ecarte":
            _score_ecarte(args, ask)
        elif args.game == "chouette":
            _score_chouette(args, ask)
        elif args.game in ("pool", "french"):
            _score_table(args, ask)
        else:
            scorer = _start(args, ask)
            while not scorer.card.progress.is_over:  # each deal shows the card it ends
                _tell_next_deal(scorer, ask, args.save)
            _write_record(scorer, args.save)
    except Stopped:
        if args.save is not None and args.save.exists():
            # The card's path whole, so that the command works from any directory.
            go_on = salon_command("score", args.game, "--resume", str(args.save.resolve()))
            print(f"\nStopped. Go on with: {go_on}")
        else:  # stopped before the card was first written
            print("\nStopped before anything was written on the card.")
    except ValueError as error:
        print(f"{program_name()} score: {error}", file=sys.stderr)
        return 1
    return 0


def _score_ecarte(args: argparse.Namespace, ask: Ask) -> None:
    if args.resume is not None:
        data = read_card(args.resume, "ecarte")
        try:
            scorer = load_ecarte(data)
        except ValueError as error:
            raise ValueError(f"{args.resume}: {error}") from None
        args.save = args.save or args.resume
        print(render_ecarte(scorer))
    else:
        _check_names(args)
        scorer = start_ecarte(args, ask)
    while scorer.card.winner is None:
        tell_next_ecarte_deal(scorer, ask, args.save)


def _write_record(scorer: PiquetScorer, save: Path | None) -> None:
    """The finished partie as a record beside its card, for ``salon replay``."""
    if save is None:
        return
    path = save.with_name(save.stem + "-record.txt")
    path.write_text(told_record(scorer), encoding="utf-8")
    print(f"The record: {path} ({program_name()} replay checks it).")


def _score_table(args: argparse.Namespace, ask: Ask) -> None:
    data = None
    if args.resume is not None:
        data = read_card(args.resume, args.game)
        args.save = args.save or args.resume
    else:
        check_names(args.names, args.game)
    try:
        score = score_pool if args.game == "pool" else score_french
        score(args, ask, data)
    except (KeyError, TypeError) as error:
        raise ValueError(f"not a scoring card salon can read ({error})") from None


def _score_chouette(args: argparse.Namespace, ask: Ask) -> None:
    rules = PiquetRules.from_text(args.rules)
    if args.resume is not None:
        try:
            scorer = load_chouette(read_card(args.resume, "chouette"))
        except ValueError as error:
            raise ValueError(f"{args.resume}: {error}") from None
        args.save = args.save or args.resume
        print(render_chouette(scorer))
        if scorer.playing is not None:
            print(f"\nThe partie in play goes on: {' against '.join(scorer.playing.names)}.")
            _partie_by_deals(scorer, scorer.playing.names, rules, ask, args.save)
            print(render_chouette(scorer))
    else:
        scorer = start_chouette(args, ask)
    while tell_next_partie(
        scorer, ask, lambda names: _partie_by_deals(scorer, names, rules, ask, args.save)
    ):
        save_chouette(scorer, args.save)
        print(render_chouette(scorer))
    rise(scorer)


def _partie_by_deals(
    chouette: ChouetteScorer,
    names: tuple[str, str],
    rules: PiquetRules,
    ask: Ask,
    save: Path | None,
) -> None:
    """The partie in play told deal by deal between the two playing, the chouette card saved
    after each deal; its result goes on the card when it ends."""
    if chouette.playing is None:
        first = ask_until(ask, f"Who deals first, {names[0]} or {names[1]}? ", one_of(names))
        chouette.begin(first, rules)
        save_chouette(chouette, save)
    while chouette.playing is not None:
        partie = chouette.playing
        _tell_next_deal(partie, ask, None)
        chouette.write(partie, again=False)
        save_chouette(chouette, save)


def _check_names(args: argparse.Namespace) -> None:
    if len(args.names) != 2 or args.names[0] == args.names[1]:
        raise ValueError("two players with different names are needed (--names ANN BOB)")


def _start(args: argparse.Namespace, ask: Ask) -> PiquetScorer:
    if args.resume is not None:
        scorer = load_scorer(args.resume)
        args.save = args.save or args.resume
        print(scorer.card.render())
        return scorer
    _check_names(args)
    names = (args.names[0], args.names[1])
    rules = PiquetRules.from_text(args.rules)
    first = ask_until(ask, f"Who deals first, {names[0]} or {names[1]}? ", one_of(names))
    return PiquetScorer(names=names, first_dealer=first, rules=rules)


def _tell_next_deal(scorer: PiquetScorer, ask: Ask, save: Path | None) -> None:
    index = len(scorer.deals)
    standing = Standing()
    elder_seat, younger_seat = scorer.roles(index)
    names = (scorer.names[elder_seat], scorer.names[younger_seat])
    print(f"\nDeal {index + 1}: {names[1]} deals, {names[0]} is elder.")
    while True:
        try:
            told = _tell_deal(
                names,
                scorer.rules,
                ask,
                may_go_back=index > 0,
                penalty=standing.reckons_nothing,
                short=standing.short,
            )
            break
        except Again:
            before = scorer.roles(index - 1)
            previous = (scorer.names[before[0]], scorer.names[before[1]])
            dealt = f"{previous[1]} deals, {previous[0]} is elder"
            print(f"\nDeal {index} again, from its start: {dealt}.")
            again = told_again(
                partial(_tell_deal, previous, scorer.rules, ask, may_go_back=False), index, dealt
            )
            _keep(scorer, again, out_of_turn=index - 1 in scorer.out_of_turn, again=True, save=save)
            print(f"\nDeal {index + 1}: {names[1]} deals, {names[0]} is elder.")
        except SomethingWrong:
            mishap, choice, offender = ask_ruling(PIQUET_UMPIRE, names, ask)
            role = None if offender is None else Role(offender)
            try:
                tell = after_ruling(mishap, choice, role, names, standing)
            except ValueError as error:  # ruled twice (the same hand short): nothing changes
                print(f"That cannot be: {error}. Tell the deal from its start.")
                continue
            print(tell.says)
            elder_seat, younger_seat = scorer.next_roles(out_of_turn=tell.standing.out_of_turn)
            names = (scorer.names[elder_seat], scorer.names[younger_seat])
            standing = _ask_short(standing, tell.standing, names, ask)
            print("Tell the deal from its start.")
    _keep(scorer, told, out_of_turn=standing.out_of_turn, again=False, save=save)


def _keep(
    scorer: PiquetScorer, told: DealTold, *, out_of_turn: bool, again: bool, save: Path | None
) -> None:
    """Write ``told`` on the card (the same scorer, so that a chouette's partie stays its
    own) and save it; a deal the partie could not have had is not written."""
    try:
        after = scorer.after(told, out_of_turn=out_of_turn, again=again)
    except PartieError as error:
        print(f"Not written: {error}")
        return
    scorer.deals, scorer.out_of_turn = after.deals, after.out_of_turn
    save_card(scorer.to_json(), save)
    print(scorer.card.render())


def _tell_deal(
    names: tuple[str, str],
    rules: PiquetRules,
    ask: Ask,
    *,
    may_go_back: bool,
    penalty: Nothings = (),
    short: Shorts = (),
) -> DealTold:
    while True:
        back = " (or 'back' to tell the last deal again)" if may_go_back else ""
        blanche = ask_until(
            ask,
            f"Carte blanche? {names[0]}, {names[1]} or none (Enter){back}: ",
            _role(one_or_none(names, may_go_back=may_go_back)),
        )
        point = _tell_point(names, ask)
        sequences = _tell_class(names, ask, "Sequences", parse_sequences, SequencesTold)
        sets = _tell_class(names, ask, "Quatorzes and trios", parse_sets, SetsTold)
        play = _tell_play(names, ask, rules, short)
        told = DealTold(
            play=play,
            point=point,
            sequences=sequences,
            sets=sets,
            carte_blanche=(blanche is Role.ELDER, blanche is Role.YOUNGER),
            reckons_nothing=penalty,
            short=short,
        )
        try:
            if needs_pique_question(told, rules):
                answer = ask_until(
                    ask,
                    f"Did {names[0]} reach thirty before {names[1]} scored in play? y/n: ",
                    yes_no,
                )
                told = replace(told, elder_thirty_first=answer)
            count = count_told(told, rules)
        except ToldError as error:
            print(f"That cannot be: {error}. Tell the deal again.")
            continue
        print(_count_words(count, names))
        if ask_until(ask, "Write it on the card? y/n: ", yes_no):
            return told
        print("Not written. Tell the deal again, from its start.")


def _tell_point(names: tuple[str, str], ask: Ask) -> PointTold:
    who = ask_until(
        ask,
        f"Point: {names[0]}, {names[1]}, equal or none (Enter)? ",
        _role(one_or_none(names, equal=True)),
    )
    if who is None:
        return PointTold(None)
    cards = ask_until(ask, "  Of how many cards? ", number(1, SUIT_CARDS))
    made = ask_until(ask, "  Making how many? (Enter if not said) ", making(cards))
    return PointTold(who, cards, made)


def _tell_class(
    names: tuple[str, str],
    ask: Ask,
    label: str,
    parse: Callable[[str], Any],
    told: Any,
) -> Any:
    # Sequences may be equal; sets never are, there being but four cards of a rank.
    equal = told is SequencesTold
    choices = (
        f"{names[0]}, {names[1]}, equal or none" if equal else f"{names[0]}, {names[1]} or none"
    )
    never = "no two hands hold equal quatorzes or trios, there being but four cards of a rank"
    read = one_or_none(names, equal=equal, never_equal="" if equal else never)
    who = ask_until(ask, f"{label}: {choices} (Enter)? ", _role(read))
    if who is None:
        return told(None)
    example = "quint, tierce" if told is SequencesTold else "fourteen aces, three kings"
    return told(who, ask_until(ask, f"  Which? (as '{example}') ", parse))


def _tell_play(names: tuple[str, str], ask: Ask, rules: PiquetRules, short: Shorts) -> PlayTold:
    """The play, told again alone until it can be; a hand playing short, only the tricks
    played (Law 29 counts the rest)."""
    tricks_played = played(short)
    of = "" if tricks_played == 12 else f" of the {number_words(tricks_played)} played"
    while True:
        elder = ask_until(ask, f"Play: {names[0]}'s points in play{of}? ", number(0, 34))
        younger = ask_until(ask, f"  {names[1]}'s points in play{of}? ", number(0, 34))
        tricks = ask_until(ask, f"  Tricks won by {names[0]}{of}? ", number(0, tricks_played))
        told = PlayTold((elder, younger), (tricks, tricks_played - tricks))
        try:
            check_play(told, short, rules)
        except ToldError as error:
            print(f"That cannot be: {error}. Tell the play again.")
            continue
        return told


def _ask_short(before: Standing, after: Standing, names: tuple[str, str], ask: Ask) -> Standing:
    """The rulings standing after a ruling, with how many cards the hand it ruled short
    holds (Laws 14, 17 and 29); a hand ruled short before keeps what was said of it."""
    if len(after.short) == len(before.short):
        return after
    hand = after.short[-1].hand
    held = ask_until(ask, f"How many cards does {names[hand]} hold? ", number(1, 11))
    return replace(after, short=(*after.short[:-1], ShortTold(hand, 12 - held)))


def _count_words(count: DealCount, names: tuple[str, str]) -> str:
    lines = [f"  {names[role]}: {words}, {points}" for role, words, points in count.lines]
    total = f"{names[0]} {count.points[0]}, {names[1]} {count.points[1]}."
    return "\n".join([*lines, total])


def _role(read: Callable[[str], int | None]) -> Callable[[str], Role | None]:
    """The elder's or younger's role for an answer naming one of them (elder named first)."""

    def as_role(text: str) -> Role | None:
        seat = read(text)
        return None if seat is None else Role(seat)

    return as_role
