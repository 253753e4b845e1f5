"""The catalogue of the laws (``salon laws``): its words are the sources', its page in docs/ is
the program's own output, and each law has the test named after it."""

from __future__ import annotations

import ast
import json
import re
import unicodedata
from pathlib import Path

import pytest

from salon.cli import main
from salon.ecarte.laws import LAWS_OF_ECARTE
from salon.laws import Code, Treatment
from salon.laws_command import CODES, laws_markdown
from salon.piquet.laws import LAWS_OF_PIQUET

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "docs" / "sources"

OCR_MENDINGS = {
    # The scan's misreadings in the Laws of Écarté, as letters only: (read, meant).
    "ohuffled": "shuffled",
    "tne": "the",
    "hnished": "finished",
    "tiie": "the",
    "isied": "isled",
    "phiyer": "player",
    "alreadv": "already",
    "optponent": "opponent",
    "plaver": "player",
    "finallv": "finally",
    "tlie": "the",
    "arc": "are",
    "hve": "five",
    "bv": "by",
    "mav": "may",
    "anv": "any",
    # The 1902 text's one misreading in its Laws of Piquet (Law 31's "Ox-," for "Or,").
    "ox": "or",
}
JOINED_MENDINGS = {
    # Misreadings across words: "dealt r" for "dealer", a doubled "are", a stray "on".
    "dealtrdiscovers": "dealerdiscovers",
    "arearebacking": "arebacking",
    "proposedonnor": "proposednor",
}
PAGE_FURNITURE = re.compile(r"\s*(ECARTE\.|\d\w?)\s*")
"""A running head or a page number of the scan, on a line of its own."""


def letters(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z]", "", plain.lower())


def mended_source(name: str) -> str:
    lines = (SOURCES / name).read_text(encoding="utf-8").replace("c^rds", "cards").splitlines()
    text = "\n".join(line for line in lines if not PAGE_FURNITURE.fullmatch(line))
    words = re.sub(r"[^A-Za-z\s]", "", text).lower().split()
    mended = " ".join(OCR_MENDINGS.get(word, word) for word in words)
    joined = re.sub(r"\s", "", mended)
    for read, meant in JOINED_MENDINGS.items():
        joined = joined.replace(read, meant)
    return joined


@pytest.mark.parametrize("code", [LAWS_OF_PIQUET, LAWS_OF_ECARTE], ids=["piquet", "ecarte"])
def test_every_laws_words_are_the_sources(code: Code) -> None:
    """Each law's words are in its source (piquet-encyclopedia-1902-with-laws.txt, "Laws of
    Piquet"; ecarte-treatise-1896-ocr.txt, "The Laws of Écarté"), letter for letter once the
    scan's misreadings are mended."""
    source = mended_source(code.source_file)
    for law in code.laws:
        assert letters(law.words) in source, f"law {law.number} is not the source's words"


def test_the_codes_have_every_law_once() -> None:
    """Piquet's 1–34 (with the text's second 33 and 34), Écarté's I–XXX."""
    numbers = [law.number for law in LAWS_OF_PIQUET.laws]
    assert numbers == [str(n) for n in range(1, 35)] + ["33 bis", "34 bis"]
    roman = "I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX".split()
    roman += [f"XX{r}" for r in "I II III IV V VI VII VIII IX".split()] + ["XXX"]
    assert [law.number for law in LAWS_OF_ECARTE.laws] == roman


@pytest.mark.parametrize(
    ("code", "tests"),
    [
        (LAWS_OF_PIQUET, "piquet/test_the_laws.py"),
        (LAWS_OF_ECARTE, "ecarte/test_the_laws.py"),
    ],
    ids=["piquet", "ecarte"],
)
def test_every_law_has_its_test(code: Code, tests: str) -> None:
    """One test per law, named after it ("test_law_28_…", "test_law_xxviii_…")."""
    tree = ast.parse((ROOT / "tests" / tests).read_text(encoding="utf-8"))
    names = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
    for law in code.laws:
        assert any(name.startswith(f"test_law_{law.key}_") for name in names), law.number


def test_the_docs_page_is_the_programs_own_table() -> None:
    """docs/laws.md is `salon laws --markdown`, so the page and the program never differ."""
    page = (ROOT / "docs" / "laws.md").read_text(encoding="utf-8")
    assert page == laws_markdown(list(CODES.values()))


def test_salon_laws_prints_each_law_and_its_treatment(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["laws", "piquet"]) == 0
    out = capsys.readouterr().out
    for law in LAWS_OF_PIQUET.laws:
        assert f"Law {law.number} ({law.moment.value}): {law.treatment.words}" in out
    assert main(["laws", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [len(code["laws"]) for code in data] == [36, 30]
    treatments = {law["treatment"] for code in data for law in code["laws"]}
    assert treatments <= {t.words for t in Treatment}
