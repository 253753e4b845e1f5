"""The unsubscribe link's token: signed by itsdangerous with the server's key and a salt of
its own, so that it does one thing only — stop one kind of mail to one account — and no
other token of the server (a reset, a seat, the CSRF cookie) is taken for it."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from enum import Enum

from itsdangerous import BadSignature, URLSafeSerializer


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
