"""Hints that explain: the recommended choice, what it is worth against the next best, and the
maxim that applies, for one seat's view during play.

The choice is weighed as in a review (:mod:`salon.analysis.piquet`, :mod:`salon.analysis.ecarte`)
with the strong players' own numbers of samples, so a hint comes in well under a second.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from salon.agents.ecarte_players import EcarteStrong
from salon.agents.ecarte_thumb import thumb_discard
from salon.agents.piquet_exchange import candidate_discards
from salon.agents.piquet_strong import PiquetStrong, ReckonNoMore
from salon.analysis.appraisal import Appraisal, Judged, OptionValue
from salon.analysis.ecarte import LeaveKingUnmarked, appraise_ecarte
from salon.analysis.maxims import Maxim
from salon.analysis.piquet import appraise_piquet
from salon.analysis.verdicts import Measure
from salon.cards import Card
from salon.ecarte import actions as ecarte
from salon.ecarte.view import EcarteDealView
from salon.piquet import actions as piquet
from salon.piquet.actions import Role
from salon.piquet.combinations import best_point, maximal_sequences, sets_held
from salon.piquet.view import DealView


@dataclass(frozen=True, slots=True)
class Hint:
    """The recommended choice and why."""

    choice: Any
    words: str
    chance: float
    """The chance of winning (the partie, the game, or the deal) after the choice."""
    margin: float | None
    """Its expected points over the next best choice (None when it stands alone)."""
    maxim: Maxim | None


def hint_for(view: Any, *, seed: int | None = None) -> Hint | None:
    """The hint for the seat whose ``view`` this is, or None when it has no choice to make."""
    deal = getattr(view, "deal", view)
    rng = random.Random(seed)
    if isinstance(deal, DealView):
        judged = _piquet(view, deal, rng)
        whole = "partie" if hasattr(view, "totals") else "deal"
    elif isinstance(deal, EcarteDealView):
        judged = _ecarte(view, deal, rng)
        whole = "game" if hasattr(view, "scores") else "deal"
    else:
        return None
    if not judged:
        return None
    return _hint(judged, deal, whole)


def _piquet(view: Any, deal: DealView, rng: random.Random) -> list[Judged]:
    if not deal.my_turn:
        return []
    strong = PiquetStrong(rng.randrange(1 << 30))
    legal = tuple(getattr(view, "legal", deal.legal))
    if deal.exchange_limit:
        first = candidate_discards(deal.hand, deal.exchange_limit, elder=deal.role is Role.ELDER)
        return appraise_piquet(view, piquet.Exchange(first[0]), strong, exact_exchange=False)
    plays = [a for a in legal if isinstance(a, piquet.Play)]
    probe = plays[0] if plays else (legal[0] if legal else None)
    return [] if probe is None else appraise_piquet(view, probe, strong)


def _ecarte(view: Any, deal: EcarteDealView, rng: random.Random) -> list[Judged]:
    if not deal.my_turn:
        return []
    strong = EcarteStrong(rng.randrange(1 << 30))
    legal = tuple(getattr(view, "legal", deal.legal))
    if deal.discard_limit:
        assert deal.trump is not None
        probe: Any = ecarte.Discard(thumb_discard(deal.hand, deal.trump, deal.discard_limit))
    else:
        plays = [a for a in legal if isinstance(a, ecarte.Play)]
        probe = plays[0] if plays else (legal[0] if legal else None)
    if probe is None:
        return []
    thrown = strong.memory.thrown(deal)
    return appraise_ecarte(view, probe, strong, thrown=thrown, rng=rng)


def describe(action: Any) -> str:
    """An action in a player's words, as a piece of advice."""
    if isinstance(action, piquet.Exchange | ecarte.Discard):
        cards = action.discard if isinstance(action, piquet.Exchange) else action.cards
        return "Discard " + _names(cards)
    if isinstance(action, piquet.Play | ecarte.Play):
        return f"Play the {action.card.name}"
    if isinstance(action, piquet.Call):
        return f"Call the {action.combination.description}"
    if isinstance(action, piquet.Sink):
        return "Call nothing here (sink it)"
    if isinstance(action, piquet.Answer):
        return _ANSWERS[action.verdict]
    if isinstance(action, piquet.Reckon):
        return f"Reckon the {action.combination.description}"
    words = {
        piquet.Done: "Reckon nothing more",
        ReckonNoMore: "Play without reckoning more",
        piquet.ThrowIn: "Throw in your hand",
        ecarte.Stand: "Play without proposing",
        ecarte.Propose: "Propose",
        ecarte.Accept: "Accept",
        ecarte.Refuse: "Refuse",
        ecarte.MarkKing: "Mark the king",
        LeaveKingUnmarked: "Do not mark the king",
        ecarte.ThrowDown: "Throw down your cards",
        ecarte.ClaimPoint: "Claim the point",
    }
    return words.get(type(action), str(action))


_ANSWERS = {
    piquet.Verdict.GOOD: "Answer “Good”",
    piquet.Verdict.NOT_GOOD: "Answer “Not good”",
    piquet.Verdict.EQUAL: "Answer “Equal”",
    piquet.Verdict.ASK_VALUE: "Ask “What do they make?”",
}


def _listed(words: list[str]) -> str:
    """Words joined as in speech.

    >>> _listed(["seven", "nine", "queen"])
    'seven, nine and queen'
    """
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _names(cards: tuple[Card, ...]) -> str:
    """Cards named suit by suit.

    >>> from salon.cards import parse_cards
    >>> _names(parse_cards("7D 9D QD 9H"))
    'the seven, nine and queen of diamonds and the nine of hearts'
    """
    by_suit: dict[str, list[str]] = {}
    for card in sorted(cards, key=lambda c: (c.suit.value, c.rank)):
        by_suit.setdefault(card.suit.plural, []).append(card.rank.word)
    return _listed([f"the {_listed(ranks)} of {suit}" for suit, ranks in by_suit.items()])


def _keeps(deal: DealView, discard: tuple[Card, ...]) -> str:
    """What a Piquet hand keeps after a discard: its point, its best run and its sets."""
    kept = [c for c in deal.hand if c not in discard]
    found: list[str] = []
    point = best_point(kept)
    if point is not None:
        found.append(f"the {point.description}")
    runs = maximal_sequences(kept)
    if runs:
        found.append(f"a {max(runs, key=lambda r: r.key).description}")
    found.extend(f"a {s.description}" for s in sets_held(kept))
    return "keeps " + ", ".join(found) if found else ""


def _hint(judged: list[Judged], deal: Any, whole: str) -> Hint:
    sentences: list[str] = []
    main = judged[-1].appraisal
    for one in judged:
        sentences.append(explain(one.appraisal, deal, whole))
    best = main.best
    runner = _runner_up(main)
    margin = None if runner is None else best.points - runner.points
    return Hint(best.action, " ".join(sentences), best.chance, margin, main.maxim)


def _runner_up(appraisal: Appraisal) -> OptionValue | None:
    others = [o for o in appraisal.ranked() if o is not appraisal.best]
    return others[0] if others else None


def explain(appraisal: Appraisal, deal: Any, whole: str) -> str:
    """The recommended choice of ``appraisal`` in words, with its odds, its worth over the next
    best and the maxim."""
    best = appraisal.best
    words = describe(best.action)
    if isinstance(best.action, piquet.Exchange) and isinstance(deal, DealView):
        keeps = _keeps(deal, best.action.discard)
        if keeps:
            words += f": {keeps}"
    words += f"; {100 * best.chance:.0f}% to win the {whole}"
    runner = _runner_up(appraisal)
    if runner is not None and appraisal.score(runner) > appraisal.score(best):
        words += ", and no other choice beats it by more than the samples' chance would explain"
    elif runner is not None:
        if appraisal.thresholds.measure is Measure.CHANCE:
            gain = f"{100 * (best.chance - runner.chance):+.1f} in the hundred"
        else:
            gain = f"{best.points - runner.points:+.1f} points on average"
        words += f", {gain} over: {describe(runner.action)[0].lower()}{describe(runner.action)[1:]}"
    words += "."
    if appraisal.maxim is not None:
        words += f" {appraisal.maxim}"
    return words
