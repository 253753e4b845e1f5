"""The umpire of a game of Écarté played with real cards: what can go wrong, moment by moment,
in the players' words, the law of the treatise (I–XXX) that rules it, and what follows.

>>> ECARTE_UMPIRE.by_key["revoked"].law
'XXVII'
"""

from __future__ import annotations

from functools import partial

from salon.ecarte.laws import LAWS_OF_ECARTE
from salon.laws import Moment
from salon.umpire import Choice, Chooser, Effect, Umpire, mishap

_FRESH = Choice("A new deal", Effect.FRESH_DEAL)
_ON = Choice("Play on", Effect.NO_CHANGE)
_PUT_RIGHT = Choice("Put it right and play on", Effect.NO_CHANGE)
_AGAIN = Choice("The cards are played again", Effect.PLAYED_AGAIN)

_CUT, _DEAL, _EXCHANGE = Moment.SHUFFLING, Moment.DEALING, Moment.EXCHANGE
_DECLARE, _PLAY, _SCORE = Moment.DECLARING, Moment.PLAY, Moment.SCORING


_mishap = partial(mishap, default=_PUT_RIGHT)
"""A mishap of this game; with no choices given, the players put it right and play on."""


_ALL = (
    _mishap(
        "cut-exposed",
        _CUT,
        "in cutting, more than one card was exposed, or fewer than two cards cut",
        "II",
        "There must be a new cut of two cards at least, leaving two at least.",
    ),
    _mishap(
        "dealer-exposed",
        _DEAL,
        "the dealer exposed one of his opponent's cards",
        "III",
        "The non-dealer may ask for a new deal, before he looks at his cards.",
        Chooser.NON_DEALER,
        (_FRESH, _ON),
    ),
    _mishap(
        "faced-in-deal",
        _DEAL,
        "a card was faced in the deal, other than the eleventh (the trump card)",
        "IV",
        "The deal is null and void.",
        choices=(_FRESH,),
    ),
    _mishap(
        "misdealt",
        _DEAL,
        "a mistake in dealing was found before the trump card was turned up",
        "V",
        "The non-dealer may demand a new deal or the mistake put right, if he has not looked "
        "at his cards.",
        Chooser.NON_DEALER,
        (_FRESH, _PUT_RIGHT),
    ),
    _mishap(
        "out-of-turn",
        _DEAL,
        "a player dealt out of turn, or with the wrong pack, found before the deal was done",
        "VI",
        "The deal is null and void. (Found once the deal is done, it is too late: the packs "
        "stay changed.)",
        choices=(_FRESH, Choice("It was found after the deal was done", Effect.NO_CHANGE)),
    ),
    _mishap(
        "two-turned",
        _DEAL,
        "two or more cards were turned up",
        "VII",
        "The non-dealer, if he has not seen his hand, decides which is trumps or has a fresh "
        "deal; once he has looked at his hand, there must be a new deal.",
        Chooser.NON_DEALER,
        (_FRESH, Choice("The non-dealer chooses which card is trumps", Effect.NO_CHANGE)),
    ),
    _mishap(
        "non-dealer-count",
        _DEAL,
        "the non-dealer has too many or too few cards",
        "VIII",
        "He may have a fresh deal, or discard the extra cards unseen (or have his hand made up "
        "from the stock), if he has neither proposed nor led.",
        Chooser.NON_DEALER,
        (_FRESH, _PUT_RIGHT),
    ),
    _mishap(
        "dealer-count",
        _DEAL,
        "the dealer has too many or too few cards",
        "IX",
        "The non-dealer may have a new deal, or draw the extra cards (seeing them if the dealer "
        "saw them), or let the dealer take what he lacks from the stock, if the dealer has not "
        "refused, accepted or played to the first trick.",
        Chooser.NON_DEALER,
        (_FRESH, _PUT_RIGHT),
    ),
    _mishap(
        "king-on-misdeal",
        _DEAL,
        "a wrong number of cards was dealt, no new deal was asked for, and a king was turned up",
        "X",
        "The king turned up cannot be scored.",
        choices=(Choice("The king is not scored", Effect.KING_NOT_SCORED),),
    ),
    _mishap(
        "stood-misdealt",
        _DEAL,
        "the non-dealer, holding too many or too few cards, played without proposing",
        "XI",
        "The deal is null and void.",
        choices=(_FRESH,),
    ),
    _mishap(
        "dealer-played-misdealt",
        _DEAL,
        "the dealer, holding too many or too few cards, played without discarding",
        "XI",
        "The non-dealer may have a new deal.",
        Chooser.NON_DEALER,
        (_FRESH, _ON),
    ),
    _mishap(
        "looked-at-discard",
        _EXCHANGE,
        "a player looked at the cards he had discarded",
        "XII",
        "No player may look at his discard: it is put away unseen.",
    ),
    _mishap(
        "took-too-many",
        _EXCHANGE,
        "a player took more cards than he discarded and mixed them with his hand",
        "XIII",
        "The adversary may claim a new deal, or draw the extra cards from the offender's hand "
        "(and see them too if the offender saw them).",
        Chooser.ADVERSARY,
        (_FRESH, _PUT_RIGHT),
    ),
    _mishap(
        "asked-too-few",
        _EXCHANGE,
        "the non-dealer asked for fewer cards than he discarded",
        "XIV",
        "He plays with his hand incomplete; his opponent counts as tricks the cards that cannot "
        "be covered (Law XXII). Tell the tricks so.",
        choices=(_ON,),
    ),
    _mishap(
        "given-wrong",
        _EXCHANGE,
        "the non-dealer was given more or fewer cards than he asked for",
        "XV",
        "He may have a new deal, or discard the extra cards unseen (or have his hand made up "
        "from the stock).",
        Chooser.NON_DEALER,
        (_FRESH, _PUT_RIGHT),
    ),
    _mishap(
        "dealer-took-few",
        _EXCHANGE,
        "the dealer took fewer cards than he discarded",
        "XVI",
        "He may put it right before he plays; found too late, he plays with his hand "
        "incomplete (Law XXII).",
        choices=(_PUT_RIGHT, _ON),
    ),
    _mishap(
        "stock-short",
        _EXCHANGE,
        "the dealer accepted, and the stock has too few cards for both",
        "XVII",
        "The non-dealer takes as many as he wants; the dealer takes what remains, or keeps his "
        "cards, or, having discarded, draws from his adversary's discard.",
        choices=(_ON,),
    ),
    _mishap(
        "faced-in-stock",
        _EXCHANGE,
        "a faced card was found in the stock",
        "XVIII",
        "After discarding, both may see it; it is put aside, and the non-dealer may take or "
        "refuse it when he is served.",
        choices=(_ON,),
    ),
    _mishap(
        "king-not-marked",
        _DECLARE,
        "the dealer did not mark a king turned up",
        "XIX",
        "He may mark it any time before the trump card of the next deal is turned up: tell the "
        "king as turned up.",
        choices=(_ON,),
    ),
    _mishap(
        "king-announced-late",
        _DECLARE,
        "a player announced the king of trumps after playing his first card",
        "XX",
        "He has lost the right to mark it: tell the deal without his king.",
        choices=(_ON,),
    ),
    _mishap(
        "king-by-mistake",
        _DECLARE,
        "a player declared the king by mistake and played a card without putting it right",
        "XXI",
        "His adversary, unless he holds the king himself, may take down the point and have the "
        "hands played again; the offender scores nothing for winning the point and only half "
        "of any other score.",
        Chooser.ADVERSARY,
        (_AGAIN, _ON),
        offender=True,
    ),
    _mishap(
        "incomplete-hand",
        _PLAY,
        "a player played with an incomplete hand",
        "XXII",
        "His opponent counts as tricks the cards that cannot be covered: tell the tricks so.",
        choices=(_ON,),
    ),
    _mishap(
        "retake",
        _PLAY,
        "a card played in reply revoked or failed to win when it could, and no card is led since",
        "XXIII",
        "It may be taken back into the hand and another played (a card led cannot be).",
    ),
    _mishap(
        "played-out-of-turn",
        _PLAY,
        "a player played out of turn",
        "XXIV",
        "He takes up his card, unless it is covered: then the trick holds good.",
    ),
    _mishap(
        "lowered",
        _PLAY,
        "a player lowered his cards as if giving up, and the other showed his hand",
        "XXVI",
        "He is held to have thrown down his cards (Law XXV): tell the deal as a throw-down.",
        choices=(_ON,),
    ),
    _mishap(
        "revoked",
        _PLAY,
        "a player revoked or underforced, found after the next card was led",
        "XXVII",
        "His adversary may have the cards played again; the offender scores nothing for winning "
        "the point and only half of any other score.",
        Chooser.ADVERSARY,
        (_AGAIN, _ON),
        offender=True,
    ),
    _mishap(
        "bystander",
        _PLAY,
        "a bystander interfered in the game",
        "XXVIII",
        "At English Écarté bystanders may not interfere in any way. At French Écarté those "
        "covering the stakes may point out mistakes in the score, advise their player by "
        "pointing only, and play out the game of a player who resigns.",
        choices=(_ON,),
    ),
    _mishap(
        "not-marked",
        _SCORE,
        "a player forgot to mark his score, or marked too much",
        "XXX",
        "He may put it right before the trump card of the next deal is turned up: at the next "
        "deal's first question, say 'back' and tell the last deal again. An admitted over-score "
        "may be taken down at any time.",
        choices=(_ON,),
    ),
)

ECARTE_UMPIRE = Umpire(LAWS_OF_ECARTE, _ALL)

_RULED = "the umpire rules it"
REAL_TABLE = {
    "I": "nothing to rule: the players see to it",
    **{law: _RULED for law in dict.fromkeys(m.law for m in _ALL)},
    "XXV": "the scoring card counts a throw-down, and a claim the cards bear out",
    "XXVIII": (
        "the umpire rules it; the French Écarté card keeps the gallery's bets, the players "
        "taking first what is laid against them and the excess taken back"
    ),
    "XXIX": "the scoring card keeps the game to five, trebles and singles by agreement",
    "XXX": (
        "the umpire rules it; the scoring card lets the last deal be told again until the next "
        "is written, at Pool and French Écarté even the deal that won a game"
    ),
}
"""How ``salon score ecarte`` treats each law at a real table."""
