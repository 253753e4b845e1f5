"""The guided first deals and the glossary, as the web page shows them.

The steps, their words and the deal they walk through are those of ``salon learn``
(:mod:`salon.teaching.lessons`), the words of the table those of ``salon learn words``
(:mod:`salon.teaching.glossary`): the page has no wording of its own for either. A lesson
shows both hands face up, as the seed advises learners to play the Example.
"""

from __future__ import annotations

import functools
from typing import Final

from fastapi import APIRouter, HTTPException

from salon.teaching.glossary import GLOSSARY
from salon.teaching.lessons import LESSONS, Shown
from salon.web.tables.adapter import JSON, cards_json
from salon.web.tables.registry import Salon
from salon.web.teaching.rules_page import rules_routes, word_anchor

TITLES: Final = {"piquet": "Piquet", "ecarte": "Écarté"}
SEATS: Final = {
    "piquet": ("A, the elder hand", "B, the younger hand, who dealt"),
    "ecarte": ("A, the non-dealer", "B, the dealer"),
}
"""The seats' plates at the lesson's table."""


def step_json(shown: Shown) -> JSON:
    return {
        "title": shown.title,
        "words": shown.words,
        "said": [{"speaker": said.speaker, "words": said.words} for said in shown.said],
        "hands": [cards_json(hand) for hand in shown.hands],
        "discards": [cards_json(discard) for discard in shown.discards],
        "stock": shown.stock,
        "turn_up": None if shown.turn_up is None else str(shown.turn_up),
        "trick": [{"seat": "AB".index(seat), "card": str(card)} for seat, card in shown.trick],
        "score": list(shown.score),
    }


@functools.cache
def lesson_json(game: str) -> JSON:
    """A game's guided first deal, every step with the table after it (made once: it is
    the same deal every time)."""
    return {
        "game": game,
        "title": TITLES[game],
        "seats": list(SEATS[game]),
        "steps": [step_json(shown) for shown in LESSONS[game]()],
    }


def glossary_json() -> JSON:
    return {
        "words": [
            {
                "word": item.word,
                "game": item.game,
                "meaning": item.meaning,
                "source": item.source,
                "anchor": word_anchor(item.word),
            }
            for item in GLOSSARY
        ]
    }


def learning_routes(salon: Salon) -> APIRouter:
    """``GET /api/learn/GAME`` (a guided first deal), ``GET /api/glossary``, and the rules
    page (:func:`salon.web.teaching.rules_page.rules_routes`)."""
    router = APIRouter()
    router.include_router(rules_routes(salon))

    @router.get("/api/learn/{game}")
    def lesson(game: str) -> JSON:
        if game not in LESSONS:
            raise HTTPException(
                status_code=404,
                detail=f"there is no lesson for {game!r}; the games are {', '.join(LESSONS)}",
            )
        return lesson_json(game)

    @router.get("/api/glossary")
    def glossary() -> JSON:
        return glossary_json()

    return router
