"""Both hands short in one deal on the web's scoring card (Laws 14, 17 and 29 of
piquet-encyclopedia-1902-with-laws.txt): the umpire's second ruling keeps the first hand
short, the deal counts as the engine counts it, and what cannot be is refused and changes
nothing."""

from __future__ import annotations

from typing import Any

from test_score_web import EXAMPLE, _start, _tell

from salon.piquet.told_card import told_to_json


def test_law_17_the_umpire_tells_the_second_hand_short_and_keeps_the_first(site: Any) -> None:
    """Law 17, twice in one deal: Bob was found short (holding ten), then Ann too, each by his
    own mistake. The second ruling keeps Bob's hand as told and adds Ann's, one card without
    until the players say otherwise; Ann told short again is refused with the reason."""
    names = ["Ann", "Bob"]
    body = {"mishap": "discarded-more", "choice": 0, "offender": 0, "names": names}
    ruled = site.client.post("/api/score/piquet/ruling", json=body | {"short": [[1, 2]]})
    assert ruled.status_code == 200, ruled.text
    assert ruled.json()["deal"]["short"] == [[1, 2], [0, 1]]
    says = ruled.json()["says"]
    assert "No penalty for Ann either: both hands play short" in says and "(Law 29)" in says
    again = site.client.post("/api/score/piquet/ruling", json=body | {"short": [[1, 2], [0, 1]]})
    assert again.status_code == 400
    assert "Ann's hand already plays short this deal" in again.json()["detail"]
    bad = site.client.post("/api/score/piquet/ruling", json=body | {"short": [[7, 1]]})
    assert bad.status_code == 400


def test_law_29_both_hands_told_short_count_and_stay_on_the_card(site: Any) -> None:
    """Law 29 with both hands short: A held eleven and B nine, so nine tricks were played and
    A counts his two cards left as tricks and the last (3): A 29, B 22. The card keeps both
    hands; eleven tricks told for nine cards, or one hand told short twice, are refused and
    nothing is written."""
    card = _start(site)  # B deals first: A is elder
    both = told_to_json(EXAMPLE) | {"play": [[7, 5], [5, 4]], "short": [[0, 1], [1, 3]]}
    written = _tell(site, card, both, write=True).json()
    lines = [(line["role"], line["words"], line["points"]) for line in written["count"]["lines"]]
    assert (
        0,
        "two cards not played to, as tricks, the last of them the last trick (Law 29)",
        3,
    ) in lines
    assert written["totals"] == [29, 22]
    assert written["card"]["deals"][0]["short"] == [[0, 1], [1, 3]]
    kept = site.client.post("/api/score/piquet/card", json={"card": written["card"]}).json()
    assert kept["totals"] == [29, 22]
    for wrong, reason in (
        (both | {"play": [[7, 5], [7, 4]]}, "must make nine"),
        (both | {"short": [[1, 1], [1, 3]]}, "each hand is told short once"),
    ):
        refused = _tell(site, card, wrong, write=True)
        assert refused.status_code == 400 and reason in refused.json()["detail"]
    assert site.client.post("/api/score/piquet/card", json={"card": card}).json()["totals"] == [
        0,
        0,
    ]
