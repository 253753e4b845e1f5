"""Every numeric example of the seeds about one deal, as golden tests.

D: piquet-description-and-example.txt; E: piquet-encyclopedia-1902-with-laws.txt."""

from __future__ import annotations

from salon.piquet.actions import Role
from salon.piquet.talk import EventKind

from .helpers import exchanged, play_out, run, words

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

# Younger's hands below hold nothing good against elder's calls.
WEAK_YOUNGER = "9S 8S 7S 10H 9H 8H 10D 9D 8D 10C 9C 8C"


def test_pique_counted_sixty() -> None:
    """D "Carte blanche, pique and repique": a quint major good for point and sequence and
    three aces, twenty-three; leading the quint and the aces makes thirty: "Sixty"."""
    deal = exchanged("AS KS QS JS 10S AH AD 7H 7D 7C QH QD", WEAK_YOUNGER)
    run(
        deal,
        [
            "call point 5S",
            "answer good",
            "call seq 5AS",
            "answer good",
            "done",
            "call set AS AH AD",
            "answer good",
            "done",
        ],
    )
    play_out(deal, "AS KS QS JS 10S AH AD")
    pique = [e for e in deal.events if e.kind is EventKind.PIQUE]
    assert len(pique) == 1 and pique[0].words == "Pique: Sixty."
    assert pique[0].total == 60


def test_repique_counted_ninety_four() -> None:
    """D: point, quint and quatorze, all good: five, twenty, thirty-four — "Ninety-four"."""
    deal = exchanged(
        "AS KS QS JS 10S KH KD KC 7H 8H 7D 8D", "9S 8S 7S 10H 9H AH 10D 9D AD 10C 9C AC"
    )
    run(
        deal,
        [
            "call point 5S",
            "answer good",
            "call seq 5AS",
            "answer good",
            "done",
            "call set KS KH KD KC",
            "answer good",
            "done",
        ],
    )
    play_out(deal)
    repique = [e for e in deal.events if e.kind is EventKind.REPIQUE]
    assert [e.words for e in repique] == ["Repique: Ninety-four."]


def test_no_repique_when_the_point_is_not_good() -> None:
    """D "Scoring": a quint (good), a tierce and a quatorze make thirty-two in hand, but if
    his point is not good, no repique: younger's point reckons before them."""
    deal = exchanged(
        "AS KS QS JS 10S KH KD KC 9H 8H 7H 7D", "AC QC JC 10C 9C 8C 7C 10H QH AD 9S 8S"
    )
    run(
        deal,
        [
            "call point 5S",
            "answer not-good point 7C",
            "call seq 5AS",
            "answer good",
            "reckon seq 3 9H".replace("seq 3 9H", "seq 39H"),
            "done",
            "call set KS KH KD KC",
            "answer good",
            "done",
        ],
    )
    play_out(deal)
    assert not [e for e in deal.events if e.kind is EventKind.REPIQUE]
    assert deal.scores[ELDER] >= 32


def test_three_tens_save_the_pique_of_a_huitieme_and_a_tierce() -> None:
    """D: a huitième (twenty-six) and a tierce, leading to thirty; younger's three tens save
    the pique, reckoning before the point made in play."""
    deal = exchanged(
        "AS KS QS JS 10S 9S 8S 7S KH QH JH 7D", "10H 10D 10C 9H 8H 7H AD KD QD AC KC QC"
    )
    run(
        deal,
        [
            "call point 8S",
            "answer good",
            "call seq 8AS",
            "answer good",
            "reckon seq 3KH",
            "done",
            "sink",
        ],
    )
    play_out(deal)
    assert not [e for e in deal.events if e.kind is EventKind.PIQUE]
    assert "Three tens, three." in words(deal, YOUNGER)


def test_capot_worth_sixty_six_and_no_pique() -> None:
    """D: AS KS QS JS 8S, AH KH JH 10H 8H 7H and AD: point and quart good with three aces,
    thirteen; every trick, twenty-six; forty for the capot: sixty-six, and no pique."""
    deal = exchanged(
        "AD AS KS QS JS 8S AH KH JH 10H 8H 7H", "10D 10S 9S 7S QH 9H KD QD JD AC KC QC"
    )
    run(
        deal,
        [
            "call point 6H",
            "answer good",
            "call seq 4AS",
            "answer good",
            "done",
            "call set AS AH AD",
            "answer good",
            "done",
        ],
    )
    play_out(deal, "AS KS QS JS 8S AH KH JH 10H 8H 7H AD")
    assert deal.tricks_won == [12, 0]
    assert deal.scores == [66, 0]
    assert not [e for e in deal.events if e.kind is EventKind.PIQUE]


def test_equality_of_the_best_sequence_nullifies_the_class() -> None:
    """D: A calls a tierce major; B says "Equal": neither scores for sequence, not even a
    second or smaller sequence."""
    deal = exchanged(
        "AS KS QS 9H 8H 7H 10D 9D 8D 10C 9C 7C", "AH KH QH JD 9S 8S 7S 10S JC 8C 7D QC"
    )
    run(deal, ["call point 3S", "answer good", "call seq 3AS", "answer equal seq 3AH"])
    run(deal, ["sink"])
    play_out(deal)
    sequence_points = [e for e in deal.events if e.kind is EventKind.SCORE and "tierce" in e.words]
    assert not sequence_points


def test_four_tens_and_three_knaves_against_three_aces() -> None:
    """D: A has four tens and three knaves; B, three aces: A scores fourteen and three;
    B does not count his aces."""
    deal = exchanged(
        "10S 10H 10D 10C JS JH JD 9S 8H 7D 8C 7C", "AS AH AD KS QH KD 9H 9D 9C QC KC 7S"
    )
    run(
        deal,
        [
            "call point 3S",
            "answer ask-value",
            "answer not-good point 3H",
            "sink",
            "call set 10S 10H 10D 10C",
            "answer good",
            "reckon set JS JH JD",
            "done",
        ],
    )
    assert deal.scores[ELDER] == 17
    play_out(deal)
    assert not any("aces" in w for w in words(deal, YOUNGER))


def test_a_quart_to_a_queen_good_reckons_the_tierce_minor_too() -> None:
    """D: A has a quart to a queen and a tierce minor; B a quart to a knave: A calls the quart,
    good, and reckons seven; B's quart counts nothing."""
    deal = exchanged(
        "QS JS 10S 9S 9H 8H 7H AD KC 8C 7D 7C", "JD 10D 9D 8D AS KS AH KH QH AC QC 10C"
    )
    run(
        deal,
        [
            "call point 4S",
            "answer ask-value",
            "answer good",
            "call seq 4QS",
            "answer good",
            "reckon seq 39H",
            "done",
        ],
    )
    assert deal.scores[ELDER] == 4 + 7  # the point, and seven for the sequences


def test_two_tierce_minors_but_not_the_quart() -> None:
    """D: holding a quart minor and a tierce minor, elder who first calls a tierce minor,
    allowed good, can reckon two tierce minors but not the quart."""
    deal = exchanged(
        "10S 9S 8S 7S 9H 8H 7H AD KD QC JC AC", "AS QS JS AH QH 10H QD 10D 8D KC 10C 8C"
    )
    run(deal, ["call point 4S", "answer good", "call seq 39S", "answer good"])
    extras = [str(a) for a in deal.legal_actions()]
    assert extras == ["reckon seq 39H", "done"]  # the other tierce minor, not the quart


def test_good_against_the_cards_lets_elder_reckon_the_higher_sequence() -> None:
    """D: A has a quart to a king and a tierce to a queen, good against the cards: calling
    the tierce first, he may afterwards reckon his quart."""
    deal = exchanged(
        "KS QS JS 10S QH JH 10H QD 9D QC 9C 7H",
        "AS 9S 8S AH KH 9H AD KD JD AC KC JC",
    )
    run(deal, ["call point 4S", "answer good", "call seq 3QH", "answer good"])
    assert "reckon seq 4KS" in [str(a) for a in deal.legal_actions()]


def test_twenty_nine_and_the_lead_make_a_pique_even_with_a_losing_card() -> None:
    """D: the elder hand, having reckoned twenty-nine when his adversary has reckoned nothing,
    and having the lead, wins a pique even if he leads a losing card."""
    deal = exchanged(
        "AS KS QS JS 10S 9S KH QH JH 10H KD 7C", "8S 7S AH 9H 8H 7H AD QD 10D 8D JC 9C"
    )
    run(
        deal,
        [
            "call point 6S",
            "answer good",
            "call seq 6AS",
            "answer good",
            "reckon seq 4KH",
            "done",
            "call set KS KH KD",
            "answer good",
            "done",
        ],
    )
    assert deal.scores[ELDER] == 29
    run(deal, ["play 7C", "no-look", "play JC"])  # younger wins the trick
    assert [e.words for e in deal.events if e.kind is EventKind.PIQUE] == ["Pique: Sixty."]
    assert deal.scores == [60, 1]


def test_younger_can_never_pique() -> None:
    """D "Scoring": a pique can only be won by the elder hand, as the card he leads counts one
    in play before the younger hand plays."""
    import random

    from salon.piquet.deal import Deal

    for seed in range(300):
        rng = random.Random(seed)
        deal = Deal()
        while not deal.is_terminal:
            deal.apply(deal.random_action(rng))
        assert all(e.seat == ELDER for e in deal.events if e.kind is EventKind.PIQUE)


def test_carte_blanche_with_point_and_quint_repiques() -> None:
    """D "Carte blanche, pique and repique": a player showing a carte blanche and, after
    discarding, having point and quint (both good), would repique; the carte blanche is
    announced, elder and younger discard, and only then is elder's hand shown."""
    from salon.cards import parse_cards
    from salon.piquet.actions import AnnounceCarteBlanche, DeclineLook, Exchange, parse_action
    from salon.piquet.deal import Deal
    from salon.piquet.examples import deal_order

    elder = parse_cards("AS 10S 8H 9H 7H 10H AD 10D 9D 8D 7D 7C")
    younger = parse_cards("AH KH QH JH 9S 8S 7S KD QD JD AC KC")
    stock = parse_cards("KS QS JS QC JC 10C 9C 8C")
    deal = Deal()
    deal.apply(parse_action("deal " + " ".join(map(str, deal_order(elder, younger, stock)))))
    run(deal, ["no-carte-blanche"])
    deal.apply(AnnounceCarteBlanche())
    deal.apply(Exchange(parse_cards("8H 9H 7H")))
    assert not deal.shown_hand[ELDER]  # not shown before younger has discarded
    deal.apply(Exchange(parse_cards("9S 8S 7S")))
    assert set(deal.shown_hand[ELDER]) == set(elder)
    deal.apply(DeclineLook())  # elder left two cards
    deal.apply(DeclineLook())  # and so did younger
    assert deal.scores[ELDER] == 10
    run(deal, ["call point 5S", "answer good", "call seq 5AS", "answer good"])
    repique = [e.words for e in deal.events if e.kind is EventKind.REPIQUE]
    assert repique == ["Repique: Ninety."]  # ten, five and fifteen: thirty, and sixty


def test_equalities_do_not_save_a_pique() -> None:
    """D: A has point equal, quint and quatorze, both good, and leads a card: he wins a pique
    (fifteen and fourteen, twenty-nine, and one for the lead)."""
    deal = exchanged(
        "KS QS JS 10S 9S KH KD KC 7D 8D 7C 8C", "AH QH JH 10H 8H AS 8S 7S AD QD 9C 10D"
    )
    run(
        deal,
        [
            "call point 5S",
            "answer ask-value",
            "answer equal point 5H",
            "call seq 5KS",
            "answer good",
            "done",
            "call set KS KH KD KC",
            "answer good",
            "done",
        ],
    )
    play_out(deal)
    assert [e.words for e in deal.events if e.kind is EventKind.PIQUE] == ["Pique: Sixty."]
