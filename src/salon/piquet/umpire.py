"""The umpire of a Piquet partie played with real cards: what can go wrong, moment by moment,
in the players' words, the law that rules it, who has a choice and what follows.

A ruling has one of three effects on the scoring card: the deal is void and dealt afresh by
the same dealer; a player reckons nothing this deal (his cards still bar his adversary's); or
nothing changes the score (the mistake is put right at the table, as the law says). The laws
are the 1902 encyclopedia's (``salon.piquet.laws``).

>>> mishap = MISHAPS["discarded-fewer"]
>>> mishap.law, [choice.effect.name for choice in mishap.choices]
('18', ['RECKONS_NOTHING', 'NO_CHANGE'])
"""

from __future__ import annotations

from functools import partial

from salon.cards import Card
from salon.laws import Moment
from salon.piquet.actions import Role
from salon.piquet.irregular import (
    PENALTY_LAWS,
    SHORT_LAWS,
    STOOD_DEALS,
    VOID_LAWS,
    PlaysShort,
    ReckonNothing,
    Ruling,
    VoidDeal,
    exchange_rule,
)
from salon.piquet.laws import LAWS_OF_PIQUET
from salon.umpire import Choice, Chooser, Effect, Mishap, Umpire, mishap
from salon.words import number_words

_FRESH = Choice("A fresh deal", Effect.FRESH_DEAL)
_ON = Choice("Play on", Effect.NO_CHANGE)
_PUT_RIGHT = Choice("Put it right and play on", Effect.NO_CHANGE)
_NOTHING = Choice(
    "The offender reckons nothing this deal",
    Effect.RECKONS_NOTHING,
    "{offender} reckons nothing this deal",
)
_WAIVED = Choice("The adversary does not enforce it (Law 19)", Effect.NO_CHANGE)
_SHORT_HAND = Choice(
    "The offender plays with the cards in hand",
    Effect.PLAYS_SHORT,
    "{offender} plays with the cards in hand",
)


def _stood(elder: int, younger: int, stock: int) -> str:
    """A deal stood with these counts, and its discards, as the deal itself applies them."""
    law, discards = exchange_rule(elder, younger, stock)
    hands = f"{number_words(elder)} to elder, {number_words(younger)} to younger"
    return f"With {hands} and {number_words(stock)} in the stock, {discards} (Law {law})."


_mishap = partial(mishap, default=_PUT_RIGHT)
"""A mishap of this game; with no choices given, the players put it right and play on."""


_CUT, _DEAL, _EXCHANGE = Moment.SHUFFLING, Moment.DEALING, Moment.EXCHANGE
_DECLARE, _PLAY, _SCORE = Moment.DECLARING, Moment.PLAY, Moment.SCORING

_ALL = (
    _mishap(
        "cut-short",
        _CUT,
        "the cut left fewer than two cards",
        "2",
        "A cut must be of two cards at least: cut again.",
    ),
    _mishap(
        "exposed-before-deal",
        _CUT,
        "a card was exposed in cutting or before dealing",
        "4",
        "There must be a fresh cut.",
    ),
    _mishap(
        "dealt-wrongly-unseen",
        _DEAL,
        "the cards were dealt wrongly, and neither player has taken up his hand",
        "7",
        "The dealer may put the error right, or the adversary may demand a fresh deal.",
        Chooser.ELDER,
        (_PUT_RIGHT, _FRESH),
    ),
    _mishap(
        "exposed-in-deal",
        _DEAL,
        "a card of the elder hand or of the stock was exposed while dealing",
        "8",
        "The adversary may have a fresh deal.",
        Chooser.ELDER,
        (_FRESH, _ON),
    ),
    _mishap(
        "faced-card",
        _DEAL,
        "a card was found faced in the pack",
        "8",
        "There must be a fresh deal.",
        choices=(_FRESH,),
    ),
    _mishap(
        "dealt-wrongly-twice",
        _DEAL,
        "more than one card was dealt wrongly, or there are nine cards in the stock",
        "9",
        "There must be a fresh deal.",
        choices=(_FRESH,),
    ),
    _mishap(
        "one-card-wrong",
        _DEAL,
        "one card was dealt wrongly: a hand of eleven or thirteen, or a stock of seven",
        "10",
        "The elder hand, after looking at his cards and before taking in, may have a fresh "
        "deal (with nine in the stock there must be one: Law 9). If he stands the deal: "
        + " ".join(_stood(*counts) for counts in STOOD_DEALS),
        Chooser.ELDER,
        (_FRESH, Choice("Stand the deal", Effect.NO_CHANGE)),
    ),
    _mishap(
        "wrong-pack-unseen",
        _DEAL,
        "the wrong pack was dealt, and neither player has taken up his cards",
        "9",
        "There must be a fresh deal (once the cards are taken up, the packs stay changed).",
        choices=(_FRESH,),
    ),
    _mishap(
        "out-of-turn-unseen",
        _DEAL,
        "a player dealt out of turn, found before he took up his cards",
        "11",
        "The deal is void, and the right dealer deals.",
        choices=(_FRESH,),
    ),
    _mishap(
        "out-of-turn-later",
        _DEAL,
        "a player dealt out of turn, found only after the cards were taken up",
        "11",
        "The deal stands; the elder hand must deal twice running with his own pack, unless "
        "that or the next deal is the last of the partie.",
        choices=(Choice("The deal stands", Effect.DEALT_OUT_OF_TURN),),
    ),
    _mishap(
        "no-discard",
        _EXCHANGE,
        "a player took in without discarding",
        "12",
        "Each player must discard at least one card: he discards before taking in.",
    ),
    _mishap(
        "not-from-top",
        _EXCHANGE,
        "the cards were not taken in order from the top of the stock",
        "13",
        "The cards must be taken in order from the top of the stock.",
    ),
    _mishap(
        "exposed-stock",
        _EXCHANGE,
        "a player exposed, in taking in, a card of the stock that was his adversary's",
        "15",
        "He can reckon nothing this deal, unless his adversary does not enforce it.",
        Chooser.ADVERSARY,
        (_NOTHING, _WAIVED),
        offender=True,
    ),
    _mishap(
        "mixed-stock",
        _EXCHANGE,
        "a player mixed with his hand a card of the stock that was his adversary's",
        "16",
        "He can reckon nothing this deal, or the adversary may have a fresh deal. If the deal "
        "stands, he takes in only those of his cards that were not mixed.",
        Chooser.ADVERSARY,
        (_NOTHING, _FRESH, _WAIVED),
        offender=True,
    ),
    _mishap(
        "discarded-more",
        _EXCHANGE,
        "a player discarded more cards than he took in (or mixed his hand with his discard)",
        "17",
        "No penalty: he plays with fewer than twelve cards, and his adversary counts as tricks "
        "the cards that cannot be played to (Law 29). Say how many cards he holds.",
        choices=(_SHORT_HAND,),
        offender=True,
    ),
    _mishap(
        "discarded-fewer",
        _EXCHANGE,
        "a player discarded fewer cards than he took in (or took back some of his discard)",
        "18",
        "He can reckon nothing this deal, unless his adversary does not enforce it; his cards "
        "still bar his adversary's.",
        Chooser.ADVERSARY,
        (_NOTHING, _WAIVED),
        offender=True,
    ),
    _mishap(
        "left-mixed",
        _EXCHANGE,
        "the younger hand mixed the cards he left with his discard, unseen",
        "20",
        "The elder hand, once he has led a card, may see the younger hand's discard.",
        choices=(_ON,),
    ),
    _mishap(
        "called-too-little",
        _DECLARE,
        "the elder hand called too little, or the younger allowed good what he could beat",
        "25",
        "Elder may correct his call before younger replies; younger may correct his reply "
        "before elder calls again (or, with no further call, before elder leads).",
    ),
    _mishap(
        "called-not-held",
        _DECLARE,
        "a player called what he does not hold",
        "26",
        "Corrected before the younger hand played to the first trick, there is no penalty "
        "(the elder may take up his card and play again). Otherwise he reckons nothing this "
        "deal, and his adversary reckons all he has good that a correct call did not bar. No "
        "penalty for a claim he could not have held in hand and discard together, for a suit "
        "misnamed, or for a sequence's rank misnamed; nor if he showed what he claimed.",
        Chooser.NOBODY,
        (
            Choice("It was corrected in time, or is one of the excused cases", Effect.NO_CHANGE),
            Choice(
                "It was not corrected: the offender reckons nothing this deal",
                Effect.RECKONS_NOTHING,
                "It was not corrected: {offender} reckons nothing this deal",
            ),
        ),
        offender=True,
    ),
    _mishap(
        "not-shown",
        _DECLARE,
        "a player will not show cards he called good or equal",
        "27",
        "He must show them whenever they are asked for during the play of the hand.",
    ),
    _mishap(
        "omitted",
        _DECLARE,
        "a player forgot to reckon something, and younger has played to the first trick",
        "28",
        "Nothing omitted can be reckoned now (unless it is a miscall, Law 26): tell the deal "
        "without it.",
        choices=(_ON,),
    ),
    _mishap(
        "fewer-cards",
        _PLAY,
        "a player is playing with fewer than twelve cards",
        "29",
        "No penalty: his adversary counts as tricks all the cards that cannot be played to. "
        "Say how many cards he holds.",
        choices=(_SHORT_HAND,),
        offender=True,
    ),
    _mishap(
        "more-cards",
        _PLAY,
        "a player is playing with more than twelve cards",
        "30",
        "He can reckon nothing this deal, unless his adversary does not enforce it; his cards, "
        "though not good to score, are good to bar his adversary.",
        Chooser.ADVERSARY,
        (_NOTHING, _WAIVED),
        offender=True,
    ),
    _mishap(
        "misplayed",
        _PLAY,
        "a card was led out of turn, a suit not followed, too many cards played, or a player "
        "misinformed about the cards he called",
        "31",
        "A card led out of turn may be taken up unless it was played to; a card that failed "
        "to follow suit, and every card played after it, are taken up and played again; extra "
        "cards played may be retaken; misinformed, the adversary may retake the cards he "
        "played since and play differently. A card dropped by accident may be retaken.",
    ),
    _mishap(
        "miscounted",
        _SCORE,
        "a hand was counted wrongly",
        "32",
        "It may be put right before the player in error has seen his next hand: at the next "
        "deal's first question, say 'back' and tell the last deal again.",
    ),
    _mishap(
        "incorrect-pack",
        _SCORE,
        "the pack is found to be incorrect",
        "33 bis",
        "The deal in which it is found is void; every deal before it stands.",
        choices=(_FRESH,),
    ),
    _mishap(
        "bystander",
        _SCORE,
        "a bystander pointed out an error, and so changed the score",
        "34 bis",
        "He may be called upon to pay all the stakes and bets of the player he has harmed: "
        "a matter between them, outside the scoring card.",
        choices=(_ON,),
    ),
)

PIQUET_UMPIRE = Umpire(LAWS_OF_PIQUET, _ALL)
MISHAPS = PIQUET_UMPIRE.by_key
"""Every mishap the umpire knows, by key."""


def engine_ruling(
    mishap: Mishap, choice: Choice, offender: Role | None, without: tuple[Card, ...] = ()
) -> Ruling | None:
    """The ruling the deal itself carries out for ``choice`` (:meth:`Deal.rule`), when the
    deal is played through the engine: a void deal, the offender reckoning nothing while his
    cards bar, or his playing ``without`` some cards (Laws 17 and 29); None when the choice
    changes nothing the engine holds.

    >>> engine_ruling(MISHAPS["discarded-fewer"], _NOTHING, Role.YOUNGER)
    ReckonNothing(offender=<Role.YOUNGER: 1>, law='18')
    >>> engine_ruling(MISHAPS["incorrect-pack"], _FRESH, None)
    VoidDeal(law='33 bis')
    """
    if choice.effect is Effect.FRESH_DEAL and mishap.law in VOID_LAWS:
        return VoidDeal(mishap.law)
    if choice.effect is Effect.RECKONS_NOTHING and mishap.law in PENALTY_LAWS:
        if offender is None:
            raise ValueError(f"Law {mishap.law}: name the hand that reckons nothing")
        return ReckonNothing(offender, mishap.law)
    if mishap.law in SHORT_LAWS and without:
        if offender is None:
            raise ValueError(f"Law {mishap.law}: name the hand that plays short")
        return PlaysShort(offender, mishap.law, without)
    return None


_RULED = "the umpire rules it"
_WITHIN = "the umpire rules it, with Law {}"
_SCORER = "the scoring card keeps it"
_CARD_BY_CARD = "the umpire rules it; in a deal recorded card by card, salon {}"
_VOIDS = _CARD_BY_CARD.format("makes the deal void on that ruling, {}, and the dealer deals again")
_PENALTY = _CARD_BY_CARD.format(
    "counts nothing to the offender at the end of the deal, his cards barring meanwhile"
)
_STOOD = _CARD_BY_CARD.format(
    "holds the deal as dealt, and once elder stands it, takes each discard by this law and "
    "refuses any other"
)
_TOLD_SHORT = (
    "the umpire rules it; the scoring card asks who, in the law's words, and how many cards "
    "he holds, takes the tricks played, and counts the cards he could not play to as tricks to "
    "his adversary, the last of them the last trick (Law 29); in a deal recorded card by card, "
    "salon {}"
)
_SHORT = _TOLD_SHORT.format("plays the hand without the cards he did not take in, as Law 29 says")
_TABLE = "nothing to rule: the players see to it"

REAL_TABLE = {
    "1": _TABLE,
    "2": _RULED,
    "3": "the scoring card asks who deals first",
    "4": _RULED,
    "5": _TABLE,
    "6": _TABLE,
    "7": _VOIDS.format("before elder exchanges"),
    "8": _VOIDS.format("before elder exchanges"),
    "9": _CARD_BY_CARD.format(
        "holds the deal as dealt and makes it void at once when nine are in the stock or more "
        "than one card went wrong; the wrong pack is made void on the ruling, before elder "
        "exchanges"
    ),
    "10": _CARD_BY_CARD.format(
        "holds the deal as dealt and asks elder whether he stands it or has a fresh deal"
    ),
    "11": "the umpire rules a deal out of turn: found before the cards are taken up, a fresh "
    "deal by the right dealer; found later, the deal stands and the scoring card has the elder "
    "hand deal twice running, unless that or the next deal is the last; in a deal recorded "
    "card by card, salon makes the deal void on the first ruling, before elder exchanges",
    "12": _RULED,
    "13": _RULED,
    "14": _TOLD_SHORT.format(
        "plays the hand without the cards he mixed with his discard, as Law 29 says, and "
        "counts nothing to one who took back his discard (Law 30)"
    ),
    "15": _PENALTY,
    "16": _CARD_BY_CARD.format(
        "counts nothing to the offender at the end of the deal, his cards barring meanwhile, "
        "or makes the deal void, as the adversary chooses"
    ),
    "17": _SHORT,
    "18": _PENALTY,
    "19": _WITHIN.format("15, 16, 18 and 30: the adversary's choice"),
    "20": _RULED,
    "21": _STOOD,
    "22": _STOOD,
    "23": _STOOD,
    "24": _TABLE,
    "25": _RULED,
    "26": _RULED,
    "27": _RULED,
    "28": _RULED,
    "29": _TOLD_SHORT.format(
        "ends the play when a hand has no card left, and counts the other's cards as tricks to "
        "him, one for each as if led and the last as the last trick"
    ),
    "30": _PENALTY,
    "31": _RULED,
    "32": "the scoring card lets the last deal be told again until the next is written",
    "33": _SCORER,
    "34": _SCORER,
    "33 bis": _VOIDS.format("at any moment of it"),
    "34 bis": _RULED,
}
"""How ``salon score piquet`` treats each law at a real table."""
