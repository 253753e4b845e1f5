"""The money on the table at French Écarté says how each sum was laid (ecarte-treatise-1896-
ocr.txt, "French Écarté": each player stakes, bettors lay money on the player of their choice,
everything on one side is covered by the other): a player's cover is not a second stake."""

from __future__ import annotations

from salon.cards import parse_cards
from salon.ecarte.french import Bet, Cover
from salon.piquet.stakes import format_money
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


def test_a_chouettes_settlement_says_who_pays_and_who_receives() -> None:
    """When the players rise, each line reads as the table says it ("Bob pays 15s", "Cy
    receives £1 10s", "Ann neither pays nor receives"), never a bare sum with a minus sign
    or "0d" (piquet-description-and-example.txt, "Scoring")."""
    from salon.piquet.chouette import Cut
    from salon.sessions.actions import Chance
    from salon.sessions.chouette import ChouetteSession
    from salon.sessions.computers import Computers, play_out
    from salon.web.sessions.views import standing

    names = ("Ann", "Bob", "Cy")
    session = ChouetteSession(names, parties=2)
    session.apply(Chance(Cut(parse_cards("KS 9H 7C"))))
    play_out(session, Computers(dict.fromkeys(names, "random"), "piquet"))
    settled = [s["settled"] for s in standing(session, "Ann")["settlement"]]
    money = session.settlement()

    def told(pence: int) -> str:
        if pence > 0:
            return f"receives {format_money(pence)}"
        return f"pays {format_money(-pence)}" if pence else "neither pays nor receives"

    assert settled == [told(p) for p in money]
    said = session.render_settlement().splitlines()[-2]
    for name, words in zip(names, settled, strict=True):
        assert f"{name} {words}" in said
    assert "-" not in said and "0d" not in said
    idle = ChouetteSession(names, parties=1).render_settlement()
    assert "Ann neither pays nor receives" in idle and "0d" not in idle
