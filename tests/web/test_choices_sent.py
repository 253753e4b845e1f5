"""The seat to act is sent its question and its choices in its own words, from the same
choices modules as the terminal; the others, and spectators, none.

docs/web.md "What a client is sent".
"""

from __future__ import annotations

from typing import Any

import pytest
from webtools import Site, act, choose_action, hello, new_table, receive


def _play(site: Site, game: str, states: int) -> list[dict[str, Any]]:
    """The views seat 0 was sent over ``states`` states, playing by ``choose_action``."""
    made = new_table(site, game=game)
    seen: list[dict[str, Any]] = []
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        message = hello(ws, 0, made["token"])
        acted = -1
        while len(seen) < states:
            if message["type"] == "state":
                view = message["view"]
                seen.append(view)
                if view["over"]:
                    break
                if view["to_act"] == 0 and message["table"]["step"] > acted:
                    acted = message["table"]["step"]
                    act(ws, choose_action(view))
            message = receive(ws)
    return seen


@pytest.mark.parametrize("game", ["piquet", "ecarte"])
def test_the_seat_to_act_is_asked_in_words_with_its_choices(site: Site, game: str) -> None:
    """docs/web.md "What a client is sent": ``prompt`` and ``choices`` for the seat to act,
    every choice one of the legal actions; nothing when it is not to act."""
    views = _play(site, game, 40)
    asked = [view for view in views if view["to_act"] == 0 and view["legal"]]
    assert asked
    for view in asked:
        assert view["prompt"], view
        actions = [choice["action"] for choice in view["choices"]]
        assert set(actions) <= set(view["legal"]), view["prompt"]
        assert all(c["group"] in ("main", "other") and c["label"] for c in view["choices"])
        assert actions or view["discard"], view["prompt"]
    for view in views:
        if view["to_act"] != 0:
            assert view["prompt"] is None and view["choices"] == []


def test_piquet_calls_are_offered_best_first_with_their_counts(site: Site) -> None:
    """docs/web.md "What a client is sent": at the point, the best call in each suit comes
    first with its count ("Point of five in hearts, making 48"), lesser calls behind."""
    views = _play(site, "piquet", 400)
    calls = [
        view
        for view in views
        if view["to_act"] == 0 and any(a.startswith("call point") for a in view["legal"])
    ]
    assert calls, "seat 0 was asked its point in forty deals' worth of states"
    for view in calls:
        main = [c for c in view["choices"] if c["group"] == "main"]
        assert main and "making" in main[0]["label"].lower(), main
        groups = [c["group"] for c in view["choices"]]
        assert groups == sorted(groups, key=("main", "other").index), "main choices first"


def test_spectators_are_asked_nothing(site: Site) -> None:
    """docs/web.md "What a client is sent": a spectator's view has no question, no choice."""
    made = new_table(site)
    view = site.client.get(f"/api/tables/{made['table']}").json()["view"]
    assert view["prompt"] is None and view["choices"] == []
