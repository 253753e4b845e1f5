"""Keeping the server's memory small while it runs: the tables no person acts at are
forgotten, and what was made at start is set aside from the cycle collector."""

from __future__ import annotations

import asyncio
import gc

from salon.web.play.presence import Presence
from salon.web.server.hub import Hub

EXPIRE_AFTER = 24 * 3600.0
"""Seconds after which a table no person has acted at is forgotten."""
SWEEP_EVERY = 60.0


def settle_objects() -> None:
    """Set the objects made at start (the modules, the tables loaded, the compiled tables)
    aside from the cycle collector, once, before the first connection is served.

    Set aside, they are never scanned by a full collection, which is shorter for it. An object
    set aside is never collected as part of a cycle, so this is done before serving only:
    the server used to do it again and again, with connections open, and kept every closed
    websocket for good (docs/web.md "Under load"); a second time after a warm-up would still
    keep whatever cycles the connections and tables open at that moment leave."""
    gc.collect()
    gc.freeze()


async def sweep(hub: Hub, presence: Presence, expire_after: float) -> None:
    """Now and then, forget the tables no person has acted at for ``expire_after`` seconds,
    and tell whoever still watches one."""
    while True:
        expired = await asyncio.to_thread(hub.salon.expire, expire_after)
        for table in expired:
            await hub.broadcast(table)
            presence.forget(table.id)
        await asyncio.to_thread(hub.chat.forget, [table.id for table in expired])
        await asyncio.sleep(min(SWEEP_EVERY, max(expire_after / 4, 1.0)))
