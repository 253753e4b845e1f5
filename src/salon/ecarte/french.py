"""French Écarté: two players, a gallery of *rentrants* betting and advising, nominal chips.

Source: ecarte-treatise-1896-ocr.txt, "French Écarté" and Law XXVIII. For each game:

* each player stakes; the gallery bets on the player of their choice; everything staked on one
  side must be covered by the other side;
* the players have the first right to take (cover) the bets against them; once a player
  declines to take more, the gallery may take what he leaves; if a side is still short when
  the betting closes, the larger side's bettors take back as much as makes the two sides
  equal (the latest money first);
* when the game is over each chip on the winning side wins one from the losing side: the player
  takes what is due to him and the rest is shared among his backers in proportion to their bets;
* the loser retires and the next rentrant comes in — fresh rentrants before those who have
  played — unless he plays *la chouette* (he covered every bet laid against him): then he does
  not retire, and nobody may look over his hand or advise him;
* backers may advise their player (a suggestion he may follow or not) and see his hand, never the
  adversary's: a backer's view of the game is exactly his player's view (``gallery_view``); a
  bettor with money on both players bets against each, and looks over neither hand.

>>> table = FrenchEcarte(("Ann", "Bob", "Cy", "Di"), stake=2)
>>> table.seated
('Ann', 'Bob')
>>> for action in (Bet("Cy", "Ann", 3), Cover("Bob", "Ann", 1), Decline("Bob"),
...                Cover("Di", "Ann", 2), CloseBets(), GameWon("Ann")):
...     table.apply(action)
>>> table.seated, [table.chips[name] for name in ("Ann", "Bob", "Cy", "Di")]
(('Ann', 'Cy'), [0, -3, 1, -2])

(Ann and Cy have already staked 2 each on the next game.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final, TypeVar

from salon.engine import Event, IllegalActionError
from salon.phrases import Phrase

V = TypeVar("V")


class FrenchEventKind(Enum):
    STAKE = "stake"
    BET = "bet"
    COVER = "cover"
    RETURN = "return"
    ADVICE = "advice"
    GAME = "game"
    SEAT = "seat"


WAGER_WORDS: Final = {
    FrenchEventKind.STAKE: "{0} {0:stakes/stake} {2}.",
    FrenchEventKind.BET: "{0} {0:puts/put} {2} on {1}.",
    FrenchEventKind.COVER: "{0} {0:covers/cover} {2} of the money on {3}.",
}
"""How money laid on the table is said: {0} lays {2} on the side of {1}, against {3}."""


@dataclass(frozen=True, slots=True)
class Bet:
    """A rentrant lays ``amount`` on the seated player ``on``."""

    backer: str
    on: str
    amount: int

    def __str__(self) -> str:
        return f"bet {self.backer} {self.on} {self.amount}"


@dataclass(frozen=True, slots=True)
class Cover:
    """``coverer`` takes ``amount`` of the money laid on ``against`` (betting on the other)."""

    coverer: str
    against: str
    amount: int

    def __str__(self) -> str:
        return f"cover {self.coverer} {self.against} {self.amount}"


@dataclass(frozen=True, slots=True)
class Decline:
    """A seated player takes no more of the bets against him: he leaves the rest to the
    gallery (and says nothing when nothing is laid against him)."""

    player: str

    def __str__(self) -> str:
        return f"decline {self.player}"


@dataclass(frozen=True, slots=True)
class CloseBets:
    """The betting is closed; an uncovered excess is taken back."""

    def __str__(self) -> str:
        return "close"


@dataclass(frozen=True, slots=True)
class Advise:
    """A backer points out a play to his player; only a suggestion."""

    backer: str
    suggestion: str

    def __str__(self) -> str:
        return f"advise {self.backer} {self.suggestion}"


@dataclass(frozen=True, slots=True)
class GameWon:
    """The game is over: ``winner`` won it. ``last``: it was the table's last game, so the
    players rise and nobody stakes on a next one."""

    winner: str
    last: bool = False

    def __str__(self) -> str:
        return f"won {self.winner}" + (" last" if self.last else "")


FrenchAction = Bet | Cover | Decline | CloseBets | Advise | GameWon


def parse_french_action(text: str) -> FrenchAction:
    words = text.split()
    try:
        if words[:1] == ["bet"] and len(words) == 4:
            return Bet(words[1], words[2], int(words[3]))
        if words[:1] == ["cover"] and len(words) == 4:
            return Cover(words[1], words[2], int(words[3]))
        if words[:1] == ["decline"] and len(words) == 2:
            return Decline(words[1])
        if words == ["close"]:
            return CloseBets()
        if words[:1] == ["advise"] and len(words) >= 3:
            return Advise(words[1], " ".join(words[2:]))
        if words[:1] == ["won"] and len(words) == 2:
            return GameWon(words[1])
        if words[:1] == ["won"] and words[2:] == ["last"]:
            return GameWon(words[1], last=True)
    except ValueError:
        pass
    raise ValueError(f"{text!r} is not a French Écarté action")


@dataclass(slots=True)
class _Wager:
    name: str
    side: str
    """The seated player this money backs."""
    amount: int
    kind: FrenchEventKind = FrenchEventKind.BET
    """How it was laid: a player's stake, a bet, or a cover of the money on the other side."""


class FrenchEcarte:
    """A table of French Écarté: who plays, the money on each side, everyone's chips."""

    def __init__(
        self, players: Sequence[str], *, stake: int = 1, order: Sequence[str] | None = None
    ) -> None:
        names = tuple(players)
        if len(names) < 2 or len(set(names)) != len(names) or any(" " in n or not n for n in names):
            raise ValueError("French Écarté needs two or more players with one-word names")
        if stake < 1:
            raise ValueError("the stake is at least one chip")
        self.stake = stake
        self.chips = {name: 0 for name in names}
        self.seated: tuple[str, str] = (names[0], names[1])
        agreed = list(names[2:] if order is None else order)
        if sorted(agreed) != sorted(names[2:]):
            raise ValueError("the order of going in names every rentrant once, and nobody else")
        self.fresh: list[str] = agreed
        """Rentrants who have not yet played, in the order they agreed among themselves."""
        self.played: list[str] = []
        self.wagers: list[_Wager] = []
        self.betting_open = True
        self.declined: set[str] = set()
        """Players who have taken what they wish of the bets against them."""
        self.events: list[Event] = []
        self.phrases: list[Phrase] = []
        """What each event says, worded for each reader (``events[i]`` says ``phrases[i]``)."""
        self.risen = False
        """The last game is played: the table broke up."""
        self._open_game()

    # ------------------------------------------------------------------ queries

    @property
    def gallery(self) -> list[str]:
        return [n for n in self.chips if n not in self.seated]

    def on_side(self, side: str) -> int:
        return sum(w.amount for w in self.wagers if w.side == side)

    def standing(self, name: str) -> int:
        """``name``'s chips counting what he has on the table as still his own, as it is until
        its game is decided: between games, a player who has won is not shown a stake down.

        >>> table = FrenchEcarte(("Ann", "Bob", "Cy"), stake=2)
        >>> table.chips["Ann"], table.standing("Ann")
        (-2, 0)
        """
        return self.chips[name] + sum(w.amount for w in self.wagers if w.name == name)

    def sides_of(self, name: str) -> set[str]:
        """The players ``name`` has money on."""
        return {w.side for w in self.wagers if w.name == name}

    def coverable_by(self, name: str, against: str) -> int:
        """How much of the money not covered on ``against`` ``name`` may cover. The latest money
        goes back first when the betting closes, so the chips not covered are the latest laid;
        those that are his own come back to him then: nobody covers his own bet.

        >>> table = FrenchEcarte(("Ann", "Bob", "Cy", "Di"), stake=1)
        >>> for action in (Bet("Cy", "Bob", 1), Bet("Di", "Bob", 2), Decline("Ann")):
        ...     table.apply(action)
        >>> table.coverable_by("Cy", "Bob"), table.coverable_by("Di", "Bob")
        (2, 1)
        """
        left = self.on_side(against) - self.on_side(self._other(against))
        theirs = 0
        for wager in reversed(self.wagers):
            if left <= 0:
                break
            if wager.side == against:
                part = min(left, wager.amount)
                theirs += part if wager.name != name else 0
                left -= part
        return theirs

    def backers(self, side: str) -> list[str]:
        """The gallery's bettors on ``side`` with no money against him. Law XXVIII: bettors
        must not look over the hand of the player they bet against, so one with money on both
        players looks over neither hand and advises neither."""
        return [
            w.name
            for w in self.wagers
            if w.side == side and w.name not in self.seated and self.sides_of(w.name) == {side}
        ]

    def chouette(self) -> str | None:
        """The seated player who covered every bet laid against him (la chouette), if any."""
        for player in self.seated:
            other = self._other(player)
            laid = sum(w.amount for w in self.wagers if w.side == other and w.name != other)
            mine = [w for w in self.wagers if w.side == player]
            covered = sum(w.amount for w in mine) - self.stake
            if laid and all(w.name == player for w in mine) and covered >= laid:
                return player
        return None

    def chouette_if_taking_all(self, player: str) -> bool:
        """Whether ``player``, taking all that is laid against him, would play la chouette:
        only when money is laid against him and nobody else has any on him (a rentrant's
        money beside his would mean he had not covered every bet himself)."""
        other = self._other(player)
        laid = any(w.side == other and w.name != other for w in self.wagers)
        return laid and all(w.name == player for w in self.wagers if w.side == player)

    def legal_actions(self) -> list[FrenchAction]:
        """The simple actions open now (bets and covers take any amount: see :meth:`check`)."""
        actions: list[FrenchAction] = []
        if self.risen:
            return actions
        if self.betting_open:
            actions += [Decline(p) for p in self.seated if p not in self.declined]
            actions.append(CloseBets())
        else:
            actions += [GameWon(name) for name in self.seated]
        return actions

    def check(self, action: FrenchAction) -> None:
        if self.risen:
            raise IllegalActionError(action, "the table has broken up")
        if isinstance(action, Bet | Cover):
            if not self.betting_open:
                raise IllegalActionError(action, "the betting is closed for this game")
            if action.amount < 1:
                raise IllegalActionError(action, "a bet is at least one chip")
        if isinstance(action, Bet):
            if action.backer not in self.gallery:
                raise IllegalActionError(action, f"{action.backer} is not in the gallery")
            if action.on not in self.seated:
                raise IllegalActionError(action, f"{action.on} is not playing")
        elif isinstance(action, Cover):
            if action.against not in self.seated:
                raise IllegalActionError(action, f"{action.against} is not playing")
            if action.coverer == action.against or action.coverer not in self.chips:
                raise IllegalActionError(action, f"{action.coverer} cannot cover that money")
            if self.on_side(action.against) - self.on_side(self._other(action.against)) < (
                action.amount
            ):
                raise IllegalActionError(action, "there is not that much left to cover")
            if action.coverer in self.gallery and self._other(action.against) not in self.declined:
                raise IllegalActionError(
                    action, "the players have the first right to take the bets"
                )
            theirs = self.coverable_by(action.coverer, action.against)
            if action.amount > theirs:
                whose = (
                    "the money not covered is your own bet"
                    if theirs == 0
                    else f"only {theirs} of the money not covered is others'"
                )
                raise IllegalActionError(
                    action, f"{whose}: your own comes back to you if nobody covers it"
                )
        elif isinstance(action, Advise):
            sides = self.sides_of(action.backer)
            if len(sides) != 1 or action.backer in self.seated:
                raise IllegalActionError(
                    action, "only a backer may advise his player, and not one betting against him"
                )
            side = next(iter(sides))
            if side == self.chouette():
                raise IllegalActionError(action, "nobody may advise a player at la chouette")
        elif isinstance(action, Decline):
            if not self.betting_open or action.player not in self.seated:
                raise IllegalActionError(action, "only a player may decline, while betting is open")
        elif isinstance(action, CloseBets):
            if not self.betting_open:
                raise IllegalActionError(action, "the betting is already closed")
        elif isinstance(action, GameWon):
            if self.betting_open:
                raise IllegalActionError(action, "close the betting before the game ends")
            if action.winner not in self.seated:
                raise IllegalActionError(action, f"{action.winner} is not playing")

    def apply(self, action: FrenchAction) -> None:
        """Check ``action`` and carry it out; a refused action changes nothing."""
        self.check(action)
        if isinstance(action, Bet):
            self._wager(action.backer, action.on, action.amount, FrenchEventKind.BET)
        elif isinstance(action, Cover):
            side = self._other(action.against)
            self._wager(action.coverer, side, action.amount, FrenchEventKind.COVER)
        elif isinstance(action, Decline):
            self.declined.add(action.player)
            left = self.on_side(self._other(action.player)) - self.on_side(action.player)
            if left > 0:  # with nothing laid against him, there is nothing to say
                leaves = "{0} {0:leaves/leave} {1} to the gallery."
                self._say(FrenchEventKind.COVER, Phrase.of(leaves, action.player, left))
        elif isinstance(action, CloseBets):
            self._close()
        elif isinstance(action, Advise):
            advice = Phrase.of("{0} {0:advises/advise}: {1}", action.backer, action.suggestion)
            self._say(FrenchEventKind.ADVICE, advice)
        else:
            self._settle(action.winner, last=action.last)

    # ------------------------------------------------------------------ steps

    def _other(self, player: str) -> str:
        return self.seated[1] if self.seated[0] == player else self.seated[0]

    def _say(self, kind: FrenchEventKind, phrase: Phrase) -> None:
        self.events.append(Event(kind, None, str(phrase)))
        self.phrases.append(phrase)

    def _wager(self, name: str, side: str, amount: int, kind: FrenchEventKind) -> None:
        self.chips[name] -= amount
        self.wagers.append(_Wager(name, side, amount, kind))
        self._say(kind, Phrase.of(WAGER_WORDS[kind], name, side, amount, self._other(side)))

    def _open_game(self) -> None:
        self.wagers = []
        self.betting_open = True
        self.declined = set()
        for player in self.seated:
            self._wager(player, player, self.stake, FrenchEventKind.STAKE)

    def _close(self) -> None:
        """The larger side's latest money goes back until both sides are equal."""
        first, second = self.seated
        for side in (first, second):
            excess = self.on_side(side) - self.on_side(self._other(side))
            for wager in reversed(self.wagers):
                if excess <= 0:
                    break
                if wager.side != side:
                    continue
                back = min(excess, wager.amount)
                wager.amount -= back
                self.chips[wager.name] += back
                excess -= back
                took = Phrase.of("{0} {0:takes/take} back {1}, not covered.", wager.name, back)
                self._say(FrenchEventKind.RETURN, took)
        self.wagers = [w for w in self.wagers if w.amount]
        self.betting_open = False

    def _settle(self, winner: str, *, last: bool) -> None:
        loser = self._other(winner)
        chouette = self.chouette()
        for wager in self.wagers:
            if wager.side == winner:
                self.chips[wager.name] += 2 * wager.amount  # his money back and as much won
        self._say(
            FrenchEventKind.GAME, Phrase.of("{0} {0:wins/win}; {1} {1:loses/lose}.", winner, loser)
        )
        if last:
            self.wagers = []
            self.risen = True
            return
        if loser == chouette:
            keeps = "{0} {0:plays/play} la chouette and {0:keeps the/keep your} place."
            self._say(FrenchEventKind.SEAT, Phrase.of(keeps, loser))
        else:
            self.played.append(loser)
            comer = (self.fresh or self.played).pop(0)
            self.seated = (winner, comer)
            seat = "{0} {0:retires/retire}; {1} {1:comes/come} in."
            self._say(FrenchEventKind.SEAT, Phrase.of(seat, loser, comer))
        self._open_game()


def gallery_view(backer: str, table: FrenchEcarte, player_views: dict[str, V]) -> V | None:
    """What a backer sees of the game: his own player's view (the game engine's ``view`` of
    that seat, which holds no hidden card of the adversary's), or nothing for la chouette."""
    sides = table.sides_of(backer)
    side = next(iter(sides), None)
    if len(sides) != 1 or side is None or side == table.chouette():
        return None  # Law XXVIII: no look at a hand he bets against
    return player_views[side]
