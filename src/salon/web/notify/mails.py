"""The notifications' mails: short, in plain words, never a card; each with its one-click
unsubscribe, in the text and in the headers mail programs read (RFC 2369 and RFC 8058)."""

from __future__ import annotations

import os
import smtplib
from dataclasses import dataclass
from email.message import EmailMessage

from salon.web.notify.tokens import Kind
from salon.web.players.mail import MailServer

USER_VARIABLE = "SALON_SMTP_USER"
PASSWORD_VARIABLE = "SALON_SMTP_PASSWORD"
"""The mail server's credentials, from the environment (never on the command line)."""

WHAT = {
    Kind.TURN: "when it is your turn at a table you are away from",
    Kind.CHALLENGE: "when someone challenges you",
    Kind.ENDED: "when a game of yours ends",
}


@dataclass(frozen=True, slots=True)
class Mail:
    to: str
    subject: str
    text: str
    unsubscribe: str
    """The unsubscribe token."""


def message_of(server: MailServer, mail: Mail, kind: Kind) -> EmailMessage:
    message = EmailMessage()
    message["From"] = server.sender
    message["To"] = mail.to
    message["Subject"] = mail.subject
    page = f"{server.site}/unsubscribe?token={mail.unsubscribe}"
    message["List-Unsubscribe"] = f"<{server.site}/api/unsubscribe?token={mail.unsubscribe}>"
    message["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    message.set_content(
        f"{mail.text}\n\n"
        f"You get this mail because you asked salon to mail you {WHAT[kind]}.\n"
        f"To stop these mails, one click: {page}\n"
    )
    return message


def deliver(server: MailServer, message: EmailMessage) -> None:
    """Send ``message``, signing in to the mail server if the environment names a user."""
    with smtplib.SMTP(server.host, server.port, timeout=10) as smtp:
        user = os.environ.get(USER_VARIABLE)
        if user:
            smtp.starttls()
            smtp.login(user, os.environ.get(PASSWORD_VARIABLE, ""))
        smtp.send_message(message)
