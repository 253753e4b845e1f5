"""The rules engines compiled by the install (setup.py, ENGINE_MODULES) play exactly as their
Python sources, which stay the reference: the same seeded games, word for word."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import tomllib
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIGEST = Path(__file__).with_name("digest.py")


def engine_modules() -> list[str]:
    """ENGINE_MODULES as setup.py lists them (read, not imported: setup.py runs setup())."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "ENGINE_MODULES":
            return list(ast.literal_eval(node.value))
    raise AssertionError("setup.py lists no ENGINE_MODULES")


def module_name(path: str) -> str:
    return path.removeprefix("src/").removesuffix(".py").replace("/", ".")


def played(*options: str) -> dict[str, object]:
    command = [sys.executable, str(DIGEST), "40", "7", *options]
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False)
    assert result.returncode == 0, result.stderr
    answer: dict[str, object] = json.loads(result.stdout)
    return answer


def test_the_compiled_engines_say_and_score_what_their_sources_do() -> None:
    compiled, sources = played(), played("--sources")
    assert sources["compiled"] == []
    assert set(compiled["compiled"]) >= {module_name(p) for p in engine_modules()}  # type: ignore[arg-type]
    assert compiled["digest"] == sources["digest"]


def test_the_install_rebuilds_the_engines_when_a_source_changes() -> None:
    """uv reinstalls the project when a file among its cache keys changes; a compiled module
    is loaded in preference to its source, so every compiled source must be a key."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    keys = {key["file"] for key in project["tool"]["uv"]["cache-keys"]}
    assert set(engine_modules()) <= keys
    for path in engine_modules():
        assert (ROOT / path).is_file(), path


@cache
def source_doctests() -> dict[str, list[int]]:
    names = [module_name(p) for p in engine_modules()]
    command = [sys.executable, str(DIGEST), "--doctests", *names]
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False)
    assert result.returncode == 0, result.stderr
    answer: dict[str, list[int]] = json.loads(result.stdout.splitlines()[-1])
    return answer


@pytest.mark.parametrize("name", [module_name(p) for p in engine_modules()])
def test_the_compiled_modules_examples_hold_in_their_sources(name: str) -> None:
    """Their docstrings' examples, which doctest cannot find in compiled functions."""
    attempted, failed = source_doctests()[name]
    assert failed == 0, f"{failed} of {attempted} examples failed in {name}"


def test_the_compiled_modules_have_examples_to_run() -> None:
    assert sum(attempted for attempted, _ in source_doctests().values()) >= 15
