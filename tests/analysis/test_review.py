"""Reviews of whole records, and single decisions weighed (docs/analysis.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from tests.analysis.helpers import ecarte_game_record, example_deal_at_the_exchange
from tests.card_codes import card_codes

from salon.agents.base import RandomAgent
from salon.agents.ecarte.players import Weighed, Weighing
from salon.agents.ecarte.standing import Standing, win_chance
from salon.agents.ecarte.thumb import EcarteRulesOfThumb
from salon.agents.piquet.strong import PiquetStrong
from salon.analysis.appraisal import Moment
from salon.analysis.depth import FULL
from salon.analysis.piquet import appraise_piquet
from salon.analysis.review import review_record
from salon.analysis.verdicts import Verdict
from salon.cards import parse_cards
from salon.cli import main
from salon.piquet.actions import Exchange, Role
from salon.piquet.examples import EXAMPLE_RECORD
from salon.records import RecordError, parse_record


def _strong(seed: int) -> PiquetStrong:
    return PiquetStrong(
        seed,
        samples=FULL.piquet_play,
        exchange_samples=FULL.piquet_exchange,
        call_samples=FULL.piquet_calls,
    )


def test_discarding_the_point_suit_is_a_blunder() -> None:
    """The 1902 hints: "it is essential to keep the whole of your best suit for point". Elder
    of the worked Example throwing his four hearts (his point) with a club is a blunder, and the
    review quotes that hint."""
    view = example_deal_at_the_exchange().view(Role.ELDER)
    bad = Exchange(parse_cards("AH QH JH 8H 7C"))
    [judged] = appraise_piquet(view, bad, _strong(1))
    assert judged.appraisal.verdict(judged.chosen) is Verdict.BLUNDER
    assert judged.appraisal.loss(judged.chosen)[0] >= 10
    assert judged.appraisal.maxim is not None
    assert "best suit for point" in judged.appraisal.maxim.text


def test_a_strong_discard_is_good() -> None:
    """The discard the analysis recommends on some samples, weighed again on others, is graded
    good."""
    view = example_deal_at_the_exchange().view(Role.ELDER)
    [first] = appraise_piquet(view, Exchange(parse_cards("KS 8C 7C 9D 8D")), _strong(3))
    [judged] = appraise_piquet(view, first.appraisal.best.action, _strong(1))
    assert judged.appraisal.verdict(judged.chosen) is Verdict.GOOD


def test_the_examples_deal_is_reviewed_decision_by_decision() -> None:
    """The worked Example (A 28, B 23), reviewed: the exchanges, the calls and answers, the
    leads and the cards followed are each weighed; what one side's luck gains the other's
    loses."""
    review = review_record(parse_record(EXAMPLE_RECORD), quick=True, jobs=1)
    moments = {d.moment for d in review.decisions}
    assert {Moment.DISCARD, Moment.CALL, Moment.ANSWER, Moment.LEAD, Moment.FOLLOW} <= moments
    assert review.result["elder"] == 28 and review.result["younger"] == 23
    for decision in review.decisions:
        assert decision.points_lost >= 0 and decision.chance_lost >= 0
        assert decision.options[0].points >= decision.options[-1].points
    [deal] = review.deals
    assert deal.tallies[0].luck_points == pytest.approx(-deal.tallies[1].luck_points)
    assert review.totals[0].decisions + review.totals[1].decisions == len(review.decisions)


def test_a_game_of_ecarte_is_reviewed_and_its_luck_adds_up() -> None:
    """Luck (docs/analysis.md): over a game, A's chance of winning went from what it was before
    the first deal to 1 or 0; that change is his luck less his errors plus his adversary's."""
    text = ecarte_game_record((EcarteRulesOfThumb(), RandomAgent(3)), seed=6)
    review = review_record(parse_record(text), quick=True, jobs=1)
    moments = {d.moment for d in review.decisions}
    every = {Moment.PROPOSE, Moment.RESPOND, Moment.DISCARD, Moment.MARK_KING, Moment.LEAD}
    assert every | {Moment.FOLLOW, Moment.THROW_DOWN, Moment.CLAIM} <= moments
    won = 1.0 if review.result["winner"] == "A" else 0.0
    first = review.deals[0]
    assert sorted(first.roles) == ["dealer", "non-dealer"]  # Écarté's words, not Piquet's
    start = win_chance(0, 0, 5, first.roles[0] == "dealer")
    a, b = review.totals
    assert won - start == pytest.approx(a.luck_chance - a.chance_lost + b.chance_lost)
    assert b.error_rate > a.error_rate  # random play errs more than the treatise's


def test_the_review_command_prints_words_and_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "example.txt"
    record.write_text(EXAMPLE_RECORD, encoding="utf-8")
    assert main(["review", str(record), "--quick", "--jobs", "1"]) == 0
    words = capsys.readouterr().out
    assert "Review of a Piquet deal" in words and "The whole:" in words
    # The error rate in percent of the chance of winning, as the web says it (a new player's
    # trial read "error rate 2.6 … in thousandths").
    assert "thousandths" not in words and "error rate" not in words
    assert re.search(r"\d+\.\d\d% of the chance of winning lost a decision", words)
    assert main(["review", str(record), "--quick", "--json", "--jobs", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"]["elder"]["decisions"] > 5
    assert {d["verdict"] for d in data["decisions"]} <= {v.value for v in Verdict}


def test_the_review_calls_the_players_by_their_names_and_tells_each_games_score(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A review reads as players talk: "Computer A dealer", never the record's seat letters
    ("A (Computer A)"); an Écarté game's head gives its final score, not the games' worth."""
    game = Path(__file__).resolve().parents[2] / "examples" / "ecarte-game.txt"
    assert main(["review", str(game), "--quick", "--jobs", "1"]) == 0
    words = capsys.readouterr().out
    assert "Review of an Écarté game: Computer A against Computer B" in words
    assert "game 1: Computer A 5, Computer B 2" in words
    assert "A (Computer A)" not in words and "points won" not in words


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("this is not a record\n", "line 1"),
        ('[Game "Chess"]\n\nA: e4\n', "salon reviews"),
        (EXAMPLE_RECORD.split("elder: play AH")[0], "no deal is finished"),
        (EXAMPLE_RECORD.replace("elder: play AH", "elder: play 7S"), "line"),
    ],
)
def test_a_malformed_or_unfinished_record_is_refused_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, fault: str
) -> None:
    """Bad input gets a clear error: the line at fault, no traceback, exit status 1."""
    record = tmp_path / "bad.txt"
    record.write_text(text, encoding="utf-8")
    assert main(["review", str(record), "--jobs", "1"]) == 1
    error = capsys.readouterr().err
    assert fault in error and "Traceback" not in error
    with pytest.raises(RecordError):
        review_record(parse_record(text), quick=True)


def test_a_game_stopped_to_go_on_with_later_has_its_finished_deals_reviewed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A game saved unfinished by ``salon play`` is reviewed to the end of its last finished
    deal, which the review says, with the command that goes on with it; that command, typed as
    it is, finishes the game. One stopped before a deal is finished is refused with the
    command; a record from elsewhere, which ``salon play`` cannot go on with, is offered none
    (a new player's trial: two deals of a partie played, and no review of them)."""
    import shlex

    record = tmp_path / "stopped game.txt"
    watched = ["play", "ecarte", "--watch", "--delay", "0", "--seed", "3", "--plain"]
    assert main([*watched, "--save", str(record)]) == 0
    lines = record.read_text(encoding="utf-8").splitlines()
    record.write_text("\n".join(lines[: len(lines) // 2]) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["review", str(record), "--quick", "--jobs", "1"]) == 0
    said = capsys.readouterr().out
    assert "(unfinished)" in said and "It stopped before its end: its first " in said
    command = shlex.split(said.split("To play on from where it stopped: ")[1].strip())
    assert command[1:] == ["play", "ecarte", "--resume", str(record.resolve())]
    assert main([*command[1:], "--plain"]) == 0
    assert main(["review", str(record), "--quick", "--jobs", "1"]) == 0
    assert "stopped before its end" not in capsys.readouterr().out
    tags = [line for line in lines if line.startswith("[")]
    record.write_text("\n".join(tags) + "\n", encoding="utf-8")
    assert main(["review", str(record), "--jobs", "1"]) == 1
    error = capsys.readouterr().err
    assert "no deal is finished to review; play on first: " in error
    elsewhere = ecarte_game_record((RandomAgent(1), RandomAgent(2)), seed=4).splitlines()
    record.write_text("\n".join(elsewhere[: len(elsewhere) // 2]) + "\n", encoding="utf-8")
    assert main(["review", str(record), "--quick", "--jobs", "1"]) == 0
    assert "To play on" not in capsys.readouterr().out


def test_a_missing_file_and_bad_flags_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", str(tmp_path / "missing.txt")]) == 2
    assert "cannot read" in capsys.readouterr().err
    record = tmp_path / "example.txt"
    record.write_text(EXAMPLE_RECORD, encoding="utf-8")
    assert main(["review", str(record), "--jobs", "0"]) == 2


def test_a_chance_of_winning_is_a_weighted_mean_and_stays_a_chance() -> None:
    """The sampled deals are weighted by how likely the play makes them, and those weights
    average one only in expectation: a chance of winning is their weighted mean, between
    nought and one however the few weights of a quick review fall (a quick web review had
    shown a chance of 2.06)."""
    won, lost = ((True, 5),), ((False, 5),)
    weighing = Weighing(
        ("lead", "hold"),
        ((Weighed(3.0, won), Weighed(1.0, won)), (Weighed(3.0, won), Weighed(1.0, lost))),
    )
    standing = Standing(mine=0, theirs=0, target=5, dealing=False)
    assert weighing.means(standing.worth) == [1.0, 0.75]


def test_the_reviews_words_name_cards_as_players_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The review in words says each choice in the words of the table ("discard the seven of
    diamonds", as the table says "The seven of diamonds." and the treatises write "the nine,
    eight of diamonds", piquet-description-and-example.txt), never in the notation of records
    ("exchange 7D") nor in figures ("the 7 of diamonds"); the JSON gives both."""
    record = tmp_path / "example.txt"
    record.write_text(EXAMPLE_RECORD, encoding="utf-8")
    assert main(["review", str(record), "--quick", "--all", "--jobs", "1"]) == 0
    words = capsys.readouterr().out
    assert card_codes(words) == []
    assert "discard the " in words and "play the " in words
    assert not re.findall(r"\bthe (?:[6-9]|10)(?:,| and| of) ", words)
    assert main(["review", str(record), "--quick", "--json", "--jobs", "1"]) == 0
    decisions = json.loads(capsys.readouterr().out)["decisions"]
    exchange = next(d for d in decisions if d["chosen"].startswith("exchange "))
    assert exchange["chosen_words"].startswith("Discard the ")
    assert card_codes(exchange["chosen_words"]) == []


def test_after_a_proposal_the_review_says_play_these_cards() -> None:
    """ecarte-treatise-1896-ocr.txt: the penalty of playing without proposing falls on the
    deal's first choice only; a review of a deal where a proposal was made words standing as
    playing the cards taken in, never as playing "without proposing"."""
    text = ecarte_game_record((EcarteRulesOfThumb(), RandomAgent(3)), seed=6)
    review = review_record(parse_record(text), quick=True, jobs=1)
    choices = [d for d in review.decisions if d.moment is Moment.PROPOSE]
    later = [d for i, d in enumerate(choices) if any(e.deal == d.deal for e in choices[:i])]
    assert later, "the game has a proposal answered by an exchange"
    for decision in later:
        said = [decision.chosen_words, decision.best_words, *(o.words for o in decision.options)]
        assert not any("without proposing" in words for words in said), said


def test_a_parties_luck_is_said_in_the_settlements_points_and_why_it_may_look_odd() -> None:
    """piquet-encyclopedia-1902-with-laws.txt, Rubicon Piquet: a loser short of a hundred pays
    both totals and a hundred, so near the rubicon a few points of a deal move many of the
    settlement: a partie's review says its luck is in the settlement's points, and why a deal
    won may bring bad luck in them."""
    from dataclasses import replace

    from salon.analysis.report import RUBICON_LUCK, review_text

    review = review_record(parse_record(EXAMPLE_RECORD), quick=True, jobs=1)
    alone = review_text(review)
    partie = review_text(replace(review, game="Piquet"))
    assert "points of the settlement" in partie and RUBICON_LUCK.strip() in partie
    assert "of the settlement" not in alone and RUBICON_LUCK.strip() not in alone


def test_points_lost_with_no_decision_listed_say_where_they_went() -> None:
    """A deal's points lost at good decisions alone, each too small to list, are said to be
    so (a new player's trial: "lost 0.9 points … 0 doubtful, 0 mistakes, 0 blunders" over no
    decision); and every signed figure has a minus sign, never a hyphen."""
    from dataclasses import replace

    from salon.analysis.report import UNLISTED, review_text

    review = review_record(parse_record(EXAMPLE_RECORD), quick=True, jobs=1)
    [deal] = review.deals
    seat = next(s for s in (0, 1) if round(deal.tallies[s].points_lost, 1) > 0)

    def tallies(text: str) -> list[str]:  # the deal's line for each seat, in order
        deal_part = text.split("The whole:")[0]
        return [line for line in deal_part.splitlines() if " decisions, lost " in line]

    text = review_text(review)
    assert not re.search(r"(?:luck|seen:?) -\d", text) and "\N{MINUS SIGN}" in text
    listed = {d.seat for d in review.decisions if d.verdict is not Verdict.GOOD}
    assert (UNLISTED in tallies(text)[seat]) is (seat not in listed)
    quiet = replace(
        review, decisions=tuple(replace(d, verdict=Verdict.GOOD) for d in review.decisions)
    )
    assert tallies(review_text(quiet))[seat].endswith(f"; {UNLISTED}")
