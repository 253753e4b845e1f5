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
('Cy', 'the gallery bets')
>>> session.apply(Bet("Cy", "Ann", 3)); session.apply(Pass("Di"))
>>> session.to_act, session.uncovered()
('Bob', 3)
"""

from __future__ import annotations

import random

from salon.ecarte.actions import parse_action as parse_ecarte_action
from salon.ecarte.french import Bet, Cover, Decline, FrenchEventKind, GameWon
from salon.ecarte.game import EcarteGame, EcarteView
from salon.engine import CHANCE
from salon.phrases import Phrase
from salon.sessions.actions import (
    Advise,
    Chance,
    Move,
    SessionError,
    actor_of,
    parse_table_move,
    refuse,
)
from salon.sessions.bouts import Bout, Standing
from salon.sessions.french_betting import FrenchBetting
from salon.sessions.french_betting import computer_bet as computer_bet
from salon.sessions.french_kinds import BETS_ON_BOTH as BETS_ON_BOTH
from salon.sessions.french_kinds import MOST_AT_TABLE as MOST_AT_TABLE
from salon.sessions.french_kinds import PURSE as PURSE
from salon.sessions.french_kinds import FrenchPhase as FrenchPhase
from salon.sessions.french_kinds import FrenchSessionAction as FrenchSessionAction
from salon.sessions.french_kinds import FrenchSessionView as FrenchSessionView
from salon.sessions.french_kinds import LedgerLine as LedgerLine
from salon.sessions.french_kinds import Pass as Pass
from salon.sessions.french_kinds import Resign as Resign
from salon.sessions.french_kinds import Wager as Wager
from salon.sessions.french_kinds import move_text as move_text
from salon.sessions.pointing import pointed_at, pointing_words
from salon.sessions.two_handed import onlooker_view
from salon.words import signed


class FrenchSession(FrenchBetting):
    """``games`` games of French Écarté at one table."""

    # ------------------------------------------------------------------ the state machine

    @property
    def is_terminal(self) -> bool:
        return self.phase is FrenchPhase.OVER

    def legal_actions(self, name: str) -> list[FrenchSessionAction]:
        """What ``name`` may do now (bets and covers listed by amount)."""
        self.require_participant(name)
        if self.phase is FrenchPhase.PLAY:
            actions: list[FrenchSessionAction] = list(self.game_legal(name))
            seat = self.seat_of(name)
            if seat is not None and self._can_resign(seat):
                actions.append(Resign(name))
            return actions
        return self.betting_actions(name)

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
            wagers=tuple(Wager(w.name, w.side, w.amount, w.kind) for w in book.wagers),
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
            holdings = ", ".join(f"{n} {signed(self.holdings(n))}" for n in self.names)
            lines.append(f"Settlement in chips: {holdings}.")
        return "\n".join(lines)

    # ------------------------------------------------------------------ steps

    def _can_resign(self, seat: int) -> bool:
        return (
            self.game is not None
            and seat not in self.resigned
            and bool(self.advisers(seat) - {self.player_of(seat)})
        )

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
        # The game has just said "Game: Bob wins."; the book's "Bob wins; Ann loses"
        # would say it again.
        said_by_game = FrenchEventKind.GAME
        self.copy_book_talk(book.phrases, game_told=lambda i: book.events[i].kind is said_by_game)
        chips = tuple((n, self.holdings(n)) for n in self.names)
        self.ledger.append(LedgerLine(number, winner, loser, chips))
        self.say(None, "Chips: " + ", ".join(f"{n} {signed(c)}" for n, c in chips) + ".")
        if number >= self.games:
            self.phase = FrenchPhase.OVER
            self.say(None, "The table breaks up.")
        else:
            self._open_betting()


__all__ = ["Bet", "Cover", "Decline", "FrenchSession", "Pass", "Resign"]
