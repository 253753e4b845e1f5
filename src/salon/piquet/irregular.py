"""What goes wrong at a table of real cards, as the deal carries it out by the Laws of Piquet
(piquet-encyclopedia-1902-with-laws.txt): a deal with cards dealt wrongly (Laws 9 and 10),
stood with a hand of eleven or thirteen or a stock of seven (Laws 21-23); a hand that
reckons nothing this deal as a penalty while its cards still bar (Laws 15, 16, 18 and 30);
a void deal (Laws 7, 8, 9, 10, 11, 16 and 33 bis); a hand that plays with fewer than twelve
cards (Laws 14 and 17), whose adversary counts as tricks the cards it cannot play to (Law 29).

Law 26's penalty is not among them: the deal refuses a call of what a hand does not hold, so
no miscall is ever left standing to bar anything.

The deal (:mod:`salon.piquet.deal`) checks each step with these functions before it applies
it; every consequence is said in the talk with its law.

>>> from salon.cards import piquet_pack
>>> pack = piquet_pack()
>>> misdeal_refusal(Misdeal(tuple(pack[:12]), tuple(pack[12:24]), tuple(pack[24:])))
'twelve cards each and eight in the stock is a regular deal'
>>> exchange_rule(12, 13, 7)[0]
'23'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from salon.cards import Card, CardParseError, format_cards, parse_cards, piquet_pack
from salon.engine import pickle_by_fields
from salon.piquet.actions import ActionParseError, Misdeal, Role
from salon.piquet.state import DealState, Phase
from salon.piquet.talk import EventKind
from salon.words import number_words, said

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


@dataclass(frozen=True, slots=True)
class ReckonNothing:
    """The umpire's ruling: ``offender`` reckons nothing this deal, by ``law`` (15, 16, 18 or
    30); his cards still bar his adversary's."""

    offender: Role
    law: str

    def __str__(self) -> str:
        return f"reckon-nothing {self.offender.word} {law_word(self.law)}"


@dataclass(frozen=True, slots=True)
class VoidDeal:
    """The umpire's ruling: the deal is void by ``law`` (7, 8, 9, 11, 16 or 33 bis), and the
    same dealer deals again."""

    law: str

    def __str__(self) -> str:
        return f"void-deal {law_word(self.law)}"


@dataclass(frozen=True, slots=True)
class PlaysShort:
    """The umpire's ruling: ``offender`` holds fewer than twelve cards, by ``law`` (17: he
    discarded more than he took in; 14: he mixed some of his hand with his discard), and
    ``cards`` are those of his hand that are not: he plays without them (Law 29)."""

    offender: Role
    law: str
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"plays-short {self.offender.word} {self.law} {format_cards(self.cards)}"


Ruling = ReckonNothing | VoidDeal | PlaysShort
"""What the umpire of a table of real cards rules: never a player's move, so never among
the legal actions, and refused by :meth:`Deal.apply` (the deal takes it by ``rule``)."""


def law_word(law: str) -> str:
    """A law's number as one word of a record: ``33 bis`` is ``33-bis``."""
    return law.replace(" ", "-")


def parse_ruling(text: str) -> Ruling:
    """Read an umpire's ruling: ``reckon-nothing younger 18``, ``void-deal 33-bis``,
    ``plays-short elder 17 KS 7H``."""
    words = text.split()
    roles = {role.word: role for role in Role}
    if len(words) == 3 and words[0] == "reckon-nothing" and words[1] in roles:
        return ReckonNothing(roles[words[1]], words[2].replace("-", " "))
    if len(words) == 2 and words[0] == "void-deal":
        return VoidDeal(words[1].replace("-", " "))
    if len(words) > 3 and words[0] == "plays-short" and words[1] in roles:
        try:
            return PlaysShort(roles[words[1]], words[2], parse_cards(" ".join(words[3:])))
        except CardParseError as error:
            raise ActionParseError(f"{text!r}: {error}") from None
    raise ActionParseError(
        f"{text!r} is not a ruling (reckon-nothing elder|younger LAW, void-deal LAW, or "
        "plays-short elder|younger LAW CARDS)"
    )


_PACK: Final = frozenset(piquet_pack())
_REGULAR: Final = (12, 12, 8)

_RULES: Final = {
    (13, 11, 8): (
        "21",
        "the elder hand discards one more than he takes in, two at least; the younger hand "
        "one fewer, none if he takes one",
    ),
    (13, 12, 7): (
        "21",
        "the elder hand discards one more than he takes in, two at least; the younger hand "
        "takes what is left to him and discards as many",
    ),
    (11, 13, 8): (
        "22",
        "the elder hand discards one fewer than he takes in, none if he takes one; the younger "
        "hand one more, two at least",
    ),
    (12, 13, 7): (
        "23",
        "the elder hand discards as many as he takes in; the younger hand one more, two at least",
    ),
}
"""The hands and stock of a deal stood with one card dealt wrongly, and how each discards."""

STOOD_DEALS: Final = tuple(_RULES)
"""Elder's cards, younger's and the stock's in each deal that may be stood (Law 10)."""

PENALTY_LAWS: Final = ("15", "16", "18", "30")
"""The laws by which a hand reckons nothing that deal, its cards still barring."""

VOID_LAWS: Final = {
    "7": "The cards were dealt wrongly, and the adversary demands a fresh deal",
    "8": "A card was exposed in dealing, or faced in the pack",
    "9": "More than one card was dealt wrongly, or the wrong pack was dealt",
    "11": "The cards were dealt out of turn, and the right dealer deals",
    "16": "A card of the adversary's stock was mixed with a hand, and he has a fresh deal",
    "33 bis": "The pack is incorrect",
}
"""The laws by which the umpire makes a deal void, with what went wrong."""

SHORT_LAWS: Final = {
    "14": "mixed some of his hand with his discard after taking in",
    "17": "discarded more cards than he took in",
}
"""The laws by which a hand plays with fewer than twelve cards (Law 29), with the fault."""

_CALLING: Final = frozenset({Phase.CALL, Phase.ANSWER, Phase.EXTRAS, Phase.LOOK_BEFORE_PLAY})

_BEFORE_EXCHANGE: Final = frozenset({Phase.MISDEALT, Phase.CARTE_BLANCHE, Phase.ELDER_EXCHANGE})


def exchange_rule(elder: int, younger: int, stock: int) -> tuple[str, str]:
    """The law and the discards of a deal stood with these counts of cards."""
    return _RULES[(elder, younger, stock)]


def misdeal_refusal(action: Misdeal) -> str:
    """Why ``action`` is not a deal of the pack that went wrong (empty when it is one)."""
    cards = action.elder + action.younger + action.stock
    if len(cards) != len(_PACK) or set(cards) != _PACK:
        return "it is not the 32-card piquet pack, each card once"
    if (len(action.elder), len(action.younger), len(action.stock)) == _REGULAR:
        return "twelve cards each and eight in the stock is a regular deal"
    return ""


def misdeal(deal: DealState, action: Misdeal) -> None:
    """The cards as dealt: a fresh deal when Law 9 demands one, else elder's choice (Law 10)."""
    counts = (len(action.elder), len(action.younger), len(action.stock))
    deal.dealt = [action.elder, action.younger]
    deal.hands = [set(action.elder), set(action.younger)]
    deal.stock = list(action.stock)
    elder, younger, stock = (number_words(n) for n in counts)
    deal.say(
        EventKind.DEAL,
        None,
        f"{elder.capitalize()} cards to the elder hand, {younger} to the younger, {stock} in "
        "the stock.",
    )
    if counts[2] == 9:
        void(deal, "9", "Nine cards in the stock")
    elif counts not in _RULES:
        void(deal, "9", "More than one card dealt wrongly")
    else:
        deal.say(
            EventKind.LAW,
            None,
            "One card dealt wrongly: the elder hand, having looked at his cards, may have a "
            "fresh deal or stand the deal (Law 10).",
        )
        deal.phase = Phase.MISDEALT


def stand(deal: DealState) -> None:
    """Law 10: elder stands the deal; Laws 21-23 say how each hand discards."""
    counts = (len(deal.dealt[ELDER]), len(deal.dealt[YOUNGER]), len(deal.stock))
    law, words = exchange_rule(*counts)
    deal.surplus = (counts[0] - 12, counts[1] - 12)
    deal.misdeal_law = law
    deal.say(EventKind.DEAL, ELDER, "I stand the deal.")
    deal.say(EventKind.LAW, None, f"{words[0].upper()}{words[1:]} (Law {law}).")
    deal.phase = Phase.CARTE_BLANCHE


def fresh(deal: DealState) -> None:
    """Law 10: elder has a fresh deal."""
    deal.say(EventKind.DEAL, ELDER, "A fresh deal.")
    void(deal, "10", "The elder hand has a fresh deal")


def exchange_words(deal: DealState, role: Role, discarded: int) -> str:
    """What a hand of a deal stood with a card dealt wrongly puts out and takes in."""
    taken = discarded - deal.surplus[role]
    out = "none" if discarded == 0 else number_words(discarded)
    return (
        f"The {role.word} hand puts out {out} and takes in {number_words(taken)} "
        f"(Law {deal.misdeal_law})."
    )


def ruling_refusal(deal: DealState, ruling: Ruling) -> str:
    """Why the umpire cannot rule ``ruling`` on the deal now (empty when he can)."""
    phase = deal.phase
    if phase is Phase.DEAL:
        return "the cards have not been dealt"
    if phase is Phase.OVER:
        return "the deal is over"
    law = ruling.law
    if isinstance(ruling, PlaysShort):
        return short_refusal(deal, ruling)
    if isinstance(ruling, ReckonNothing):
        role = ruling.offender
        if law not in PENALTY_LAWS:
            return f"Law {law} gives no penalty of reckoning nothing: Laws 15, 16, 18 and 30 do"
        if deal.penalties[role]:
            return f"the {role.word} hand already reckons nothing this deal"
        if law == "30":
            if phase is not Phase.PLAY:
                return "Law 30 rules a hand that plays with more than twelve cards: play first"
        elif not deal.held_after_exchange[role]:
            return f"Law {law} rules a fault in taking in: the {role.word} hand has not taken in"
        return ""
    if law not in VOID_LAWS:
        return f"Law {law} makes no deal void here: Laws 7, 8, 9, 11, 16 and 33 bis do"
    if law in ("7", "8", "9", "11") and (phase not in _BEFORE_EXCHANGE or deal.set_aside[ELDER]):
        return f"Law {law} makes the deal void only before the elder hand exchanges"
    if law == "16" and not (deal.held_after_exchange[ELDER] or deal.held_after_exchange[YOUNGER]):
        return "Law 16 rules a card of the stock mixed with a hand: nobody has taken in"
    return ""


def short_refusal(deal: DealState, ruling: PlaysShort) -> str:
    """Why the umpire cannot rule that a hand plays without ``ruling.cards`` (empty when he
    can): after it has taken in, before the calling or once the hands are reckoned."""
    role, cards = ruling.offender, ruling.cards
    if ruling.law not in SHORT_LAWS:
        return f"Law {ruling.law} leaves no hand short of cards: Laws 14 and 17 do"
    if deal.short_laws[role]:
        return f"the {role.word} hand already plays short this deal"
    if not deal.held_after_exchange[role]:
        return (
            f"Law {ruling.law} rules a fault in the exchange: the {role.word} hand has not taken in"
        )
    if _calling_begun(deal) or (deal.phase is Phase.PLAY and not deal.hand_settled):
        return "the hands are being reckoned: rule it before the calling or in the play after it"
    if not cards or len(set(cards)) != len(cards):
        return "name each card he is without, once"
    missing = [card for card in cards if card not in deal.hands[role]]
    if missing:
        return f"the {role.word} hand does not hold the {missing[0].name}"
    if len(cards) >= len(deal.hands[role]):
        return f"the {role.word} hand would have no card left to play"
    return ""


def _calling_begun(deal: DealState) -> bool:
    """The hands are being called: elder has called or sunk a class, or calling is past."""
    if deal.phase is Phase.CALL:
        return bool(deal.calls.outcome or deal.calls.reckoned)
    return deal.phase in _CALLING


def plays_short(deal: DealState, ruling: PlaysShort) -> None:
    """The hand puts the cards it is without out of play: before the calling, it calls without
    them too; its adversary will count as tricks the cards it cannot play to (Law 29)."""
    role, cards = ruling.offender, ruling.cards
    deal.hands[role].difference_update(cards)
    if deal.phase is not Phase.PLAY:  # before the calling: he calls from what he holds
        deal.held_after_exchange[role] = frozenset(deal.hands[role])
        deal.calls.held.clear()
    deal.short_laws = _for_hand(deal.short_laws, role, ruling.law)
    deal.say(
        EventKind.LAW,
        None,
        f"The {role.word} hand {SHORT_LAWS[ruling.law]}: no penalty, he plays with "
        f"{number_words(len(deal.hands[role]))} cards, and his adversary counts as tricks the "
        f"cards he cannot play to (Laws {ruling.law} and 29).",
    )


def unplayed(deal: DealState, holder: Role) -> None:
    """Law 29: the play is over when a hand has no card left; ``holder``'s cards that cannot
    be played to count to him as tricks, one for each card as if led, the last of them the
    last trick."""
    count = len(deal.hands[holder])
    last = 10 if deal.rules.last_trick_ten else 1
    deal.tricks_won[holder] += count
    deal.hands[holder] = set()
    counted = (
        "his card left as a trick, and the last"
        if count == 1
        else f"his {number_words(count)} cards left as tricks, the last of them the last trick"
    )
    deal.say(
        EventKind.LAW,
        None,
        f"The {holder.other.word} hand has no card left: the {holder.word} hand counts "
        f"{counted} (Law 29).",
    )
    points = deal.scores[holder] + count + last
    deal.say(EventKind.TRICK, holder, said(points), points=count + last)
    deal.check_pique()


def _for_hand(laws: tuple[str, str], role: Role, law: str) -> tuple[str, str]:
    """Each hand's law with ``role``'s set to ``law``."""
    return (law, laws[YOUNGER]) if role is ELDER else (laws[ELDER], law)


def rule(deal: DealState, ruling: Ruling) -> None:
    """Carry out a ruling already checked by :func:`ruling_refusal`."""
    if isinstance(ruling, PlaysShort):
        plays_short(deal, ruling)
        return
    if isinstance(ruling, VoidDeal):
        void(deal, ruling.law, VOID_LAWS[ruling.law])
        return
    role = ruling.offender
    deal.penalties = _for_hand(deal.penalties, role, ruling.law)
    deal.say(
        EventKind.LAW,
        None,
        f"The {role.word} hand reckons nothing this deal; his cards still bar his "
        f"adversary's (Law {ruling.law}).",
    )


def void(deal: DealState, law: str, why: str) -> None:
    """The deal is void: nothing in it is scored, and the same dealer deals again."""
    deal.void_law = law
    deal.scores = [0, 0]
    deal.say(
        EventKind.LAW,
        None,
        f"{why}: the deal is void and nothing in it is scored; the same dealer deals again "
        f"(Law {law}).",
    )
    deal.phase = Phase.OVER
    deal.say(EventKind.END, None, "Elder 0, younger 0.")


def settle(deal: DealState) -> None:
    """At the end of the deal, a hand that reckons nothing loses what it reckoned to bar."""
    for role in (ELDER, YOUNGER):
        law = deal.penalties[role]
        points = deal.scores[role]
        if law and points:
            deal.say(
                EventKind.LAW,
                role,
                f"Not {number_words(points)}: nothing, as the penalty is (Law {law}).",
                points=-points,
            )


pickle_by_fields(globals())
