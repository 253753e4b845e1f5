"""The tokens of the mails' links, signed by itsdangerous with the server's key.

The unsubscribe link's token has a salt of its own, so that it does one thing only (stop
one kind of mail to one account) and no other token of the server (a reset, a seat, the CSRF
cookie) is taken for it. A challenge's accept and decline links likewise, and dated."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from itsdangerous import (
    BadSignature,
    SignatureExpired,
    TimestampSigner,
    URLSafeSerializer,
    URLSafeTimedSerializer,
)


class Kind(Enum):
    """The kinds of mail an account may ask for, each its own column of ``mail_wishes``."""

    TURN = "turn"
    CHALLENGE = "challenge"
    ENDED = "ended"


@dataclass(frozen=True, slots=True)
class Unsubscribe:
    account_id: int
    kind: Kind


class UnsubscribeTokens:
    def __init__(self, key: str) -> None:
        self.serializer = URLSafeSerializer(
            key, salt="unsubscribe", signer_kwargs={"digest_method": hashlib.sha256}
        )

    def make(self, account_id: int, kind: Kind) -> str:
        return str(self.serializer.dumps([account_id, kind.value]))

    def read(self, token: str) -> Unsubscribe | None:
        """What the token stops; None if it is forged, or not an unsubscribe token."""
        try:
            account_id, kind = self.serializer.loads(token)
            if not isinstance(account_id, int) or isinstance(account_id, bool):
                return None
            return Unsubscribe(account_id, Kind(kind))
        except (BadSignature, ValueError, TypeError):
            return None


class Answer(Enum):
    ACCEPT = "accept"
    DECLINE = "decline"


CHALLENGE_LINK_FOR = 7 * 86_400
"""Seconds a challenge mail's links stay good: a challenge left longer is stale."""


@dataclass(frozen=True, slots=True)
class ChallengeAnswer:
    account_id: int
    challenge: str
    answer: Answer


class ExpiredLink(ValueError):
    """A challenge link signed by this server, but too old."""


class ChallengeTokens:
    """A challenge mail's accept and decline links: signed with a salt of their own and
    dated, each good for one answer to one challenge by the one player challenged, until
    :data:`CHALLENGE_LINK_FOR` has passed. ``clock`` (seconds since the epoch) dates them."""

    def __init__(self, key: str, clock: Callable[[], float] = time.time) -> None:
        class Dated(TimestampSigner):
            def get_timestamp(self) -> int:
                return int(clock())

        self.serializer = URLSafeTimedSerializer(
            key,
            salt="challenge",
            signer=Dated,
            signer_kwargs={"digest_method": hashlib.sha256},
        )

    def make(self, account_id: int, challenge: str, answer: Answer) -> str:
        return str(self.serializer.dumps([account_id, challenge, answer.value]))

    def read(self, token: str) -> ChallengeAnswer | None:
        """The answer the token carries; None if forged or another kind of token;
        :class:`ExpiredLink` if it is too old."""
        try:
            account_id, challenge, answer = self.serializer.loads(token, max_age=CHALLENGE_LINK_FOR)
        except SignatureExpired:
            raise ExpiredLink(
                "this link has expired; answer the challenge on the home page, under Play someone"
            ) from None
        except (BadSignature, ValueError, TypeError):
            return None
        if not isinstance(account_id, int) or isinstance(account_id, bool):
            return None
        if not isinstance(challenge, str):
            return None
        try:
            return ChallengeAnswer(account_id, challenge, Answer(answer))
        except ValueError:
            return None
