"""Building Piquet deals that reach chosen hands after the exchange, and playing them out."""

from __future__ import annotations

from collections.abc import Sequence

from salon.cards import Card, parse_cards, piquet_pack
from salon.piquet.actions import (
    DeclineLook,
    Done,
    Exchange,
    Play,
    Role,
    WaiveCarteBlanche,
    parse_action,
)
from salon.piquet.deal import Deal, Phase
from salon.piquet.examples import deal_order
from salon.piquet.partie import ChooseDeal, CutForDeal, Partie
from salon.piquet.rules import PiquetRules


def exchanged(elder: str, younger: str, rules: PiquetRules | None = None) -> Deal:
    """A deal in which elder and younger each exchange one card and then hold these hands."""
    e, y = parse_cards(elder), parse_cards(younger)
    assert len(e) == len(y) == 12 and not set(e) & set(y)
    rest = [c for c in piquet_pack() if c not in e and c not in y]
    e_dealt = (*e[1:], rest[0])
    y_dealt = (*y[1:], rest[1])
    stock = (e[0], y[0], *rest[2:])
    deal = Deal(rules)
    deal.apply(parse_action("deal " + " ".join(map(str, deal_order(e_dealt, y_dealt, stock)))))
    deal.apply(WaiveCarteBlanche())
    deal.apply(Exchange((rest[0],)))
    deal.apply(DeclineLook())
    deal.apply(Exchange((rest[1],)))
    deal.apply(DeclineLook())
    assert deal.phase is Phase.CALL
    return deal


def run(deal: Deal, script: Sequence[str]) -> None:
    """Apply these actions in order."""
    for text in script:
        deal.apply(parse_action(text))


def play_out(deal: Deal, elder_leads: str = "", *, younger_reckons: bool = True) -> None:
    """Finish the deal: elder leads the named cards in order while he leads (then his highest
    legal card), younger reckons all he may and plays his lowest legal card; nobody looks at
    the cards left."""
    leads = list(parse_cards(elder_leads))
    while not deal.is_terminal:
        legal = deal.legal_actions()
        if deal.phase is Phase.LOOK_BEFORE_PLAY:
            deal.apply(DeclineLook())
            continue
        if deal.phase is Phase.EXTRAS:
            deal.apply(next((a for a in legal if not isinstance(a, Done)), Done()))
            continue
        reckons = [a for a in legal if not isinstance(a, Play) and str(a).startswith("reckon")]
        if younger_reckons and reckons:
            deal.apply(reckons[0])
            continue
        plays = [a.card for a in legal if isinstance(a, Play)]
        if deal.to_act is Role.ELDER and deal.lead is None and leads:
            card = leads.pop(0)
            assert card in plays, f"{card} cannot be led now"
        elif deal.to_act is Role.ELDER:
            card = max(plays, key=lambda c: c.rank)
        else:
            card = min(plays, key=lambda c: (c.rank, c.index))
        deal.apply(Play(card))


def words(deal: Deal, role: Role | None = None) -> list[str]:
    return [
        e.words for e in deal.events if e.audience is None and (role is None or e.seat == int(role))
    ]


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


ELDER_QUINT = "AS KS QS JS 10S AD KD QD AC KC QC 7C"
YOUNGER_SEVEN_HEARTS = "AH KH QH JH 10H 9H 8H JD 10D 9D JC 10C"


def answered_good_holding_better() -> Partie:
    """A partie in which A deals and B is elder; B calls five spades, and A, holding seven
    hearts, says "good": A may correct his answer (Law 25) until B acts again."""
    e, y = parse_cards(ELDER_QUINT), parse_cards(YOUNGER_SEVEN_HEARTS)
    rest = [c for c in piquet_pack() if c not in e and c not in y]
    order = deal_order((*e[1:], rest[0]), (*y[1:], rest[1]), (e[0], y[0], *rest[2:]))
    partie = Partie()
    partie.apply(CutForDeal((Card.parse("KS"), Card.parse("7H"))))
    partie.apply(ChooseDeal(True))
    for text in (
        "deal " + " ".join(map(str, order)),
        "no-carte-blanche",
        f"exchange {rest[0]}",
        "no-look",
        f"exchange {rest[1]}",
        "no-look",
        "call point 5S",
        "answer good",
    ):
        partie.apply(parse_action(text))
    return partie
