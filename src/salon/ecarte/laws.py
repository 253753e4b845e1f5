"""The Laws of Écarté (I–XXX) as the 1896 treatise gives them, and how salon treats each.

The treatise's laws are "based upon those arranged by Cavendish and adopted by the Turf and
Portland clubs". Its text comes from a scan: the words here mend the scanning errors (a
"hve" that is "five", a "plaver" that is "player") and join the printer's line-end hyphens;
``tests/laws`` checks them against the source, letter by letter, through a list of those
mendings.

>>> LAWS_OF_ECARTE.law("XXVIII").moment.value
'bystanders'
>>> len(LAWS_OF_ECARTE.laws)
30
"""

from __future__ import annotations

from salon.laws import Code, Law, Moment, Treatment

_LAWS = (
    Law(
        "I",
        Moment.SHUFFLING,
        (
            "Each player may shuffle the cards, but the dealer has the right to do so last. (N.B."
            " — The pack must not be shuffled below the table, nor in a way that will expose the "
            "faces of the cards.)"
        ),
        Treatment.MANNERS,
        ("salon shuffles the pack itself, from a seed that replays the deal exactly."),
    ),
    Law(
        "II",
        Moment.SHUFFLING,
        (
            "A cut must consist of not less than two cards, and this number or more must be left "
            "in the lower packet. If, in cutting, the player expose more than one card, there "
            "must be a new cut; the player who cuts the highest Écarté card deals and has choice "
            "of cards and seats also. The fact that a pack may not be correct does not invalidate"
            " the cut."
        ),
        Treatment.PLAYED,
        (
            "each cuts a card drawn at random; the higher Écarté card deals (the king high), "
            "equal cards cut again; no packet is cut, so none is exposed."
        ),
    ),
    Law(
        "III",
        Moment.DEALING,
        (
            "If the dealer exposes one of his opponent's cards the latter may ask for a new deal,"
            " provided, of course, that he does so before looking at his cards."
        ),
        Treatment.PREVENTED,
        ("salon deals face down: no card of either hand is exposed."),
    ),
    Law(
        "IV",
        Moment.DEALING,
        (
            "A faced card during the deal renders the deal null and void, unless it happens to be"
            " the eleventh or trump card."
        ),
        Treatment.PREVENTED,
        ("salon deals face down: the only card faced is the eleventh, turned up for trumps."),
    ),
    Law(
        "V",
        Moment.DEALING,
        (
            "If any mistake in dealing be discovered before the deal is completed the non-dealer "
            "may demand a new deal or the rectifying of the mistake, provided he has not already "
            "looked at his cards. The deal is complete when the trump card is turned up."
        ),
        Treatment.PREVENTED,
        ("salon deals five each and turns up the eleventh card: no mistake in dealing."),
    ),
    Law(
        "VI",
        Moment.DEALING,
        (
            "If either of the players deal out of turn, or with the wrong pack, the deal is again"
            " null and void. After the deal is finished it is too late to rectify the mistake, "
            "and, therefore, if the wrong pack has been used the cards must remain permanently "
            "changed."
        ),
        Treatment.PLAYED,
        (
            "the deal alternates, from one game to the next too; nobody can deal out of turn or "
            "with another pack."
        ),
    ),
    Law(
        "VII",
        Moment.DEALING,
        (
            "If two or more cards are turned up by the dealer the adversary may, if he has not "
            "already seen his own hand, decide which of these cards shall be trumps, or he may "
            "demand a fresh deal. Once, however, that he has looked at his hand, the non-dealer "
            "can have no option in the matter, and there must be a new deal anyway."
        ),
        Treatment.PREVENTED,
        ("salon turns up one card for trumps, the eleventh."),
    ),
    Law(
        "VIII",
        Moment.DEALING,
        (
            "If, when the deal is completed, the non-dealer finds he has too many cards, he may "
            "either demand a fresh deal or discard his extra cards without showing them, "
            "provided, always, that he has neither proposed nor led a card. Again, if on "
            "completion of the deal, the non-dealer shall be found to have received too few "
            "cards, he may demand another deal or claim the right to have his hand completed from"
            " the stock, always provided, of course, that he has neither proposed nor led a card."
        ),
        Treatment.PREVENTED,
        ("salon deals the non-dealer five cards, never more or fewer."),
    ),
    Law(
        "IX",
        Moment.DEALING,
        (
            "If, also, after the deal is finished the dealer finds that he has too many cards, "
            "the non-dealer may demand a new deal or draw the extra cards, provided that the "
            "dealer has not already refused, accepted nor played to the first trick. Should the "
            "dealer have seen these extra cards, the non-dealer may look at them too. Also, if on"
            " the completion of the deal, the dealer discovers that he has too few cards, the "
            "non-dealer may again demand a new deal, or allow his adversary to take the number "
            "required from the stock, provided, as before, that he has not already refused, "
            "accepted nor played to the first trick."
        ),
        Treatment.PREVENTED,
        ("salon deals the dealer five cards, never more or fewer."),
    ),
    Law(
        "X",
        Moment.DEALING,
        (
            "If a wrong number of cards is dealt to either player, and no fresh deal asked for, "
            "the king, if turned up, cannot be scored."
        ),
        Treatment.PREVENTED,
        ("salon deals five each, so a king turned up always scores to the dealer."),
    ),
    Law(
        "XI",
        Moment.DEALING,
        (
            "If the non-dealer, who may hold too many or too few cards, plays without proposing, "
            "the deal must be considered null and void. But if the dealer, who may hold too many "
            "or too few cards, plays without discarding, the option of a new deal will rest with "
            "his adversary."
        ),
        Treatment.PREVENTED,
        ("salon deals five each: no hand of the wrong number to play without proposing."),
    ),
    Law(
        "XII",
        Moment.EXCHANGE,
        ("No player shall be permitted to look at the cards he has discarded."),
        Treatment.PLAYED,
        ("a player's view holds only how many cards each discarded, never his discards."),
    ),
    Law(
        "XIII",
        Moment.EXCHANGE,
        (
            "If either of the players takes more cards than he has discarded and mixes one or "
            "more of them with his hand, the adversary may claim a new deal, or may draw the "
            "extra cards from the hand of the player who has made the mistake. Also, if the "
            "offender has seen any of the extra cards, the other player may look at them also."
        ),
        Treatment.PREVENTED,
        ("each is served exactly as many cards as he discarded."),
    ),
    Law(
        "XIV",
        Moment.EXCHANGE,
        (
            "If the non-dealer asks for fewer cards than he has discarded, he must play with the "
            "hand thus incomplete."
        ),
        Treatment.PREVENTED,
        ("the non-dealer is served exactly as many cards as he discarded."),
    ),
    Law(
        "XV",
        Moment.EXCHANGE,
        (
            "If more cards are given to the non-dealer than he asked for, it will be optional "
            "with him to have a new deal or of discarding the extra cards without showing them. "
            "If, also, fewer cards are given to the non-dealer than he asked for, he may again "
            "claim a new deal, or have his hand completed from the stock."
        ),
        Treatment.PREVENTED,
        ("the non-dealer is served exactly as many cards as he asked for."),
    ),
    Law(
        "XVI",
        Moment.EXCHANGE,
        (
            "If the dealer takes fewer cards than he has discarded he may rectify his mistake "
            "before playing. If, however, he does not discover his mistake in time, he must play "
            "with an incomplete hand."
        ),
        Treatment.PREVENTED,
        ("the dealer is served exactly as many cards as he discarded."),
    ),
    Law(
        "XVII",
        Moment.EXCHANGE,
        (
            "If the elder hand after several changes of cards proposes still again, and the "
            "dealer accepts without considering whether enough cards remain in the stock, the "
            "former may take as many cards as he desires therefrom. The dealer may then take the "
            "remainder; or, in the event of the stock being exhausted, keep his own cards, unless"
            " he has already discarded, when, therefore, he will have to draw from his "
            "adversary's discard."
        ),
        Treatment.PLAYED,
        (
            "when the stock runs short the non-dealer may ask for as many as it holds and the "
            "dealer takes what remains; nobody may propose on an empty stock."
        ),
    ),
    Law(
        "XVIII",
        Moment.EXCHANGE,
        (
            "After discarding, both of the players are entitled to see any faced card in the "
            "pack. After it has been looked at, the faced card shall be placed on one side. (N.B."
            " — The non-dealer, when receiving cards after he has discarded, may have the option "
            "of taking or refusing any faced cards.)"
        ),
        Treatment.PREVENTED,
        ("salon deals face down: there is no faced card in the pack."),
    ),
    Law(
        "XIX",
        Moment.SCORING,
        (
            "If a king be turned up, the dealer is entitled to mark it at any time before the "
            "trump card of the succeeding deal is turned up."
        ),
        Treatment.PLAYED,
        ("a king turned up scores one to the dealer at once."),
    ),
    Law(
        "XX",
        Moment.DECLARING,
        (
            "If either player has the king of trumps, he must announce or declare it prior to "
            "playing his first card or he loses the right to mark it. It will not suffice to mark"
            " the king one holds without announcing it. Again, if the king be the first card led,"
            " it may be announced at any time before it is being played to; or, if the king is "
            "the first card played to the dealer, he may announce it any time before he again "
            "plays."
        ),
        Treatment.PLAYED,
        (
            "the holder of the king of trumps may mark it only before he plays his first card "
            "(the dealer who plays it to the first trick, until he plays again)."
        ),
    ),
    Law(
        "XXI",
        Moment.DECLARING,
        (
            "If a player declare the king by mistake, and plays a card without rectifying the "
            "error, his adversary may, unless he holds the king himself, take down the point "
            "scored, and, furthermore, have the hands played over again. The offender may score "
            "nothing for winning the point, and only the half of any other score he may make."
        ),
        Treatment.PREVENTED,
        ("marking the king is refused to a player who does not hold it."),
    ),
    Law(
        "XXII",
        Moment.PLAY,
        (
            "If either of the players play with a hand which is not complete his opponent can "
            "count as tricks those cards which cannot be covered."
        ),
        Treatment.PREVENTED,
        ("both hands always hold five cards."),
    ),
    Law(
        "XXIII",
        Moment.PLAY,
        (
            "When either of the players lead a card in turn, he shall not take it up again; but "
            "when a card is played in reply to a lead, it may be retaken into the hand before "
            "another card is led, if the player has revoked or underforced — that is, failed to "
            "win a trick when able to do so."
        ),
        Treatment.PLAYED,
        (
            "a card played is final; a card that fails to follow suit, to win or to trump when "
            "the player can is refused, so nothing needs retaking."
        ),
    ),
    Law(
        "XXIV",
        Moment.PLAY,
        (
            "If either of the players play out of turn, he must take up his card, unless it is "
            "already covered, in which case the trick holds good."
        ),
        Treatment.PREVENTED,
        ("a card played out of turn is refused."),
    ),
    Law(
        "XXV",
        Moment.SCORING,
        (
            "A player who throws down his cards on the table shall lose a point if he has already"
            " made a trick, and two if he has not. Should he, however, have thrown down his "
            "cards, claiming that he has won the point or the game, there is no penalty."
        ),
        Treatment.PLAYED,
        (
            "a player who throws down his cards loses a point if he has made a trick, two if not;"
            " a claim his cards bear out scores the point; with three tricks won he holds the"
            " point, so his cards go down only as a claim, which holds."
        ),
    ),
    Law(
        "XXVI",
        Moment.SCORING,
        (
            "A player will be considered to have thrown down his cards if he even lower them so "
            "as to give his opponent the impression that he has given up the game, and thus lead "
            "him to show his hand."
        ),
        Treatment.PREVENTED,
        ("cards are thrown down only by saying so: nothing else counts as throwing them down."),
    ),
    Law(
        "XXVII",
        Moment.PLAY,
        (
            "When a player revokes or underforces, his adversary may demand to have the cards "
            "played over again. The player who makes the mistake can score nothing for winning "
            "the point, and only half of any other score he may chance to make."
        ),
        Treatment.PREVENTED,
        ("a card that revokes or underforces is refused, so no penalty arises."),
    ),
    Law(
        "XXVIII",
        Moment.BYSTANDERS,
        (
            "At English Écarté bystanders shall not in any way interfere with the game. At French"
            " Écarté those covering the stakes may draw attention to any mistakes in the score, "
            "may advise the player they are backing or, again, play out the game of any player "
            "who resigns. Advice may be given by pointing only; neither cards nor suits may be "
            "named. The player has the option of following the advice or not. Finally, bettors "
            "must not look over the hand of the player against whom they are betting."
        ),
        Treatment.PLAYED,
        (
            "at two-handed and Pool Écarté the gallery cannot reach the players; at French Écarté"
            " backers may point at a card only, and a bettor never sees the hand of the player he"
            " bets against."
        ),
    ),
    Law(
        "XXIX",
        Moment.SCORING,
        (
            "The game is five up, but by agreement may count a treble if the opponent has not "
            "scored, and a single if he has scored three or four."
        ),
        Treatment.PLAYED,
        ("the game is five up; a rule of the table counts trebles and singles."),
    ),
    Law(
        "XXX",
        Moment.SCORING,
        (
            "If a player omit to mark his score, he may rectify the omission at any time before "
            "the trump card of the next deal is turned up, and an admitted over-score may be "
            "taken down at any period of the game."
        ),
        Treatment.PREVENTED,
        (
            "salon marks every score when it is made, and a king when its holder announces it: "
            "announcing is the only choice, and it is the marking, so no score is left unmarked "
            "to rectify; a king never announced is not scored by Law XX, which XXX does not "
            "undo."
        ),
    ),
)

LAWS_OF_ECARTE = Code(
    game="Écarté",
    source="the Laws of Écarté in the treatise of 1896",
    source_file="ecarte-treatise-1896-ocr.txt",
    laws=_LAWS,
    year=1896,
    missing=(
        "The laws end by sending the reader to the treatise's description of the game and its "
        "hints for further details; they refer to no other law that the sources do not give."
    ),
)
