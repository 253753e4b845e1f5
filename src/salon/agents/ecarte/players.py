"""The strong Écarté player, which searches where the treatise (``salon.agents.ecarte.thumb``)
gives rules of thumb.

For the play it deals the unseen cards many times in ways that agree with what it has seen (the
duty to follow, to win and to trump tells of voids and of missing higher cards; the number of
cards the adversary threw tells how many trumps and kings he kept, read as the treatise's discard
would make it; the cards it threw itself are nowhere to be dealt), solves each
deal's remaining tricks exactly (``salon.solvers.ecarte_dd``), and plays the card with the best
average outcome. In a game, an outcome is weighed by the chance of winning the game after it
(``salon.agents.ecarte.standing``), in a deal alone by its points. Its discard is searched in
``salon.agents.ecarte.discard``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from salon.agents.ecarte.discard import search_discard
from salon.agents.ecarte.playout import MENDED_PLAY_OUT, PlayOut
from salon.agents.ecarte.reading import HandLikelihood, KingReading, ThrownCards, played_cards
from salon.agents.ecarte.standing import Gain, Standing, outcome_worth
from salon.agents.ecarte.thumb import (
    EcarteRulesOfThumb,
    deal_view,
)
from salon.cards import Card, Suit, piquet_pack
from salon.ecarte.actions import Accept, Discard, MarkKing, Play, Propose, Refuse, Stand
from salon.ecarte.deal import Phase
from salon.ecarte.order import strength
from salon.ecarte.view import EcarteDealView
from salon.solvers.ecarte_dd import (
    EcartePosition,
    mask_of,
    point_worth,
    solve_all_moves,
)

_PACK = piquet_pack()


WEIGH_SAMPLES = 60
"""Deals sampled to weigh playing against proposing, or refusing against accepting."""
SAMPLE_TRIES = 10
"""Deals tried for each one wanted in the play, most refused for disagreeing with the play."""


@dataclass(frozen=True, slots=True)
class Weighed:
    """One sampled deal's outcome of an option: its weight among the samples and the points
    it marked, in order."""

    weight: float
    gains: tuple[Gain, ...]


@dataclass(frozen=True, slots=True)
class Weighing:
    """The options of one choice and, for each, its outcome on every sampled deal (the same
    deals for every option)."""

    options: tuple[Any, ...]
    outcomes: tuple[tuple[Weighed, ...], ...]

    def means(self, worth: Callable[[Sequence[Gain]], float]) -> list[float]:
        """Each option's mean ``worth`` over its outcomes, weighted by how likely each sampled
        deal is. Divided by the weights' sum, not the samples' count: the weights average one
        only in expectation, and a chance of winning must stay between nought and one."""
        return [sum(values) / len(values) if values else 0.0 for values in self.values(worth)]

    def values(self, worth: Callable[[Sequence[Gain]], float]) -> list[list[float]]:
        """Each option's weighted ``worth`` on every sampled deal, the weights scaled to
        average one, so that their mean is :meth:`means`."""
        return [_scaled(results, worth) for results in self.outcomes]


def _scaled(results: Sequence[Weighed], worth: Callable[[Sequence[Gain]], float]) -> list[float]:
    """``worth`` on each result, weighted by its weight over the weights' mean.

    >>> gains = ((True, 1),)
    >>> _scaled([Weighed(3.0, gains), Weighed(1.0, ())], lambda g: float(bool(g)))
    [1.5, 0.0]
    """
    total = sum(o.weight for o in results)
    if total <= 0:
        return [0.0 for _ in results]
    return [o.weight * len(results) / total * worth(o.gains) for o in results]


class EcarteStrong:
    """Sampled deals for proposing, refusing, discarding and the play.

    ``discard_by_search=False`` keeps the treatise's discard, and ``read_exchange=False``
    leaves the number of cards the adversary threw unread, to measure each against.
    ``play_out`` says how the deals that weigh proposing and refusing go on (:class:`PlayOut`):
    on through the exchanges, as the review's, unless told otherwise."""

    name = "strong"

    def __init__(
        self,
        seed: int | None = None,
        *,
        samples: int = 60,
        weigh_samples: int = WEIGH_SAMPLES,
        discard_by_search: bool = True,
        read_exchange: bool = True,
        play_out: PlayOut = MENDED_PLAY_OUT,
    ) -> None:
        self.rng = random.Random(seed)
        # The discard draws from a generator of its own, so that choosing the treatise's discard
        # or searching leaves the rest of the play's samples alike.
        self.discard_rng = random.Random(seed)
        self.samples = samples
        self.weigh_samples = weigh_samples
        self.discard_by_search = discard_by_search
        self.read_exchange = read_exchange
        self.play_out = play_out
        self.thumb = EcarteRulesOfThumb()
        self.memory = ThrownCards()

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        deal = deal_view(view)
        standing = standing_of(view, deal)
        thrown = self.memory.thrown(deal)
        if deal.phase is Phase.PROPOSAL and Propose() in legal:
            return self._better(self.weigh_options(deal, thrown, (Stand(), Propose())), standing)
        if deal.phase is Phase.RESPONSE:
            return self._better(self.weigh_options(deal, thrown, (Refuse(), Accept())), standing)
        if MarkKing() in legal and not mark_tells_only(deal, standing):
            # A point outright; what it tells, that he holds the king of trumps, costs less: the
            # king is the highest trump and wins its trick regardless.
            return MarkKing()
        if deal.discard_limit and self.discard_by_search:
            return Discard(search_discard(deal, self.discard_rng, self.samples, thrown=thrown))
        plays = [a for a in legal if isinstance(a, Play)]
        if deal.phase is not Phase.PLAY:
            return self.thumb.choose(view, legal)  # the treatise's discard
        if len(plays) == 1:
            return plays[0]
        weighing = self.weigh_play(deal, thrown, [p.card for p in plays])
        if weighing is None:
            fallback: Play = self.thumb.choose(deal, tuple(plays))
            return fallback
        worth = weighing.means(lambda gains: outcome_worth(standing, gains))
        totals = dict(zip(weighing.options, worth, strict=True))
        return max(weighing.options, key=lambda p: (totals[p], -strength(p.card)))

    @staticmethod
    def _better(weighing: Weighing, standing: Standing | None) -> Any:
        """The option of two with the better average, the first on a tie."""
        first, second = weighing.means(lambda gains: outcome_worth(standing, gains))
        return weighing.options[0] if first >= second else weighing.options[1]

    def weigh_options(
        self, deal: EcarteDealView, thrown: frozenset[Card], options: tuple[Any, Any]
    ) -> Weighing:
        """Play each option out on sampled deals, all by the rules of thumb: the response and
        the exchange, the king marked by whoever then holds it, and the tricks, neither side
        seeing the other's cards; or as :attr:`play_out` says.

        The player's own choices play the tricks as the treatise counsels: measured against
        players of the rules of thumb, that weighs them better (docs/agents.md, "The Écarté
        player and the score of the game"). The review goes on otherwise, nearer to how two
        strong players go on (docs/analysis.md, "Honesty of the analysis, measured")."""
        trump = deal.trump
        assert trump is not None and deal.turn_up is not None
        me, other = deal.seat, 1 - deal.seat
        elder = 1 - deal.dealer
        unseen = [c for c in _PACK if c not in deal.hand and c != deal.turn_up and c not in thrown]
        found: tuple[list[Weighed], list[Weighed]] = ([], [])
        likely = HandLikelihood(deal) if self.read_exchange else None
        for _ in range(self.weigh_samples):
            hand, weight = self._deal_him(likely, unseen, 5)
            hands: list[set[Card]] = [set(), set()]
            hands[me] = set(deal.hand)
            hands[other] = set(hand)
            stock = unseen[5 : 5 + deal.stock_count]
            for index, option in enumerate(options):
                gains = self.play_out.gains(
                    option, [set(h) for h in hands], list(stock), deal, (elder, me)
                )
                found[index].append(Weighed(weight, tuple(gains)))
        return Weighing(options, (tuple(found[0]), tuple(found[1])))

    def _deal_him(
        self, likely: HandLikelihood | None, unseen: list[Card], count: int
    ) -> tuple[list[Card], float]:
        """The adversary's hand and its weight, drawn from ``unseen`` (shuffled; its cards
        after the hand serve as the stock): by the reading of the exchange if there is one."""
        if likely:
            return likely.draw(unseen, count, self.rng)
        self.rng.shuffle(unseen)
        return unseen[:count], 1.0

    def weigh_play(
        self, deal: EcarteDealView, thrown: frozenset[Card], plays: Sequence[Card]
    ) -> Weighing | None:
        """Each card on sampled deals, the rest of the tricks solved exactly; the adversary
        marks the king first where he holds it and may. None if no deal agreed with the play.
        """
        trump = deal.trump
        assert trump is not None
        me, other = deal.seat, 1 - deal.seat
        # The adversary holds as many cards as we do, one fewer if he has led to this trick.
        opponent_count = len(deal.hand) - (1 if deal.lead is not None else 0)
        seen = set(deal.hand) | thrown | played_cards(deal)
        if deal.turn_up is not None:
            seen.add(deal.turn_up)
        unseen = [c for c in _PACK if c not in seen]
        found: dict[Card, list[Weighed]] = {card: [] for card in plays}
        counted = 0
        point = _point_worth(deal)
        sign = 1 if me == 0 else -1  # the solver's values are seat 0's score less seat 1's
        # Best play by both sides is the same whether it counts points or the chance of the
        # game, since more points are never worse; only the average over samples differs.
        worth = {v: ((sign * v > 0, abs(v)),) for v in (-2, -1, 1, 2)}
        # In samples where the adversary holds the king and may still mark it, his point
        # comes first: at four it makes his game whatever the tricks.
        marked_first = {v: ((False, 1), (sign * v > 0, abs(v))) for v in worth}
        mine = mask_of(deal.hand)
        likely = HandLikelihood(deal) if self.read_exchange else None
        king = KingReading.of_view(deal)
        for _ in range(self.samples * SAMPLE_TRIES):
            if counted == self.samples:
                break
            hand, weight = self._deal_him(likely, unseen, opponent_count)
            if not _agrees(deal, hand, other, trump) or not king.allows(hand):
                continue
            counted += 1
            hands = (mine, mask_of(hand)) if me == 0 else (mask_of(hand), mine)
            position = EcartePosition(
                hands,
                trump,
                leader=deal.leader,
                lead=-1 if deal.lead is None else deal.lead.index,
                tricks=deal.tricks_won,
                point=point,
            )
            values = marked_first if king.will_mark(hand) else worth
            for card, value in solve_all_moves(position).items():
                found[card].append(Weighed(weight, values[value]))
        if not counted:
            return None
        return Weighing(tuple(Play(c) for c in plays), tuple(tuple(found[c]) for c in plays))


def standing_of(view: Any, deal: EcarteDealView) -> Standing | None:
    """The game's score as the player sees it, if he is playing a game and not a lone deal."""
    scores = getattr(view, "scores", None)
    if scores is None:
        return None
    me, other = deal.seat, 1 - deal.seat
    return Standing(
        mine=scores[me] + deal.points[me],
        theirs=scores[other] + deal.points[other],
        target=view.points_for_game,
        dealing=deal.dealer == me,
    )


def mark_tells_only(deal: EcarteDealView, standing: Standing | None) -> bool:
    """Whether marking the king would only show it: the point decides the game whichever side
    wins it, and the king alone does not make the game (the treatise, "Effect of the score":
    at four to the dealer's three, the non-dealer having played without proposing, the dealer
    "should not mark it")."""
    if standing is None:
        return False
    point = _point_worth(deal)
    me = deal.seat
    return (
        standing.mine + 1 < standing.target
        and standing.mine + point[me] >= standing.target
        and standing.theirs + point[1 - me] >= standing.target
    )


def _agrees(deal: EcarteDealView, hand: list[Card], seat: int, trump: Suit) -> bool:
    """Whether the adversary could hold ``hand`` now, given how he played to each trick."""
    for trick in deal.tricks:
        if trick.leader == seat:
            continue
        lead, reply = trick.lead, trick.reply
        if reply.suit is not lead.suit:
            if any(c.suit is lead.suit for c in hand):
                return False  # he did not follow: void in the suit led
            if reply.suit is not trump and any(c.suit is trump for c in hand):
                return False  # void and did not trump: no trumps
        elif strength(reply) < strength(lead) and any(
            c.suit is lead.suit and strength(c) > strength(lead) for c in hand
        ):
            return False  # followed without winning: nothing higher in that suit
    return True


def _point_worth(deal: EcarteDealView) -> tuple[int, int]:
    """What the point scores for seats 0 and 1: two, not one, against the side that played
    without proposing or refused the first proposal."""
    elder = 1 - deal.dealer
    said = [(e.seat, e.words) for e in deal.talk]
    stood = (elder, "I play.") in said and deal.proposals == 0
    refused_first = deal.proposals == 1 and (deal.dealer, "I refuse.") in said
    return point_worth(elder if stood else deal.dealer if refused_first else None)
