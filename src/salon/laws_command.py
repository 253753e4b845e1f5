"""``salon laws``: every law of both codes, its words and how salon treats it."""

from __future__ import annotations

import argparse
import json
import textwrap
from typing import Any

from salon.ecarte.laws import LAWS_OF_ECARTE
from salon.laws import Code, code_as_json, code_as_markdown
from salon.piquet.laws import LAWS_OF_PIQUET

CODES = {"piquet": LAWS_OF_PIQUET, "ecarte": LAWS_OF_ECARTE}

MARKDOWN_TITLE = (
    "# The laws, and how salon treats each\n\n"
    "Every law of the two codes in the sources, in its own words, with the moment of the game "
    "it governs and how salon treats it: applied in play, made impossible online (and how), or "
    "a matter of manners with nothing to score. Made by `salon laws --markdown`; a test keeps "
    "this page and the program the same.\n"
)


def add_laws_parser(sub: Any) -> None:
    laws = sub.add_parser("laws", help="every law of Piquet and Écarté, and how salon treats it")
    laws.add_argument(
        "game", nargs="?", choices=sorted(CODES), help="one game's code (default: both)"
    )
    form = laws.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="print the laws as JSON")
    form.add_argument("--markdown", action="store_true", help="print the laws as a Markdown page")


def laws_markdown(codes: list[Code]) -> str:
    return "\n".join([MARKDOWN_TITLE, *(code_as_markdown(code) for code in codes)])


def laws_text(code: Code) -> str:
    lines = [f"The laws of {code.game}, from {code.source}", ""]
    for law in code.laws:
        lines.append(f"Law {law.number} ({law.moment.value}): {law.treatment.words}")
        lines += textwrap.wrap(law.how, 96, initial_indent="  ", subsequent_indent="  ")
        lines += textwrap.wrap(
            f"“{law.words}”", 96, initial_indent="    ", subsequent_indent="     "
        )
        lines.append("")
    counts = ", ".join(f"{n} {t.words}" for t, n in code.counts().items() if n)
    lines += [f"{len(code.laws)} laws: {counts}.", *textwrap.wrap(code.missing, 96), ""]
    return "\n".join(lines)


def run_laws(args: argparse.Namespace) -> int:
    codes = [CODES[args.game]] if args.game else list(CODES.values())
    if args.json:
        print(json.dumps([code_as_json(code) for code in codes], indent=2, ensure_ascii=False))
    elif args.markdown:
        print(laws_markdown(codes), end="")
    else:
        print("\n".join(laws_text(code) for code in codes), end="")
    return 0
