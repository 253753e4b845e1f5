"""The environment of a new shell on a fresh machine, for running salon's commands in."""

from __future__ import annotations

import os
import re
from pathlib import Path

SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
"""PATH with the system's directories only: no uv, no virtual environment."""

# What a new shell keeps from this machine: how it reaches the network (certificates, proxies,
# package indexes); not what an earlier session put on PATH or activated.
NETWORK_SETTINGS = re.compile(
    r"(SSL_CERT_(FILE|DIR)|REQUESTS_CA_BUNDLE|CURL_CA_BUNDLE|(https?|no|all)_proxy"
    r"|PIP_(CERT|INDEX_URL|EXTRA_INDEX_URL|FIND_LINKS|TRUSTED_HOST|DEFAULT_TIMEOUT)"
    r"|UV_(INDEX|DEFAULT_INDEX|EXTRA_INDEX_URL|INDEX_URL|FIND_LINKS|NATIVE_TLS|SYSTEM_CERTS"
    r"|HTTP_TIMEOUT|INSECURE_HOST|PYTHON_INSTALL_MIRROR))",
    re.IGNORECASE,
)


def new_shell_environment(home: Path, *, path: str = SYSTEM_PATH) -> dict[str, str]:
    """A new shell's variables with ``home`` as HOME. uv's and pip's download caches are
    this machine's, so that nothing is downloaded again."""
    cache_home = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    network = {
        name: value for name, value in os.environ.items() if NETWORK_SETTINGS.fullmatch(name)
    }
    return network | {
        "PATH": path,
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "TERM": "dumb",
        "UV_CACHE_DIR": os.environ.get("UV_CACHE_DIR") or str(cache_home / "uv"),
        "PIP_CACHE_DIR": os.environ.get("PIP_CACHE_DIR") or str(cache_home / "pip"),
    }
