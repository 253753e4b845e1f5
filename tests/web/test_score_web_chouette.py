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
