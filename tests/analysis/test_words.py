"""The words of hints and reviews: sources as books, cards in words, no "−0.00", one hint for
one position (docs/analysis.md, "Hints" and "Verdicts")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tests.analysis.helpers import example_deal_at_the_exchange
from tests.terminal.ecarte_positions import ecarte_game

from salon.analysis.appraisal import Moment
from salon.analysis.hints import hint_for
from salon.analysis.maxims import ECARTE, PIQUET
from salon.analysis.report import best_said
from salon.analysis.review import Decision, OptionLine
from salon.analysis.verdicts import Verdict
from salon.cards import parse_cards
from salon.cli import main
from salon.ecarte.actions import Accept, Discard, Propose
from salon.piquet.actions import Role
from salon.piquet.examples import EXAMPLE_RECORD

CARD_CODE = re.compile(r"\b(?:10|[2-9TJQKA])[SHDC]\b")


def test_a_maxim_names_its_book_never_a_file() -> None:
    """Every maxim a player reads names the book ("Hints to Players, 1902"), not a file."""
    for maxim in (*PIQUET.values(), *ECARTE.values()):
        assert ".txt" not in str(maxim) and ".txt" not in maxim.source
    assert all("Hints to Players, 1902" in str(m) for m in PIQUET.values())


def test_the_same_position_asked_twice_gets_the_same_hint() -> None:
    """A hint is seeded from the position: asking again gives the same words."""
    view = example_deal_at_the_exchange().view(Role.ELDER)
    first, again = hint_for(view), hint_for(view)
    assert first is not None and again is not None
    assert first.words == again.words


def test_the_terminal_review_names_cards_in_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`salon review --all` says "play the ace of hearts", never a code like "AH", nor a
    loss of "−0.00", nor a file."""
    record = tmp_path / "example.txt"
    record.write_text(EXAMPLE_RECORD, encoding="utf-8")
    assert main(["review", str(record), "--quick", "--all", "--jobs", "1"]) == 0
    words = capsys.readouterr().out
    assert "of hearts" in words or "of spades" in words
    assert not CARD_CODE.search(words), CARD_CODE.search(words)
    assert "−0.00" not in words and ".txt" not in words
    assert "options (" in words and "to win; loses" in words
    assert "loses −" not in words and "(±0.00)" not in words and "(±0.0%)" not in words


def _discard(chosen: str, best: str, verdict: Verdict) -> Decision:
    five = OptionLine("discard 7S KD 10D KC QC", "Discard five cards", 0, 0, 0, 0, 0, 0, 0, None)
    three = OptionLine("discard 7S 10D QC", "Discard three cards", 0, 0, 0, 0, 0, 0, 0, None)
    words = {five.action: five.words, three.action: three.words}
    return Decision(
        seat=0,
        deal=1,
        line=9,
        moment=Moment.DISCARD,
        chosen=chosen,
        best=best,
        chosen_words=words[chosen],
        best_words=words[best],
        points=0.0,
        chance=0.5,
        points_lost=0.3,
        chance_lost=0.02,
        verdict=verdict,
        maxim=None,
        all_seen=None,
        options=(three, five) if best == three.action else (five, three),
        samples=40,
    )


def test_the_terminal_review_never_names_the_choice_made_as_the_better_one() -> None:
    """A choice that is the strong player's own may lose on the deals sampled, measured apart
    from those that chose it (docs/analysis.md): the review then names the option that did
    better, as the web's does, never "best, " followed by the very choice made."""
    own = _discard("discard 7S 10D QC", "discard 7S 10D QC", Verdict.DOUBTFUL)
    said = best_said(own)
    assert said == (
        "the strong player's choice too, though on these deals another did better: "
        "discard five cards"
    )
    other = _discard("discard 7S 10D QC", "discard 7S KD 10D KC QC", Verdict.MISTAKE)
    assert best_said(other) == "best, discard five cards"


def test_a_hint_after_a_proposal_says_play_these_cards() -> None:
    """ecarte-treatise-1896-ocr.txt: the penalty of playing without proposing falls on the
    first choice of the deal only; after a proposal, to stand is to play the cards taken in,
    and the hint words it so, never "without proposing"."""
    game = ecarte_game(you_deal=False, elder="7C 8C 9D 10S JH", dealer="7D 8D 9C KD AD")
    game.apply(Propose())
    game.apply(Accept())
    game.apply(Discard(parse_cards("7C 8C 9D")))
    game.apply(Discard(parse_cards("7D")))
    hint = hint_for(game.view(0))
    assert hint is not None and "these cards" in hint.words, hint.words
    assert "without proposing" not in hint.words
