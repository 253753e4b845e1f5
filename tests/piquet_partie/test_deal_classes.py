"""A deal's count by class, as the players write it after the deal (piquet-description-and-
example.txt "Scoring": the order of precedence carte blanche, point, sequences, quatorzes and
trios, points in play, the cards; "Carte blanche, pique and repique")."""

from __future__ import annotations

import random

from salon.piquet.actions import parse_action
from salon.piquet.deal import Deal
from salon.piquet.deal_classes import DealClass, deal_classes
from salon.piquet.examples import EXAMPLE_RECORD
from salon.piquet.partie import Partie
from salon.piquet.rules import PRESETS
from salon.records import parse_record


def test_the_worked_example_counts_by_class() -> None:
    """D "EXAMPLE": A, elder, five for his point and four for his quart major; B fourteen
    for his tens and three for his queens; A the ten for the cards: 28 to 23 in all."""
    deal = Deal()
    for move in parse_record(EXAMPLE_RECORD).moves:
        deal.apply(parse_action(move.text))
    lines = {line.kind: line.points for line in deal_classes(deal)}
    assert lines[DealClass.POINT] == (5, 0)
    assert lines[DealClass.SEQUENCES] == (4, 0)
    assert lines[DealClass.SETS] == (0, 17)
    assert lines[DealClass.CARDS] == (10, 0)
    assert sum(p[0] for p in lines.values()) == 28 and sum(p[1] for p in lines.values()) == 23
    assert list(lines) == sorted(lines, key=list(DealClass).index), "in the card's order"


def test_each_deal_of_a_partie_counts_by_class_to_its_score() -> None:
    """Every preset, many parties: the classes of each deal add up to its score, by seat, and
    the partie's view gives them once the deal is over (every class counted is public)."""
    for name, rules in PRESETS.items():
        for seed in range(25):
            partie, rng = Partie(rules), random.Random(seed)
            while not partie.is_terminal:
                partie.apply(partie.random_action(rng))
            assert len(partie.deal_classes) == len(partie.deal_scores), name
            for score, lines in zip(partie.deal_scores, partie.deal_classes, strict=True):
                assert tuple(sum(line.points[s] for line in lines) for s in (0, 1)) == score
                assert all(any(line.points) for line in lines), "only classes that scored"
            assert partie.view(0).deal_classes == partie.view(1).deal_classes
