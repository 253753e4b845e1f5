"""The Écarté scorer's API: deals counted as salon.ecarte.told counts them (the treatise,
"Scoring"), the game to five, and what could not have happened refused with its reason."""

from __future__ import annotations

from typing import Any

from salon.ecarte.game import game_value
from salon.ecarte.rules import EcarteRules
from salon.ecarte.told import EcarteDealTold, count_told_deal
from salon.ecarte.told_card import ecarte_told_to_json


def _start(site: Any) -> dict[str, Any]:
    answer = site.client.post(
        "/api/score/ecarte/start", json={"names": ["Ann", "Bob"], "first_dealer": 1}
    )
    assert answer.status_code == 200, answer.text
    return dict(answer.json()["card"])


def _tell(site: Any, card: dict[str, Any], told: EcarteDealTold, **more: Any) -> Any:
    body = {"card": card, "deal": ecarte_told_to_json(told)} | more
    return site.client.post("/api/score/ecarte/tell", json=body)


def test_a_refused_proposal_lost_costs_the_dealer_two(site: Any) -> None:
    """ecarte-treatise-1896-ocr.txt, "Scoring": the dealer who refused the first proposal and
    failed to win the point gives two."""
    told = EcarteDealTold(tricks=(3, 2), first_refused=True)
    answer = _tell(site, _start(site), told, write=True).json()
    assert answer["count"]["points"] == [2, 0]  # Ann, the non-dealer, is seat 0
    assert count_told_deal(told) == (2, 0)
    assert answer["current"] == [2, 0]
    assert answer["next"] == {"number": 2, "dealer": 0, "non_dealer": 1}


def test_a_game_of_five_is_won_and_its_value_reckoned(site: Any) -> None:
    """The game is five; its value by the loser's points (the treatise, "Scoring")."""
    card = _start(site)
    answer: dict[str, Any] = {}
    for tricks in ((5, 0), (0, 5), (5, 0)):  # Ann wins the vole each deal, dealing or not
        answer = _tell(site, card, EcarteDealTold(tricks=tricks), write=True).json()
        card = answer["card"]
    rules = EcarteRules()
    value = game_value(0, rules.game_values)
    assert answer["games"] == [{"score": [6, 0], "winner": 0, "value": value}]
    assert answer["current"] == [0, 0]


def test_an_impossible_deal_and_a_malformed_card_are_refused(site: Any) -> None:
    card = _start(site)
    both = _tell(site, card, EcarteDealTold(tricks=(3, 2), king_turned_up=True, king_marked_by=0))
    assert both.status_code == 400
    assert "one king of trumps" in both.json()["detail"]
    for body in (
        {"card": card | {"names": ["Ann", "Ann"]}, "deal": {"tricks": [3, 2]}},
        {"card": card | {"game": "piquet"}, "deal": {"tricks": [3, 2]}},
        {"card": card, "deal": {"tricks": [3, 2], "stood": "yes"}},
        {"card": card, "deal": {"tricks": [3, 2], "trumps": 1}},
        {"card": card, "deal": {"tricks": [3, 2], "halved": True}},
    ):
        answer = site.client.post("/api/score/ecarte/tell", json=body)
        assert answer.status_code == 400, body
        assert answer.json()["detail"]


def test_the_ecarte_umpire_quotes_the_laws(site: Any) -> None:
    umpire = site.client.get("/api/score/ecarte/umpire").json()
    assert umpire["moments"] and all(
        m["law_words"] and m["choices"] for moment in umpire["moments"] for m in moment["mishaps"]
    )
