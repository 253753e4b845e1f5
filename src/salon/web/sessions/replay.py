"""Looking back at a finished session: its record replayed step by step, every card shown.

The record is read by :func:`salon.records.parse_record` and each line replayed under the
laws by the session itself (as :func:`salon.sessions.records.replay_session` does); the shape
is in docs/web.md "Records and replays of a session".
"""

from __future__ import annotations

from salon.ecarte.game import EcarteGame
from salon.engine import IllegalActionError
from salon.piquet.partie import Partie
from salon.records import Record, RecordError
from salon.replay import session_games
from salon.sessions.records import CHOUETTE, FRENCH, POOL, Session, session_tags, start_session
from salon.web.sessions.adapter import standing_words
from salon.web.sessions.setup import DECLARED, TITLES, describe
from salon.web.sessions.views import participant_json, parts_of, standing, talk_of
from salon.web.tables import ecarte as ecarte_adapter
from salon.web.tables import piquet as piquet_adapter
from salon.web.tables.adapter import HUMAN, JSON, Sitter

SESSION_TAGS = {CHOUETTE: "chouette", POOL: "pool", FRENCH: "french"}
"""The records' ``[Game ...]`` tags of sessions, and their games."""


def replay_state(session: Session) -> JSON:
    """The whole table after a step: the roles, both hands of the game in progress, all the
    advice waiting, and the card, the pool or the betting."""
    game_name = SESSION_TAGS[_tag(session)]
    parts = parts_of(session, session.names)
    game = session.game
    whole = None
    if isinstance(game, Partie):
        whole = piquet_adapter.replay_state_json(game)
    elif isinstance(game, EcarteGame):
        whole = ecarte_adapter.replay_state_json(game)
    return {
        "participants": [
            participant_json(n, Sitter(word, HUMAN), word, parts[word])
            for n, word in enumerate(session.names)
        ],
        "seated": None if session.seats is None or game is None else list(session.seats),
        "game": whole,
        "advice": [
            {"adviser": c.adviser, "player": session.player_of(c.seat), "action": str(c.action)}
            for waiting in session.counsel.values()
            for c in waiting
        ],
        game_name: standing(session, None),
    }


def session_replay_json(record: Record) -> JSON:
    """A finished session's record as the replay viewer reads it (RecordError: why not)."""
    session = start_session(record)
    game_name = SESSION_TAGS[record.tag("Game")]
    steps = []
    for move in record.moves:
        if session.is_terminal:
            raise RecordError(move.line, "the session is already over")
        said = len(session.talk)
        try:
            session.apply(session.parse(move.actor, move.text))  # type: ignore[arg-type]
        except IllegalActionError as error:
            raise RecordError(move.line, f"{move.actor}: {error}") from None
        except ValueError as error:
            raise RecordError(move.line, str(error)) from None
        talk = talk_of(session.talk[said:], None, 0)["talk"]
        steps.append(
            {"actor": move.actor, "action": move.text, "talk": talk, "state": replay_state(session)}
        )
    if not session.is_terminal:
        raise RecordError(
            0, "the session of this record is not over: only a finished one is replayed"
        )
    rules = record.tag("Rules", "")
    return {
        "game": game_name,
        "title": TITLES[game_name],
        "session": True,
        "names": list(session.names),
        "rules": rules,
        "rules_text": _describe(game_name, session),
        "result": standing_words(session),
        "steps": steps,
        # Each game as a two-handed record, to be looked back on and reviewed on its own.
        "games": [
            {"heading": game.heading, "record": game.text}
            for game in session_games(record)
            if game.finished
        ],
    }


def _tag(session: Session) -> str:
    return session_tags(session)["Game"]


def _describe(game: str, session: Session) -> str:
    tags = session_tags(session)
    try:
        return describe(game, _options_line(game, tags))
    except ValueError:
        return tags.get("Rules", "")


OPTION_TAGS = {
    "chouette": ("Parties", "Stake", "Rules"),
    "pool": ("Method", "Stake", "Pools", "Rules"),
    "french": ("Purse", "Games", "Stake", "Rules"),
}
"""The record's tags that carry each session's options, in the options' order."""


def _options_line(game: str, tags: dict[str, str]) -> str:
    line = "; ".join(f"{tag.lower()}={tags[tag]}" for tag in OPTION_TAGS[game])
    if game == "pool" and "Declared" in tags:  # the record names it; the option is a word
        line += f"; declared={DECLARED}"
    return line
