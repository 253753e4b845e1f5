"""Duplicate pairs played as Ray tasks, on a cluster or on a Ray started on this machine.

Ray is optional (``pip install 'salon[ray]'``). The address is ``HOST:PORT`` of a running
cluster's head (or ``ray://HOST:PORT`` for Ray Client), ``auto`` for a cluster already
started on this machine, or ``local`` to start a Ray of our own for the match and stop it
afterwards. Each pair is one task that calls the same :func:`salon.pairs.play_pair` as the
local processes do, so a match under a seed gives the same results either way. The workers
import salon themselves: every machine of the cluster needs the same salon installed.

>>> check_address("local"), check_address("head.example:6379")
('local', 'head.example:6379')
>>> check_address("head.example")
Traceback (most recent call last):
...
salon.match_ray.ClusterError: 'head.example' is not a Ray address: give HOST:PORT (the head's \
port, 6379 by default), auto, or local
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import ModuleType
from typing import Any

from salon.pairs import PairResult, play_pair

LOCAL = "local"
"""Start a Ray on this machine for the match alone."""
AUTO = "auto"
"""Attach to the Ray already running on this machine (``ray start --head``)."""

_PROBE_SECONDS = 5.0
_CLIENT_PREFIX = "ray://"

_AUTH_HINT = (
    " (a head started with token authentication, Ray's default, is reached from elsewhere "
    "with RAY_AUTH_MODE=token and its token, from `ray get-auth-token`, in RAY_AUTH_TOKEN)"
)
_HINTS = {AUTO: " (start one with `ray start --head`, or give --ray local)", LOCAL: ""}

PairArguments = tuple[str, str, int, int, str, str]
"""What :func:`salon.pairs.play_pair` is called with: first, second, pair, seed, rules, game."""


class ClusterError(Exception):
    """Ray is missing, the cluster cannot be reached, or a task failed there."""


def require_ray() -> ModuleType:
    """The ray module, or a :class:`ClusterError` saying how to install it."""
    # Under ``uv run`` Ray would otherwise ship this directory to every worker and start
    # each worker with ``uv run`` in a copy of it; salon asks for it installed instead.
    os.environ.setdefault("RAY_ENABLE_UV_RUN_RUNTIME_ENV", "0")
    try:
        import ray
    except ImportError:
        raise ClusterError(
            "--ray needs Ray, which is not installed here: pip install 'ray>=2.40' "
            "(a checkout's ./salon has it)"
        ) from None
    return ray


def check_address(address: str) -> str:
    """``address`` if it has the form of a Ray address, else a :class:`ClusterError`."""
    if address in (LOCAL, AUTO):
        return address
    host, _, port = address.removeprefix(_CLIENT_PREFIX).rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ClusterError(
            f"{address!r} is not a Ray address: give HOST:PORT (the head's port, 6379 by "
            f"default), {AUTO}, or {LOCAL}"
        )
    return address


def _probe(address: str) -> None:
    """Fail at once, with the reason, when nothing answers at ``address``.

    Ray itself retries an unreachable head for minutes before it gives up.
    """
    host, _, port = address.removeprefix(_CLIENT_PREFIX).rpartition(":")
    host = host.strip("[]")  # an IPv6 address is written in brackets
    try:
        with socket.create_connection((host, int(port)), timeout=_PROBE_SECONDS):
            pass
    except OSError as error:
        reason = error.strerror or str(error) or type(error).__name__
        raise ClusterError(
            f"cannot reach a Ray cluster at {address}: {reason.lower()} (is `ray start --head` "
            f"running there, and is the port open?)"
        ) from None


@contextmanager
def connected(address: str, *, cpus: int | None = None) -> Iterator[ModuleType]:
    """Ray connected to ``address`` for the duration; ``cpus`` bounds a ``local`` Ray.

    Reentrant: when Ray is already connected (a ladder's many matches) it is used as it is.
    """
    address = check_address(address)
    ray = require_ray()
    if ray.is_initialized():
        yield ray
        return
    options: dict[str, Any] = {"logging_level": logging.WARNING, "log_to_driver": False}
    if address == LOCAL:
        options |= {"num_cpus": cpus, "include_dashboard": False}
    else:
        options["address"] = address
        if address != AUTO:
            _probe(address)
    try:
        with _patient_once(address != LOCAL):
            ray.init(**options)
    except Exception as error:  # Ray raises many kinds here; each means the same to us
        raise ClusterError(
            f"cannot use the Ray cluster at {address}: {error}{_HINTS.get(address, _AUTH_HINT)}"
        ) from None
    try:
        yield ray
    finally:
        ray.shutdown()


@contextmanager
def _patient_once(attaching: bool) -> Iterator[None]:
    """Something answers at the address but may not be Ray: one attempt (about forty
    seconds) rather than Ray's twenty, unless the operator set the wait himself. Not when
    starting a Ray, whose own start waits on the same setting."""
    name = "RAY_gcs_server_port_wait_time_s"
    if not attaching or name in os.environ:
        yield
        return
    os.environ[name] = "1"
    try:
        yield
    finally:
        del os.environ[name]


def play_pairs(
    ray: ModuleType, arguments: Sequence[PairArguments], *, in_flight: int | None = None
) -> Iterator[PairResult]:
    """Each pair as a Ray task, yielded as it finishes; at most ``in_flight`` at once."""
    task = ray.remote(play_pair)
    waiting = list(reversed(arguments))
    limit = in_flight or len(arguments)
    running: list[Any] = []
    try:
        while waiting or running:
            while waiting and len(running) < limit:
                running.append(task.remote(*waiting.pop()))
            done, running = ray.wait(running, num_returns=1)
            yield ray.get(done[0])
    except ray.exceptions.RayError as error:
        raise ClusterError(f"a pair failed on the Ray cluster: {error}") from None
    finally:
        for ref in running:
            ray.cancel(ref)
