"""The server's door: how many connections one address may hold open, how long a request may
take to arrive, and what the server itself says to a client that is not speaking HTTP.

uvicorn keeps a connection whose request's headers never end for as long as the client
likes, and lets one address open as many as the process may hold files: a few hundred slow
clients then leave no file for an honest one. These protocols (uvicorn's own, subclassed)
close a connection whose request has not arrived in time, and turn away at once a connection
from an address that holds too many already, websockets included. Behind a proxy named with
``--trust-proxy`` the proxy's own connections are not counted: every player arrives through
it, and the proxy limits its clients itself.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from ipaddress import IPv4Network, IPv6Network, ip_address, ip_network
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from salon.web.server.limits import QuietLog
from salon.web.server.security import HEADERS

IPNetwork = IPv4Network | IPv6Network


@dataclass(frozen=True, slots=True)
class DoorRules:
    """What :class:`Door` enforces."""

    per_address: int | None = 64
    """Connections one address may hold open at once (None: without limit)."""
    header_seconds: float = 10.0
    """Seconds from a connection's opening (or a kept-alive connection's next request) to
    the end of its request's headers."""
    body_seconds: float = 60.0
    """Seconds from the headers to the end of the request's body."""
    exempt: tuple[str, ...] = ()
    """Addresses (or networks) not counted: the proxies trusted with ``--trust-proxy``."""


@dataclass(eq=False)
class Door:
    """The open connections by address, counted from their opening to their loss."""

    rules: DoorRules
    open: dict[Any, str] = field(default_factory=dict)
    """Each transport admitted, with its address."""
    counts: dict[str, int] = field(default_factory=dict)
    proxies: tuple[IPNetwork, ...] = ()

    def __post_init__(self) -> None:
        self.proxies = tuple(ip_network(each, strict=False) for each in self.rules.exempt)

    def admit(self, transport: Any) -> bool:
        """Whether a connection just opened may stay; counted if so."""
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else ""
        most = self.rules.per_address
        if most is None or not address or self._proxy(address):
            return True
        held = self.counts.get(address, 0)
        if held >= most:
            return False
        self.counts[address] = held + 1
        self.open[transport] = address
        return True

    def _proxy(self, address: str) -> bool:
        try:
            ip = ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in self.proxies)

    def release(self, transport: Any) -> None:
        """A connection is lost (again and again: only the first time counts)."""
        address = self.open.pop(transport, None)
        if address is None:
            return
        left = self.counts[address] - 1
        if left:
            self.counts[address] = left
        else:
            del self.counts[address]


def protocols(door: Door) -> tuple[type[asyncio.Protocol], type[asyncio.Protocol]]:
    """uvicorn's HTTP and websocket protocols, each connection passing ``door``."""
    rules = door.rules

    class GuardedHttp(HttpToolsProtocol):
        timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            if not door.admit(transport):
                transport.abort()  # no answer: one that floods is not owed one
                return
            self._arm(rules.header_seconds)

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            door.release(self.transport)
            super().connection_lost(exc)

        def handle_websocket_upgrade(self) -> None:
            super().handle_websocket_upgrade()
            # The websocket's protocol has the connection now. This one and its parser
            # (which calls back here) would be a cycle holding the transport until a full
            # collection: broken, they are freed at once, when the websocket closes.
            self.parser = None  # type: ignore[assignment]

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self._arm(rules.header_seconds)

        def on_headers_complete(self) -> None:
            self._disarm()
            super().on_headers_complete()
            if not self.parser.should_upgrade():
                self._arm(rules.body_seconds)

        def on_message_complete(self) -> None:
            self._disarm()
            super().on_message_complete()

        def send_400_response(self, msg: str) -> None:
            text = msg.encode("ascii")
            lines = [
                b"HTTP/1.1 400 Bad Request",
                *(f"{name}: {value}".encode("ascii") for name, value in HEADERS.items()),
                b"content-type: text/plain; charset=utf-8",
                b"content-length: " + str(len(text)).encode("ascii"),
                b"connection: close",
            ]
            self.transport.write(b"\r\n".join(lines) + b"\r\n\r\n" + text)
            self.transport.close()

        def _arm(self, seconds: float) -> None:
            self._disarm()
            self.timer = self.loop.call_later(seconds, self._too_slow)

        def _disarm(self) -> None:
            if self.timer is not None:
                self.timer.cancel()
                self.timer = None

        def _too_slow(self) -> None:
            self.timer = None
            if not self.transport.is_closing():
                self.transport.close()

    class GuardedWebSocket(WebSocketsSansIOProtocol):
        def connection_lost(self, exc: Exception | None) -> None:
            door.release(self.transport)
            super().connection_lost(exc)

    return GuardedHttp, GuardedWebSocket


CLIENT_FAULTS = ("Invalid UTF-8 sequence", "Invalid HTTP request")
"""uvicorn's words for what a client sent wrong (its own answer, 400 or a close with 1007,
is right)."""


class QuietServerLog(logging.Filter):
    """uvicorn's lines about clients' faults logged as the websocket's own are: one short
    line without a traceback, a few at once and then one a minute."""

    def __init__(self) -> None:
        super().__init__()
        self.quiet = QuietLog("a client")

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if not message.startswith(CLIENT_FAULTS):
            return True
        self.quiet.warn(message)
        return False
