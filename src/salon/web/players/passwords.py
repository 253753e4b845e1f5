"""Passwords, hashed with Argon2 by pwdlib (argon2-cffi underneath), never kept or logged.

The cost is the OWASP Password Storage Cheat Sheet's first Argon2id configuration: 19 MiB
of memory, 2 passes, 1 lane. One check takes a few tens of milliseconds of one core
(benchmarks/bench_sign_in.py), so a server of two cores answers dozens of sign-ins a second
while a stolen hash still costs a guesser 19 MiB and the same time for every guess.
"""

from __future__ import annotations

import secrets
from functools import cache

from pwdlib import PasswordHash
from pwdlib.hashers.argon2 import Argon2Hasher

MIN_PASSWORD = 8
MAX_PASSWORD = 200

MEMORY_KIB = 19_456
PASSES = 2
LANES = 1
HASHER = PasswordHash((Argon2Hasher(time_cost=PASSES, memory_cost=MEMORY_KIB, parallelism=LANES),))


class PasswordRefused(ValueError):
    """A new password that will not do; the message says why."""


def check_new(password: str) -> str:
    """The password if it is long enough and not absurdly long.

    >>> check_new("short")
    Traceback (most recent call last):
    ...
    salon.web.players.passwords.PasswordRefused: a password needs at least 8 characters
    """
    if len(password) < MIN_PASSWORD:
        raise PasswordRefused(f"a password needs at least {MIN_PASSWORD} characters")
    if len(password) > MAX_PASSWORD:
        raise PasswordRefused(f"a password has at most {MAX_PASSWORD} characters")
    return password


def hash_password(password: str) -> str:
    return HASHER.hash(password)


def verify(password: str, stored: str | None) -> bool:
    """Whether ``password`` matches ``stored``; with no stored hash (no such account, or a
    deleted one) a hash of a random password is checked instead, so that the answer takes
    the same time whether the name exists or not."""
    if stored is None:
        HASHER.verify(password, _stand_in())
        return False
    return HASHER.verify(password, stored)


def warm() -> None:
    """Make the stand-in hash now, not at the first sign-in with an unknown name."""
    _stand_in()


@cache
def _stand_in() -> str:
    return HASHER.hash(secrets.token_urlsafe(16))
