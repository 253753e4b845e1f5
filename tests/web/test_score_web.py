"""The scorer's API for a partie played with real cards: each deal counted as the game's own
scorer counts it (salon.piquet.told), what could not have happened refused with its reason and
nothing written, the umpire's mishaps with their laws, and the CSRF check of a signed-in
player's requests."""

from __future__ import annotations

from typing import Any

from accounts_tools import csrf, sign_up

from salon.cards import Rank
from salon.piquet.actions import Role
from salon.piquet.told import DealTold, PlayTold, PointTold, SequencesTold, SetsTold, count_told
from salon.piquet.told_card import told_to_json
from salon.piquet.told_ruling import after_ruling
from salon.piquet.umpire import MISHAPS, PIQUET_UMPIRE

EXAMPLE = DealTold(
    point=PointTold(Role.ELDER, cards=5, making=49),
    sequences=SequencesTold(Role.ELDER, (4,)),
    sets=SetsTold(Role.YOUNGER, ((Rank.TEN, 4), (Rank.QUEEN, 3))),
    play=PlayTold(points=(9, 6), tricks=(7, 5)),
)
"""The worked Example of piquet-description-and-example.txt, "Example": A elder, B younger."""


def _start(site: Any, first_dealer: int = 1) -> dict[str, Any]:
    answer = site.client.post(
        "/api/score/piquet/start", json={"names": ["A", "B"], "first_dealer": first_dealer}
    )
    assert answer.status_code == 200, answer.text
    return dict(answer.json()["card"])


def _tell(site: Any, card: dict[str, Any], deal: dict[str, Any], **more: Any) -> Any:
    return site.client.post("/api/score/piquet/tell", json={"card": card, "deal": deal} | more)


def test_the_worked_example_gives_a_28_and_b_23(site: Any) -> None:
    """piquet-description-and-example.txt, "Example": A (elder) 28, B 23."""
    card = _start(site)  # B deals first: A is elder
    counted = _tell(site, card, told_to_json(EXAMPLE))
    assert counted.status_code == 200, counted.text
    assert counted.json()["count"]["points"] == [28, 23]
    assert "card" not in counted.json()  # counted, not written
    written = _tell(site, card, told_to_json(EXAMPLE), write=True).json()
    assert written["totals"] == [28, 23]
    assert written["card"]["deals"] == [told_to_json(EXAMPLE)]
    assert written["next"] == {"number": 2, "elder": 1, "younger": 0}


def test_a_deal_is_counted_as_the_game_counts_it(site: Any) -> None:
    deal = DealTold(
        point=PointTold(Role.YOUNGER, cards=6),
        sequences=SequencesTold(Role.ELDER, (5, 3)),
        play=PlayTold(points=(13, 0), tricks=(12, 0)),  # elder leads all twelve, and the last
    )
    answer = _tell(site, _start(site), told_to_json(deal)).json()
    count = count_told(deal)
    assert answer["count"]["points"] == list(count.points)
    assert [line["words"] for line in answer["count"]["lines"]] == [w for _, w, _ in count.lines]


def test_an_impossible_deal_is_refused_with_its_reason_and_nothing_written(site: Any) -> None:
    card = _start(site)
    bad = told_to_json(EXAMPLE) | {"play": [[9, 6], [7, 4]]}
    refused = _tell(site, card, bad, write=True)
    assert refused.status_code == 400
    assert refused.json()["detail"] == "that cannot be: the tricks won must make twelve, not 11"
    again = _tell(site, card, told_to_json(EXAMPLE), write=True).json()
    assert again["totals"] == [28, 23]  # the card posted is unchanged: nothing was written


def test_a_malformed_card_or_deal_is_refused(site: Any) -> None:
    card = _start(site)
    for body in (
        {"card": {"game": "ecarte"}, "deal": told_to_json(EXAMPLE)},
        {"card": card | {"first_dealer": 7}, "deal": told_to_json(EXAMPLE)},
        {"card": card | {"deals": [{"point": "many"}]}, "deal": told_to_json(EXAMPLE)},
        {"card": card, "deal": {"point": [0, 5]}},
        {"card": card, "deal": told_to_json(EXAMPLE) | {"sets": [1, [[3, 4]]]}},
        {"card": card, "deal": told_to_json(EXAMPLE), "extra": 1},
    ):
        answer = site.client.post("/api/score/piquet/tell", json=body)
        assert 400 <= answer.status_code < 500, body
        assert answer.json()["detail"]
    not_json = site.client.post(
        "/api/score/piquet/tell", content=b"{not json", headers={"Content-Type": "application/json"}
    )
    assert 400 <= not_json.status_code < 500


def test_a_deal_told_again_replaces_the_last_written(site: Any) -> None:
    """Law 32: errors in counting may be rectified before the next hand is seen."""
    card = _tell(site, _start(site), told_to_json(EXAMPLE), write=True).json()["card"]
    corrected = told_to_json(EXAMPLE) | {"play": [[10, 6], [7, 5]]}
    answer = _tell(site, card, corrected, write=True, again=True).json()
    assert answer["totals"] == [29, 23]
    assert len(answer["card"]["deals"]) == 1


def test_the_pique_question_is_asked_when_only_the_players_know(site: Any) -> None:
    deal = DealTold(
        point=PointTold(Role.ELDER, cards=5),
        sequences=SequencesTold(Role.ELDER, (5,)),
        play=PlayTold(points=(12, 4), tricks=(8, 4)),
    )
    card = _start(site)
    assert _tell(site, card, told_to_json(deal)).json() == {"question": "elder_thirty_first"}
    answered = told_to_json(deal) | {"elder_thirty_first": True}
    assert (
        _tell(site, card, answered).json()["count"]["points"][0]
        == count_told(
            DealTold(
                point=deal.point, sequences=deal.sequences, play=deal.play, elder_thirty_first=True
            )
        ).points[0]
    )


def test_the_umpire_gives_each_mishap_its_law_and_choices(site: Any) -> None:
    umpire = site.client.get("/api/score/piquet/umpire").json()
    mishaps = {m["key"]: m for moment in umpire["moments"] for m in moment["mishaps"]}
    assert set(mishaps) == set(PIQUET_UMPIRE.by_key)
    exposed = mishaps["exposed-stock"]
    assert exposed["law"] == "15" and exposed["offender"] is True
    assert exposed["law_words"] == PIQUET_UMPIRE.code.law("15").words
    assert [c["effect"] for c in exposed["choices"]] == ["RECKONS_NOTHING", "NO_CHANGE"]


def test_a_signed_in_players_request_needs_the_csrf_header(site: Any) -> None:
    sign_up(site.client, "Ann")
    body = {"names": ["A", "B"], "first_dealer": 0}
    assert site.client.post("/api/score/piquet/start", json=body).status_code == 403
    allowed = site.client.post("/api/score/piquet/start", json=body, headers=csrf(site.client))
    assert allowed.status_code == 200


def test_no_deal_is_written_once_the_partie_is_over(site: Any) -> None:
    card = _start(site)
    answer: dict[str, Any] = {}
    for _ in range(8):  # equal after six deals: each deals once more, and equal again
        answer = _tell(site, card, told_to_json(EXAMPLE), write=True).json()
        card = answer["card"]
    assert answer["over"] is True
    assert answer["standing"] == "Equal again at 204: the partie is drawn."
    refused = _tell(site, card, told_to_json(EXAMPLE), write=True)
    assert refused.status_code == 400
    assert refused.json()["detail"] == "the partie is over: no more deals"


def test_law_11_a_deal_out_of_turn_found_late_is_written_as_dealt(site: Any) -> None:
    """Law 11: B, who dealt the first deal, deals the second too, found only after the cards
    were taken up: it stands with A elder, and A, its elder hand, deals the next two."""
    card = _start(site)
    card = _tell(site, card, told_to_json(EXAMPLE), write=True).json()["card"]
    late = told_to_json(EXAMPLE) | {"out_of_turn": True}
    written = _tell(site, card, late, write=True).json()
    assert written["card"]["out_of_turn"] == [1]
    assert [row["dealer"] for row in written["rows"]] == [1, 1]
    assert written["next"] == {"number": 3, "elder": 1, "younger": 0}
    assert written["totals"] == [56, 46]


def test_the_umpires_choice_does_on_the_web_what_it_does_at_the_terminal(site: Any) -> None:
    """The page asks the server what each choice does to the deal told, and the server answers
    with the game's own function, the one the terminal's scorer calls (Law 18: the offender
    reckons nothing; Law 11: the deal stands, dealt out of turn; Law 17: the tricks told with
    Law 29; Law 8: a fresh deal)."""
    names = ["Ann", "Bob"]
    for key, choice, offender in (
        ("discarded-fewer", 0, 1),
        ("out-of-turn-later", 0, None),
        ("discarded-more", 0, 0),
        ("faced-card", 0, None),
    ):
        mishap = MISHAPS[key]
        role = None if offender is None else Role(offender)
        expected = after_ruling(mishap, mishap.choices[choice], role, ("Ann", "Bob"))
        body = {"mishap": key, "choice": choice, "offender": offender, "names": names}
        for game in ("piquet", "chouette"):
            answer = site.client.post(f"/api/score/{game}/ruling", json=body)
            assert answer.status_code == 200, answer.text
            assert answer.json() == {
                "deal": {
                    "reckons_nothing": [offender] if key == "discarded-fewer" else [],
                    "out_of_turn": expected.standing.out_of_turn,
                    "short": [[offender, 1]] if key == "discarded-more" else [],
                },
                "says": expected.says,
            }
    for bad in (
        {"mishap": "no-such", "choice": 0, "names": names},
        {"mishap": "discarded-fewer", "choice": 9, "names": names},
        {"mishap": "discarded-fewer", "choice": 0, "offender": None, "names": names},
    ):
        refused = site.client.post("/api/score/piquet/ruling", json=bad)
        assert refused.status_code == 400, bad


def test_the_umpire_asks_who_the_law_speaks_of_for_laws_17_and_29(site: Any) -> None:
    """Law 17 ("If a player discards more cards than he takes in") and Law 29 ("A player ...
    playing with less than twelve cards"): the page is told the question of who, in the law's
    words, and that the choice falls on him; the ruling then names the short hand."""
    umpire = site.client.get("/api/score/piquet/umpire").json()
    mishaps = {m["key"]: m for moment in umpire["moments"] for m in moment["mishaps"]}
    more, fewer = mishaps["discarded-more"], mishaps["fewer-cards"]
    assert (
        more["who"]
        == "Who discarded more cards than he took in (or mixed his hand with his discard)?"
    )
    assert fewer["who"] == "Who is playing with fewer than twelve cards?"
    assert [c["offender"] for c in more["choices"] + fewer["choices"]] == [True, True]
    assert [c["offender"] for c in mishaps["exposed-stock"]["choices"]] == [True, False]
    body = {"mishap": "fewer-cards", "choice": 0, "offender": 0, "names": ["Ann", "Bob"]}
    ruled = site.client.post("/api/score/piquet/ruling", json=body).json()
    assert ruled["deal"]["short"] == [[0, 1]] and "No penalty for Ann" in ruled["says"]
    body["offender"] = None
    assert site.client.post("/api/score/piquet/ruling", json=body).status_code == 400


def test_law_29_a_hand_told_short_is_counted_and_kept_on_the_card(site: Any) -> None:
    """Laws 17 and 29 on the web's card: B held eleven cards; the eleven tricks played are told,
    and the game counts B's missing card to A as a trick and the last (A 29, B 23); the card
    keeps the hand short, and twelve tricks told for eleven cards are refused, nothing
    written."""
    card = _start(site)  # B deals first: A is elder
    short = told_to_json(EXAMPLE) | {"play": [[8, 6], [6, 5]], "short": [1, 1]}
    written = _tell(site, card, short, write=True).json()
    words = [line["words"] for line in written["count"]["lines"] if line["role"] == 0]
    assert "one card not played to, as a trick and the last (Law 29)" in words
    assert written["totals"] == [29, 23]
    assert written["card"]["deals"][0]["short"] == [[1, 1]]
    again = site.client.post("/api/score/piquet/card", json={"card": written["card"]}).json()
    assert again["totals"] == [29, 23]
    twelve = short | {"play": [[8, 6], [7, 5]]}
    refused = _tell(site, card, twelve, write=True)
    assert refused.status_code == 400 and "must make eleven" in refused.json()["detail"]
