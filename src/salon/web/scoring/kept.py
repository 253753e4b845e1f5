"""The scoring card kept for a signed-in account (the Alembic migration 0009 makes the table;
this mirrors it for queries): one card an account, the one in play, as the page keeps it."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Column, DateTime, Engine, ForeignKey, Integer, Table, Text, delete, select

from salon.ecarte.table_card import table_card_from_json
from salon.ecarte.told_card import ecarte_scorer_from_json
from salon.piquet.chouette_card import load_chouette
from salon.piquet.told_card import scorer_from_json
from salon.web.server.store import metadata

score_cards = Table(
    "score_cards",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("card", Text, nullable=False),
    Column("kept", DateTime(timezone=True), nullable=False),
)

READERS: dict[str, Callable[[dict[str, Any]], object]] = {
    "piquet": scorer_from_json,
    "ecarte": ecarte_scorer_from_json,
    "chouette": load_chouette,
    "pool": table_card_from_json,
    "french": table_card_from_json,
}
"""Each game's card read and checked again, by the game's own scorer."""


def checked_card(card: dict[str, Any]) -> dict[str, Any]:
    """The card, once its game's scorer has read it; :class:`ValueError` says why not."""
    read = READERS.get(str(card.get("game", "piquet")))
    if read is None:
        raise ValueError(f"salon keeps no scoring card of {card.get('game')!r}")
    read(card)
    return card


class KeptCards:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def card(self, account_id: int) -> dict[str, Any] | None:
        query = select(score_cards.c.card).where(score_cards.c.account_id == account_id)
        with self.engine.connect() as conn:
            text = conn.execute(query).scalar_one_or_none()
        return None if text is None else dict(json.loads(text))

    def keep(self, account_id: int, card: dict[str, Any]) -> None:
        row = {"account_id": account_id, "card": json.dumps(card), "kept": datetime.now(UTC)}
        with self.engine.begin() as conn:
            conn.execute(delete(score_cards).where(score_cards.c.account_id == account_id))
            conn.execute(score_cards.insert().values(**row))

    def forget(self, account_id: int) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(score_cards).where(score_cards.c.account_id == account_id))
