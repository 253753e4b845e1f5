"""The worked Example of piquet-description-and-example.txt ("EXAMPLE"), as a game record.

A (elder) and B (younger); A ends with 28 and B with 23.
"""

from __future__ import annotations

from salon.cards import Card, format_cards, parse_cards

ELDER_DEALT = parse_cards("AS KS JS AH QH JH 8H JC 8C 7C 9D 8D")
YOUNGER_DEALT = parse_cards("10S 7S 10H 9H 7H KC QC 10C AD QD JD 10D")
STOCK = parse_cards("9S 8S KH 9C KD QS AC 7D")
"""Elder takes in the first five; younger the last three."""


def deal_order(
    elder: tuple[Card, ...], younger: tuple[Card, ...], stock: tuple[Card, ...], *, by: int = 2
) -> tuple[Card, ...]:
    """The pack in dealing order that gives these hands and this stock (top card first)."""
    order: list[Card] = []
    for start in range(0, 12, by):
        order += elder[start : start + by]
        order += younger[start : start + by]
    return (*order, *stock)


_MOVES = """\
chance: deal {order}
younger: no-carte-blanche
elder: exchange KS 8C 7C 9D 8D      ; I take five.
younger: exchange 7S 9H 7H          ; I take three.
elder: call point 5H                ; Five cards.
younger: answer ask-value           ; What do they make? - Forty-nine.
younger: answer good                ; Good. In hearts. Five.
elder: call seq 4AH                 ; A quart major.
younger: answer good                ; Good. In hearts. Five and four are nine.
elder: done
elder: call set JS JH JC            ; Three knaves?
younger: answer not-good set 10S 10H 10D 10C   ; Not good.
elder: play AH                      ; Ten.
younger: reckon set QS QC QD        ; Four tens, fourteen. And three queens, seventeen.
younger: play 10H
elder: play KH                      ; Eleven.
younger: play 7D                    ; Seventeen.
elder: play QH
younger: play 10D
elder: play JH
younger: play JD
elder: play 8H                      ; Fourteen.
younger: play QD                    ; Seventeen.
elder: play KD                      ; Fifteen.
younger: play AD                    ; Eighteen.
younger: play AC                    ; Nineteen.
elder: play 9C
younger: play KC
elder: play JC
younger: play QC
elder: play 8S
younger: play 10C                   ; Twenty-two.
elder: play 9S                      ; Fifteen.
younger: play QS                    ; Twenty-three.
elder: play AS                      ; Sixteen.
elder: play JS
younger: play 10S                   ; Eighteen, and ten for the cards: twenty-eight.
"""

EXAMPLE_RECORD = (
    '[Game "Piquet deal"]\n[Rules "rubicon"]\n'
    '[Event "The worked Example of the classic description of Piquet"]\n'
    '[Elder "A"]\n[Younger "B"]\n\n'
    + _MOVES.format(order=format_cards(deal_order(ELDER_DEALT, YOUNGER_DEALT, STOCK)))
)
