"""The web scorer of Pool Écarté and French Écarté: the pool's chips and the French ledger with
the gallery's bets, by the sessions' own engines, each game told by its winner or deal by deal
(ecarte-treatise-1896-ocr.txt, "Pool Écarté", "French Écarté", Laws XXVIII and XXX); what
cannot be is refused with the reason and nothing written."""

from __future__ import annotations

from typing import Any

from accounts_tools import csrf, post, sign_up

from salon.ecarte.french import FrenchEcarte, parse_french_action
from salon.ecarte.pool import PoolEcarte, PoolMethod, parse_pool_action

VOLE = {"tricks": [5, 0], "stood": True}
"""The non-dealer plays without proposing and takes all five tricks: two points."""
POINT = {"tricks": [3, 2], "stood": True}


def _ok(site: Any, url: str, body: dict[str, Any]) -> dict[str, Any]:
    answer = site.client.post(url, json=body)
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _refused(site: Any, url: str, body: dict[str, Any]) -> str:
    answer = site.client.post(url, json=body)
    assert answer.status_code == 400, answer.text
    return str(answer.json()["detail"])


def _pool(site: Any, method: str = "loser-pays") -> dict[str, Any]:
    body = {"names": ["Ann", "Bob", "Cy"], "stake": 1, "method": method}
    state = _ok(site, "/api/score/pool/start", body)
    # Ann cuts the king (deals), Bob the seven (sits out), Cy the queen.
    return _ok(site, "/api/score/pool/cut", {"card": state["card"], "high": 0, "low": 1})


def _won(site: Any, game: str, state: dict[str, Any], who: str) -> dict[str, Any]:
    body = {"card": state["card"], "entry": "won", "who": who}
    return _ok(site, f"/api/score/{game}/entry", body)


def _deal(site: Any, game: str, state: dict[str, Any], deal: dict[str, Any], **more: Any) -> Any:
    body = {"card": state["card"], "deal": deal, "write": True, **more}
    return _ok(site, f"/api/score/{game}/tell", body)


def test_pool_ecarte_on_the_web_gives_the_sessions_engines_chips(site: Any) -> None:
    """ "Pool Écarté": each loser adds a stake as he retires, and two games won running take the
    pool. The first game is told deal by deal (Cy wins it by three voles), the rest by their
    winners; the chips are the engine's for the same games."""
    state = _pool(site)
    assert state["seated"] == [0, 2] and state["out"] == 1 and state["pool"] == 3
    state = _ok(site, "/api/score/pool/begin", {"card": state["card"], "first_dealer": 0})
    assert state["next"] == {
        "number": 1,
        "dealer": 0,
        "non_dealer": 2,
        "players": [0, 2],
        "score": [0, 0],
        "king_makes_game": {"turned_up": False, "marked": [False, False]},
    }
    for _ in range(3):  # the dealer alternates: Cy, Ann, Cy are the non-dealer
        deal = VOLE if state["next"]["non_dealer"] == 2 else {"tricks": [0, 5], "stood": True}
        state = _deal(site, "pool", state, deal)
    assert state["seated"] == [2, 1] and not state["playing"]
    for winner in ("Bob", "Bob"):
        state = _won(site, "pool", state, winner)
    engine = PoolEcarte(("Ann", "Bob", "Cy"), method=PoolMethod.LOSER_PAYS)
    for text in ("cut AS 7C 9H", "won Cy", "won Bob", "won Bob"):
        engine.apply(parse_pool_action(text))
    assert state["chips"] == [engine.chips[n] for n in ("Ann", "Bob", "Cy")] == [-3, 5, -2]
    assert state["pool"] == 0 and state["seated"] is None
    assert "Bob wins two running and takes 6." in state["said"]
    again = _ok(site, "/api/score/pool/card", {"card": state["card"]})
    assert again["chips"] == state["chips"]


def test_pool_ecarte_entrant_pays_on_the_web(site: Any) -> None:
    state = _pool(site, "entrant-pays")
    assert state["pool"] == 2
    for winner in ("Ann", "Ann"):
        state = _won(site, "pool", state, winner)
    assert state["chips"] == [2, -1, -1]  # Ann wins what Cy staked and Bob paid to come in


def test_a_pool_entry_that_cannot_be_is_refused_and_nothing_written(site: Any) -> None:
    state = _pool(site)
    assert "not playing" in _refused(
        site, "/api/score/pool/entry", {"card": state["card"], "entry": "won", "who": "Bob"}
    )
    assert "no cut is due" in _refused(
        site, "/api/score/pool/cut", {"card": state["card"], "high": 1, "low": 2}
    )
    assert "two different players" in _refused(
        site, "/api/score/pool/cut", {"card": state["card"], "high": 1, "low": 1}
    )
    assert "takes no bets" in _refused(
        site,
        "/api/score/pool/entry",
        {"card": state["card"], "entry": "bet", "who": "Bob", "side": "Ann", "amount": 1},
    )
    begun = _ok(site, "/api/score/pool/begin", {"card": state["card"], "first_dealer": 1})
    told = site.client.post(
        "/api/score/pool/entry", json={"card": begun["card"], "entry": "won", "who": "Ann"}
    )
    assert told.status_code == 400 and "deal by deal" in told.json()["detail"]
    # A vole with the king marked by both, which the Écarté scorer refuses.
    bad = {"tricks": [5, 0], "stood": True, "king_turned_up": True, "king_marked_by": 0}
    reason = _refused(site, "/api/score/pool/tell", {"card": begun["card"], "deal": bad})
    assert reason.startswith("that cannot be")
    forged = dict(state["card"], actions=[*state["card"]["actions"], "won Bob"])
    assert "not playing" in _refused(site, "/api/score/pool/card", {"card": forged})
    names = {"names": ["Ann", "Ann", "Cy"], "stake": 1}
    assert "different" in _refused(site, "/api/score/pool/start", names)


def test_law_xxx_the_last_deal_of_a_game_may_be_told_again_until_the_next_deal(
    site: Any,
) -> None:
    """Law XXX: a score may be rectified before the next deal ends. The deal that won the game
    told again as a point takes the game's result off the card; once a deal of the next game
    is written, the game that went before stands."""
    state = _ok(site, "/api/score/pool/begin", {"card": _pool(site)["card"], "first_dealer": 0})
    for _ in range(2):
        state = _deal(site, "pool", state, VOLE if state["next"]["non_dealer"] == 2 else POINT)
    assert state["next"]["score"] == [1, 2]  # Ann 1 (a point), Cy 2 (a vole)
    state = _deal(site, "pool", state, {"tricks": [0, 5], "stood": True})  # Ann deals: 3
    state = _deal(site, "pool", state, VOLE)  # Ann's vole as non-dealer: 5, the game
    assert not state["playing"] and state["seated"] == [0, 1], state["said"]
    assert state["may"] == {"take_back": False, "again": True, "rise": False}
    assert "tell its last deal again" in _refused(
        site, "/api/score/pool/take-back", {"card": state["card"]}
    )
    state = _deal(site, "pool", state, POINT, again=True)
    assert state["playing"] and state["seated"] == [0, 2]
    assert state["card"]["actions"] == ["cut AS 7C 9H"]
    assert state["next"]["score"] == [4, 2]
    state = _deal(site, "pool", state, {"tricks": [0, 5], "stood": True})  # Ann deals: 6
    assert state["card"]["actions"] == ["cut AS 7C 9H", "won Ann"]
    state = _ok(site, "/api/score/pool/begin", {"card": state["card"], "first_dealer": 0})
    assert state["may"]["again"]
    state = _deal(site, "pool", state, POINT)
    before = state["card"]["actions"]
    state = _deal(site, "pool", state, VOLE, again=True)
    assert state["card"]["actions"] == before  # only this game's deal was told again
    assert state["may"]["take_back"] is False


def test_french_ecarte_ledger_with_the_gallerys_bets_on_the_web(site: Any) -> None:
    """ "French Écarté" and Law XXVIII: the players stake; Cy bets on Ann; Bob takes one of it
    and leaves the rest to the gallery, where Di covers it; Ann wins and each winning chip wins
    one. The second game is told deal by deal, and the players rise after it."""
    body = {"names": ["Ann", "Bob", "Cy", "Di"], "stake": 2}
    state = _ok(site, "/api/score/french/start", body)
    assert state["betting"] and state["sides"] == [2, 2] and state["gallery"] == [2, 3]
    for entry in (
        {"entry": "bet", "who": "Cy", "side": "Ann", "amount": 3},
        {"entry": "cover", "who": "Bob", "side": "Ann", "amount": 1},
        {"entry": "decline", "who": "Bob"},
        {"entry": "cover", "who": "Di", "side": "Ann", "amount": 2},
        {"entry": "close"},
    ):
        state = _ok(site, "/api/score/french/entry", {"card": state["card"], **entry})
    state = _won(site, "french", state, "Ann")
    engine = FrenchEcarte(("Ann", "Bob", "Cy", "Di"), stake=2)
    for text in ("bet Cy Ann 3", "cover Bob Ann 1", "decline Bob", "cover Di Ann 2", "close"):
        engine.apply(parse_french_action(text))
    engine.apply(parse_french_action("won Ann"))
    # Ann and Cy have staked 2 each on the next game: counted as still theirs, so a winner is
    # not shown a stake down, and the chips sum to nothing between games.
    assert state["chips"] == [engine.standing(n) for n in ("Ann", "Bob", "Cy", "Di")]
    assert state["chips"] == [2, -3, 3, -2] and state["seated"] == [0, 2]
    assert state["may"]["rise"]
    state = _ok(site, "/api/score/french/entry", {"card": state["card"], "entry": "close"})
    state = _ok(site, "/api/score/french/begin", {"card": state["card"], "first_dealer": 1})
    for _ in range(3):  # Cy deals first: Ann is the non-dealer, then Cy, then Ann
        deal = VOLE if state["next"]["non_dealer"] == 2 else {"tricks": [0, 5], "stood": True}
        state = _deal(site, "french", state, deal)
    # Cy wins his stake back and Ann's; Cy's and Di's stakes on the next game count as theirs.
    assert state["chips"] == [0, -3, 5, -2] and state["seated"] == [2, 3]
    state = _ok(site, "/api/score/french/rise", {"card": state["card"]})
    assert state["over"] and state["chips"] == [0, -3, 5, -2] and sum(state["chips"]) == 0


def test_a_french_entry_that_cannot_be_is_refused_and_nothing_written(site: Any) -> None:
    state = _ok(site, "/api/score/french/start", {"names": ["Ann", "Bob", "Cy"], "stake": 1})
    card = state["card"]
    for entry, reason in (
        ({"entry": "cover", "who": "Cy", "side": "Ann", "amount": 1}, "not that much left"),
        ({"entry": "bet", "who": "Ann", "side": "Bob", "amount": 1}, "not in the gallery"),
        ({"entry": "won", "who": "Ann"}, "close the betting"),
        ({"entry": "bet", "who": "Cy", "side": "Ann", "amount": 0}, "at least one chip"),
    ):
        assert reason in _refused(site, "/api/score/french/entry", {"card": card, **entry})
    bet = {"entry": "bet", "who": "Cy", "side": "Ann", "amount": 2}
    state = _ok(site, "/api/score/french/entry", {"card": card, **bet})
    cover = {"entry": "cover", "who": "Cy", "side": "Ann", "amount": 1}
    assert "first right" in _refused(
        site, "/api/score/french/entry", {"card": state["card"], **cover}
    )
    assert "close the betting" in _refused(
        site, "/api/score/french/begin", {"card": state["card"], "first_dealer": 0}
    )
    assert "rise when a game is over" in _refused(
        site, "/api/score/french/rise", {"card": state["card"]}
    )
    taken = _ok(site, "/api/score/french/take-back", {"card": state["card"]})
    assert taken["card"]["actions"] == [] and taken["sides"] == [1, 1]
    assert "nothing is written" in _refused(
        site, "/api/score/french/take-back", {"card": taken["card"]}
    )


def test_an_entry_taken_back_only_until_a_later_game_is_told(site: Any) -> None:
    """Law XXX's limit for entries told without deals: the last game's winner may be taken
    back, but not the game before it once a later game's winner is told."""
    state = _pool(site)
    state = _won(site, "pool", state, "Ann")
    state = _ok(site, "/api/score/pool/take-back", {"card": state["card"]})
    assert state["card"]["actions"] == ["cut AS 7C 9H"]
    state = _won(site, "pool", _won(site, "pool", state, "Cy"), "Bob")
    state = _ok(site, "/api/score/pool/take-back", {"card": state["card"]})
    assert state["card"]["actions"] == ["cut AS 7C 9H", "won Cy"]
    assert "settled" in _refused(site, "/api/score/pool/take-back", {"card": state["card"]})


def test_a_pool_card_is_kept_for_the_account(site: Any) -> None:
    sign_up(site.client, "Pooler")
    start = site.client.post(
        "/api/score/pool/start",
        json={"names": ["Ann", "Bob", "Cy"], "stake": 1},
        headers=csrf(site.client),
    ).json()
    assert post(site.client, "/api/score/kept", {"card": start["card"]}).status_code == 200
    assert site.client.get("/api/score/kept").json() == {"card": start["card"]}
    bad = dict(start["card"], actions=["won Ann"])
    assert post(site.client, "/api/score/kept", {"card": bad}).status_code == 400


def test_the_french_gallerys_agreed_order_of_going_in_is_the_engines(site: Any) -> None:
    """French Écarté: the rentrants go in in the order they agreed among themselves, as the
    online table's ``FrenchSession(order=...)``; an order that does not name every rentrant
    once is refused, and a pool has no order to agree."""
    names = ["Ann", "Bob", "Cy", "Di", "Ed"]
    body = {"names": names, "stake": 1, "order": ["Ed", "Cy", "Di"]}
    state = _ok(site, "/api/score/french/start", body)
    assert state["card"]["order"] == ["Ed", "Cy", "Di"]
    assert [names[i] for i in state["going_in"]] == ["Ed", "Cy", "Di"]
    state = _ok(site, "/api/score/french/entry", {"card": state["card"], "entry": "close"})
    state = _ok(
        site, "/api/score/french/entry", {"card": state["card"], "entry": "won", "who": "Ann"}
    )
    assert [names[i] for i in state["seated"]] == ["Ann", "Ed"]
    for order in (["Ed", "Cy"], ["Ed", "Cy", "Ann"], ["Ed", "Ed", "Di"]):
        reason = _refused(site, "/api/score/french/start", body | {"order": order})
        assert "the order of going in names every rentrant once" in reason
    pool = {"names": names[:3], "stake": 1, "order": ["Cy"]}
    assert "only French Écarté" in _refused(site, "/api/score/pool/start", pool)


def test_law_xxvii_the_pool_card_says_what_the_umpire_did_to_the_last_deal(site: Any) -> None:
    """Law XXVII of ecarte-treatise-1896-ocr.txt: a revoke, the cards played again and the
    offender's game halved. At the pool, as at two-handed Écarté, the card says so of the deal
    last written, by name; a deal no ruling touched says nothing."""
    state = _ok(site, "/api/score/pool/begin", {"card": _pool(site)["card"], "first_dealer": 0})
    assert state["last"] is None
    state = _deal(site, "pool", state, POINT)
    assert state["last"]["ruling"] == ""
    # Ann dealt the first deal, so Cy deals the second; the non-dealer Ann revoked.
    assert state["next"]["non_dealer"] == 0
    state = _deal(site, "pool", state, POINT | {"halved": 0})
    assert state["last"]["number"] == 2
    assert state["last"]["ruling"] == (
        "the cards played again, Ann scoring nothing for the point nor for the king (Law XXVII)"
    )


def test_a_pool_game_the_king_makes_is_told_whatever_the_form_said_of_the_play(
    site: Any,
) -> None:
    """ "Scoring": the game ends the moment the king reaches it, and no card is played. At a
    pool told deal by deal, as at Écarté, the card says which king would make the game, and
    what the form said of the tricks is dropped (it was refused, so such a game could not be
    told at all)."""
    state = _ok(site, "/api/score/pool/begin", {"card": _pool(site)["card"], "first_dealer": 0})
    for _ in range(2):  # Cy's vole as non-dealer, Ann's as non-dealer: two each
        state = _deal(site, "pool", state, VOLE)
    state = _deal(site, "pool", state, POINT)  # Cy, non-dealer again, takes the point: three
    state = _deal(site, "pool", state, {"tricks": [2, 3]})  # Cy deals, accepted: four
    assert state["next"]["score"] == [2, 4] and state["next"]["dealer"] == 0
    assert state["next"]["king_makes_game"] == {"turned_up": False, "marked": [True, False]}
    king = {"tricks": [3, 2], "king_marked_by": 0}  # the form's tricks, untouched
    state = _deal(site, "pool", state, king)
    assert state["playing"] is False and state["seated"] == [2, 1]  # Cy won; Ann retires
