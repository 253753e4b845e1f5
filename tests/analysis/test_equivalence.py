"""Equivalent cards are one choice: weighed once, valued alike, graded alike."""

from __future__ import annotations

import random

from salon.agents.piquet.strong import PiquetStrong
from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.analysis.appraisal import Appraisal, Loss, Moment, OptionValue
from salon.analysis.equivalence import equivalent_plays, runs
from salon.analysis.piquet import appraise_piquet
from salon.analysis.verdicts import PIQUET_CHANCE, Verdict
from salon.cards import parse_cards
from salon.engine import turns
from salon.piquet.actions import Play
from salon.piquet.deal import Phase
from salon.piquet.partie import Partie


def test_cards_with_every_card_between_them_gone_are_one_set() -> None:
    """The queen, ten and eight of hearts with the knave and nine played are one choice; the
    ace of spades is another; a card on the table parts the cards around it."""
    sets = runs(parse_cards("QH TH 8H AS"), gone=parse_cards("JH 9H"), table=None)
    assert sets == [list(parse_cards("QH TH 8H")), list(parse_cards("AS"))]
    apart = runs(parse_cards("QH 8H"), gone=(), table=None)
    assert apart == [list(parse_cards("QH")), list(parse_cards("8H"))]


def _play_decisions(seed: int) -> list[tuple[object, Play]]:
    """Card-play decisions of a partie between players of the rules of thumb, where the
    player holds two or more equivalent cards; each with the card he played."""
    partie, thumb, rng = Partie(), PiquetRulesOfThumb(), random.Random(seed)
    found: list[tuple[object, Play]] = []
    for seat in turns(partie, rng):
        view = partie.view(seat)
        action = thumb.choose(view, view.legal)
        deal = getattr(view, "deal", None)
        if deal is not None and deal.phase is Phase.PLAY and isinstance(action, Play):
            plays = [a for a in view.legal if isinstance(a, Play)]
            if any(len(s) > 1 for s in equivalent_plays(deal, plays)):
                found.append((view, action))
        partie.apply(action)
        if len(found) >= 6:
            break
    return found


def test_equivalent_cards_always_get_equal_values_and_verdicts() -> None:
    """Property, over positions of random parties: every card of a set of equivalent cards
    has the same points, chance and deal value as the others, and the same verdict."""
    checked = 0
    for seed in range(3):
        for view, action in _play_decisions(seed):
            deal = view.deal  # type: ignore[attr-defined]
            plays = [a for a in view.legal if isinstance(a, Play)]  # type: ignore[attr-defined]
            judged = appraise_piquet(view, action, PiquetStrong(seed, samples=6))
            if not judged:
                continue
            appraisal = judged[-1].appraisal
            for members in equivalent_plays(deal, plays):
                values = [appraisal.value_of(p) for p in members]
                assert all(v is not None for v in values)
                faces = {(v.points, v.chance, v.deal) for v in values if v is not None}
                assert len(faces) == 1, members
                assert len({appraisal.verdict(p) for p in members}) == 1
                checked += len(members) > 1
    assert checked >= 3


def test_a_choice_losing_nothing_with_every_card_seen_nor_in_chance_is_good() -> None:
    """The capot case: on the samples a lead seems to lose twenty points of the settlement,
    but with every card seen all leads score alike and the chance of winning is the same;
    no verdict blames it."""
    best = OptionValue(Play(parse_cards("QH")[0]), 402.1, 0.0, lost=Loss(0, 0, 0, 0, 0))
    chosen = OptionValue(Play(parse_cards("AS")[0]), 382.7, 0.0, lost=Loss(19.4, 0, 0, 0, 0))
    appraisal = Appraisal(
        Moment.LEAD, (best, chosen), best, PIQUET_CHANCE, 48, all_seen=(12.0, 12.0)
    )
    assert appraisal.verdict(chosen.action) is Verdict.GOOD


def test_a_loss_astride_a_boundary_is_too_close_to_call() -> None:
    """A chance lost of 4.9% ± 1% is neither surely doubtful nor surely a mistake."""
    best = OptionValue("a", 0.0, 0.6, lost=Loss(0, 0, 0, 0, 0))
    chosen = OptionValue("b", 0.0, 0.551, lost=Loss(0, 0.049, 0, 0.049, 0.01))
    appraisal = Appraisal(Moment.LEAD, (best, chosen), best, PIQUET_CHANCE, 48)
    assert appraisal.verdict("b") is Verdict.CLOSE
    assert appraisal.leaning("b") is Verdict.DOUBTFUL
    sure = OptionValue("c", 0.0, 0.45, lost=Loss(0, 0.15, 0, 0.15, 0.01))
    appraisal = Appraisal(Moment.LEAD, (best, sure), best, PIQUET_CHANCE, 48)
    assert appraisal.verdict("c") is Verdict.BLUNDER
