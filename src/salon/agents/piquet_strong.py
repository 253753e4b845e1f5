"""A stronger Piquet player: it infers the adversary's cards and searches the play.

For each card it may play it deals the unseen cards many times in ways that agree with all it
has seen and heard (:mod:`salon.agents.piquet_inference`), plays each deal out quickly with the
card tried first (or, late in the play, solves it exactly), and keeps the card with the best
average margin. Its other choices (the
exchange, the calls, the answers) follow the rules of thumb for now.
"""

from __future__ import annotations

import random
from typing import Any

from salon.agents.piquet_inference import Knowledge
from salon.agents.piquet_thumb import PiquetRulesOfThumb
from salon.cards import Card
from salon.piquet.actions import Play, Role
from salon.piquet.playout import PlayState, roll_out
from salon.piquet.talk import EventKind
from salon.piquet.view import DealView
from salon.solvers.piquet_dd import PlayPosition, mask_of, solve_all_moves

EXACT_FROM = 7
"""With this many cards or fewer in hand, each sampled deal's play is solved exactly."""


def _position(state: PlayState) -> PlayPosition:
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


class PiquetStrong:
    """Rules of thumb for the hand; determinized sampling and roll-outs for the play."""

    name = "strong"

    def __init__(self, seed: int | None = None, *, samples: int = 24) -> None:
        self.rng = random.Random(seed)
        self.samples = samples
        self.thumb = PiquetRulesOfThumb()

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        deal: DealView | None = getattr(view, "deal", view)
        plays = [a for a in legal if isinstance(a, Play)]
        if not isinstance(deal, DealView) or len(plays) < 2 or len(plays) != len(legal):
            return self.thumb.choose(view, legal)
        return self._search(deal, plays)

    def _search(self, view: DealView, plays: list[Play]) -> Play:
        knowledge = Knowledge.from_view(view)
        totals = {play: 0.0 for play in plays}
        counted = 0
        for _ in range(self.samples):
            hidden = knowledge.sample(self.rng, tries=300)
            if hidden is None:
                continue
            counted += 1
            opponent = set(hidden.opponent_hand | knowledge.opponent_known)
            start = self._state(view, opponent)
            if len(view.hand) <= EXACT_FROM:
                exact = solve_all_moves(_position(start))
                sign = 1 if view.role is Role.ELDER else -1
                for play in plays:
                    totals[play] += sign * exact[play.card]
                continue
            for play in plays:
                state = start.copy()
                state.play(play.card)
                totals[play] += roll_out(state).margin(view.role)
        if not counted:
            fallback: Play = self.thumb.choose(view, tuple(plays))
            return fallback
        return max(plays, key=lambda p: (totals[p], -p.card.rank))

    @staticmethod
    def _state(view: DealView, opponent: set[Card]) -> PlayState:
        hands: list[set[Card]] = [set(), set()]
        hands[view.role] = set(view.hand)
        hands[view.role.other] = opponent
        over = any(e.kind in (EventKind.PIQUE, EventKind.REPIQUE) for e in view.talk)
        return PlayState(
            hands=hands,
            leader=view.leader,
            lead=view.lead,
            tricks_won=list(view.tricks_won),
            scores=list(view.scores),
            pique_open=not over and view.scores[Role.YOUNGER] == 0,
        )
