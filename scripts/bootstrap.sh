#!/usr/bin/env bash
# Installs uv (if missing) and every locked dependency into .venv.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v uv >/dev/null 2>&1; then
    python3 -m pip install --quiet --user uv 2>/dev/null || python3 -m pip install --quiet uv
    export PATH="$HOME/.local/bin:$PATH"
fi
uv sync --locked --quiet
