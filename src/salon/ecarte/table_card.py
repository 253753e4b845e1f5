"""The card of a Pool Écarté or French Écarté table played with real cards: the table's entries
(the cut, the money laid, each game's winner) as the sessions' own engines read them
(:mod:`salon.ecarte.pool`, :mod:`salon.ecarte.french`), and the game in play between the two
seated, told deal by deal as the Écarté scorer tells one (:class:`EcarteScorer`).

A deal may be told again until the next deal is written (Law XXX, "a score not marked may be
rectified before the next deal ends"), even the deal that ended a game: the game's result is
then taken off the card with it. An entry told without deals (a game's winner, a bet) may be
taken back, the last first, until a deal of a later game is written or a later game's winner
is told. The card is plain data, checked again whenever it is read, by the terminal
(``salon score pool|french``) and the web scorer (``/score``) alike.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from salon.cards import parse_cards
from salon.ecarte.french import FrenchEcarte, parse_french_action
from salon.ecarte.french import GameWon as FrenchGameWon
from salon.ecarte.pool import GameWon as PoolGameWon
from salon.ecarte.pool import PoolCut, PoolEcarte, PoolMethod, parse_pool_action
from salon.ecarte.rules import EcarteRules
from salon.ecarte.told import EcarteDealTold
from salon.ecarte.told_card import EcarteScorer, ecarte_told_from_json, ecarte_told_to_json
from salon.engine import IllegalActionError

TableGame = PoolEcarte | FrenchEcarte
POOL, FRENCH = "pool", "french"
CUT_CARDS = ("AS", "9H", "7C")
"""Stand-ins for the pool's cut: the highest, the middle and the lowest card."""


def pool_card(data: dict[str, Any]) -> PoolEcarte:
    """The pool a saved card describes, every entry checked again."""
    names = tuple(str(n) for n in data["names"])
    if len(names) != 3:
        raise ValueError("Pool Écarté needs three players")
    pool = PoolEcarte(
        (names[0], names[1], names[2]),
        method=PoolMethod(data["method"]),
        stake=int(data["stake"]),
    )
    for text in data["actions"]:
        _apply(pool, str(text))
    return pool


def french_card(data: dict[str, Any]) -> FrenchEcarte:
    """The French table a saved card describes, every entry checked again."""
    order = data.get("order")
    table = FrenchEcarte(
        [str(n) for n in data["names"]],
        stake=int(data["stake"]),
        order=None if order is None else [str(n) for n in order],
    )
    for text in data["actions"]:
        _apply(table, str(text))
    return table


def _apply(game: TableGame, text: str) -> None:
    """One entry, read and checked by the engine; :class:`ValueError` with the law's reason."""
    try:
        if isinstance(game, PoolEcarte):
            game.apply(parse_pool_action(text))
        else:
            game.apply(parse_french_action(text))
    except IllegalActionError as error:
        raise ValueError(error.said) from None


@dataclass
class GameTold:
    """A game of Écarté between the two seated, told deal by deal: who dealt first (0 the
    first seated, 1 the other) and each deal."""

    first_dealer: int
    deals: list[EcarteDealTold]

    def scorer(self, seated: tuple[str, str]) -> EcarteScorer:
        return EcarteScorer(seated, self.first_dealer, EcarteRules(), list(self.deals))

    def to_json(self) -> dict[str, Any]:
        deals = [ecarte_told_to_json(t) for t in self.deals]
        return {"first_dealer": self.first_dealer, "deals": deals}


@dataclass
class TableCard:
    game: str
    names: tuple[str, ...]
    stake: int = 1
    method: PoolMethod = PoolMethod.LOSER_PAYS
    order: tuple[str, ...] | None = None
    actions: list[str] = field(default_factory=list)
    playing: GameTold | None = None
    """The game in play, told deal by deal so far."""
    finished: GameTold | None = None
    """The last game won deal by deal, while its last deal may still be told again."""
    fixed: int = 0
    """How many entries may no longer be taken back."""

    @property
    def table(self) -> TableGame:
        return pool_card(self._data()) if self.game == POOL else french_card(self._data())

    @property
    def seated(self) -> tuple[str, str] | None:
        return self.table.seated

    def enter(self, text: str) -> None:
        """An entry (a bet, a cover, a decline, the betting closed, a game's winner), checked
        by the engine first; :class:`ValueError` says why it cannot be, and nothing changes."""
        table = self.table
        if self.playing is not None and _is_game_won(text):
            raise ValueError("this game is told deal by deal: its deals say who won it")
        _apply(table, text)
        if _is_game_won(text):
            self.fixed = self._last_game_won() + 1
            self.finished = None
        self.actions.append(text)

    def cut(self, high: int, low: int) -> None:
        """The pool's cut, by who cut highest (he deals) and lowest (he sits out)."""
        if self.game != POOL:
            raise ValueError("only the pool cuts")
        if not (0 <= high < 3 and 0 <= low < 3) or high == low:
            raise ValueError("the highest and the lowest cut are two different players")
        cards = [CUT_CARDS[1]] * 3
        cards[high], cards[low] = CUT_CARDS[0], CUT_CARDS[2]
        self.enter(str(PoolCut(parse_cards(" ".join(cards)))))

    def begin(self, first_dealer: int) -> None:
        """The game between the two seated is to be told deal by deal; ``first_dealer`` 0 the
        first seated, 1 the other."""
        table = self.table
        if table.seated is None:
            raise ValueError("the players must cut first")
        if isinstance(table, FrenchEcarte) and (table.risen or table.betting_open):
            raise ValueError("close the betting before the game is played")
        if self.playing is not None:
            raise ValueError("this game is already being told deal by deal")
        if first_dealer not in (0, 1):
            raise ValueError("the first dealer is one of the two playing")
        self.playing = GameTold(first_dealer, [])

    def tell(self, told: EcarteDealTold, *, again: bool) -> dict[str, int]:
        """A deal of the game in play written (or its last told again); the deal's points by
        the players' names. The deal that ends the game writes its winner on the card."""
        base, before = self._base(again)
        seated = self.table.seated if before is None else before
        assert seated is not None  # a game begins only between two seated
        earlier = base.deals[: len(base.deals) - again]
        # A king that made the game: no card was played, whatever a form said of the play.
        told = GameTold(base.first_dealer, earlier).scorer(seated).card.as_played(told)
        game = GameTold(base.first_dealer, [*earlier, told])
        card = game.scorer(seated).card  # ToldError says why the deal cannot be
        points = card.deals[-1]
        last = ""
        if before is not None:  # the game's result goes with its last deal, told again
            last = " last" if self.actions.pop().endswith(" last") else ""
        self.playing, self.finished = game, None
        if card.winner is not None:
            self.actions.append(_won(self.game, seated[card.winner]) + last)
            self.playing, self.finished = None, game
        self.fixed = min(self.fixed, len(self.actions)) if again else len(self.actions)
        return {seated[0]: points[0], seated[1]: points[1]}

    def _base(self, again: bool) -> tuple[GameTold, tuple[str, str] | None]:
        """The game a deal is told to, and the seated of a finished game told again."""
        if not again:
            if self.playing is None:
                raise ValueError("say who deals first in this game")
            return self.playing, None
        if self.finished is not None and not _is_game_won(self.actions[-1]):
            raise ValueError("take back the money laid on the next game first")
        last = self.last_told()
        if last is None:
            raise ValueError("no deal has been written yet to tell again")
        game, seated = last
        return game, None if game is self.playing else seated

    def game_told(self) -> tuple[GameTold, tuple[str, str]] | None:
        """The game in play told deal by deal, with its two players."""
        if self.playing is None:
            return None
        seated = self.table.seated
        assert seated is not None
        return self.playing, seated

    def last_told(self) -> tuple[GameTold, tuple[str, str]] | None:
        """The game whose last deal may be told again, with its two players: the game in play,
        or the one just won until a deal of the next is written (Law XXX)."""
        if self.playing is not None and self.playing.deals:
            return self.game_told()
        if self.finished is not None and self.actions and _is_game_won(self.actions[-1]):
            return self.finished, self._seated_before(len(self.actions) - 1)
        return None

    def allows(self, change: Callable[[TableCard], object]) -> bool:
        """Whether ``change`` may be made to the card now (tried on a copy)."""
        try:
            change(table_card_from_json(self.to_json()))
        except ValueError:
            return False
        return True

    def _seated_before(self, index: int) -> tuple[str, str]:
        """The two who played the game whose result is entry ``index``."""
        data = self._data() | {"actions": self.actions[:index]}
        seated = (pool_card(data) if self.game == POOL else french_card(data)).seated
        if seated is None:
            raise ValueError("a game's result follows a cut")
        return seated

    def take_back(self) -> None:
        """The last entry taken off the card, while the laws allow it."""
        if self.playing is not None and not self.playing.deals:
            self.playing = None  # the game is not to be told deal by deal after all
            return
        if self.playing is not None:
            raise ValueError("a deal of this game is written: tell the last deal again instead")
        if self.finished is not None and self.actions and _is_game_won(self.actions[-1]):
            raise ValueError("the game was told deal by deal: tell its last deal again instead")
        if len(self.actions) <= self.fixed:
            raise ValueError(
                "that is settled: a later game was played since (Law XXX)"
                if self.actions
                else "nothing is written yet"
            )
        self.actions.pop()

    def rise(self) -> None:
        """French Écarté: the game just won was the last, and the players rise; the stakes
        laid on the next game go back."""
        if self.game != FRENCH:
            raise ValueError("the pool has no rising: stop when you please")
        if not self.actions or not _is_game_won(self.actions[-1]) or self.playing is not None:
            raise ValueError("the players rise when a game is over, before more money is laid")
        if self.actions[-1].endswith(" last"):
            raise ValueError("the players have risen")
        self.actions[-1] += " last"
        self.table  # noqa: B018 -- checks the card read again

    def to_json(self) -> dict[str, Any]:
        return self._data() | {
            "playing": None if self.playing is None else self.playing.to_json(),
            "finished": None if self.finished is None else self.finished.to_json(),
            "fixed": self.fixed,
        }

    def _data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": self.game,
            "names": list(self.names),
            "stake": self.stake,
            "actions": list(self.actions),
        }
        if self.game == POOL:
            data["method"] = self.method.value
        elif self.order is not None:
            data["order"] = list(self.order)
        return data

    def _last_game_won(self) -> int:
        """The index of the last game's result on the card (-1 when none)."""
        return max((i for i, text in enumerate(self.actions) if _is_game_won(text)), default=-1)


def _is_game_won(text: str) -> bool:
    return text.startswith("won ")


def _won(game: str, winner: str) -> str:
    return str(PoolGameWon(winner) if game == POOL else FrenchGameWon(winner))


def new_table_card(
    game: str,
    names: tuple[str, ...],
    *,
    stake: int = 1,
    method: str = PoolMethod.LOSER_PAYS.value,
    order: tuple[str, ...] | None = None,
) -> TableCard:
    """A new card; :class:`ValueError` says why the table cannot be."""
    if game not in (POOL, FRENCH):
        raise ValueError("the table is Pool Écarté or French Écarté")
    card = TableCard(game, names, stake, PoolMethod(method), order if game == FRENCH else None)
    card.table  # noqa: B018 -- the engine checks the names, the stake and the order
    return card


def table_card_from_json(data: Any) -> TableCard:
    """A saved card, every entry and deal checked again; :class:`ValueError` says what is
    wrong."""
    if not isinstance(data, dict) or data.get("game") not in (POOL, FRENCH):
        raise ValueError("not a scoring card of Pool or French Écarté")
    try:
        order = data.get("order")
        card = new_table_card(
            str(data["game"]),
            tuple(str(n) for n in data["names"]),
            stake=int(data["stake"]),
            method=str(data.get("method", PoolMethod.LOSER_PAYS.value)),
            order=None if order is None else tuple(str(n) for n in order),
        )
        card.actions = [str(text) for text in data["actions"]]
        card.playing = game_told_from_json(data.get("playing"))
        card.finished = game_told_from_json(data.get("finished"))
        card.fixed = int(data.get("fixed", len(card.actions)))
        _check(card)
    except (KeyError, IndexError, TypeError, ValueError) as error:
        raise ValueError(f"is not a card salon can read ({error})") from None
    return card


def game_told_from_json(data: Any) -> GameTold | None:
    """The game in play (or just won) as the card keeps it; None for none."""
    if data is None:
        return None
    if data["first_dealer"] not in (0, 1):
        raise ValueError("the first dealer is one of the two playing")
    return GameTold(int(data["first_dealer"]), [ecarte_told_from_json(d) for d in data["deals"]])


def _check(card: TableCard) -> None:
    """The entries, the game in play and the finished game as the laws allow them."""
    table = card.table
    if not 0 <= card.fixed <= len(card.actions):
        raise ValueError("the entries settled are among those written")
    if card.playing is not None:
        if table.seated is None:
            raise ValueError("a game is in play only between two seated")
        if card.playing.scorer(table.seated).card.winner is not None:
            raise ValueError("the game in play is won, and its winner not written")
    if card.finished is not None:
        index = card._last_game_won()
        if index < 0 or (card.playing is not None and card.playing.deals):
            raise ValueError("a finished game is kept only beside its result")
        before = card._seated_before(index)
        winner = card.finished.scorer(before).card.winner
        if winner is None or card.actions[index].split()[1] != before[winner]:
            raise ValueError("the finished game's deals do not give its winner")
