"""A game of Écarté to five points (or a rubber of games), from the cut to the last deal.

The higher Écarté card cut deals first (Law II: king high); the deal then alternates, also
from one game to the next (the treatise: "no fresh cut for deal is made at the end of a
game"). A game ends the moment a player reaches five, even by marking the king.

>>> import random
>>> game = EcarteGame()
>>> rng = random.Random(2)
>>> while not game.is_terminal:
...     game.apply(game.random_action(rng))
>>> max(game.games_won) >= 1
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from salon.cards import Card, format_cards, piquet_pack
from salon.ecarte.actions import CutForDeal, EcarteAction
from salon.ecarte.deal import EcarteDeal, EventKind
from salon.ecarte.deal_classes import ClassLine, deal_classes, game_won
from salon.ecarte.order import strength
from salon.ecarte.rules import EcarteRules, GameValues
from salon.ecarte.view import EcarteDealView
from salon.engine import CHANCE, Checked, Event, IllegalActionError, _Chance
from salon.phrases import Phrase
from salon.words import number_words

SEAT_NAMES = ("A", "B")


class GamePhase(Enum):
    CUT = "cut for deal"
    DEALS = "deals"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class LogEntry:
    actor: int | _Chance
    action: EcarteAction
    first_event: int


@dataclass(frozen=True, slots=True)
class EcarteView:
    seat: int
    phase: GamePhase
    to_act: int | None
    scores: tuple[int, int]
    """Points in the game in progress."""
    points_for_game: int
    """The points that win a game: five, unless agreed otherwise."""
    games_won: tuple[int, int]
    game_points: tuple[int, int]
    """What the games won are worth (single, double, treble, and the rubber's two)."""
    deal: EcarteDealView | None
    talk: tuple[Event, ...]
    legal: tuple[EcarteAction, ...]
    winner: int | None
    finished_games: tuple[tuple[int, int], ...] = ()
    """Each finished game's final points (its winner's five, or more, and the loser's)."""
    deal_points: tuple[tuple[int, int], ...] = ()
    """Each finished deal's points for seat 0 and seat 1."""
    deal_classes: tuple[tuple[ClassLine, ...], ...] = ()
    """Each finished deal's count by class (:mod:`salon.ecarte.deal_classes`)."""
    games_in_rubber: int = 1
    """1 for a single game; 3 (5, 7, 11) for a rubber, the best of that many games."""
    graded: bool = False
    """Whether a game is worth more than one (treble, double or single by the loser's score)."""

    @property
    def card_title(self) -> str:
        """The scoring card's title, in the players' words.

        >>> EcarteGame(EcarteRules.preset("rubber")).view(0).card_title
        'Game to five; the rubber, the best of three'
        """
        title = f"Game to {number_words(self.points_for_game)}"
        if self.games_in_rubber > 1:
            title += f"; the rubber, the best of {number_words(self.games_in_rubber)}"
        return title

    @property
    def games_differ_from_points(self) -> bool:
        """Whether what the games won are worth can differ from how many there are: graded
        games, or a rubber's bonus. A single game's card needs neither row till it ends."""
        return self.graded or self.games_in_rubber > 1

    @property
    def standing(self) -> tuple[int, int]:
        """The points each side has in the game now: ``scores`` and what the deal in progress
        has scored already, as a king turned up or marked, which counts at once (Law XX;
        the treatise's description, "Marking the king")."""
        return _standing(self.scores, self.deal)


def _standing(scores: Sequence[int], deal: EcarteDeal | EcarteDealView | None) -> tuple[int, int]:
    made = (0, 0) if deal is None else deal.points
    return (scores[0] + made[0], scores[1] + made[1])


def game_value(loser_points: int, values: GameValues) -> int:
    """Single; or, by agreement, treble if the loser has not scored, double at one or two.

    >>> [game_value(points, GameValues.GRADED) for points in range(5)]
    [3, 2, 2, 1, 1]
    """
    if values is GameValues.SINGLE or loser_points >= 3:
        return 1
    return 3 if loser_points == 0 else 2


class EcarteGame(Checked[EcarteAction]):
    """Games of Écarté between seats 0 and 1, with scores to five and the rubber."""

    def __init__(
        self, rules: EcarteRules | None = None, *, first_dealer: int | None = None
    ) -> None:
        """``first_dealer``: the seat that deals first when it was settled before the game (at
        Pool Écarté the pool's cut decides it: "the highest dealing one hand")."""
        if first_dealer not in (None, 0, 1):
            raise ValueError(f"the first dealer is seat 0 or 1, not {first_dealer!r}")
        self.rules = rules or EcarteRules()
        self.phase = GamePhase.CUT
        self.first_dealer: int | None = first_dealer
        self.deal: EcarteDeal | None = None
        self.deals_played = 0
        self.scores = [0, 0]
        self.games_won = [0, 0]
        self.game_points = [0, 0]
        self.deal_points: list[tuple[int, int]] = []
        """Each finished deal's points for seat 0 and seat 1."""
        self.finished_games: list[tuple[int, int]] = []
        """Each finished game's final points, before the score goes back to nothing."""
        self.deal_classes: list[tuple[ClassLine, ...]] = []
        """Each finished deal's count by class, the game it ended with its value."""
        self.events: list[Event] = []
        self.log: list[LogEntry] = []
        self.winner: int | None = None
        self.named: dict[int, str] = {}
        """The events that name a seat, by index: their words with {0} for A and {1} for B."""
        self._copied = 0
        if first_dealer is not None:
            self.phase = GamePhase.DEALS
            self._new_deal()

    @property
    def to_act(self) -> int | _Chance | None:
        if self.phase is GamePhase.CUT:
            return CHANCE
        if self.deal is None:
            return None
        return self.deal.to_act

    @property
    def is_terminal(self) -> bool:
        return self.phase is GamePhase.OVER

    def legal_actions(self) -> list[EcarteAction]:
        return [] if self.deal is None else self.deal.legal_actions()

    def sample_chance(self, rng: random.Random) -> EcarteAction:
        if self.phase is GamePhase.CUT:
            while True:
                first, second = rng.sample(piquet_pack(), 2)
                if strength(first) != strength(second):
                    return CutForDeal((first, second))
        if self.deal is not None and self.deal.to_act is CHANCE:
            return self.deal.sample_chance(rng)
        raise IllegalActionError("a shuffle", "no chance step is due")

    def random_action(self, rng: random.Random) -> EcarteAction:
        if self.to_act is CHANCE:
            return self.sample_chance(rng)
        assert self.deal is not None
        return self.deal.random_action(rng)

    def check(self, action: EcarteAction) -> None:
        if isinstance(action, CutForDeal):
            if self.phase is not GamePhase.CUT:
                raise IllegalActionError(action, "the cut for deal is over")
            first, second = action.cards
            if first is second or strength(first) == strength(second):
                raise IllegalActionError(action, "equal cuts must be cut again")
            return
        if self.deal is None:
            raise IllegalActionError(action, f"the game is at the {self.phase.value}")
        self.deal.check(action)

    def apply(self, action: EcarteAction) -> None:
        """Check ``action`` and carry it out; a refused action changes nothing."""
        self.check(action)
        actor = self.to_act
        assert actor is not None
        self.log.append(LogEntry(actor, action, len(self.events)))
        if isinstance(action, CutForDeal):
            first, second = action.cards
            self.first_dealer = 0 if strength(first) > strength(second) else 1
            self._say_named(0, "{0} {0:cuts/cut} the " + f"{first.name}.")
            self._say_named(1, "{1} {1:cuts/cut} the " + f"{second.name}.")
            dealer = self.first_dealer
            self._say_named(None, f"{{{dealer}}} {{{dealer}:deals/deal}}.")
            self.phase = GamePhase.DEALS
            self._new_deal()
            return
        assert self.deal is not None
        self.deal.apply(action)
        self._copy_events()
        self._settle()

    # ------------------------------------------------------------------ steps

    def _say(self, seat: int | None, words: str) -> None:
        self.events.append(Event(EventKind.SCORE, seat, words))

    def _say_named(self, seat: int | None, template: str) -> None:
        """Say words that name the seats (``{0}`` is A, ``{1}`` B), kept to be told by name."""
        self.named[len(self.events)] = template
        self._say(seat, str(Phrase(template, SEAT_NAMES)))

    def played(self, index: int) -> tuple[Card, ...]:
        """Nothing: a card played at Écarté is said by its name ("The king of spades.")."""
        return ()

    def told(self, index: int, names: tuple[str, str] = SEAT_NAMES) -> Phrase | None:
        """Event ``index`` told with ``names`` for the seats, when its words name a seat by
        letter ("A cuts the king of spades", "Game: B wins a treble"); None otherwise."""
        template = self.named.get(index)
        return None if template is None else Phrase(template, names)

    def _new_deal(self) -> None:
        assert self.first_dealer is not None
        dealer = (self.first_dealer + self.deals_played) % 2
        self.deal = EcarteDeal(self.rules, dealer=dealer)
        self._copied = 0

    def _copy_events(self) -> None:
        assert self.deal is not None
        for event in self.deal.events[self._copied :]:
            if event.kind is EventKind.TAKE_IN and event.seat is not None:
                # What a player takes is told of him, not said by him: "A takes 7♠ 9♦."
                seat = event.seat
                cards = format_cards(event.cards, symbols=True)
                self.named[len(self.events)] = f"{{{seat}}} {{{seat}:takes/take}} {cards}."
                words = str(Phrase(self.named[len(self.events)], SEAT_NAMES))
                event = replace(event, seat=None, words=words)
            self.events.append(event)
        self._copied = len(self.deal.events)

    def _settle(self) -> None:
        deal = self.deal
        assert deal is not None
        total = [self.scores[s] + deal.points[s] for s in (0, 1)]
        reached = [s for s in (0, 1) if total[s] >= self.rules.game_points]
        if not reached and not deal.is_terminal:
            return
        self.scores = total
        self.deals_played += 1
        self.deal_points.append((deal.points[0], deal.points[1]))
        a, b = self.scores
        self._say_named(None, f"The score: {{0}} {number_words(a)}, {{1}} {number_words(b)}.")
        ended = None
        if reached:
            ended = (reached[0], self._end_game(reached[0]))
        self.deal_classes.append(deal_classes(deal, ended, self.rules.game_values))
        if self.phase is not GamePhase.OVER:
            self._new_deal()
            # The deal passes at every deal (Law II): said, as the first dealer is.
            assert self.deal is not None
            dealer = self.deal.dealer
            self._say_named(None, f"{{{dealer}}} {{{dealer}:deals/deal}}.")

    def _end_game(self, winner: int) -> int:
        """End the game ``winner`` has won; what it is worth (single, double, treble)."""
        value = game_value(self.scores[1 - winner], self.rules.game_values)
        self.games_won[winner] += 1
        self.game_points[winner] += value
        kind = game_won(value, self.rules.game_values)
        self.finished_games.append((self.scores[0], self.scores[1]))
        # The table tells the game's end (narration, not the winner's speech).
        won = f"{{{winner}:wins/win}}" + (f" {kind}" if kind else "")
        self._say_named(None, f"Game: {{{winner}}} {won}.")
        self.scores = [0, 0]
        if self.games_won[winner] >= self.rules.games_to_win:
            if self.rules.rubber_games > 1:
                self.game_points[winner] += self.rules.rubber_bonus
                self._say_named(None, f"The rubber: {{{winner}}} {{{winner}:adds/add}} two.")
            self.winner = winner
            self.phase = GamePhase.OVER
            self.deal = None
        return value

    @property
    def standing(self) -> tuple[int, int]:
        """The points each side has in the game now, the deal in progress's king counted at
        once (Law XX), as every seat's view says it (:attr:`EcarteView.standing`)."""
        return _standing(self.scores, self.deal)

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> EcarteView:
        """All that ``seat`` may know now; the only thing a client receives."""
        to_act = self.to_act
        deal_view = None if self.deal is None else self.deal.view(seat)
        return EcarteView(
            seat=seat,
            phase=self.phase,
            to_act=to_act if isinstance(to_act, int) else None,
            scores=(self.scores[0], self.scores[1]),
            points_for_game=self.rules.game_points,
            games_won=(self.games_won[0], self.games_won[1]),
            game_points=(self.game_points[0], self.game_points[1]),
            deal=deal_view,
            talk=tuple(e for e in self.events if e.seen_by(seat)),
            legal=() if deal_view is None else deal_view.legal,
            winner=self.winner,
            finished_games=tuple(self.finished_games),
            deal_points=tuple(self.deal_points),
            deal_classes=tuple(self.deal_classes),
            games_in_rubber=self.rules.rubber_games,
            graded=self.rules.game_values is not GameValues.SINGLE,
        )

    def copy(self) -> EcarteGame:
        # Built, then filled: copy.copy would share one attribute dictionary between the two,
        # and __new__ alone makes an object without one (the base class is compiled).
        other = EcarteGame(self.rules)
        vars(other).update(vars(self))
        other.deal = None if self.deal is None else self.deal.copy()
        other.scores = list(self.scores)
        other.games_won = list(self.games_won)
        other.game_points = list(self.game_points)
        other.deal_points = list(self.deal_points)
        other.finished_games = list(self.finished_games)
        other.deal_classes = list(self.deal_classes)
        other.events = list(self.events)
        other.log = list(self.log)
        return other
