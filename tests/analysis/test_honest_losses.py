"""Honest losses (docs/analysis.md "A loss measured apart"): the loss a review shows for a
choice is measured on samples that neither chose the best nor graded the choice, so that the
luck which got a choice flagged does not swell what it is said to lose."""

from __future__ import annotations

import random
import statistics
from pathlib import Path

from tests.ecarte.helpers import dealt

from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.thumb import deal_view
from salon.analysis.appraisal import Appraisal, Moment, OptionValue, measured_apart, until_clear
from salon.analysis.course import decisions_of
from salon.analysis.ecarte import appraise_ecarte
from salon.analysis.review import FULL, QUICK
from salon.analysis.verdicts import ECARTE_CHANCE, Verdict
from salon.cards import parse_cards
from salon.ecarte.actions import Accept, Discard, Propose, Stand
from salon.records import parse_record
from salon.solvers.ecarte_dd import VOLE

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

Samples = list[list[float]]

TRUE_LOSS = 0.07
"""What refusing truly loses against accepting: a mistake, two chances in a hundred above its
boundary."""
SPREAD = 0.4
"""How much one sampled deal's difference strays from the true loss."""


def _appraisal(values: Samples) -> Appraisal:
    """Accepting ("a") against refusing ("b"), valued by their chance on the samples."""
    options = [
        OptionValue(chr(ord("a") + n), 0.0, statistics.fmean(v)) for n, v in enumerate(values)
    ]
    measures = (values, values, values)
    found = measured_apart(options, values, measures, 1)
    best = max(range(len(found)), key=lambda n: found[n].chance)
    kept = tuple(tuple(v) for v in values)
    return Appraisal(
        Moment.RESPOND,
        found,
        found[best],
        ECARTE_CHANCE,
        len(values[0]),
        graded_values=kept,
        measures=(kept, kept, kept),
    )


def _draw(rng: random.Random, count: int = 40) -> Samples:
    accept = [0.5 + rng.gauss(0.0, 0.1) for _ in range(count)]
    refuse = [a - TRUE_LOSS + rng.gauss(0.0, SPREAD) for a in accept]
    return [accept, refuse]


def _join(first: Samples, extra: Samples) -> Samples:
    return [a + b for a, b in zip(first, extra, strict=True)]


def test_a_flagged_loss_is_measured_on_samples_that_did_not_flag_it() -> None:
    """Many decisions whose refusal truly loses 7% of the chance, each weighed as a review
    weighs it: those found a mistake or a blunder were found so partly by the luck of their
    samples (measured on them, the loss of those flagged comes to 10.5%), yet the loss shown
    for them is, on average, the true one."""
    rng = random.Random(25)
    shown = []
    for _ in range(400):
        appraisal = until_clear(_appraisal, _draw(rng), "b", lambda: _draw(rng), _join)
        if appraisal.verdict("b") in (Verdict.MISTAKE, Verdict.BLUNDER):
            shown.append(appraisal.loss("b")[1])
    assert len(shown) > 30
    assert abs(statistics.fmean(shown) - TRUE_LOSS) < 0.015


def test_a_choice_that_is_the_best_is_not_weighed_again() -> None:
    rng = random.Random(3)
    drawn: list[int] = []

    def more() -> Samples:
        drawn.append(1)
        return _draw(rng)

    appraisal = until_clear(_appraisal, [[0.6] * 40, [0.1] * 40], "a", more, _join)
    assert drawn == [] and appraisal.loss("a") == (0.0, 0.0)


def test_an_ecarte_decision_keeps_every_measure_to_be_measured_afresh() -> None:
    record = parse_record((EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8"))
    moment = decisions_of(record).moments[0]
    judged = appraise_ecarte(moment.view, moment.chosen, EcarteStrong(1, weigh_samples=20))
    assert judged
    appraisal = judged[0].appraisal
    assert len(appraisal.measures) == 3
    assert all(len(values) == len(appraisal.options) for values in appraisal.measures)


def test_the_review_weighs_a_proposal_on_its_deals_tricks_solved_exactly() -> None:
    """docs/analysis.md "Honesty of the analysis, measured": the review plays the tricks of a
    proposal's sampled deals out with every card seen, as two strong players come near to, not
    by the rules of thumb, which rated the choice otherwise and overstated its loss. The ace of
    trumps with the king, ten and eight of hearts: solved, playing without proposing is the
    better; played by the rules of thumb, proposing."""
    view = dealt("AS KH 10H 8H JD", "QH 9D 8D 7H AC", "KS").view(0)
    assert QUICK.ecarte_play_out == FULL.ecarte_play_out
    review = EcarteStrong(1, weigh_samples=240, play_out=FULL.ecarte_play_out)
    [judged] = appraise_ecarte(view, Propose(), review)
    assert judged.appraisal.best.action == Stand()
    [by_thumb] = appraise_ecarte(view, Propose(), EcarteStrong(1, weigh_samples=240))
    assert by_thumb.appraisal.best.action == Propose()


def test_the_review_weighs_playing_after_an_exchange_without_another_exchange() -> None:
    """docs/ecarte-rules.md "Proposing" (the Description; Law XII): after an exchange the
    non-dealer may propose again or play; if he plays, no more cards are exchanged. Holding the five
    highest trumps after one exchange, he makes the vole on every sampled deal if he plays
    now, as the review weighs it; the strong player's own weighing still draws a card."""
    deal = dealt("KH QH JH AH 7C", "8S 9D 8D 7D AC", "9H", stock="10H 10S")
    for action in (Propose(), Accept(), Discard(parse_cards("7C")), Discard(parse_cards("8S"))):
        deal.apply(action)
    view = deal_view(deal.view(0))
    options = (Stand(), Propose())
    thrown = frozenset(parse_cards("7C"))
    review = EcarteStrong(1, play_out=FULL.ecarte_play_out).weigh_options(view, thrown, options)
    assert {o.gains for o in review.outcomes[0]} == {((True, 1), (True, VOLE))}
    player = EcarteStrong(1).weigh_options(view, thrown, options)
    assert {o.gains for o in player.outcomes[0]} != {((True, 1), (True, VOLE))}
