"""The environment of a new shell on a fresh machine, for running salon's commands in."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
"""PATH with the system's directories only: no uv, no virtual environment."""


def new_shell_environment(home: Path, *, path: str = SYSTEM_PATH) -> dict[str, str]:
    """A new shell's variables: PATH and HOME, and nothing else. Nothing is kept from the
    calling shell, not even how it reaches the network (certificates, proxies, indexes): what
    salon needs of them, its scripts find for themselves, as on a machine whose certificate
    authority is only in the system's store.

    The new home shares this machine's download caches for uv and pip (links in its
    ``.cache``), so that what was downloaded once is not downloaded again."""
    cache_home = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    caches = {
        "uv": os.environ.get("UV_CACHE_DIR") or str(cache_home / "uv"),
        "pip": os.environ.get("PIP_CACHE_DIR") or str(cache_home / "pip"),
    }
    (home / ".cache").mkdir(parents=True, exist_ok=True)
    for name, cache in caches.items():
        link = home / ".cache" / name
        if Path(cache).is_dir() and not link.exists():
            link.symlink_to(cache, target_is_directory=True)
    return {"PATH": path, "HOME": str(home)}


def run_in(
    command: list[str],
    cwd: Path,
    environment: dict[str, str],
    *,
    timeout: float = 300,
    typed: str = "",
) -> subprocess.CompletedProcess[str]:
    """``command`` run in ``cwd`` with ``environment`` and ``typed`` as its input, its output
    kept as text."""
    return subprocess.run(
        command,
        cwd=cwd,
        env=environment,
        input=typed,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
