"""Hints that explain: the recommended choice, what it is worth against the next best, and the
maxim that applies, for one seat's view during play.

The choice is weighed as in a review (:mod:`salon.analysis.piquet`, :mod:`salon.analysis.ecarte`)
with the strong players' own numbers of samples, so a hint comes in well under a second.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from typing import Any

from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.thumb import thumb_discard
from salon.agents.piquet.exchange import candidate_discards
from salon.agents.piquet.strong import PiquetStrong, ReckonNoMore
from salon.analysis.appraisal import Appraisal, Judged, OptionValue
from salon.analysis.ecarte import ANALYSIS_PLAY_OUT, LeaveKingUnmarked, appraise_ecarte
from salon.analysis.maxims import Maxim
from salon.analysis.piquet import appraise_piquet
from salon.analysis.verdicts import Measure
from salon.cards import Card
from salon.choices import cards_named
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
    # Seeded from the position itself, so that the same position asked twice gets one hint.
    rng = random.Random(position_seed(view) if seed is None else seed)
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
        exchange = piquet.Exchange(first[0])
        return appraise_piquet(view, exchange, strong, exact_exchange=False, advise=True)
    plays = [a for a in legal if isinstance(a, piquet.Play)]
    probe = plays[0] if plays else (legal[0] if legal else None)
    return [] if probe is None else appraise_piquet(view, probe, strong, advise=True)


def _ecarte(view: Any, deal: EcarteDealView, rng: random.Random) -> list[Judged]:
    if not deal.my_turn:
        return []
    strong = EcarteStrong(rng.randrange(1 << 30), play_out=ANALYSIS_PLAY_OUT)
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
    return appraise_ecarte(view, probe, strong, thrown=thrown, rng=rng, advise=True)


def describe(action: Any, *, proposed: bool = False) -> str:
    """An action in a player's words, as a piece of advice; ``proposed``: in an Écarté deal
    where a proposal was made, to stand is to play the cards taken in.

    >>> describe(piquet.Sink()), describe(ecarte.Refuse())
    ('Sink it (call nothing here)', 'Refuse')
    >>> describe(ecarte.Stand(), proposed=True)
    'Play these cards'
    """
    verb, _, rest = _phrase(action, proposed)
    return verb + rest


def after_a_proposal(view: Any) -> bool:
    """Whether ``view`` (a game's or a deal's) is of an Écarté deal where a proposal was
    made: to stand is then to play the cards taken in, no longer to play without proposing."""
    deal = getattr(view, "deal", view)
    return isinstance(deal, EcarteDealView) and deal.proposals > 0


def doing(action: Any, *, proposed: bool = False) -> str:
    """An action in a player's words, as something done ("over discarding the knave").

    >>> doing(piquet.Sink()), doing(ecarte.Stand())
    ('sinking it (calling nothing here)', 'playing without proposing')
    """
    _, verb, rest = _phrase(action, proposed)
    return verb + rest


def _phrase(action: Any, proposed: bool = False) -> tuple[str, str, str]:
    """The verb of ``action`` as advice and as a deed, and the words that follow both."""
    if proposed and isinstance(action, ecarte.Stand):
        # The penalty of playing without proposing falls on the deal's first choice only.
        return "Play these cards", "playing these cards", ""
    if isinstance(action, piquet.Exchange | ecarte.Discard):
        cards = action.discard if isinstance(action, piquet.Exchange) else action.cards
        return "Discard", "discarding", " " + cards_named(cards)
    if isinstance(action, piquet.Play | ecarte.Play):
        return "Play", "playing", " " + cards_named((action.card,))
    if isinstance(action, piquet.Call):
        return "Call", "calling", f" the {action.combination.description}"
    if isinstance(action, piquet.Reckon):
        return "Reckon", "reckoning", f" the {action.combination.description}"
    if isinstance(action, piquet.Answer):
        verb, deed, said = _ANSWERS[action.verdict]
        if action.backing is not None:
            said += f", on the {action.backing.description}"
        return verb, deed, said
    if isinstance(action, piquet.Sink):
        return "Sink it (call nothing here)", "sinking it (calling nothing here)", ""
    verbs = _VERBS.get(type(action))
    return (verbs[0], verbs[1], "") if verbs else (str(action), str(action), "")


_VERBS: dict[type, tuple[str, str]] = {
    piquet.Done: ("Reckon nothing more", "reckoning nothing more"),
    ReckonNoMore: ("Play without reckoning more", "playing without reckoning more"),
    piquet.ThrowIn: ("Throw in the hand", "throwing in the hand"),
    ecarte.Stand: ("Play without proposing", "playing without proposing"),
    ecarte.Propose: ("Propose", "proposing"),
    ecarte.Accept: ("Accept", "accepting"),
    ecarte.Refuse: ("Refuse", "refusing"),
    ecarte.MarkKing: ("Mark the king", "marking the king"),
    LeaveKingUnmarked: ("Do not mark the king", "leaving the king unmarked"),
    # Said of whoever chose it ("Ann chose to throw down the hand"), never "your".
    ecarte.ThrowDown: ("Throw down the hand", "throwing down the hand"),
    ecarte.ClaimPoint: ("Claim the point", "claiming the point"),
}

_ANSWERS = {
    piquet.Verdict.GOOD: ("Answer", "answering", " “Good”"),
    piquet.Verdict.NOT_GOOD: ("Answer", "answering", " “Not good”"),
    piquet.Verdict.EQUAL: ("Answer", "answering", " “Equal”"),
    piquet.Verdict.ASK_VALUE: ("Ask", "asking", " “What do they make?”"),
}


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
    main = judged[-1].appraisal
    # Two choices made at one turn (a set reckoned, then a card played; the king marked,
    # then a card): said in their order, the second after "Then".
    sentences = [explain(one.appraisal, deal, whole) for one in judged]
    for number, sentence in enumerate(sentences[1:], start=1):
        sentences[number] = f"Then {sentence[0].lower()}{sentence[1:]}"
    best = main.best
    runner = _runner_up(main)
    margin = None if runner is None else best.points - runner.points
    return Hint(best.action, " ".join(sentences), best.chance, margin, main.maxim)


def position_seed(view: Any) -> int:
    """A seed drawn from everything ``view`` shows (the same position, the same seed)."""
    return int.from_bytes(hashlib.sha256(repr(view).encode()).digest()[:6], "big")


def _runner_up(appraisal: Appraisal) -> OptionValue | None:
    """The next best choice that is another choice: a card equivalent to the best is the same
    choice (:mod:`salon.analysis.equivalence`) and has the same values."""
    best = appraisal.best
    others = [
        o
        for o in appraisal.ranked()
        if o is not best and not (_same_faces(o, best) and _alike(o.action, best.action))
    ]
    return others[0] if others else None


def _same_faces(one: OptionValue, other: OptionValue) -> bool:
    return (one.points, one.chance, one.deal) == (other.points, other.chance, other.deal)


def _alike(one: Any, other: Any) -> bool:
    if isinstance(one, piquet.Play) and isinstance(other, piquet.Play):
        return one.card.suit is other.card.suit
    return False


def points_of(whole: str) -> str:
    """What a choice's points are of, by what its chance is of winning: a partie's settlement
    (where the rubicon can make a point of the deal twenty), else the deal's own points.

    >>> points_of("partie"), points_of("game")
    (' of the settlement', ' in the deal')
    """
    return " of the settlement" if whole == "partie" else " in the deal"


def explain(appraisal: Appraisal, deal: Any, whole: str) -> str:
    """The recommended choice of ``appraisal`` in words, with its odds, its worth over the next
    best and the maxim: "Discard the seven, eight and nine of clubs: keeps the point of five
    in hearts; 61% to win the partie, +4.2 points of the settlement on average over the next
    best, discarding the knave of clubs."

    ``whole`` is what the chance is of winning: the partie, the game, or a deal (at Écarté,
    a deal alone is won by winning the point)."""
    best = appraisal.best
    proposed = after_a_proposal(deal)
    words = describe(best.action, proposed=proposed)
    if isinstance(best.action, piquet.Exchange) and isinstance(deal, DealView):
        keeps = _keeps(deal, best.action.discard)
        if keeps:
            words += f": {keeps}"
    if len(appraisal.options) == 1 and isinstance(best.action, piquet.Play | ecarte.Play):
        words += ", the only card you may play"
    if whole == "deal" and isinstance(deal, EcarteDealView):
        whole = "point"
    words += f"; {percent(best.chance)} to win the {whole}"
    runner = _runner_up(appraisal)
    if runner is not None:
        piquet_points = isinstance(deal, DealView)
        words += ", " + _against(appraisal, best, runner, piquet_points, proposed, whole)
    words += "."
    if appraisal.maxim is not None:
        words += f" {appraisal.maxim}"
    return words


def _against(
    appraisal: Appraisal,
    best: OptionValue,
    runner: OptionValue,
    piquet_points: bool,
    proposed: bool,
    whole: str,
) -> str:
    """What the best choice is worth against the next best, in the measure it was chosen by
    (at Piquet the points, the strong player's objective)."""
    other = doing(runner.action, proposed=proposed)
    chosen_by_chance = appraisal.thresholds.measure is Measure.CHANCE and not piquet_points
    if (runner.chance > best.chance) if chosen_by_chance else (runner.points > best.points):
        # Kept as the better on other deals: the two are as good as these deals can tell.
        return (
            f"though {other} did a little better on the deals tried, by no more than luck explains"
        )
    if chosen_by_chance:
        if percent(best.chance) == percent(runner.chance):
            return f"a shade better than {other}"
        return f"against {percent(runner.chance)} by {other}"
    # The runner-up's loss, measured apart from the samples that chose the best, where there
    # is one: the figure a trainer's verdict gives the same answer.
    gain = max(0.0, runner.lost.points) if runner.lost is not None else best.points - runner.points
    if round(gain, 1) == 0:
        return f"as good on average as {other}"
    # Named "the next best": in a trainer's verdict it stands beside the answer's own loss.
    return f"{gain:+.1f} points{points_of(whole)} on average over the next best, {other}"


def percent(chance: float) -> str:
    """A chance as a card player says it, in whole percent; never a flat 0% or 100%, for a
    chance weighed on sampled deals is no certainty (every sample won is not every deal).

    >>> percent(0.613), percent(0.998), percent(0.002), percent(1.0), percent(0.0)
    ('61%', 'over 99%', 'under 1%', 'over 99%', 'under 1%')
    """
    if chance < 0.005:
        return "under 1%"
    if chance >= 0.995:
        return "over 99%"
    return f"{100 * chance:.0f}%"
