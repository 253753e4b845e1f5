"""The umpire's rulings that let a deal stand keep those made before them in it (Laws of
Piquet in piquet-encyclopedia-1902-with-laws.txt): a hand playing short (Laws 14, 17 and 29),
a player reckoning nothing (Laws 15, 16, 18, 26 and 30), a deal out of turn found late
(Law 11), or a penalty waived (Law 19). A fresh deal (Laws 7-11, 16, 33 bis) leaves nothing
of the old one. Both scorers, at the terminal and on the web, take the consequence from
:func:`salon.piquet.told_ruling.after_ruling`."""

from __future__ import annotations

import pytest

from salon.piquet.actions import Role
from salon.piquet.told_ruling import Standing, after_ruling
from salon.piquet.told_short import ShortTold
from salon.piquet.umpire import MISHAPS

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
NAMES = ("Ann", "Bob")


def rule(key: str, choice: int, offender: Role | None, standing: Standing) -> Standing:
    mishap = MISHAPS[key]
    return after_ruling(mishap, mishap.choices[choice], offender, NAMES, standing).standing


def test_law_18_reckoning_nothing_after_law_17_keeps_the_short_hand() -> None:
    """Law 17 then Law 18 in one deal: Bob plays short holding ten; Ann then discarded fewer
    than she took in and reckons nothing. Bob's hand stays short as told, and the says tell
    the players so."""
    short = Standing(short=(ShortTold(YOUNGER, 2),))
    mishap = MISHAPS["discarded-fewer"]
    tell = after_ruling(mishap, mishap.choices[0], ELDER, NAMES, short)
    assert tell.standing == Standing(ELDER, False, (ShortTold(YOUNGER, 2),))
    assert "Ann reckons nothing" in tell.says and "ruled before in this deal stands" in tell.says


def test_law_17_short_after_law_18_and_law_11_keeps_them() -> None:
    """Laws 11 and 18 then Law 17: a deal out of turn that stands, where Bob reckons nothing,
    then Ann found short: the deal stays out of turn and Bob still reckons nothing."""
    before = Standing(YOUNGER, True, ())
    assert rule("discarded-more", 0, ELDER, before) == Standing(
        YOUNGER, True, (ShortTold(ELDER, 1),)
    )
    assert rule("fewer-cards", 0, YOUNGER, Standing(YOUNGER, True, (ShortTold(ELDER, 3),))) == (
        Standing(YOUNGER, True, (ShortTold(ELDER, 3), ShortTold(YOUNGER, 1)))
    )


def test_law_11_a_deal_out_of_turn_keeps_each_ruling_on_the_same_player() -> None:
    """Law 11 after Laws 17 and 30: Bob, younger as the deal was to be dealt, holds ten cards
    and Ann reckons nothing; found dealt out of turn, the deal stands with Bob elder. The
    rulings stay on the same players, in their new roles."""
    before = Standing(ELDER, False, (ShortTold(YOUNGER, 2),))
    assert rule("out-of-turn-later", 0, None, before) == Standing(
        YOUNGER, True, (ShortTold(ELDER, 2),)
    )


@pytest.mark.parametrize("key", ["discarded-fewer", "exposed-stock", "more-cards"])
def test_law_19_a_penalty_waived_changes_nothing_already_ruled(key: str) -> None:
    """Law 19: the adversary does not enforce the penalty; the score is not changed, and so
    neither is anything ruled before in the deal (Laws 11 and 17)."""
    before = Standing(None, True, (ShortTold(ELDER, 1),))
    assert rule(key, 1, YOUNGER, before) == before


@pytest.mark.parametrize(
    ("key", "choice", "dealer"),
    [("faced-card", 0, "Ann"), ("incorrect-pack", 0, "Ann"), ("mixed-stock", 1, "Ann")],
)
def test_laws_8_16_and_33_bis_a_fresh_deal_keeps_nothing_of_the_old(
    key: str, choice: int, dealer: str
) -> None:
    """Laws 8, 16 and 33 bis: the deal is void and dealt afresh, so nothing ruled in it
    carries over: no short hand, nobody reckoning nothing, no deal out of turn (after one,
    the right dealer deals, as the card has it: here Ann, Bob having dealt out of turn)."""
    before = Standing(ELDER, True, (ShortTold(YOUNGER, 2),))
    mishap = MISHAPS[key]
    tell = after_ruling(mishap, mishap.choices[choice], ELDER, NAMES, before)
    assert tell.standing == Standing()
    assert f"{dealer} deals" in tell.says


def test_what_is_already_ruled_against_a_hand_is_not_ruled_again() -> None:
    """Law 11 is ruled once in a deal; and the card holds one hand reckoning nothing in a deal
    (Laws 18 and 30): the other refused with the reason, the same one kept."""
    turned = Standing(None, True, ())
    with pytest.raises(ValueError, match="already ruled dealt out of turn"):
        rule("out-of-turn-later", 0, None, turned)
    nothing = Standing(YOUNGER, False, ())
    with pytest.raises(ValueError, match="Bob already reckons nothing this deal"):
        rule("more-cards", 0, ELDER, nothing)
    assert rule("more-cards", 0, YOUNGER, nothing) == nothing
