"""The exact solver's view of a play in progress, shared by the strong player and its weighing of
the exchange."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace

from salon.cards import Card, piquet_pack
from salon.piquet.actions import Role
from salon.piquet.playout import PlayState
from salon.piquet.view import DealView
from salon.solvers.piquet_dd import PlayPosition, mask_of

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def play_position(state: PlayState) -> PlayPosition:
    """The exact solver's position of a play state."""
    return PlayPosition(
        hands=(mask_of(state.hands[0]), mask_of(state.hands[1])),
        leader=int(state.leader),
        lead=-1 if state.lead is None else state.lead.index,
        tricks=(state.tricks_won[0], state.tricks_won[1]),
        scores=(state.scores[0], state.scores[1]),
        pique_open=state.pique_open,
        last_trick_ten=state.rules.last_trick_ten,
        cards_toward_pique=state.rules.cards_count_toward_pique,
        cards_counted=state.cards_counted,
    )


def ruled_by_thumb(
    position: PlayPosition,
    ruled: Role,
    state: PlayState,
    view: DealView,
    his_discard: Collection[Card],
) -> PlayPosition:
    """``position`` (of ``state``, as ``view`` sees the play) with the ``ruled`` hand playing
    its cards by the rules of thumb. They judge a card a winner against every card they have
    not seen: neither hand's, nor their discard (``his_discard``), nor played.
    """
    played = {card for trick in view.tricks for card in (trick.lead, trick.reply)}
    if state.lead is not None:
        played.add(state.lead)
    out = set(_PACK) - state.hands[0] - state.hands[1] - played - set(his_discard)
    return replace(position, ruled=int(ruled), unseen_by_ruled=mask_of(out))


_PACK = piquet_pack()


def split_points(final: Sequence[int], margin: int, before: Sequence[int]) -> list[int]:
    """Final points with elder's margin ``margin`` and the sum of ``final`` (from a play-out),
    neither hand below what it had."""
    total = final[ELDER] + final[YOUNGER]
    elder = max(before[ELDER], round((total + margin) / 2))
    younger = elder - margin
    if younger < before[YOUNGER]:
        younger = before[YOUNGER]
        elder = younger + margin
    return [elder, younger]
