"""A record walked through under the laws: every decision of each player, as he saw it.

For each move made by a player (not chance), :func:`decisions_of` gives the player's own view
at that moment, the action he chose, and what the true deal says of it (for the exact value
"with all cards seen"); for each deal, what each seat could expect of it before the cards were
dealt and what it came to (for the luck). Only the view is handed to the analysis of the
decision, so nothing the player could not know reaches it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from salon.agents.ecarte.standing import DEAL_POINTS, win_chance
from salon.agents.piquet.exact import play_position
from salon.agents.piquet.positions import state_of
from salon.agents.piquet.utility import chance_for, deal_prior, utility_for
from salon.analysis.branch_record import over
from salon.analysis.ecarte import Truth
from salon.ecarte.actions import ClaimPoint, ThrowDown
from salon.ecarte.deal import EcarteDeal
from salon.ecarte.deal import Phase as EcartePhase
from salon.ecarte.game import EcarteGame
from salon.piquet.actions import CorrectAnswer, CorrectCall, Role
from salon.piquet.actions import Play as PiquetPlay
from salon.piquet.deal import Deal
from salon.piquet.deal import Phase as PiquetPhase
from salon.piquet.partie import Partie
from salon.records import Record, RecordError
from salon.replay import REPLAYERS, replay_record
from salon.solvers.ecarte_dd import EcartePosition
from salon.solvers.ecarte_dd import solve_all_moves as solve_ecarte
from salon.solvers.piquet_dd import COMPILED
from salon.solvers.piquet_dd import solve_all_moves as solve_piquet


class UnfinishedRecordError(RecordError):
    """A record that stops before its game ends (a game saved to be gone on with)."""


PIQUET_GAMES = ("Piquet", "Piquet deal")
ECARTE_GAMES = ("Ecarte",)


@dataclass(frozen=True, slots=True)
class Moment:
    """One decision as its player met it."""

    game: str
    seat: int
    deal: int
    """The deal's number in the record, from 1."""
    line: int
    view: Any
    chosen: Any
    piquet_seen: dict[Any, int] | None = None
    ecarte_truth: Truth = field(default_factory=Truth)
    thrown: frozenset[Any] = frozenset()


@dataclass(slots=True)
class DealFrame:
    """A deal's expectation and result for each seat, in points and in the chance of winning.

    ``before`` is what the seat could expect of the deal before it was dealt, with equal play;
    ``after`` what the deal came to (for a partie or a game, its worth there)."""

    number: int
    roles: dict[int, str] = field(default_factory=dict)
    points_before: dict[int, float] = field(default_factory=dict)
    points_after: dict[int, float] = field(default_factory=dict)
    chance_before: dict[int, float] = field(default_factory=dict)
    chance_after: dict[int, float] = field(default_factory=dict)
    scores: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class Course:
    """Every decision of a record and every deal's frame."""

    game: str
    names: tuple[str, str]
    moments: tuple[Moment, ...]
    deals: tuple[DealFrame, ...]
    result: dict[str, Any]


def decisions_of(record: Record, *, whole: bool = True) -> Course:
    """Walk ``record`` under the laws (a :class:`RecordError` if it breaks them). A record
    that stops before its game ends is refused (:class:`UnfinishedRecordError`), or, not
    ``whole``, walked to the end of its last finished deal."""
    name = record.tag("Game")
    replayer = REPLAYERS.get(name)
    if replayer is None or name not in PIQUET_GAMES + ECARTE_GAMES:
        known = ", ".join(PIQUET_GAMES + ECARTE_GAMES)
        raise RecordError(0, f"salon reviews {known}, not {name!r}")
    walker = _PiquetWalker(name) if name in PIQUET_GAMES else _EcarteWalker()
    game, report = replay_record(record, before=walker.before, after=walker.after)
    moments, frames = walker.moments, walker.frames
    if not over(record, game):  # a branch may stop at the end of its deal
        if whole:
            raise UnfinishedRecordError(
                0, "the record ends before the game does: only finished games are reviewed"
            )
        frames = [frame for frame in frames if frame.points_after]
        if not frames:
            raise UnfinishedRecordError(
                0, "the record ends before its first deal does: no deal is finished to review"
            )
        moments = [moment for moment in moments if moment.deal <= len(frames)]
    names = (record.tags.get("A", "A"), record.tags.get("B", "B"))
    if name == "Piquet deal":
        names = (record.tags.get("Elder", "elder"), record.tags.get("Younger", "younger"))
    return Course(name, names, tuple(moments), tuple(frames), report)


class _PiquetWalker:
    def __init__(self, name: str) -> None:
        self.name = name
        self.moments: list[Moment] = []
        self.frames: list[DealFrame] = []
        self.deal: Deal | None = None
        self._last_views: dict[int, Any] = {}
        """Each seat's view before the latest move: the deal's objective, once it is over."""

    def _seat(self, game: Any, role: Role) -> int:
        return game.seat_of(role) if isinstance(game, Partie) else int(role)

    def _view(self, game: Any, seat: int) -> Any:
        return game.view(seat) if isinstance(game, Partie) else game.view(Role(seat))

    def before(self, game: Any, action: Any, line: int) -> None:
        deal: Any = game.deal if isinstance(game, Partie) else game
        if deal is None:
            return  # the choice of deal: not rated (rules of thumb, Law 3)
        if isinstance(action, CorrectCall | CorrectAnswer):
            return  # a slip put right out of turn (Law 25): no choice to weigh
        if deal is not self.deal:
            self.deal = deal
            self.frames.append(DealFrame(len(self.frames) + 1))
        frame = self.frames[-1]
        actor = game.to_act
        seat = int(actor)
        view = self._view(game, seat)
        role = deal.to_act
        assert isinstance(role, Role)
        if seat not in frame.roles:
            for each in (seat, 1 - seat):
                each_view = self._view(game, each)
                each_role = role if each == seat else role.other
                frame.roles[each] = each_role.word
                frame.points_before[each] = deal_prior(utility_for(each_view), each_role)
                frame.chance_before[each] = deal_prior(chance_for(each_view), each_role)
        seen = None
        if isinstance(action, PiquetPlay) and deal.phase is PiquetPhase.PLAY:
            seen = _piquet_all_seen(view, deal, role)
        self.moments.append(Moment(self.name, seat, frame.number, line, view, action, seen))
        self._last_views = {each: self._view(game, each) for each in (0, 1)}

    def after(self, game: Any) -> None:
        deal: Any = game.deal if isinstance(game, Partie) else game
        if self.deal is None or (deal is self.deal and not deal.is_terminal):
            return
        frame = self.frames[-1]
        if frame.points_after:
            return
        finished = self.deal
        for seat in (0, 1):
            role = Role.ELDER if frame.roles.get(seat) == "elder" else Role.YOUNGER
            mine, theirs = finished.scores[role], finished.scores[role.other]
            view = self._last_views[seat]
            frame.points_after[seat] = utility_for(view).value(mine, theirs)
            frame.chance_after[seat] = chance_for(view).value(mine, theirs)
        frame.scores = (
            finished.scores[_role(frame, 0)],
            finished.scores[_role(frame, 1)],
        )


def _role(frame: DealFrame, seat: int) -> Role:
    return Role.ELDER if frame.roles.get(seat) == "elder" else Role.YOUNGER


def _piquet_all_seen(view: Any, deal: Deal, role: Role) -> dict[Any, int] | None:
    """Each card's points for ``role`` to the end of the deal, every card seen."""
    own = getattr(view, "deal", view)
    if not COMPILED and len(own.hand) > 7:
        return None
    state = state_of(own, set(deal.hands[role.other]))
    values = solve_piquet(play_position(state))
    sign = 1 if role is Role.ELDER else -1
    margin = state.scores[Role.ELDER] - state.scores[Role.YOUNGER]
    return {card: sign * (margin + value) for card, value in values.items()}


_ELDER_MARGIN = sum(
    chance * sum(points if who == "elder" else -points for who, points in sequence)
    for sequence, chance in DEAL_POINTS.items()
) / sum(DEAL_POINTS.values())
"""What the non-dealer expects to make of an Écarté deal over the dealer, by the table."""


class _EcarteWalker:
    def __init__(self) -> None:
        self.moments: list[Moment] = []
        self.frames: list[DealFrame] = []
        self.deal: EcarteDeal | None = None
        self.scores_before: tuple[int, int] = (0, 0)
        self.ending: tuple[int, int, int] | None = None
        """A throw-down or claim awaiting its result: its moment, seat, and margin before."""

    def before(self, game: EcarteGame, action: Any, line: int) -> None:
        deal = game.deal
        assert deal is not None
        if deal is not self.deal:
            self._open(game, deal)
        seat = game.to_act
        assert isinstance(seat, int)
        view = game.view(seat)
        truth = Truth()
        if deal.phase is EcartePhase.PLAY:
            truth = _ecarte_truth(deal, seat)
        if isinstance(action, ThrowDown | ClaimPoint):
            # What it brings is read from the deal once it is done (see ``after``).
            self.ending = (len(self.moments), seat, deal.points[seat] - deal.points[1 - seat])
        thrown = frozenset(deal.discards[seat])
        number = self.frames[-1].number
        self.moments.append(Moment("Ecarte", seat, number, line, view, action, None, truth, thrown))

    def _open(self, game: EcarteGame, deal: EcarteDeal) -> None:
        self.deal = deal
        frame = DealFrame(len(self.frames) + 1)
        self.scores_before = (game.scores[0], game.scores[1])
        target = game.rules.game_points
        for seat in (0, 1):
            dealing = deal.dealer == seat
            frame.roles[seat] = "dealer" if dealing else "non-dealer"
            frame.points_before[seat] = _ELDER_MARGIN * (-1 if dealing else 1)
            frame.chance_before[seat] = win_chance(
                game.scores[seat], game.scores[1 - seat], target, dealing
            )
        self.frames.append(frame)

    def after(self, game: EcarteGame) -> None:
        if self.ending is not None and game.deal_points:
            index, seat, before = self.ending
            final = game.deal_points[-1]
            moment = self.moments[index]
            truth = replace(moment.ecarte_truth, ending=final[seat] - final[1 - seat] - before)
            self.moments[index] = replace(moment, ecarte_truth=truth)
            self.ending = None
        frame = self.frames[-1] if self.frames else None
        if frame is None or frame.points_after or len(game.deal_points) < frame.number:
            return
        points = game.deal_points[frame.number - 1]
        target = game.rules.game_points
        totals = [self.scores_before[s] + points[s] for s in (0, 1)]
        for seat in (0, 1):
            frame.points_after[seat] = float(points[seat] - points[1 - seat])
            if totals[seat] >= target or totals[1 - seat] >= target:
                # The game's end is told by the table now, not said by the winner: the
                # winner is the seat whose total reached the game.
                frame.chance_after[seat] = 1.0 if totals[seat] >= target else 0.0
            else:
                dealing = frame.roles[seat] == "dealer"
                frame.chance_after[seat] = win_chance(
                    totals[seat], totals[1 - seat], target, not dealing
                )
        frame.scores = (points[0], points[1])


def _ecarte_truth(deal: EcarteDeal, seat: int) -> Truth:
    sign = 1 if seat == 0 else -1
    values = solve_ecarte(EcartePosition.of_deal(deal))
    return Truth({card: sign * value for card, value in values.items()})
