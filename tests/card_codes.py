"""Cards in the notation of records ("AS", "10H"), which a player must never have to read."""

from __future__ import annotations

import re

CARD_CODE = re.compile(r"(?<![A-Za-z0-9])(?:10|[6-9JQKAT])[SHDC](?![A-Za-z0-9])")


def card_codes(text: str) -> list[str]:
    """The card codes found in ``text`` (none, in anything a player reads).

    >>> card_codes("A holds: AS 10H; the ace of spades, K♠")
    ['AS', '10H']
    """
    return CARD_CODE.findall(text)
