"""A player's record counts his capots (docs/players.md "Profile, history, leaderboard")
from the reckoning of the deal: forty for every trick, "ten for the cards and thirty for the
capot" (piquet-description-and-example.txt, the play)."""

from __future__ import annotations

from salon.piquet.deal_classes import capots_in

from .helpers import exchanged, play_out, run


def test_a_capot_is_counted_for_the_player_who_took_every_trick() -> None:
    deal = exchanged(
        "AD AS KS QS JS 8S AH KH JH 10H 8H 7H", "10D 10S 9S 7S QH 9H KD QD JD AC KC QC"
    )
    run(deal, ["call point 6H", "answer good", "call seq 4AS", "answer good", "done"])
    run(deal, ["call set AS AH AD", "answer good", "done"])
    play_out(deal, "AS KS QS JS 8S AH KH JH 10H 8H 7H AD")
    assert capots_in(deal.events) == (1, 0)


def test_winning_the_cards_is_not_a_capot() -> None:
    deal = exchanged(
        "AD AS KS QS JS 8S AH KH JH 10H 8H 7H", "10D 10S 9S 7S QH 9H KD QD JD AC KC QC"
    )
    run(deal, ["call point 6H", "answer good", "call seq 4AS", "answer good", "done"])
    run(deal, ["call set AS AH AD", "answer good", "done"])
    play_out(deal, "7H")  # younger's nine of hearts takes the first trick
    assert 6 < deal.tricks_won[0] < 12
    assert capots_in(deal.events) == (0, 0)
