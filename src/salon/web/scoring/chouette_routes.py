"""The chouette scorer's API: three playing Piquet with a real pack, each partie's result
written on the chouette card in tens, the parts rotating, and the settlement when they rise.
The card is :class:`salon.piquet.chouette_card.ChouetteScorer`, the terminal's own; the page
keeps it and posts it back whole, and every request reads it again, checking each partie."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field

from salon.piquet.chouette_card import (
    DEFAULT_STAKE,
    ChouetteScorer,
    chouette_scorer,
    load_chouette,
    result_of,
    settlement_lines,
)
from salon.piquet.told_card import PiquetScorer
from salon.piquet.umpire import PIQUET_UMPIRE
from salon.web.scoring.routes import (
    JSON,
    RULINGS,
    CardRequest,
    Limit,
    RulingRequest,
    TellRequest,
    bad_request,
    count_deal,
    read_or_400,
    ruling_json,
    umpire_json,
)


class ChouetteStart(BaseModel):
    model_config = ConfigDict(extra="forbid")
    names: tuple[str, str, str]
    single: int
    """Who cut the highest card: he plays alone."""
    adviser: int
    """Who cut the lowest: he advises the partner."""


class BeginRequest(BaseModel):
    """The next partie told deal by deal: ``first_dealer`` 0 the single player, 1 his
    adversary."""

    model_config = ConfigDict(extra="forbid")
    card: dict[str, Any]
    first_dealer: int


class PartieRequest(BaseModel):
    """A partie's result: ``winner`` 0 the single player, 1 his adversary, None drawn."""

    model_config = ConfigDict(extra="forbid")
    card: dict[str, Any]
    winner: int | None
    points: int = Field(default=0, ge=0, le=2000)


def chouette_card_json(scorer: ChouetteScorer) -> JSON:
    chouette = scorer.chouette
    line_up = chouette.line_up
    answer: JSON = {
        "card": scorer.to_json(),
        "rows": [list(partie.balances) for partie in chouette.parties],
        "text": chouette.render_card(),
        "over": scorer.risen,
        "next": None,
        "settlement": None,
        "playing": scorer.playing is not None,
        "partie": None,
        "deal": None,
        "last_deal": None,
    }
    if scorer.playing is not None:
        partie = scorer.playing
        answer["partie"] = {
            "rows": [
                {"number": r.number, "dealer": r.dealer, "points": list(r.points)}
                for r in partie.card.rows
            ],
            "totals": list(partie.card.totals),
            "players": _seats(scorer, partie),
        }
        answer["deal"] = _deal(scorer, partie, len(partie.deals))
    try:
        told = scorer.partie_told(again=True)
        answer["last_deal"] = _deal(scorer, told, len(told.deals) - 1)
    except ValueError:
        pass  # no deal may be told again
    if scorer.risen:
        answer["settlement"] = settlement_lines(scorer)
        answer["stake"] = DEFAULT_STAKE.name
    elif line_up is not None:
        answer["next"] = {
            "number": len(scorer.parties) + 1,
            "single": line_up.single,
            "partner": line_up.partner,
            "adviser": line_up.adviser,
        }
    return answer


def _seats(scorer: ChouetteScorer, partie: PiquetScorer) -> list[int]:
    """The places on the chouette card of the partie's two players."""
    return [scorer.names.index(name) for name in partie.names]


def _deal(scorer: ChouetteScorer, partie: PiquetScorer, index: int) -> JSON:
    """The deal at ``index`` of the partie: its number, elder's and younger's places."""
    seats = _seats(scorer, partie)
    elder, younger = partie.roles(index)
    return {"number": index + 1, "elder": seats[elder], "younger": seats[younger]}


def chouette_routes(limit: Limit) -> APIRouter:
    router = APIRouter()

    @router.get("/api/score/chouette/umpire")
    def umpire() -> JSON:
        return umpire_json(PIQUET_UMPIRE)

    @router.post("/api/score/chouette/ruling")
    def ruling(request: RulingRequest, http: Request) -> JSON:
        limit(RULINGS, http)
        return ruling_json(request)

    @router.post("/api/score/chouette/start")
    def start(request: ChouetteStart) -> JSON:
        names = tuple(name.strip()[:30] for name in request.names)
        try:
            return chouette_card_json(chouette_scorer(names, request.single, request.adviser))
        except ValueError as error:
            raise bad_request(str(error)) from None

    @router.post("/api/score/chouette/card")
    def card(request: CardRequest) -> JSON:
        return chouette_card_json(_read(request.card))

    @router.post("/api/score/chouette/partie")
    def partie(request: PartieRequest) -> JSON:
        scorer = _read(request.card)
        if request.winner not in (None, 0, 1) or (
            request.winner is not None and not request.points
        ):
            raise bad_request(
                "say who won the partie (the single player or his adversary) and by how much"
            )
        try:
            scorer.record_told(result_of(request.winner, request.points))
        except ValueError as error:
            raise bad_request(f"that cannot be: {error}") from None
        return chouette_card_json(scorer)

    @router.post("/api/score/chouette/begin")
    def begin(request: BeginRequest) -> JSON:
        scorer = _read(request.card)
        try:
            scorer.begin(request.first_dealer)
        except ValueError as error:
            raise bad_request(str(error)) from None
        return chouette_card_json(scorer)

    @router.post("/api/score/chouette/tell")
    def tell(request: TellRequest) -> JSON:
        scorer = _read(request.card)
        try:
            partie = scorer.partie_told(again=request.again)
        except ValueError as error:
            raise bad_request(str(error)) from None
        answer, after = count_deal(partie, request)
        if request.write and after is not None:
            try:
                scorer.write(after, again=request.again)
            except ValueError as error:
                raise bad_request(f"that cannot be: {error}") from None
            answer |= chouette_card_json(scorer)
        return answer

    @router.post("/api/score/chouette/rise")
    def rise(request: CardRequest) -> JSON:
        scorer = _read(request.card)
        if scorer.playing is not None and scorer.playing.deals:
            raise bad_request("a partie is in play: finish it before the players rise")
        scorer.risen, scorer.playing, scorer.finished = True, None, None
        return chouette_card_json(scorer)

    return router


def _read(card: dict[str, Any]) -> ChouetteScorer:
    return read_or_400(load_chouette, card)
