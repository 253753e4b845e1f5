"""``salon laws``: every law of both codes, its words and how salon treats it."""

from __future__ import annotations

import argparse
import json
import textwrap
from typing import Any

from salon.ecarte.laws import LAWS_OF_ECARTE
from salon.ecarte.umpire import REAL_TABLE as ECARTE_REAL_TABLE
from salon.laws import NOT_AT_A_REAL_TABLE, Code, code_as_json, code_as_markdown
from salon.piquet.laws import LAWS_OF_PIQUET
from salon.piquet.umpire import REAL_TABLE as PIQUET_REAL_TABLE

CODES = {"piquet": LAWS_OF_PIQUET, "ecarte": LAWS_OF_ECARTE}
REAL_TABLE = {"piquet": PIQUET_REAL_TABLE, "ecarte": ECARTE_REAL_TABLE}
"""How each game's laws are treated at a real table (``salon score``), by law number."""

MARKDOWN_TITLE = (
    "# The laws, and how salon treats each\n\n"
    "Every law of the two codes in the sources, in its own words, with the moment of the game "
    "it governs and how salon treats it where it deals — applied in play, made impossible "
    "(and how), or a matter of manners with nothing to score — and at a table with real cards, "
    "where "
    "`salon score` keeps the scoring card and its umpire rules what went wrong. Made by "
    "`salon laws --markdown`; a test keeps this page and the program the same.\n"
)


def add_laws_parser(sub: Any) -> None:
    laws = sub.add_parser("laws", help="every law of Piquet and Écarté, and how salon treats it")
    laws.add_argument(
        "game",
        nargs="?",
        choices=sorted(CODES),
        help="one game's laws, piquet or ecarte (default: both)",
    )
    form = laws.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="print the laws as JSON")
    form.add_argument("--markdown", action="store_true", help="print the laws as a Markdown page")


def _real_table(code: Code) -> dict[str, str]:
    return next(REAL_TABLE[key] for key, known in CODES.items() if known is code)


def laws_markdown(codes: list[Code]) -> str:
    sections = (code_as_markdown(code, _real_table(code)) for code in codes)
    return "\n".join([MARKDOWN_TITLE, *sections])


def laws_text(code: Code) -> str:
    lines = [f"The laws of {code.game}, from {code.source}", ""]
    for law in code.laws:
        lines.append(f"Law {law.number} ({law.moment.value}): {law.treatment.words}")
        lines += textwrap.wrap(law.how, 96, initial_indent="  ", subsequent_indent="  ")
        real = _real_table(code).get(law.number, NOT_AT_A_REAL_TABLE)
        lines += textwrap.wrap(
            f"At a real table: {real}.", 96, initial_indent="  ", subsequent_indent="  "
        )
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
        data = [code_as_json(code, _real_table(code)) for code in codes]
        print(json.dumps(data, indent=2, ensure_ascii=False))
    elif args.markdown:
        print(laws_markdown(codes), end="")
    else:
        print("\n".join(laws_text(code) for code in codes), end="")
    return 0
