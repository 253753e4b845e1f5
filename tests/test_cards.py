"""The shared cards core: packs, notation, point values."""

import pytest

from salon.cards import Card, CardParseError, Rank, Suit, parse_cards, piquet_pack


def test_piquet_pack_has_thirty_two_cards_seven_to_ace() -> None:
    """piquet-description-and-example.txt, Introductory: the sixes to twos thrown out."""
    pack = piquet_pack()
    assert len(pack) == len(set(pack)) == 32
    assert min(card.rank for card in pack) is Rank.SEVEN


def test_piquet_au_cent_pack_has_the_sixes() -> None:
    """piquet-encyclopedic-article-with-variants.txt: piquet au cent uses the sixes."""
    assert len(piquet_pack(with_sixes=True)) == 36


def test_point_values_ace_eleven_courts_ten_others_pips() -> None:
    """piquet-description-and-example.txt, Calling and showing: valuing the point."""
    values = {str(card): card.point_value for card in parse_cards("AS KH QD JC 10S 9H 8D 7C")}
    assert values == {"AS": 11, "KH": 10, "QD": 10, "JC": 10, "10S": 10, "9H": 9, "8D": 8, "7C": 7}


@pytest.mark.parametrize("text", ["10H", "TH", "th", "10♥", " 10h "])
def test_ten_has_several_spellings(text: str) -> None:
    assert Card.parse(text) is Card(Rank.TEN, Suit.HEARTS)


@pytest.mark.parametrize("text", ["", "A", "1S", "AX", "11H", "KK"])
def test_malformed_cards_are_refused_with_a_reason(text: str) -> None:
    with pytest.raises(CardParseError, match="not a card"):
        Card.parse(text)


def test_cards_are_interned_and_immutable() -> None:
    card = Card.parse("AS")
    assert card is Card(Rank.ACE, Suit.SPADES)
    with pytest.raises(AttributeError):
        card.rank = Rank.KING  # type: ignore[misc]
