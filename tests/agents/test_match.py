"""Computer players and the duplicate match harness."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.base import RandomAgent
from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.cli import main
from salon.engine import turns
from salon.match import play_pair, run_match
from salon.piquet.partie import Partie
from salon.records import parse_record
from salon.replay import replay_record


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_agents_only_return_legal_actions(seed: int) -> None:
    """Every action either player returns is accepted by the engine (apply checks it)."""
    chance = random.Random(seed)
    partie = Partie()
    seats = (PiquetRulesOfThumb(), RandomAgent(seed))
    for actor in turns(partie, chance):
        view = partie.view(actor)
        action = seats[actor].choose(view, view.legal)
        assert partie.is_legal(action)
        partie.apply(action)


def test_a_pair_is_the_same_cards_with_seats_changed() -> None:
    result = play_pair("thumb", "random", 0, 5, "rubicon")
    deals = [
        [m.text for m in parse_record(text).moves if m.text.startswith(("deal", "cut"))]
        for text in result.records
    ]
    assert deals[0][0] == deals[1][0]  # the same cut
    for text in result.records:
        replay_record(parse_record(text))


def test_results_are_reproducible_under_a_seed() -> None:
    first = run_match("thumb", "random", pairs=2, seed=3, jobs=1)
    second = run_match("thumb", "random", pairs=2, seed=3, jobs=1)
    assert first == second


def test_rules_of_thumb_beat_random_play() -> None:
    report = run_match("thumb", "random", pairs=3, seed=1, jobs=1)
    assert report.mean > 0


def test_match_command_saves_every_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(
            [
                "match",
                "thumb",
                "random",
                "--parties",
                "2",
                "--jobs",
                "1",
                "--records",
                str(tmp_path),
            ]
        )
        == 0
    )
    assert "points a partie" in capsys.readouterr().out
    assert len(list(tmp_path.glob("*.txt"))) == 2


def test_an_odd_number_of_parties_is_rounded_up_to_whole_pairs(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Parties are played in duplicate pairs: three asked are four played, and the command
    says so; a single pair, too few to measure a spread, says so rather than printing an
    infinite interval."""
    assert main(["match", "thumb", "random", "--parties", "3", "--jobs", "1"]) == 0
    out, err = capsys.readouterr()
    assert "4 for the 3 asked" in err and "over 4 parties on 2 duplicate deals" in out
    assert main(["match", "thumb", "random", "--parties", "1", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "one pair gives no interval" in out and "inf" not in out


def test_unknown_players_and_bad_counts_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "thumb", "oracle", "--parties", "2"]) == 2
    assert "unknown player" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["match", "thumb", "random", "--parties", "0"])


def test_ladder_rates_the_stronger_player_higher(tmp_path: Path) -> None:
    from salon.ladder import ratings_svg, run_ladder

    report = run_ladder(["random", "thumb"], parties=2, seed=2, jobs=1)
    assert report.ratings["thumb"] > report.ratings["random"]
    chart = tmp_path / "ratings.svg"
    ratings_svg(report.ratings, chart)
    assert chart.read_text().startswith("<svg") and "thumb" in chart.read_text()


def test_ladder_needs_two_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ladder", "thumb", "thumb"]) == 2
    assert "two different players" in capsys.readouterr().err


def test_rules_of_thumb_call_their_best_point_first() -> None:
    """piquet-description-and-example.txt "Calling and showing": the elder hand should first
    call his best."""
    from salon.piquet.deal import Deal, Phase

    rng = random.Random(6)
    deal = Deal()
    thumb = PiquetRulesOfThumb()
    while deal.phase is not Phase.ANSWER:
        actor = deal.to_act
        if isinstance(actor, int) and not isinstance(actor, bool):
            view = deal.view(actor)
            deal.apply(thumb.choose(view, view.legal))
        else:
            deal.apply(deal.sample_chance(rng))
    from salon.piquet.combinations import best_point

    assert deal.calls.call == best_point(deal.hands[0])
