"""Pool Écarté played live: three participants, the games played on ``EcarteGame``.

Source: ecarte-treatise-1896-ocr.txt, "Pool Écarté". The bookkeeping (the cut, who is out, the
pool by either way of forming it) is :class:`salon.ecarte.pool.PoolEcarte`; this session plays
each game on the real engine. The first game of a pool is dealt by the higher of the two who
cut to play ("the highest dealing one hand"); the player who comes in afterwards "cuts for
deal" with the winner, so later games begin with the game's own cut.

The player who is out sees what any onlooker sees and may not advise: the treatise forbids it
"unless the players have declared it to be French Ecarte". A table that has so declared it
(``declared=True``) lets him back one of the two for the game (:class:`Back`), as a rentrant
backs a player at French Écarté: he then looks over that player's hand, never the other's, and
may advise him by pointing only (Law XXVIII). The pool's contents, the chips and who is out are
in every view at all times.

>>> session = PoolSession(("Ann", "Bob", "Cy"))
>>> session.apply(Chance(PoolCut(parse_cards("KS 7H QD"))))
>>> session.view("Bob").pool, session.view("Bob").waiting, session.game_actor
(3, 'Bob', CHANCE)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from salon.cards import parse_cards
from salon.ecarte.actions import parse_action as parse_ecarte_action
from salon.ecarte.game import EcarteGame, EcarteView
from salon.ecarte.pool import GameWon, PoolCut, PoolEcarte, PoolEventKind, PoolMethod
from salon.ecarte.rules import EcarteRules
from salon.engine import CHANCE, _Chance
from salon.phrases import Phrase
from salon.sessions.actions import Advise, Chance, Move, actor_of, parse_table_move, refuse
from salon.sessions.bounds import POOLS, STAKE, within
from salon.sessions.bouts import Bout, Standing
from salon.sessions.pointing import pointed_at, pointing_words
from salon.sessions.table import TableSession, check_names
from salon.sessions.talk import Said
from salon.sessions.two_handed import OnlookerView, onlooker_view
from salon.words import signed


@dataclass(frozen=True, slots=True)
class Back:
    """At a pool declared French Écarté, the player out backs ``player`` for this game: he
    looks over that hand and may advise it."""

    by: str
    player: str

    def __str__(self) -> str:
        return f"back {self.player}"


PoolSessionAction = Move | Advise | Chance | Back


@dataclass(frozen=True, slots=True)
class PoolSessionView:
    """All that one participant may know: the pool, the chips, who plays, his own hand."""

    name: str
    names: tuple[str, ...]
    method: PoolMethod
    stake: int
    pool: int
    """The chips in the pool now."""
    chips: tuple[tuple[str, int], ...]
    """Each participant's chips, won or lost (net)."""
    seated: tuple[str, str] | None
    waiting: str | None
    holder: str | None
    """The winner of the last game, who takes the pool if he wins this one."""
    pools_won: tuple[str, ...]
    game: EcarteView | None
    """The game seen from ``name``'s seat, or the seat of the player he backs; None for the
    player who is out and backs nobody."""
    table: OnlookerView | None
    to_act: str | None
    legal: tuple[PoolSessionAction, ...]
    talk: tuple[Said, ...]
    is_over: bool
    declared: bool = False
    """Whether the table has declared it French Écarté: the player out may back a player."""
    backing: str | None = None
    """The player the player out backs in this game, if any."""


class PoolSession(TableSession):
    """``pools`` pools of Écarté for three, formed by ``method``."""

    def __init__(
        self,
        names: Sequence[str] = ("A", "B", "C"),
        *,
        method: PoolMethod = PoolMethod.LOSER_PAYS,
        stake: int = 1,
        pools: int = 1,
        rules: EcarteRules | None = None,
        declared: bool = False,
    ) -> None:
        named = check_names(names, least=3, most=3)
        super().__init__(named)
        within("pools", pools, POOLS)
        within("stake", stake, STAKE)
        self.rules = rules or EcarteRules()
        if self.rules.rubber_games != 1:
            raise ValueError("each game of a pool is a single game, not a rubber")
        self.pools = pools
        self.book = PoolEcarte((named[0], named[1], named[2]), method=method, stake=stake)
        self.winners: list[str] = []
        """The winner of each game played, in order."""
        self.declared = declared
        self.backing: str | None = None
        """The player the player out backs in the game in progress (declared pools only)."""
        self.played: list[Bout] = []
        """Each game played: its two players, the winner first."""

    # ------------------------------------------------------------------ the state machine

    @property
    def is_terminal(self) -> bool:
        return len(self.book.pools_won) >= self.pools

    @property
    def to_act(self) -> str | _Chance | None:
        if self.is_terminal:
            return None
        if self.book.seated is None:
            return CHANCE
        return self.game_actor

    def watchers(self, seat: int) -> frozenset[str]:
        waiting = self.book.waiting
        if self.backing is None or waiting is None or self.player_of(seat) != self.backing:
            return frozenset()
        return frozenset({waiting})

    def advisers(self, seat: int) -> frozenset[str]:
        return self.watchers(seat)

    def why_not_adviser(self, name: str, seat: int) -> str:
        if not self.declared:
            return f"{name} is out: at Pool Écarté the player out may not advise"
        if self.seat_of(name) is not None:
            return f"{name} is playing; only the player out advises"
        if self.backing is None:
            return f"{name} backs nobody yet: the player out advises the player he backs"
        return f"{name} backs {self.backing}, not {self.player_of(seat)}"

    def legal_actions(self, name: str) -> list[PoolSessionAction]:
        self.require_participant(name)
        actions: list[PoolSessionAction] = list(self.game_legal(name))
        if self._may_back(name):
            assert self.book.seated is not None
            actions += [Back(name, player) for player in self.book.seated]
        return actions

    def _may_back(self, name: str) -> bool:
        game = self.game
        return (
            self.declared
            and self.backing is None
            and name == self.book.waiting
            and game is not None
            and not game.is_terminal
        )

    def _check_back(self, action: Back) -> None:
        if not self.declared:
            raise refuse(
                action,
                "the player out backs nobody unless the table has declared it French Écarté",
            )
        if action.by != self.book.waiting:
            raise refuse(action, f"{action.by} is playing; only the player out backs a player")
        if self.backing is not None:
            raise refuse(action, f"{action.by} already backs {self.backing} in this game")
        if self.game is None or self.game.is_terminal:
            raise refuse(action, "no game is being played")
        if self.book.seated is None or action.player not in self.book.seated:
            raise refuse(action, f"{action.player} is not playing this game")

    def check(self, action: PoolSessionAction) -> None:
        if self.is_terminal:
            raise refuse(action, "the session is over")
        if isinstance(action, Chance):
            if self.to_act is not CHANCE:
                raise refuse(action, "no cut or shuffle is due")
            if self.book.seated is None:
                if not isinstance(action.action, PoolCut):
                    raise refuse(action, "the three must cut for the pool first")
                self.book.check(action.action)
            else:
                assert self.game is not None
                self.game.check(action.action)
            return
        if not isinstance(action, Move | Advise | Back):
            raise refuse(action, "it is not an action of Pool Écarté")
        if action.by not in self.names:
            raise refuse(action, f"{action.by} is not at this table")
        if isinstance(action, Move):
            self.check_move(action)
        elif isinstance(action, Back):
            self._check_back(action)
        else:
            self.check_advice(action)

    def apply(self, action: PoolSessionAction) -> None:
        """Check ``action`` and carry it out; a refused action changes nothing."""
        self.check(action)
        first_said = len(self.talk)
        if isinstance(action, Chance) and self.book.seated is None:
            self.book.apply(action.action)
            self.copy_book_talk(self.book.phrases)
            self._start_game(first_dealer=0)
        elif isinstance(action, Chance):
            self.apply_game_chance(action.action)
        elif isinstance(action, Move):
            self.apply_move(action)
        elif isinstance(action, Back):
            self.backing = action.player
            backs = "{0} {0:backs/back} {1} and {0:looks/look} over {1:pos} hand."
            self.say(None, Phrase.of(backs, action.by, action.player))
        else:
            player = str(self.game_actor)  # the player advised, who must act
            pointing = pointing_words(action, player)
            self.apply_advice(action, pointing, None, aside=pointed_at(action, player))
        self._after_game()
        self.logged(actor_of(action), str(action), first_said)

    def sample_chance(self, rng: random.Random) -> Chance:
        if self.book.seated is None:
            return Chance(self.book.sample_chance(rng))
        assert self.game is not None
        return Chance(self.game.sample_chance(rng))

    def computer_action(self, name: str, computers: object) -> None:
        """Only the play is a computer's at Pool Écarté."""
        return None

    def parse(self, actor: str, text: str) -> PoolSessionAction:
        """Read a record's move (``chance: cut KS 7H QD``, ``Ann: play KH``)."""
        if actor == "chance" and self.book.seated is None:
            words = text.split()
            cards = parse_cards(" ".join(words[1:]))
            if words[:1] != ["cut"] or len(cards) != 3:
                raise ValueError("the cut for the pool names three cards: 'cut KS 7H QD'")
            return Chance(PoolCut(cards))
        words = text.split()
        if words[:1] == ["back"]:
            if len(words) != 2:
                raise ValueError("backing names the player backed: 'back Ann'")
            return Back(actor, words[1])
        return parse_table_move(actor, text, parse_ecarte_action)

    # ------------------------------------------------------------------ views

    def view(self, name: str) -> PoolSessionView:
        """All that ``name`` may know now; the only thing a participant receives."""
        self.require_participant(name)
        book = self.book
        game = self.game_view(name)
        to_act = self.to_act
        return PoolSessionView(
            name=name,
            names=self.names,
            method=book.method,
            stake=book.stake,
            pool=book.pool,
            chips=tuple((n, book.chips[n]) for n in self.names),
            seated=book.seated,
            waiting=book.waiting,
            holder=book.holder,
            pools_won=tuple(book.pools_won),
            game=game if isinstance(game, EcarteView) else None,
            table=onlooker_view(self.game) if self.game is not None else None,
            to_act=to_act if isinstance(to_act, str) else None,
            legal=tuple(self.legal_actions(name)),
            talk=self.heard(name),
            is_over=self.is_terminal,
            declared=self.declared,
            backing=self.backing,
        )

    def bouts(self) -> tuple[Bout, ...]:
        """Each game played, between its two players; the one out is no part of it."""
        return tuple(self.played)

    def standings(self) -> tuple[Standing, ...]:
        """Each participant's chips, won or lost."""
        return tuple(Standing(n, self.book.chips[n]) for n in self.names)

    def render_ledger(self) -> str:
        """The pools taken and each participant's chips.

        >>> print(PoolSession(("Ann", "Bob", "Cy")).render_ledger())
        Pool Écarté, a stake of 1 chip.
        All three staked to begin; each loser adds a stake as he goes out.
        Pools taken: none; in the pool 0.
        Chips: Ann +0, Bob +0, Cy +0.
        """
        book = self.book
        taken = ", ".join(book.pools_won) or "none"
        chips = ", ".join(f"{n} {signed(book.chips[n])}" for n in self.names)
        stake = f"{book.stake} chip{'' if book.stake == 1 else 's'}"
        return (
            f"Pool Écarté, a stake of {stake}.\n{book.method.words}\n"
            f"Pools taken: {taken}; in the pool {book.pool}.\nChips: {chips}."
        )

    # ------------------------------------------------------------------ steps

    def _start_game(self, *, first_dealer: int | None) -> None:
        seated = self.book.seated
        assert seated is not None
        self.backing = None  # the player out chooses afresh whom he backs in each game
        self.start_game(EcarteGame(self.rules, first_dealer=first_dealer), seated)

    def _game_told(self, index: int) -> bool:
        """The book's "Cy wins the game": the game has just said "Game: Cy wins."."""
        return self.book.events[index].kind is PoolEventKind.GAME

    def _after_game(self) -> None:
        game = self.game
        if not isinstance(game, EcarteGame) or game.winner is None:
            return
        assert self.seats is not None
        self.winners.append(self.seats[game.winner])
        self.played.append(Bout(((self.seats[game.winner],), (self.seats[1 - game.winner],)), 0))
        self.book.apply(GameWon(self.seats[game.winner]))
        self.copy_book_talk(self.book.phrases, game_told=self._game_told)
        self.game = None
        if self.book.seated is not None:
            self._start_game(first_dealer=None)
