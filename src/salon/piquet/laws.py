"""The Laws of Piquet (1–34) as the 1902 encyclopedia gives them, and how salon treats each.

The text numbers two laws 33 and two 34 (the tie and the rubicon, then an incorrect pack and a
bystander); salon calls the second of each "33 bis" and "34 bis". The words are the source's,
with the printer's line-end hyphens joined.

>>> LAWS_OF_PIQUET.law("28").moment.value
'declaring'
>>> len(LAWS_OF_PIQUET.laws)
36
"""

from __future__ import annotations

from salon.laws import Code, Law, Moment, Treatment

_LAWS = (
    Law(
        "1",
        Moment.SHUFFLING,
        (
            "A player may shuffle either pack, above the table. The dealer has the right to "
            "shuffle last."
        ),
        Treatment.MANNERS,
        ("salon shuffles the pack itself, from a seed that replays the deal exactly."),
    ),
    Law(
        "2",
        Moment.SHUFFLING,
        ("A cut must consist of at least two cards."),
        Treatment.PREVENTED,
        ("there is no packet to cut: each player cuts a card drawn at random from the pack."),
    ),
    Law(
        "3",
        Moment.SHUFFLING,
        ("Highest has choice of deal and cards. (Ace highest, seven lowest.)"),
        Treatment.PLAYED,
        (
            "the higher card cut chooses to deal or not, ace high and seven low; equal cards cut "
            "again."
        ),
    ),
    Law(
        "4",
        Moment.SHUFFLING,
        ("If a card is exposed in cutting or before dealing, there must be a fresh cut."),
        Treatment.PREVENTED,
        ("salon cuts and deals face down: no card is exposed before the deal."),
    ),
    Law(
        "5",
        Moment.DEALING,
        (
            "The mode of distributing the cards (by twos or by threes) must not be altered during"
            " the partie."
        ),
        Treatment.PLAYED,
        (
            "the way of dealing (by twos, or by threes) is a rule of the table, fixed for the "
            "partie."
        ),
    ),
    Law(
        "6",
        Moment.DEALING,
        ("The stock must be placed, in one packet, face downwards, between the players."),
        Treatment.PREVENTED,
        ("the stock is never shown: a player's view holds only how many cards it has."),
    ),
    Law(
        "7",
        Moment.DEALING,
        (
            "If the cards are dealt wrongly, the error may be rectified before either player has "
            "taken up his hand, or the adversary may demand a fresh deal."
        ),
        Treatment.PREVENTED,
        ("salon deals: twelve cards each and eight to the stock, every time."),
    ),
    Law(
        "8",
        Moment.DEALING,
        (
            "If a card belonging to the elder hand or the stock is exposed when dealing, the "
            "adversary has the option of a fresh deal. If there is a faced card in the pack, "
            "there must be a fresh deal."
        ),
        Treatment.PREVENTED,
        ("salon deals face down: no card is exposed or faced in the deal."),
    ),
    Law(
        "9",
        Moment.DEALING,
        (
            "If, after the deal is completed, more than one card is found to have been dealt "
            "wrongly, or nine cards are found in the stock, there must be a fresh deal. The same "
            "if the wrong pack is dealt with, and the error is discovered before either player "
            "has taken up his cards; otherwise the packs remain changed."
        ),
        Treatment.PREVENTED,
        ("salon deals twelve each and eight to the stock from one correct pack."),
    ),
    Law(
        "10",
        Moment.DEALING,
        (
            "If only one card has been dealt wrongly, the elder hand, after looking at his cards "
            "and before taking in a card, has the option of a fresh deal, and if there are only "
            "seven cards in the stock, he may alter his discard (see Laws 12 sq.)."
        ),
        Treatment.PREVENTED,
        ("salon deals twelve each and eight to the stock: no card is dealt wrongly."),
    ),
    Law(
        "11",
        Moment.DEALING,
        (
            "The players deal alternately. If a player deals out of turn, and the error is "
            "discovered by either player before he takes up his cards, the deal is void, and the "
            "right dealer deals. If the error is discovered later, the elder hand must deal twice"
            " running with his own pack, unless that or the next deal is the last of the partie."
        ),
        Treatment.PLAYED,
        ("the players deal alternately through the partie; nobody can deal out of turn."),
    ),
    Law(
        "12",
        Moment.EXCHANGE,
        ("Each player is bound to discard at least one card (but see Laws 21, 22, and 23)."),
        Treatment.PLAYED,
        (
            "an exchange of no cards is refused; elder exchanges one to five, younger one to what"
            " is left."
        ),
    ),
    Law(
        "13",
        Moment.EXCHANGE,
        ("When taking in, the cards must be taken in order from the top of the stock."),
        Treatment.PLAYED,
        ("the cards taken in are the top of the stock, in order: elder's five first."),
    ),
    Law(
        "14",
        Moment.EXCHANGE,
        (
            "After taking a card, a player cannot alter his discard; and if he then takes back "
            "any of his discard, he must play with more than twelve cards (see Law 30); if after "
            "taking a card he mixes any of his hand with his discard, he must play with less than"
            " twelve cards (see Law 29)."
        ),
        Treatment.PREVENTED,
        (
            "the discard and the taking in are one act: once it is made there is no exchange left"
            " to alter."
        ),
    ),
    Law(
        "15",
        Moment.EXCHANGE,
        (
            "If either player, when taking in, exposes a card of the stock belonging to his "
            "adversary, he can reckon nothing that deal."
        ),
        Treatment.PREVENTED,
        (
            "a player can take in no card of his adversary's part of the stock: none is ever "
            "exposed."
        ),
    ),
    Law(
        "16",
        Moment.EXCHANGE,
        (
            "If either player mixes with his hand a card of the stock which belongs to his "
            "adversary, he can reckon nothing that deal; or the adversary may have a fresh deal. "
            "If he stands the deal he can only take in such of his cards as have not been mixed."
        ),
        Treatment.PREVENTED,
        ("elder takes in no more than five: a card of younger's part cannot reach his hand."),
    ),
    Law(
        "17",
        Moment.EXCHANGE,
        (
            "If a player discards more cards than he takes in, he must play with less than twelve"
            " cards (see Law 29)."
        ),
        Treatment.PREVENTED,
        ("each takes in exactly as many cards as he discards: both hands stay at twelve."),
    ),
    Law(
        "18",
        Moment.EXCHANGE,
        ("If a player discards fewer cards than he takes in, he can reckon nothing that deal."),
        Treatment.PREVENTED,
        ("each takes in exactly as many cards as he discards: both hands stay at twelve."),
    ),
    Law(
        "19",
        Moment.EXCHANGE,
        (
            "The adversary has the option of not enforcing the penalty of reckoning nothing that "
            "deal."
        ),
        Treatment.PREVENTED,
        ("no penalty of reckoning nothing arises, so there is none to waive."),
    ),
    Law(
        "20",
        Moment.EXCHANGE,
        (
            "If the younger hand leaves any cards and mixes them with his discard, without "
            "showing them to the elder hand, the elder, after leading a card, is entitled to see "
            "the younger's discard."
        ),
        Treatment.PREVENTED,
        ("the cards younger leaves are kept apart from his discard: they cannot be mixed with it."),
    ),
    Law(
        "21",
        Moment.EXCHANGE,
        (
            "If the elder hand elects to stand the deal when one card has been dealt wrongly, and"
            " he has thirteen cards, he must discard one card more than he takes in, and must "
            "discard at least two cards. If there are eight cards in the stock, the younger hand "
            "discards one less than he takes in, and if he only takes one card he need not "
            "discard any; if there are seven cards in the stock, and the elder hand discards six "
            "cards and takes five, the younger hand can only take two cards."
        ),
        Treatment.PREVENTED,
        ("salon deals twelve each: no hand of thirteen to stand."),
    ),
    Law(
        "22",
        Moment.EXCHANGE,
        (
            "If the elder hand elects to stand the deal when he has eleven cards, and there are "
            "eight in the stock, he must discard one less than he takes in; if he only takes one "
            "card he need not discard any. The younger hand must discard one more than he takes "
            "in, and must discard at least two cards."
        ),
        Treatment.PREVENTED,
        ("salon deals twelve each: no hand of eleven to stand."),
    ),
    Law(
        "23",
        Moment.EXCHANGE,
        (
            "If the elder hand elects to stand the deal when he has twelve cards, and there are "
            "seven in the stock, he discards the same number as he takes in; the younger discards"
            " one more than he takes in, and must discard at least two cards."
        ),
        Treatment.PREVENTED,
        ("salon deals eight to the stock: no stock of seven."),
    ),
    Law(
        "24",
        Moment.DECLARING,
        (
            "When the elder hand's call is good against the cards, it is sufficient if he states "
            "the number of cards that compose it; if not he must say what it makes or to what "
            "card it is, or the value of the cards of which it consists."
        ),
        Treatment.PLAYED,
        (
            "elder's call is said as the table says it: the number of cards when it is good "
            "against the cards, else what it makes or to what card."
        ),
    ),
    Law(
        "25",
        Moment.DECLARING,
        (
            "The elder hand calling too little may correct his miscall before it has been replied"
            " to by the younger hand; and the younger hand, allowing a correct call to be good or"
            " equal, when he holds better, may correct his reply before the elder hand has made "
            "another call, or, if there is no further call, before the elder hand has led a card."
        ),
        Treatment.PLAYED,
        (
            "elder is offered to call what he holds instead while younger has not replied, and "
            "younger, who allowed a call holding better, to answer not good instead until "
            "elder acts again; the talk says each correction with its law."
        ),
    ),
    Law(
        "26",
        Moment.DECLARING,
        (
            "If a player calls what he does not hold, he may correct his call before the younger "
            "hand has played to the first trick; and, if the younger hand has miscalled, the "
            "elder hand may take up his card and play differently. In the absence of correction, "
            "the offender can reckon nothing that deal, and the adversary, on discovery of the "
            "error, can reckon anything he has good, which is not barred by a correct call made "
            "in addition to the miscall. But there is no penalty for calling anything which a "
            "player could not possibly hold in his hand and discard taken together, nor for "
            "misnaming a suit, nor for misnaming the rank of a sequence, when one of the counting"
            " value named is held, provided the claim could not have been held in the hand and "
            "discard taken together; and, if a player voluntarily shows what he claims for, he is"
            " liable to no penalty for miscalling it."
        ),
        Treatment.PREVENTED,
        ("a call of what a player does not hold is refused, so no miscall can stand."),
    ),
    Law(
        "27",
        Moment.DECLARING,
        (
            "A player who calls anything which is allowed to be good or equal must show the cards"
            " called at any time they are asked for during the play of the hand."
        ),
        Treatment.PLAYED,
        (
            "the cards of a call allowed good or equal are shown in the adversary's view for the "
            "rest of the deal."
        ),
    ),
    Law(
        "28",
        Moment.DECLARING,
        (
            "When the younger hand has played to the first trick, neither player can reckon "
            "anything omitted (but see Law 26)."
        ),
        Treatment.PLAYED,
        (
            "once younger has played to the first trick, nothing omitted may be reckoned: such a "
            "call is refused."
        ),
    ),
    Law(
        "29",
        Moment.PLAY,
        (
            "A player is liable to no penalty for playing with less than twelve cards. His "
            "adversary counts as tricks all cards that cannot be played to."
        ),
        Treatment.PREVENTED,
        ("both hands always hold twelve cards: nobody plays with fewer."),
    ),
    Law(
        "30",
        Moment.PLAY,
        (
            "If a player plays with more than twelve cards, he can reckon nothing that deal; but "
            "his cards, though not good to score, are good to bar his adversary."
        ),
        Treatment.PREVENTED,
        ("both hands always hold twelve cards: nobody plays with more."),
    ),
    Law(
        "31",
        Moment.PLAY,
        (
            "A card led or played cannot be taken up (but see Law 26), but cards accidentally "
            "dropped may be retaken. Also, if the leader leads several cards consecutively "
            "without waiting for them to be played to, and the adversary plays too many cards, he"
            " may retake the extra ones; and cards subsequently played in error must be taken up "
            "and played over again. Or, if a player leads out of turn, he may take up his card "
            "unless it has been played to. Or, if a player does not follow suit when able, the "
            "card played in error and all cards subsequently played must be taken up and played "
            "over again. Or, if a player misinforms his adversary when asked what cards he holds "
            "that have been allowed to be good or equal, the adversary may retake all the cards "
            "he has subsequently played, and may play differently."
        ),
        Treatment.PLAYED,
        (
            "a card played is final; a card that does not follow suit when the player can is "
            "refused, as is a card played out of turn."
        ),
    ),
    Law(
        "32",
        Moment.SCORING,
        (
            "Errors in counting the hand, if proved, may be rectified before the player in error "
            "has seen his next hand."
        ),
        Treatment.PREVENTED,
        ("salon counts every hand itself: no error of counting to rectify."),
    ),
    Law(
        "33",
        Moment.SCORING,
        (
            "If both players score the same number in six deals, each deals once more, when the "
            "partie is concluded, even if there should be a second tie."
        ),
        Treatment.PLAYED,
        ("a tie after six deals: each deals once more; a second tie is a drawn partie."),
    ),
    Law(
        "34",
        Moment.SCORING,
        (
            "If the loser fails to score a hundred, he is rubiconed, whether the winner's score "
            "reaches a hundred or not."
        ),
        Treatment.PLAYED,
        ("the loser under a hundred is rubiconed, whether the winner reached a hundred or not."),
    ),
    Law(
        "33 bis",
        Moment.DEALING,
        (
            "The deal in which the discovery of an incorrect pack is made is void. All preceding "
            "deals stand good."
        ),
        Treatment.PREVENTED,
        ("salon always deals one correct pack of thirty-two cards."),
    ),
    Law(
        "34 bis",
        Moment.BYSTANDERS,
        (
            "A bystander calling attention to any error or oversight, and thereby affecting the "
            "score, may be called upon to pay all stakes and bets of the player whose interest he"
            " has prejudicially affected."
        ),
        Treatment.PREVENTED,
        ("those watching a table see only what both players have shown and have no voice at it."),
    ),
)

LAWS_OF_PIQUET = Code(
    game="Piquet",
    source="the Laws of Piquet in the encyclopedia article of 1902",
    source_file="piquet-encyclopedia-1902-with-laws.txt",
    laws=_LAWS,
    year=1902,
    missing=(
        "The classic description of the game refers to the full code of the Portland Club, "
        "of 74 laws (its Laws 21–45, 46–56, 54 and 58, among others), which the sources do not "
        "give: salon follows the 34 laws printed in 1902, and the description where they are "
        "silent."
    ),
)
