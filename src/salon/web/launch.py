"""Starting the server: the listening socket bound first, the address printed only then.

A busy port is said in one line, with how to choose another, before anything is printed
that would send a player to an address where salon is not.
"""

from __future__ import annotations

import gc
import socket
import sys
from dataclasses import dataclass, replace
from typing import Any

from salon.invocation import salon_command
from salon.web.server.durability import Synchronous
from salon.web.server.guard import DoorRules
from salon.web.server.protocol import MAX_FRAME_BYTES

SWITCH_INTERVAL = 0.0005
"""Seconds a thread may keep the interpreter while another waits for it (Python's default is
0.005): the event loop and the threads woken by a commit get it back ten times sooner from
those that compute (docs/web.md "Under load")."""

FULL_COLLECTION_AFTER = 100
"""Middle collections of the cycle collector before it may make a full one (Python's default
is 10): a full collection holds every thread while it scans the objects of every table in
play, up to 270 ms at 500 tables, and such pauses in a minute of play were the actions' p99
(docs/web.md "Under load")."""

FILES_WANTED = 8192
"""Open files the server asks for at start (a connection is one): the common default of
1,024 is the first thing a few hundred slow clients would exhaust."""


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """What ``salon serve`` is told on its command line."""

    host: str = "127.0.0.1"
    port: int = 8000
    database: str = ""
    pace: float = 0.6
    """Seconds a computer player waits before each move, so that a person can follow."""
    expire_hours: float = 24.0
    """Tables no person has acted at are forgotten after this many hours."""
    client_limits: bool = True
    """Whether each address may open only so many tables and claim so many seats an hour."""
    allow_origins: tuple[str, ...] = ()
    """Pages at these origins (behind a proxy) may open the websocket, besides the server's."""
    trust_proxies: tuple[str, ...] = ()
    """Addresses of the proxies whose ``X-Forwarded-For`` names the client (none trusted)."""
    door: DoorRules = DoorRules()  # noqa: RUF009 (frozen)
    """Connections per address and how long a request may take to arrive."""
    behind_https: bool = False
    """The site is served over https by a proxy: session cookies are marked Secure."""
    smtp: str = ""
    """HOST:PORT of the mail server for password resets and notifications (empty: none)."""
    policies: tuple[str, ...] = ()
    """Trained policies offered as computer players, each ``NAME=FILE``."""
    synchronous: Synchronous = Synchronous.FULL
    """How a SQLite file's commits reach the disk: every one synced unless told to sync the
    log at its checkpoints only (docs/web.md "The database")."""


class CannotListen(OSError):
    """The address cannot be listened on; the message says why in one line."""


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port`` and listening; CannotListen says why not.

    >>> probe = listen("127.0.0.1", 0)
    >>> busy = probe.getsockname()[1]
    >>> listen("127.0.0.1", busy)
    Traceback (most recent call last):
    ...
    salon.web.launch.CannotListen: port ... is in use already ...
    >>> probe.close()
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    bound = socket.socket(family, socket.SOCK_STREAM)
    try:
        if sys.platform != "win32":
            # Restarting at once must not wait for the old connections' TIME_WAIT.
            bound.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        bound.bind((host, port))
        bound.listen(2048)
    except OSError as error:
        bound.close()
        if error.errno in _IN_USE:
            another = salon_command("serve", "--port", "9000")
            raise CannotListen(
                f"port {port} is in use already (another salon?); choose another: "
                f"bash scripts/start --port 9000 (or: {another})"
            ) from None
        reason = error.strerror or str(error)
        raise CannotListen(f"cannot listen on {host}:{port}: {reason}") from None
    bound.set_inheritable(True)
    return bound


_IN_USE = {98, 48, 10048}
"""EADDRINUSE on Linux, macOS and Windows."""


def serve(settings: ServerSettings) -> int:
    """Run the app with uvicorn until interrupted; 1 (said in one line) if it cannot listen."""
    import logging

    import uvicorn

    from salon.web.app import create_app
    from salon.web.server.arenas import fewer_arenas
    from salon.web.server.guard import Door, QuietServerLog, protocols
    from salon.web.server.limits import ClientAllowances
    from salon.web.server.store import Store
    from salon.web.tables.policies import ServedPolicies

    # After a kill -9 the resource tracker frees the worker pools' semaphores itself, as it
    # should, and would warn of them as leaked; it takes its warning filters from ours.
    sys.warnoptions.append("ignore:resource_tracker:UserWarning")
    # Threads that wait on the database or the network must get the interpreter back
    # quickly from those that compute, or an acknowledgement queues behind them.
    sys.setswitchinterval(SWITCH_INTERVAL)
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, FULL_COLLECTION_AFTER)
    fewer_arenas()  # before the server's threads allocate
    try:
        policies = ServedPolicies.parse(settings.policies)
    except ValueError as error:
        print(f"salon: {error}", file=sys.stderr, flush=True)
        return 2
    try:
        bound = listen(settings.host, settings.port)
    except CannotListen as error:
        print(f"salon: {error}", file=sys.stderr, flush=True)
        return 1
    port = bound.getsockname()[1]
    where = f"http://{_url_host(settings.host)}:{port}/"
    try:
        players = _player_settings(settings, where)
    except ValueError as error:
        print(f"salon: {error}", file=sys.stderr, flush=True)
        return 1
    store = Store(settings.database, settings.synchronous)
    app = create_app(
        store,
        pace=settings.pace,
        allowances=ClientAllowances() if settings.client_limits else None,
        expire_after=settings.expire_hours * 3600,
        allow_origins=settings.allow_origins,
        players=players,
        policies=policies,
    )
    files = raise_file_limit(FILES_WANTED)
    if files < FILES_WANTED:
        print(
            f"salon: only {files} files may be open at once, so at most that many connections; "
            f"raise the limit (ulimit -n {FILES_WANTED}, or LimitNOFILE= for systemd)",
            file=sys.stderr,
            flush=True,
        )
    rules = settings.door
    if not settings.client_limits:
        rules = replace(rules, per_address=None)
    http, ws = protocols(Door(replace(rules, exempt=settings.trust_proxies)))
    print(f"salon is at {where}  (database: {_safe_url(settings.database)})", flush=True)
    config = uvicorn.Config(
        app,
        host=settings.host,
        port=port,
        log_level="warning",
        ws_max_size=MAX_FRAME_BYTES,
        # A table's messages are small (a state some 1.4 KB) and come at a person's pace:
        # compressing them saved nothing worth the event loop's time on every message, nor
        # a compressor's memory kept for every connection.
        ws_per_message_deflate=False,
        http=http,
        ws=ws,
        # Forwarded addresses are believed only from the proxies named (uvicorn's default
        # trusts any local process, which could then pose as a thousand clients).
        proxy_headers=bool(settings.trust_proxies),
        forwarded_allow_ips=list(settings.trust_proxies),
    )
    logging.getLogger("uvicorn.error").addFilter(QuietServerLog())
    uvicorn.Server(config).run(sockets=[bound])
    return 0


def raise_file_limit(wanted: int) -> int:
    """Raise this process's limit of open files towards ``wanted`` (as far as the system's
    hard limit allows); the limit it has then."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to raise
        return wanted
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        soft = target
    return wanted if soft == resource.RLIM_INFINITY else int(soft)


def _player_settings(settings: ServerSettings, where: str) -> Any:
    """Accounts' settings: https, and the mail server whose reset links name the site's
    public address (the first ``--allow-origin``, else the address printed)."""
    from salon.web.players.mail import MailServer
    from salon.web.players.throttle import SignInAllowances
    from salon.web.players.web import PlayerSettings

    site = settings.allow_origins[0] if settings.allow_origins else where
    return PlayerSettings(
        behind_https=settings.behind_https,
        mail=MailServer.parse(settings.smtp, site) if settings.smtp else None,
        sign_in=SignInAllowances() if settings.client_limits else None,
    )


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _safe_url(url: str) -> Any:
    """The database URL without its password, fit to print."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
