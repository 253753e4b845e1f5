"""The chouette scorer's API: three playing Piquet with a real pack, each partie's result
written on the chouette card in tens, the parts rotating, and the settlement when they rise.
The card is :class:`salon.piquet.chouette_card.ChouetteScorer`, the terminal's own; the page
keeps it and posts it back whole, and every request reads it again, checking each partie."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field

from salon.piquet.chouette_card import (
    DEFAULT_STAKE,
    ChouetteScorer,
    chouette_scorer,
    load_chouette,
    result_of,
    settlement_lines,
)
from salon.web.scoring.routes import JSON, CardRequest, bad_request, read_or_400


class ChouetteStart(BaseModel):
    model_config = ConfigDict(extra="forbid")
    names: tuple[str, str, str]
    single: int
    """Who cut the highest card: he plays alone."""
    adviser: int
    """Who cut the lowest: he advises the partner."""


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
    }
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


def chouette_routes() -> APIRouter:
    router = APIRouter()

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
            scorer.record(result_of(request.winner, request.points))
        except ValueError as error:
            raise bad_request(f"that cannot be: {error}") from None
        return chouette_card_json(scorer)

    @router.post("/api/score/chouette/rise")
    def rise(request: CardRequest) -> JSON:
        scorer = _read(request.card)
        scorer.risen = True
        return chouette_card_json(scorer)

    return router


def _read(card: dict[str, Any]) -> ChouetteScorer:
    return read_or_400(load_chouette, card)
