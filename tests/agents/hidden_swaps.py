"""Whether a Piquet player's choice depends on a card hidden from it: two deals that differ only
in two hidden cards, which changed places (one of them in the adversary's hand), give it the
same view; a player that reads no hidden card makes the same choice in both."""

from __future__ import annotations

import itertools
import random

from tests.piquet_views.test_hidden_information import rename, spoken_calls, visible_cards

from salon.cards import piquet_pack
from salon.engine import IllegalActionError
from salon.pairs import make_agent
from salon.piquet.actions import Role
from salon.piquet.deal import Deal, DealAction, Phase


def choices_checked_alike(player: str, *, tricks: int, seeds: range) -> int:
    """On deals of the rules of thumb stopped at the first view with ``tricks`` tricks played,
    one swap of hidden cards per deal where one can be made: asserts ``player`` chooses alike
    on both, and says on how many deals it was checked."""
    checked = 0
    for seed in seeds:
        rng = random.Random(seed)
        deal = Deal()
        thumb = make_agent("thumb", seed)
        actions: list[DealAction] = []
        while True:
            role = deal.to_act
            if isinstance(role, Role):
                view = deal.view(role)
                if view.phase is Phase.PLAY and len(view.tricks) >= tricks:
                    break
                action = thumb.choose(view, view.legal)
            else:
                action = deal.random_action(rng)
            deal.apply(action)
            actions.append(action)
        hidden = sorted(set(piquet_pack()) - visible_cards(view), key=lambda c: c.index)
        for first, second in itertools.pairwise(hidden):
            other = Deal()
            try:
                for action in actions:
                    other.apply(rename(action, {first: second, second: first}))
            except (IllegalActionError, ValueError):
                continue
            other_view = other.view(view.role)
            if other_view != view or spoken_calls(other_view) != spoken_calls(view):
                continue
            theirs = view.role.other
            if set(other.view(theirs).hand) == set(deal.view(theirs).hand):
                continue  # the adversary's hand must differ for the check to mean anything
            choices = [make_agent(player, 7).choose(v, v.legal) for v in (view, other_view)]
            assert choices[0] == choices[1], (seed, first, second)
            checked += 1
            break
    return checked
