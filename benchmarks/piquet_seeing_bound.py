"""How much better Piquet's card play could be: the strong player seeing the adversary's cards.

A player that sees the adversary's hand has nothing left to infer in the card play: it solves
each position exactly. It plays the strong player's exchange and calls, so set against the
strong player on the same seeds, pair by pair, its gain is what perfect inference with exact
search would add to the play. It is a measure, never a player: it reads a hand it must not.

    scripts/run python benchmarks/piquet_seeing_bound.py --pairs 300 \\
        --out benchmarks/results/duplicate-strong-seeing-play-2026.tsv --jobs 1 \\
        --control benchmarks/results/duplicate-strong-exact-finalists-2026.tsv

The deals, seeds and file are those of ``piquet_duplicate_deals.py``, against ``strong-2026``.
With ``--from-trick K`` the cards are seen only from the K-th trick, the strong player's play
before it: where in the play the gain lies. With ``--see-exchange`` the exchange is seen too:
each discard is weighed on the deal as it truly lies, the adversary's own exchange foreseen
by asking a copy of him, and the play solved exactly. What that makes over ``strong-2026`` is
what a player seeing every card, with today's calls, could make at most.
"""

from __future__ import annotations

import argparse
import copy
import os
import random
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from piquet_duplicate_deals import _margins, first_margin, paired_gain
from salon.agents.piquet.exact import play_position
from salon.agents.piquet.exchange import carte_blanche_holder, wide_candidate_discards
from salon.agents.piquet.hands import count_hands
from salon.agents.piquet.positions import state_of
from salon.agents.piquet.strong import PiquetStrong, first_trick_state
from salon.cards import Card, piquet_pack
from salon.match import make_agent
from salon.piquet.actions import Exchange, LookAtLeft, Play, Role
from salon.piquet.deal import Deal, Phase
from salon.piquet.playout import PlayState
from salon.piquet.view import DealView
from salon.solvers.piquet_dd import solve, solve_all_moves

OPPONENT = "strong-2026"
STOCK_ORDERS = 6
"""Stocks drawn, by default, to weigh each discard when his hand is seen and the stock not."""
_PACK = piquet_pack()


class SeeingPlay:
    """The strong player, except that each card is chosen by solving the play exactly with
    the adversary's hand as it truly is (``peek``)."""

    def __init__(
        self,
        seed: int,
        peek: Callable[[Role], frozenset[Card]],
        from_trick: int = 1,
    ) -> None:
        self.strong = PiquetStrong(seed)
        self.seed = seed
        self.peek = peek
        self.from_trick = from_trick
        self.seen: tuple[Deal, Any] | None = None
        self.stock_orders: random.Random | None = None
        self.orders = STOCK_ORDERS

    def foresee_with(
        self, deal: Deal, adversary: Any, *, stock_seen: bool = True, orders: int = STOCK_ORDERS
    ) -> None:
        """See the exchange too: ``deal`` as it lies, and ``adversary`` to foresee his; with
        ``stock_seen`` false, his hand is seen but not the stock (``orders`` stocks drawn)."""
        self.seen = (deal, adversary)
        self.orders = orders
        if not stock_seen:
            self.stock_orders = random.Random(self.seed)

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        if (
            self.seen is not None
            and isinstance(view, DealView)
            and view.my_turn
            and view.exchange_limit
        ):
            draw_up = wide_candidate_discards(
                view.hand, view.exchange_limit, elder=view.role is Role.ELDER
            )
            worth = foreseeing(*self.seen, self.stock_orders, self.orders)
            return Exchange(max(draw_up, key=worth))
        plays = [a for a in legal if isinstance(a, Play)]
        if (
            not isinstance(view, DealView)
            or view.phase is not Phase.PLAY
            or len(plays) < 2
            or len(plays) != len(legal)  # a reckoning or a throw-in: the strong player's way
            or len(view.tricks) + 1 < self.from_trick
        ):
            return self.strong.choose(view, legal)
        exact = solve_all_moves(play_position(self._start(view)))
        sign = 1 if view.role is Role.ELDER else -1
        return max(plays, key=lambda p: (sign * exact[p.card], -p.card.rank))

    def _start(self, view: DealView) -> PlayState:
        theirs = set(self.peek(view.role.other))
        if view.tricks:
            return state_of(view, theirs)
        if view.lead is not None and view.leader is view.role.other:
            theirs.add(view.lead)
        mine = set(view.hand)
        hands = (mine, theirs) if view.role is Role.ELDER else (theirs, mine)
        return first_trick_state(view, hands, carte_blanche_holder(view))


def foreseeing(
    deal: Deal, adversary: Any, rng: random.Random | None = None, orders: int = 1
) -> Callable[[tuple[Card, ...]], float]:
    """The margin each discard of the hand now exchanging would make on ``deal``: the
    adversary's exchange asked of a copy of ``adversary``, the declarations counted in full
    and the play solved exactly. With ``rng``, the stock is not seen: the margin is the mean
    over ``orders`` stocks drawn from the cards in neither hand (nor this hand's discard)."""
    seat = deal.to_act
    assert isinstance(seat, int)
    me = Role(seat)
    blanche = carte_blanche_holder(deal.view(me))
    stocks = [list(deal.stock)]
    if rng is not None:
        held = set(deal.view(me).hand) | set(deal.view(me.other).hand) | set(deal.view(me).discard)
        unseen = [card for card in _PACK if card not in held]
        stocks = [rng.sample(unseen, len(deal.stock)) for _ in range(orders)]
    # What younger takes depends on how many cards elder left, not which: one copy a count.
    younger_by: dict[tuple[int, int], frozenset[Card]] = {}

    def on_stock(number: int, discard: tuple[Card, ...]) -> int:
        key = (number, len(discard))
        if me is Role.ELDER and key in younger_by:
            hands = (exchanged(deal, me, discard, stocks[number]), younger_by[key])
        else:
            hands = hands_after(deal, me, discard, adversary, stocks[number])
            younger_by[key] = hands[Role.YOUNGER]
        state = count_hands(hands, carte_blanche=blanche).play_state(hands)
        elder_margin = state.scores[0] - state.scores[1] + solve(play_position(state))[0]
        return elder_margin if me is Role.ELDER else -elder_margin

    def margin(discard: tuple[Card, ...]) -> float:
        return sum(on_stock(n, discard) for n in range(len(stocks))) / len(stocks)

    return margin


_EXCHANGING = frozenset({Phase.ELDER_LOOK, Phase.YOUNGER_EXCHANGE, Phase.YOUNGER_LOOK})


def exchanged(
    deal: Deal, me: Role, discard: tuple[Card, ...], stock: list[Card]
) -> frozenset[Card]:
    """``me``'s hand, now exchanging, once it has put out ``discard``, ``stock`` the stock."""
    return frozenset(_trial(deal, discard, stock).view(me).hand)


def hands_after(
    deal: Deal, me: Role, discard: tuple[Card, ...], adversary: Any, stock: list[Card]
) -> tuple[frozenset[Card], frozenset[Card]]:
    """Elder's and younger's hands once ``me``, now exchanging, has put out ``discard`` and,
    when he is elder, younger (a copy of ``adversary``) has made his own exchange; ``stock``
    being the stock."""
    trial = _trial(deal, discard, stock)
    him = copy.deepcopy(adversary)
    while trial.phase in _EXCHANGING:
        role = trial.to_act
        assert isinstance(role, Role)
        view = trial.view(role)
        # The hand exchanging looks at the cards it left, as the strong player does: a look
        # changes no hand.
        trial.apply(LookAtLeft() if role is me else him.choose(view, view.legal))
    return frozenset(trial.view(Role.ELDER).hand), frozenset(trial.view(Role.YOUNGER).hand)


def _trial(deal: Deal, discard: tuple[Card, ...], stock: list[Card]) -> Deal:
    trial = deal.copy()
    trial.stock = list(stock)
    trial.apply(Exchange(discard))
    return trial


def peeking(deal: Deal) -> Callable[[Role], frozenset[Card]]:
    """A look at either hand of ``deal`` as it truly is."""

    def peek(role: Role) -> frozenset[Card]:
        return frozenset(deal.view(role).hand)

    return peek


def play_pair(
    seed: int, pair: int, from_trick: int = 1, see_exchange: str = "", orders: int = STOCK_ORDERS
) -> tuple[int, int, int]:
    """The seeing player's margin as elder, then as younger, on one shuffle: the same agents
    and chance as ``piquet_duplicate_deals.play_pair``."""
    margins = []
    for first_is_elder in (True, False):
        deal = Deal()
        adversary = make_agent(OPPONENT, seed + pair + 1)
        seer = SeeingPlay(seed + pair, peeking(deal), from_trick)
        if see_exchange:
            seer.foresee_with(deal, adversary, stock_seen=see_exchange == "all", orders=orders)
        agents = (seer, adversary)
        margins.append(first_margin(deal, agents, first_is_elder, seed, pair))
    return pair, margins[0], margins[1]


SEEN_AT_EXCHANGE = {
    "": "",
    "all": " and every card at the exchange",
    "hand": " and his hand at the exchange",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--control", type=Path, required=True, help="strong against strong-2026")
    parser.add_argument(
        "--from-trick",
        type=int,
        default=1,
        help="the first trick in which the cards are seen (before it, the strong player's play)",
    )
    parser.add_argument(
        "--see-exchange",
        choices=("all", "hand"),
        default="",
        help="see the exchange too: every card (all), or the adversary's hand but not the "
        "stock (hand), each discard weighed so",
    )
    parser.add_argument(
        "--stock-orders",
        type=int,
        default=STOCK_ORDERS,
        help="with --see-exchange hand: the stocks drawn to weigh each discard",
    )
    args = parser.parse_args()
    done = _margins(args.out)
    todo = [pair for pair in range(args.pairs) if pair not in done]
    with args.out.open("a", encoding="utf-8") as out, ProcessPoolExecutor(args.jobs) as pool:
        jobs = [
            pool.submit(
                play_pair, args.seed, p, args.from_trick, args.see_exchange, args.stock_orders
            )
            for p in todo
        ]
        for number, job in enumerate(jobs, 1):
            pair, first, second = job.result()
            out.write(f"{pair}\t{first}\t{second}\n")
            out.flush()
            print(f"  pair {number}/{len(todo)}", file=sys.stderr)
    margins = {p: m for p, m in _margins(args.out).items() if p < args.pairs}
    gain, low, high, count = paired_gain(margins, _margins(args.control))
    print(
        f"the strong player seeing the cards from trick {args.from_trick}"
        f"{SEEN_AT_EXCHANGE[args.see_exchange]}, over the strong "
        f"player on the same seeds: {gain:+.2f} points a deal ({low:+.2f} to {high:+.2f}, "
        f"95%) over {count} pairs against {OPPONENT}; "
        f"{args.jobs} processes on {os.cpu_count()} cores"
    )


if __name__ == "__main__":
    main()
