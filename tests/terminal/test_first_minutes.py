"""What a new player meets in his first games at the terminal: confirmations before what
cannot be undone, Enter for a lone card, forced steps taken without stopping, choices numbered
as they are shown, counts in words, and the settlement said once."""

from __future__ import annotations

import io
import random
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from tests.terminal.ecarte_positions import ecarte_game

from salon.cards import Card
from salon.ecarte.actions import Play, Propose, Stand, ThrowDown
from salon.ecarte.game import EcarteGame
from salon.piquet.actions import Play as PiquetPlay
from salon.piquet.actions import Reckon
from salon.piquet.partie import ChooseDeal, Partie
from salon.piquet.partie import CutForDeal as PiquetCut
from salon.terminal.ecarte_game import EcarteAdapter
from salon.terminal.game import InputError, read_card
from salon.terminal.piquet_game import PiquetAdapter
from salon.terminal.rich_screen import RichScreen
from salon.terminal.screen import PlainScreen
from salon.terminal.session import Session, Settings
from salon.words import counted, number_words

ECARTE, PIQUET = EcarteAdapter(), PiquetAdapter()


def _play(adapter, state, typed: str, tmp_path: Path) -> str:
    """Run a session with these lines typed (then the input ends); what the screen shows."""
    out = io.StringIO()
    screen = PlainScreen(out, io.StringIO(typed))
    settings = Settings(seed=1, save=tmp_path / "record.txt", names=("You", "Computer"))
    Session(adapter, state, screen, settings).run()
    return out.getvalue()


def test_throwing_down_asks_for_confirmation_and_no_changes_nothing(tmp_path: Path):
    """Law XXV (ecarte-treatise-1896-ocr.txt): a throw-down loses the deal and cannot be
    taken back, so the terminal asks first; "n" changes nothing; the choice sits among the
    others, not beside the cards."""
    game = ecarte_game(you_deal=False, elder="7C 8C 9C JD JC", dealer="7D 8D 9D 10D AD")
    game.apply(Stand())
    actions = len(game.log)
    seen = _play(ECARTE, game, "6\n6\nn\n", tmp_path)
    assert "  6. Other choices…" in seen
    assert "Throw down your cards? You lose two points, having made no trick" in seen
    assert "Nothing was done." in seen
    assert len(game.log) == actions
    seen = _play(ECARTE, game, "throw-down\ny\n", tmp_path)
    assert game.log[actions].action == ThrowDown()
    assert "I throw down my cards." in seen


def test_piquet_throw_in_asks_for_confirmation():
    """piquet-encyclopedia-1902-with-laws.txt "Hints to Players": in the sixth hand a player
    may throw his cards down; it cannot be undone, so its choice carries a question."""
    rng = random.Random(3)
    for _ in range(20):
        partie = Partie()
        while not partie.is_terminal:
            seat = partie.to_act
            if isinstance(seat, int):
                ask = PIQUET.ask(partie.view(seat))
                throw = [o for o in (*ask.options, *ask.others) if "Throw in" in o.label]
                if throw:
                    assert throw[0].confirm and "cannot be undone" in throw[0].confirm
                    return
            partie.apply(partie.random_action(rng))
    pytest.fail("no throw-in arose in twenty random parties")


def test_enter_plays_a_lone_card(tmp_path: Path):
    """The second hand must follow suit and win if he can (Law XXII): with one card to play,
    Enter plays it, though throwing down and claiming are open too."""
    game = ecarte_game(you_deal=True, elder="JC 8D 9D 10D 7S", dealer="QC 7D JD AD KD")
    game.apply(Stand())
    game.apply(Play(Card.parse("JC")))
    seen = _play(ECARTE, game, "\n", tmp_path)
    assert "Enter takes 1" in seen
    assert game.log[-1].action == Play(Card.parse("QC"))
    assert "nothing was chosen" not in seen


def test_forced_choices_are_taken_without_stopping_and_said(tmp_path: Path):
    """Younger says whether he has a carte blanche in every deal (rules notes); with none
    held there is nothing to decide: the terminal says it for him and goes on."""
    partie = Partie()
    partie.apply(PiquetCut((Card.parse("AS"), Card.parse("7H"))))
    partie.apply(ChooseDeal(True))  # A deals: A is younger
    seen = _play(PIQUET, partie, "", tmp_path)
    # Said for him as the web's status says it: a note of the table's, not a line of his.
    assert "You hold no carte blanche." in seen.splitlines()
    assert "Carte blanche?" not in seen
    assert "Discard one to" in seen  # the first question that is one


class _Answering(PlainScreen):
    """A plain screen whose player gives the first choice, or puts out his first card."""

    def __init__(self, partie: Partie, answers: int) -> None:
        super().__init__(io.StringIO(), io.StringIO())
        self.partie = partie
        self.answers = answers

    def read(self, seat: str) -> str | None:
        self.answers -= 1
        deal = self.partie.view(0).deal
        if self.answers < 0:
            return None
        if deal is not None and deal.exchange_limit:
            return str(deal.hand[0])
        return "1"


def test_no_question_with_a_single_forced_answer_in_a_whole_deal(tmp_path: Path):
    """Forced steps (no carte blanche, nothing to call, nothing more to reckon, "Good" with
    nothing better) never stop the player; the class sunk is named in the talk."""
    for seed in range(3):
        partie = Partie()
        screen = _Answering(partie, answers=60)
        settings = Settings(seed=seed, save=tmp_path / "r.txt", names=("You", "Computer"))
        Session(PIQUET, partie, screen, settings).run()
        seen = screen.out.getvalue()
        assert "Scoring card" in seen  # a whole deal was played
        # The talk says running totals only ("Nine." then "Nineteen." for the cards' ten):
        # the card gives the deal's count by class beneath it.
        by_class = [line for line in seen.splitlines() if line.startswith("Deal 1 by class")]
        assert by_class and by_class[0].startswith("Deal 1 by class (You, Computer): "), by_class
        assert "play " in by_class[0]
        assert "nothing to call" not in seen and "Table: Scoring card" not in seen
        lone = [line for line in seen.splitlines() if line.startswith("(Press Enter or 1")]
        assert all("or type a card" in line for line in lone)  # only a lone card stops


def _younger_may_reckon_or_play():
    rng = random.Random(5)
    while True:
        partie = Partie()
        while not partie.is_terminal:
            seat = partie.to_act
            if isinstance(seat, int):
                legal = partie.view(seat).legal
                if any(isinstance(a, Reckon) for a in legal) and any(
                    isinstance(a, PiquetPlay) for a in legal
                ):
                    return partie.view(seat)
            partie.apply(partie.random_action(rng))


def test_choices_are_numbered_in_the_order_they_are_shown():
    """Younger reckons before he plays to the first card led, and not after
    (piquet-encyclopedia-1902-with-laws.txt: "Before playing to this card, the younger hand
    reckons all that he has good"): the reckonings come first, so typing 1 never
    plays a card and forfeits them unawares; then his cards, and the numbers run in that
    order."""
    view = _younger_may_reckon_or_play()
    ask = PIQUET.ask(view)
    out = io.StringIO()
    RichScreen(Console(file=out, width=80, force_terminal=False)).options(ask)
    drawn = out.getvalue().splitlines()[1:-1]  # between the question and the keys' line
    numbers = [int(n) for line in drawn for n in re.findall(r"(?:^|  )(\d+) ", line)]
    assert numbers == list(range(1, len(ask.numbered) + 1))
    kinds = [isinstance(o.action, PiquetPlay) for o in ask.numbered]
    assert kinds == sorted(kinds)  # the reckonings, then the cards


def _partie_where(asked: Callable[[Any], bool], seed: int) -> Partie:
    """A partie played at random until the player (seat 0) is asked as ``asked`` wants."""
    rng = random.Random(seed)
    while True:
        partie = Partie()
        while not partie.is_terminal:
            if partie.to_act == 0 and asked(PIQUET.ask(partie.view(0))):
                return partie
            partie.apply(partie.random_action(rng))


def _last_card_to_play() -> Partie:
    """A partie where the player (seat 0) has one card left to play and nothing else."""
    return _partie_where(lambda ask: len(ask.numbered) == 1 and not ask.automatic, seed=5)


def test_a_single_numbered_choice_is_typed_as_1_in_the_error_too(tmp_path: Path):
    """What was typed wrongly is answered with the keys the screen showed: "1", not "a
    number from 1 to 1"."""
    seen = _play(PIQUET, _last_card_to_play(), "x\n", tmp_path)
    assert "'x' is not a card" in seen
    assert "1 to 1" not in seen
    assert "Type 1 or a card" in seen


def test_ecarte_cards_numbered_as_the_hand_is_shown():
    """The hand is drawn high to low by suit; its cards are numbered in that order."""
    game = ecarte_game(you_deal=False, elder="7C AC 9S KD 8H", dealer="7D 8D 9D 10D JD")
    game.apply(Stand())
    view = game.view(0)
    ask = ECARTE.ask(view)
    played = [o.action.card for o in ask.numbered if isinstance(o.action, Play)]
    assert played == list(view.deal.hand)


@pytest.mark.parametrize("count", range(33))
def test_counted_nouns_agree_with_every_number(count: int):
    """Counts in words, the noun agreeing: "no cards", "one card", "thirty-two cards"."""
    words = counted(count, "card")
    if count == 0:
        assert words == "no cards"
    else:
        assert words == number_words(count) + (" card" if count == 1 else " cards")
    assert not re.search(r"\d", words) and "nothing" not in words


def test_table_counts_in_words_whatever_the_number():
    """Every count of cards on the table is in words that agree with it, in random games of
    both, down to an empty stock."""
    rng = random.Random(2)
    rows: set[str] = set()
    for adapter, state in ((PIQUET, Partie()), (ECARTE, EcarteGame())):
        while not adapter.is_over(state) and len(rows) < 400:
            seat = adapter.to_act(state)
            if seat is not None:
                snapshot = adapter.snapshot(adapter.view(state, seat), names=("You", "Computer"))
                rows |= {row.text for row in snapshot.rows}
            state.apply(state.random_action(rng))
    text = "\n".join(rows)
    assert "no cards" in text and "one card" in text
    words = {number_words(n): n for n in range(1, 33)} | {"no": 0}
    for count, noun in re.findall(r"([\w-]+) (cards?)\b", text):
        assert count in words, count
        assert noun == ("card" if words[count] == 1 else "cards"), (count, noun)


def test_a_typed_rank_outside_the_pack_names_the_pack():
    """Piquet and Écarté are played with 32 cards, seven to ace: no six in the ranks listed."""
    with pytest.raises(InputError) as refused:
        read_card("5h")
    assert "(A K Q J 10 9 8 7)" in str(refused.value) and "6" not in str(refused.value)
    assert read_card("10s") == Card.parse("10S")


def test_the_settlement_is_said_once(tmp_path: Path):
    """The end of a game is said once, after the scoring card (by the winner at Écarté, by
    the table at Piquet)."""
    for game, word in (("ecarte", "Game: "), ("piquet", " wins ")):
        command = [sys.executable, "-m", "salon.cli", "play", game, "--watch", "--delay", "0"]
        command += ["--seed", "3", "--save", str(tmp_path / f"{game}.txt"), "--plain"]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=True)
        lines = done.stdout.splitlines()
        ending = [line for line in lines if word in line]
        assert len(ending) >= 1 and len(set(ending)) == len(ending)
        # No bare "Ann wins." besides the game's own "Game: Ann wins." (every game one).
        assert not any(line.endswith(" wins.") and "Game: " not in line for line in lines)
        assert lines[-2].startswith(f"The {'game' if game == 'ecarte' else 'partie'} is over")


def test_a_person_named_you_reads_no_you_that_is_not_himself(tmp_path: Path):
    """The person is named "You" unless he gives a name, and a name is only a name: his words
    are labelled with it, and nothing on his screen says "you" of anyone but him. The chooser
    who makes the other deal says "I shall be elder hand" (not "You deal", which on his own
    line read as an order to him), and the result is told by the table in his words, not in
    the winner's "you are rubiconed; I win" (which on the winner's screen read the same way)."""
    partie = Partie()
    partie.apply(PiquetCut((Card.parse("AS"), Card.parse("7H"))))
    seen = _play(PIQUET, partie, "2\n", tmp_path)
    assert "You: I shall be elder hand.\nTable: Deal 1: Computer deals." in seen
    for seed in range(100):
        rng = random.Random(seed)
        finished = Partie()
        while not finished.is_terminal:
            finished.apply(finished.random_action(rng))
        assert finished.result is not None
        if finished.result.rubiconed:
            break
    winner = finished.result.winner
    assert winner is not None
    talk = {seat: PIQUET.talk(finished, seat, names=("You", "Computer")) for seat in (0, 1)}
    said = {seat: talk[seat][-1] for seat in (0, 1)}
    assert said[winner].seat is None and ": you win " in said[winner].words
    assert said[1 - winner].words.endswith("; you are rubiconed.")
    assert all(" I win " not in e.words for seat in (0, 1) for e in talk[seat])


def test_the_words_that_name_a_seat_read_you_for_the_reader():
    """The engines name the seats by letter ("A cuts the king of spades"); the terminal tells
    them by the players' names: the person at the terminal reads "You cut the king of spades"
    from the table, not a line of his own about himself; a watcher reads the names."""
    names = ("Ann", "Computer (steady)")
    game = ecarte_game(you_deal=True, elder="7C 8C 9C JD JC", dealer="7D 8D 9D 10D AD")
    first = ECARTE.talk(game, 0, names=names)[:3]
    assert [(e.seat, e.words) for e in first] == [
        (None, "You cut the king of spades."),
        (None, "Computer (steady) cuts the seven of hearts."),
        (None, "You deal."),
    ]
    assert [e.words for e in ECARTE.talk(game, None, names=names)[:3]] == [
        "Ann cuts the king of spades.",
        "Computer (steady) cuts the seven of hearts.",
        "Ann deals.",
    ]
    partie = Partie()
    partie.apply(PiquetCut((Card.parse("7S"), Card.parse("AH"))))
    assert [e.words for e in PIQUET.talk(partie, 1, names=names)] == [
        "Ann cuts the seven of spades.",
        "You cut the ace of hearts.",
        "You have the choice.",
    ]


def test_what_a_player_does_is_told_by_the_table_not_printed_as_his_speech(tmp_path: Path):
    """Speech is what a player says ("Five cards.", "Good."); what he does ("Ada takes in 7♦
    9♦ A♠", "Game: Ben wins.") is told by the table, never printed as "Ada: Takes in
    …"."""
    for game in ("piquet", "ecarte"):
        command = [sys.executable, "-m", "salon.cli", "play", game, "--watch", "--delay", "0"]
        command += ["--seed", "3", "--save", str(tmp_path / f"{game}.txt"), "--plain"]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=True)
        lines = done.stdout.splitlines()
        player = r"(?:Ada|Ben) \(steady\)"  # the two computers watched
        spoken = re.compile(player + r": (?:Takes|Looks at|Game:|The rubber:|Left:|Younger's)")
        assert not [line for line in lines if spoken.match(line)]
        assert any(re.match(rf"^Table: {player} takes ", line) for line in lines), game
        if game == "ecarte":
            assert any(re.match(rf"^Table: Game: {player} wins\b", line) for line in lines)


def _forced_good() -> Partie:
    """A partie where the player (seat 0) holds nothing as good as the call he must answer."""
    return _partie_where(
        lambda ask: ask.automatic and ask.notice.startswith("You hold nothing as good"), seed=7
    )


def test_what_is_done_for_the_player_is_told_by_the_table_not_put_in_his_mouth(tmp_path: Path):
    """A forced "Good" is said for the player; the note that says why is the table's, so it
    is not printed as his own words ("You: You hold nothing as good as …")."""
    seen = _play(PIQUET, _forced_good(), "", tmp_path)
    notes = [line for line in seen.splitlines() if "You hold nothing as good as" in line]
    assert notes and not any(line.startswith("You:") for line in notes), notes
    assert "You: Good." in seen


def test_a_hint_names_the_rule_of_thumb_and_says_where_the_weighing_differs():
    """The dealer holds Q♠ K♦ 10♦ K♣ 8♣, diamonds trumps, and is asked to give cards. The
    treatise's hands III-IV (ecarte-treatise-1896-ocr.txt, "Hands with which to Refuse") say
    accept here, for he holds the king of trumps; the weighing of this very hand says refuse.
    The hint gives both, the rule as the rule of thumb, and says that they differ."""
    game = ecarte_game(
        you_deal=True, elder="7S 8S 9H JC AC", dealer="QS KD 10D KC 8C", turn_up="QD"
    )
    game.apply(Propose())
    lines = ECARTE.hint(game.view(0)).splitlines()
    assert lines[0].startswith("Refuse;"), lines
    assert lines[1].startswith(
        "Rule of thumb: The treatise's hands with which to refuse, no. III-IV"
    ), lines
    assert lines[1].endswith(
        "Here: accept. The weighing above, of this very hand, departs from this rule."
    )


def test_salon_alone_shows_what_it_can_do(capsys: pytest.CaptureFixture[str]) -> None:
    """`salon` with no command lists the commands, as `salon --help` does, and is no error
    (found by a new player's trial: "the following arguments are required: COMMAND")."""
    from salon.cli import main

    assert main([]) == 0
    shown = capsys.readouterr()
    assert "play      play a game against the computer" in shown.out and shown.err == ""


def test_a_piquet_hint_says_when_its_discard_breaks_the_best_suit_the_maxim_keeps():
    """ "Keep the whole of your best suit for point" (piquet-encyclopedia-1902-with-laws.txt,
    Hints to Players) stands in every exchange's rule of thumb; where the weighed discard puts
    out a card of that suit, the hint says so rather than contradict itself unawares (found by a
    new player's trial)."""
    from salon.analysis.hints import hint_for
    from salon.piquet.actions import Exchange
    from salon.terminal.hints import BROKEN_SUIT, breaks_best_suit

    said = []
    for seed in range(2):
        partie = Partie()
        partie.apply(PiquetCut((Card.parse("AS"), Card.parse("7H"))))
        partie.apply(ChooseDeal(False))  # the player is elder
        rng = random.Random(seed)
        while partie.to_act != 0 or PIQUET.ask(partie.view(0)).automatic:
            partie.apply(partie.random_action(rng))  # the deal; no carte blanche
        view = partie.view(0)
        explained = hint_for(view)
        assert explained is not None and isinstance(explained.choice, Exchange)
        broken = breaks_best_suit(view.deal.hand, explained.choice.discard)
        assert (BROKEN_SUIT.strip() in PIQUET.hint(view)) is broken
        said.append(broken)
    assert any(said)


def test_an_ecarte_hint_says_when_its_lead_is_not_from_the_strong_suit(monkeypatch):
    """The rule of thumb for the lead is the strong suit (ecarte-treatise-1896-ocr.txt,
    Playing); a weighed lead of a single king says that the weighing differs."""
    from salon.analysis.hints import Hint
    from salon.terminal import ecarte_game as terminal

    game = ecarte_game(
        you_deal=False, elder="7S 9S 10S 8H KD", dealer="JS AD 10D JC 8C", turn_up="7C"
    )
    game.apply(Stand())
    view = game.view(0)
    differs = "The weighing above, of this very hand, departs from this rule."
    for card, departs in (("KD", True), ("9S", False)):
        weighed = Hint(Play(Card.parse(card)), f"Play {card}.", 0.5, None, None)
        monkeypatch.setattr(terminal, "hint_for", lambda _view, weighed=weighed: weighed)
        assert (differs in ECARTE.hint(view)) is departs, card
