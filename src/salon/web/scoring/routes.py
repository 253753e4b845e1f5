"""``/score`` and its API: a Piquet partie played with real cards, told deal by deal from a
phone lying on the table.

The server keeps nothing: the page keeps the card (the same JSON as the terminal's saved card)
in the device's storage and posts it back whole with each deal told. Each request reads the
card again, checking every deal, then counts the deal told with the game's own scorer
(:func:`salon.piquet.told.count_told`); a card or deal that could not have happened is refused
with the reason and nothing is written. The umpire's mishaps, moment by moment with the law
quoted, are served as JSON for the page's "Something went wrong".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import FileResponse
from pydantic import BaseModel, ConfigDict

from salon.piquet.actions import Role
from salon.piquet.settlement import PartieError
from salon.piquet.told import ToldError, count_told, needs_pique_question
from salon.piquet.told_card import (
    PiquetScorer,
    scorer_from_json,
    shorts_from_json,
    told_from_json,
)
from salon.piquet.told_nothing import nothing_refusal, nothings_from_json
from salon.piquet.told_record import told_record
from salon.piquet.told_ruling import Standing, after_ruling
from salon.piquet.umpire import MISHAPS, PIQUET_UMPIRE
from salon.umpire import Chooser, Umpire

STATIC = Path(__file__).resolve().parents[1] / "static"
JSON = dict[str, Any]
Deal = TypeVar("Deal")
Limit = Callable[[str, Request], None]
"""Refuses (429) a client that has asked too much of a kind of request."""
RULINGS = "rulings"
"""The kind of request of the umpire's rulings, limited for each address."""


class TellRequest(BaseModel):
    """The card as the page keeps it, the deal told, and whether to write it (else only
    count it); ``again`` tells the last deal written again (Law 32)."""

    model_config = ConfigDict(extra="forbid")
    card: dict[str, Any]
    deal: dict[str, Any]
    write: bool = False
    again: bool = False


class CardRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    card: dict[str, Any]


class RulingRequest(BaseModel):
    """The umpire's choice: the mishap (its key), the choice (its place in the mishap's
    list), the offender (0 elder, 1 younger, of the deal told), elder's and younger's names,
    and the rulings already standing in the deal, as the deal told carries them: who reckons
    nothing (``[hand, ...]``, or one hand as a number), whether it was dealt out of turn,
    the hands told short (``[[hand, without], ...]``)."""

    model_config = ConfigDict(extra="forbid")
    mishap: str
    choice: int
    offender: int | None = None
    names: tuple[str, str]
    reckons_nothing: list[int] | int | None = None
    out_of_turn: bool = False
    short: list[tuple[int, int]] = []


def ruling_json(request: RulingRequest) -> JSON:
    """What the choice does to the deal told, as the terminal's scorer applies it
    (:func:`salon.piquet.told_ruling.after_ruling`); 400 when it is no choice of a mishap."""
    mishap = MISHAPS.get(request.mishap)
    if mishap is None or not 0 <= request.choice < len(mishap.choices):
        raise bad_request("no such mishap or choice")
    try:
        offender = None if request.offender is None else Role(request.offender)
        nothing = nothings_from_json(request.reckons_nothing)
        if nothing_refusal(nothing):
            raise ValueError(nothing_refusal(nothing))
        short = shorts_from_json(request.short)
        standing = Standing(nothing, request.out_of_turn, short)
        choice = mishap.choices[request.choice]
        tell = after_ruling(mishap, choice, offender, request.names, standing)
    except ValueError as error:
        raise bad_request(str(error)) from None
    return {"deal": tell.fields(), "says": tell.says}


class StartRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    names: tuple[str, str]
    first_dealer: int


def umpire_json(umpire: Umpire) -> JSON:
    """The umpire's mishaps by moment: the words, the law quoted, who chooses, each choice."""
    return {
        "moments": [
            {
                "moment": moment.value,
                "mishaps": [
                    {
                        "key": m.key,
                        "words": m.words,
                        "law": m.law,
                        "law_words": umpire.law_of(m).words,
                        "ruling": m.ruling,
                        "chooser": None if m.chooser is Chooser.NOBODY else m.chooser.value,
                        "chooser_is_adversary": m.chooser is Chooser.ADVERSARY,
                        "offender": m.has_offender,
                        "who": m.who,  # "Who discarded more cards than he took in?"
                        "choices": [
                            {
                                "words": c.words,
                                "effect": c.effect.name,
                                "says": c.effect.value,
                                "offender": m.names_offender(c),
                                # Said of the offender by name, once the page knows him.
                                "named": c.named if m.names_offender(c) else "",
                            }
                            for c in m.choices
                        ],
                    }
                    for m in umpire.at(moment)
                ],
            }
            for moment in umpire.moments
        ],
        "code": umpire.code.title,
    }


def card_json(scorer: PiquetScorer) -> JSON:
    """The card to keep, and what the page shows of it: the rows, totals, the reckoning."""
    card = scorer.card
    index = len(scorer.deals)
    elder, younger = scorer.roles(index)
    return {
        "card": scorer.to_json(),
        "rows": [
            {"number": r.number, "dealer": r.dealer, "points": list(r.points)} for r in card.rows
        ],
        "totals": list(card.totals),
        "standing": card.settlement_line,
        "over": card.progress.is_over,
        "next": {"number": index + 1, "elder": elder, "younger": younger},
        "text": card.render(),
    }


def told_and_kept(
    request: TellRequest, written: list[Deal], read: Callable[[dict[str, Any]], Deal]
) -> tuple[Deal, list[Deal]]:
    """The deal told, read from its JSON, and the deals it follows: all those written, or all
    but the last when the last is told again; 400 with the reason when it cannot be."""
    if request.again and not written:
        raise bad_request("no deal has been written yet to tell again")
    try:
        told = read(request.deal)
    except (KeyError, IndexError, TypeError, ValueError) as error:
        raise bad_request(f"the deal told cannot be read ({error})") from None
    return told, written[:-1] if request.again else list(written)


def count_deal(scorer: PiquetScorer, request: TellRequest) -> tuple[JSON, PiquetScorer | None]:
    """The deal told, counted by the game's scorer: the count and the partie with the deal
    written, or the question of the pique when salon cannot work it out (and no partie); 400
    with the reason when the deal cannot be."""
    told, _ = told_and_kept(request, scorer.deals, told_from_json)
    if scorer.card.progress.is_over and not request.again:
        raise bad_request("the partie is over: no more deals")
    try:
        if needs_pique_question(told, scorer.rules) and told.elder_thirty_first is None:
            return {"question": "elder_thirty_first"}, None
        count = count_told(told, scorer.rules)
        # Law 11: found after the cards were taken up, the deal stands
        after = scorer.after(
            told, out_of_turn=request.deal.get("out_of_turn") is True, again=request.again
        )
    except (ToldError, PartieError) as error:
        raise bad_request(f"that cannot be: {error}") from None
    lines = [
        {"role": int(role), "words": words, "points": points} for role, words, points in count.lines
    ]
    return {"count": {"lines": lines, "points": list(count.points)}}, after


def bad_request(reason: str) -> HTTPException:
    return HTTPException(status_code=400, detail=reason)


def score_routes(limit: Limit) -> APIRouter:
    router = APIRouter()

    @router.get("/score", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(STATIC / "score.html")

    @router.get("/api/score/piquet/umpire")
    def umpire() -> JSON:
        return umpire_json(PIQUET_UMPIRE)

    @router.post("/api/score/piquet/ruling")
    def ruling(request: RulingRequest, http: Request) -> JSON:
        limit(RULINGS, http)
        return ruling_json(request)

    @router.post("/api/score/piquet/start")
    def start(request: StartRequest) -> JSON:
        names = (request.names[0].strip()[:30], request.names[1].strip()[:30])
        return card_json(
            _read({"names": list(names), "first_dealer": request.first_dealer, "deals": []})
        )

    @router.post("/api/score/piquet/card")
    def card(request: CardRequest) -> JSON:
        return card_json(_read(request.card))

    @router.post("/api/score/piquet/record")
    def record(request: CardRequest) -> JSON:
        """The partie as a record in salon's notation, which ``salon replay`` checks."""
        return {"record": told_record(_read(request.card))}

    @router.post("/api/score/piquet/tell")
    def tell(request: TellRequest) -> JSON:
        answer, after = count_deal(_read(request.card), request)
        if request.write and after is not None:
            answer |= card_json(after)
        return answer

    return router


def read_or_400(read: Callable[[dict[str, Any]], Deal], card: dict[str, Any]) -> Deal:
    """The card the page posted, read and checked again; 400 with the reason when it cannot be."""
    try:
        return read(card)
    except ValueError as error:
        raise bad_request(f"the card {error}") from None


def _read(card: dict[str, Any]) -> PiquetScorer:
    return read_or_400(scorer_from_json, card)
