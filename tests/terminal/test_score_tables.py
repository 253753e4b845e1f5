"""``salon score pool|french``: Pool Écarté's chips and French Écarté's ledger at a real table,
by the sessions' own engines (ecarte-treatise-1896-ocr.txt, "Pool Écarté", "French Écarté",
Law XXVIII)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from salon.cli import build_parser
from salon.ecarte.pool import PoolEcarte, PoolMethod, parse_pool_action
from salon.ecarte.table_card import new_table_card, table_card_from_json
from salon.ecarte.told import EcarteDealTold
from salon.terminal.score import run_score
from salon.terminal.score_tables import french_card, pool_card

from .conftest import Answers, keeping_questions

VOLE = ["n", "none", "y", "none", "{tricks}", "y"]
"""One deal: no king, the non-dealer plays without proposing, nobody throws down, his tricks."""


def deal(tricks: int) -> list[str]:
    return [answer.format(tricks=tricks) for answer in VOLE]


def args_for(game: str, *argv: str) -> argparse.Namespace:
    return build_parser().parse_args(["score", game, *argv])


def test_pool_ecarte_a_whole_pool_scored_loser_pays(
    tmp_path: Path, answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """Everyone stakes; each loser adds a stake as he retires; two games won running take the
    pool. The first game is told deal by deal (three voles to Cy), the others by their winner."""
    save = tmp_path / "pool.json"
    args = args_for("pool", "--names", "Ann", "Bob", "Cy", "--save", str(save))
    lines = ["K♠ 7♥ Q♦", "d", "Ann", *deal(5), *deal(0), *deal(5)]
    lines += ["w", "Bob", "w", "Bob"]
    assert run_score(args, answers(lines)) == 0
    pool = pool_card(json.loads(save.read_text()))
    assert pool.chips == {"Ann": -3, "Bob": 5, "Cy": -2}
    assert pool.pools_won == ["Bob"] and pool.pool == 0
    out = capsys.readouterr().out
    assert "Bob wins two running and takes 6." in out


def test_pool_ecarte_entrant_pays_by_the_sessions_engine(tmp_path: Path, answers: Answers) -> None:
    """Only those playing stake, and each comer adds one: the same games on the card and on
    the sessions' engine give the same chips."""
    save = tmp_path / "pool.json"
    args = args_for("pool", "--names", "Ann", "Bob", "Cy", "--pool", "entrant-pays", "--stake", "2")
    args.save = save
    assert run_score(args, answers(["KS 7H QD", "w", "Ann", "w", "Ann"])) == 0
    engine = PoolEcarte(("Ann", "Bob", "Cy"), method=PoolMethod.ENTRANT_PAYS, stake=2)
    for text in ("cut KS 7H QD", "won Ann", "won Ann"):
        engine.apply(parse_pool_action(text))
    assert (
        pool_card(json.loads(save.read_text())).chips
        == engine.chips
        == {
            "Ann": 4,
            "Bob": -2,
            "Cy": -2,
        }
    )


def test_pool_ecarte_a_cut_of_two_equal_ranks_is_refused(
    tmp_path: Path, answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    save = tmp_path / "pool.json"
    args = args_for("pool", "--names", "Ann", "Bob", "Cy", "--save", str(save))
    assert run_score(args, answers(["KS KH QD"])) == 0
    assert "three cuts of different ranks" in capsys.readouterr().out
    assert not save.exists()


def test_french_ecarte_ledger_with_the_gallerys_bets_and_resume(
    tmp_path: Path, answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """The players stake; Cy bets on Ann; Bob takes one of it and leaves the rest to the
    gallery, where Di covers it; Ann wins: each winning chip wins one, Ann's backer his share.
    Then the table is resumed and rises after one more game."""
    save = tmp_path / "french.json"
    args = args_for("french", "--names", "Ann", "Bob", "Cy", "Di", "--stake", "2")
    args.save = save
    lines = ["bet Cy Ann 3", "cover Bob Ann 1", "decline Bob", "cover Di Ann 2", "close"]
    lines += ["w", "Ann", "n"]
    assert run_score(args, answers(lines)) == 0
    table = french_card(json.loads(save.read_text()))
    assert [table.chips[n] for n in ("Ann", "Bob", "Cy", "Di")] == [0, -3, 1, -2]
    # Told with Ann's and Cy's stakes on the next game counted as theirs: Ann, who won, is
    # not shown nothing; between games the chips sum to nothing.
    told = capsys.readouterr().out
    assert "Chips: Ann +2, Bob -3, Cy +3, Di -2. (The stakes laid on the next game" in told
    assert table.seated == ("Ann", "Cy")
    assert run_score(args_for("french", "--resume", str(save)), answers(["cover Bob Ann 1"])) == 0
    assert "Not allowed: there is not that much left to cover" in capsys.readouterr().out
    resumed = args_for("french", "--resume", str(save))
    assert run_score(resumed, answers(["close", "w", "Cy", "y"])) == 0
    table = french_card(json.loads(save.read_text()))
    assert table.risen
    assert sum(table.chips.values()) == 0


@pytest.mark.parametrize("game", ["pool", "french"])
def test_a_game_in_play_on_the_webs_card_goes_on_at_the_terminal(
    game: str, tmp_path: Path, answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """A card kept by the web's scorer with a game in play, told deal by deal (Bob's vole in
    the first deal), is resumed at the terminal from its second deal: two more voles and Bob
    wins the game, five up (ecarte-treatise-1896-ocr.txt, Law XXIX), written on the card."""
    card = new_table_card(game, ("Ann", "Bob", "Cy"))
    if game == "pool":
        card.cut(2, 1)  # Cy cuts highest, Bob lowest: the engine seats the two who play
    else:
        card.enter("close")
    seated = card.seated
    assert seated is not None
    card.begin(0)  # the first seated deals first
    card.tell(EcarteDealTold(tricks=(5, 0)), again=False)
    save = tmp_path / "card.json"
    save.write_text(json.dumps(card.to_json()), encoding="utf-8")
    lines = [*deal(0), *deal(5), *(["y"] if game == "french" else [])]
    assert run_score(args_for(game, "--resume", str(save)), answers(lines)) == 0
    out = capsys.readouterr().out
    assert f"The game in play between {seated[0]} and {seated[1]} goes on: one told." in out
    assert f"Deal 2: {seated[1]} deals to {seated[0]}." in out
    data = json.loads(save.read_text())
    assert data["playing"] is None
    assert data["actions"][-1].startswith(f"won {seated[1]}")
    assert table_card_from_json(data).playing is None


def test_the_money_is_asked_with_this_games_names_and_a_slip_says_how(
    answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """The examples under the money's question name the game's own players and gallery, so
    one copied is an entry that can be; a line that is no entry says how to write one; what
    the table has nothing to say of is said written; money not covered goes back, saying so."""
    ask, asked = keeping_questions(
        answers(["Ann", "bet Cy Ann 5", "close", "w", "Ann", "n", "close", "w", "Cy", "y"])
    )

    assert run_score(args_for("french", "--names", "Ann", "Bob", "Cy"), ask) == 0
    out = capsys.readouterr().out
    assert asked[0].startswith("Money (as 'bet Cy Ann 2', 'cover Bob Ann 1', 'decline Bob'")
    assert "Say who lays what, as 'bet Cy Ann 2'" in out
    assert "Cy takes back 5, not covered." in out
    second = [prompt for prompt in asked if prompt.startswith("Money")][-1]
    assert "'bet Bob Ann 2', 'cover Cy Ann 1', 'decline Cy'" in second  # Cy came in
    assert "  The betting is closed." in out
