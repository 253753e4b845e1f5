"""The strong Piquet player: it infers the adversary's cards and searches every choice.

What it knows of the adversary's hand comes from everything seen and said
(:mod:`salon.agents.piquet.inference`: the cards it has seen, his calls and answers, what he did
not call, how many cards he took, the suits he failed to follow, a carte blanche shown); it
deals the unseen cards many times in ways that agree with all of it and weighs each choice on
those deals. Its objective is the partie's settlement (:mod:`salon.agents.piquet.utility`):
a deal's points are worth what they change in the settlement, exactly on the last deal, where
the rubicon makes a point worth more or less than one; in a deal played alone, the margin.

* The exchange (:mod:`salon.agents.piquet.exchange`): a dozen candidate discards, of as many
  cards as allowed or one or two fewer, weighed on sampled deals with the adversary's exchange,
  both hands counted exactly and the play rolled out.
* Looking at the cards left in the stock is always done: the look tells the adversary nothing
  of this hand, and a card known to be out of play can only sharpen the inference. Younger's
  look lets elder see the same cards, but only after his first lead; looking at once gives
  younger the cards earlier (for his answers and his first card), so he looks at once.
* Calls, sinking, answers and reckoning (:mod:`salon.agents.piquet.calls`): while a point of
  one's own is always worth having and one of the adversary's always worth denying, calling
  the best and answering truly win the most points, and sinking or conceding only gives points
  away (what a call tells is told again by the play). When the rubicon makes points hurt —
  on the last deal, for a hand that cannot reach a hundred, or for the hand about to rubicon
  it — every choice is weighed on sampled deals, both hands counted and the play then solved
  exactly as the card play is (``exact_calls``, on by default; off, the match player
  ``strong-2026``, the play is rolled out quickly, which values elder's deal far too low).
* Throwing in the last deal (where the laws allow it): weighed on sampled deals against
  playing the hand out, by the settlement.
* The play: each card is tried on every sampled deal and the deal played out quickly with it
  (:mod:`salon.piquet.playout`) or solved exactly (:mod:`salon.solvers.piquet_dd`: from the
  first lead with its compiled core, for the last seven tricks without it); the card with the
  best mean settlement is played. The exact solver gives the margin under best play; where the
  settlement depends on more than the margin, the sum of the points still to be made is taken
  from one quick play-out of the position, the same for every card.
* ``read_exchange`` (the match player ``strong-reading``): each sampled deal kept, out of
  ``pool`` drawn, in proportion to how likely the adversary's exchange was under it
  (:mod:`salon.agents.piquet.likelihood`), and, with ``race``, the best discards weighed again
  on fresh deals; measured level with the default (docs/agents.md), so off by default.
* ``read_play`` (the match player ``strong-reading-play``): the calls, answers and cards
  weighed on deals read from the adversary's exchange as ``read_exchange`` reads them, its own
  exchange weighed as without it: the review weighs them so (docs/analysis.md), and there
  they foretell the deal far better than deals dealt alike.
* ``read_conduct`` (the match player ``strong-conduct``): also in proportion to how likely his
  calls, answers, sinkings, replies and leads were (:mod:`salon.agents.piquet.conduct`, fitted
  to the strong player's own choices), among :data:`CONDUCT_POOL` deals; off by default until
  it measures better.
* ``read_late_play`` (the match player ``strong-reading-late-play``, with ``read_play``): also
  in proportion to how likely his cards late in the play were, judged by best play
  (:mod:`salon.agents.piquet.solved_play`), those played with ``late_hand`` cards or fewer in
  his hand. Off in this class by default, so that the players measured before it stay as they
  were; on in :func:`table_player`, the strong player of tables and matches, since it measured
  better (docs/agents.md). ``late_model`` is the model of his play they are judged by.
* ``reading``: the models his exchange and conduct are read by
  (:mod:`salon.agents.piquet.adversary`): the strong player's own by default; the rules of
  thumb's (the match player ``strong-versus-thumb``), or either, each deal deciding which
  (``strong-reading-either``, and :func:`table_player`).
* ``exact_exchange`` (the match player ``strong-exact-exchange``): each discard's sampled deals
  solved exactly rather than played out quickly; measured no better than ``exact_finalists``
  at about twice its time (docs/agents.md), so off by default.
* ``exact_finalists`` (on by default; off, the match player ``strong-2026``): every discard
  played out quickly, then the best ``finalists`` (:data:`FINALISTS`) weighed again on fresh
  deals each solved exactly (whether or not ``race`` is set), so that the choice is measured
  on deals other than those that selected it, and by best play; measured above the player
  without it on the same seeds, its exchange's p99 within the two seconds asked of a table
  (docs/agents.md).
* ``wide_candidates`` (the match player ``strong-wide-discards``): the hints' best discards of
  each size by their own reckoning added to the near variations of their first choice
  (:func:`~salon.agents.piquet.exchange.wide_candidate_discards`); off by default until it
  measures better.
* ``reply_to_rule`` (the match players ``strong-versus-thumb`` and ``strong-either-reply``): on
  a sampled deal read by a model of an adversary who plays his cards by the rules of thumb,
  its cards weighed by the best reply to that rule (``ruled`` in
  :mod:`salon.solvers.piquet_dd`) rather than by best play against his best.
* A carte blanche is always announced (ten points, and no pique or repique against it), and
  the choice of deal is to deal first, so as to be elder in the last deal, as the rules of
  thumb say.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import Any

from salon.agents.piquet.adversary import (
    AS_STRONG,
    READ_AS_EITHER,
    READ_AS_STRONG,
    AdversaryModel,
    Reading,
)
from salon.agents.piquet.calls import choice_category, choice_result, observed_results
from salon.agents.piquet.exact import play_position, ruled_by_thumb, split_points
from salon.agents.piquet.exchange import (
    Outcome,
    candidate_discards,
    carte_blanche_holder,
    discard_outcomes,
    mean_worth,
    wide_candidate_discards,
)
from salon.agents.piquet.hands import ClassResult, count_hands
from salon.agents.piquet.inference import HiddenDeal, Knowledge
from salon.agents.piquet.likelihood import POOL
from salon.agents.piquet.positions import state_of, throw_in_scores
from salon.agents.piquet.solved_play import SOLVED_FROM, SOLVED_PLAY, SolvedPlayModel
from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.agents.piquet.utility import DealUtility, MarginUtility, utility_for
from salon.cards import Card
from salon.piquet.actions import (
    AnnounceCarteBlanche,
    Exchange,
    LookAtLeft,
    Play,
    Reckon,
    Role,
    ThrowIn,
)
from salon.piquet.combinations import Category
from salon.piquet.deal import Phase
from salon.piquet.partie import ChooseDeal
from salon.piquet.playout import PlayState, roll_out
from salon.piquet.rules import PiquetRules
from salon.piquet.view import DealView
from salon.solvers.piquet_dd import COMPILED, PlayPosition, solve, solve_all_moves

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
EXACT_FROM = 12 if COMPILED else 7
"""With this many cards or fewer in hand, each sampled deal's play is solved exactly: the whole
play with the compiled solver (a few milliseconds a deal), the last seven tricks without it."""
_RULES = PiquetRules()
FINALISTS = 3
"""How many of the best discards are weighed again on fresh deals, unless told otherwise."""
_DECLARING = (Phase.CALL, Phase.ANSWER, Phase.EXTRAS)
CONDUCT_POOL = 8
"""How many agreeing deals are drawn for each one kept when reading the adversary's conduct:
his calls, replies and leads tell more than his exchange alone, so more are drawn to choose
among."""


@dataclass(frozen=True, slots=True)
class ReckonNoMore:
    """Younger, before his first card: to play without reckoning what he may still reckon."""

    def __str__(self) -> str:
        return "reckon no more"


@dataclass(frozen=True, slots=True)
class Weighing:
    """The options of one choice and the deal's points each came to on every sampled deal
    (the hand's own, the adversary's; the same deals for every option). In a deal played
    alone, where only the margin counts, an outcome of the play may hold the margin alone,
    as ``(margin, 0)``."""

    options: tuple[Any, ...]
    outcomes: tuple[tuple[Outcome, ...], ...]

    def means(self, utility: DealUtility) -> list[float]:
        """Each option's mean worth under ``utility``."""
        return [mean_worth(results, utility) for results in self.outcomes]

    def values(self, utility: DealUtility) -> list[list[float]]:
        """Each option's worth under ``utility`` on every sampled deal."""
        return [[utility.value(*outcome) for outcome in results] for results in self.outcomes]


class PiquetStrong:
    """Inference, sampling and search for every choice, to the partie's settlement."""

    name = "strong"

    def __init__(
        self,
        seed: int | None = None,
        *,
        samples: int = 24,
        exchange_samples: int = 40,
        call_samples: int = 24,
        read_exchange: bool = False,
        race: bool = False,
        read_conduct: bool = False,
        exact_exchange: bool = False,
        exact_finalists: bool = True,
        finalists: int = FINALISTS,
        pool: int = POOL,
        wide_candidates: bool = False,
        exact_calls: bool = True,
        read_play: bool = False,
        read_late_play: bool = False,
        late_hand: int = SOLVED_FROM,
        late_model: SolvedPlayModel = SOLVED_PLAY,
        reading: Reading = READ_AS_STRONG,
        reply_to_rule: bool = False,
    ) -> None:
        self.rng = random.Random(seed)
        self.samples = samples
        self.exchange_samples = exchange_samples
        self.call_samples = call_samples
        self.read_exchange = read_exchange
        self.race = race
        self.read_conduct = read_conduct
        self.exact_exchange = exact_exchange
        self.exact_finalists = exact_finalists
        self.finalists = finalists
        self.pool = pool
        self.wide_candidates = wide_candidates
        self.exact_calls = exact_calls
        self.read_play = read_play
        self.read_late_play = read_late_play
        self.late_hand = late_hand
        self.late_model = late_model
        self.reading = reading
        self.reply_to_rule = reply_to_rule
        self.thumb = PiquetRulesOfThumb()

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        if any(isinstance(a, ChooseDeal) for a in legal):
            return self.thumb.choose(view, legal)
        deal = getattr(view, "deal", view)
        if not isinstance(deal, DealView):
            return self.thumb.choose(view, legal)
        announce = [a for a in legal if isinstance(a, AnnounceCarteBlanche)]
        if announce:
            return announce[0]
        utility = utility_for(view)
        if deal.my_turn and deal.exchange_limit:
            return self._exchange(deal, utility)
        if len(legal) == 1:
            return legal[0]
        if any(isinstance(a, LookAtLeft) for a in legal):
            return LookAtLeft()
        if deal.phase in _DECLARING:
            return self._declare(view, deal, legal, utility)
        reckons = [a for a in legal if isinstance(a, Reckon)]
        if reckons and self._reckons_more(deal, reckons, utility):
            return reckons[0]
        plays = [a for a in legal if isinstance(a, Play)]
        return self._play(deal, plays, any(isinstance(a, ThrowIn) for a in legal), utility)

    # ------------------------------------------------------------------ the exchange

    def _exchange(self, view: DealView, utility: DealUtility) -> Exchange:
        draw_up = wide_candidate_discards if self.wide_candidates else candidate_discards
        candidates = draw_up(view.hand, view.exchange_limit, elder=view.role is ELDER)
        if len(candidates) == 1:
            return Exchange(candidates[0])
        worth = self.weigh_exchange(view, candidates, exact=self.exact_exchange).means(utility)
        ranked = sorted(range(len(candidates)), key=lambda i: -worth[i])  # ties: the hints' own
        if not (self.race or self.exact_finalists):
            return Exchange(candidates[ranked[0]])
        # The best of many on one set of deals is flattered by their luck (the optimizer's
        # curse): the finalists are weighed again on fresh deals, twice as many, and chosen
        # by those alone; with ``exact_finalists`` those deals are solved exactly, the cost of
        # exact play spent on the few discards that can still win.
        finalists = [candidates[i] for i in ranked[: self.finalists]]
        again = self.weigh_finalists(view, finalists).means(utility)
        return Exchange(finalists[max(range(len(finalists)), key=lambda j: again[j])])

    def weigh_finalists(self, view: DealView, finalists: Sequence[tuple[Card, ...]]) -> Weighing:
        """The best discards weighed again on fresh deals, twice as many as the first time,
        each deal's play solved exactly with ``exact_exchange`` or ``exact_finalists``."""
        return self.weigh_exchange(
            view,
            finalists,
            exact=self.exact_exchange or self.exact_finalists,
            samples=2 * self.exchange_samples,
        )

    def weigh_exchange(
        self,
        view: DealView,
        candidates: Sequence[tuple[Card, ...]],
        *,
        exact: bool = False,
        samples: int | None = None,
    ) -> Weighing:
        """Each candidate discard played out on the same sampled deals (``exact``: each deal's
        play solved with every card seen)."""
        outcomes = discard_outcomes(
            view,
            candidates,
            self.rng,
            samples=samples or self.exchange_samples,
            exact=exact,
            likely=self.read_exchange,
        )
        return Weighing(tuple(Exchange(c) for c in candidates), tuple(tuple(o) for o in outcomes))

    # ------------------------------------------------------------------ the calling

    def _declare(
        self, view: Any, deal: DealView, legal: tuple[Any, ...], utility: DealUtility
    ) -> Any:
        me = deal.role
        category = choice_category(legal)
        if category is None or utility.points_always_help(deal.scores[me], deal.scores[me.other]):
            return self.thumb.choose(view, legal)  # call the best, answer truly, reckon all
        weighing = self.weigh_declaring(deal, legal)
        if weighing is None:
            return self.thumb.choose(view, legal)
        worth = weighing.means(utility)
        first = self.thumb.choose(view, legal)
        order = [first, *(a for a in legal if a != first)]
        return max(order, key=lambda a: worth[legal.index(a)])

    def weigh_declaring(self, deal: DealView, legal: Sequence[Any]) -> Weighing | None:
        """Each call, answer or reckoning open in ``legal`` on sampled deals, both hands
        counted and the play rolled out (None when no class is in question or no deal could
        be drawn)."""
        category = choice_category(legal)
        if category is None:
            return None

        def results(hands: _Hands) -> list[dict[Category, ClassResult]]:
            past = observed_results(deal.claims, category, hands)
            return [
                {**past, category: choice_result(option, category, deal.claims, hands)}
                for option in legal
            ]

        outcomes = self._weigh_hands(deal, results, len(legal))
        return None if outcomes is None else Weighing(tuple(legal), outcomes)

    def _reckons_more(self, view: DealView, reckons: list[Reckon], utility: DealUtility) -> bool:
        """Younger, before his first card: whether to reckon what he may still reckon."""
        me = view.role
        if utility.points_always_help(view.scores[me], view.scores[me.other]):
            return True
        weighing = self.weigh_reckoning(view, reckons)
        if weighing is None:
            return True
        worth = weighing.means(utility)
        return worth[0] >= worth[1]

    def weigh_reckoning(self, view: DealView, reckons: Sequence[Reckon]) -> Weighing | None:
        """Reckoning all that younger may still reckon, against reckoning no more."""
        me = view.role
        pending = {reckon.combination for reckon in reckons}

        def results(hands: _Hands) -> list[dict[Category, ClassResult]]:
            full = observed_results(view.claims, None, hands)
            held_back = {
                category: ClassResult(
                    result.scorer, tuple(c for c in result.combos if c not in pending)
                )
                if result.scorer is me
                else result
                for category, result in full.items()
            }
            return [full, held_back]

        outcomes = self._weigh_hands(view, results, 2)
        return None if outcomes is None else Weighing((reckons[0], ReckonNoMore()), outcomes)

    def _weigh_hands(
        self,
        view: DealView,
        outcomes: Callable[[_Hands], list[dict[Category, ClassResult]]],
        count: int,
    ) -> tuple[tuple[Outcome, ...], ...] | None:
        """The points of each way the classes may go (``outcomes`` of a sampled deal's
        hands) on every sampled deal, both hands counted and the play then played out as the
        card play weighs it (solved exactly where it can be); None if no deal could be drawn."""
        knowledge = Knowledge.from_view(view)
        blanche = carte_blanche_holder(view)
        me = view.role
        exact = self.exact_calls and len(view.hand) <= EXACT_FROM
        found: list[list[Outcome]] = [[] for _ in range(count)]
        for _ in range(self.call_samples):
            hands = self.full_hands(view, knowledge)
            if hands is None:
                continue
            solved: dict[PlayPosition, tuple[int, int]] = {}
            for number, results in enumerate(outcomes(hands)):
                state = count_hands(hands, carte_blanche=blanche, results=results).play_state(hands)
                if view.lead is not None:
                    state.play(view.lead)
                final = played_out(state, solved) if exact else roll_out(state).scores
                found[number].append((final[me], final[me.other]))
        return tuple(tuple(o) for o in found) if found[0] else None

    def full_hands(self, view: DealView, knowledge: Knowledge) -> _Hands | None:
        """Both hands as they were after the exchange, the adversary's sampled (the first
        trick not yet played)."""
        found = self._full_deal(view, knowledge)
        return None if found is None else found[0]

    def _full_deal(
        self, view: DealView, knowledge: Knowledge
    ) -> tuple[_Hands, HiddenDeal, AdversaryModel] | None:
        """Both hands as they were after the exchange, the sampled deal they came from and the
        model of his play read in it."""
        found = self._sample_read(knowledge)
        if found is None:
            return None
        hidden, adversary = found
        theirs = hidden.opponent_hand | knowledge.opponent_known | knowledge.opponent_played
        mine = frozenset(view.hand)  # this hand has not played yet: it is to act
        return ((mine, theirs) if view.role is ELDER else (theirs, mine)), hidden, adversary

    def _sample_read(self, knowledge: Knowledge) -> tuple[HiddenDeal, AdversaryModel] | None:
        """One way the unseen cards may lie: in proportion to how likely the adversary's
        exchange (with ``read_conduct``, his calls and replies; with ``read_late_play``, his
        late cards) was under it, unless this player does not read it; and the model of his
        play it was read by (the strong player's own when it does not read him)."""
        if not (self.read_conduct or self.read_exchange or self.read_play or self.read_late_play):
            hidden = knowledge.sample(self.rng, tries=300)
            return None if hidden is None else (hidden, AS_STRONG)
        return knowledge.sample_read(
            self.rng,
            pool=max(self.pool, CONDUCT_POOL) if self.read_conduct else self.pool,
            tries=300,
            conduct=self.read_conduct,
            late=self.late_hand if self.read_late_play else 0,
            late_model=self.late_model,
            reading=self.reading,
        )

    # ------------------------------------------------------------------ the play

    def _play(
        self, view: DealView, plays: list[Play], may_throw: bool, utility: DealUtility
    ) -> Any:
        if len(plays) == 1 and not may_throw:
            return plays[0]
        weighing = self.weigh_play(view, plays, may_throw, margin_only=_margin_only(utility))
        if weighing is None:
            return self.thumb.choose(view, tuple(plays) + ((ThrowIn(),) if may_throw else ()))
        worth = weighing.means(utility)
        totals = dict(zip(plays, worth, strict=False))
        best = max(plays, key=lambda p: (totals[p], -p.card.rank))
        if may_throw and worth[-1] > totals[best]:
            return ThrowIn()
        return best

    def weigh_play(
        self, view: DealView, plays: Sequence[Play], may_throw: bool, *, margin_only: bool
    ) -> Weighing | None:
        """Each card (and throwing in, last, when the laws allow it) on sampled deals, the play
        solved exactly or rolled out; ``margin_only`` when only the margin counts (a deal
        played alone), which spares the roll-out beside the exact solution. None if no deal
        could be drawn."""
        me, other = view.role, view.role.other
        sign = 1 if me is ELDER else -1
        knowledge = Knowledge.from_view(view)
        blanche = carte_blanche_holder(view)
        found: list[list[Outcome]] = [[] for _ in range(len(plays) + may_throw)]
        for _ in range(self.samples):
            started = self._start(view, knowledge, blanche)
            if started is None:
                continue
            start, his_discard, adversary = started
            if may_throw:
                scores = throw_in_scores(start, me)
                found[-1].append((scores[me], scores[other]))
            position = play_position(start)
            if self.reply_to_rule and adversary.plays_by_rule:
                position = ruled_by_thumb(position, other, start, view, his_discard)
            exact = solve_all_moves(position) if len(view.hand) <= EXACT_FROM else None
            margin_now = start.scores[ELDER] - start.scores[YOUNGER]
            # Where the settlement needs both hands' points, the sum still to be made is
            # taken from one play-out of the position, the same for every card: the cards
            # then differ by their exact margin alone, and equal margins value alike.
            shared = None if exact is None or margin_only else roll_out(start.copy()).scores
            for number, play in enumerate(plays):
                if exact is not None and margin_only:
                    found[number].append((sign * (margin_now + exact[play.card]), 0))
                    continue
                if exact is not None and shared is not None:
                    final = split_points(shared, margin_now + exact[play.card], start.scores)
                else:
                    state = start.copy()
                    state.play(play.card)
                    final = roll_out(state).scores
                found[number].append((final[me], final[other]))
        if not found[0]:
            return None
        options = (*plays, ThrowIn()) if may_throw else tuple(plays)
        return Weighing(options, tuple(tuple(o) for o in found))

    def _start(
        self, view: DealView, knowledge: Knowledge, blanche: Role | None
    ) -> tuple[PlayState, frozenset[Card], AdversaryModel] | None:
        """The play as it stands on one sampled deal, the adversary's discard in it and the
        model of his play read in it."""
        if not view.tricks:
            found = self._full_deal(view, knowledge)
            if found is None:
                return None
            hands, hidden, adversary = found
            return first_trick_state(view, hands, blanche), hidden.opponent_discard, adversary
        drawn = self._sample_read(knowledge)
        if drawn is None:
            return None
        hidden, adversary = drawn
        state = state_of(view, set(hidden.opponent_hand | knowledge.opponent_known))
        return state, hidden.opponent_discard, adversary


_Hands = tuple[Collection[Card], Collection[Card]]

READING_POOL = 16
"""How many agreeing deals the table's strong player, and the review, draw for each one kept in
proportion to how likely the adversary's choices were under it. A hand exchanges its worst
cards: dealt alike from the unseen cards, the adversary's hand held the cards he threw away as
often as those he kept, every hand expected some nine points too many of its deal at calls and
answers, and the card play's largest losses were understated (docs/analysis.md, "Honesty")."""


def table_player(seed: int | None = None) -> PiquetStrong:
    """The strong player as tables, sessions, the terminal and matches meet it: the late
    reading player (:func:`late_reading_player`) reading also the adversary's calls, answers,
    replies and leads, by whichever model his choices fit, the strong player's own or the rules
    of thumb's, and replying by rule to the rules of thumb on the deals read as theirs:
    measured above the late reading player against the rules of thumb, and level with it
    against ``strong-2026`` (docs/agents.md)."""
    return conduct_reading_player(seed, READ_AS_EITHER, reply=True)


def conduct_reading_player(
    seed: int | None, reading: Reading, *, reply: bool = False
) -> PiquetStrong:
    """The late reading player reading also the adversary's calls, answers, replies and leads,
    his exchange and conduct by ``reading``'s models; ``reply``: replying by rule to the rules
    of thumb on the deals read as theirs."""
    return PiquetStrong(
        seed,
        read_play=True,
        read_late_play=True,
        read_conduct=True,
        pool=READING_POOL,
        reading=reading,
        reply_to_rule=reply,
    )


def late_reading_player(seed: int | None = None) -> PiquetStrong:
    """The strong player as it stood before it read the rules of thumb: it reads the
    adversary's exchange in its calls, answers and cards, and his cards late in the play by
    best play (the match player ``strong-reading-late-play``)."""
    return PiquetStrong(seed, read_play=True, read_late_play=True, pool=READING_POOL)


def first_trick_state(view: DealView, hands: _Hands, blanche: Role | None) -> PlayState:
    """The play as it stands in ``view`` before the first trick is done, both ``hands`` (as
    they were after the exchange) counted: the second hand's calls are not all scored yet."""
    results = observed_results(view.claims, None, hands)
    state = count_hands(hands, carte_blanche=blanche, results=results).play_state(hands)
    if view.lead is not None:
        state.play(view.lead)
    return state


def played_out(state: PlayState, solved: dict[PlayPosition, tuple[int, int]]) -> list[int]:
    """Both hands' final points with the play solved exactly, the sum the hands will make
    taken from a play-out. A greedy play-out alone misplays elder's lead so badly that the
    calls were once valued some fifteen points below the card play that followed them.
    ``solved`` keeps what was found for a position, since most ways the classes may go leave
    the same play to come."""
    position = play_position(state)
    if not position.pique_open:  # then the points already made change nothing to come
        position = replace(position, scores=(0, 0))
    if position not in solved:
        rolled = roll_out(state.copy()).scores
        made = sum(rolled) - state.scores[ELDER] - state.scores[YOUNGER]
        solved[position] = (solve(position)[0], made)
    margin, made = solved[position]
    before = state.scores
    total = before[ELDER] + before[YOUNGER] + made
    margin_now = before[ELDER] - before[YOUNGER]
    return split_points((total, 0), margin_now + margin, before)


def _margin_only(utility: DealUtility) -> bool:
    return isinstance(utility, MarginUtility)
