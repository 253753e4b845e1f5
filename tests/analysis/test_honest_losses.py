"""Honest losses (docs/analysis.md "A loss measured apart"): the loss a review shows for a
choice is measured on samples that neither chose the best nor graded the choice, so that the
luck which got a choice flagged does not swell what it is said to lose."""

from __future__ import annotations

import random
import statistics
from pathlib import Path

from tests.ecarte.helpers import dealt

from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.playout import KEPT_FAULTS, PlayOut
from salon.agents.ecarte.standing import Gain
from salon.agents.ecarte.thumb import deal_view
from salon.analysis.appraisal import Appraisal, Moment, OptionValue, measured_apart, until_clear
from salon.analysis.course import decisions_of
from salon.analysis.depth import FULL, QUICK
from salon.analysis.ecarte import ANALYSIS_PLAY_OUT, appraise_ecarte
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


def test_the_review_plays_a_proposals_deals_on_through_further_exchanges() -> None:
    """docs/ecarte-rules.md "Proposing": the non-dealer may propose again after an exchange,
    and so on until a refusal or a play. Without a trump or a king after the first exchange he
    proposes again by the rules of thumb, and draws the five highest hearts: as the analysis
    plays the deal out he holds the king and makes the vole; played out with one exchange only,
    as the strong player's own weighing did, the king stays in the stock and he makes only the
    point."""
    deal = deal_view(dealt("7S 8S 7C 8C 7D", "9S 9C 9D 10S 10C", "7H").view(0))
    stock = "8D JS JC JD AS 10D AC AD QS QC KH QH JH AH 10H 9H 8H QD KS KC KD"

    def proposed(play_out: PlayOut) -> list[Gain]:
        hands = [set(deal.hand), set(parse_cards("9S 9C 9D 10S 10C"))]
        return play_out.gains(Propose(), hands, list(parse_cards(stock)), deal, (0, 0))

    assert proposed(ANALYSIS_PLAY_OUT) == [(True, 1), (True, VOLE)]
    assert proposed(PlayOut()) == [(True, 1)]  # the point alone, the king unheld


def test_the_review_weighs_playing_after_an_exchange_without_another_exchange() -> None:
    """docs/ecarte-rules.md "Proposing" (the Description; Law XII): after an exchange the
    non-dealer may propose again or play; if he plays, no more cards are exchanged. Holding the five
    highest trumps after one exchange, he makes the vole on every sampled deal if he plays
    now, as the analysis and the strong player weigh it; the faulty play-out still draws a card."""
    deal = dealt("KH QH JH AH 7C", "8S 9D 8D 7D AC", "9H", stock="10H 10S")
    for action in (Propose(), Accept(), Discard(parse_cards("7C")), Discard(parse_cards("8S"))):
        deal.apply(action)
    view = deal_view(deal.view(0))
    options = (Stand(), Propose())
    thrown = frozenset(parse_cards("7C"))
    assert FULL.ecarte_play_out == QUICK.ecarte_play_out == ANALYSIS_PLAY_OUT
    review = EcarteStrong(1, play_out=ANALYSIS_PLAY_OUT).weigh_options(view, thrown, options)
    assert {o.gains for o in review.outcomes[0]} == {((True, 1), (True, VOLE))}
    player = EcarteStrong(1).weigh_options(view, thrown, options)
    assert player.outcomes[0] == review.outcomes[0]
    faulty = EcarteStrong(1, play_out=KEPT_FAULTS).weigh_options(view, thrown, options)
    assert {o.gains for o in faulty.outcomes[0]} != {((True, 1), (True, VOLE))}


def test_a_grade_and_a_loss_measured_apart_that_differ_say_so() -> None:
    """docs/analysis.md "A loss measured apart": the verdict is weighed on the deals that chose
    the best, the loss shown on others; where the loss shown falls in another grade ("doubtful"
    beside −6.1%), the review says how sure the loss is and that the grade was weighed on
    other deals, in the text and in the data the web shows; where they agree, nothing."""
    from dataclasses import replace

    from salon.analysis.report import decision_data, review_text
    from salon.analysis.review import review_record

    record = parse_record((EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8"))
    review = review_record(record, quick=True, jobs=1)
    first = review.decisions[0]
    differing = replace(
        first,
        verdict=Verdict.DOUBTFUL,
        shown_grade=Verdict.MISTAKE,
        chance_lost=0.061,
        graded_by_chance=True,
        spread=0.016,
    )
    agreeing = replace(differing, shown_grade=Verdict.DOUBTFUL)
    note = " (±3.2%; the grade was weighed on other deals)"
    said = review_text(replace(review, decisions=(differing, *review.decisions[1:])))
    assert "−6.1% to win" + note in said
    assert decision_data(differing, ("A", "B"))["loss_note"] == note
    assert decision_data(agreeing, ("A", "B"))["loss_note"] == ""
    quiet = review_text(replace(review, decisions=(agreeing, *review.decisions[1:])))
    assert quiet.count("the grade was weighed") == said.count("the grade was weighed") - 1
