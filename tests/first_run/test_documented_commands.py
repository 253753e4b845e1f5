"""Every command the README and the docs show, and every command salon prints, is one that
works as written in a new shell on a fresh machine: the checkout's launcher ``./salon``,
``scripts/run COMMAND``, or the two scripts. (``test_fresh_clone.py`` runs them.)"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from salon.cli import main
from salon.invocation import COMMAND_VARIABLE

from .documents import DOCUMENTS, INLINE_CODE, REPO, SUBCOMMANDS, shown_commands

WORKING_FORMS = ("./salon ", "scripts/run ", "bash scripts/start", "bash scripts/check")


def test_every_command_shown_in_a_code_block_works_as_written() -> None:
    shown = {str(doc.relative_to(REPO)): shown_commands(doc) for doc in DOCUMENTS}
    readme = shown["README.md"]
    assert readme[:2] == ["bash scripts/start", "bash scripts/check"]
    assert "./salon replay examples/worked-example-deal.txt" in readme
    assert any(command.startswith("scripts/run python benchmarks/") for command in readme)
    wrong = [
        f"{name}: {command}"
        for name, commands in shown.items()
        for command in commands
        if not command.startswith(WORKING_FORMS)
    ]
    assert wrong == []


def test_the_two_commands_section_keeps_exactly_two() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Two commands", 1)[1].split("\n## ", 1)[0]
    blocks = [line.strip() for line in section.splitlines() if line.startswith("    ")]
    assert blocks == ["bash scripts/start", "bash scripts/check"]


def test_no_inline_command_needs_uv_on_path() -> None:
    """Inline commands too: never `uv …` (not on PATH in a new shell), never `pip install
    'salon[…]'` (salon is installed from its checkout, `pip install '.[rl]'`, not from the
    package index), and in the README never a bare `salon …` (no such command until salon is
    installed)."""
    wrong = []
    for document in DOCUMENTS:
        for span in INLINE_CODE.findall(document.read_text(encoding="utf-8")):
            words = span.split()
            if words[0] in {"uv", "uvx"} or span.startswith("python benchmarks/"):
                wrong.append(f"{document.name}: {span}")
            if words[:2] == ["pip", "install"] and "salon[" in span:
                wrong.append(f"{document.name}: {span}")
            bare = words[0] == "salon" and len(words) > 1 and words[1] in SUBCOMMANDS
            if document.name == "README.md" and bare:
                wrong.append(f"{document.name}: {span}")
    assert wrong == []


@pytest.mark.parametrize(
    ("launcher", "printed"),
    [(None, "salon"), ("./salon", "./salon"), ("/home/ann/card games/salon", "'/home/ann/")],
)
def test_stopped_game_prints_the_command_as_salon_was_started(
    launcher: str | None,
    printed: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The "go on with" line names salon as the launcher says it was started (an installed
    salon says nothing: plain `salon`), quoted for a shell."""
    if launcher is None:
        monkeypatch.delenv(COMMAND_VARIABLE, raising=False)
    else:
        monkeypatch.setenv(COMMAND_VARIABLE, launcher)
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    save = tmp_path / "my game.txt"
    assert main(["play", "piquet", "--seed", "3", "--plain", "--save", str(save)]) == 0
    lines = capsys.readouterr().out.splitlines()
    again = lines[lines.index(next(line for line in lines if "go on with" in line)) + 1]
    assert again.strip().startswith(f"{printed}")
    assert again.strip().endswith(f"play piquet --resume '{save}'")
