"""The first minutes on a fresh machine: a clean clone, a new shell whose PATH holds only the
system's directories (no uv, no virtual environment), a new home directory. The README's
commands run there as written, and so do the commands salon prints.

The clone is of the commit checked out (uncommitted changes are not in it). Its first command
installs everything, the compiled engines included (about half a minute), once for the module.
The shell has PATH and HOME and nothing else (:mod:`.shell`): no certificate or proxy settings
of this machine's, which the scripts must do without; the new home's caches are links to this
machine's, so that nothing is downloaded again.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from .documents import REPO, shown_commands
from .shell import SYSTEM_PATH, new_shell_environment, run_in

FIRST_RUN = "Installing dependencies (first run only)"
INSTALL_TIMEOUT = 900
TIMEOUT = 120


@dataclass(frozen=True, slots=True)
class FreshClone:
    """A clone of the repository and the bare environment of a new shell."""

    root: Path
    home: Path
    environment: dict[str, str]
    first_run: subprocess.CompletedProcess[str]

    def run(
        self, command: str, *, cwd: Path | None = None, typed: str = ""
    ) -> subprocess.CompletedProcess[str]:
        """``command`` as a user types it into bash, in the clone unless ``cwd`` is given."""
        return run_in(
            ["bash", "-c", command],
            cwd or self.root,
            self.environment,
            timeout=TIMEOUT,
            typed=typed,
        )


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> FreshClone:
    git = shutil.which("git")
    if git is None or not (REPO / ".git").exists():
        pytest.skip("needs git and a git checkout to clone")
    head = subprocess.run(
        [git, "-C", str(REPO), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()
    base = tmp_path_factory.mktemp("fresh")
    root, home = base / "salon", base / "home"
    home.mkdir()
    subprocess.run([git, "clone", "--quiet", "--no-checkout", str(REPO), str(root)], check=True)
    subprocess.run([git, "-C", str(root), "checkout", "--quiet", "--detach", head], check=True)
    environment = new_shell_environment(home)
    # The README's first command; `--help` stops the server before it starts.
    first_run = run_in(
        ["bash", "scripts/start", "--help"], root, environment, timeout=INSTALL_TIMEOUT
    )
    return FreshClone(root, home, environment, first_run)


def test_the_new_shell_has_no_uv() -> None:
    """The premise: uv is not on the system's PATH (else the install of uv goes untested)."""
    found = shutil.which("uv", path=SYSTEM_PATH)
    if found is not None:
        pytest.skip(f"this machine has uv in a system directory: {found}")


def test_start_installs_everything_and_says_so_once(fresh: FreshClone) -> None:
    """`bash scripts/start` says what it is doing on its first run, and nothing after."""
    assert fresh.first_run.returncode == 0, fresh.first_run.stderr
    assert "salon serve" in fresh.first_run.stdout
    assert FIRST_RUN in fresh.first_run.stderr
    assert "Building salon" in fresh.first_run.stderr  # each part of the install is said
    if shutil.which("uv", path=SYSTEM_PATH) is None:
        assert (fresh.root / ".tools" / "uv" / "bin" / "uv").is_file()
    again = fresh.run("bash scripts/start --help")
    assert again.returncode == 0 and again.stderr == ""
    assert fresh.run("git status --porcelain").stdout == ""  # all it installs is ignored


def test_launcher_runs_quietly_once_installed(fresh: FreshClone) -> None:
    done = fresh.run("./salon --help")
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("usage: ./salon ")


def test_readme_replays_run_as_written(fresh: FreshClone) -> None:
    replays = [
        command
        for command in shown_commands(fresh.root / "README.md")
        if command.startswith("./salon replay ")
    ]
    assert len(replays) == 3
    for command in replays:
        done = fresh.run(command)
        assert done.returncode == 0, f"{command}: {done.stderr}"
        assert done.stdout and done.stderr == ""


def test_demo_runs(fresh: FreshClone) -> None:
    done = fresh.run("./salon demo --seed 1")
    assert done.returncode == 0, done.stderr
    assert "elder 28, younger 23" in done.stdout


def test_benchmark_runs_through_scripts_run(fresh: FreshClone) -> None:
    done = fresh.run("scripts/run python benchmarks/bench_piquet.py --deals 20 --rounds 1")
    assert done.returncode == 0, done.stderr
    assert "deals/s" in done.stdout


def _go_on_with(output: str) -> str:
    """The command the terminal game prints to go on with a stopped game."""
    lines = output.splitlines()
    marker = next(number for number, line in enumerate(lines) if "go on with" in line)
    return lines[marker + 1].strip()


def test_stopped_game_goes_on_with_the_printed_command(fresh: FreshClone) -> None:
    stopped = fresh.run("./salon play piquet --seed 5", typed="q\n")
    assert stopped.returncode == 0, stopped.stderr
    command = _go_on_with(stopped.stdout)
    # The record's path whole, so that the command works from any directory.
    records = fresh.root.resolve() / "records"
    assert command.startswith(f"./salon play piquet --resume {records}/")
    resumed = fresh.run(command, typed="q\n")
    assert resumed.returncode == 0, resumed.stderr
    assert "Going on where the game stopped" in resumed.stdout


def test_stopped_session_goes_on_with_the_printed_command(fresh: FreshClone) -> None:
    stopped = fresh.run("./salon play chouette --seed 5 --role partner", typed="q\n")
    assert stopped.returncode == 0, stopped.stderr
    command = _go_on_with(stopped.stdout)
    # Stamped with the time as a two-handed game's, so a seed played again keeps both records.
    records = re.escape(str(fresh.root.resolve() / "records"))
    assert re.fullmatch(
        rf"\./salon play chouette --resume {records}/chouette-\d{{8}}-\d{{6}}-seed5\.txt", command
    )
    resumed = fresh.run(command, typed="q\n")
    assert resumed.returncode == 0, resumed.stderr
    assert "Going on where the sitting stopped" in resumed.stdout


def test_launcher_works_from_another_directory(fresh: FreshClone) -> None:
    """Run by its path from elsewhere, salon prints that path, and the record is kept where
    the user is; the command it prints to go on works from yet another directory."""
    stopped = fresh.run(f"{fresh.root}/salon play ecarte --seed 5", cwd=fresh.home, typed="q\n")
    assert stopped.returncode == 0, stopped.stderr
    command = _go_on_with(stopped.stdout)
    records = fresh.home.resolve() / "records"
    assert command.startswith(f"{fresh.root}/salon play ecarte --resume {records}/")
    assert list(records.glob("ecarte-*.txt"))
    elsewhere = fresh.home / "elsewhere"
    elsewhere.mkdir()
    resumed = fresh.run(command, cwd=elsewhere, typed="q\n")
    assert resumed.returncode == 0, resumed.stderr
    assert "Going on where the game stopped" in resumed.stdout
