"""French Écarté played live: two players, a gallery of rentrants betting and advising.

Source: ecarte-treatise-1896-ocr.txt, "French Écarté" and Law XXVIII. The bookkeeping (the
stakes, the bets and covers, the money taken back, the settlement, the order of going in, la
chouette) is :class:`salon.ecarte.french.FrenchEcarte`; this session runs the betting in turns
and plays each game on the real engine.

Before each game, in turns (the treatise gives no order; this is the session's):

1. each rentrant in the order of the table lays a bet on either player, or passes;
2. the player against whom more money lies has the first right to take it: he covers what he
   chooses (all of it: he plays *la chouette*), or declines;
3. each rentrant in turn may cover what is left, or pass;
4. the betting closes: money still uncovered is taken back, the latest first.

Then the game is played. The backers of a player (not at la chouette) look over his hand and
advise him by pointing (:class:`Advise`): the table hears "Cy points at a card for Ann" and
only the player (and the backer) see which. A rentrant with money on both players bets against
each, and by Law XXVIII looks over neither hand and advises neither. A player may resign his
game to his first backer, who plays it out. The winner's side is paid, the loser retires
unless he played la chouette, and the ledger gains a line.

**Chips.** Each participant brings a purse (20 chips unless agreed) and has no credit: a bet or
a cover larger than what is left of his purse is refused. The players' stakes are always laid,
even from an empty purse (a player owes his stake). At most :data:`MOST_AT_TABLE` sit down.

>>> session = FrenchSession(("Ann", "Bob", "Cy", "Di"), games=1)
>>> session.to_act, session.phase.value
('Cy', 'bets')
>>> session.apply(Bet("Cy", "Ann", 3)); session.apply(Pass("Di"))
>>> session.to_act, session.uncovered()
('Bob', 3)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

from salon.ecarte.actions import parse_action as parse_ecarte_action
from salon.ecarte.french import Bet, CloseBets, Cover, Decline, FrenchEcarte, GameWon
from salon.ecarte.game import EcarteGame, EcarteView
from salon.ecarte.rules import EcarteRules
from salon.engine import CHANCE, _Chance
from salon.phrases import Phrase
from salon.sessions.bounds import GAMES, STAKE, within
from salon.sessions.bounds import PURSE as PURSE_BOUNDS
from salon.sessions.bouts import Bout, Standing
from salon.sessions.pointing import pointed_at, pointing_words
from salon.sessions.table import (
    Advise,
    Chance,
    Counsel,
    Move,
    OnlookerView,
    Said,
    SessionError,
    TableSession,
    actor_of,
    check_names,
    onlooker_view,
    parse_table_move,
    refuse,
)

MOST_AT_TABLE: Final = 12
"""Two players and a gallery of up to ten."""

PURSE: Final = 20

BETS_ON_BOTH: Final = "bets on both"
"""The role of a rentrant with money on each player: by Law XXVIII he looks over neither
hand, advises neither player and plays out neither's game."""


class FrenchPhase(Enum):
    BETS = "bets"
    TAKING = "the players take"
    COVERING = "the gallery covers"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Pass:
    """A rentrant lays no bet, or covers nothing, in his turn."""

    by: str

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Resign:
    """A player gives up his game; his first backer plays it out."""

    by: str

    def __str__(self) -> str:
        return "resign"


FrenchSessionAction = Bet | Cover | Decline | Pass | Resign | Move | Advise | Chance


@dataclass(frozen=True, slots=True)
class Wager:
    """Money on the table: ``name`` has ``amount`` on ``side``."""

    name: str
    side: str
    amount: int


@dataclass(frozen=True, slots=True)
class LedgerLine:
    """After a game: who won, who lost, and everyone's chips (net, from the start)."""

    game: int
    winner: str
    loser: str
    chips: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class FrenchSessionView:
    """All that one participant may know now."""

    name: str
    names: tuple[str, ...]
    role: str
    """'player', 'backs NAME', 'bets on both', 'rentrant', or 'plays out NAME's game'."""
    seated: tuple[str, str]
    chouette: str | None
    order: tuple[str, ...]
    """The rentrants in the order of going in (fresh rentrants first)."""
    phase: FrenchPhase
    wagers: tuple[Wager, ...]
    uncovered: int
    chips: tuple[tuple[str, int], ...]
    """Each participant's chips, net from the start, money on the table counted as his."""
    left: int
    """What is left of ``name``'s purse to bet with."""
    ledger: tuple[LedgerLine, ...]
    game: EcarteView | None
    """The game from the one seat ``name`` may look at: his own, or his player's."""
    table: OnlookerView | None
    advice: tuple[Counsel, ...]
    """Advice pointed at for ``name`` to weigh, or that ``name`` pointed at."""
    to_act: str | None
    legal: tuple[FrenchSessionAction, ...]
    talk: tuple[Said, ...]
    is_over: bool


class FrenchSession(TableSession):
    """``games`` games of French Écarté at one table."""

    def __init__(
        self,
        names: Sequence[str],
        *,
        stake: int = 1,
        purse: int = PURSE,
        games: int = 4,
        rules: EcarteRules | None = None,
        order: Sequence[str] | None = None,
    ) -> None:
        """``order``: the rentrants' order of going in, as they agreed it among themselves
        (by default the order of the names given)."""
        named = check_names(names, least=2, most=MOST_AT_TABLE)
        super().__init__(named)
        within("games", games, GAMES)
        within("purse", purse, PURSE_BOUNDS)
        within("stake", stake, STAKE)
        self.rules = rules or EcarteRules()
        if self.rules.rubber_games != 1:
            raise ValueError("each game at French Écarté is a single game, not a rubber")
        self.games = games
        self.purse = purse
        self.book = FrenchEcarte(named, stake=stake, order=order)
        self.agreed_order: tuple[str, ...] = tuple(self.book.fresh)
        """The order of going in the rentrants agreed, as the session began."""
        self.phase = FrenchPhase.BETS
        self.queue: list[str] = []
        self.ledger: list[LedgerLine] = []
        self.resigned: dict[int, str] = {}
        """Seats whose player resigned, and who he was (his backer plays them out)."""
        self.stand_in: dict[int, str] = {}
        self.copy_book_talk(self.book.phrases)
        self._open_betting()

    # ------------------------------------------------------------------ roles and money

    def player_of(self, seat: int) -> str:
        return self.stand_in.get(seat) or self.book.seated[seat]

    def backers_of(self, player: str) -> list[str]:
        return self.book.backers(player)

    def watchers(self, seat: int) -> frozenset[str]:
        player = self.book.seated[seat]
        if self.book.chouette() == player:
            return frozenset()  # nobody may look over la chouette's hand
        resigned = {self.resigned[seat]} if seat in self.resigned else set()
        return frozenset(self.backers_of(player)) | resigned

    def advisers(self, seat: int) -> frozenset[str]:
        return self.watchers(seat) - {self.player_of(seat)} - set(self.resigned.values())

    def why_not_adviser(self, name: str, seat: int) -> str:
        player = self.book.seated[seat]
        if self.book.chouette() == player:
            return f"{player} plays la chouette: nobody may advise or look over that hand"
        if name in self.book.seated:
            return f"{name} is playing; only a backer advises"
        if len(self.book.sides_of(name)) > 1:
            both = "a bettor on both looks over neither hand"
            return f"{name} has money against {player} too: {both}"
        return f"{name} is not backing {player}: only his backers may advise him"

    def left(self, name: str) -> int:
        """What is left of ``name``'s purse to bet or cover with."""
        return self.purse + self.book.chips[name]

    def holdings(self, name: str) -> int:
        """``name``'s chips net from the start, his money on the table counted as his."""
        on_table = sum(w.amount for w in self.book.wagers if w.name == name)
        return self.book.chips[name] + on_table

    def uncovered(self) -> int:
        """How much more lies on the heavier side than on the other."""
        first, second = self.book.seated
        return abs(self.book.on_side(first) - self.book.on_side(second))

    def heavier(self) -> str | None:
        first, second = self.book.seated
        difference = self.book.on_side(first) - self.book.on_side(second)
        return None if difference == 0 else first if difference > 0 else second

    def role_of(self, name: str) -> str:
        for seat, player in enumerate(self.book.seated):
            if self.stand_in.get(seat) == name:
                return f"plays out {player}'s game"
            if player == name:
                return "player"
        sides = self.book.sides_of(name)
        if len(sides) > 1:
            return BETS_ON_BOTH
        return f"backs {sides.pop()}" if sides else "rentrant"

    # ------------------------------------------------------------------ the state machine

    @property
    def is_terminal(self) -> bool:
        return self.phase is FrenchPhase.OVER

    @property
    def to_act(self) -> str | _Chance | None:
        if self.phase is FrenchPhase.OVER:
            return None
        if self.phase is FrenchPhase.PLAY:
            return self.game_actor
        return self.queue[0]

    def legal_actions(self, name: str) -> list[FrenchSessionAction]:
        """What ``name`` may do now (bets and covers listed by amount)."""
        self.require_participant(name)
        if self.phase is FrenchPhase.PLAY:
            actions: list[FrenchSessionAction] = list(self.game_legal(name))
            seat = self.seat_of(name)
            if seat is not None and self._can_resign(seat):
                actions.append(Resign(name))
            return actions
        if self.to_act != name:
            return []
        most = max(0, self.left(name))
        if self.phase is FrenchPhase.BETS:
            bets = [Bet(name, on, n) for on in self.book.seated for n in range(1, most + 1)]
            return [Pass(name), *bets]
        heavier = self.heavier()
        assert heavier is not None
        covers = [Cover(name, heavier, n) for n in range(1, min(most, self.uncovered()) + 1)]
        first: FrenchSessionAction = (
            Decline(name) if self.phase is FrenchPhase.TAKING else Pass(name)
        )
        return [first, *covers]

    def lapsed(self, name: str) -> FrenchSessionAction | None:
        """What is taken in ``name``'s stead when his time to act at the betting has run out
        at a table with a time a move: he passes (a player with the first right to take the
        money declines it), and the betting goes on without him. None at the play, and for
        anyone not to act (docs/ecarte-sessions.md "Time a move")."""
        if self.to_act != name:
            return None
        if self.phase is FrenchPhase.TAKING:
            return Decline(name)
        if self.phase in (FrenchPhase.BETS, FrenchPhase.COVERING):
            return Pass(name)
        return None

    def check(self, action: FrenchSessionAction) -> None:
        if self.is_terminal:
            raise refuse(action, "the session is over")
        if isinstance(action, Chance):
            if self.to_act is not CHANCE:
                raise refuse(action, "no cut or shuffle is due")
            assert self.game is not None
            self.game.check(action.action)
            return
        if not isinstance(action, FrenchSessionAction):
            raise refuse(action, "it is not an action of French Écarté")
        name = actor_of(action)
        if name not in self.names:
            raise refuse(action, f"{name} is not at this table")
        if isinstance(action, Move):
            self.check_move(action)
        elif isinstance(action, Advise):
            self.check_advice(action)
        elif isinstance(action, Resign):
            seat = self.seat_of(name)
            if self.phase is not FrenchPhase.PLAY or seat is None:
                raise refuse(action, "only a player may resign, during the game")
            if not self._can_resign(seat):
                raise refuse(action, f"{name} has no backer to play out the game")
        else:
            self._check_betting(action, name)

    def apply(self, action: FrenchSessionAction) -> None:
        """Check ``action`` and carry it out; a refused action changes nothing."""
        self.check(action)
        first_said = len(self.talk)
        if isinstance(action, Chance):
            self.apply_game_chance(action.action)
        elif isinstance(action, Move):
            self.apply_move(action)
        elif isinstance(action, Advise):
            player = str(self.game_actor)  # the player advised, who must act
            pointing = pointing_words(action, player)
            self.apply_advice(action, pointing, None, aside=pointed_at(action, player))
        elif isinstance(action, Resign):
            self._resign(action.by)
        else:
            self._bet(action)
        self._after_game()
        self.logged(actor_of(action), move_text(action), first_said)

    def sample_chance(self, rng: random.Random) -> Chance:
        if self.game is None or self.to_act is not CHANCE:
            raise SessionError("a shuffle", "no chance step is due")
        return Chance(self.game.sample_chance(rng))

    def computer_action(self, name: str, computers: object) -> FrenchSessionAction | None:
        """A computer's turn at the betting, by the rule of :func:`computer_bet`."""
        if self.phase in (FrenchPhase.PLAY, FrenchPhase.OVER) or self.to_act != name:
            return None
        return computer_bet(self, name)

    def parse(self, actor: str, text: str) -> FrenchSessionAction:
        """Read a record's move: ``Cy: bet Ann 3``, ``Bob: cover Ann 1``, ``Bob: decline``,
        ``Di: pass``, ``Ann: resign``, or a move, advice or chance step of the game."""
        words = text.split()
        try:
            if words[:1] == ["bet"] and len(words) == 3:
                return Bet(actor, words[1], int(words[2]))
            if words[:1] == ["cover"] and len(words) == 3:
                return Cover(actor, words[1], int(words[2]))
        except ValueError:
            raise ValueError(f"{text!r}: an amount is a whole number of chips") from None
        if words == ["decline"]:
            return Decline(actor)
        if words == ["pass"]:
            return Pass(actor)
        if words == ["resign"]:
            return Resign(actor)
        return parse_table_move(actor, text, parse_ecarte_action)

    # ------------------------------------------------------------------ views

    def view(self, name: str) -> FrenchSessionView:
        """All that ``name`` may know now; the only thing a participant receives."""
        self.require_participant(name)
        book = self.book
        game = self.game_view(name)
        to_act = self.to_act
        seat = self.looks_at(name)
        advice = tuple(
            counsel
            for waiting in self.counsel.values()
            for counsel in waiting
            if counsel.adviser == name or (seat == counsel.seat and self.seat_of(name) == seat)
        )
        return FrenchSessionView(
            name=name,
            names=self.names,
            role=self.role_of(name),
            seated=book.seated,
            chouette=book.chouette() if self.phase is FrenchPhase.PLAY else None,
            order=tuple(book.fresh + book.played),
            phase=self.phase,
            wagers=tuple(Wager(w.name, w.side, w.amount) for w in book.wagers),
            uncovered=self.uncovered(),
            chips=tuple((n, self.holdings(n)) for n in self.names),
            left=self.left(name),
            ledger=tuple(self.ledger),
            game=game if isinstance(game, EcarteView) else None,
            table=onlooker_view(self.game) if self.game is not None else None,
            advice=advice,
            to_act=to_act if isinstance(to_act, str) else None,
            legal=tuple(self.legal_actions(name)),
            talk=self.heard(name),
            is_over=self.is_terminal,
        )

    def bouts(self) -> tuple[Bout, ...]:
        """Each game played, between the two seated players (a backer who played a game out
        for his player stood in for him); the gallery's bets are no part of it."""
        return tuple(Bout(((line.winner,), (line.loser,)), 0) for line in self.ledger)

    def standings(self) -> tuple[Standing, ...]:
        """Each participant's chips, won or lost, bets included."""
        return tuple(Standing(n, self.holdings(n)) for n in self.names)

    def render_ledger(self) -> str:
        """Each game's winner and everyone's chips after it.

        >>> FrenchSession(("Ann", "Bob", "Cy")).render_ledger().split()
        ['game', 'winner', 'Ann', 'Bob', 'Cy']
        """
        header = "game  winner     " + "".join(f"{n[:5]:>6}" for n in self.names)
        lines = [header]
        for line in self.ledger:
            chips = "".join(f"{amount:>+6}" for _, amount in line.chips)
            lines.append(f"{line.game:>4}  {line.winner[:9]:<9}  {chips}")
        if self.is_terminal:
            holdings = ", ".join(f"{n} {self.holdings(n):+d}" for n in self.names)
            lines.append(f"Settlement in chips: {holdings}.")
        return "\n".join(lines)

    # ------------------------------------------------------------------ steps

    def _can_resign(self, seat: int) -> bool:
        return (
            self.game is not None
            and seat not in self.resigned
            and bool(self.advisers(seat) - {self.player_of(seat)})
        )

    def _check_betting(self, action: Bet | Cover | Decline | Pass, name: str) -> None:
        if self.phase not in (FrenchPhase.BETS, FrenchPhase.TAKING, FrenchPhase.COVERING):
            raise refuse(action, "the betting is closed; the game is being played")
        if self.to_act != name:
            raise refuse(action, f"it is {self.to_act}'s turn at the betting, not {name}'s")
        wanted = {
            FrenchPhase.BETS: (Bet, Pass),
            FrenchPhase.TAKING: (Cover, Decline),
            FrenchPhase.COVERING: (Cover, Pass),
        }[self.phase]
        if not isinstance(action, wanted):
            raise refuse(action, f"now {self.phase.value}")
        if isinstance(action, Bet | Cover):
            if not isinstance(action.amount, int) or action.amount < 1:
                raise refuse(action, "a bet or a cover is at least one chip")
            if action.amount > self.left(name):
                raise refuse(action, f"{name} has {max(0, self.left(name))} chips left to bet with")
        if isinstance(action, Cover):
            heavier = self.heavier()
            if action.against != heavier:
                raise refuse(action, f"there is nothing to cover on {action.against}")
            if action.amount > self.uncovered():
                raise refuse(action, f"only {self.uncovered()} is left to cover")
        if isinstance(action, Bet | Cover):
            self.book.check(action)

    def _bet(self, action: Bet | Cover | Decline | Pass) -> None:
        name = self.queue.pop(0)
        if isinstance(action, Pass):
            self.say(name, Phrase.of("{0} {0:passes/pass}.", name))
        else:
            self.book.apply(action)
            self.copy_book_talk(self.book.phrases)
        self._advance_betting()

    def _open_betting(self) -> None:
        self.phase = FrenchPhase.BETS
        self.queue = list(self.book.gallery)
        first, second = self.book.seated
        self.say(None, Phrase.of("The gallery may bet on {0} or {1}.", first, second))
        self._advance_betting()

    def _advance_betting(self) -> None:
        book = self.book
        if self.phase is FrenchPhase.BETS and not self.queue:
            self.phase = FrenchPhase.TAKING
            heavier = self.heavier()
            self.queue = [p for p in book.seated if heavier is not None and p != heavier]
        if self.phase is FrenchPhase.TAKING and not self.queue:
            for player in book.seated:
                if player not in book.declined:
                    book.apply(Decline(player))
            self.copy_book_talk(book.phrases)
            self.phase = FrenchPhase.COVERING
            self.queue = list(book.gallery) if self.uncovered() else []
        if self.phase is FrenchPhase.COVERING and (not self.queue or not self.uncovered()):
            self.queue = []
            book.apply(CloseBets())
            self.copy_book_talk(book.phrases)
            chouette = book.chouette()
            if chouette is not None:
                alone = "{0} {0:plays/play} la chouette: nobody looks over {0:that/your} hand."
                self.say(None, Phrase.of(alone, chouette))
            self.phase = FrenchPhase.PLAY
            self.start_game(EcarteGame(self.rules), book.seated)

    def _resign(self, name: str) -> None:
        seat = self.seat_of(name)
        assert seat is not None
        backer = sorted(self.advisers(seat), key=self.backers_of(name).index)[0]
        self.resigned[seat] = name
        self.stand_in[seat] = backer
        self.counsel.pop(seat, None)
        resigns = "{0} {0:resigns/resign}; {1} {1:plays/play} out the game."
        self.say(name, Phrase.of(resigns, name, backer))

    def _after_game(self) -> None:
        game = self.game
        if not isinstance(game, EcarteGame) or game.winner is None:
            return
        book = self.book
        winner = book.seated[game.winner]
        loser = book.seated[1 - game.winner]
        self.game = None
        self.resigned.clear()
        self.stand_in.clear()
        number = len(self.ledger) + 1
        book.apply(GameWon(winner, last=number >= self.games))
        self.copy_book_talk(book.phrases)
        chips = tuple((n, self.holdings(n)) for n in self.names)
        self.ledger.append(LedgerLine(number, winner, loser, chips))
        self.say(None, "Chips: " + ", ".join(f"{n} {c:+d}" for n, c in chips) + ".")
        if number >= self.games:
            self.phase = FrenchPhase.OVER
            self.say(None, "The table breaks up.")
        else:
            self._open_betting()


def move_text(action: FrenchSessionAction) -> str:
    """An action as a record's move, its actor left to the line (``bet Ann 3``).

    >>> move_text(Bet("Cy", "Ann", 3)), move_text(Cover("Bob", "Ann", 1)), move_text(Decline("Bob"))
    ('bet Ann 3', 'cover Ann 1', 'decline')
    """
    if isinstance(action, Bet):
        return f"bet {action.on} {action.amount}"
    if isinstance(action, Cover):
        return f"cover {action.against} {action.amount}"
    if isinstance(action, Decline):
        return "decline"
    return str(action)


def computer_bet(session: FrenchSession, name: str) -> Bet | Cover | Decline | Pass:
    """A computer's rule at the betting, kept simple and plain:

    * laying bets, a rentrant backs with one stake, if his purse allows, the player with less
      money on him (on a tie, the first seated: the winner of the last game);
    * a player takes everything laid against him when it is no more than twice the stake and
      his purse allows (so he may play la chouette), and otherwise declines;
    * covering, a rentrant who has laid no bet this game covers what is left up to one stake;
      one who has bet passes.
    """
    book = session.book
    stake, left = book.stake, session.left(name)
    if session.phase is FrenchPhase.BETS:
        first, second = book.seated
        backed = second if book.on_side(second) < book.on_side(first) else first
        return Bet(name, backed, stake) if left >= stake else Pass(name)
    heavier = session.heavier()
    short = session.uncovered()
    if session.phase is FrenchPhase.TAKING:
        if heavier is not None and short <= 2 * stake and short <= left:
            return Cover(name, heavier, short)
        return Decline(name)
    has_bet = any(w.name == name for w in book.wagers)
    amount = min(short, stake, left)
    if heavier is None or has_bet or amount < 1:
        return Pass(name)
    return Cover(name, heavier, amount)


__all__ = ["Bet", "Cover", "Decline", "FrenchSession", "Pass", "Resign"]
