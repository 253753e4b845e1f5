"""``/api/score/kept``: the scoring card in play kept for the signed-in account, so that the
game can be taken up on another device; the card is read by its game's scorer before it is
kept, and a request the session cookie authorises carries the CSRF header like any other."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Request

from salon.web.players.web import Players
from salon.web.scoring.kept import KeptCards, checked_card
from salon.web.scoring.routes import JSON, CardRequest, bad_request


def kept_routes(players: Players, cards: KeptCards) -> APIRouter:
    router = APIRouter()

    @router.get("/api/score/kept")
    async def kept(request: Request) -> JSON:
        account = await players.signed_in(request)
        return {"card": await asyncio.to_thread(cards.card, account.id)}

    @router.post("/api/score/kept")
    async def keep(body: CardRequest, request: Request) -> JSON:
        account = await players.signed_in(request)
        try:
            card = checked_card(body.card)
        except ValueError as error:
            raise bad_request(f"the card {error}") from None
        await asyncio.to_thread(cards.keep, account.id, card)
        return {"kept": True}

    @router.post("/api/score/kept/forget")
    async def forget(request: Request) -> JSON:
        account = await players.signed_in(request)
        await asyncio.to_thread(cards.forget, account.id)
        return {"kept": False}

    return router
