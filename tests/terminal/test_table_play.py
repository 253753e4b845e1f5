"""``salon play chouette|pool|french``: the person in any role against computer players."""

from __future__ import annotations

import argparse
import io
import itertools
import re
from pathlib import Path

import pytest

from salon.cards import Card, piquet_pack
from salon.cli import main
from salon.ecarte.pool import PoolMethod
from salon.invocation import salon_command
from salon.records import parse_record
from salon.replay import replay_record
from salon.sessions.computers import Computers, play_out
from salon.sessions.pool import PoolSession
from salon.terminal.play import add_play_parser, run_play
from salon.terminal.screen import PlainScreen
from salon.terminal.table_play import Table, TableClient


class Robot(PlainScreen):
    """A person at the terminal who takes the first choice, exchanges or discards his first
    card when asked to type it, and once types an action that is not allowed."""

    def __init__(self) -> None:
        super().__init__(out=io.StringIO(), inp=io.StringIO())
        self.hand_seen: tuple[Card, ...] = ()
        self.last = ""
        self.typos = 1
        self.may_bet = False

    def note(self, text: str) -> None:
        self.last = text
        self.may_bet = self.may_bet or text.endswith("Bet 1 on Ada")
        super().note(text)

    def hand(self, label: str, cards: tuple[Card, ...]) -> None:
        if label != "Turned up":
            self.hand_seen = cards
        super().hand(label, cards)

    def read(self, seat: str) -> str | None:
        self._line(f"{seat}>")
        if self.typos:
            self.typos -= 1
            return "play 2Z"
        if self.may_bet:
            self.may_bet = False
            return "bet Ada 1"
        self.may_bet = False
        if "type the cards to put out" in self.last.lower():
            return self.hand_seen[0].symbol  # as the table shows it, without "exchange"
        return "1"

    @property
    def text(self) -> str:
        assert isinstance(self.out, io.StringIO)
        return self.out.getvalue()


class StoppingRobot(Robot):
    """The same person, who stops (as with q) after answering ``answers`` questions."""

    def __init__(self, answers: int) -> None:
        super().__init__()
        self.answers = answers

    def read(self, seat: str) -> str | None:
        if self.answers == 0:
            return None
        self.answers -= 1
        return super().read(seat)


THIRD_PERSON_YOU = re.compile(
    r"\b[Yy]ou (?:puts|points|cuts|deals|plays|passes|takes|wins|loses|retires|stakes|has|"
    r"sits|follows|does|proposes|comes|is|keeps|resigns|advises)\b"
)


def reads_right(text: str) -> None:
    """The person (named You by default) reads about himself in the second person."""
    assert not THIRD_PERSON_YOU.findall(text), THIRD_PERSON_YOU.findall(text)


def play(
    tmp_path: Path, *flags: str, robot: Robot | None = None, name: str = "record.txt"
) -> tuple[str, Path]:
    parser = argparse.ArgumentParser()
    add_play_parser(parser.add_subparsers(dest="command"))
    record = tmp_path / name
    args = parser.parse_args(["play", *flags, "--seed", "5", "--save", str(record), "--plain"])
    robot = robot or Robot()
    assert run_play(args, robot) == 0
    reads_right(robot.text)
    return robot.text, record


def test_salon_play_help_lists_the_sessions(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    out = capsys.readouterr().out
    for game in ("chouette", "pool", "french", "--role", "--gallery", "--method"):
        assert game in out


@pytest.mark.parametrize(
    ("role", "seen"),
    [("single", "play alone"), ("partner", "play for the two"), ("adviser", "advise")],
)
def test_chouette_in_each_role(tmp_path: Path, role: str, seen: str) -> None:
    text, record = play(tmp_path, "chouette", "--role", role, "--parties", "1", "--name", "Zoe")
    assert f"== You {seen}" in text, "the heading over his hand speaks to the player"
    assert "! " in text  # the typo is refused with a reason
    # Each card played is told beside the count said with it, as at the two-handed table.
    assert re.search(r"\bplays? (?:10|[7-9AKQJ])[♠♥♦♣]: [A-Z][a-z-]+\.", text), text[-600:]
    assert "At ten shillings a hundred:" in text
    # The deal in progress, as at two: its tricks and its points so far (a new player's
    # trial: only the partie's score, unchanged all deal).
    points = re.findall(r"^This deal: \w+ (\d+), \w+ (\d+)$", text, re.MULTILINE)
    assert len({p for p in points}) > 2 and re.search(r"^Tricks: \w+ \d+, \w+ \d+$", text, re.M)
    assert (
        f"Every decision of its games weighed: {salon_command('review', str(record.resolve()))}"
        in text
    )
    _, report = replay_record(parse_record(record.read_text(encoding="utf-8")))
    assert report["finished"] and "Zoe" in report["settlement"]
    if role == "adviser":
        assert "Zoe: advise " in record.read_text(encoding="utf-8")
        assert "advise: exchange" not in text  # typed, not numbered by the hundred
        assert "'s turn. Your advice? (Enter: none)" in text  # to exchange, call or play
    if role == "partner":
        assert "(advised by " in text  # the partner sees which choice is the proposal


NOTE = (
    r"(?:(?:call|reckon) (?:point|seq|set) |answer \w|exchange \w|sink\b(?!:)|done\b"
    r"|play (?:10|[7-9AKQJ])[SHDC])"
)
"""An action in the records' notation, which the person should not have to read."""
NOTATION = re.compile(rf"^  \d+\. (?:Advise: )?{NOTE}|proposes: {NOTE}", re.MULTILINE)


@pytest.mark.parametrize("role", ["single", "partner", "adviser"])
def test_chouette_choices_and_proposals_read_in_a_card_players_words(
    tmp_path: Path, role: str
) -> None:
    """The choices and the adviser's proposals read as at the two-handed table ("Point of
    five in hearts, making 48", "Play the ace of hearts", "Put out the eight of clubs and the seven
    of spades"), best first, the lesser calls behind "Other calls…", not in the records'
    notation ("call point 5H"); a moment with nothing to decide is taken at once and said ("No
    carte blanche.")."""
    text, _ = play(tmp_path, "chouette", "--role", role, "--parties", "1")
    assert not NOTATION.findall(text), NOTATION.findall(text)[:3]
    assert ("Play the " in text and "Declare your point" in text) or role == "adviser"
    # Asked about a carte blanche only when he holds one: else it is said for him, as the
    # table's note on a line of its own, never put in his mouth ("You: No carte blanche.").
    assert text.count("Carte blanche?") == text.count("Announce carte blanche")
    notes = r"^(?:You|Zoe): (?:No carte blanche|You hold nothing|No other)"
    assert not re.search(notes, text, re.MULTILINE), re.findall(notes, text, re.MULTILINE)
    if role != "adviser":
        assert re.search(
            r"^(?:You hold no carte blanche\.|You hold nothing|No other)", text, re.MULTILINE
        )
    if role == "partner":
        assert re.search(
            r"proposes: (?:point|sink|put out|play|tierce|quart|quint|three|four)", text
        )
    if role == "adviser":
        assert "Advise: " in text


def test_a_game_sat_out_goes_at_a_pace_to_follow(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Out of the pool's game, the person follows the two computers' moves at a pace
    (--delay; at a terminal, of its own), not the whole game at once (a new player's trial);
    his own turns and the shuffles wait for nothing."""
    waits: list[float] = []
    monkeypatch.setattr(TableClient, "wait", staticmethod(waits.append))
    _, record = play(tmp_path, "pool", "--role", "out", "--delay", "0.25")
    moves = parse_record(record.read_text(encoding="utf-8")).moves
    played = [m for m in moves if m.actor not in ("chance", "You")]
    seated_later = any(m.actor == "You" for m in moves)  # he comes in after his first game
    assert waits and set(waits) == {0.25}
    assert seated_later and len(waits) < len(played), "only the games he sits out are paced"
    parser = argparse.ArgumentParser()
    add_play_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["play", "pool", "--delay", "-1", "--plain"])
    assert run_play(args, Robot()) == 2  # refused, as at two, before anything is played


@pytest.mark.parametrize("role", ["player", "out"])
def test_pool_in_each_role(tmp_path: Path, role: str) -> None:
    text, record = play(tmp_path, "pool", "--role", role, "--method", "entrant-pays")
    # The way the pool is formed in words, not as the flag names it ("entrant-pays").
    assert "Pool Écarté, a stake of 1 chip.\nOnly the players engaged stake" in text
    assert "entrant-pays" not in text
    if role == "player":
        assert "== You play" in text and "== You are at the table" not in text
        # Cards to put out are typed as the table shows them, as at the two-handed table.
        assert "Type the cards to put out, as 7♣ 8♦, or 7 clubs 8 diamonds" in text
    _, report = replay_record(parse_record(record.read_text(encoding="utf-8")))
    assert report["finished"] and report["pools_won"]
    first_cut = next(line for line in text.splitlines() if "lowest" in line)
    if role == "player":
        assert first_cut.endswith("; you deal.")
    else:
        assert "You cut lowest and are out" in first_cut


@pytest.mark.parametrize("role", ["player", "backer"])
def test_french_as_player_or_backer(tmp_path: Path, role: str) -> None:
    text, record = play(tmp_path, "french", "--role", role, "--games", "2", "--gallery", "2")
    assert "Settlement in chips:" in text
    # Chips lost are written with a minus sign, as on the web's ledger, never a hyphen.
    assert not re.search(r"\w -\d", text) and "\N{MINUS SIGN}" in text
    first_seen = next(line for line in text.splitlines() if line.startswith("== You"))
    # The parts in a player's words, never the session's nouns ("rentrant", "player").
    assert "== You rentrant" not in text and "== You player" not in text
    assert "Uncovered:" not in text and ("is covered." in text or "not covered." in text)
    if role == "backer":
        assert "== You back Ada" in text and "You point" in text
    else:
        assert first_seen == "== You play"
        assert "(advised by " in text and "On the table: You stake 1, " in text
        # His backer's pointing, worded for him: at what, and that it is for him.
        assert re.search(r"\(\w+ points at the \w+ of \w+ for you\.\)", text)
        # Said once, and marked on his choice: not again over the question, nor followed by
        # "You follow Ben's advice." after each card (a new player's trial).
        assert not re.search(r"^\w+ points at the \w+ of \w+ for you\.$", text, re.MULTILINE)
        assert not re.search(r"You (?:do not )?follow \w+'s advice", text)
        assert re.search(r"^Table: \w+ points at a card for Ada\.$", text, re.MULTILINE)
        assert " points at: " not in text and " points.\n" not in text
    # The money is asked about in a player's words, as at the web's table, never as records
    # write it ("bet Ada 1", "pass"); resigning waits behind the other choices.
    assert not re.search(r"^  \d+\. (?:bet|cover|pass|decline|resign)\b", text, re.MULTILINE)
    if role == "backer":
        assert "Lay a bet on Ada or " in text and re.search(r"^  1\. Bet 1 on Ada$", text, re.M)
    else:
        assert "Other choices…" in text
    blocks = text.split("(Choose a number")
    for options, prompt in itertools.pairwise(blocks):
        hint = prompt.split(")", 1)[0]
        betting = ("  1. Bet ", "  1. Take ", "  1. Cover ", "  1. Pass")
        if not any(choice in options for choice in betting):
            assert "bet NAME" not in hint  # no talk of betting while the game is played
    _, report = replay_record(parse_record(record.read_text(encoding="utf-8")))
    assert report["finished"] and len(report["ledger"]) == 2


def test_bad_flags_are_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save = str(tmp_path / "r.txt")
    assert main(["play", "chouette", "--role", "backer", "--save", save, "--plain"]) == 2
    assert "at chouette your role is one of single, partner, adviser" in capsys.readouterr().err
    assert main(["play", "french", "--gallery", "11", "--save", save, "--plain"]) == 2
    assert "--gallery is 0 to 10" in capsys.readouterr().err
    # ecarte-treatise-1896-ocr.txt, "French Écarté": the rentrants decide their order.
    assert main(["play", "french", "--order", "Cleo,Zed", "--save", save, "--plain"]) == 2
    assert "every rentrant once" in capsys.readouterr().err
    # A part at a two-handed game is refused, not silently ignored.
    assert main(["play", "piquet", "--role", "adviser", "--save", save, "--plain"]) == 2
    assert "--role is for the tables of three or more" in capsys.readouterr().err


def test_the_rentrants_order_of_going_in_is_theirs_to_agree(tmp_path: Path) -> None:
    """ecarte-treatise-1896-ocr.txt, "French Écarté": 'The rentrants must decide among
    themselves which shall go in': ``--order`` gives the order they agreed, kept in the
    record."""
    save = tmp_path / "r.txt"
    command = ["play", "french", "--watch", "--delay", "0", "--games", "1", "--gallery", "2"]
    assert main([*command, "--order", "Cleo,Ben", "--save", str(save), "--plain"]) == 0
    assert '[Order "Cleo Ben"]' in save.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("game", "role", "answers"),
    [
        ("chouette", "partner", 3),
        ("chouette", "adviser", 6),
        ("pool", "player", 4),
        ("pool", "out", 1),
        ("french", "player", 2),
        ("french", "backer", 5),
    ],
)
def test_a_stopped_session_goes_on_as_if_it_had_never_stopped(
    tmp_path: Path, game: str, role: str, answers: int
) -> None:
    """Stopped, then resumed with the command it prints, a session ends with the very record
    of the session played through: the laws replay it, and the seed and the computers'
    choices are taken up from the record."""
    flags = (game, "--role", role, "--parties", "1", "--games", "2")
    _, whole = play(tmp_path, *flags, name="whole.txt")
    stopped, halves = play(tmp_path, *flags, robot=StoppingRobot(answers), name="halves.txt")
    again = stopped.splitlines()[-1].strip()
    assert stopped.splitlines()[-2].endswith("go on with:")
    assert again.endswith(f"play {game} --resume {halves}")
    parser = argparse.ArgumentParser()
    add_play_parser(parser.add_subparsers(dest="command"))
    resumed = Robot()
    resumed.typos = 0
    assert run_play(parser.parse_args([*again.split()[1:], "--plain"]), resumed) == 0
    assert "Going on where the sitting stopped" in resumed.text
    assert halves.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")


def test_resuming_something_else_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, record = play(tmp_path, "pool", robot=StoppingRobot(1))
    assert main(["play", "french", "--resume", str(record), "--plain"]) == 2
    assert "holds a session of pool, not french" in capsys.readouterr().err
    broken = tmp_path / "broken.txt"
    broken.write_text(record.read_text(encoding="utf-8").replace("[Seed ", "[Sown "))
    assert main(["play", "pool", "--resume", str(broken), "--plain"]) == 2
    assert "no [Seed ...] tag" in capsys.readouterr().err
    assert main(["play", "pool", "--resume", str(tmp_path / "none.txt"), "--plain"]) == 2


def test_the_pool_says_who_takes_it_by_winning_the_game_in_progress() -> None:
    session = PoolSession(("Ann", "Bob", "Cy"))
    computers = Computers(dict.fromkeys(session.names, "random"), "ecarte", seed=3)
    play_out(session, computers, until=lambda: session.book.holder is not None)
    client = TableClient(Table("pool", session, "Ann", computers, "random"), Robot(), Path("x"))
    holder = session.book.holder
    assert holder is not None
    other = next(name for name in session.names if name != holder)
    said = client.standing(session.view(holder))[-1]
    assert said == "You won the last game, and take the pool by winning this one."
    told = client.standing(session.view(other))[-1]
    assert told == f"{holder} won the last game, and takes the pool by winning this one."


def test_a_pool_declared_french_ecarte_lets_the_player_out_back_and_advise(
    tmp_path: Path,
) -> None:
    """ecarte-treatise-1896-ocr.txt, "Pool Écarté": the player out "must not offer any advice
    ... unless the players have declared it to be French Ecarte". With ``--declared`` he is
    asked whom he backs, then looks over that hand and advises it by pointing."""
    text, record = play(tmp_path, "pool", "--role", "out", "--declared")
    assert "Whom do you back this game?" in text
    assert "You back " in text and "== You are out, back " in text
    assert "Advise: " in text and "You point at" in text
    saved = record.read_text(encoding="utf-8")
    assert '[Declared "French Ecarte"]' in saved and "You: back " in saved
    _, report = replay_record(parse_record(saved))
    assert report["finished"]


class AskingRobot(StoppingRobot):
    """The same person, who first types ``asked`` (a hint, the table) and then goes on."""

    def __init__(self, *asked: str, answers: int = 6) -> None:
        super().__init__(answers)
        self.asked = list(asked)
        self.typos = 0

    def read(self, seat: str) -> str | None:
        if self.asked:
            self._line(f"{seat}>")
            return self.asked.pop(0)
        return super().read(seat)


def test_a_hint_and_the_table_are_asked_as_at_two(tmp_path: Path) -> None:
    """As at the two-handed table, ``?`` gives the hint for the hand the person plays (the
    same weighing and maxims, from his own view) and ``t`` shows his table and the choices
    again; neither is an action, and nothing is done."""
    robot = AskingRobot("?", "t")
    text, record = play(tmp_path, "chouette", "--role", "partner", robot=robot, name="r.txt")
    assert "? for a hint, t for the table" in text
    assert "You>\nHint: " in text and "Rule of thumb: " in text  # not refused as an action
    assert text.count("== You play for the two") >= 2  # the table shown again
    after_t = text.split("You>\n")[2].split("You>")[0]  # what "t" showed
    assert "== You play for the two" in after_t and "? for a hint, t for the table" in after_t
    assert "?" not in record.read_text(encoding="utf-8").split("]\n\n", 1)[-1]


def test_no_hint_is_given_where_the_person_has_no_hand_to_act(tmp_path: Path) -> None:
    """At French Écarté's betting the person holds no cards to weigh: ``?`` says so, and the
    betting question is still his to answer."""
    robot = AskingRobot("?", answers=2)
    text, _ = play(tmp_path, "french", "--role", "backer", robot=robot)
    assert "Hint: No hint now: hints are for the hand you play or advise" in text


@pytest.mark.parametrize("word", ["q", "quit", "stop"])
def test_the_words_that_stop_a_two_handed_game_stop_a_table(tmp_path: Path, word: str) -> None:
    """q, quit and stop stop the session (saved, with the command that goes on), as at two."""
    text, record = play(tmp_path, "pool", "--role", "player", robot=AskingRobot(word))
    assert "Stopped. The session is saved in" in text and record.exists()


def test_a_king_marked_counts_at_once_in_the_score_a_session_shows(tmp_path: Path) -> None:
    """ecarte-treatise-1896-ocr.txt, Law XX: the king turned up or marked scores one at once.
    At a Pool table the score shown beside the hand counts it then, as the two-handed table
    does, not only when the deal is over."""
    session = PoolSession(("Ann", "Bob", "Cy"), method=PoolMethod.LOSER_PAYS)
    computers = Computers(dict.fromkeys(session.names, "thumb"), "ecarte", seed=1)

    def king_counted() -> bool:
        game = session.game
        if game is None or not isinstance(game.to_act, int):
            return False  # between deals the deal's points are the game's already
        view = game.view(0)
        return view.standing != view.scores

    play_out(session, computers, until=king_counted)
    assert king_counted(), "a king turned up or marked in the pools played"
    assert session.seats is not None
    player = session.seats[0]
    screen = Robot()
    table = Table("pool", session, player, computers, "thumb")
    TableClient(table, screen, tmp_path / "r.txt").show_table(player)
    view = session.game.view(0)  # type: ignore[union-attr]
    a, b = session.seats
    assert f"Score: {a} {view.standing[0]}, {b} {view.standing[1]}" in screen.text
    assert view.standing != view.scores


def test_what_cannot_be_read_is_refused_in_the_words_typed(tmp_path: Path) -> None:
    """A line that is no action here is refused with the very words typed and how to answer,
    never the record's code it was turned into ("'KH' is not an Écarté action")."""
    robot = AskingRobot("the knave of spades please", answers=1)
    text, _ = play(tmp_path, "pool", "--role", "player", robot=robot)
    assert "! 'the knave of spades please' is not one of the choices here. Choose a number" in text
    assert "'JS'" not in text and "is not an Écarté action" not in text


class CardTyper(StoppingRobot):
    """The same person, who plays by typing a card of his hand as a player types it, "ah" or
    "10h", trying his cards in turn until one is allowed."""

    def __init__(self) -> None:
        super().__init__(answers=40)
        self.typos = 0
        self.typed: list[str] = []
        self.tried = 0

    def error(self, text: str) -> None:
        self.tried += 1
        super().error(text)

    def read(self, seat: str) -> str | None:
        if "type a card to play" in self.last and self.answers:
            self.answers -= 1
            self._line(f"{seat}>")
            card = self.hand_seen[self.tried % len(self.hand_seen)]
            self.typed.append(str(card).lower())
            return self.typed[-1]
        self.tried = 0
        return super().read(seat)


@pytest.mark.parametrize("game", ["chouette", "pool"])
def test_a_card_typed_alone_is_played_as_at_two(tmp_path: Path, game: str) -> None:
    """As at the two-handed table, a card typed alone in the play ("ah", "10h") plays it;
    the prompt says so (a new player's trial: "'ah' is not one of the choices here")."""
    robot = CardTyper()
    text, _ = play(tmp_path, game, robot=robot)
    assert "type a card to play, as K♥ or king of hearts" in text
    assert len(robot.typed) >= 3, robot.typed
    assert "is not one of the choices" not in text
    refused = text.count("\n! ")
    assert refused < len(robot.typed) - 2, "most typed cards are played, not refused"


class NotHeldTyper(StoppingRobot):
    """The same person, who once types a card he does not hold to play it."""

    def __init__(self) -> None:
        super().__init__(answers=30)
        self.typos = 0
        self.missing: Card | None = None

    def read(self, seat: str) -> str | None:
        if "type a card to play" in self.last and self.missing is None:
            self._line(f"{seat}>")
            self.missing = next(c for c in piquet_pack() if c not in self.hand_seen)
            return f"play {self.missing}"
        return super().read(seat)


def test_a_card_not_held_is_refused_by_the_holders_name(tmp_path: Path) -> None:
    """A card typed to play that the hand does not hold is refused to the person by name,
    never by his hand's role (a new player's trial: "the elder hand does not hold …")."""
    robot = NotHeldTyper()
    text, _ = play(tmp_path, "chouette", robot=robot)
    assert robot.missing is not None
    assert f"! You do not hold the {robot.missing.name}" in text, text[-800:]
    assert "hand does not hold" not in text


@pytest.mark.parametrize(("role", "holder"), [("partner", "you do"), ("adviser", "Ben does")])
def test_cards_not_held_are_refused_by_the_holders_name(
    tmp_path: Path, role: str, holder: str
) -> None:
    """Law 12 refuses an exchange of cards not held. At a table the refusal names the hand
    as the person knows it, himself or the player he advises ("Ben does not hold the ace of
    spades"), never by its role ("the elder hand does not hold …")."""
    robot = AskingRobot("A♠ 7♥", answers=1)
    text, _ = play(tmp_path, "chouette", "--role", role, robot=robot)
    assert f"! {holder[0].upper()}{holder[1:]} not hold the seven of hearts and the ace of" in text
    assert "elder hand does not hold" not in text


class GivesNoAdvice(Robot):
    """A backer who answers every "Your advice?" with Enter (none)."""

    advising = False

    def note(self, text: str) -> None:
        self.advising = self.advising or "Your advice?" in text
        super().note(text)

    def read(self, seat: str) -> str | None:
        if self.advising:
            self.advising = False
            self._line(f"{seat}>")
            return ""
        return super().read(seat)


def test_a_backer_who_gives_no_advice_is_not_asked_again_for_the_same_choice(
    tmp_path: Path,
) -> None:
    """Law XXVIII: the backers may advise the player, once each for his choice. One who gives
    none is not asked again for the same choice when another backer points."""
    text, _ = play(tmp_path, "french", "--role", "backer", "--games", "1", "--gallery", "3",
                   robot=GivesNoAdvice())  # fmt: skip
    asked = text.split("Your advice?")
    assert len(asked) > 2
    for between in asked[1:-1]:
        played = [line for line in between.splitlines() if line.startswith(("Ada: ", "Ben: "))]
        assert played, f"asked again with nothing played: {between[:400]}"


class WholeHandRobot(Robot):
    """The same person, who puts out his whole hand the first time he may."""

    def __init__(self) -> None:
        super().__init__()
        self.typos = 0
        self.put_out_all = 0

    def read(self, seat: str) -> str | None:
        if "type the cards to put out" in self.last.lower() and not self.put_out_all:
            self._line(f"{seat}>")
            self.put_out_all += 1
            return "all"
        return super().read(seat)


def test_all_puts_out_the_whole_hand_at_the_pool(tmp_path: Path) -> None:
    """Law XIII (ecarte-treatise-1896-ocr.txt): a player may discard all five; at the pool's
    table as at two, "all" says so."""
    robot = WholeHandRobot()
    text, record = play(tmp_path, "pool", "--role", "player", robot=robot)
    assert robot.put_out_all, "a discard was asked"
    assert "is not one of the choices" not in text and "is not a card" not in text
    assert "You: Five cards." in text, text[-3000:]
    _, report = replay_record(parse_record(record.read_text(encoding="utf-8")))
    assert report["finished"]
