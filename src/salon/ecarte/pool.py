"""Pool Écarté for three players, with nominal chips.

Source: ecarte-treatise-1896-ocr.txt, "Pool Écarté". The three cut; the lowest sits out and
the other two play a game. The loser retires and the player who was out comes in against the
winner; a player who wins two games running takes the pool, and a new pool begins with a new
cut. The pool is formed in one of the treatise's two ways:

* ``LOSER_PAYS``: everyone stakes to begin, and each loser adds a stake as he goes out;
* ``ENTRANT_PAYS``: only the players engaged stake, each adding a stake every time he comes in.

The winner of the first two games thus gains four stakes by the first way, two by the second.

>>> pool = PoolEcarte(("Ann", "Bob", "Cy"))
>>> pool.apply(PoolCut(parse_cards("KS 7H QD")))
>>> pool.seated, pool.waiting, pool.pool
(('Ann', 'Cy'), 'Bob', 3)
>>> pool.apply(GameWon("Ann")); pool.apply(GameWon("Ann"))
>>> pool.chips["Ann"], pool.chips["Bob"], pool.chips["Cy"], pool.pool
(4, -2, -2, 0)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from salon.cards import Card, parse_cards, piquet_pack
from salon.ecarte.order import strength
from salon.engine import CHANCE, Event, IllegalActionError, _Chance
from salon.phrases import Phrase


class PoolMethod(Enum):
    """How the pool is formed (ecarte-treatise-1896-ocr.txt, "Pool Écarté": two ways)."""

    LOSER_PAYS = "loser-pays"
    ENTRANT_PAYS = "entrant-pays"

    @property
    def words(self) -> str:
        """The way in a player's words."""
        if self is PoolMethod.LOSER_PAYS:
            return "All three staked to begin; each loser adds a stake as he goes out."
        return "Only the players engaged stake, each adding one whenever he comes in."


class PoolEventKind(Enum):
    CUT = "cut"
    STAKE = "stake"
    GAME = "game"
    POOL = "pool"


@dataclass(frozen=True, slots=True)
class PoolCut:
    """Chance: the cards the three players cut, in the order of their names."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "cut " + " ".join(str(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class GameWon:
    """The game between the two seated players is over: ``winner`` won it."""

    winner: str

    def __str__(self) -> str:
        return f"won {self.winner}"


PoolAction = PoolCut | GameWon


def parse_pool_action(text: str) -> PoolAction:
    words = text.split()
    if len(words) == 4 and words[0] == "cut":
        return PoolCut(parse_cards(" ".join(words[1:])))
    if len(words) == 2 and words[0] == "won":
        return GameWon(words[1])
    raise ValueError(f"{text!r} is not a Pool Écarté action (cut C1 C2 C3, won NAME)")


class PoolEcarte:
    """Whose turn it is to play, what is in the pool, and each player's chips (net)."""

    def __init__(
        self,
        players: tuple[str, str, str],
        *,
        method: PoolMethod = PoolMethod.LOSER_PAYS,
        stake: int = 1,
    ) -> None:
        if len(set(players)) != 3 or any(not name or " " in name for name in players):
            raise ValueError("Pool Écarté needs three players with different one-word names")
        if stake < 1:
            raise ValueError("the stake is at least one chip")
        self.players = players
        self.method = method
        self.stake = stake
        self.chips = {name: 0 for name in players}
        self.pool = 0
        self.seated: tuple[str, str] | None = None
        self.waiting: str | None = None
        self.holder: str | None = None
        """The winner of the last game, who takes the pool if he wins the next."""
        self.events: list[Event] = []
        self.phrases: list[Phrase] = []
        """What each event says, worded for each reader (``events[i]`` says ``phrases[i]``)."""
        self.pools_won: list[str] = []

    @property
    def to_act(self) -> _Chance | None:
        """CHANCE when a cut is due; otherwise the seated players' game is awaited."""
        return CHANCE if self.seated is None else None

    def legal_actions(self) -> list[PoolAction]:
        if self.seated is None:
            return []
        return [GameWon(name) for name in self.seated]

    def sample_chance(self, rng: random.Random) -> PoolCut:
        while True:
            cards = tuple(rng.sample(piquet_pack(), 3))
            if len({strength(c) for c in cards}) == 3:
                return PoolCut(cards)

    def check(self, action: PoolAction) -> None:
        if isinstance(action, PoolCut):
            if self.seated is not None:
                raise IllegalActionError(action, "a game is in progress; no cut is due")
            if len(action.cards) != 3 or len({strength(c) for c in action.cards}) != 3:
                raise IllegalActionError(action, "three cuts of different ranks are needed")
            return
        if self.seated is None:
            raise IllegalActionError(action, "the players must cut first")
        if action.winner not in self.seated:
            raise IllegalActionError(action, f"{action.winner} is not playing this game")

    def apply(self, action: PoolAction) -> None:
        """Check ``action`` and carry it out; a refused action changes nothing."""
        self.check(action)
        if isinstance(action, PoolCut):
            self._cut(action.cards)
        else:
            self._game(action.winner)

    def _tell(self, kind: PoolEventKind, phrase: Phrase) -> None:
        self.events.append(Event(kind, None, str(phrase)))
        self.phrases.append(phrase)

    def _pay(self, name: str, why: str) -> None:
        self.chips[name] -= self.stake
        self.pool += self.stake
        self._tell(PoolEventKind.STAKE, Phrase.of(why + ": the pool is {1}.", name, self.pool))

    def _cut(self, cards: tuple[Card, ...]) -> None:
        order = sorted(zip(cards, self.players, strict=True), key=lambda pair: strength(pair[0]))
        low, middle, high = (name for _, name in order)
        self.waiting = low
        self.seated = (high, middle)  # the higher cut deals first
        self.holder = None
        cut = "{0} {0:cuts/cut} lowest and {0:is/are} out; {1} {1:deals/deal}."
        self._tell(PoolEventKind.CUT, Phrase.of(cut, low, high))
        payers = self.players if self.method is PoolMethod.LOSER_PAYS else self.seated
        for name in payers:
            self._pay(name, "{0} {0:stakes/stake}")

    def _game(self, winner: str) -> None:
        assert self.seated is not None and self.waiting is not None
        loser = self.seated[1] if self.seated[0] == winner else self.seated[0]
        self._tell(PoolEventKind.GAME, Phrase.of("{0} {0:wins/win} the game.", winner))
        if self.method is PoolMethod.LOSER_PAYS:
            self._pay(loser, "{0} {0:retires/retire}")
        if self.holder == winner:
            self.chips[winner] += self.pool
            took = "{0} {0:wins/win} two running and {0:takes/take} {1}."
            self._tell(PoolEventKind.POOL, Phrase.of(took, winner, self.pool))
            self.pool = 0
            self.pools_won.append(winner)
            self.seated = None
            self.waiting = None
            self.holder = None
            return
        self.holder = winner
        comer = self.waiting
        self.waiting = loser
        self.seated = (winner, comer)
        if self.method is PoolMethod.ENTRANT_PAYS:
            self._pay(comer, "{0} {0:comes/come} in")
