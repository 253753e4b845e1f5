"""The Écarté scorer's API: games of Écarté played with real cards, each deal counted by the
game's own scorer (:class:`salon.ecarte.told.EcarteCard`) from the card the page keeps and
posts back whole; a card or deal that could not have happened is refused with the reason."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from salon.ecarte.deal_classes import game_won_said
from salon.ecarte.told import EcarteCard, ToldError, card_over_words
from salon.ecarte.told_card import EcarteScorer, ecarte_scorer_from_json, ecarte_told_from_json
from salon.ecarte.told_ruling import after_ruling, ruled_words
from salon.ecarte.umpire import ECARTE_UMPIRE
from salon.web.scoring.routes import (
    JSON,
    RULINGS,
    CardRequest,
    Limit,
    RulingRequest,
    StartRequest,
    TellRequest,
    bad_request,
    read_or_400,
    told_and_kept,
    umpire_json,
)


def ecarte_card_json(scorer: EcarteScorer) -> JSON:
    card = scorer.card
    dealer = card.dealer(len(scorer.deals))
    return {
        "card": scorer.to_json(),
        "games": [
            {
                "score": list(score),
                "winner": winner,
                "value": value,
                "won": game_won_said(scorer.names[winner], value, card.rules.game_values),
            }
            for score, winner, value in card.finished_games()
        ],
        "current": list(card.current_score),
        "game_points": list(card.game_points),
        "winner": card.winner,
        "over": card.winner is not None,
        "over_said": None if card.winner is None else card_over_words(card, scorer.names),
        "next": {
            "number": len(scorer.deals) + 1,
            "dealer": dealer,
            "non_dealer": 1 - dealer,
            "king_makes_game": card.kings_making_game().to_json(),
        },
        "last": _last_deal(scorer),
    }


def _last_deal(scorer: EcarteScorer) -> JSON | None:
    """The last deal written: its number, its points by seat, and what a ruling did to it."""
    if not scorer.deals:
        return None
    index = len(scorer.deals) - 1
    dealer = scorer.card.dealer(index)
    names = (scorer.names[1 - dealer], scorer.names[dealer])
    before = EcarteCard(scorer.first_dealer, scorer.card.deals[:index], scorer.rules)
    return {
        "number": index + 1,
        "points": list(scorer.card.deals[index]),
        "ruling": ruled_words(scorer.deals[index], names),
        "king_makes_game": before.kings_making_game().to_json(),  # were it told again
    }


def ecarte_ruling_json(request: RulingRequest) -> JSON:
    """What the umpire's choice does to a deal of Écarté told (at Écarté, the pool or French
    Écarté), as the terminal's scorer applies it (:func:`salon.ecarte.told_ruling.after_ruling`);
    400 when it is no choice of a mishap."""
    mishap = ECARTE_UMPIRE.by_key.get(request.mishap)
    if mishap is None or not 0 <= request.choice < len(mishap.choices):
        raise bad_request("no such mishap or choice")
    try:
        told = after_ruling(mishap, mishap.choices[request.choice], request.offender, request.names)
    except ValueError as error:
        raise bad_request(str(error)) from None
    return {"deal": told.fields(), "says": told.says}


def ecarte_routes(limit: Limit) -> APIRouter:
    router = APIRouter()

    @router.get("/api/score/ecarte/umpire")
    def umpire() -> JSON:
        return umpire_json(ECARTE_UMPIRE)

    @router.post("/api/score/ecarte/ruling")
    def ruling(request: RulingRequest, http: Request) -> JSON:
        limit(RULINGS, http)
        return ecarte_ruling_json(request)

    @router.post("/api/score/ecarte/start")
    def start(request: StartRequest) -> JSON:
        names = [request.names[0].strip()[:30], request.names[1].strip()[:30]]
        card = {"game": "ecarte", "names": names, "first_dealer": request.first_dealer}
        return ecarte_card_json(_read(card | {"deals": []}))

    @router.post("/api/score/ecarte/card")
    def card(request: CardRequest) -> JSON:
        return ecarte_card_json(_read(request.card))

    @router.post("/api/score/ecarte/tell")
    def tell(request: TellRequest) -> JSON:
        scorer = _read(request.card)
        told, deals = told_and_kept(request, scorer.deals, ecarte_told_from_json)
        before = EcarteScorer(scorer.names, scorer.first_dealer, scorer.rules, deals).card
        try:
            told = before.as_played(told)  # a king that made the game: no card was played
            after = EcarteScorer(scorer.names, scorer.first_dealer, scorer.rules, [*deals, told])
            points = after.card.deals[-1]
            lines = before.lines(told)
        except ToldError as error:
            raise bad_request(f"that cannot be: {error}") from None
        counted = [{"words": words, "points": list(each)} for words, each in lines]
        answer: JSON = {"count": {"points": list(points), "lines": counted}}
        return answer | ecarte_card_json(after) if request.write else answer

    return router


def _read(card: dict[str, Any]) -> EcarteScorer:
    return read_or_400(ecarte_scorer_from_json, card)
