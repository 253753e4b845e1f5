"""A session's views as JSON: each participant's (and a spectator's), made from the session's
own rules of who may see what (``TableSession.looks_at``, ``heard``) and nothing else.

The game of the moment is shown with the two-seat games' own JSON builders, from the one seat
the participant may look at, or as an onlooker sees it; what he is asked comes from
:mod:`salon.web.sessions.choices`. docs/web.md "Tables for three or more" gives the shape.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Any

from salon.ecarte.french import FrenchEventKind
from salon.ecarte.game import EcarteGame
from salon.piquet.chouette import ChouetteRole
from salon.piquet.partie import Partie
from salon.piquet.stakes import format_money, settled_words
from salon.sessions.actions import Counsel
from salon.sessions.chouette import PARTNER_SEAT, ChouetteSession
from salon.sessions.french import BETS_ON_BOTH, FrenchSession
from salon.sessions.pool import PoolSession
from salon.sessions.records import Session
from salon.sessions.talk import Said
from salon.web.sessions.choices import advice_label, participant_menu
from salon.web.tables import ecarte as ecarte_adapter
from salon.web.tables import piquet as piquet_adapter
from salon.web.tables.adapter import HUMAN, JSON, Sitter, menu_json


class Part(Enum):
    """A participant's part in the game of the moment, as a view names it."""

    SINGLE = "single"
    PARTNER = "partner"
    ADVISER = "adviser"
    PLAYER = "player"
    OUT = "out"
    BACKER = "backer"
    RENTRANT = "rentrant"
    STAND_IN = "stand-in"


CHOUETTE_PARTS = {
    ChouetteRole.SINGLE: (Part.SINGLE, "plays alone"),
    ChouetteRole.PARTNER: (Part.PARTNER, "plays for the two"),
    ChouetteRole.ADVISER: (Part.ADVISER, "advises"),
}
NO_PART: JSON = {"part": None, "role": None}


def waiting_view(sitters: Sequence[Sitter], seat: int | None, game: str) -> JSON:
    """The view before every seat is taken: who sits, who is awaited."""
    participants = [
        participant_json(number, sitter, None, {}) for number, sitter in enumerate(sitters)
    ]
    return _blank(game, seat, None) | {
        "status": "waiting",
        "participants": participants,
        "awaiting": [sitter.name for sitter in sitters if sitter.open],
    }


def shared_view(
    session: Session, game: str, sitters: Sequence[Sitter], words: Sequence[str]
) -> JSON:
    """What every reader is sent alike at this step: made once a step, whoever reads."""
    parts = parts_of(session, words)
    return {
        "status": "over" if session.is_terminal else "playing",
        "over": session.is_terminal,
        "participants": [
            participant_json(number, sitter, words[number], parts[words[number]])
            for number, sitter in enumerate(sitters)
        ],
        "seated": None if session.seats is None or session.game is None else list(session.seats),
        "to_act": who_may_act(session),
        "games": {None: _game_json(session.game, None)},
        "standing": standing(session, None),
    }


def session_view(
    session: Session,
    game: str,
    shared: JSON,
    words: Sequence[str],
    seat: int | None,
    talk_from: int = 0,
) -> JSON:
    """All that the participant in ``seat`` (None: a spectator) may know now; ``shared`` is
    this step's :func:`shared_view`, which keeps the game's JSON from each seat once made."""
    me = None if seat is None else words[seat]
    looks = None if me is None or session.game is None else session.looks_at(me)
    games = shared["games"]
    if looks not in games:
        games[looks] = _game_json(session.game, looks)
    data = _blank(game, seat, me) | {
        "status": shared["status"],
        "over": shared["over"],
        "participants": shared["participants"],
        "seated": shared["seated"],
        "looks_at": looks,
        "game": games[looks],
        "advice": [_advice_json(session, c) for c in visible_advice(session, me)],
        "to_act": shared["to_act"],
    }
    if me is not None:
        data.update(participant_menu(session, me))
    heard = session.talk if me is None else session.heard(me)
    if me is None:
        heard = [said for said in heard if said.audience is None]
    data.update(talk_of(heard, me, talk_from))
    data[game] = shared["standing"]
    if isinstance(session, FrenchSession) and me is not None:
        data[game] = shared["standing"] | {"left": session.left(me)}
    return data


def _blank(game: str, seat: int | None, me: str | None) -> JSON:
    data: JSON = {
        "session": game,
        "seat": seat,
        "me": me,
        "status": "waiting",
        "over": False,
        "participants": [],
        "awaiting": [],
        "seated": None,
        "looks_at": None,
        "game": None,
        "advice": [],
        "to_act": [],
        "advise_prefix": "",
        "amounts": [],
        "legal": [],
        "talk_from": 0,
        "talk": [],
        "chouette": None,
        "pool": None,
        "french": None,
    }
    return data | menu_json(None)


def participant_json(number: int, sitter: Sitter, word: str | None, part: JSON) -> JSON:
    return {
        "seat": number,
        "name": sitter.name,
        "word": word,
        "computer": None if sitter.player == HUMAN else sitter.player,
        "part": part.get("part"),
        "role": part.get("role"),
        "looks_at": part.get("looks_at"),
        "advises": part.get("advises"),
        "order": part.get("order"),
    }


def parts_of(session: Session, words: Sequence[str]) -> dict[str, JSON]:
    """Each participant's part, in a word and in words, and what he may look at."""
    parts: dict[str, JSON] = {}
    for word in words:
        advises = None
        if session.game is not None and session.seats is not None:
            advises = next(
                (session.player_of(s) for s in (0, 1) if word in session.advisers(s)), None
            )
        looks = session.looks_at(word) if session.game is not None else None
        part: JSON = {"looks_at": looks, "advises": advises, "order": None}
        part.update(_part_words(session, word))
        parts[word] = part
    return parts


def _part_words(session: Session, word: str) -> JSON:
    """``word``'s part, and his role in words."""
    if session.is_terminal:
        return NO_PART
    if isinstance(session, ChouetteSession):
        role = session.role_of(word)
        if role is None:
            return NO_PART
        part, words = CHOUETTE_PARTS[role]
        if role is ChouetteRole.ADVISER and session.seats is not None:
            words = f"advises {session.player_of(PARTNER_SEAT)}"
        return {"part": part.value, "role": words}
    if isinstance(session, PoolSession):
        if session.book.seated is None:
            return NO_PART
        if word in session.book.seated:
            return {"part": Part.PLAYER.value, "role": "plays"}
        if session.backing is not None:
            return {"part": Part.BACKER.value, "role": f"is out: backs {session.backing}"}
        return {"part": Part.OUT.value, "role": "is out: comes in against the winner"}
    french_role = session.role_of(word)
    order = list(session.book.fresh + session.book.played)
    extra = {"order": order.index(word) + 1} if word in order else {}
    if french_role == "player":
        return {"part": Part.PLAYER.value, "role": "plays"} | extra
    if french_role.startswith("plays out"):
        return {"part": Part.STAND_IN.value, "role": french_role} | extra
    if french_role.startswith("backs"):
        return {"part": Part.BACKER.value, "role": french_role} | extra
    if french_role == BETS_ON_BOTH:
        return {"part": Part.BACKER.value, "role": "bets on both: looks at neither hand"} | extra
    return {"part": Part.RENTRANT.value, "role": "waits to come in"} | extra


def _game_json(game: Any, looks: int | None) -> JSON | None:
    """The game from seat ``looks`` (None: as an onlooker), its menu and talk left to the
    session's view (the talk is asked from its end: none of it is made)."""
    if not isinstance(game, Partie | EcarteGame):
        return None
    adapter: Any = piquet_adapter if isinstance(game, Partie) else ecarte_adapter
    if looks is None:
        public = sum(1 for event in game.events if event.audience is None)
        data = adapter.public_view_json(game, public)
    else:
        view = game.view(looks)
        data = adapter.seat_view_json(view, len(view.talk))
    return dict(data) | menu_json(None) | {"legal": [], "talk": [], "talk_from": 0}


def visible_advice(session: Session, me: str | None) -> list[Counsel]:
    """The advice waiting that ``me`` may see: his own, or that given to him (at chouette the
    proposal is seen by the partner and the adviser)."""
    if me is None or session.game is None:
        return []
    if isinstance(session, ChouetteSession):
        the_two = (ChouetteRole.PARTNER, ChouetteRole.ADVISER)
        return list(session.counsel.get(PARTNER_SEAT, [])) if session.role_of(me) in the_two else []
    if isinstance(session, FrenchSession | PoolSession):
        mine = session.seat_of(me)
        return [
            counsel
            for waiting in session.counsel.values()
            for counsel in waiting
            if counsel.adviser == me or counsel.seat == mine
        ]
    return []


def _advice_json(session: Session, counsel: Counsel) -> JSON:
    return {
        "adviser": counsel.adviser,
        "player": session.player_of(counsel.seat),
        "action": str(counsel.action),
        "label": advice_label(session, counsel),
    }


def who_may_act(session: Session) -> list[str]:
    """Everyone who may act now: the one to act, and those who may still advise him."""
    actor = session.to_act
    if not isinstance(actor, str):
        return []
    acting = [actor]
    game = session.game
    if game is not None and isinstance(game.to_act, int):
        seat = game.to_act
        given = {counsel.adviser for counsel in session.counsel.get(seat, [])}
        if session.has_choice(seat):  # with one thing to do, nobody is asked to advise
            acting += sorted(session.advisers(seat) - given - {actor})
    return acting


def talk_of(heard: Sequence[Said], reader: str | None, talk_from: int) -> JSON:
    if not 0 <= talk_from <= len(heard):
        talk_from = 0
    return {
        "talk_from": talk_from,
        "talk": [
            {
                "speaker": said.speaker,
                "words": said.read_by(reader),
                "private": said.audience is not None,
            }
            for said in heard[talk_from:]
        ],
    }


def standing(session: Session, me: str | None) -> JSON:
    """The card, the pool or the betting and the ledger: public at every session, but for
    what is left of ``me``'s own purse."""
    names = session.names
    if isinstance(session, ChouetteSession):
        settlement = None
        if session.is_terminal:
            settlement = [
                {
                    "word": name,
                    "pence": pence,
                    "money": format_money(pence),
                    "settled": settled_words(pence),
                }
                for name, pence in zip(names, session.settlement(), strict=True)
            ]
        card = []
        for partie in session.chouette.parties:
            line_up = partie.line_up
            card.append(
                {
                    "single": names[line_up.single],
                    "partner": names[line_up.partner],
                    "adviser": names[line_up.adviser],
                    "outcome": partie.outcome.value,
                    "points": partie.points,
                    "tens": partie.tens,
                    "balances": list(partie.balances),
                }
            )
        return {
            "parties": session.parties,
            "stake": session.stake.name,
            "card": card,
            "balances_in_tens": list(session.chouette.balances_in_tens),
            "settlement": settlement,
            "settlement_rule": session.settlement_rule(),
            "single_doubles": True,
        }
    if isinstance(session, PoolSession):
        book = session.book
        return {
            "method": book.method.value,
            "method_text": book.method.words,
            "stake": book.stake,
            "pools": session.pools,
            "pool": book.pool,
            "chips": [book.chips[name] for name in names],
            "out": book.waiting,
            "holder": book.holder,
            "pools_won": list(book.pools_won),
        }
    return french_standing(session, me)


def french_standing(session: FrenchSession, me: str | None) -> JSON:
    names = session.names
    book = session.book
    return {
        "phase": session.phase.value,
        "stake": book.stake,
        "purse": session.purse,
        "games": session.games,
        "left": None if me is None else session.left(me),
        "chouette": book.chouette(),
        "order": list(book.fresh + book.played),
        "wagers": [
            {
                "name": w.name,
                "side": w.side,
                "amount": w.amount,
                "stake": w.kind is FrenchEventKind.STAKE,
                "kind": w.kind.value,
            }
            for w in book.wagers
        ],
        "uncovered": session.uncovered(),
        "heavier": session.heavier(),
        "chips": [session.holdings(name) for name in names],
        "ledger": [
            {
                "game": line.game,
                "winner": line.winner,
                "loser": line.loser,
                "chips": [amount for _, amount in line.chips],
            }
            for line in session.ledger
        ],
    }
