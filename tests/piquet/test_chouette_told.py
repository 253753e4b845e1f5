"""The chouette card with its parties told deal by deal: deals the engine plays, told to the
partie in play, put on the chouette card in tens the result the Piquet scorer gives the same
deals, and the card read again at every step keeps it; the last deal of a partie may be told
again until a deal of the next is written (piquet-description-and-example.txt, "Chouette
piquet"; piquet-encyclopedia-1902-with-laws.txt, Law 32)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.piquet.test_told import told_by_the_engine

from salon.piquet.chouette import RecordPartie
from salon.piquet.chouette_card import ChouetteScorer, chouette_scorer, load_chouette, result_of
from salon.piquet.deal import Deal
from salon.piquet.settlement import PartieResult
from salon.piquet.told import DealTold, PlayTold
from salon.piquet.told_card import PiquetScorer


def _engine_deal(rng: random.Random) -> DealTold:
    while True:
        deal = Deal()
        while not deal.is_terminal:
            deal.apply(deal.random_action(rng))
        if deal.thrown_in is None:
            return told_by_the_engine(deal)


def _partie(card: ChouetteScorer, rng: random.Random) -> tuple[ChouetteScorer, PartieResult]:
    """One partie told deal by deal as the web scorer tells it, the card kept and read again
    after each deal; the result the Piquet scorer gives the same deals."""
    first = rng.randrange(2)
    card.begin(first)
    assert card.playing is not None
    alone = PiquetScorer(card.playing.names, first)
    while card.playing is not None:
        told = _engine_deal(rng)
        alone.deals.append(told)
        partie = card.partie_told(again=False)
        card.write(replace(partie, deals=[*partie.deals, told]), again=False)
        card = load_chouette(card.to_json())
    assert alone.card.result is not None
    return card, alone.card.result


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_parties_told_deal_by_deal_go_on_the_chouette_card_as_their_results(seed: int) -> None:
    rng = random.Random(seed)
    card = chouette_scorer(("A", "B", "C"), 0, 2)
    reference = chouette_scorer(("A", "B", "C"), 0, 2)
    for _ in range(rng.randrange(1, 4)):
        if rng.random() < 0.3:
            result = result_of(rng.choice([0, 1, None]), rng.randrange(101, 400))
            card.record_told(result)
            reference.record_told(result)
            continue
        card, result = _partie(card, rng)
        reference.record_told(result)
        assert card.chouette.balances_in_tens == reference.chouette.balances_in_tens
    assert load_chouette(card.to_json()).chouette.balances_in_tens == (
        reference.chouette.balances_in_tens
    )


def test_law_32_a_partie_s_last_deal_told_again_until_a_deal_of_the_next_is_written() -> None:
    rng = random.Random(7)
    card, _ = _partie(chouette_scorer(("A", "B", "C"), 0, 2), rng)
    finished = card.partie_told(again=True)
    assert finished is card.finished and len(card.parties) == 1
    capot = DealTold(play=PlayTold((13, 0), (12, 0)))  # elder leads and wins every trick
    card.write(replace(finished, deals=[*finished.deals[:-1], capot]), again=True)
    assert card.finished is not None and card.finished.deals[-1] == capot
    result = card.finished.card.result
    record = RecordPartie.from_result(result, single=0) if result else None
    assert record is not None and card.parties == [(record.outcome.value, record.points)]
    card = load_chouette(card.to_json())
    card.begin(0)
    partie = card.partie_told(again=False)
    card.write(replace(partie, deals=[*partie.deals, _engine_deal(rng)]), again=False)
    assert card.finished is None and card.partie_told(again=True) is card.playing
    with pytest.raises(ValueError, match="deal by deal"):
        card.record_told(result_of(0, 150))
