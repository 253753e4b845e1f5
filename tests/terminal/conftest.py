"""Helpers to drive the real ``salon play`` program through a terminal or a pipe."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pexpect
import pytest
from pexpect.popen_spawn import PopenSpawn

from salon.piquet.partie import PartieView
from salon.records import parse_record
from salon.replay import replay_record

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-B]|\r")
TIMEOUT = 20


def screen_text(raw: str) -> str:
    """What a person reads: the output without its colour and cursor codes."""
    return ANSI.sub("", raw)


def player_view(record: Path) -> PartieView:
    """The human seat's view of the game saved in ``record``."""
    game, _ = replay_record(parse_record(record.read_text(encoding="utf-8")))
    view = game.view(0)
    assert isinstance(view, PartieView)
    return view


def simple_answer(view: PartieView) -> str:
    """A legal answer: the first card of the hand to exchange, else the first option."""
    if view.deal is not None and view.deal.exchange_limit:
        return str(view.deal.hand[0])
    return "1"


def _env() -> dict[str, str]:
    # A pseudo-terminal does not answer cursor-position requests as a real one does.
    return dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", COLUMNS="80", LINES="24")


@pytest.fixture
def spawn_terminal(tmp_path: Path) -> Callable[..., pexpect.spawn]:
    """Start ``salon`` with arguments in an 80×24 pseudo-terminal."""

    def start(*args: str) -> pexpect.spawn:
        return pexpect.spawn(
            sys.executable,
            ["-m", "salon.cli", *args],
            cwd=str(tmp_path),
            env=_env(),
            dimensions=(24, 80),
            encoding="utf-8",
            timeout=TIMEOUT,
        )

    return start


@pytest.fixture
def spawn_pipe(tmp_path: Path) -> Callable[..., PopenSpawn]:
    """Start ``salon`` with arguments, its input and output being pipes."""

    def start(*args: str) -> PopenSpawn:
        return PopenSpawn(
            [sys.executable, "-m", "salon.cli", *args],
            cwd=str(tmp_path),
            env=_env(),
            encoding="utf-8",
            timeout=TIMEOUT,
        )

    return start


def next_question(child: pexpect.spawn) -> str:
    """Wait for the next question (its options, then the prompt); the screen text up to it.

    The prompt alone is not enough: the line editor redraws it when Enter is pressed.
    """
    child.expect("q stop")
    text = str(child.before) + str(child.after)
    child.expect("You ›")
    return screen_text(text + str(child.before))


class Tools:
    """The helpers above, handed to tests as a fixture (test modules do not import conftest)."""

    screen_text = staticmethod(screen_text)
    player_view = staticmethod(player_view)
    simple_answer = staticmethod(simple_answer)
    next_question = staticmethod(next_question)


@pytest.fixture
def tools() -> type[Tools]:
    return Tools


Answers = Callable[[list[str]], Callable[[str], str]]


@pytest.fixture
def answers() -> Answers:
    """The players' answers to a scorer's questions, in order; then the end of input."""

    def feed(lines: list[str]) -> Callable[[str], str]:
        given: Iterator[str] = iter(lines)

        def ask(prompt: str) -> str:
            try:
                return next(given)
            except StopIteration:
                raise EOFError from None

        return ask

    return feed


def keeping_questions(feed: Callable[[str], str]) -> tuple[Callable[[str], str], list[str]]:
    """``feed`` as a scorer's ask that also keeps every question put, in order."""
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return feed(prompt)

    return ask, asked


@pytest.fixture(autouse=True)
def _score_cards_kept_apart(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``salon score`` keeps a card under ./records/ of where it runs: its tests run in their
    own directory, so that no card is left in the checkout."""
    if request.module.__name__.rpartition(".")[2].startswith("test_score"):
        monkeypatch.chdir(tmp_path)
