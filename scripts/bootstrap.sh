#!/usr/bin/env bash
# Installs uv (when there is none: scripts/uv.sh) and every locked dependency into .venv, and
# says what it is doing only when there is something to install. Run it, or source it from
# another script: it leaves UV, uv's absolute path, since nothing here relies on PATH.
set -euo pipefail
source "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/uv.sh"
# An activated virtual environment is not salon's: uv would warn that it ignores it.
unset VIRTUAL_ENV

# The first install takes minutes: on a terminal uv shows its own progress, elsewhere a line
# says each of its two parts (the dependencies, downloaded; salon itself, compiled).
salon_first_install() {
    local shown=--quiet
    [ -t 2 ] && shown=
    salon_say "Installing dependencies (first run only)..."
    salon_say "  Downloading and installing the locked dependencies..."
    "$UV" sync --locked $shown --no-install-project --project "$salon_root"
    salon_say "  Building salon (its compiled engines, when there is a C compiler)..."
    "$UV" sync --locked $shown --project "$salon_root"
    salon_say "  Done."
}

if [ ! -d "$salon_root/.venv" ]; then
    salon_first_install
elif ! "$UV" sync --locked --check --quiet --project "$salon_root" >/dev/null 2>&1; then
    salon_say "Bringing the installed dependencies up to date..."
    "$UV" sync --locked --quiet --project "$salon_root"
fi

# The command that runs salon from here, as the user typed it, for the commands salon prints
# (as "go on with: ..."): found on PATH, ./salon from the checkout, else its absolute path.
salon_launcher() {
    local invoked="$1" name
    name="$(basename "$invoked")"
    if [ "$(command -v "$name" 2>/dev/null)" = "$invoked" ]; then
        printf '%s\n' "$name"
    elif [ "$PWD" -ef "$salon_root" ]; then
        printf '%s\n' "./salon"
    else
        printf '%s\n' "$salon_root/salon"
    fi
}
