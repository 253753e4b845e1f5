"""The play of the cards alone, lean enough for computer players to search and roll out.

It counts exactly as a deal does (piquet-description-and-example.txt "Playing": one for each
card led, one for the second player's winning trick, the last trick, the cards, the capot, the
pique while younger has counted nothing); a test replays whole deals through both and compares.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from salon.cards import Card
from salon.piquet.actions import Role
from salon.piquet.rules import CARDS_POINTS, PIQUE_POINTS, THIRTY, PiquetRules, capot_points

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


@dataclass(slots=True)
class PlayState:
    """The hands, the trick in progress, tricks and counts so far, and the pique still open."""

    hands: list[set[Card]]
    leader: Role = ELDER
    lead: Card | None = None
    tricks_won: list[int] = field(default_factory=lambda: [0, 0])
    scores: list[int] = field(default_factory=lambda: [0, 0])
    pique_open: bool = False
    cards_counted: bool = False
    rules: PiquetRules = field(default_factory=PiquetRules)

    @property
    def to_play(self) -> Role:
        return self.leader if self.lead is None else self.leader.other

    @property
    def finished(self) -> bool:
        return sum(self.tricks_won) == 12

    def copy(self) -> PlayState:
        return PlayState(
            [set(self.hands[0]), set(self.hands[1])],
            self.leader,
            self.lead,
            list(self.tricks_won),
            list(self.scores),
            self.pique_open,
            self.cards_counted,
            self.rules,
        )

    def legal(self) -> list[Card]:
        hand = self.hands[self.to_play]
        if self.lead is not None:
            follow = [c for c in hand if c.suit is self.lead.suit]
            if follow:
                return sorted(follow, key=lambda c: c.index)
        return sorted(hand, key=lambda c: c.index)

    def _score(self, role: Role, points: int) -> None:
        self.scores[role] += points
        if role is YOUNGER:
            self.pique_open = False
        elif self.pique_open and self.scores[ELDER] >= THIRTY and self.scores[YOUNGER] == 0:
            self.pique_open = False
            self.scores[ELDER] += PIQUE_POINTS

    def play(self, card: Card) -> None:
        role = self.to_play
        self.hands[role].remove(card)
        if self.lead is None:
            self.lead = card
            self.leader = role
            self._score(role, 1)
            return
        lead = self.lead
        winner = role if card.suit is lead.suit and card.rank > lead.rank else self.leader
        self.tricks_won[winner] += 1
        self.lead = None
        self.leader = winner
        points = 1 if winner is role else 0
        if sum(self.tricks_won) == 12:
            points += self.rules.last_trick_points
        if points:
            self._score(winner, points)
        if (
            self.rules.cards_count_toward_pique
            and not self.cards_counted
            and self.tricks_won[ELDER] == 7
            and self.tricks_won[YOUNGER] == 0
        ):
            self.cards_counted = True
            self._score(ELDER, CARDS_POINTS)
        if self.finished:
            for side in Role:
                if self.tricks_won[side] == 12:
                    self.scores[side] += capot_points(self.cards_counted)
                elif self.tricks_won[side] > 6 and not self.cards_counted:
                    self.scores[side] += CARDS_POINTS

    def margin(self, role: Role) -> int:
        """``role``'s points less the adversary's, as the count stands."""
        return self.scores[role] - self.scores[role.other]


def greedy_card(state: PlayState) -> Card:
    """A quick sensible card: win the trick as cheaply as possible, else throw the lowest;
    when leading, lead the best card of the longest suit."""
    legal = state.legal()
    if state.lead is None:
        hand = state.hands[state.to_play]
        return max(legal, key=lambda c: (sum(1 for h in hand if h.suit is c.suit), c.rank))
    lead = state.lead
    winners = [c for c in legal if c.suit is lead.suit and c.rank > lead.rank]
    if winners:
        return min(winners, key=lambda c: c.rank)
    return min(legal, key=lambda c: c.rank)


def roll_out(state: PlayState) -> PlayState:
    """Play the deal to its end with :func:`greedy_card` on both sides."""
    while not state.finished:
        state.play(greedy_card(state))
    return state
