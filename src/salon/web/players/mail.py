"""Password resets: a signed, expiring token sent by mail; it opens the reset once, since
it names the password it replaces (a fingerprint of its hash), which the reset changes."""

from __future__ import annotations

import hashlib
import smtplib
import time
from collections.abc import Callable
from dataclasses import dataclass
from email.message import EmailMessage
from urllib.parse import urlsplit

from itsdangerous import BadSignature, SignatureExpired, TimestampSigner, URLSafeTimedSerializer

RESET_FOR = 3600
"""Seconds a reset link stays good."""


@dataclass(frozen=True, slots=True)
class MailServer:
    """Where resets are mailed from (``--smtp HOST:PORT``), and the site's address for the
    link (never taken from the request's Host header, which a stranger may set)."""

    host: str
    port: int
    site: str

    @staticmethod
    def parse(text: str, site: str) -> MailServer:
        """
        >>> MailServer.parse("mail.example.org:25", "https://cards.example.org/").port
        25
        """
        host, _, port = text.rpartition(":")
        if not host or not port.isdigit():
            raise ValueError("the mail server is given as HOST:PORT, as localhost:25")
        return MailServer(host, int(port), site.rstrip("/"))

    @property
    def sender(self) -> str:
        return f"salon@{urlsplit(self.site).hostname or 'localhost'}"


def _fingerprint(password_hash: str) -> str:
    return hashlib.sha256(password_hash.encode()).hexdigest()[:16]


class ResetRefused(ValueError):
    """A reset link that sets no password; its words say why, for the player. ``gone``: the
    link was good once (expired, or used), not forged."""

    words = ""
    gone = True

    def __init__(self) -> None:
        super().__init__(self.words)


class NotValid(ResetRefused):
    words = "this is not a valid link to choose a new password; ask for a new one"
    gone = False


class Expired(ResetRefused):
    words = "this link has expired (it is good for an hour); ask for a new one"


class Used(ResetRefused):
    words = "this link was used already: the password has changed since it was sent"


class ResetTokens:
    """The reset links' tokens, dated by ``clock`` (seconds since the epoch)."""

    def __init__(
        self, key: str, max_age: int = RESET_FOR, clock: Callable[[], float] = time.time
    ) -> None:
        class Dated(TimestampSigner):
            def get_timestamp(self) -> int:
                return int(clock())

        self.serializer = URLSafeTimedSerializer(
            key,
            salt="password-reset",
            signer=Dated,
            signer_kwargs={"digest_method": hashlib.sha256},
        )
        self.max_age = max_age

    def make(self, account_id: int, password_hash: str) -> str:
        return str(self.serializer.dumps([account_id, _fingerprint(password_hash)]))

    def account_of(self, token: str) -> tuple[int, str]:
        """The account the token resets and the fingerprint it names; :class:`Expired` if
        it is too old, :class:`NotValid` if forged, cut short or another kind of token."""
        try:
            account_id, fingerprint = self.serializer.loads(token, max_age=self.max_age)
        except SignatureExpired:
            raise Expired from None
        except (BadSignature, ValueError, TypeError):
            raise NotValid from None
        if not isinstance(account_id, int) or not isinstance(fingerprint, str):
            raise NotValid
        return account_id, fingerprint

    @staticmethod
    def still_good(fingerprint: str, password_hash: str) -> bool:
        return fingerprint == _fingerprint(password_hash)


def send_reset(server: MailServer, name: str, address: str, token: str) -> None:
    message = EmailMessage()
    message["From"] = server.sender
    message["To"] = address
    message["Subject"] = "Your salon password"
    link = f"{server.site}/account#reset={token}"
    message.set_content(
        f"Someone asked for a new password for {name} at salon; we hope it was you.\n\n"
        f"Choose it here within the hour: {link}\n\n"
        "If it was not you, do nothing: your password stays as it is.\n"
    )
    with smtplib.SMTP(server.host, server.port, timeout=10) as smtp:
        smtp.send_message(message)
