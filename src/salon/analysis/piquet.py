"""A Piquet decision weighed on the strong player's samples (:mod:`salon.agents.piquet.strong`).

Each decision is weighed by the same code the strong player chooses with, on deals sampled to
agree with everything the hand has seen and heard; its options are valued both by the partie's
settlement (the strong player's objective; a deal's margin when the deal is played alone) and
by the chance of winning. A discard the player chose outside the strong player's candidates is
weighed beside them. Looking at the cards left is not rated: it changes no count, only what the
hand knows, and the samples value both alike.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from salon.agents.piquet.exchange import candidate_discards
from salon.agents.piquet.strong import PiquetStrong, ReckonNoMore, Weighing
from salon.agents.piquet.utility import (
    DealUtility,
    MarginUtility,
    PartieUtility,
    chance_for,
    utility_for,
)
from salon.analysis.appraisal import (
    Appraisal,
    Judged,
    Moment,
    OptionValue,
    with_noise,
    with_notes,
)
from salon.analysis.maxims import PIQUET, Advice, Maxim
from salon.analysis.verdicts import PIQUET_POINTS
from salon.cards import Card
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
from salon.piquet.combinations import Category, best_point
from salon.piquet.deal import Phase
from salon.piquet.view import DealView


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
) -> list[Judged]:
    """The decisions ``chosen`` makes in ``view`` (none when it was forced or is not rated).

    ``all_seen`` gives, for a card played, each legal card's points for the hand to play with
    every card seen (the exact solution of the true deal). ``exact_exchange`` solves each
    sampled deal's play exactly in weighing a discard (else it is played out greedily). The
    maxim speaks to the choice made, or with ``advise`` (a hint) to the best."""
    deal = deal_of(view)
    legal = tuple(getattr(view, "legal", deal.legal))
    utility, chance = utility_for(view), chance_for(view)
    judge = _Judge(utility, chance, strong.samples)
    if deal.my_turn and deal.exchange_limit and isinstance(chosen, Exchange):
        return [_exchange(deal, chosen, strong, judge, exact=exact_exchange, advise=advise)]
    if deal.phase in (Phase.CALL, Phase.ANSWER, Phase.EXTRAS):
        if len(legal) < 2:
            return []
        weighing = strong.weigh_declaring(deal, legal)
        if weighing is None:
            return []
        moment = {Phase.CALL: Moment.CALL, Phase.ANSWER: Moment.ANSWER}.get(
            deal.phase, Moment.RECKON
        )
        appraisal = judge.appraise(moment, weighing, strong.call_samples)
        best = appraisal.best.action
        maxim = _declaring_maxim(moment, best if advise else chosen, best, utility, deal)
        return [Judged(with_notes(appraisal, maxim), chosen)]
    if deal.phase is not Phase.PLAY:
        return []
    return _play(deal, legal, chosen, strong, judge, all_seen, advise)


@dataclass(frozen=True, slots=True)
class _Judge:
    points: DealUtility
    chance: DealUtility
    samples: int

    def appraise(
        self, moment: Moment, weighing: Weighing, samples: int, *, best: Any = None
    ) -> Appraisal:
        points, chances = weighing.means(self.points), weighing.means(self.chance)
        options = tuple(
            OptionValue(action, p, c)
            for action, p, c in zip(weighing.options, points, chances, strict=True)
        )
        if best is None:
            best = max(range(len(options)), key=lambda i: points[i])  # ties: the first
        else:
            best = weighing.options.index(best)
        options = with_noise(options, weighing.values(self.points), best)
        return Appraisal(moment, options, options[best], PIQUET_POINTS, samples)


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
    appraisal = judge.appraise(Moment.DISCARD, weighing, strong.exchange_samples)
    mine = weighing.options[keys.index(frozenset(chosen.discard))]
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
    if reckons and isinstance(chosen, Reckon | Play | ThrowIn):
        weighing = strong.weigh_reckoning(deal, reckons)
        if weighing is not None:
            appraisal = judge.appraise(Moment.RECKON, weighing, strong.call_samples)
            mine = reckons[0] if isinstance(chosen, Reckon) else ReckonNoMore()
            best = appraisal.best.action
            spoken = best if advise else mine
            maxim = _declaring_maxim(Moment.RECKON, spoken, best, judge.points, deal)
            judged.append(Judged(with_notes(appraisal, maxim), mine))
    if isinstance(chosen, Reckon) or not isinstance(chosen, Play | ThrowIn):
        return judged
    if len(plays) < 2 and not may_throw:
        return judged
    weighing = strong.weigh_play(
        deal, plays, may_throw, margin_only=isinstance(judge.points, MarginUtility)
    )
    if weighing is None:
        return judged
    moment = Moment.LEAD if deal.lead is None else Moment.FOLLOW
    if isinstance(chosen, ThrowIn):
        moment = Moment.THROW_IN
    appraisal = judge.appraise(moment, weighing, strong.samples)
    best = appraisal.best.action
    if isinstance(best, ThrowIn) and moment is not Moment.THROW_IN:
        appraisal = replace(appraisal, moment=Moment.THROW_IN)
    maxim = _play_maxim(appraisal.moment, deal, judge)
    seen = None
    if all_seen is not None and isinstance(chosen, Play):
        seen = (max(all_seen[p.card] for p in plays), float(all_seen[chosen.card]))
    judged.append(Judged(with_notes(appraisal, maxim, seen), chosen))
    return judged


def _play_maxim(moment: Moment, deal: DealView, judge: _Judge) -> Maxim | None:
    me = deal.role
    last = isinstance(judge.points, PartieUtility) and judge.points.last_deal
    if moment is Moment.THROW_IN or (last and deal.scores[me] < 100 and not deal.tricks):
        return PIQUET[Advice.DIVIDE_THE_CARDS]
    if moment is Moment.FOLLOW:
        return PIQUET[Advice.KEEP_GUARDS]
    if deal.tricks:
        return None  # the advice on leading is for the first lead
    if me is Role.ELDER and deal.scores[Role.YOUNGER] == 0 and _pique_in_reach(deal):
        return PIQUET[Advice.PIQUE]
    return PIQUET[Advice.LEAD_THE_POINT]


def _pique_in_reach(deal: DealView) -> bool:
    """Whether elder could still reach thirty before younger scores: a point for each card he
    leads, and one for the last trick."""
    return deal.scores[Role.ELDER] + len(deal.hand) + 1 >= 30
