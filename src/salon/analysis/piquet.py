"""A Piquet decision weighed on the strong player's samples (:mod:`salon.agents.piquet.strong`).

Each decision is weighed by the same code the strong player chooses with, on deals sampled to
agree with everything the hand has seen and heard; its options are valued both by the partie's
settlement (the strong player's objective; a deal's margin when the deal is played alone) and
by the chance of winning. A discard the player chose outside the strong player's candidates is
weighed beside them. Looking at the cards left is not rated: it changes no count, only what the
hand knows, and the samples value both alike.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from salon.agents.piquet.exchange import candidate_discards
from salon.agents.piquet.strong import READING_POOL, PiquetStrong, ReckonNoMore, Weighing
from salon.agents.piquet.utility import (
    DealUtility,
    MarginUtility,
    PartieUtility,
    chance_for,
    utility_for,
)
from salon.analysis.appraisal import (
    AT_ONCE,
    Appraisal,
    Judged,
    Moment,
    OptionValue,
    Sampling,
    measured_apart,
    merged,
    until_clear,
    with_noise,
    with_notes,
)
from salon.analysis.equivalence import equivalent_plays
from salon.analysis.maxims import PIQUET, Advice, Maxim
from salon.analysis.verdicts import PIQUET_CHANCE, PIQUET_POINTS, Thresholds
from salon.cards import Card, Rank, piquet_pack
from salon.piquet.actions import (
    Answer,
    Exchange,
    Play,
    Reckon,
    Role,
    Sink,
    ThrowIn,
    Verdict,
)
from salon.piquet.choices import deal_menu
from salon.piquet.claims import Relation
from salon.piquet.combinations import Category, best_point
from salon.piquet.deal import Phase
from salon.piquet.view import DealView


def reading_player(strong: PiquetStrong) -> PiquetStrong:
    """``strong``, with as many samples, reading the adversary's exchange and his cards late
    in the play by best play, as the table's strong player reads them (seeded from it)."""
    return PiquetStrong(
        strong.rng.randrange(1 << 30),
        samples=strong.samples,
        exchange_samples=strong.exchange_samples,
        call_samples=strong.call_samples,
        read_exchange=True,
        read_late_play=True,
        pool=READING_POOL,
    )


def deal_of(view: Any) -> DealView:
    """The deal view within a partie's view (or the view itself)."""
    deal = getattr(view, "deal", view)
    assert isinstance(deal, DealView)
    return deal


def appraise_piquet(
    view: Any,
    chosen: Any,
    strong: PiquetStrong,
    *,
    all_seen: dict[Card, int] | None = None,
    exact_exchange: bool = True,
    advise: bool = False,
    sampling: Sampling = AT_ONCE,
) -> list[Judged]:
    """The decisions ``chosen`` makes in ``view`` (none when it was forced or is not rated).

    ``all_seen`` gives, for a card played, each legal card's points for the hand to play with
    every card seen (the exact solution of the true deal). ``exact_exchange`` solves each
    sampled deal's play exactly in weighing a discard (else it is played out greedily).
    ``sampling`` says how far a decision not yet sure is weighed. The maxim speaks to the
    choice made, or with ``advise`` (a hint) to the best."""
    deal = deal_of(view)
    legal = tuple(getattr(view, "legal", deal.legal))
    utility, chance = utility_for(view), chance_for(view)
    judge = _Judge(utility, chance, sampling)
    if deal.my_turn and deal.exchange_limit and isinstance(chosen, Exchange):
        return [_exchange(deal, chosen, strong, judge, exact=exact_exchange, advise=advise)]
    if deal.phase in (Phase.CALL, Phase.ANSWER, Phase.EXTRAS):
        if len(legal) < 2:
            return []
        reader = reading_player(strong)
        legal = _fullest_first(deal, legal)
        weighing = reader.weigh_declaring(deal, legal)
        if weighing is None:
            return []
        moment = {Phase.CALL: Moment.CALL, Phase.ANSWER: Moment.ANSWER}.get(
            deal.phase, Moment.RECKON
        )
        appraisal = judge.appraise(
            moment, weighing, chosen, lambda: reader.weigh_declaring(deal, legal)
        )
        best = appraisal.best.action
        maxim = _declaring_maxim(moment, best if advise else chosen, best, utility, deal)
        return [Judged(with_notes(appraisal, maxim), chosen)]
    if deal.phase is not Phase.PLAY:
        return []
    return _play(deal, legal, chosen, strong, judge, all_seen, advise)


def _fullest_first(deal: DealView, legal: tuple[Any, ...]) -> tuple[Any, ...]:
    """The calls and answers in the order a player is offered them, the whole combination
    before the lesser calls the laws allow: among choices the samples find equal, the first
    is recommended, and a player calls what he holds."""
    offered = [choice.action for choice in deal_menu(deal).choices]
    return (*(a for a in offered if a in legal), *(a for a in legal if a not in offered))


@dataclass(frozen=True, slots=True)
class _Judge:
    points: DealUtility
    chance: DealUtility
    sampling: Sampling

    @property
    def thresholds(self) -> Thresholds:
        """A deal alone is graded on its points, a partie on the chance of winning it."""
        return PIQUET_POINTS if isinstance(self.points, MarginUtility) else PIQUET_CHANCE

    def appraise(
        self,
        moment: Moment,
        weighing: Weighing,
        chosen: Any,
        more: Callable[[], Weighing | None] | None = None,
    ) -> Appraisal:
        """The options valued; while the choice made is not sure of its grade, weighed again
        on fresh samples (``more``), doubling them as far as :attr:`sampling` says."""
        return until_clear(
            lambda w: self.value(moment, w),
            weighing,
            chosen,
            more,
            merged,
            most=self.sampling.most,
            sure=self.sampling.sure,
        )

    def value(self, moment: Moment, weighing: Weighing) -> Appraisal:
        points, chances = weighing.values(self.points), weighing.values(self.chance)
        deal = weighing.values(MarginUtility())
        options = tuple(
            OptionValue(action, statistics.fmean(p), statistics.fmean(c), deal=statistics.fmean(d))
            for action, p, c, d in zip(weighing.options, points, chances, deal, strict=True)
        )
        best = max(range(len(options)), key=lambda i: options[i].points)  # ties: the first
        thresholds = self.thresholds
        graded = 0 if thresholds is PIQUET_POINTS else 1
        options = with_noise(options, (points, chances)[graded], best)
        options = measured_apart(options, points, (points, chances, deal), graded)
        values = tuple(tuple(v) for v in (points, chances)[graded])
        return Appraisal(
            moment, options, options[best], thresholds, len(points[0]), graded_values=values
        )


def _exchange(
    deal: DealView,
    chosen: Exchange,
    strong: PiquetStrong,
    judge: _Judge,
    *,
    exact: bool,
    advise: bool,
) -> Judged:
    elder = deal.role is Role.ELDER
    candidates = candidate_discards(deal.hand, deal.exchange_limit, elder=elder)
    keys = [frozenset(c) for c in candidates]
    if frozenset(chosen.discard) not in keys:
        candidates.append(chosen.discard)
        keys.append(frozenset(chosen.discard))
    weighing = strong.weigh_exchange(deal, candidates, exact=exact)
    mine = weighing.options[keys.index(frozenset(chosen.discard))]
    appraisal = judge.appraise(
        Moment.DISCARD,
        weighing,
        mine,
        lambda: strong.weigh_exchange(deal, candidates, exact=exact),
    )
    best = appraisal.best.action
    spoken = best if advise else mine
    return Judged(with_notes(appraisal, _discard_maxim(deal, spoken, best, elder=elder)), mine)


def _discard_maxim(deal: DealView, chosen: Exchange, best: Exchange, *, elder: bool) -> Maxim:
    kept = [c for c in deal.hand if c not in best.discard]
    point = best_point(deal.hand)
    if point is not None and any(c.suit is point.suit and c in kept for c in chosen.discard):
        return PIQUET[Advice.KEEP_POINT]
    if len(chosen.discard) < len(best.discard):
        return PIQUET[Advice.LEAVE_NONE]
    if len(chosen.discard) > len(best.discard):
        return PIQUET[Advice.LEFT_CARD]
    return PIQUET[Advice.ELDER_ATTACKS if elder else Advice.YOUNGER_GUARDS]


def _declaring_maxim(
    moment: Moment, chosen: Any, best: Any, utility: DealUtility, deal: DealView
) -> Maxim | None:
    me = deal.role
    if not utility.points_always_help(deal.scores[me], deal.scores[me.other]):
        return PIQUET[Advice.SIXTH_HAND]
    if isinstance(chosen, Sink) or isinstance(best, Sink):
        return PIQUET[Advice.SINKING]
    if moment is Moment.CALL:
        return PIQUET[Advice.BEFORE_CALLING]
    if moment is Moment.ANSWER:
        equal = isinstance(chosen, Answer) and chosen.verdict is Verdict.EQUAL
        if equal and isinstance(best, Answer) and best.verdict is Verdict.GOOD:
            return PIQUET[Advice.EQUAL_EXPOSES]
        # The hints' advice is on a point not good; none is given for the other answers.
        return PIQUET[Advice.NOTE_THE_SUIT] if deal.calling is Category.POINT else None
    return None


def _play(
    deal: DealView,
    legal: tuple[Any, ...],
    chosen: Any,
    strong: PiquetStrong,
    judge: _Judge,
    all_seen: dict[Card, int] | None,
    advise: bool,
) -> list[Judged]:
    reckons = [a for a in legal if isinstance(a, Reckon)]
    plays = [a for a in legal if isinstance(a, Play)]
    may_throw = any(isinstance(a, ThrowIn) for a in legal)
    judged: list[Judged] = []
    reader = reading_player(strong)
    if reckons and isinstance(chosen, Reckon | Play | ThrowIn):
        weighing = reader.weigh_reckoning(deal, reckons)
        if weighing is not None:
            mine = reckons[0] if isinstance(chosen, Reckon) else ReckonNoMore()
            appraisal = judge.appraise(
                Moment.RECKON, weighing, mine, lambda: reader.weigh_reckoning(deal, reckons)
            )
            best = appraisal.best.action
            spoken = best if advise else mine
            maxim = _declaring_maxim(Moment.RECKON, spoken, best, judge.points, deal)
            judged.append(Judged(with_notes(appraisal, maxim), mine))
    if isinstance(chosen, Reckon) or not isinstance(chosen, Play | ThrowIn):
        return judged
    if len(plays) < 2 and not may_throw:
        return judged
    sets = equivalent_plays(deal, plays)

    def weigh() -> Weighing | None:
        # One card of each set of equivalent cards is weighed; the others take its values.
        found = reader.weigh_play(
            deal,
            [members[0] for members in sets],
            may_throw,
            margin_only=isinstance(judge.points, MarginUtility),
        )
        return None if found is None else _spread_over(found, sets)

    weighing = weigh()
    if weighing is None:
        return judged
    moment = Moment.LEAD if deal.lead is None else Moment.FOLLOW
    if isinstance(chosen, ThrowIn):
        moment = Moment.THROW_IN
    appraisal = judge.appraise(moment, weighing, chosen, weigh)
    best = appraisal.best.action
    if isinstance(best, ThrowIn) and moment is not Moment.THROW_IN:
        appraisal = replace(appraisal, moment=Moment.THROW_IN)
    maxim = _play_maxim(appraisal.moment, deal, judge, best)
    seen = None
    if all_seen is not None and isinstance(chosen, Play):
        seen = (max(all_seen[p.card] for p in plays), float(all_seen[chosen.card]))
        appraisal = _with_all_seen(appraisal, all_seen)
    judged.append(Judged(with_notes(appraisal, maxim, seen), chosen))
    return judged


def _with_all_seen(appraisal: Appraisal, all_seen: dict[Card, int]) -> Appraisal:
    """Each card's points with every card seen, beside its values on the samples."""

    def seen(option: OptionValue) -> OptionValue:
        if not isinstance(option.action, Play):
            return option
        return replace(option, all_seen=float(all_seen[option.action.card]))

    options = tuple(seen(o) for o in appraisal.options)
    best = appraisal.options.index(appraisal.best)
    return replace(appraisal, options=options, best=options[best])


def _spread_over(weighing: Weighing, sets: list[list[Play]]) -> Weighing:
    """The weighing of one card of each set given to every card of the set (a throw-in, when
    weighed, stays last)."""
    options: list[Any] = []
    outcomes: list[Any] = []
    for number, members in enumerate(sets):
        options.extend(members)
        outcomes.extend([weighing.outcomes[number]] * len(members))
    if len(weighing.options) > len(sets):
        options.append(weighing.options[-1])
        outcomes.append(weighing.outcomes[-1])
    return Weighing(tuple(options), tuple(outcomes))


def _play_maxim(moment: Moment, deal: DealView, judge: _Judge, best: Any) -> Maxim | None:
    """The advice for the kind of card, quoted only where it agrees with the recommendation."""
    me = deal.role
    last = isinstance(judge.points, PartieUtility) and judge.points.last_deal
    if moment is Moment.THROW_IN or (last and deal.scores[me] < 100 and not deal.tricks):
        return PIQUET[Advice.DIVIDE_THE_CARDS]
    card = best.card if isinstance(best, Play) else None
    if card is None:
        return None
    if moment is Moment.FOLLOW:
        return None if _unguards(deal.hand, card) else PIQUET[Advice.KEEP_GUARDS]
    if deal.tricks:
        return None  # the advice on leading is for the first lead
    if me is Role.ELDER and deal.scores[Role.YOUNGER] == 0 and _pique_in_reach(deal):
        return PIQUET[Advice.PIQUE] if _master(deal, card) else None
    point = best_point(deal.hand)
    return PIQUET[Advice.LEAD_THE_POINT] if point and card.suit is point.suit else None


def _unguards(hand: tuple[Card, ...], card: Card) -> bool:
    """Whether playing ``card`` leaves a king or queen of its suit short of its guards (one
    card for a king, two for a queen)."""
    rest = [c for c in hand if c.suit is card.suit and c != card]
    for high, guards in ((Rank.KING, 1), (Rank.QUEEN, 2)):
        holds = any(c.rank is high for c in rest)
        was = sum(1 for c in hand if c.suit is card.suit and c.rank < high)
        now = sum(1 for c in rest if c.rank < high)
        if holds and now < guards <= was:
            return True
    return False


def _master(deal: DealView, card: Card) -> bool:
    """Whether ``card`` is a winning card: every higher card of its suit held or discarded."""
    known = set(deal.hand) | set(deal.discard)
    higher = [c for c in piquet_pack() if c.suit is card.suit and c.rank > card.rank]
    return all(c in known for c in higher)


def _pique_in_reach(deal: DealView) -> bool:
    """Whether elder could still reach thirty before younger scores: a point for each card he
    leads, and one for the last trick; and younger has nothing good ("not good" to a call),
    which he reckons before the points of the play (piquet-encyclopedia-1902-with-laws.txt,
    the order in which the scores accrue)."""
    beaten = any(c.role is Role.YOUNGER and c.relation is Relation.BEATS for c in deal.claims)
    return not beaten and deal.scores[Role.ELDER] + len(deal.hand) + 1 >= 30
