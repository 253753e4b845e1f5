"""Records of whole sessions (chouette, Pool Écarté, French Écarté) and their replay.

A session's record is one record in salon's notation (``docs/records.md``): tags naming the
game, the participants and what was agreed, then every action of the session one a line —
every cut and shuffle, every move of every game, every bet and cover, every piece of advice —
each said by ``chance`` or by the participant's name. Replaying checks every line against the
laws and the roles of the moment, exactly as at the table.

>>> from salon.records import parse_record
>>> session = PoolSession(("Ann", "Bob", "Cy"))
>>> text = session_record(session)
>>> replayed, report = replay_session(parse_record(text))
>>> report["game"], report["finished"]
('Pool Ecarte', False)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from salon.ecarte.pool import PoolMethod
from salon.ecarte.rules import EcarteRules
from salon.engine import IllegalActionError
from salon.piquet.rules import PiquetRules
from salon.piquet.stakes import PRESETS, TEN_SHILLINGS_A_HUNDRED, Stake
from salon.records import Move, Record, RecordError, format_record
from salon.sessions.chouette import ChouetteSession
from salon.sessions.french import FrenchSession
from salon.sessions.pool import PoolSession

CHOUETTE: Final = "Chouette piquet"
POOL: Final = "Pool Ecarte"
FRENCH: Final = "French Ecarte"

DECLARED: Final = FRENCH
"""A pool's ``[Declared]`` tag when the table has declared it French Écarté."""

Session = ChouetteSession | PoolSession | FrenchSession


def _names(record: Record) -> tuple[str, ...]:
    return tuple(record.tag("Players").split())


def _number(record: Record, tag: str, default: int) -> int:
    text = record.tag(tag, str(default))
    try:
        return int(text)
    except ValueError:
        raise RecordError(0, f"[{tag}]: {text!r} is not a whole number") from None


def _stake(record: Record) -> Stake:
    name = record.tag("Stake", TEN_SHILLINGS_A_HUNDRED.name)
    for stake in PRESETS:
        if stake.name == name:
            return stake
    known = "; ".join(stake.name for stake in PRESETS)
    raise RecordError(0, f"[Stake]: {name!r} is not a stake salon knows ({known})")


def _chouette(record: Record) -> ChouetteSession:
    rules = PiquetRules.from_text(record.tag("Rules", "rubicon"))
    return ChouetteSession(
        _names(record), parties=_number(record, "Parties", 3), rules=rules, stake=_stake(record)
    )


def _pool(record: Record) -> PoolSession:
    return PoolSession(
        _names(record),
        method=PoolMethod(record.tag("Method", PoolMethod.LOSER_PAYS.value)),
        stake=_number(record, "Stake", 1),
        pools=_number(record, "Pools", 1),
        rules=EcarteRules.from_text(record.tag("Rules", "classic")),
        declared=_declared(record),
    )


def _declared(record: Record) -> bool:
    text = record.tag("Declared", "")
    if text not in ("", DECLARED):
        raise RecordError(0, f"[Declared]: a pool is declared {DECLARED!r}, not {text!r}")
    return text == DECLARED


def _french(record: Record) -> FrenchSession:
    return FrenchSession(
        _names(record),
        stake=_number(record, "Stake", 1),
        purse=_number(record, "Purse", 20),
        games=_number(record, "Games", 4),
        rules=EcarteRules.from_text(record.tag("Rules", "classic")),
        order=record.tag("Order", "").split() or None,
    )


STARTS: Final[dict[str, Callable[[Record], Session]]] = {
    CHOUETTE: _chouette,
    POOL: _pool,
    FRENCH: _french,
}
"""The session games a record may hold, and how each is set up from the tags."""


def session_tags(session: Session) -> dict[str, str]:
    """The tags that set ``session`` up again."""
    tags = {"Players": " ".join(session.names)}
    if isinstance(session, ChouetteSession):
        tags = {"Game": CHOUETTE, **tags, "Rules": session.rules.to_text()}
        tags |= {"Parties": str(session.parties), "Stake": session.stake.name}
    elif isinstance(session, PoolSession):
        tags = {"Game": POOL, **tags, "Rules": session.rules.to_text()}
        tags |= {"Method": session.book.method.value, "Stake": str(session.book.stake)}
        tags["Pools"] = str(session.pools)
        if session.declared:
            tags["Declared"] = DECLARED
    else:
        tags = {"Game": FRENCH, **tags, "Rules": session.rules.to_text()}
        tags |= {"Stake": str(session.book.stake), "Purse": str(session.purse)}
        tags["Games"] = str(session.games)
        if session.agreed_order != session.names[2:]:  # the order agreed, if not as seated
            tags["Order"] = " ".join(session.agreed_order)
    return tags


def session_record(session: Session, tags: Mapping[str, str] | None = None) -> str:
    """The whole session so far as one record, the public talk of the table as comments;
    ``tags`` adds how it is played (the seed, the computers), for going on with it."""
    moves = [(line.actor, line.text, line.comment) for line in session.log]
    return format_record({**session_tags(session), **(tags or {})}, moves)


def start_session(record: Record) -> Session:
    start = STARTS.get(record.tag("Game"))
    if start is None:
        raise RecordError(0, f"{record.tag('Game')!r} is not a session game")
    try:
        return start(record)
    except RecordError:
        raise
    except ValueError as error:
        raise RecordError(0, str(error)) from None


def replay_session(
    record: Record, *, after: Callable[[Session, Move], None] | None = None
) -> tuple[Session, dict[str, Any]]:
    """Replay a session's record line by line under the laws; the session and its report.
    ``after`` sees the session after each move is applied."""
    session = start_session(record)
    for move in record.moves:
        if session.is_terminal:
            raise RecordError(move.line, "the session is already over")
        try:
            action = session.parse(move.actor, move.text)
            session.apply(action)  # type: ignore[arg-type]
        except IllegalActionError as error:
            raise RecordError(move.line, f"{move.actor}: {error}") from None
        except ValueError as error:
            raise RecordError(move.line, str(error)) from None
        if after is not None:
            after(session, move)
    return session, session_report(session)


def session_report(session: Session) -> dict[str, Any]:
    """The scoring card or ledger and the settlement, for people and for machines."""
    report: dict[str, Any] = {
        "game": session_tags(session)["Game"],
        "finished": session.is_terminal,
        "players": list(session.names),
    }
    if isinstance(session, ChouetteSession):
        report["card"] = [list(partie.balances) for partie in session.chouette.parties]
        report["settlement"] = dict(zip(session.names, session.settlement(), strict=True))
        report["stake"] = session.stake.name
        report["text"] = session.render_settlement()
    elif isinstance(session, PoolSession):
        report["winners"] = list(session.winners)
        report["pools_won"] = list(session.book.pools_won)
        report["pool"] = session.book.pool
        report["chips"] = dict(session.book.chips)
        report["text"] = session.render_ledger()
    else:
        report["ledger"] = [
            {"game": line.game, "winner": line.winner, "chips": dict(line.chips)}
            for line in session.ledger
        ]
        report["chips"] = {name: session.holdings(name) for name in session.names}
        report["text"] = session.render_ledger()
    return report
