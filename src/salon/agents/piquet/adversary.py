"""Models of the adversary's play, by which the strong player weighs the ways his cards may lie.

A model gathers what :mod:`salon.agents.piquet.likelihood` and :mod:`salon.agents.piquet.conduct`
say of one kind of player: how he exchanges as elder and as younger, how often he sinks, and how
surely he replies and leads as the rules of thumb do. Each is fitted by maximum likelihood to a
player's own choices (``benchmarks/piquet_exchange_fit.py``, ``benchmarks/piquet_conduct_fit.py``).

A :class:`Reading` holds one model or several, each with the chance it is the adversary's
before he has made a choice: a sampled deal is then weighed by how likely his choices were
under each model, in proportion to those chances (a mixture), so the deal's own choices decide
which model reads him. The rules of thumb reply and lead far more surely than a searching
player, so their cards tell more of their hand when read by their own model.

>>> READ_AS_EITHER.models[1][0] is AS_THUMB
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Protocol

from salon.agents.piquet.conduct import (
    DECLARATIONS,
    LEADS,
    PLAY,
    DeclarationModel,
    Follow,
    Lead,
)
from salon.agents.piquet.likelihood import ELDER_MODEL, YOUNGER_MODEL, ExchangeModel
from salon.agents.piquet.thumb import lead_preference, reply_preference
from salon.cards import Card, piquet_pack

_PACK = piquet_pack()


class RepliesModel(Protocol):
    """How likely his cards played to this hand's leads were, had he held ``hand`` and put
    ``out`` out."""

    def likelihood(
        self, hand: Collection[Card], follows: Sequence[Follow], out: Collection[Card] = ()
    ) -> float: ...


class LeadsModel(Protocol):
    """How likely his leads were, had he held ``hand`` and put ``out`` out."""

    def likelihood(
        self, hand: Collection[Card], leads: Sequence[Lead], out: Collection[Card] = ()
    ) -> float: ...


def _by_rule(
    card: Card,
    options: Sequence[Card],
    rank: Callable[[Card], tuple[int, int, int]],
    tremble: float,
) -> float:
    """The chance of ``card`` among ``options`` for a player who plays by a rule (the options
    ranked highest by ``rank``, alike among themselves) but for a ``tremble``, shared alike by
    the other options."""
    keys = {option: rank(option) for option in options}
    top = max(keys.values())
    chosen = [option for option in options if keys[option] == top]
    if card in chosen:
        return (1.0 - tremble) / len(chosen) if len(chosen) < len(options) else 1.0 / len(chosen)
    return tremble / (len(options) - len(chosen))


@dataclass(frozen=True, slots=True)
class RuleReplies:
    """His replies as the rules of thumb play them (:func:`~salon.agents.piquet.thumb.
    reply_preference`), but for a ``tremble``: a hand under which his card was not theirs is
    that much less likely, never impossible."""

    tremble: float

    def likelihood(
        self, hand: Collection[Card], follows: Sequence[Follow], out: Collection[Card] = ()
    ) -> float:
        chance = 1.0
        for follow in follows:
            held = [c for c in hand if c not in follow.before]
            if follow.card not in held:
                continue  # the sampler never draws such a hand
            legal = [c for c in held if c.suit is follow.lead.suit] or held
            seen = {*held, *follow.gone, follow.lead, *out}
            unseen = [c for c in _PACK if c not in seen]
            chance *= _by_rule(
                follow.card,
                legal,
                partial(reply_preference, cards=legal, lead=follow.lead, unseen=unseen),
                self.tremble,
            )
        return chance


@dataclass(frozen=True, slots=True)
class RuleLeads:
    """His leads as the rules of thumb make them (:func:`~salon.agents.piquet.thumb.
    lead_preference`: a winning card, else the point), but for a ``tremble``."""

    tremble: float

    def likelihood(
        self, hand: Collection[Card], leads: Sequence[Lead], out: Collection[Card] = ()
    ) -> float:
        chance = 1.0
        for lead in leads:
            held = [c for c in hand if c not in lead.gone]
            if lead.card not in held:
                continue  # the sampler never draws such a hand
            seen = {*held, *lead.gone, *out}
            unseen = [c for c in _PACK if c not in seen]
            chance *= _by_rule(
                lead.card,
                held,
                partial(lead_preference, cards=held, unseen=unseen),
                self.tremble,
            )
        return chance


@dataclass(frozen=True, slots=True)
class AdversaryModel:
    """How one kind of adversary exchanges, calls and plays."""

    elder_exchange: ExchangeModel
    younger_exchange: ExchangeModel
    declarations: DeclarationModel
    replies: RepliesModel
    leads: LeadsModel
    plays_by_rule: bool = False
    """Whether he plays his cards by the rules of thumb, every one: then the best reply to his
    rule is worth more than the best play against his best."""

    def exchange(self, elder: bool) -> ExchangeModel:
        """The model of his exchange as elder (``elder``) or younger."""
        return self.elder_exchange if elder else self.younger_exchange


@dataclass(frozen=True, slots=True)
class Reading:
    """The models the adversary may play by, each with its chance before he has chosen."""

    models: tuple[tuple[AdversaryModel, float], ...]

    def __post_init__(self) -> None:
        if not self.models or any(chance <= 0.0 for _, chance in self.models):
            raise ValueError("a reading needs at least one model, each with a positive chance")

    @property
    def single(self) -> AdversaryModel | None:
        """The one model, when there is only one (then nothing is drawn)."""
        return self.models[0][0] if len(self.models) == 1 else None

    def draw(self, rng: random.Random) -> AdversaryModel:
        """A model drawn by its chance (the one model, drawing nothing, if there is one)."""
        if self.single is not None:
            return self.single
        models = [model for model, _ in self.models]
        return rng.choices(models, [chance for _, chance in self.models])[0]


AS_STRONG = AdversaryModel(ELDER_MODEL, YOUNGER_MODEL, DECLARATIONS, PLAY, LEADS)
"""The strong player's own choices (docs/agents.md, "Reading the adversary's exchange")."""

THUMB_TREMBLE = 0.02
"""How often the rules of thumb's card is read as not theirs: they never stray, but a lie of
the cards under which they would have must stay possible (the sampled discard may differ from
theirs, and a hand exactly theirs under a slightly different lie should not weigh nothing)."""

AS_THUMB = AdversaryModel(
    elder_exchange=ExchangeModel(elder=True, sharpness=0.9, keep_cost=20.0, count_sharpness=3.0),
    younger_exchange=ExchangeModel(elder=False, sharpness=1.0, keep_cost=18.5, count_sharpness=3.0),
    declarations=DeclarationModel(sink=0.005),
    replies=RuleReplies(tremble=THUMB_TREMBLE),
    leads=RuleLeads(tremble=THUMB_TREMBLE),
    plays_by_rule=True,
)
"""The rules of thumb's choices: their exchanges (benchmarks/results/exchanges-thumb.tsv, 800
deals; they always take every card they may) and their calls, replies and leads
(benchmarks/results/conduct-fit-thumb.txt, 300 deals)."""

READ_AS_STRONG = Reading(((AS_STRONG, 1.0),))
READ_AS_THUMB = Reading(((AS_THUMB, 1.0),))
READ_AS_EITHER = Reading(((AS_STRONG, 0.5), (AS_THUMB, 0.5)))
