"""On the web's scoring card, the umpire's rulings that let a deal stand keep those made
before them in it (Laws of Piquet, piquet-encyclopedia-1902-with-laws.txt): the hands short
(Laws 14, 17 and 29), who reckons nothing (Laws 15, 16, 18, 26 and 30), a deal out of turn
found late (Law 11); a fresh deal (Laws 7-11, 16, 33 bis) keeps nothing of the old."""

from __future__ import annotations

from typing import Any

from test_score_web import EXAMPLE, _start, _tell

from salon.piquet.told_card import told_to_json

NAMES = ["A", "B"]


def _rule(site: Any, key: str, offender: int | None, deal: dict[str, Any], choice: int = 0) -> Any:
    body = {"mishap": key, "choice": choice, "offender": offender, "names": NAMES}
    return site.client.post("/api/score/piquet/ruling", json=body | deal)


def test_law_18_after_law_17_keeps_both_short_hands_and_the_deal_counts(site: Any) -> None:
    """Law 17 for A, then for B, then Law 18 for B in one deal: B reckons nothing, and both
    hands stay short. Told with A holding eleven and B nine, A counts his two cards left as
    tricks and the last (Law 29), B's cards still bar and B reckons nothing: A 29, B 0; the
    card keeps every ruling."""
    deal = _rule(site, "discarded-more", 0, {}).json()["deal"]
    deal = _rule(site, "discarded-more", 1, deal).json()["deal"]
    ruled = _rule(site, "discarded-fewer", 1, deal)
    assert ruled.status_code == 200, ruled.text
    assert ruled.json()["deal"] == {
        "reckons_nothing": 1,
        "out_of_turn": False,
        "short": [[0, 1], [1, 1]],
    }
    assert "ruled before in this deal stands" in ruled.json()["says"]
    card = _start(site)  # B deals first: A is elder
    told = told_to_json(EXAMPLE) | ruled.json()["deal"] | {"short": [[0, 1], [1, 3]]}
    written = _tell(site, card, told | {"play": [[7, 5], [5, 4]]}, write=True)
    assert written.status_code == 200, written.text
    assert written.json()["totals"] == [29, 0]
    kept = written.json()["card"]["deals"][0]
    assert (kept["reckons_nothing"], kept["short"]) == (1, [[0, 1], [1, 3]])


def test_law_11_found_late_keeps_the_rulings_on_the_same_players(site: Any) -> None:
    """Law 11 after Laws 17 and 18: B (younger as the deal was to be dealt) holds ten and A
    reckons nothing; found dealt out of turn, the deal stands with B elder, and each ruling
    stays with its player. A ruling after it keeps the deal out of turn."""
    before = {"reckons_nothing": 0, "short": [[1, 2]]}
    turned = _rule(site, "out-of-turn-later", None, before)
    assert turned.status_code == 200, turned.text
    deal = turned.json()["deal"]
    assert deal == {"reckons_nothing": 1, "out_of_turn": True, "short": [[0, 2]]}
    waived = _rule(site, "more-cards", None, deal, choice=1)
    assert waived.json()["deal"] == deal
    again = _rule(site, "out-of-turn-later", None, deal)
    assert again.status_code == 400 and "already ruled dealt out of turn" in again.text


def test_laws_8_and_33_bis_a_fresh_deal_keeps_nothing_of_the_old(site: Any) -> None:
    """Laws 8 and 33 bis: the deal is void, so nothing ruled in it carries over; and the card
    holds one hand reckoning nothing in a deal (the other is refused with the reason)."""
    before = {"reckons_nothing": 0, "out_of_turn": True, "short": [[1, 2]]}
    for key in ("faced-card", "incorrect-pack"):
        fresh = _rule(site, key, None, before)
        assert fresh.json()["deal"] == {"reckons_nothing": None, "out_of_turn": False, "short": []}
    both = _rule(site, "discarded-fewer", 1, before)
    assert both.status_code == 400 and "A already reckons nothing" in both.text
    bad = _rule(site, "discarded-fewer", 1, {"reckons_nothing": 5})
    assert bad.status_code == 400
