"""Who may chat to whom, and who reads each line: the rules of advice, applied to words.

- **The players' chat** is read by everyone seated at the table. While a game with hidden
  hands is being played, only those who play in it write there: whatever a player says
  shows only his own hand, by his own choice; a participant who looks over another's hand,
  or who may not advise at all (the player out at pool, a rentrant who backs no one), waits
  until the game is over, since what he would say to a player is advice.
- **A side's chat** is a player and those who may look over his hand (chouette's adviser
  and partner, French Écarté's backers): read and written only by those who see that hand,
  and only while a game is being played. La chouette has no side: nobody looks over his
  hand, so nobody chats with him apart.
- **The spectators' chat** is written by spectators and read by spectators; the players
  read it once the table's play is over.

Each line is given its readers when it is said, and keeps them: a backer of this game never
reads a side's chat of another game.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from salon.web.talk.sides import Sides


class Channel(Enum):
    PLAYERS = "players"
    SIDE = "side"
    SPECTATORS = "spectators"


class ChatRefused(ValueError):
    """A line the chat refuses; the message says why, and nothing was said."""


@dataclass(frozen=True, slots=True)
class Readers:
    """Who reads a line: these seats, and the spectators or not."""

    seats: frozenset[int]
    spectators: bool


def readers(sides: Sides, seat: int | None, channel: Channel, *, over: bool) -> Readers:
    """The readers of a line said by ``seat`` (None: a spectator) to ``channel``; refused
    when the rules above do not let him say it there."""
    everyone = frozenset(range(len(sides.plays)))
    if seat is None:
        if channel is not Channel.SPECTATORS:
            raise ChatRefused("spectators chat among themselves: the players' chat is theirs")
        return Readers(everyone if over else frozenset(), spectators=True)
    if channel is Channel.SPECTATORS:
        raise ChatRefused("the spectators' chat is for those who watch, not for the players")
    if channel is Channel.PLAYERS:
        if sides.in_play and sides.plays[seat] is None:
            raise ChatRefused(
                "while the game is played only its players speak to the table; "
                "speak to your side, or wait for the end of the game"
            )
        return Readers(everyone, spectators=False)
    side = sides.side_of(seat)
    if not sides.in_play or len(side) < 2:
        raise ChatRefused(
            "no one shares your hand now: a side's chat is a player and those who may look "
            "over his hand, during a game"
        )
    return Readers(side, spectators=False)
