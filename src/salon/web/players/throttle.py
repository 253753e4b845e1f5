"""Sign-in attempts limited three ways: per name from one address (a person's own slips, or
a guesser at his own machine), per address (one machine guessing many names), and per name
from everywhere, a ceiling far above what a person types, against guessing spread over many
addresses. A stranger's wrong passwords from his address thus never lock the player out at
hers, short of that ceiling. The answer is the same whether the name exists or not (the
limits count names, not accounts)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from salon.web.server.limits import Allowance, ClientLimits


@dataclass(frozen=True, slots=True)
class SignInAllowances:
    per_name_and_address: Allowance = Allowance(burst=5, per_hour=20)  # noqa: RUF009 (frozen)
    per_address: Allowance = Allowance(burst=20, per_hour=120)  # noqa: RUF009 (frozen)
    per_name: Allowance = Allowance(burst=100, per_hour=100)  # noqa: RUF009 (frozen)


class SignInLimits:
    """The three limits; ``clock`` gives the seconds they refill by (tests stop it)."""

    def __init__(
        self, allowances: SignInAllowances | None, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.limits: tuple[ClientLimits, ClientLimits, ClientLimits] | None = None
        if allowances is not None:
            self.limits = (
                ClientLimits(allowances.per_name_and_address, clock=clock),
                ClientLimits(allowances.per_address, clock=clock),
                ClientLimits(allowances.per_name, clock=clock),
            )

    def refusal(self, key: str, address: str) -> int | None:
        """None if one more attempt at the name ``key`` from ``address`` may be made; else
        the seconds left to wait, which an attempt refused does not lengthen (a refused
        attempt takes nothing from any limit). An attempt allowed counts on all three."""
        if self.limits is None:
            return None
        pair, by_address, by_name = self.limits
        clients = ((pair, _pair(key, address)), (by_address, address), (by_name, key))
        waits = [limits.time_left(client) for limits, client in clients]
        if max(waits) > 0:
            return max(waits)
        for limits, client in clients:
            limits.allow(client)
        return None

    def succeeded(self, key: str, address: str) -> None:
        """The name ``key`` was signed in to (or its password set by a reset link) with the
        right password from ``address``: its count there starts afresh, so that a player's
        own attempts (a sign-up, a slip, a reset) never lock him out of his next sign-in. A
        guesser has no success to start it afresh with; the limits by address and by name
        from everywhere count every attempt."""
        if self.limits is not None:
            self.limits[0].forget(_pair(key, address))


def _pair(key: str, address: str) -> str:
    return f"{address} {key}"
