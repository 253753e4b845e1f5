"""A deal of Écarté played with real cards, as the players tell it: checked against the laws
and counted, and the games it makes.

The players say whether the king was turned up or announced, whether the non-dealer played
without proposing or the dealer refused the first proposal, and how the tricks went (or who
threw down his cards). salon counts by the treatise: the king one, the point one, the vole
two, two for the point when the non-dealer who played without proposing, or the dealer who
refused the first proposal, fails to win it (ecarte-treatise-1896-ocr.txt, "Scoring"); a
throw-down costs one with a trick made, two without (Law XXV).

>>> count_told_deal(EcarteDealTold(tricks=(3, 2), first_refused=True))
(2, 0)
>>> count_told_deal(EcarteDealTold(king_turned_up=True, tricks=(5, 0)))
(2, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from salon.ecarte.game import game_value
from salon.ecarte.rules import EcarteRules

NON_DEALER, DEALER = 0, 1
SEATS = (NON_DEALER, DEALER)


class ToldError(ValueError):
    """What was told could not have happened under the laws; the words say why."""


@dataclass(frozen=True, slots=True)
class EcarteDealTold:
    """One deal as told, the non-dealer's figures first.

    ``king_marked_by``: who announced the king of trumps from his hand (None: nobody);
    ``thrown_down``: who threw down his cards, ``claim_held`` whether he claimed the point and
    his cards bore it out (then it is no throw-down but the point, Law XXV); ``tricks``: the
    tricks each had won when the play ended (none when the king made the game: the cards were
    not played, :meth:`EcarteCard.as_played`)."""

    tricks: tuple[int, int] = (0, 0)
    king_turned_up: bool = False
    king_marked_by: int | None = None
    stood: bool = False
    first_refused: bool = False
    thrown_down: int | None = None
    claim_held: bool = False
    king_void: bool = False
    """A king turned up that cannot be scored (Law X: a wrong number dealt, no fresh deal)."""
    halved: int | None = None
    """The cards were played again after this player's mistake (Laws XXI, XXVII): he scores
    nothing for the point and only half of any other score."""


def count_told_deal(told: EcarteDealTold) -> tuple[int, int]:
    """The non-dealer's and the dealer's points for the deal, or :class:`ToldError`: its
    classes (:func:`count_lines`) summed."""
    lines = count_lines(told)
    return sum(line.points[0] for line in lines), sum(line.points[1] for line in lines)


def count_lines(told: EcarteDealTold, *, king_only: bool = False) -> tuple[CountLine, ...]:
    """What the deal scored, class by class as the card shows it (the non-dealer's points
    first; the king's alone when it made the game).

    >>> [line.words for line in count_lines(EcarteDealTold(tricks=(3, 2), first_refused=True))]
    ['the point, doubled: the dealer refused the first proposal']
    >>> [(line.words, line.points) for line in count_lines(
    ...     EcarteDealTold(king_turned_up=True, tricks=(5, 0)))]
    [('the king turned up', (0, 1)), ('the vole', (2, 0))]
    """
    if not king_only:  # a king that made the game was told with no trick played
        _check(told)
    lines: list[CountLine] = []
    halved = told.halved
    if told.king_turned_up and not told.king_void:
        lines.append(CountLine("the king turned up", _halved((0, 1), halved)))
    if told.king_marked_by is not None:
        marked = (1, 0) if told.king_marked_by == NON_DEALER else (0, 1)
        lines.append(CountLine("the king announced", _halved(marked, halved)))
    if king_only:
        return tuple(lines)
    winner = _point_winner(told)
    if told.thrown_down is not None and not told.claim_held:
        thrower = told.thrown_down
        made = told.tricks[thrower] > 0
        words = "cards thrown down, a trick made" if made else "cards thrown down, no trick made"
        worth = 1 if made else 2
        lines.append(CountLine(words, _halved(_to(1 - thrower, worth), halved, play=True)))
    elif winner is not None:
        loser = 1 - winner
        if told.tricks[winner] == 5:
            words, worth = "the vole", 2
        elif told.stood and loser == NON_DEALER:
            words, worth = "the point, doubled: the non-dealer played without proposing", 2
        elif told.first_refused and loser == DEALER:
            words, worth = "the point, doubled: the dealer refused the first proposal", 2
        else:
            words, worth = "the point", 1
        lines.append(CountLine(words, _halved(_to(winner, worth), halved, play=True)))
    return tuple(line for line in lines if any(line.points))  # what halving left at nothing


@dataclass(frozen=True, slots=True)
class CountLine:
    """One class of a deal's count: its words and each side's points (the non-dealer's
    first)."""

    words: str
    points: tuple[int, int]


def _to(seat: int, worth: int) -> tuple[int, int]:
    return (worth, 0) if seat == NON_DEALER else (0, worth)


def _halved(points: tuple[int, int], halved: int | None, *, play: bool = False) -> tuple[int, int]:
    """Laws XXI, XXVII: the player whose mistake made the cards be played again scores
    nothing for the point and half of anything else."""
    if halved is None:
        return points
    kept = [points[0], points[1]]
    kept[halved] = 0 if play else kept[halved] // 2
    return kept[0], kept[1]


def king_points(told: EcarteDealTold) -> tuple[int, int]:
    """What the king alone scores, before a card is played (Laws XIX, XX)."""
    points = [0, 0]
    if told.king_turned_up and not told.king_void:
        points[DEALER] += 1
    if told.king_marked_by is not None:
        points[told.king_marked_by] += 1
    return points[0], points[1]


def _point_winner(told: EcarteDealTold) -> int | None:
    if told.claim_held and told.thrown_down is not None:
        return told.thrown_down
    if sum(told.tricks) == 5:
        return NON_DEALER if told.tricks[NON_DEALER] >= 3 else DEALER
    return None


def _check(told: EcarteDealTold) -> None:
    if told.king_turned_up and told.king_marked_by is not None:
        raise ToldError(
            "there is one king of trumps: turned up, it is in nobody's hand to be announced"
        )
    if told.stood and told.first_refused:
        raise ToldError("a non-dealer who played without proposing made no proposal to refuse")
    if min(told.tricks) < 0 or sum(told.tricks) > 5:
        raise ToldError(f"five tricks are played, not {sum(told.tricks)}")
    if told.thrown_down is None:
        if told.claim_held:
            raise ToldError("a claim is made by throwing down one's cards: say who threw down")
        if sum(told.tricks) != 5:
            raise ToldError(
                f"with nobody throwing down, the five tricks are played, not {sum(told.tricks)}"
            )
    elif sum(told.tricks) == 5:
        raise ToldError("the cards were thrown down before the last trick, not after it")
    elif told.claim_held and told.tricks[1 - told.thrown_down] >= 3:
        raise ToldError("a claim of the point cannot hold once the other has three tricks")
    elif not told.claim_held and told.tricks[told.thrown_down] >= 3:
        raise ToldError(
            "with three tricks he had won the point: his cards thrown down claimed it, and the "
            "claim holds with no penalty (Law XXV)"
        )


@dataclass(frozen=True, slots=True)
class KingsMakingGame:
    """Whether the next deal's king would make the game: turned up by the dealer, or marked
    by the non-dealer or the dealer (``marked`` in that order)."""

    turned_up: bool
    marked: tuple[bool, bool]

    def to_json(self) -> dict[str, Any]:
        return {"turned_up": self.turned_up, "marked": list(self.marked)}


@dataclass(frozen=True, slots=True)
class EcarteCard:
    """The scoring of a game or rubber of Écarté played with real cards: each deal's points
    by seat, the dealer alternating from one deal to the next, from game to game too."""

    first_dealer: int
    deals: tuple[tuple[int, int], ...] = ()
    rules: EcarteRules = field(default_factory=EcarteRules)

    def dealer(self, index: int) -> int:
        return (self.first_dealer + index) % 2

    def record(self, told: EcarteDealTold) -> EcarteCard:
        """The card with one more deal; a game ends the moment a player reaches its points,
        even by marking the king (Description, "Scoring")."""
        if self.winner is not None:
            raise ToldError("the match is over: no more deals")
        dealer = self.dealer(len(self.deals))
        king = _halved(king_points(told), told.halved)
        by_king = [king[NON_DEALER], king[DEALER]]
        points = by_king if self.king_makes_game(told) else list(count_told_deal(told))
        return EcarteCard(self.first_dealer, (*self.deals, _by_seat(points, dealer)), self.rules)

    def lines(self, told: EcarteDealTold) -> tuple[tuple[str, tuple[int, int]], ...]:
        """What the next deal, as ``told``, scores class by class, each seat's points in the
        card's order (:func:`count_lines`)."""
        dealer = self.dealer(len(self.deals))
        counted = count_lines(told, king_only=self.king_makes_game(told))
        return tuple((line.words, _by_seat(list(line.points), dealer)) for line in counted)

    def as_played(self, told: EcarteDealTold) -> EcarteDealTold:
        """``told`` as the next deal was played: when its king reaches the game no card is
        played, so what was told of the play is dropped (a form that always asks for it)."""
        king = replace(
            told, tricks=(0, 0), stood=False, first_refused=False, thrown_down=None,
            claim_held=False,
        )  # fmt: skip
        return king if self.king_makes_game(king) else told

    def king_makes_game(self, told: EcarteDealTold) -> bool:
        """Whether the next deal's king, as ``told``, reaches the game before a card is played
        (then no card is, and no trick is told); told as played, it is refused. The king of
        a player whose mistake had the cards played again scores nothing (Law XXVII)."""
        king = _halved(king_points(told), told.halved)
        seat_king = _by_seat([king[NON_DEALER], king[DEALER]], self.dealer(len(self.deals)))
        scores = self.current_score
        if not any(scores[s] + seat_king[s] >= self.rules.game_points for s in (0, 1)):
            return False
        if sum(told.tricks) == 0 and told.thrown_down is None:
            return True
        raise ToldError("the king made the game: the cards were not played")

    def kings_making_game(self) -> KingsMakingGame:
        """Which king of the next deal would make the game before a card is played: a form
        that tells a deal asks nothing of the play after it."""
        marked = tuple(self.king_makes_game(EcarteDealTold(king_marked_by=r)) for r in SEATS)
        return KingsMakingGame(
            turned_up=self.king_makes_game(EcarteDealTold(king_turned_up=True)),
            marked=(marked[0], marked[1]),
        )

    def finished_games(self) -> list[tuple[tuple[int, int], int, int]]:
        """Each finished game: its final score, its winner and what it is worth."""
        return self._reckon()[0]

    @property
    def current_score(self) -> tuple[int, int]:
        """The score of the game in play (nothing yet after a game ends)."""
        return self._reckon()[1]

    def _reckon(self) -> tuple[list[tuple[tuple[int, int], int, int]], tuple[int, int]]:
        games: list[tuple[tuple[int, int], int, int]] = []
        score = (0, 0)
        for points in self.deals:
            score = (score[0] + points[0], score[1] + points[1])
            done = [s for s in (0, 1) if score[s] >= self.rules.game_points]
            if done:
                winner = done[0]
                games.append((score, winner, game_value(score[1 - winner], self.rules.game_values)))
                score = (0, 0)
        return games, score

    @property
    def game_points(self) -> tuple[int, int]:
        won = [0, 0]
        for _, winner, value in self.finished_games():
            won[winner] += value
        champion = self.winner
        if champion is not None and self.rules.rubber_games > 1:
            won[champion] += self.rules.rubber_bonus
        return won[0], won[1]

    @property
    def winner(self) -> int | None:
        games = [0, 0]
        for _, winner, _value in self.finished_games():
            games[winner] += 1
            if games[winner] >= self.rules.games_to_win:
                return winner
        return None


def card_over_words(card: EcarteCard, names: tuple[str, str]) -> str:
    """How a card that is over ends: a single game by its winner (its own line says how it
    was won), a rubber or a match by the games' points.

    >>> card_over_words(EcarteCard(0, ((5, 0),)), ("Ann", "Bob"))
    'Ann wins the game.'
    """
    assert card.winner is not None
    if card.rules.games_to_win == 1:
        return f"{names[card.winner]} wins the game."
    points = card.game_points
    return (
        f"{names[card.winner]} wins the match: {names[0]} {points[0]}, {names[1]} {points[1]} "
        "in games."
    )


def _by_seat(points: list[int], dealer: int) -> tuple[int, int]:
    """Non-dealer's and dealer's points as seat 0's and seat 1's."""
    return (points[1], points[0]) if dealer == 0 else (points[0], points[1])
