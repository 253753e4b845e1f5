"""Moments of the play in deals of the rules of thumb, each with the true lie of the cards the
hand to act could not see (to check how a model of the adversary weighs the truth), or with the
card they played there (to check a model of their rule)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from salon.agents.piquet.inference import HiddenDeal, Knowledge
from salon.engine import turns
from salon.pairs import make_agent
from salon.piquet.actions import Play, Role
from salon.piquet.deal import Deal, Phase
from salon.piquet.view import DealView


def thumb_moments(seeds: range) -> Iterator[tuple[Knowledge, HiddenDeal, random.Random]]:
    """Every moment of the play after the first trick, in a deal of the rules of thumb for each
    of ``seeds``: what the hand to act knows, the adversary's hand and discard as they truly
    lie, and the deal's own chance (to draw lies with)."""
    for seed in seeds:
        rng = random.Random(seed)
        deal = Deal()
        seats = (make_agent("thumb", seed), make_agent("thumb", seed))
        for seat in turns(deal, rng):
            view = deal.view(Role(seat))
            if view.phase is Phase.PLAY and view.tricks:
                knowledge = Knowledge.from_view(view)
                other = deal.view(view.role.other)
                theirs = frozenset(other.hand) - knowledge.opponent_known
                discard = frozenset(other.discard) & set(knowledge.unseen)
                yield knowledge, HiddenDeal(theirs, discard, frozenset()), rng
            deal.apply(seats[seat].choose(view, view.legal))


def thumb_cards(seeds: range) -> Iterator[tuple[Deal, DealView, Play]]:
    """Every card played in a deal of the rules of thumb for each of ``seeds`` (one player
    seated at both hands): the deal before it, the view of the hand playing and its play."""
    for seed in seeds:
        rng = random.Random(seed)
        deal = Deal()
        thumb = make_agent("thumb", seed)
        for seat in turns(deal, rng):
            view = deal.view(Role(seat))
            action = thumb.choose(view, view.legal)
            if view.phase is Phase.PLAY and isinstance(action, Play):
                yield deal, view, action
            deal.apply(action)
