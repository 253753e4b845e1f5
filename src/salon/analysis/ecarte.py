"""An Écarté decision weighed on the strong player's samples (:mod:`salon.agents.ecarte.players`).

Proposing or playing, accepting or refusing, and each card are weighed by the code the strong
player chooses with; the discard by its search (:mod:`salon.agents.ecarte.discard`), every
discard the laws allow played out on the same samples, the recommendation being the one the
strong player keeps. Marking the king is weighed on the play's samples, with the point marked
or not. Throwing down is valued by its penalty and a claim by what it brought on the true deal
(whether the cards bear it out is the laws' question, not the player's guess).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from salon.agents.ecarte.discard import weigh_discards
from salon.agents.ecarte.players import (
    EcarteStrong,
    Weighed,
    Weighing,
    mark_tells_only,
    standing_of,
)
from salon.agents.ecarte.playout import MENDED_PLAY_OUT
from salon.agents.ecarte.standing import Gain, Standing, outcome_worth
from salon.agents.ecarte.thumb import deal_view
from salon.analysis.appraisal import (
    SURE,
    Appraisal,
    Judged,
    Moment,
    OptionValue,
    measured_apart,
    until_clear,
    with_noise,
    with_notes,
)
from salon.analysis.maxims import ECARTE, Advice, Maxim
from salon.analysis.verdicts import ECARTE_CHANCE, ECARTE_POINTS, Measure
from salon.cards import Card, Rank
from salon.ecarte.actions import (
    Accept,
    ClaimPoint,
    Discard,
    MarkKing,
    Play,
    Propose,
    Refuse,
    Stand,
    ThrowDown,
)
from salon.ecarte.deal import Phase
from salon.ecarte.jeux import counselled_lead, jeu_de_regle
from salon.ecarte.order import strength
from salon.ecarte.view import EcarteDealView

MOST_WEIGHED = 128
"""The most samples an Écarté decision is weighed on, in multiples of its first samples:
sixteen times :data:`salon.analysis.appraisal.MOST`. Weighing one is cheap (a hundredth of a
second for a proposal's or a card's sixty deals), and a call made on sixteen times the samples
has a quarter of the spread, so a quarter as many decisions lie near enough a boundary for
another seed to call them otherwise."""
MOST_DISCARD = 32
"""The most for a discard, whose sixty deals take a tenth of a second (every discard the laws
allow is played out on each)."""

ANALYSIS_PLAY_OUT = MENDED_PLAY_OUT
"""How the review, the tutor and the hints play out a proposal's or a response's sampled deals:
the strong player's own, nearer to how two strong players go on than its old way, which
overstated the losses (docs/analysis.md, "Honesty of the analysis, measured"). The tricks stay
played by the rules of thumb: solved, they moved the losses little and made a review several
times slower."""


@dataclass(frozen=True, slots=True)
class LeaveKingUnmarked:
    """Not to mark the king of trumps (a card played instead)."""

    def __str__(self) -> str:
        return "leave the king unmarked"


@dataclass(frozen=True, slots=True)
class Truth:
    """What the true deal says of a decision: each legal card's points for the seat to play
    with every card seen, and the points a throw-down or a claim brings the seat."""

    all_seen: dict[Card, int] | None = None
    ending: int | None = None


@dataclass(frozen=True, slots=True)
class _Judge:
    standing: Standing | None
    already: int = 0
    """The deal's points made so far (a king turned up or marked), from the chooser's side:
    what a choice is expected to bring is the deal's margin, as a player counts it, not only
    the points still to come."""

    @property
    def thresholds(self) -> Any:
        return ECARTE_POINTS if self.standing is None else ECARTE_CHANCE

    def points(self, gains: Sequence[Gain]) -> float:
        return self.already + outcome_worth(None, gains)

    def chance(self, gains: Sequence[Gain]) -> float:
        if self.standing is not None:
            return self.standing.worth(gains)
        points = outcome_worth(None, gains)
        return 1.0 if points > 0 else 0.5 if points == 0 else 0.0

    def appraise(
        self,
        moment: Moment,
        options: Sequence[Any],
        outcomes: Sequence[Sequence[Weighed]],
        pick: Callable[[Appraisal], int] | None = None,
        *,
        chosen: Any = None,
        more: Callable[[], Sequence[Sequence[Weighed]] | None] | None = None,
    ) -> Appraisal:
        """The options valued; the best by the measure graded (the first on a tie), or the
        one ``pick`` names among the valued options. While the choice made (``chosen``) is
        too close to call, weighed again on fresh samples (``more``, the outcomes of the same
        options), doubling them up to :data:`MOST_WEIGHED` times the first (a discard
        :data:`MOST_DISCARD`); the loss of a
        choice that is not the best is then measured on as many fresh samples again."""
        return until_clear(
            lambda found: self.value(moment, options, found, pick),
            outcomes,
            chosen,
            more,
            lambda a, b: [(*x, *y) for x, y in zip(a, b, strict=True)],
            most=MOST_DISCARD if moment is Moment.DISCARD else MOST_WEIGHED,
            sure=SURE,
        )

    def value(
        self,
        moment: Moment,
        options: Sequence[Any],
        outcomes: Sequence[Sequence[Weighed]],
        pick: Callable[[Appraisal], int] | None = None,
    ) -> Appraisal:
        weighing = Weighing(tuple(options), tuple(tuple(o) for o in outcomes))
        points, chances = weighing.values(self.points), weighing.values(self.chance)
        values = tuple(
            OptionValue(action, _mean(p), _mean(c), deal=_mean(p))
            for action, p, c in zip(weighing.options, points, chances, strict=True)
        )
        chance = self.thresholds.measure is Measure.CHANCE
        draft = Appraisal(moment, values, values[0], self.thresholds, len(outcomes[0]))
        best = (
            pick(draft) if pick else max(range(len(values)), key=lambda i: draft.score(values[i]))
        )
        graded = chances if chance else points
        values = with_noise(values, graded, best)
        values = measured_apart(values, graded, (points, chances, points), int(chance))
        return Appraisal(
            moment,
            values,
            values[best],
            self.thresholds,
            len(outcomes[0]),
            graded_values=_kept(graded),
            measures=(_kept(points), _kept(chances), _kept(points)),
        )


def _kept(values: Sequence[Sequence[float]]) -> tuple[tuple[float, ...], ...]:
    return tuple(tuple(v) for v in values)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def appraise_ecarte(
    view: Any,
    chosen: Any,
    strong: EcarteStrong,
    *,
    thrown: frozenset[Card] = frozenset(),
    truth: Truth = Truth(),
    rng: random.Random | None = None,
    advise: bool = False,
) -> list[Judged]:
    """The decisions ``chosen`` makes in ``view`` (none when it was forced).

    ``thrown`` are the cards this player threw this deal (he remembers them). The maxim
    speaks to the choice made, or with ``advise`` (a hint) to the best."""
    deal = deal_view(view)
    judge = _Judge(standing_of(view, deal), deal.points[deal.seat] - deal.points[1 - deal.seat])
    legal = tuple(getattr(view, "legal", deal.legal))
    if deal.phase is Phase.PROPOSAL and Propose() in legal:
        return [_two_ways(deal, judge, strong, thrown, (Stand(), Propose()), chosen)]
    if deal.phase is Phase.RESPONSE:
        return [_two_ways(deal, judge, strong, thrown, (Refuse(), Accept()), chosen)]
    if deal.discard_limit and isinstance(chosen, Discard):
        found = _discard(deal, judge, strong, thrown, chosen, rng or random.Random(0))
        if advise:
            best = found.appraisal.best.action
            maxim = _discard_maxim(deal, best, best)
            found = Judged(with_notes(found.appraisal, maxim), found.chosen)
        return [found]
    if deal.phase is not Phase.PLAY:
        return []
    return _play(deal, legal, judge, strong, thrown, chosen, truth, alone=advise)


def _two_ways(
    deal: EcarteDealView,
    judge: _Judge,
    strong: EcarteStrong,
    thrown: frozenset[Card],
    options: tuple[Any, Any],
    chosen: Any,
) -> Judged:
    weighing = strong.weigh_options(deal, thrown, options)
    moment = Moment.PROPOSE if isinstance(options[0], Stand) else Moment.RESPOND
    appraisal = judge.appraise(
        moment,
        weighing.options,
        weighing.outcomes,
        chosen=chosen,
        more=lambda: strong.weigh_options(deal, thrown, options).outcomes,
    )
    maxim = _speaking_maxim(moment, deal, judge, appraisal.best.action)
    return Judged(with_notes(appraisal, maxim), chosen)


def _speaking_maxim(moment: Moment, deal: EcarteDealView, judge: _Judge, best: Any) -> Maxim | None:
    """The treatise's words for the best choice; none where they would seem to back the other
    (its advice is on when to play without proposing and when to refuse, not the reverse)."""
    king = deal.trump is not None and Card(Rank.KING, deal.trump) in deal.hand
    if moment is Moment.PROPOSE:
        # The treatise's odds are its jeux de règle's, "the king of trumps not in hand": on
        # another hand the weighing may still say play, but its maxim would then seem to say
        # what the hand is not.
        regle = deal.trump is not None and jeu_de_regle(deal.hand, deal.trump) is not None
        return ECARTE[Advice.TWO_TO_ONE] if isinstance(best, Stand) and regle and not king else None
    if not isinstance(best, Refuse):
        return None
    standing = judge.standing
    if king and standing is not None and standing.mine == standing.target - 1:
        return None  # the king marked makes his game, whatever he answers: no light hand
    if standing is not None and standing.theirs == standing.target - 1:
        return ECARTE[Advice.REFUSE_AGAINST_FOUR]
    return ECARTE[Advice.REFUSE]


def _discard(
    deal: EcarteDealView,
    judge: _Judge,
    strong: EcarteStrong,
    thrown: frozenset[Card],
    chosen: Discard,
    rng: random.Random,
) -> Judged:
    weighed = weigh_discards(deal, rng, strong.samples, thrown=thrown)
    options = [Discard(tuple(c for c in deal.hand if c in cards)) for cards in weighed.scores]
    keys = list(weighed.scores)

    def outcomes_of(scores: dict[frozenset[Card], tuple[int, ...]]) -> list[list[Weighed]] | None:
        if list(scores) != keys:
            return None
        return [[Weighed(1.0, ((s > 0, abs(s)),)) for s in scores[key]] for key in keys]

    best = keys.index(frozenset(weighed.choice))
    mine = options[keys.index(frozenset(chosen.cards))]
    appraisal = judge.appraise(
        Moment.DISCARD,
        options,
        outcomes_of(weighed.scores) or [],
        lambda _: best,
        chosen=mine,
        more=lambda: outcomes_of(weigh_discards(deal, rng, strong.samples, thrown=thrown).scores),
    )
    return Judged(with_notes(appraisal, _discard_maxim(deal, chosen, options[best])), mine)


def _discard_maxim(deal: EcarteDealView, chosen: Discard, best: Discard) -> Maxim | None:
    """The treatise's words on discarding, where they back the best discard: "discard at
    least three" beside a best of two would condemn the advice it stands under."""
    king = Card(Rank.KING, deal.trump) if deal.trump is not None else None
    if len(chosen.cards) < 3 <= len(best.cards) and king not in deal.hand:
        return ECARTE[Advice.DISCARD_THREE]
    spare = {c for c in deal.hand if c.suit is not deal.trump and c.rank is not Rank.KING}
    if set(best.cards) == spare:
        return ECARTE[Advice.THROW_ALL_BUT]
    return None


def _play(
    deal: EcarteDealView,
    legal: tuple[Any, ...],
    judge: _Judge,
    strong: EcarteStrong,
    thrown: frozenset[Card],
    chosen: Any,
    truth: Truth,
    *,
    alone: bool = False,
) -> list[Judged]:
    """The card played (and the king marked, the cards thrown down or the point claimed);
    ``alone`` weighs a card that is the only one to play too, as a hint asked for there
    still tells the chance of winning."""
    cards = [a.card for a in legal if isinstance(a, Play)]
    may_mark = MarkKing() in legal
    ending = isinstance(chosen, ThrowDown | ClaimPoint)
    if len(cards) < 2 and not may_mark and not ending and not (alone and cards):
        return []
    weighing = strong.weigh_play(deal, thrown, cards)
    if weighing is None:
        return []
    moment = Moment.LEAD if deal.lead is None else Moment.FOLLOW
    options: list[Any] = list(weighing.options)
    outcomes: list[Sequence[Weighed]] = list(weighing.outcomes)
    if ending and truth.ending is not None:
        moment = Moment.THROW_DOWN if isinstance(chosen, ThrowDown) else Moment.CLAIM
        sure = ((truth.ending > 0, abs(truth.ending)),)
        options.append(chosen)
        outcomes.append([Weighed(1.0, sure) for _ in weighing.outcomes[0]])

    def more() -> list[tuple[Weighed, ...]] | None:
        again = strong.weigh_play(deal, thrown, cards)
        return None if again is None or len(options) > len(cards) else list(again.outcomes)

    play = judge.appraise(moment, options, outcomes, _best_card, chosen=chosen, more=more)
    best_card = play.best if isinstance(play.best.action, Play) else _card_pick(play)
    judged: list[Judged] = []
    if may_mark and isinstance(chosen, MarkKing | Play):
        judged.append(_mark(deal, judge, weighing, best_card.action, chosen))
    if isinstance(chosen, MarkKing):
        return judged
    if len(play.options) > 1 or alone:
        seen = None
        if truth.all_seen is not None and isinstance(chosen, Play):
            seen = (
                float(max(truth.all_seen[c] for c in cards)),
                float(truth.all_seen[chosen.card]),
            )
        maxim = first_lead_maxim(deal, play.best.action)
        judged.append(Judged(with_notes(play, maxim, seen), chosen))
    return judged


def _card_pick(appraisal: Appraisal) -> OptionValue:
    """The best card, the lowest in Écarté order on a tie, as the strong player plays."""
    cards = [v for v in appraisal.options if isinstance(v.action, Play)]
    return max(cards, key=lambda v: (appraisal.score(v), -strength(v.action.card)))


def _best_card(appraisal: Appraisal) -> int:
    """The best card, unless throwing down or claiming did better."""
    card = _card_pick(appraisal)
    top = max(appraisal.options, key=appraisal.score)
    return appraisal.options.index(top if appraisal.score(top) > appraisal.score(card) else card)


def _mark(
    deal: EcarteDealView, judge: _Judge, weighing: Weighing, best_card: Any, chosen: Any
) -> Judged:
    """Marking the king against leaving it unmarked, on the samples of the best card."""
    outcomes = weighing.outcomes[weighing.options.index(best_card)]
    marked = [Weighed(o.weight, ((True, 1), *o.gains)) for o in outcomes]
    tells_only = mark_tells_only(deal, judge.standing)

    def pick(draft: Appraisal) -> int:
        marked_value, unmarked_value = (draft.score(v) for v in draft.options)
        if marked_value == unmarked_value:
            return 1 if tells_only else 0  # the strong player's rule on a tie
        return 0 if marked_value > unmarked_value else 1

    appraisal = judge.appraise(
        Moment.MARK_KING, (MarkKing(), LeaveKingUnmarked()), (marked, outcomes), pick
    )
    # The treatise's advice on announcing the king, read beside a king best marked, seems to
    # back leaving it: its words are quoted only where leaving it is best.
    leave = isinstance(appraisal.best.action, LeaveKingUnmarked)
    maxim = ECARTE[Advice.DO_NOT_MARK] if leave and tells_only else None
    mine = MarkKing() if isinstance(chosen, MarkKing) else LeaveKingUnmarked()
    return Judged(with_notes(appraisal, maxim), mine)


def first_lead_maxim(deal: EcarteDealView, best: Any) -> Maxim | None:
    """The treatise's counsel for the first lead of a deal, quoted only where the best card
    bears it out (a lead it would not make is not put beside its words)."""
    if deal.tricks or deal.lead is not None or deal.trump is None or not isinstance(best, Play):
        return None  # the treatise has no advice for following that the weighing speaks to
    if not counselled_lead(deal.hand, deal.trump, best.card):
        return None
    trumps = sum(card.suit is deal.trump for card in deal.hand)
    return ECARTE[Advice.THREE_TRUMPS if trumps >= 3 else Advice.STRONG_SUIT]
