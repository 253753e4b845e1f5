"""Sign-in attempts limited per account name and per address: a guesser is slowed on
either, and the answer is the same whether the name exists or not (the limit counts
names, not accounts)."""

from __future__ import annotations

from dataclasses import dataclass

from salon.web.server.limits import Allowance, ClientLimits


@dataclass(frozen=True, slots=True)
class SignInAllowances:
    per_name: Allowance = Allowance(burst=5, per_hour=20)  # noqa: RUF009 (frozen)
    per_address: Allowance = Allowance(burst=20, per_hour=120)  # noqa: RUF009 (frozen)


class SignInLimits:
    def __init__(self, allowances: SignInAllowances | None) -> None:
        self.names = None if allowances is None else ClientLimits(allowances.per_name)
        self.addresses = None if allowances is None else ClientLimits(allowances.per_address)

    def refusal(self, key: str, address: str) -> int | None:
        """None if one more attempt at the name ``key`` from ``address`` may be made; else
        the seconds to wait. Both limits count the attempt."""
        if self.names is None or self.addresses is None:
            return None
        by_name = self.names.allow(key)
        by_address = self.addresses.allow(address)
        if by_name and by_address:
            return None
        waits = [
            limits.retry_after()
            for limits, allowed in ((self.names, by_name), (self.addresses, by_address))
            if not allowed
        ]
        return max(waits)

    def succeeded(self, key: str) -> None:
        """The name ``key`` was signed in to (or its password set by a reset link) with the
        right password: its count starts afresh, so that a player's own attempts (a sign-up,
        a slip, a reset) never lock him out of his next sign-in. A guesser has no success to
        start it afresh with, and the limit by address still counts every attempt."""
        if self.names is not None:
            self.names.forget(key)
