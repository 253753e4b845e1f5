"""The chouette scorer's API: the classic description's chouette card entered partie by
partie gives its figures in tens and its settlement (piquet-description-and-example.txt,
"Chouette piquet"); what could not be is refused and nothing written."""

from __future__ import annotations

from typing import Any

from accounts_tools import csrf, sign_up


def _start(site: Any) -> dict[str, Any]:
    body = {"names": ["A", "B", "C"], "single": 0, "adviser": 2}
    answer = site.client.post("/api/score/chouette/start", json=body)
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _won(site: Any, state: dict[str, Any], name: str, points: int) -> dict[str, Any]:
    names, next_ = state["card"]["names"], state["next"]
    winner = 0 if names[next_["single"]] == name else 1
    assert winner == 0 or names[next_["partner"]] == name
    body = {"card": state["card"], "winner": winner, "points": points}
    answer = site.client.post("/api/score/chouette/partie", json=body)
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def test_the_seeds_chouette_card_and_settlement_on_the_web(site: Any) -> None:
    """A +19, B -50, C +31 in tens; at ten shillings a hundred A wins 15s, C £1 10s, and B
    loses £2 5s."""
    state = _start(site)
    for name, points in (("A", 150), ("A", 416), ("B", 476), ("C", 141), ("C", 126)):
        state = _won(site, state, name, points)
    assert state["rows"][-1] == [19, -50, 31]
    assert state["next"]["number"] == 6
    risen = site.client.post("/api/score/chouette/rise", json={"card": state["card"]}).json()
    assert risen["over"] and risen["next"] is None
    assert risen["settlement"] == [
        "A wins 15s (+190 points).",
        "B loses £2 5s (-500 points).",
        "C wins £1 10s (+310 points).",
    ]
    again = site.client.post("/api/score/chouette/card", json={"card": risen["card"]}).json()
    assert again["settlement"] == risen["settlement"]


def test_the_rotation_follows_the_laws_of_chouette(site: Any) -> None:
    """The single player keeps his place while he wins, the adviser taking the partner's; beaten,
    he gives it to the partner and advises."""
    state = _won(site, _start(site), "A", 150)
    assert [state["next"][part] for part in ("single", "partner", "adviser")] == [0, 2, 1]
    state = _won(site, state, "C", 120)
    assert [state["next"][part] for part in ("single", "partner", "adviser")] == [2, 1, 0]


def test_a_chouette_partie_that_cannot_be_is_refused_and_nothing_written(site: Any) -> None:
    state = _start(site)
    for bad in ({"winner": 0, "points": 0}, {"winner": 2, "points": 100}):
        answer = site.client.post("/api/score/chouette/partie", json={"card": state["card"], **bad})
        assert answer.status_code in (400, 422)
    # A final score (say 100) is not what a partie wins: the difference and the hundred for
    # the game, so at least 101 (the rubicon; piquet-encyclopedia-1902-with-laws.txt).
    small = site.client.post(
        "/api/score/chouette/partie", json={"card": state["card"], "winner": 0, "points": 100}
    )
    assert small.status_code == 400 and "at least 101" in small.json()["detail"]
    risen = site.client.post("/api/score/chouette/rise", json={"card": state["card"]}).json()
    late = site.client.post(
        "/api/score/chouette/partie", json={"card": risen["card"], "winner": 0, "points": 150}
    )
    assert late.status_code == 400 and "risen" in late.json()["detail"]
    same = site.client.post(
        "/api/score/chouette/start", json={"names": ["A", "A", "C"], "single": 0, "adviser": 2}
    )
    assert same.status_code == 400 and "different names" in same.json()["detail"]


def test_a_signed_in_players_chouette_request_needs_the_csrf_header(site: Any) -> None:
    sign_up(site.client, "chouettier")
    body = {"names": ["A", "B", "C"], "single": 0, "adviser": 2}
    assert site.client.post("/api/score/chouette/start", json=body).status_code == 403
    allowed = site.client.post("/api/score/chouette/start", json=body, headers=csrf(site.client))
    assert allowed.status_code == 200


def _quiet(cards: int) -> dict[str, Any]:
    """A quiet deal: elder's point of ``cards``, no sequence or set, eight points in play to
    younger's seven, six tricks each."""
    return {
        "carte_blanche": [False, False],
        "point": [0, cards, None],
        "sequences": [None, []],
        "sets": [None, []],
        "play": [[8, 7], [6, 6]],
    }


def _tell(site: Any, state: dict[str, Any], deal: dict[str, Any], **more: Any) -> dict[str, Any]:
    body = {"card": state["card"], "deal": deal, "write": True, **more}
    answer = site.client.post("/api/score/chouette/tell", json=body)
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _begun(site: Any) -> dict[str, Any]:
    """A alone against B, whom C advises; B deals first, so A is elder."""
    body = {"card": _start(site)["card"], "first_dealer": 1}
    answer = site.client.post("/api/score/chouette/begin", json=body)
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def test_a_chouette_partie_told_deal_by_deal_on_the_web(site: Any) -> None:
    """Six quiet deals between A alone and B: A 63, B 57, B rubiconed: 63 + 57 + 100 = 220,
    22 tens from each of B and C to A, the single player's doubled; then the parts rotate."""
    state = _begun(site)
    assert state["deal"] == {"number": 1, "elder": 0, "younger": 1}
    for number in range(6):
        assert state["playing"] and state["deal"]["number"] == number + 1
        state = _tell(site, state, _quiet(6 if number % 2 == 0 else 4))
    assert not state["playing"] and state["rows"] == [[44, -22, -22]]
    assert state["card"]["parties"] == [["wins", 220]]
    assert [state["next"][part] for part in ("single", "partner", "adviser")] == [0, 2, 1]
    assert state["last_deal"] == {"number": 6, "elder": 1, "younger": 0}


def test_law_32_the_last_deal_of_a_chouette_partie_told_again_until_the_next_deal(
    site: Any,
) -> None:
    """Law 32: a count may be rectified until the next deal is complete. The partie's last
    deal told again changes its result on the chouette card; once a deal of the next partie
    is written, it is that deal that may be told again."""
    state = _begun(site)
    for number in range(6):
        state = _tell(site, state, _quiet(6 if number % 2 == 0 else 4))
    state = _tell(site, state, _quiet(6), again=True)  # B's point was of six, not four
    assert state["card"]["parties"] == [["wins", 222]] and not state["playing"]
    begun = site.client.post(
        "/api/score/chouette/begin", json={"card": state["card"], "first_dealer": 0}
    ).json()
    assert begun["last_deal"]["number"] == 6  # the partie before, until a deal is written
    state = _tell(site, begun, _quiet(5))
    assert state["last_deal"] == {"number": 1, "elder": 2, "younger": 0}
    state = _tell(site, state, _quiet(6), again=True)
    assert state["card"]["parties"] == [["wins", 222]]
    assert state["partie"]["totals"] == [7, 14]  # A younger: 7; C elder: 6 and 8


def test_a_chouette_deal_that_cannot_be_is_refused_and_nothing_written(site: Any) -> None:
    state = _start(site)
    early = site.client.post(
        "/api/score/chouette/tell", json={"card": state["card"], "deal": _quiet(5)}
    )
    assert early.status_code == 400 and "who deals first" in early.json()["detail"]
    state = _tell(site, _begun(site), _quiet(5))
    by_result = site.client.post(
        "/api/score/chouette/partie", json={"card": state["card"], "winner": 0, "points": 150}
    )
    assert by_result.status_code == 400 and "deal by deal" in by_result.json()["detail"]
    rise = site.client.post("/api/score/chouette/rise", json={"card": state["card"]})
    assert rise.status_code == 400 and "in play" in rise.json()["detail"]
    twelve = dict(_quiet(5), play=[[8, 7], [7, 6]])
    bad = site.client.post("/api/score/chouette/tell", json={"card": state["card"], "deal": twelve})
    assert bad.status_code == 400 and bad.json()["detail"].startswith("that cannot be")
    forged = dict(state["card"], playing=dict(state["card"]["playing"], names=["B", "A"]))
    read = site.client.post("/api/score/chouette/card", json={"card": forged})
    assert read.status_code == 400
