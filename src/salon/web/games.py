"""The games the server offers, each behind its adapter: the one place that knows them all.

>>> adapter_for("ecarte").title
'Écarté'
>>> adapter_for("whist")
Traceback (most recent call last):
...
ValueError: unknown game 'whist'; salon serves piquet, ecarte
"""

from __future__ import annotations

from salon.web.adapter import GameAdapter
from salon.web.ecarte_adapter import EcarteAdapter
from salon.web.piquet_adapter import PiquetAdapter

ADAPTERS: dict[str, GameAdapter] = {
    adapter.name: adapter for adapter in (PiquetAdapter(), EcarteAdapter())
}
"""Each game by its name in URLs and the database; a further game is served by adding its
adapter here."""


def adapter_for(name: str) -> GameAdapter:
    try:
        return ADAPTERS[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; salon serves {', '.join(ADAPTERS)}") from None
