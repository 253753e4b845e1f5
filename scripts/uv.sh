#!/usr/bin/env bash
# Finds uv, which installs salon's dependencies: the one on PATH or in a usual place if there is
# one, else a copy kept in .tools/uv, installed there on the first run with the pip of a
# Python 3 (pip's --target is allowed even where the system's Python is "externally managed",
# PEP 668), else with the pip of a virtual environment made for the purpose, else, as root on
# Debian, after apt installs python3-pip and python3-venv. Sourced, it leaves UV, uv's absolute
# path (nothing relies on PATH, so a new shell finds it again the same way); run, it prints it.
# Both uv and pip trust the system's certificate authorities, as curl does: behind a proxy that
# inspects TLS, the proxy's authority is often in the system's store alone, which neither uses
# by default (uv has its own copy of Mozilla's, pip has certifi's).
set -euo pipefail
salon_root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"

salon_say() { printf '%s\n' "$*" >&2; }

# The system's bundle of certificate authorities, where the usual systems keep it.
salon_system_certificates() {
    local bundle
    for bundle in /etc/ssl/certs/ca-certificates.crt /etc/pki/tls/certs/ca-bundle.crt \
        /etc/ssl/ca-bundle.pem /etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem \
        /etc/ssl/cert.pem; do
        if [ -r "$bundle" ]; then
            printf '%s\n' "$bundle"
            return 0
        fi
    done
    return 1
}

# pip trusts the system's authorities unless told otherwise (a certificate of the user's own:
# PIP_CERT, pip's configuration, or the variables requests reads).
salon_pip_certificates() {
    local python="$1" bundle
    if [ -n "${PIP_CERT:-}${REQUESTS_CA_BUNDLE:-}${SSL_CERT_FILE:-}" ] \
        || "$python" -m pip config list 2>/dev/null | grep -q '\.cert='; then
        return 0
    fi
    if bundle="$(salon_system_certificates)"; then
        export PIP_CERT="$bundle"
    fi
}

# uv trusts the system's authorities unless the user said otherwise: UV_SYSTEM_CERTS in a uv
# whose help lists --system-certs, else UV_NATIVE_TLS, its older name (which a newer uv still
# reads, with a warning that it is deprecated).
salon_uv_certificates() {
    if [ -n "${UV_SYSTEM_CERTS:-}${UV_NATIVE_TLS:-}" ]; then
        return 0
    fi
    if "$UV" sync --help 2>/dev/null | grep -q -- '--system-certs'; then
        export UV_SYSTEM_CERTS=true
    else
        export UV_NATIVE_TLS=true
    fi
}

salon_found_uv() {
    local candidate
    for candidate in "$(command -v uv 2>/dev/null || true)" "$salon_root/.tools/uv/bin/uv" \
        "${HOME:-/nonexistent}/.local/bin/uv" "${HOME:-/nonexistent}/.cargo/bin/uv"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then
            printf '%s\n' "$candidate"
            return 0
        fi
    done
    return 1
}

# Installs uv into .tools/uv with the first Python that manages it; built aside and moved
# into place whole, so that an interrupted install is never taken for a finished one.
salon_pip_install_uv() {
    local python staging="$salon_root/.tools/uv.partial"
    mkdir -p "$salon_root/.tools"
    for python in python3 python; do
        command -v "$python" >/dev/null 2>&1 || continue
        salon_pip_certificates "$python"
        rm -rf "$staging"
        if "$python" -m pip install --quiet --disable-pip-version-check --no-warn-script-location \
            --target "$staging" uv >/dev/null 2>&1 \
            || { rm -rf "$staging" && "$python" -m venv "$staging" >/dev/null 2>&1 \
                && "$staging/bin/python" -m pip install --quiet --disable-pip-version-check \
                    uv >/dev/null 2>&1; }; then
            if [ -x "$staging/bin/uv" ]; then
                rm -rf "$salon_root/.tools/uv"
                mv "$staging" "$salon_root/.tools/uv"
                return 0
            fi
        fi
    done
    rm -rf "$staging"
    return 1
}

salon_install_uv() {
    salon_say "Installing uv, which installs salon's dependencies, into .tools (first run only)..."
    salon_pip_install_uv && return 0
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        salon_say "Installing Debian's python3-pip and python3-venv to install uv with..."
        if (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
            python3-pip python3-venv) >/dev/null 2>&1; then
            salon_pip_install_uv && return 0
        fi
    fi
    salon_say "uv could not be installed. Install Python 3 with pip (on Debian:" \
        "apt-get install python3-pip) or uv itself (https://docs.astral.sh/uv/), then try again."
    return 1
}

if ! UV="$(salon_found_uv)"; then
    salon_install_uv || exit 1
    UV="$salon_root/.tools/uv/bin/uv"
fi
salon_uv_certificates

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    printf '%s\n' "$UV"
fi
