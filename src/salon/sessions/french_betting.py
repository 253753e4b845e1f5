"""The gallery at French Écarté: who plays, backs or bets on both, the purses, and the
betting in turns before each game (bets, the players' right to take the money, the covers,
the money taken back), with a computer's rule at the betting. The session
(:mod:`salon.sessions.french`) extends the table kept here with the play of each game.
Source: ecarte-treatise-1896-ocr.txt, "French Écarté" and Law XXVIII.
"""

from __future__ import annotations

from collections.abc import Sequence

from salon.ecarte.french import Bet, CloseBets, Cover, Decline, FrenchEcarte
from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules
from salon.engine import _Chance
from salon.phrases import Phrase
from salon.sessions.actions import refuse
from salon.sessions.bounds import GAMES, STAKE, within
from salon.sessions.bounds import PURSE as PURSE_BOUNDS
from salon.sessions.french_kinds import (
    BETS_ON_BOTH,
    MOST_AT_TABLE,
    PURSE,
    FrenchPhase,
    FrenchSessionAction,
    LedgerLine,
    Pass,
)
from salon.sessions.table import TableSession, check_names


class FrenchBetting(TableSession):
    """The table of a French Écarté session, its gallery and its betting; the session
    (:class:`salon.sessions.french.FrenchSession`) adds the games."""

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
        return self.book.standing(name)

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

    @property
    def to_act(self) -> str | _Chance | None:
        if self.phase is FrenchPhase.OVER:
            return None
        if self.phase is FrenchPhase.PLAY:
            return self.game_actor
        return self.queue[0]

    # ------------------------------------------------------------------ the betting

    def betting_actions(self, name: str) -> list[FrenchSessionAction]:
        """What ``name`` may do at the betting now (bets and covers listed by amount)."""
        if self.to_act != name:
            return []
        most = max(0, self.left(name))
        if self.phase is FrenchPhase.BETS:
            bets = [Bet(name, on, n) for on in self.book.seated for n in range(1, most + 1)]
            return [Pass(name), *bets]
        heavier = self.heavier()
        assert heavier is not None
        theirs = self.book.coverable_by(name, heavier)
        covers = [Cover(name, heavier, n) for n in range(1, min(most, theirs) + 1)]
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
                raise refuse(
                    action, f"you have only {max(0, self.left(name))} chips left to bet with"
                )
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
        heavier = self.heavier()
        if self.phase is FrenchPhase.COVERING and heavier is not None:
            # Nobody is asked to cover his own bet: it comes back to him at the close.
            self.queue = [n for n in self.queue if book.coverable_by(n, heavier) > 0]
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


def computer_bet(session: FrenchBetting, name: str) -> Bet | Cover | Decline | Pass:
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
    theirs = 0 if heavier is None else book.coverable_by(name, heavier)
    amount = min(short, theirs, stake, left)
    if heavier is None or has_bet or amount < 1:
        return Pass(name)
    return Cover(name, heavier, amount)
