"""What if: a decision of a finished game played otherwise (docs/analysis.md, "What if")."""

from __future__ import annotations

import io
import random
import re
from pathlib import Path
from typing import Any

import pytest
from tests.card_codes import card_codes

from salon.agents.base import Agent
from salon.agents.ecarte.players import EcarteStrong
from salon.agents.piquet.strong import PiquetStrong
from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.analysis.branch_record import BRANCH_TAG, INSTEAD_TAG, WITHIN_TAG
from salon.analysis.branches import (
    BranchError,
    NotOverError,
    decision_at,
    how_it_went,
    moves_after,
    play_on,
    start,
    strong,
)
from salon.analysis.course import decisions_of
from salon.cli import main
from salon.engine import turns
from salon.pairs import make_agent
from salon.piquet.actions import Role
from salon.piquet.deal import Deal, Phase
from salon.records import Record, parse_record, read_record
from salon.replay import replay_record
from salon.typed_cards import with_symbols

EXAMPLES = Path(__file__).parents[2] / "examples"
PIQUET = read_record(EXAMPLES / "piquet-partie-rubicon.txt")
ECARTE = read_record(EXAMPLES / "ecarte-game.txt")


def _plays(record: Record) -> list[int]:
    return [n for n, move in enumerate(record.moves) if move.text.startswith("play ")]


LATE_PIQUET = _plays(PIQUET)[-12]
"""A card led in the partie's last deal, ten cards from its end: quick to play out."""


def _chances(record: Record) -> list[str]:
    return [move.text for move in record.moves if move.actor == "chance"]


def _other(record: Record, step: int) -> str:
    return decision_at(record, step).options[0].action


def test_a_decision_lists_the_other_options_in_words() -> None:
    here = decision_at(PIQUET, LATE_PIQUET)
    assert here.chosen is not None and here.chosen.action == PIQUET.moves[LATE_PIQUET].text
    assert here.options and all(o.action != here.chosen.action for o in here.options)
    words = " ".join(o.words for o in here.options)
    assert card_codes(words) == [], "options in words, never as codes"
    assert words.startswith("play the ")


def test_a_branch_with_another_option_replays_and_says_where_it_branched() -> None:
    choose = _other(PIQUET, LATE_PIQUET)
    branch = start(PIQUET, LATE_PIQUET, choose)
    written = parse_record(branch.record)
    assert written.tags[BRANCH_TAG] == str(LATE_PIQUET + 1)
    assert written.tags[INSTEAD_TAG] == PIQUET.moves[LATE_PIQUET].text
    assert written.moves[LATE_PIQUET].text == choose
    same = [(m.actor, m.text) for m in written.moves[:LATE_PIQUET]]
    assert same == [(m.actor, m.text) for m in PIQUET.moves[:LATE_PIQUET]]
    replay_record(written)  # under the laws
    assert branch.turn is not None and branch.turn.seat == "AB".index(
        PIQUET.moves[LATE_PIQUET].actor
    ), "the player who decided plays on"


def test_the_branch_keeps_the_real_cards_of_the_deal() -> None:
    branch = start(PIQUET, LATE_PIQUET, _other(PIQUET, LATE_PIQUET))
    out = play_on(PIQUET, parse_record(branch.record), None)
    dealt = _chances(parse_record(out.record))
    assert dealt == _chances(PIQUET)[: len(dealt)], "the same cut and the same deals"


def test_an_ecarte_branch_takes_the_records_next_deals_in_turn() -> None:
    step = 2  # the first proposal of the game
    assert ECARTE.moves[step].actor != "chance"
    branch = start(ECARTE, step, _other(ECARTE, step))
    out = play_on(ECARTE, parse_record(branch.record), None)
    written = parse_record(out.record)
    dealt = _chances(written)
    real = _chances(ECARTE)
    assert len(dealt) >= 3
    assert dealt[: min(len(dealt), len(real))] == real[: min(len(dealt), len(real))]
    game, _ = replay_record(written)
    assert game.is_terminal and "Result" in written.tags, "an Écarté branch plays to the game's end"
    # The branch is told with what was said: the cards, the tricks and the score as they came.
    story = moves_after(written)
    assert any("“My trick: " in line for line in story), story
    assert any("The score: " in line or "Game: " in line for line in story), story
    told = how_it_went(ECARTE, written)
    # Each game's final points, not the score after it went back to nothing.
    won = r"Computer [AB] won, \d+ to \d"
    assert re.fullmatch(rf"In the game: {won}; in this branch: {won}\.", told), told
    assert " 0 to 0" not in told
    # A player called You reads of himself as a player does: "you won", never "You won" mid-line.
    yours = Record({**ECARTE.tags, "A": "You"}, ECARTE.moves)
    branch_yours = Record({**written.tags, "A": "You"}, written.moves)
    assert "You won" not in how_it_went(yours, branch_yours).partition(": ")[2]


def test_the_strong_player_plays_it_out_for_both_sides() -> None:
    asked: list[Agent] = []

    def players(game: str, seed: int) -> Agent:
        agent = strong(game, seed)
        asked.append(agent)
        return agent

    branch = start(PIQUET, LATE_PIQUET, _other(PIQUET, LATE_PIQUET), players)
    out = play_on(PIQUET, parse_record(branch.record), None, players)
    assert out.turn is None, "played to the branch's end"
    written = parse_record(out.record)
    after = written.moves[LATE_PIQUET + 1 :]
    assert {m.actor for m in after} == {"A", "B"}, "both sides played by the computer"
    assert len(asked) == len(after) and all(isinstance(a, PiquetStrong) for a in asked)
    assert isinstance(strong("Ecarte", 1), EcarteStrong)
    told = how_it_went(PIQUET, written)
    assert told.startswith("Deal 5 in the game:") and "in this branch" in told


def test_the_branch_is_played_on_by_the_strong_player_of_the_tables() -> None:
    """What if is played out by the very player a table seats as "strong": late in a Piquet
    deal, where the table's player reads the adversary's late cards, it chooses alike at every
    card (the strong player without that reading chose otherwise on these deals)."""
    thumb = PiquetRulesOfThumb()
    for seed in range(6):
        deal = Deal()
        for seat in turns(deal, random.Random(seed)):
            view = deal.view(Role(seat))
            if view.phase is Phase.PLAY and len(view.tricks) >= 6 and len(view.legal) > 1:
                table = make_agent("strong", seed, "piquet").choose(view, view.legal)
                assert strong("Piquet", seed).choose(view, view.legal) == table
            deal.apply(thumb.choose(view, view.legal))
    assert isinstance(strong("Ecarte", 1), type(make_agent("strong", 1, "ecarte")))


def test_the_player_plays_on_one_choice_at_a_time() -> None:
    branch = start(PIQUET, LATE_PIQUET, _other(PIQUET, LATE_PIQUET))
    assert branch.turn is not None
    mine = branch.turn.options[-1].action
    on = play_on(PIQUET, parse_record(branch.record), mine)
    written = parse_record(on.record)
    assert mine in [m.text for m in written.moves[LATE_PIQUET + 1 :]]
    assert len(written.moves) > len(parse_record(branch.record).moves)


def test_the_branch_record_passes_salon_replay_and_the_review_reads_it(
    tmp_path: Path, capsys: Any
) -> None:
    """A Piquet branch stops at its deal's end, between deals: the replay and the review
    take it whole all the same (without the branch's own end, the review refuses it)."""
    branch = start(PIQUET, LATE_PIQUET, _other(PIQUET, LATE_PIQUET))
    out = play_on(PIQUET, parse_record(branch.record), None)
    path = tmp_path / "branch.txt"
    path.write_text(out.record, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    course = decisions_of(parse_record(out.record))
    assert len(course.deals) == 5 and course.deals[-1].points_after


def test_a_record_cut_short_is_not_a_finished_branch() -> None:
    unfinished = Record(PIQUET.tags, PIQUET.moves[: LATE_PIQUET + 1])
    with pytest.raises(ValueError, match="only finished games"):
        decisions_of(unfinished)


def test_a_game_in_progress_has_no_what_if() -> None:
    """A branch shows every card of the real deal: none is made from a game still going on,
    not even from the player's own view, so the adversary's hidden cards cannot come out."""
    going_on = Record(PIQUET.tags, PIQUET.moves[: LATE_PIQUET + 1])
    with pytest.raises(BranchError, match="not over"):
        decision_at(going_on, LATE_PIQUET)
    with pytest.raises(BranchError, match="not over"):
        start(going_on, LATE_PIQUET, _other(PIQUET, LATE_PIQUET))
    branch = start(PIQUET, LATE_PIQUET, _other(PIQUET, LATE_PIQUET))
    with pytest.raises(BranchError, match="not over"):
        play_on(going_on, parse_record(branch.record), None)


def _stopped_in_its_last_deal() -> tuple[Record, int]:
    """The rubicon partie stopped ten cards before its end, and a card led late in its first
    deal (a deal it finished)."""
    second_deal = [n for n, move in enumerate(PIQUET.moves) if move.text.startswith("deal ")][1]
    early = [n for n in _plays(PIQUET) if n < second_deal][-4]
    return Record(PIQUET.tags, PIQUET.moves[: LATE_PIQUET + 1]), early


def test_a_partie_stopped_has_what_if_at_a_deal_it_finished() -> None:
    """Asked by name (``stopped``, the terminal's own record of a partie stopped against the
    computer), a deal it finished may be played otherwise: its cards were dealt before the deal
    in play, and the branch ends with that deal, never dealing the next. The deal in play, and
    the game asked of without that name, are still refused."""
    stopped, early = _stopped_in_its_last_deal()
    with pytest.raises(NotOverError, match="this game is not over"):
        decision_at(stopped, early)
    with pytest.raises(NotOverError, match="this deal is not over"):
        decision_at(stopped, LATE_PIQUET, stopped=True)
    here = decision_at(stopped, early, stopped=True)
    branch = start(stopped, early, here.options[0].action, stopped=True)
    if branch.turn is not None:
        branch = play_on(stopped, parse_record(branch.record), None, stopped=True)
    written = parse_record(branch.record)
    after = written.moves[early:]
    assert after and all(move.actor != "chance" for move in after), "no next deal is dealt"
    assert how_it_went(stopped, written).startswith("Deal 1 in the game: ")


def test_salon_whatif_asks_of_a_deal_a_stopped_partie_finished(tmp_path: Path, capsys: Any) -> None:
    """A partie ``salon play`` kept to go on with: a decision of a deal it finished is played
    otherwise; one of the deal in play is refused with the command that plays on (a new
    player's trial: what if refused a game stopped, though its review reads it)."""
    record = tmp_path / "stopped.txt"
    watched = ["play", "piquet", "--watch", "--delay", "0", "--seed", "5", "--plain"]
    assert main([*watched, "--save", str(record)]) == 0
    whole = read_record(record)
    second = [n for n, move in enumerate(whole.moves) if move.text.startswith("deal ")][1]
    lines = record.read_text(encoding="utf-8").splitlines()
    in_play = whole.moves[second + 6].line  # a choice of the second deal, where it stops
    record.write_text("\n".join(lines[:in_play]) + "\n", encoding="utf-8")
    early = whole.moves[[n for n in _plays(whole) if n < second][-3]].line
    capsys.readouterr()
    assert main(["whatif", str(record), "--at", str(early)]) == 0
    listed = capsys.readouterr().out
    choose = re.findall(r"--choose '([^']+)'", listed)[0]
    assert main(["whatif", str(record), "--at", str(early), "--choose", choose]) == 0
    assert "Deal 1 in the game: " in capsys.readouterr().out
    assert main(["whatif", str(record), "--at", str(whole.moves[second + 5].line)]) == 1
    error = capsys.readouterr().err
    assert "this deal is not over" in error and "; play on first: " in error
    assert error.rstrip().endswith(f"play piquet --resume {record.resolve()}")


def test_bad_choices_are_refused() -> None:
    with pytest.raises(BranchError, match="no step"):
        decision_at(PIQUET, len(PIQUET.moves))
    with pytest.raises(BranchError, match="no step"):
        decision_at(PIQUET, -1)
    with pytest.raises(BranchError, match="the shuffle"):
        decision_at(PIQUET, 0)
    with pytest.raises(BranchError, match="cannot be chosen"):
        start(PIQUET, LATE_PIQUET, "play 7S")  # a card not in the hand
    with pytest.raises(BranchError, match="cannot be chosen"):
        start(PIQUET, LATE_PIQUET, "dance")
    with pytest.raises(BranchError, match="what was played"):
        start(PIQUET, LATE_PIQUET, PIQUET.moves[LATE_PIQUET].text)
    with pytest.raises(BranchError, match="not a branch"):
        play_on(PIQUET, PIQUET, None)
    branch = parse_record(start(ECARTE, 2, _other(ECARTE, 2)).record)
    with pytest.raises(BranchError, match="does not start from that game"):
        play_on(PIQUET, branch, None)


def test_a_branch_over_cannot_be_played_on() -> None:
    branch = start(PIQUET, LATE_PIQUET, _other(PIQUET, LATE_PIQUET))
    out = parse_record(play_on(PIQUET, parse_record(branch.record), None).record)
    with pytest.raises(BranchError, match="over"):
        play_on(PIQUET, out, None)
    first = decision_at(PIQUET, LATE_PIQUET).options[0].words
    assert f": {first}." in moves_after(out)[0]


def test_salon_whatif_lists_the_options_then_plays_one_out(tmp_path: Path, capsys: Any) -> None:
    path = EXAMPLES / "piquet-partie-rubicon.txt"
    line = PIQUET.moves[LATE_PIQUET].line
    assert main(["whatif", str(path), "--at", str(line)]) == 0
    listed = capsys.readouterr().out
    # Cards in words or symbols, never codes, even where --choose takes them typed.
    _, _, others = listed.partition("The other options, each as --choose takes it:")
    assert others and card_codes(listed) == [] and "--choose 'play" in others
    written = tmp_path / "branch.txt"
    choose = with_symbols(_other(PIQUET, LATE_PIQUET))  # as listed: "play Q♥"
    assert choose in others
    assert (
        main(["whatif", str(path), "--at", str(line), "--choose", choose, "--write", str(written)])
        == 0
    )
    shown = capsys.readouterr().out
    assert "in this branch" in shown
    assert parse_record(written.read_text(encoding="utf-8")).tags[BRANCH_TAG]
    assert main(["whatif", str(path), "--at", "1"]) == 2


def test_every_option_is_said_in_a_players_words() -> None:
    """The choice of deal and the look at the stock, which no hint names, are said in words
    too, and an Écarté discard lists every set of cards the laws allow."""
    first = decision_at(PIQUET, 1)
    assert first.chosen is not None and first.chosen.words == "choose to deal first"
    assert [o.words for o in first.options] == ["choose to be elder hand, the adversary dealing"]
    for record in (PIQUET, ECARTE):
        for step, move in enumerate(record.moves):
            if move.actor == "chance":
                continue
            here = decision_at(record, step)
            assert here.chosen is not None
            for said in [here.chosen, *here.options]:
                assert "-" not in said.words and card_codes(said.words) == [], said
    discard = next(n for n, m in enumerate(ECARTE.moves) if m.text.startswith("discard"))
    assert len(decision_at(ECARTE, discard).options) == 30, "31 sets of five cards, less one"


def test_the_discard_played_in_another_order_is_the_same_choice() -> None:
    discard = next(n for n, m in enumerate(ECARTE.moves) if m.text.startswith("discard"))
    cards = ECARTE.moves[discard].text.split()[1:]
    with pytest.raises(BranchError, match="what was played"):
        start(ECARTE, discard, "discard " + " ".join(reversed(cards)))


def test_a_choice_the_laws_force_is_made_for_the_player() -> None:
    """Younger's exchange played otherwise: elder calls, and younger's answer, which the
    laws dictate, is given for him; he is asked only where he has a choice."""
    younger = next(n for n, m in enumerate(PIQUET.moves) if m.text.startswith("exchange") and n > 4)
    branch = start(PIQUET, younger, _other(PIQUET, younger))
    assert branch.turn is not None and len(branch.turn.options) > 1
    written = parse_record(branch.record)
    mover = PIQUET.moves[younger].actor
    assert [m.text.split()[0] for m in written.moves[younger + 1 :] if m.actor == mover][:1] == [
        "answer"
    ], "his forced answer was given for him"


def test_a_branch_over_is_branched_again_and_its_record_says_so(
    tmp_path: Path, capsys: Any
) -> None:
    """From a decision inside a branch played out, another option: a branch of the branch,
    played on the same cards, told beside the branch it came from, whose record keeps where
    each left the game and passes ``salon replay`` and the review."""
    first = start(PIQUET, LATE_PIQUET, _other(PIQUET, LATE_PIQUET))
    branch = parse_record(play_on(PIQUET, parse_record(first.record), None).record)
    inside = next(
        n
        for n in range(LATE_PIQUET + 1, len(branch.moves))
        if branch.moves[n].actor != "chance" and decision_at(branch, n).options
    )
    again = start(branch, inside, _other(branch, inside))
    assert again.turn is not None, "the player plays on in the branch of the branch"
    out = play_on(branch, parse_record(again.record), None)
    written = parse_record(out.record)
    assert written.tags[BRANCH_TAG] == str(inside + 1)
    assert written.tags[INSTEAD_TAG] == branch.moves[inside].text
    assert written.tags[WITHIN_TAG] == str(LATE_PIQUET + 1), "where its branch left the game"
    same = [(m.actor, m.text) for m in written.moves[:inside]]
    assert same == [(m.actor, m.text) for m in branch.moves[:inside]]
    assert _chances(written) == _chances(PIQUET)[: len(_chances(written))], "the same cards"
    told = how_it_went(branch, written)
    assert told.startswith("Deal 5 in the branch it came from:") and "in this branch" in told
    path = tmp_path / "branch-of-branch.txt"
    path.write_text(out.record, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert decisions_of(written).deals[-1].points_after
    with pytest.raises(BranchError, match="does not start from that game"):
        play_on(PIQUET, written, None)  # a branch of the branch, not of the game
    # Branched again before the branch left the game: a branch of the game itself.
    early = start(branch, LATE_PIQUET - 1, _other(branch, LATE_PIQUET - 1))
    assert WITHIN_TAG not in parse_record(early.record).tags


@pytest.mark.parametrize("within", ["x", "999", "5 3"])
def test_a_forged_within_tag_is_refused(within: str) -> None:
    first = start(PIQUET, LATE_PIQUET, _other(PIQUET, LATE_PIQUET))
    forged = parse_record(first.record)
    forged = Record({**forged.tags, WITHIN_TAG: within}, forged.moves)
    with pytest.raises(BranchError, match=r"\[Within\]"):
        play_on(PIQUET, forged, None)


def test_salon_whatif_play_lets_the_player_play_his_side_to_the_end(
    tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--play``: the player answers each of his choices himself (a wrong answer explained and
    asked again), shown his hand and his options in words, against the strong player, to the
    branch's end; then the comparison, and ``--write`` keeps the branch he played."""
    path = EXAMPLES / "piquet-partie-rubicon.txt"
    line = PIQUET.moves[LATE_PIQUET].line
    choose = _other(PIQUET, LATE_PIQUET)
    first = start(PIQUET, LATE_PIQUET, choose)
    assert first.turn is not None
    mine = first.turn.options[-1]
    last = str(len(first.turn.options))
    monkeypatch.setattr("sys.stdin", io.StringIO("the joker\n" + f"{last}\n" + "1\n" * 20))
    written = tmp_path / "played.txt"
    args = ["whatif", str(path), "--at", str(line), "--choose", choose, "--play"]
    assert main([*args, "--write", str(written)]) == 0
    shown = capsys.readouterr().out
    assert f"  {last}. {mine.words}" in shown and "Your hand: " in shown
    assert "'the joker' is not one of your choices" in shown
    assert "in this branch" in shown
    assert card_codes(shown) == [], "cards in words or symbols, never codes"
    played = parse_record(written.read_text(encoding="utf-8"))
    seat = "AB"[first.turn.seat]
    after = [m.text for m in played.moves[LATE_PIQUET + 1 :] if m.actor == seat]
    assert after[0] == mine.action, "his own choice, not the strong player's"
    replay_record(played)  # under the laws
    # The input ending before the branch does: nothing is written.
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    unfinished = tmp_path / "unfinished.txt"
    assert main([*args, "--write", str(unfinished)]) == 1
    assert not unfinished.exists() and "unfinished" in capsys.readouterr().out
    # Without --choose, his first choice is asked too; 0 then lets the strong player finish.
    monkeypatch.setattr("sys.stdin", io.StringIO("0\n1\n0\n"))
    assert main(["whatif", str(path), "--at", str(line), "--play"]) == 0
    shown = capsys.readouterr().out
    name = PIQUET.tags["AB"[first.turn.seat]]
    assert f"What if {name} had chosen instead to…" in shown
    assert "'0' is not one of your choices" in shown, "the game's own choice is no other option"
    assert f"  1. {decision_at(PIQUET, LATE_PIQUET).options[0].words}" in shown
    assert "in this branch" in shown and card_codes(shown) == []


def _ecarte_with_a_second_proposal() -> tuple[Record, int]:
    """A finished game of Écarté played at random in which a deal has a second proposal, and
    the step of that proposal."""
    from salon.ecarte.actions import Propose
    from salon.ecarte.game import EcarteGame
    from salon.replay import ecarte_record

    for seed in range(200):
        rng = random.Random(seed)
        game = EcarteGame()
        second: int | None = None
        while not game.is_terminal:
            action = game.random_action(rng)
            proposed = game.deal is not None and game.deal.proposals > 0
            if second is None and isinstance(action, Propose) and proposed:
                second = len(game.log)
            game.apply(action)
        if second is not None:
            return parse_record(ecarte_record(game)), second
    raise AssertionError("no second proposal in two hundred games")


def test_to_stand_after_a_proposal_is_to_play_these_cards() -> None:
    """ecarte-treatise-1896-ocr.txt: once a proposal has been made, to stand is to play the
    cards taken in, not to "play without proposing" (which costs two if the point is lost):
    what if words the option as the table does."""
    record, step = _ecarte_with_a_second_proposal()
    options = {o.action: o.words for o in decision_at(record, step).options}
    assert options.get("stand") == "play these cards"


def test_a_player_called_you_reads_the_table_as_he_plays_it() -> None:
    """A record of the terminal calls its player "You": the branch's talk reads as he reads
    the table, "Deal 2: you deal.", never "You deals"."""
    yours = Record({**PIQUET.tags, "A": "You"}, PIQUET.moves)
    first_deal = _plays(yours)[20]
    branch = start(yours, first_deal, _other(yours, first_deal))
    if branch.turn is not None:
        branch = play_on(yours, parse_record(branch.record), None)
    said = " ".join(moves_after(parse_record(branch.record)))
    assert re.search(r"Deal 2: (you|You) deal\.", said), said
    assert "You deals" not in said and "You has" not in said
