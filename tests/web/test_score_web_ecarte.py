"""The Écarté scorer's API: deals counted as salon.ecarte.told counts them (the treatise,
"Scoring"), the game to five, and what could not have happened refused with its reason."""

from __future__ import annotations

from typing import Any

from salon.ecarte.game import game_value
from salon.ecarte.rules import EcarteRules
from salon.ecarte.told import EcarteDealTold, count_told_deal
from salon.ecarte.told_card import ecarte_told_to_json
from salon.ecarte.told_ruling import after_ruling
from salon.ecarte.umpire import ECARTE_UMPIRE
from salon.umpire import Effect


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
    nothing = {"turned_up": False, "marked": [False, False]}  # no king makes the game at two
    assert answer["next"] == {
        "number": 2, "dealer": 0, "non_dealer": 1, "king_makes_game": nothing
    }  # fmt: skip


def test_a_game_of_five_is_won_and_its_value_reckoned(site: Any) -> None:
    """The game is five; its value by the loser's points (the treatise, "Scoring")."""
    card = _start(site)
    answer: dict[str, Any] = {}
    for tricks in ((5, 0), (0, 5), (5, 0)):  # Ann wins the vole each deal, dealing or not
        answer = _tell(site, card, EcarteDealTold(tricks=tricks), write=True).json()
        card = answer["card"]
    rules = EcarteRules()
    value = game_value(0, rules.game_values)
    won = "Ann wins."  # every game one, by the treatise: no "single" or "treble"
    assert answer["games"] == [{"score": [6, 0], "winner": 0, "value": value, "won": won}]
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


def test_the_umpires_choice_at_ecarte_does_on_the_web_what_it_does_at_the_terminal(
    site: Any,
) -> None:
    """Laws of Écarté XXVII (a revoke: the cards played again, the offender's game halved) and
    the king turned up by mistake (not scored): the page asks the server, which answers with
    the game's own function, the one `salon score ecarte` calls; the pool and French Écarté
    ask the same; a choice that is no mishap's is refused."""
    names = ["Ann", "Bob"]
    for key in ("revoked", "king-by-mistake", "king-on-misdeal"):
        mishap = ECARTE_UMPIRE.by_key[key]
        for place, choice in enumerate(mishap.choices):
            offender = 1 if choice.effect is Effect.PLAYED_AGAIN else None
            expected = after_ruling(mishap, choice, offender, ("Ann", "Bob"))
            body = {"mishap": key, "choice": place, "offender": offender, "names": names}
            for game in ("ecarte", "pool", "french"):
                answer = site.client.post(f"/api/score/{game}/ruling", json=body)
                assert answer.status_code == 200, answer.text
                deal = answer.json()["deal"]
                assert deal.get("king_void", False) is expected.king_void
                assert deal.get("halved") == expected.halved
                assert answer.json()["says"] == expected.says
    revoke = ECARTE_UMPIRE.by_key["revoked"]
    again = next(i for i, c in enumerate(revoke.choices) if c.effect is Effect.PLAYED_AGAIN)
    halved = {"mishap": "revoked", "choice": again, "offender": 1, "names": names}
    assert site.client.post("/api/score/ecarte/ruling", json=halved).json()["deal"] == {"halved": 1}
    for bad in (
        {"mishap": "no-such", "choice": 0, "names": names},
        {"mishap": "revoked", "choice": 9, "names": names},
        {"mishap": "revoked", "choice": again, "offender": None, "names": names},
        {"mishap": "revoked", "choice": again, "offender": 5, "names": names},
    ):
        refused = site.client.post("/api/score/ecarte/ruling", json=bad)
        assert refused.status_code == 400, bad


def test_a_king_that_makes_the_game_is_written_whatever_the_form_said_of_the_play(
    site: Any,
) -> None:
    """The game ends the moment the king reaches it ("Scoring"): at four, the dealer who turns
    up the king wins it and no card is played, so what the form said of the tricks is
    dropped and the count has the king's line alone."""
    card = _start(site)  # Bob deals first
    for tricks in ((0, 5), (5, 0)):  # a vole to Bob dealing, then to Bob not dealing: four
        card = _tell(site, card, EcarteDealTold(tricks=tricks), write=True).json()["card"]
    king = EcarteDealTold(tricks=(3, 2), king_turned_up=True)  # the form's tricks, untouched
    answer = _tell(site, card, king, write=True)
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["count"]["lines"] == [{"words": "the king turned up", "points": [0, 1]}]
    assert body["games"][0]["winner"] == 1


def test_the_form_knows_which_king_would_make_the_game(site: Any) -> None:
    """ "Scoring": the king counts the moment it is turned up or announced, and the game ends
    if that reaches five. The card says, before the deal is told, which king would make it, so
    the form asks nothing of a play that never happened; told again, as the card stood before
    that deal."""
    card = _start(site)  # Bob deals first
    # A vole to Bob dealing, the point to Bob, to Ann, to Bob: Ann 1, Bob 4; Bob deals next.
    for tricks in ((0, 5), (3, 2), (3, 2), (3, 2)):
        body = _tell(site, card, EcarteDealTold(tricks=tricks), write=True).json()
        card = body["card"]
    assert body["current"] == [1, 4]
    # Bob's king makes the game, turned up or announced; Ann's announced does not.
    assert body["next"]["king_makes_game"] == {"turned_up": True, "marked": [False, True]}
    # The fourth deal told again is told as the card stood before it: Ann 1, Bob 3.
    assert body["last"]["king_makes_game"] == {"turned_up": False, "marked": [False, False]}
