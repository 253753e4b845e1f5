"""Tables for three or more in a real browser (Debian's chromium through Playwright): a chouette
whose adviser's proposal reaches the partner and is played, and a French Écarté game with two
players and two backers, one covering the bets and one pointing at a card for his player.

docs/page.md "Three or more at the table". Each participant has his own browser context (his
own local storage, so his own seat's secret), as three people at three computers would.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CARD_CODE, CHROMIUM, Player, Server
from session_browser import invitation_links, look, new_session, open_context, take_seat, wait_for
from test_browser_room import serious_violations

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def asked(page: Any) -> bool:
    now = look(page)
    return bool(now["labels"] or now["playable"] or now["choosing"] or now["amounts"])


def follow(page: Any) -> None:
    """The player takes the advice shown to him: the button, the card, or the cards marked."""
    if page.locator("#actions button.advised").count():
        # Advice may name a choice folded under the other calls: a player opens them first.
        folded = page.locator("#actions details:not([open]):has(button.advised) > summary")
        if folded.count():
            folded.first.click()
        marked = page.locator("#actions button.advised .advised-by").first.inner_text()
        said = r" ?— .+ (proposes?|points? at) it"
        assert re.fullmatch(said, marked), f"whose advice, in words: {marked!r}"
        page.locator("#actions button.advised").first.click()
        # A choice that cannot be undone (a throw-down) asks to be confirmed: he confirms it.
        if page.locator("#confirm[open]").count():
            page.click("#confirm-yes")
    elif page.locator("#hand button[aria-pressed]").count():
        for card in page.locator("#hand button.card.advised").all():
            card.click()
        page.locator("#actions button.primary").click()
    else:
        page.locator("#hand button.card.advised.playable").first.click()


def test_a_chouette_adviser_proposes_and_the_partner_plays_it(browser: Any, server: Server) -> None:
    """Three people at a chouette: the adviser's choices read "Propose …"; his proposal reaches
    the partner, shown and marked; the partner plays it; the single player hears none of it.
    Source: piquet-description-and-example.txt, "Chouette piquet"."""
    host = open_context(browser, server)
    new_session(host, "chouette", "with-friends", options={"parties": "1"})
    links = invitation_links(host, 2)
    assert host.locator("#status").inner_text() == "Waiting for 2 more players to sit down."
    guests = [
        take_seat(browser, server, link, name)
        for link, name in zip(links, ["Bob", "Cy"], strict=True)
    ]
    pages = [host, *guests]
    wait_for(pages, lambda: all(look(p)["part"] in ("single", "partner", "adviser") for p in pages))
    by_part = {look(p)["part"]: p for p in pages}
    single, partner, adviser = by_part["single"], by_part["partner"], by_part["adviser"]
    assert "advises" in adviser.locator("#company-list .person.me .person-role").inner_text()
    proposed: list[list[str]] = []

    def step() -> None:
        if asked(single):
            Player(single).step()
        if look(partner)["advice"]:
            follow(partner)
            partner.wait_for_timeout(60)
        elif asked(adviser) and not look(adviser)["advice"]:
            proposed.append(look(adviser)["labels"])
            Player(adviser).step()
            adviser.wait_for_timeout(60)
        else:
            single.wait_for_timeout(60)

    wait_for(pages, lambda: "follows your advice" in look(adviser)["talk"], seconds=60, step=step)
    assert all(label.startswith("Propose") for labels in proposed for label in labels)
    assert "You follow" not in look(partner)["talk"], "the partner knows what he did"
    heard_by_single = look(single)["talk"]
    assert "propose" not in heard_by_single.lower() and "advice" not in heard_by_single
    assert not CARD_CODE.search(look(partner)["talk"]), "cards are written with their symbols"
    assert host.locator("#book-title").text_content() == "The chouette card"
    # Before any partie ends, the card says so rather than a row of noughts headed "—".
    first_row = host.locator(".book-table tbody tr").first.text_content()
    assert first_row == "No partie finished yet.", first_row
    adviser.screenshot(path=str(ARTIFACTS / "web-chouette-adviser.png"))
    assert serious_violations(adviser) == []
    for page in pages:
        page.context.close()


def bet(page: Any, kind: str, on: str | None, amount: int) -> None:
    """Fills one of the page's amount forms and sends it."""
    form = page.locator(f"#actions form.amount[data-kind={kind}]")
    if on is not None:
        form = form.filter(has=page.locator(f"xpath=self::*[@data-on='{on}']"))
    form.first.locator("input").fill(str(amount))
    form.first.locator("button").click()


def say(page: Any, words: str) -> None:
    page.locator("#actions > button.say", has_text=re.compile(words)).first.click()


def test_a_french_game_with_two_backers_betting_covering_and_pointing(
    browser: Any, server: Server
) -> None:
    """French Écarté: Ann plays a computer; Cy bets 3 on Ann, Di passes; the computer takes
    none of it; Cy passes and Di covers the 3; Cy, backing Ann, points at a card for her, which
    she sees marked while Di reads only that Cy pointed for Ann; the game is played out and the
    ledger gives everyone's chips, in the end panel and in the replay.
    Source: ecarte-treatise-1896-ocr.txt, "French Écarté"."""
    ann = open_context(browser, server)
    seats = ["host", "thumb", "friend", "friend"]
    new_session(ann, "french", "gallery-of-three", options={"games": "1"}, seats=seats)
    links = invitation_links(ann, 2)
    cy, di = (
        take_seat(browser, server, link, name)
        for link, name in zip(links, ["Cy", "Di"], strict=True)
    )
    pages = [ann, cy, di]
    assert look(cy)["part"] == "rentrant" and look(ann)["part"] == "player"

    # The betting: Cy lays 3 on Ann, Di passes; the computer declines; Cy passes, Di covers.
    wait_for(pages, lambda: "bet" in look(cy)["amounts"])
    bet(cy, "bet", "Ann", 3)
    wait_for(pages, lambda: asked(di))
    say(di, "^Pass")
    wait_for(pages, lambda: "cover" in look(cy)["amounts"] or "cover" in look(di)["amounts"])
    if "cover" in look(cy)["amounts"]:
        say(cy, "^Pass")
    wait_for(pages, lambda: "cover" in look(di)["amounts"])
    bet(di, "cover", None, 3)
    wait_for(pages, lambda: look(cy)["part"] == "backer" and look(di)["part"] == "backer")
    assert "On Ann" in ann.locator("#wagers").inner_text()
    assert cy.locator("#hand button.card").count() > 0, "a backer sees his player's hand"

    # Cy points for Ann; Ann sees what, Di only that Cy pointed for her.
    def step() -> None:
        if asked(cy) and not look(cy)["advice"]:
            Player(cy).step()
        elif look(ann)["advice"]:
            follow(ann)
        elif asked(ann) and not asked(cy):
            Player(ann).step()
        else:
            ann.wait_for_timeout(60)

    def pointed() -> bool:
        return bool(look(ann)["advice"]) or "follows your advice" in look(cy)["talk"]

    wait_for(pages, pointed, seconds=60, step=step)
    if look(ann)["advice"]:
        assert look(ann)["advisedButtons"] + look(ann)["advisedCards"] > 0, "the advice is marked"
        ann.screenshot(path=str(ARTIFACTS / "web-french-pointed.png"))
        assert serious_violations(ann) == []
        assert look(di)["advice"] == ""
        follow(ann)
    told = re.compile(r"Cy (points at (a card|cards) for|signs to) Ann")
    wait_for(pages, lambda: bool(told.search(look(di)["talk"])))
    wait_for(pages, lambda: "follows your advice" in look(cy)["talk"])

    # The game is played out; the ledger gives everyone's chips.
    player = Player(ann)
    deadline = time.monotonic() + 120
    while look(ann)["panel"] != "The table breaks up":
        assert time.monotonic() < deadline, look(ann)
        player.step()
    # The end panel closes back to the table, as a two-handed game's does.
    assert ann.locator("#panel-actions").get_by_role("button", name="Close").is_visible()
    # The game's seat letters are read as the players' words, the reader's own too.
    assert not re.search(r"\byou (cuts|deals|wins)\b", look(ann)["talk"], re.IGNORECASE)
    # A game opens under its heading with who sits down to it, never the seats' letters.
    lines = ann.locator("#talk li").all_text_contents()
    assert "Game 1" in lines and not re.search(r"\bas [AB]\b", look(ann)["talk"])
    assert any(re.fullmatch(r"You and .+ sit down to play\.", line) for line in lines), lines
    ledger = ann.locator("#panel-body table").inner_text()
    assert all(word in ledger for word in ("Ann", "Cy", "Di"))
    # The book gives everyone's chips; the panel first tells Ann how she herself stands.
    lead = ann.locator("#panel-body > p.settlement").inner_text()
    assert re.fullmatch(r"You leave the table (even|\d+ chips? (up|down))\.", lead), lead
    wait_for(pages, lambda: look(cy)["panel"] == "The table breaks up")
    # Play again: the same four at a new table, each person's seat waiting for him.
    finished = ann.url
    ann.get_by_role("button", name="Play again").click()
    ann.wait_for_function("(old) => location.href !== old", arg=finished)
    ann.wait_for_selector("#company-list .person.me")
    cy.wait_for_selector("#panel[open] #panel-actions button.primary")
    cy.get_by_role("button", name="Play again").click()
    cy.wait_for_function("(url) => location.href === url", arg=ann.url)
    wait_for(pages, lambda: "1 more player" in look(ann)["status"])
    ann.goto(f"{finished}/replay")
    ann.wait_for_selector("#replay:not([hidden]) .replay-controls")
    assert "the ledger" in ann.locator("#replay-body").inner_text().lower()
    ann.screenshot(path=str(ARTIFACTS / "web-french-replay.png"), full_page=True)
    assert serious_violations(ann) == []
    # Each game may be looked back on alone, as a two-handed game, and reviewed there.
    ann.get_by_role("button", name=re.compile(r"^Game 1: ")).click()
    ann.wait_for_selector("#replay-body button:has-text('Quick review')")
    assert ann.locator("#replay-title").inner_text() == "Looking back at the game"
    ann.screenshot(path=str(ARTIFACTS / "web-french-replay-game.png"), full_page=True)
    ann.get_by_role("button", name="Back to the session").click()
    ann.wait_for_selector("#replay-body .session-games")
    for page in pages:
        page.context.close()


def test_a_bettor_on_both_players_sees_neither_hand_and_la_chouette_is_offered_only_if_true(
    browser: Any, server: Server
) -> None:
    """Law XXVIII (ecarte-treatise-1896-ocr.txt): 'bettors must not look over the hand of the
    player against whom they are betting.' Ann, a rentrant, bets 1 on the first player and then
    covers 1 of the 5 Di laid on him after her (her own she may not cover): her part says she
    bets on both, and through the game she is shown no
    hand and offered no pointing. "French Écarté": 'If a player chooses to cover all the bets
    that are offered, which is called playing La Chouette': seated with a rentrant's money on
    her, Ann is offered to take all, not to play la chouette."""
    ann = open_context(browser, server)
    new_session(ann, "french", "gallery-of-three", seats=["friend", "thumb", "host", "friend"])
    links = invitation_links(ann, 2)
    bo = take_seat(browser, server, links[0], "Bo")
    di = take_seat(browser, server, links[1], "Di")
    wait_for([ann], lambda: "bet" in look(ann)["amounts"])
    bet(ann, "bet", "Bo", 1)
    wait_for([di], lambda: "bet" in look(di)["amounts"])
    bet(di, "bet", "Bo", 5)  # the latest money: what is not covered is Di's
    wait_for([ann], lambda: "cover" in look(ann)["amounts"])
    bet(ann, "cover", "Bo", 1)
    me = ann.locator("#company-list .person.me")
    wait_for([ann], lambda: "bets on both: looks at neither hand" in me.inner_text())
    playing, steps = Player(bo), 0
    while "bets on both" in me.inner_text() and steps < 60:
        assert ann.locator("#hand button.card").count() == 0, "a hand is shown to Ann"
        assert look(ann)["labels"] == [] and look(ann)["amounts"] == []
        if steps == 3:
            ann.screenshot(path=str(ARTIFACTS / "web-french-bets-on-both.png"))
        playing.step()
        steps += 1
    assert steps > 3, "the game was over before it was looked at"
    assert serious_violations(ann) == []
    ann.context.close()
    bo.context.close()
    di.context.close()

    ann = open_context(browser, server, {"width": 375, "height": 812})
    seats = ["thumb", "host", "thumb", "thumb", "thumb"]
    new_session(ann, "french", "gallery-of-three", seats=seats)
    wait_for([ann], lambda: "take" in look(ann)["amounts"])
    labels = look(ann)["labels"]
    assert "Take all 1" in labels and not any("chouette" in label for label in labels)
    ann.screenshot(path=str(ARTIFACTS / "web-french-take-all.png"))
    ann.context.close()


def test_a_pool_shows_its_chips_who_is_out_and_the_lobby_lists_a_session(
    browser: Any, server: Server
) -> None:
    """Pool Écarté: the pool's contents, who is out and the chips always in view (on the
    phone's screen too, and to an onlooker, who sees both hands face down); a listed chouette
    waiting for friends is in the lobby's list with its open seats.
    Source: ecarte-treatise-1896-ocr.txt, "Pool Écarté"."""
    from playwright.sync_api import expect

    page = open_context(browser, server, {"width": 375, "height": 812})
    new_session(page, "pool", "entrant-pays")
    expect(page.locator("#company-list .pool-note")).to_contain_text("In the pool:")
    expect(page.locator("#company-list")).to_contain_text("is out: comes in against the winner")
    book = page.locator("#book-body")
    expect(book).to_contain_text("chips in the pool")
    expect(book).to_contain_text("Only the players engaged stake")
    # Each one's standing is what he has won or lost, never a bare "0 chips" beside his purse.
    standings = page.locator("#company-list .person-standing").all_inner_texts()
    assert standings and all(re.fullmatch(r"even|\d+ chips? (up|down)", s) for s in standings)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, "nothing wider"
    page.screenshot(path=str(ARTIFACTS / "web-pool-phone.png"))
    # An onlooker sees the company, the pool and both hands face down.
    onlooker = open_context(browser, server)
    onlooker.goto(page.url)
    expect(onlooker.locator("#company-list .pool-note")).to_contain_text("In the pool:")
    expect(onlooker.locator("#seat-bottom .backs")).to_have_count(1)
    assert onlooker.locator("#hand button").count() == 0
    assert onlooker.locator("#company-list .person.me").count() == 0
    onlooker.context.close()
    page.goto(server.url)
    form = page.locator("#new-table")
    form.get_by_label("Your name").fill("Ann")
    form.locator("input[name=game][value=chouette]").check()
    form.locator("input[name=preset][value=with-friends]").check()
    form.locator("input[name=listed]").check()
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#invites:not([hidden])")
    # The lobby's lists are made afresh every two seconds: the page is opened again until then.
    entry = page.locator("#open-tables li", has_text="Chouette Piquet")
    deadline = time.monotonic() + 15
    while not entry.count():
        assert time.monotonic() < deadline, page.locator("#open-tables").inner_text()
        page.goto(server.url)
        page.wait_for_selector("#open-tables li")
        page.wait_for_timeout(500)
    expect(entry.first).to_contain_text("2 of 3 seats open")
    assert serious_violations(page) == []
    page.context.close()


def test_the_session_form_names_its_presets_and_rules_in_players_words(
    browser: Any, server: Server
) -> None:
    """The table-of-three presets show their own titles, never an internal name made into
    one ("Gallery of three"), and the rules are offered in the rule-word modules' words."""
    from playwright.sync_api import expect

    page = open_context(browser, server)
    form = page.locator("#new-table")
    form.locator("input[name=game][value=french]").check()
    presets = page.locator("#presets")
    expect(presets).to_contain_text("Two play, a gallery of three bets")
    expect(presets).to_contain_text("You begin in the gallery")
    assert "Gallery of three" not in presets.inner_text()
    form.locator("input[name=game][value=chouette]").check()
    expect(presets).to_contain_text("With two friends")
    assert "With friends" not in presets.inner_text()
    expect(form).to_contain_text("A shorter partie of four deals")
    page.context.close()


# Two backers' advice on one choice, marked on a button and told of a card in the hand.
TWO_POINTERS = """async () => {
  const advice = await import("/static/js/advice.js");
  const view = { me: "Ann", advice: [
    { adviser: "Ben", action: "play KH" }, { adviser: "Dan", action: "play KH" },
    { adviser: "Ben", action: "propose" }] };
  const marks = advice.adviceMarks(view);
  const box = document.createElement("div");
  for (const action of ["play KH", "propose"]) {
    box.append(Object.assign(document.createElement("button"), { textContent: action }));
    box.lastChild.dataset.action = action;
  }
  advice.markAdvisedButtons(box, marks.actions, "french");
  return [[...box.children].map((button) => button.textContent),
    advice.whoPoints(marks.cards.get("KH"), "Ann"), advice.whoPoints(["Ben", "Ann"], "Ann"),
    advice.whoPoints(["Ben"], "Ann"), advice.whoPoints(["Ann"], "Ann")];
}"""


def test_every_backer_pointing_at_a_choice_is_named(browser: Any, server: Server) -> None:
    """Law XXVIII (ecarte-treatise-1896-ocr.txt): those covering the stakes 'may advise the
    player they are backing'; 'the player has the option of following the advice or not'. Two
    backers who point at the same card are both named on it, not only the last."""
    page = open_context(browser, server)
    assert page.evaluate(TWO_POINTERS) == [
        ["play KH — Ben and Dan point at it", "propose — Ben points at it"],
        "Ben and Dan point",
        "you and Ben point",
        "Ben points",
        "you point",
    ]
    page.context.close()


# The top seat's plate given a part: whether its name is cut short.
NAME_CUT_BESIDE = """(part) => {
  document.getElementById("top-name").textContent = "Ben (steady)";
  document.getElementById("top-role").textContent = part;
  const name = document.getElementById("top-name");
  return name.scrollWidth > name.clientWidth;
}"""


def test_a_long_part_on_a_phone_wraps_and_leaves_the_name_whole(
    browser: Any, server: Server
) -> None:
    """At chouette a seat's part is long ("plays for the two, younger hand, dealer, advised by
    Ada"): on a phone it wraps, and the player's name stays whole rather than "B…" (found by
    a player's trial). Source of the parts: piquet-description-and-example.txt, "Chouette
    piquet"."""
    page = open_context(browser, server, {"width": 375, "height": 812})
    new_session(page, "chouette", "with-friends", name="Tom", seats=["host", "thumb", "thumb"])
    wait_for([page], lambda: page.locator("#top-name").text_content() != "")
    long_part = "plays for the two, younger hand, dealer, advised by Ada"
    assert page.evaluate(NAME_CUT_BESIDE, long_part) is False
    assert page.evaluate(NAME_CUT_BESIDE, "plays") is False  # nor beside a short one
    page.context.close()


# The pool's book for a view, as its facts read.
POOL_FACTS = """async (pool) => {
  const { bookOf } = await import("/static/js/book.js");
  const view = { participants: [{ name: "Tom" }, { name: "Ada" }, { name: "Ben" }], pool };
  const [, parts] = bookOf(view);
  return parts.filter((part) => part.classList?.contains("fact")).map((part) => part.textContent);
}"""


def test_the_pool_book_says_when_every_pool_is_played(browser: Any, server: Server) -> None:
    """ecarte-treatise-1896-ocr.txt, "Pool Écarté": whoever wins two games running takes the
    pool. Once the last pool is taken, the book no longer says its winner 'takes the pool by
    winning this one' (found by a player's trial at the end of a sitting)."""
    page = open_context(browser, server)
    pool = {
        "pool": 0,
        "holder": None,
        "out": None,
        "pools_won": ["Ben"],
        "pools": 1,
        "chips": [-3, -2, 5],
        "method_text": "All three staked to begin.",
        "stake": 1,
    }
    facts = page.evaluate(POOL_FACTS, pool)
    assert "Every pool is played." in facts and not any("takes the pool" in f for f in facts)
    ongoing = page.evaluate(POOL_FACTS, pool | {"holder": "Ben", "pools": 2})
    assert "Ben won the last game, and takes the pool by winning this one." in ongoing
    page.context.close()


SESSION_END = """async (moved) => {
  const { showSessionEnd } = await import("/static/js/session.js");
  const view = { session: "chouette", me: 0, seat: 0, chouette: { balances_in_tens: [4, -2, -2] } };
  const info = { result: "", ratings_moved: moved };
  showSessionEnd(view, info, "t1", () => {}, () => {});
  return document.querySelector("#panel-body").innerText;
}"""


def test_a_rated_sessions_end_panel_tells_each_players_rating_change(
    browser: Any, server: Server
) -> None:
    """The players rise from a rated chouette: the panel says how each rating moved, as a rated
    game's does (docs/players.md "Chouette, the pool and French Écarté")."""
    page = open_context(browser, server)
    moved = [
        {"seat": 0, "name": "Ann", "before": 1500, "after": 1662, "provisional": True},
        {"seat": 1, "name": "Bob", "before": 1500, "after": 1419, "provisional": True},
        {"seat": 2, "name": "Cy", "before": 1500, "after": 1419, "provisional": True},
    ]
    shown = page.evaluate(SESSION_END, moved)
    assert "You leave the table 4 tens up." in shown, shown
    assert "A rated session: Ann 1500 → 1662 (up 162), provisional; Bob 1500 → 1419" in shown
    assert "rated" not in page.evaluate(SESSION_END, None)
    page.context.close()
