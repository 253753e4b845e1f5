"""The money on the table at French Écarté says how each sum was laid (ecarte-treatise-1896-
ocr.txt, "French Écarté": each player stakes, bettors lay money on the player of their choice,
everything on one side is covered by the other): a player's cover is not a second stake."""

from __future__ import annotations

from salon.ecarte.french import Bet, Cover
from salon.sessions.french import FrenchSession, Pass
from salon.web.sessions.views import french_standing


def test_a_players_cover_is_a_cover_not_a_second_stake() -> None:
    session = FrenchSession(("Ann", "Bob", "Cy", "Di"), games=1)
    session.apply(Bet("Cy", "Ann", 3))
    session.apply(Pass("Di"))
    session.apply(Cover("Bob", "Ann", 2))
    wagers = french_standing(session, "Ann")["wagers"]
    laid = [(w["name"], w["side"], w["amount"], w["kind"]) for w in wagers]
    assert laid == [
        ("Ann", "Ann", 1, "stake"),
        ("Bob", "Bob", 1, "stake"),
        ("Cy", "Ann", 3, "bet"),
        ("Bob", "Bob", 2, "cover"),
    ]
    assert [w["stake"] for w in wagers] == [True, True, False, False]
