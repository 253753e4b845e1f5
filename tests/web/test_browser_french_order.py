"""French Écarté's order of going in, agreed at the new-table form (ecarte-treatise-1896-ocr.txt,
"French Écarté": "The rentrants must decide among themselves which shall go in"): the host
arranges the gallery's seats with buttons to move each up or down, by keyboard as by mouse, and
the table comes in that order."""

from __future__ import annotations

import os
import re
from typing import Any

from browser_tools import Server
from test_browser_room import PHONE, open_page

WIDE = {"width": 1280, "height": 860}


def order_shown(page: Any) -> list[str]:
    items = page.locator("#going-in li span").all_inner_texts()
    return [re.search(r"Seat (\d+)", item).group(1) for item in items]  # type: ignore[union-attr]


def test_the_host_arranges_the_order_of_going_in_by_keyboard(browser: Any, server: Server) -> None:
    page = open_page(browser, server, WIDE, motion="reduce")
    form = page.locator("#new-table")
    form.get_by_label("Your name").fill("Ann")
    form.locator("input[name=game][value=french]").check()
    form.locator("input[name=preset][value=gallery-of-three]").check()
    assert order_shown(page) == ["3", "4", "5"]
    up = page.get_by_role("button", name="Move seat 5 up")
    assert page.get_by_role("button", name="Move seat 3 up").is_disabled()
    up.focus()
    page.keyboard.press("Enter")
    assert order_shown(page) == ["3", "5", "4"]
    page.keyboard.press("Enter")  # the focus stayed on seat 5's button
    assert order_shown(page) == ["5", "3", "4"]
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == (
        "Move seat 5 down"  # at the top, the keyboard is moved to the button still of use
    )
    shots = os.environ.get("SALON_SHOTS")
    for viewport in (WIDE, PHONE):
        page.set_viewport_size(viewport)
        if shots:
            page.locator("#session-options").screenshot(
                path=f"{shots}/french-order-{viewport['width']}.png"
            )
        overflow = page.evaluate("document.documentElement.scrollWidth > innerWidth")
        assert not overflow, "the form fits the screen's width"
    page.set_viewport_size(WIDE)
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#table:not([hidden])")
    table = re.search(r"#/t/([^/?]+)", page.url)
    assert table is not None
    state = page.request.get(f"{server.url}api/tables/{table.group(1)}").json()
    orders = {p["seat"]: p["order"] for p in state["view"]["participants"]}
    assert orders == {0: None, 1: None, 2: 2, 3: 3, 4: 1}, orders
    page.context.close()
