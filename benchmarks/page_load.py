"""How light the page is and how soon a table is playable, in Debian's chromium.

Starts a real server on a fresh database, opens tables against the computer, and for each
round loads the table's page in a fresh browser context (nothing cached) and again by a reload
(cached), measuring in the page the time from navigation to a playable table: the hand's
first card drawn and the table's state applied. Prints the weight of what the browser
fetched (HTML, JavaScript, CSS and SVG, uncompressed), the figures, the command and the
machine's core count.

    scripts/run python benchmarks/page_load.py --rounds 20
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

import httpx

from bench_web import free_port, start

# Installed before the page's own script: notes the time (from navigation) at which the
# hand's first card is drawn, the moment the player may act.
WATCH_HAND = """
new MutationObserver((changes, observer) => {
  if (document.querySelector("#hand button.card")) {
    window.__playable = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });
"""
PAGE_KINDS = ("text/html", "javascript", "text/css", "image/svg")


def new_seat(base: str) -> tuple[str, dict[str, Any]]:
    """A new Écarté table against the random computer (dealt at once, no choice of deal)."""
    body = {"name": "Ann", "game": "ecarte", "opponent": "random"}
    answer = httpx.post(f"{base}api/tables", json=body, timeout=10).json()
    return answer["table"], {"seat": answer["seat"], "token": answer["token"]}


def load_once(browser: Any, base: str) -> tuple[float, float, int]:
    """Milliseconds to a playable table, first without a cache and then on a reload, and the
    bytes of page the browser fetched the first time."""
    table, seat = new_seat(base)
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    context.add_init_script(
        f"localStorage.setItem('salon:seat:{table}', {json.dumps(json.dumps(seat))});" + WATCH_HAND
    )
    page = context.new_page()
    fetched: list[int] = []

    def weigh(response: Any) -> None:
        kind = response.headers.get("content-type", "")
        if any(part in kind for part in PAGE_KINDS):
            fetched.append(len(response.body()))

    page.on("response", weigh)
    page.goto(f"{base}#/t/{table}")
    page.wait_for_function("() => window.__playable !== undefined", timeout=10000)
    cold = float(page.evaluate("() => window.__playable"))
    weight = sum(fetched)
    page.reload()
    page.wait_for_function("() => window.__playable !== undefined", timeout=10000)
    warm = float(page.evaluate("() => window.__playable"))
    context.close()
    return cold, warm, weight


def static_weight() -> int:
    """The bytes of the page's files on disk: HTML, JavaScript, CSS and SVG."""
    static = Path(__file__).resolve().parents[1] / "src" / "salon" / "web" / "static"
    kinds = {".html", ".js", ".css", ".svg"}
    return sum(path.stat().st_size for path in static.rglob("*") if path.suffix in kinds)


def describe(name: str, values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    return (
        f"{name}: median {statistics.median(ordered):.0f} ms, p90 {p90:.0f} ms, "
        f"fastest {ordered[0]:.0f} ms, slowest {ordered[-1]:.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20, help="tables loaded (default 20)")
    args = parser.parse_args()
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("Debian's chromium is needed: apt-get install -y chromium")
    from playwright.sync_api import sync_playwright

    port = free_port()
    server = start(Path(tempfile.mkdtemp()) / "salon.db", port)
    base = f"http://127.0.0.1:{port}/"
    try:
        with sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            load_once(browser, base)  # warm-up: the server's first answers, the browser
            rounds = [load_once(browser, base) for _ in range(args.rounds)]
            browser.close()
    finally:
        server.kill()
        server.wait()
    print("command:", " ".join([Path(sys.argv[0]).name, *sys.argv[1:]]))
    print(f"cores: {os.cpu_count()}; load average {os.getloadavg()[0]:.1f}")
    print(f"page files (HTML+JS+CSS+SVG, uncompressed): {static_weight() / 1000:.1f} kB")
    print(f"fetched for a table: {rounds[0][2] / 1000:.1f} kB")
    print(describe("navigation to a playable table, no cache", [r[0] for r in rounds]))
    print(describe("navigation to a playable table, reload", [r[1] for r in rounds]))


if __name__ == "__main__":
    main()
