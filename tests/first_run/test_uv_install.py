"""uv is installed for salon on a machine without it, whatever the system's Python allows."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from .documents import REPO
from .shell import SYSTEM_PATH, new_shell_environment, run_in


def _checkout_with_the_script(tmp_path: Path) -> Path:
    """A directory holding scripts/uv.sh as a checkout does (uv is all that it installs)."""
    root = tmp_path / "checkout"
    (root / "scripts").mkdir(parents=True)
    shutil.copy2(REPO / "scripts" / "uv.sh", root / "scripts" / "uv.sh")
    return root


def test_without_pip_uv_comes_through_a_virtual_environment(tmp_path: Path) -> None:
    """A Python whose pip is missing (Debian's without python3-pip): uv.sh makes a virtual
    environment, whose own pip installs uv into .tools/uv."""
    python = shutil.which("python3", path=SYSTEM_PATH)
    if python is None or shutil.which("uv", path=SYSTEM_PATH) is not None:
        pytest.skip("needs a system python3 and no uv in the system's directories")
    if subprocess.run([python, "-c", "import ensurepip, venv"], check=False).returncode != 0:
        pytest.skip("the system's python3 cannot make a virtual environment with pip")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    wrapper = bin_dir / "python3"
    wrapper.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = -m ] && [ "$2" = pip ]; then echo "No module named pip" >&2; exit 1; fi\n'
        f'exec {python} "$@"\n'
    )
    wrapper.chmod(0o755)
    root = _checkout_with_the_script(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    environment = new_shell_environment(home, path=f"{bin_dir}:{SYSTEM_PATH}")
    found = run_in(["bash", "scripts/uv.sh"], root, environment)
    assert found.returncode == 0, found.stderr
    uv = root / ".tools" / "uv" / "bin" / "uv"
    assert found.stdout == f"{uv}\n"
    assert "Installing uv" in found.stderr
    version = subprocess.run([uv, "--version"], capture_output=True, text=True, check=True)
    assert version.stdout.startswith("uv ")
    again = run_in(["bash", "scripts/uv.sh"], root, environment)
    assert again.stdout == f"{uv}\n" and again.stderr == ""
