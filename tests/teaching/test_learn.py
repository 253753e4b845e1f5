"""The guided first deals and the glossary (docs/teaching.md)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from salon.cli import main
from salon.teaching.command import teach
from salon.teaching.glossary import GLOSSARY, entry
from salon.teaching.lessons import ecarte_lesson, piquet_lesson

SOURCES = Path(__file__).resolve().parents[2] / "docs" / "sources"


def test_the_piquet_lesson_replays_the_examples_words_to_a_28_b_23() -> None:
    """piquet-description-and-example.txt "EXAMPLE": the calls and answers of the Example are
    said at the table as the lesson goes, and the deal ends A 28, B 23."""
    steps = list(piquet_lesson())
    talk = [line for shown in steps for line in shown.talk]
    for words in (
        "A: Five cards.",
        "B: What do they make?",
        "A: Forty-nine.",
        "B: Good.",
        "A: A quart major.",
        "A: Five and four are nine.",
        "A: Three knaves?",
        "B: Not good.",
        "B: Four tens, fourteen.",
        "A: Twenty-eight.",
    ):
        assert words in talk
    assert steps[-1].scores == "A 28, B 23"


def test_each_piquet_step_explains_what_the_issue_of_a_first_deal_needs() -> None:
    """Why twelve cards, what the stock is, what "Point of five" and "Good" mean, how the
    counts run, and why the elder leads."""
    words = " ".join(shown.title + " " + shown.words for shown in piquet_lesson())
    ideas = ("twelve cards", "the stock", "point", '"Good"', "counts", "elder leads")
    # "I do not reckon the queen of hearts" is said of a card B never held: the step says why.
    for idea in (*ideas, "which one he does not reckon"):
        assert idea in words


def test_a_piquet_step_explains_each_reckoning_said_in_it() -> None:
    """piquet-description-and-example.txt "EXAMPLE": the younger reckons his four tens as
    the elder leads; the step in which it is said tells of it, not the step after."""
    told = {
        "B: Four tens, fourteen.": "Four tens, fourteen",
        "B: And three queens, seventeen.": "three queens",
    }
    found = set()
    for shown in piquet_lesson():
        for line in shown.talk:
            if line in told:
                found.add(line)
                assert told[line] in shown.words, (shown.title, line)
    assert found == set(told), "both reckonings are said in the lesson"


def test_the_ecarte_lesson_is_a_real_deal_to_its_score() -> None:
    steps = list(ecarte_lesson())
    talk = [line for shown in steps for line in shown.talk]
    assert "A: I propose." in talk and "B: I mark the king." in talk
    assert steps[-1].scores == "A 1, B 1"


def test_the_ecarte_lesson_teaches_the_order_of_the_cards_the_ace_below_the_knave() -> None:
    """ecarte-treatise-1896-ocr.txt, the play: "the cards ranking as follows: King, queen,
    knave, ace, ten, nine, eight and seven" — said in the first step, since a player of other
    games takes his ace for the highest card (found by a new player's trial)."""
    first = next(iter(ecarte_lesson()))
    order = "king, queen, knave, ace, ten, nine, eight and seven"
    assert order in first.words and "the ace between the knave and the ten" in first.words


def test_the_ecarte_lesson_plays_its_tricks_one_step_each() -> None:
    """Each trick is shown and explained on its own (following suit, trumping, winning when
    one can: ecarte-treatise-1896-ocr.txt, the laws of play), not all five in one step."""
    tricks = [sum("My trick" in line for line in shown.talk) for shown in ecarte_lesson()]
    assert tricks[-5:] == [1, 1, 1, 1, 1]
    assert sum(tricks) == 5


def test_teach_stops_when_the_learner_asks() -> None:
    out = io.StringIO()
    assert teach("piquet", out, lambda: False) is False
    assert "1/12" in out.getvalue() and "2/12" not in out.getvalue()


def test_learn_runs_every_step_without_pausing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["learn", "piquet", "--no-pause", "--no-game"]) == 0
    assert "A 28, B 23" in capsys.readouterr().out
    assert main(["learn", "ecarte", "--no-pause"]) == 0
    assert "salon play ecarte" in capsys.readouterr().out


def test_learn_offers_the_first_game_as_the_learner_started_salon(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """From a checkout the printed command is ``./salon play …``, which works in a new shell."""
    monkeypatch.setenv("SALON_COMMAND", "./salon")
    assert main(["learn", "piquet", "--no-pause"]) == 0
    assert "Now play a first game: ./salon play piquet (type ? for a hint)." in (
        capsys.readouterr().out
    )


def test_the_glossary_holds_the_tables_words_each_with_a_seed_for_source(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for word in (
        "elder",
        "younger",
        "point",
        "sequence",
        "quatorze",
        "sets",  # as the count by class names quatorzes and trios
        "pique",
        "repique",
        "capot",
        "rubicon",
        "vole",
        "jeux de règle",
        # Words the hints and the choices use (a new player's trial found none explained).
        "settlement",
        "sinking",
        "major, minor",
    ):
        assert entry(word).meaning
    for item in GLOSSARY:
        seed = item.source.split(",")[0]
        assert (SOURCES / seed).exists(), item.word
    with pytest.raises(KeyError, match="not in the glossary"):
        entry("trump card")
    assert main(["learn", "words"]) == 0
    printed = capsys.readouterr().out
    assert "repique" in printed
    # Sources are named as the books a player knows, never as files.
    assert ".txt" not in printed and "The classic description, Dealing" in printed


def test_each_step_shows_the_table_after_it_both_hands_face_up() -> None:
    """piquet-description-and-example.txt "EXAMPLE": twelve each and eight in the stock; after
    the exchange the stock is empty and the discards lie aside; A leads the ace of hearts."""
    steps = list(piquet_lesson())
    first = steps[0]
    assert [len(hand) for hand in first.hands] == [12, 12] and first.stock == 8
    assert first.trick == () and first.turn_up is None
    calling = steps[3]
    assert calling.stock == 0 and [len(d) for d in calling.discards] == [5, 3]
    leading = steps[6]
    assert [(seat, str(card)) for seat, card in leading.trick] == [("A", "AH")]
    assert steps[-1].score == (28, 23)
    ecarte = list(ecarte_lesson())
    assert ecarte[0].turn_up is not None and [len(h) for h in ecarte[0].hands] == [5, 5]


def test_the_elder_s_exchange_is_told_card_by_card() -> None:
    """piquet-description-and-example.txt "EXAMPLE": A discards the king of spades, the nine
    and eight of diamonds and the eight and seven of clubs; the step names each card thrown,
    and keeps no suit he throws from ("his spades" while the king of spades goes)."""
    steps = list(piquet_lesson())
    exchange = steps[1]
    thrown = exchange.words.split("throws ", 1)[1].split(".", 1)[0]
    kept = exchange.words.split("throws ", 1)[0]
    for card in exchange.discards[0]:
        rank, suit = card.name.split(" of ")
        assert rank in thrown and suit in thrown, card
        assert f"his {suit}" not in kept, card
