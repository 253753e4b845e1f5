"""The bar at the top of every page, and the way back from signing in, in a real browser
(Debian's chromium through Playwright; docs/web.md "The page", docs/players.md): each page
offers the rules, the leaderboard and the account; on a phone the bar keeps to one line; a
player who signs in from the home page comes back to it, never to another site."""

from __future__ import annotations

from typing import Any

import pytest
from browser_tools import CHROMIUM, Server, sign_up_here, sign_up_on_this_page
from test_browser_room import PHONE

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

PAGES = ("", "rules", "leaderboard", "account", "players/Nobody", "score")

# The top bar's links as shown, and whether any of them takes more than one line.
BAR = """() => {
  const links = [...document.querySelectorAll(".top-bar a")]
    .filter((a) => a.getClientRects().length);
  const bar = document.querySelector(".top-bar").getBoundingClientRect();
  const wide = window.innerWidth + 1;
  return {
    links: links.map((a) => a.textContent),
    wrapped: links.filter((a) => a.getClientRects().length > 1
      || a.getBoundingClientRect().height > 40).map((a) => a.textContent),
    overflows: bar.right > wide || document.documentElement.scrollWidth > wide,
    barHeight: bar.height,
  };
}"""


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, PHONE], ids=["1280", "375"])
def test_every_page_has_the_same_top_bar_on_one_line(
    browser: Any, server: Server, viewport: dict[str, int]
) -> None:
    page = browser.new_context(viewport=viewport).new_page()
    for path in PAGES:
        page.goto(f"{server.url}{path}")
        page.wait_for_selector("#account-link")
        page.wait_for_timeout(200)
        bar = page.evaluate(BAR)
        assert "Leaderboard" in bar["links"] and "Sign in" in bar["links"], (path, bar)
        assert "The rules" in bar["links"] or path == "rules", (path, bar)
        if viewport["width"] >= 1000:
            assert "Glossary" in bar["links"], (path, bar)
        assert not bar["wrapped"], f"/{path}: {bar['wrapped']} wrap"
        assert not bar["overflows"], f"/{path}: the bar is wider than the screen"
        assert bar["barHeight"] < 60, f"/{path}: the bar takes {bar['barHeight']} px"
    page.context.close()


def test_signing_up_from_the_home_page_comes_back_to_it(browser: Any, server: Server) -> None:
    from playwright.sync_api import expect

    page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(server.url)
    page.locator("#seek-sign-in a").wait_for()
    page.locator("#seek-sign-in a").click()
    page.wait_for_url("**/account?next=*")
    form = page.locator("#sign-up")
    form.get_by_label("Name").fill("Come Back")
    form.get_by_label("Password (8 characters or more)").fill("a long password")
    form.get_by_role("button", name="Sign up").click()
    page.wait_for_selector("#seek-form:not([hidden])")
    assert page.url.rstrip("#/") == server.url.rstrip("/")
    # The top bar asks who is signed in on its own request: wait for its answer.
    expect(page.locator("#account-link")).to_have_text("Come Back")
    page.context.close()


@pytest.mark.parametrize("elsewhere", ["//example.com/", "https://example.com/", "/\\example.com"])
def test_signing_in_never_sends_the_player_to_another_site(
    browser: Any, server: Server, elsewhere: str
) -> None:
    """An address made to send a player elsewhere once he signs in leaves him on his account."""
    from urllib.parse import quote, urlsplit

    page = browser.new_context().new_page()
    page.route(lambda url: urlsplit(url).hostname == "example.com", lambda route: route.abort())
    page.goto(f"{server.url}account?next={quote(elsewhere)}")
    sign_up_on_this_page(page, f"Stay {len(elsewhere)}")
    assert page.url.startswith(server.url)
    assert page.locator("#you-title").is_visible()
    page.context.close()


def test_deleting_the_account_does_not_look_like_saving(browser: Any, server: Server) -> None:
    page = browser.new_context().new_page()
    sign_up_here(page, server, "Careful Ann")
    delete = page.locator("#delete").get_by_role("button", name="Delete my account")
    save = page.get_by_role("button", name="Change it")
    assert delete.evaluate("(b) => getComputedStyle(b).backgroundImage") == "none"
    assert save.evaluate("(b) => getComputedStyle(b).backgroundImage") != "none"
    page.context.close()


def test_a_table_opened_by_its_link_shows_who_is_signed_in(browser: Any, server: Server) -> None:
    """A table, or its replay, opened straight from its address names the account at the top,
    as the home page does; and a signed-in player's first table has his name filled in."""
    from playwright.sync_api import expect

    page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    sign_up_here(page, server, "Known Kate")
    page.goto(server.url)
    page.wait_for_selector("#seek-form:not([hidden])")
    expect(page.locator("#new-table").get_by_label("Your name")).to_have_value("Known Kate")
    page.locator("#new-table input[name=opponent][value=random]").check()
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#table:not([hidden])")
    table = page.evaluate("location.hash")
    for address in (table, f"{table}/replay"):
        fresh = page.context.new_page()
        fresh.goto(f"{server.url}{address}")
        expect(fresh.locator("#account-link")).to_have_text("Known Kate")
        fresh.close()
    page.context.close()
