"""Behind a proxy that inspects TLS, the proxy's certificate authority is often in the system's
store and nowhere else. uv trusts only its own copy of Mozilla's authorities unless told to
use the system's (``--system-certs``, formerly ``--native-tls``, in uv's documentation on
TLS certificates), and pip only certifi's: the scripts tell both to trust the system's."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from .documents import REPO
from .shell import SYSTEM_PATH, new_shell_environment, run_in

# A stand-in for uv: it writes down how it was called and with what certificate settings.
FAKE_UV = """#!/bin/sh
if [ "$1" = sync ] && [ "$2" = --help ]; then
    echo "{help}"
    exit 0
fi
echo "$* | UV_SYSTEM_CERTS=${{UV_SYSTEM_CERTS:-}} UV_NATIVE_TLS=${{UV_NATIVE_TLS:-}}" \
    >> "{log}"
"""


def _checkout(tmp_path: Path) -> Path:
    root = tmp_path / "checkout"
    (root / "scripts").mkdir(parents=True)
    for script in ("uv.sh", "bootstrap.sh"):
        shutil.copy2(REPO / "scripts" / script, root / "scripts" / script)
    return root


def _bootstrap_with_fake_uv(
    tmp_path: Path, *, help_text: str, extra: dict[str, str] | None = None
) -> tuple[list[str], str]:
    """What the fake uv on PATH was asked to do by a first run of bootstrap.sh, and what
    bootstrap.sh said."""
    bin_dir, log = tmp_path / "bin", tmp_path / "uv.log"
    bin_dir.mkdir()
    uv = bin_dir / "uv"
    uv.write_text(FAKE_UV.format(help=help_text, log=log))
    uv.chmod(0o755)
    home = tmp_path / "home"
    home.mkdir()
    environment = new_shell_environment(home, path=f"{bin_dir}:{SYSTEM_PATH}") | (extra or {})
    done = run_in(["bash", "scripts/bootstrap.sh"], _checkout(tmp_path), environment)
    assert done.returncode == 0, done.stderr
    return log.read_text().splitlines(), done.stderr


def test_bootstrap_has_uv_use_the_system_certificates(tmp_path: Path) -> None:
    """A uv that knows --system-certs is told so through UV_SYSTEM_CERTS, for every sync."""
    calls, _ = _bootstrap_with_fake_uv(tmp_path, help_text="      --system-certs")
    syncs = [call for call in calls if call.startswith("sync ")]
    assert syncs, calls
    assert all(call.endswith("UV_SYSTEM_CERTS=true UV_NATIVE_TLS=") for call in syncs), calls


def test_an_older_uv_is_told_by_its_older_name(tmp_path: Path) -> None:
    """A uv older than --system-certs reads UV_NATIVE_TLS (its --native-tls)."""
    calls, _ = _bootstrap_with_fake_uv(tmp_path, help_text="      --native-tls")
    syncs = [call for call in calls if call.startswith("sync ")]
    assert syncs and all(call.endswith("UV_SYSTEM_CERTS= UV_NATIVE_TLS=true") for call in syncs)


def test_the_users_own_choice_is_kept(tmp_path: Path) -> None:
    calls, _ = _bootstrap_with_fake_uv(
        tmp_path, help_text="      --system-certs", extra={"UV_NATIVE_TLS": "false"}
    )
    syncs = [call for call in calls if call.startswith("sync ")]
    assert syncs and all(call.endswith("UV_SYSTEM_CERTS= UV_NATIVE_TLS=false") for call in syncs)


def test_first_install_says_each_part_as_it_goes(tmp_path: Path) -> None:
    """Minutes of silence look like a hang: each part of the first install is said."""
    _, told = _bootstrap_with_fake_uv(tmp_path, help_text="")
    lines = told.splitlines()
    assert lines[0] == "Installing dependencies (first run only)..."
    assert any("Downloading" in line for line in lines[1:])
    assert any("Building salon" in line for line in lines[1:])


def test_pip_installs_uv_trusting_the_system_certificates(tmp_path: Path) -> None:
    """pip, which installs uv where there is none, is given the system's bundle of
    authorities (PIP_CERT) when the user has named none."""
    bin_dir, log = tmp_path / "bin", tmp_path / "pip.log"
    bin_dir.mkdir()
    python = bin_dir / "python3"
    python.write_text(
        "#!/bin/sh\n"
        'if [ "$3" = install ]; then\n'
        f'    echo "PIP_CERT=${{PIP_CERT:-}}" >> "{log}"\n'
        '    target=$(printf "%s\\n" "$@" | sed -n "/--target/{n;p}")\n'
        '    mkdir -p "$target/bin" && printf "#!/bin/sh\\n" > "$target/bin/uv"\n'
        '    chmod +x "$target/bin/uv"\n'
        "fi\n"
    )
    python.chmod(0o755)
    home = tmp_path / "home"
    home.mkdir()
    environment = new_shell_environment(home, path=f"{bin_dir}:{SYSTEM_PATH}")
    done = run_in(["bash", "scripts/uv.sh"], _checkout(tmp_path), environment)
    if shutil.which("uv", path=SYSTEM_PATH) is not None:
        pytest.skip("this machine has uv in a system directory: pip is not asked")
    assert done.returncode == 0, done.stderr
    bundle = log.read_text().strip().removeprefix("PIP_CERT=")
    assert bundle and Path(bundle).is_file()


def test_uv_reaches_the_package_index_from_a_bare_shell(tmp_path: Path) -> None:
    """The real uv, as scripts/uv.sh leaves it, asks the package index for a package with
    nothing of this shell's but PATH and HOME (no SSL_CERT_FILE). Without the system's
    certificates this fails here with "invalid peer certificate: UnknownIssuer" wherever a
    proxy inspects TLS."""
    uv = shutil.which("uv") or str(REPO / ".tools" / "uv" / "bin" / "uv")
    if not Path(uv).is_file():
        pytest.skip("no uv on this machine to try")
    home = tmp_path / "home"
    home.mkdir()
    environment = new_shell_environment(home, path=f"{Path(uv).parent}:{SYSTEM_PATH}")
    command = 'source scripts/uv.sh && echo six | "$UV" pip compile --no-cache -q -'
    asked = run_in(["bash", "-c", command], _checkout(tmp_path), environment)
    if asked.returncode != 0 and "certificate" not in asked.stderr:
        pytest.skip(f"the package index cannot be reached from here: {asked.stderr[-300:]}")
    assert asked.returncode == 0, asked.stderr
    assert "six==" in asked.stdout
