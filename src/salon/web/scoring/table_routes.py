"""The Pool Écarté and French Écarté scorer's API: the pool's chips and the French ledger with
the gallery's bets, kept by the sessions' own engines through
:class:`salon.ecarte.table_card.TableCard`, and each game told by its winner or deal by deal as
the Écarté scorer tells one. The page keeps the card and posts it back whole; every request
reads it again, and an entry that cannot be is refused with the reason, nothing written."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field

from salon.ecarte.french import Bet, CloseBets, Cover, Decline, FrenchEcarte
from salon.ecarte.french import GameWon as FrenchGameWon
from salon.ecarte.pool import GameWon as PoolGameWon
from salon.ecarte.pool import PoolEcarte
from salon.ecarte.table_card import GameTold, TableCard, new_table_card, table_card_from_json
from salon.ecarte.told import ToldError
from salon.ecarte.told_card import ecarte_told_from_json
from salon.ecarte.told_ruling import ruled_words
from salon.ecarte.umpire import ECARTE_UMPIRE
from salon.web.scoring.ecarte_routes import ecarte_ruling_json
from salon.web.scoring.routes import (
    JSON,
    RULINGS,
    CardRequest,
    Limit,
    RulingRequest,
    bad_request,
    read_or_400,
    umpire_json,
)

Game = Literal["pool", "french"]


class TableStart(BaseModel):
    model_config = ConfigDict(extra="forbid")
    names: list[str] = Field(min_length=2, max_length=8)
    stake: int = Field(default=1, ge=1, le=1000)
    method: str = "loser-pays"
    order: list[str] | None = Field(default=None, max_length=6)
    """French Écarté: the gallery's order of going in, as the table agreed it."""


class CutRequest(BaseModel):
    """The pool's cut: who cut the highest card (he deals) and the lowest (he sits out)."""

    model_config = ConfigDict(extra="forbid")
    card: dict[str, Any]
    high: int
    low: int


class EntryRequest(BaseModel):
    """An entry on the card: ``who`` bets on or covers the money on ``side``, declines, or
    wins the game; or the betting is closed."""

    model_config = ConfigDict(extra="forbid")
    card: dict[str, Any]
    entry: Literal["bet", "cover", "decline", "close", "won"]
    who: str = ""
    side: str = ""
    amount: int = Field(default=0, ge=0, le=100_000)


class BeginRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    card: dict[str, Any]
    first_dealer: int


class DealRequest(BaseModel):
    """A deal of the game in play, counted, and written when ``write``; ``again`` tells the
    last deal written again (Law XXX)."""

    model_config = ConfigDict(extra="forbid")
    card: dict[str, Any]
    deal: dict[str, Any]
    write: bool = False
    again: bool = False


def _standing(table: PoolEcarte | FrenchEcarte, name: str) -> int:
    """A participant's chips; at French Écarté his money on the table counted as his own
    until its game is decided (a pool's stakes are the pool's)."""
    return table.standing(name) if isinstance(table, FrenchEcarte) else table.chips[name]


def table_card_json(card: TableCard) -> JSON:
    """The card to keep, and what the page shows of it."""
    table = card.table
    seat = {name: i for i, name in enumerate(card.names)}
    answer: JSON = {
        "card": card.to_json(),
        "chips": [_standing(table, name) for name in card.names],
        "said": [event.words for event in table.events],
        "seated": None if table.seated is None else [seat[n] for n in table.seated],
        "over": isinstance(table, FrenchEcarte) and table.risen,
        "playing": card.playing is not None,
        "may": {
            "take_back": card.allows(TableCard.take_back),
            "again": card.allows(lambda c: c.tell(_any_deal(c), again=True)),
            "rise": card.allows(TableCard.rise),
        },
        "next": None,
        "last": None,
    }
    if isinstance(table, PoolEcarte):
        out = None if table.waiting is None else seat[table.waiting]
        answer |= {"pool": table.pool, "out": out}
    else:
        answer |= {
            "gallery": [seat[n] for n in table.gallery],
            "going_in": [seat[n] for n in table.fresh + table.played],
            "betting": table.betting_open and not table.risen,
            "sides": [table.on_side(n) for n in table.seated],
            "declined": [n in table.declined for n in table.seated],
        }
    for key, told in (("next", card.game_told()), ("last", card.last_told())):
        if told is not None:
            answer[key] = _deal_json(told[0], told[1], seat, 0 if key == "next" else 1)
    return answer


def _deal_json(game: GameTold, seated: tuple[str, str], seat: dict[str, int], back: int) -> JSON:
    """The deal to tell (``back`` 0) or to tell again (1): its number, its dealer and the
    non-dealer by their places on the card, the game's score before it, and for the deal told
    already what an umpire's ruling did to it, in words ('' when none ruled it)."""
    scorer = GameTold(game.first_dealer, game.deals[: len(game.deals) - back]).scorer(seated)
    dealer = scorer.card.dealer(len(scorer.deals))
    told: JSON = {
        "number": len(scorer.deals) + 1,
        "dealer": seat[seated[dealer]],
        "non_dealer": seat[seated[1 - dealer]],
        "players": [seat[seated[0]], seat[seated[1]]],
        "score": list(scorer.card.current_score),
        "king_makes_game": scorer.card.kings_making_game().to_json(),
    }
    if back:
        told["ruling"] = ruled_words(game.deals[-1], (seated[1 - dealer], seated[dealer]))
    return told


def _any_deal(card: TableCard) -> Any:
    """A deal that may be told again in place of the last (a plain one), to ask whether the
    card allows telling the last again."""
    told = card.last_told()
    if told is None:
        raise ValueError("no deal to tell again")
    return told[0].deals[-1]


def table_routes(limit: Limit) -> APIRouter:
    router = APIRouter()

    @router.get("/api/score/{game}/umpire")
    def umpire(game: Game) -> JSON:
        return umpire_json(ECARTE_UMPIRE)

    @router.post("/api/score/{game}/ruling")
    def ruling(game: Game, request: RulingRequest, http: Request) -> JSON:
        limit(RULINGS, http)
        return ecarte_ruling_json(request)

    @router.post("/api/score/{game}/start")
    def start(game: Game, request: TableStart) -> JSON:
        names = tuple(name.strip()[:20] for name in request.names)
        order = None if request.order is None else tuple(n.strip()[:20] for n in request.order)
        if order is not None and game != "french":
            raise bad_request("only French Écarté has an order of going in")
        try:
            card = new_table_card(
                game, names, stake=request.stake, method=request.method, order=order
            )
        except ValueError as error:
            raise bad_request(str(error)) from None
        return table_card_json(card)

    @router.post("/api/score/{game}/card")
    def card(game: Game, request: CardRequest) -> JSON:
        return table_card_json(_read(game, request.card))

    @router.post("/api/score/pool/cut")
    def cut(request: CutRequest) -> JSON:
        card = _read("pool", request.card)
        return _changed(card, lambda c: c.cut(request.high, request.low))

    @router.post("/api/score/{game}/entry")
    def entry(game: Game, request: EntryRequest) -> JSON:
        card = _read(game, request.card)
        return _changed(card, lambda c: c.enter(_entry_text(game, request)))

    @router.post("/api/score/{game}/begin")
    def begin(game: Game, request: BeginRequest) -> JSON:
        card = _read(game, request.card)
        return _changed(card, lambda c: c.begin(request.first_dealer))

    @router.post("/api/score/{game}/take-back")
    def take_back(game: Game, request: CardRequest) -> JSON:
        card = _read(game, request.card)
        return _changed(card, lambda c: c.take_back())

    @router.post("/api/score/french/rise")
    def rise(request: CardRequest) -> JSON:
        card = _read("french", request.card)
        return _changed(card, lambda c: c.rise())

    @router.post("/api/score/{game}/tell")
    def tell(game: Game, request: DealRequest) -> JSON:
        card = _read(game, request.card)
        try:
            told = ecarte_told_from_json(request.deal)
        except (TypeError, ValueError) as error:
            raise bad_request(f"the deal told cannot be read ({error})") from None
        try:
            points = card.tell(told, again=request.again)
        except ToldError as error:
            raise bad_request(f"that cannot be: {error}") from None
        except ValueError as error:
            raise bad_request(str(error)) from None
        lines = [{"name": name, "points": won} for name, won in points.items()]
        answer: JSON = {"count": {"lines": lines}}
        return answer | table_card_json(card) if request.write else answer

    return router


def _entry_text(game: Game, request: EntryRequest) -> str:
    """The entry in the engines' notation, which the card keeps."""
    who, side, amount = request.who, request.side, request.amount
    if request.entry == "won":
        return str(PoolGameWon(who) if game == "pool" else FrenchGameWon(who))
    if game == "pool":
        raise ValueError("the pool takes no bets: only each game's winner")
    entries = {
        "bet": lambda: Bet(who, side, amount),
        "cover": lambda: Cover(who, side, amount),
        "decline": lambda: Decline(who),
        "close": CloseBets,
    }
    return str(entries[request.entry]())


def _changed(card: TableCard, change: Callable[[TableCard], object]) -> JSON:
    """The card after ``change``, or 400 with the reason, nothing written."""
    try:
        change(card)
    except ValueError as error:
        raise bad_request(str(error)) from None
    return table_card_json(card)


def _read(game: Game, card: dict[str, Any]) -> TableCard:
    read = read_or_400(table_card_from_json, card)
    if read.game != game:
        raise bad_request(f"the card is not a card of {game}")
    return read
