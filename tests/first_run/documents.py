"""What the README and the docs show: their commands, found in their code blocks."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DOCUMENTS = (REPO / "README.md", *sorted((REPO / "docs").glob("*.md")))
PROGRAMS = frozenset(
    {"salon", "uv", "uvx", "python", "python3", "pip", "pip3", "pytest", "ruff", "mypy", "ray"}
)
SUBCOMMANDS = ("play", "replay", "serve", "demo", "match", "ladder")
INLINE_CODE = re.compile(r"`([^`\n]+(?:\n[^`\n]+)?)`")


def shown_commands(document: Path) -> list[str]:
    """The commands in a document's code blocks (fenced, or indented by four spaces or more),
    without their comments: every line whose first word is a program or a path to one."""
    commands = []
    fenced = False
    for line in document.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not (fenced or line.startswith("    ")):
            continue
        command = line.split(" #", 1)[0].strip().removeprefix("$ ")
        first = command.split(" ", 1)[0]
        if first in PROGRAMS or first.startswith(("./", "scripts/", "bash")):
            commands.append(command)
    return commands
