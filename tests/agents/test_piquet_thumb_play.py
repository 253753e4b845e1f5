"""The rules-of-thumb player's card to its adversary's lead (1902 "Hints to players",
piquet-encyclopedia-1902-with-laws.txt: "throw the whole of it, except (a) winning cards;
(b) guards to kings or queens"; "When playing to the opponent's lead, keep guards to kings and
queens")."""

from __future__ import annotations

from salon.agents.piquet.thumb import thumb_reply
from salon.cards import Card, parse_cards, piquet_pack


def _unseen(*seen: str) -> list[Card]:
    """The cards not in ``seen`` (their hand, the trick, what they put out)."""
    known = {card for cards in seen for card in parse_cards(cards)}
    return [card for card in piquet_pack() if card not in known]


def _reply(hand: str, lead: str, *out: str) -> str:
    cards = parse_cards(hand)
    return str(thumb_reply(cards, parse_cards(lead)[0], _unseen(hand, lead, *out)))


def test_thumb_keeps_its_winning_cards_when_it_throws() -> None:
    """Void in the suit led, they throw a small spade, never the ace of diamonds, a sure trick
    (before, the ace "guarded nothing" and went first, and a hand was capoted for it)."""
    assert _reply("KS 9S 8S AD", "7H") == "8S"
    # A king is a winning card once the ace is out of play: it stays, a small card goes.
    assert _reply("KD 7D 8C", "7H", "AD") == "8C"


def test_thumb_keeps_its_kings_and_queens_with_their_guards() -> None:
    """Following to the king of hearts, the ace unseen, they keep the queen and throw the
    seven, not the queen itself; with no king or queen to keep, the least card goes."""
    assert _reply("QH 7H AC", "KH") == "7H"
    assert _reply("JC 7C 9D", "7H") == "7C"


def test_thumb_still_wins_as_cheaply_as_it_can() -> None:
    """1902 hints: take the trick cheaply."""
    assert _reply("AS KS 9S", "8S") == "9S"
