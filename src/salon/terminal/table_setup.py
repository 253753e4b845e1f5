"""Setting up ``salon play chouette|pool|french``: the flags, the person seated in the role he
asked for (or where the first cut puts it), and a saved session taken up again.

>>> sorted(SESSION_GAMES)
['chouette', 'french', 'pool']
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from salon.agents.names import COMPUTER_NAMES
from salon.ecarte.pool import PoolMethod
from salon.ecarte.rules import EcarteRules
from salon.piquet.chouette import ChouetteRole
from salon.piquet.rules import PiquetRules
from salon.records import RecordError, read_record
from salon.sessions.chouette import ChouetteSession
from salon.sessions.computers import Computers, play_out
from salon.sessions.french import MOST_AT_TABLE, FrenchSession
from salon.sessions.pool import PoolSession
from salon.sessions.records import CHOUETTE, FRENCH, POOL, Session, replay_session

ROLES: Final[dict[str, tuple[str, ...]]] = {
    "chouette": ("single", "partner", "adviser"),
    "pool": ("player", "out"),
    "french": ("player", "backer"),
}
"""The roles the person may take in each session's first game; the laws move him after."""

SESSION_GAMES: Final = tuple(ROLES)

SESSION_TITLES: Final = {"chouette": CHOUETTE, "pool": POOL, "french": FRENCH}
"""Each command word and the [Game] tag of its records."""

PLACES: Final = ("x", "y", "z")
"""Names for a trial of the first cut, before the places are taken."""


def add_session_flags(play: argparse.ArgumentParser) -> None:
    """The flags of the sessions of three or more (chouette, pool, french)."""
    group = play.add_argument_group("chouette, pool and french (three or more at the table)")
    every_role = sorted({role for roles in ROLES.values() for role in roles})
    group.add_argument(
        "--role",
        choices=every_role,
        default=None,
        help="your part in the first game: chouette single|partner|adviser; pool player|out; "
        "french player|backer (default: the first)",
    )
    group.add_argument("--parties", type=int, default=3, help="chouette: parties (default 3)")
    group.add_argument("--pools", type=int, default=1, help="pool: pools to play (default 1)")
    group.add_argument(
        "--method",
        choices=[method.value for method in PoolMethod],
        default=PoolMethod.LOSER_PAYS.value,
        help="pool: how the pool is formed",
    )
    group.add_argument(
        "--declared",
        action="store_true",
        help="pool: the table declares it French Écarté, so the player out backs a player "
        "for each game, looks over his hand and may advise him",
    )
    group.add_argument("--games", type=int, default=4, help="french: games (default 4)")
    group.add_argument(
        "--gallery", type=int, default=2, help=f"french: rentrants (0 to {MOST_AT_TABLE - 2})"
    )
    group.add_argument("--purse", type=int, default=20, help="french: each one's chips")
    group.add_argument(
        "--order",
        default=None,
        help="french: the order of going in the rentrants agree among themselves, their names "
        "separated by commas (default: as they sit)",
    )


@dataclass(frozen=True, slots=True)
class Table:
    """A session set up for the terminal: which game, who the person is, and the computers
    (all of the one strength ``opponent``)."""

    game: str
    session: Session
    person: str | None
    computers: Computers
    opponent: str

    def tags(self) -> dict[str, str]:
        """What the record keeps beside the session's own tags, to go on with it exactly: the
        seed the computers' choices and the shuffles are drawn from, their strength, and who
        the person is."""
        tags = {"Seed": str(self.computers.seed), "Opponent": self.opponent}
        if self.person is None:
            return tags | {"Mode": "watch"}
        return tags | {"Mode": "play", "Person": self.person}


def set_up(args: argparse.Namespace, seed: int) -> Table:
    """The session of ``args.game`` with the person seated in the role he asked for."""
    role = args.role or ROLES[args.game][0]
    if role not in ROLES[args.game]:
        known = ", ".join(ROLES[args.game])
        raise ValueError(f"at {args.game} your role is one of {known}, not {role}")
    person = None if args.watch else args.name
    if person is not None and (" " in person or not person or person in COMPUTER_NAMES):
        raise ValueError(f"--name must be one word, not one of the computers' ({person!r})")
    if args.game == "french":
        if not 0 <= args.gallery <= MOST_AT_TABLE - 2:
            raise ValueError(f"--gallery is 0 to {MOST_AT_TABLE - 2}")
        others = list(COMPUTER_NAMES[: 1 + args.gallery])
        spot = 0 if role == "player" else 2
        if spot >= len(others) + 1:
            raise ValueError("a backer needs a gallery: --gallery 1 or more")
        names = _seat(others, person, spot)
        order = None if args.order is None else [n.strip() for n in args.order.split(",")]
        session: Session = FrenchSession(
            names, games=args.games, purse=args.purse, rules=_ecarte_rules(args.rules), order=order
        )
    elif args.game == "pool":
        names = _pool_names(person, role, seed)
        session = PoolSession(
            names,
            method=PoolMethod(args.method),
            pools=args.pools,
            rules=_ecarte_rules(args.rules),
            declared=args.declared,
        )
    else:
        names = _chouette_names(person, role, seed)
        rules = PiquetRules.from_text(args.rules) if args.rules else None
        session = ChouetteSession(names, parties=args.parties, rules=rules)
    return _table(args.game, session, person, args.opponent, seed)


def _table(game: str, session: Session, person: str | None, opponent: str, seed: int) -> Table:
    strengths = {name: opponent for name in session.names if name != person}
    engine = "piquet" if game == "chouette" else "ecarte"
    return Table(game, session, person, Computers(strengths, engine, seed=seed), opponent)


def resume(game: str, path: Path) -> Table:
    """The session saved in ``path``, replayed under the laws, with the person and the
    computers it was played with: from here it goes on as if it had never stopped."""
    try:
        record = read_record(path)
        session, _ = replay_session(record)
        seed_text = record.tag("Seed")
        mode = record.tag("Mode", "play")
        person = None if mode == "watch" else record.tag("Person")
        opponent = record.tag("Opponent")
    except RecordError as error:
        raise ValueError(f"{path}: {error}") from None
    held = next(word for word, title in SESSION_TITLES.items() if title == record.tag("Game"))
    if held != game:
        raise ValueError(f"{path} holds a session of {held}, not {game}")
    if not seed_text.isdigit():
        raise ValueError(f"{path}: [Seed]: {seed_text!r} is not a whole number")
    if person is not None and person not in session.names:
        raise ValueError(f"{path}: [Person]: {person!r} is not at this table")
    return _table(game, session, person, opponent, int(seed_text))


def _ecarte_rules(text: str | None) -> EcarteRules | None:
    return EcarteRules.from_text(text) if text else None


def _seat(others: list[str], person: str | None, spot: int) -> tuple[str, ...]:
    if person is None:
        others.insert(spot, COMPUTER_NAMES[len(others)])
    else:
        others.insert(spot, person)
    return tuple(others)


def _chouette_names(person: str | None, role: str, seed: int) -> tuple[str, ...]:
    """The person sits where his role falls at the first cut: the cut is chance's, drawn as the
    session will draw it, and only the person's place at the table is chosen."""
    wanted = {"single": ChouetteRole.SINGLE, "partner": ChouetteRole.PARTNER}.get(
        role, ChouetteRole.ADVISER
    )
    trial = ChouetteSession(PLACES)
    play_out(trial, Computers({}, "piquet", seed=seed))
    line_up = trial.chouette.line_up
    assert line_up is not None
    spot = next(seat for seat in range(3) if line_up.role(seat) is wanted)
    return _seat(list(COMPUTER_NAMES[:2]), person, spot)


def _pool_names(person: str | None, role: str, seed: int) -> tuple[str, ...]:
    """The person sits where the first cut makes him deal the first game, or sit out."""
    trial = PoolSession(PLACES)
    play_out(trial, Computers({}, "ecarte", seed=seed))
    seated = trial.book.seated
    assert seated is not None
    place = trial.book.waiting if role == "out" else seated[0]
    return _seat(list(COMPUTER_NAMES[:2]), person, PLACES.index(str(place)))
