"""The games the server offers, each behind its adapter: the one place that knows them all.

>>> adapter_for("ecarte").title
'Écarté'
>>> adapter_for("whist")
Traceback (most recent call last):
...
ValueError: unknown game 'whist'; salon serves piquet, ecarte, chouette, pool, french
"""

from __future__ import annotations

from salon.web.sessions.adapter import SessionAdapter
from salon.web.sessions.setup import session_games
from salon.web.tables.adapter import GameAdapter
from salon.web.tables.ecarte import EcarteAdapter
from salon.web.tables.piquet import PiquetAdapter

_ADAPTERS: tuple[GameAdapter, ...] = (
    PiquetAdapter(),
    EcarteAdapter(),
    *(SessionAdapter(name) for name in session_games()),
)
ADAPTERS: dict[str, GameAdapter] = {adapter.name: adapter for adapter in _ADAPTERS}
"""Each game by its name in URLs and the database; a further game is served by adding its
adapter here."""

SESSIONS: dict[str, SessionAdapter] = {
    name: adapter for name, adapter in ADAPTERS.items() if isinstance(adapter, SessionAdapter)
}
"""The games of three or more, each with its options and seats."""


def adapter_for(name: str) -> GameAdapter:
    try:
        return ADAPTERS[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; salon serves {', '.join(ADAPTERS)}") from None
