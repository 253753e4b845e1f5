"""The classic advice, quoted from the seeds, for the decision at hand.

Every maxim is a sentence (or a clause standing for one) of the seed texts, copied as printed;
a word the treatise's scan garbled at the head of a sentence is given in brackets. A test
checks each against the seed files (docs/sources/) with their whitespace made uniform.
:data:`PIQUET` quotes the 1902 "Hints to Players", :data:`ECARTE` the 1896 treatise's hints,
its "Effect of the score" and its hands with which to refuse.

>>> PIQUET[Advice.KEEP_POINT].seed
'piquet-encyclopedia-1902-with-laws.txt, Hints to Players'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

HINTS_1902: Final = "piquet-encyclopedia-1902-with-laws.txt, Hints to Players"
TREATISE: Final = "ecarte-treatise-1896-ocr.txt"


@dataclass(frozen=True, slots=True)
class Maxim:
    """A sentence of the seeds and where it stands (``seed``: the file and its section)."""

    text: str
    seed: str

    @property
    def source(self) -> str:
        """Where it stands as a player knows it: a book, never a file.

        >>> PIQUET[Advice.KEEP_POINT].source
        'Hints to Players, 1902'
        >>> ECARTE[Advice.REFUSE].source
        'Hands with which to Refuse, the treatise on Écarté of 1896'
        """
        if self.seed == HINTS_1902:
            return "Hints to Players, 1902"
        section = self.seed.removeprefix(TREATISE).removeprefix(", ")
        book = "the treatise on Écarté of 1896"
        return f"{section}, {book}" if section else book.capitalize()

    def __str__(self) -> str:
        return f"“{self.text}” ({self.source})"


class Advice(Enum):
    """The situations the classic advice speaks to."""

    ELDER_ATTACKS = "elder discards to attack"
    YOUNGER_GUARDS = "younger discards to guard"
    KEEP_POINT = "keep the whole of the best suit for point"
    THE_CARDS = "the cards next to the point"
    LEAVE_NONE = "leave no cards"
    LEFT_CARD = "a card left"
    BEFORE_CALLING = "before calling"
    SINKING = "sinking a score"
    NOTE_THE_SUIT = "note the suit of a point not good"
    EQUAL_EXPOSES = "saying equal exposes the hand"
    SIXTH_HAND = "the sixth hand short of a hundred"
    LEAD_THE_POINT = "lead the point"
    PIQUE = "lead winners for a pique"
    KEEP_GUARDS = "keep guards when following"
    DIVIDE_THE_CARDS = "divide the cards"
    TWO_TO_ONE = "two to one on the hand dealt"
    REFUSE = "hands with which to refuse"
    REFUSE_AGAINST_FOUR = "refuse on a light hand against four"
    THROW_ALL_BUT = "discard all but trumps and kings"
    DISCARD_THREE = "discard at least three"
    DO_NOT_MARK = "do not mark the king at four to three"
    THREE_TRUMPS = "three trumps: lead a trump"
    STRONG_SUIT = "lead from the strong suit"
    NOTE_DISCARDS = "note the suits discarded"


PIQUET: Final[dict[Advice, Maxim]] = {
    Advice.ELDER_ATTACKS: Maxim(
        "When discarding, elder hand, your main object is to plan an attack.", HINTS_1902
    ),
    Advice.YOUNGER_GUARDS: Maxim(
        "Younger hand, on the contrary, should guard his weak places and then see if he has a "
        "chance of attacking anywhere.",
        HINTS_1902,
    ),
    Advice.KEEP_POINT: Maxim(
        "In most hands, and especially younger hand, it is essential to keep the whole of your "
        "best suit for point.",
        HINTS_1902,
    ),
    Advice.THE_CARDS: Maxim(
        "In discarding you should, when in doubt, take the best chance of dividing or winning "
        "the cards.",
        HINTS_1902,
    ),
    Advice.LEAVE_NONE: Maxim("As a rule, it is not advisable to leave any cards.", HINTS_1902),
    Advice.LEFT_CARD: Maxim(
        "The younger hand is at less disadvantage in leaving a card than the elder ; for a card "
        "left by the elder can be taken by the younger ; but a card left by the younger is only "
        "excluded from his hand.",
        HINTS_1902,
    ),
    Advice.BEFORE_CALLING: Maxim(
        "After taking in and before calling your hand, look through it and your discard to "
        "ascertain what remains against you.",
        HINTS_1902,
    ),
    Advice.SINKING: Maxim(
        "This manoeuvre (called sinking a score) is especially resorted to when a player has a "
        "high card unguarded.",
        HINTS_1902,
    ),
    Advice.NOTE_THE_SUIT: Maxim(
        "If your adversary calls a point which is not good, you should at once note in which "
        "suit it is (or may be), in order to count the hand.",
        HINTS_1902,
    ),
    Advice.EQUAL_EXPOSES: Maxim(
        "By saying ‘equal,’ he unnecessarily exposes his hand.", HINTS_1902
    ),
    Advice.SIXTH_HAND: Maxim(
        "In the sixth hand, if a player has scored less than a hundred, he should consider, "
        "before calling or playing, whether he can make his aggregate score up to a hundred or "
        "more.",
        HINTS_1902,
    ),
    Advice.LEAD_THE_POINT: Maxim(
        "Failing direct indications, lead the point, unless you have a small point and there is "
        "a tenace in that suit against you.",
        HINTS_1902,
    ),
    Advice.PIQUE: Maxim(
        "If you can make a pique, lead your winning cards one after the other, without "
        "considering how many of the remaining tricks you will lose.",
        HINTS_1902,
    ),
    Advice.KEEP_GUARDS: Maxim(
        "When playing to the opponent's lead, keep guards to kings and queens.", HINTS_1902
    ),
    Advice.DIVIDE_THE_CARDS: Maxim(
        "If he cannot, his object should be to reckon as little as he can, and to prevent his "
        "adversary from scoring, by making his point or sequence equal (if possible), and by "
        "endeavouring to divide the cards.",
        HINTS_1902,
    ),
}

ECARTE: Final[dict[Advice, Maxim]] = {
    Advice.TWO_TO_ONE: Maxim(
        "Hands should be played without proposing when — the king of trumps not in hand — the "
        "odds are two to one in favor of winning the point with the hand dealt.",
        f"{TREATISE}, Discarding",
    ),
    Advice.REFUSE: Maxim(
        "[The non-dealer who proposes holding none of the jeux de règle,] it will happen that "
        "the hands which give the dealer a two to one chance of winning the point are not "
        "unlike those on which the non-dealer should play",
        f"{TREATISE}, Hands with which to Refuse",
    ),
    Advice.REFUSE_AGAINST_FOUR: Maxim(
        "[When] the non-dealer arrives at four the dealer ought also to refuse on a light hand.",
        f"{TREATISE}, Effect of the Score",
    ),
    Advice.THROW_ALL_BUT: Maxim(
        "When discarding, all cards save trumps and kings should be thrown out.",
        f"{TREATISE}, Discarding",
    ),
    Advice.DISCARD_THREE: Maxim(
        "To discard less than three cards, unless the player holds the king of trumps, is "
        "usually bad.",
        f"{TREATISE}, Discarding",
    ),
    Advice.DO_NOT_MARK: Maxim(
        "If the non-dealer plays without proposing when he is at four, to the dealer's three, "
        "the dealer, if he has the king, should not mark it, for if he managed to win the point "
        "he scores two and the game, and announcing or marking the king would expose his hand "
        "in a very unnecessary manner.",
        f"{TREATISE}, Effect of the Score",
    ),
    Advice.THREE_TRUMPS: Maxim(
        "When a player holds three trumps it is usually ‘the game’ to begin with a trump.",
        f"{TREATISE}, Playing",
    ),
    Advice.STRONG_SUIT: Maxim(
        "To lead from the strong suit is most apt to force the opponent ; and if the trumps are "
        "equal the first force will be likely to win the point.",
        f"{TREATISE}, Playing",
    ),
    Advice.NOTE_DISCARDS: Maxim(
        "Prior to quitting the cards discarded the player should note the suits to which they "
        "belong.",
        f"{TREATISE}, Discarding",
    ),
}

ALL_MAXIMS: Final = (*PIQUET.values(), *ECARTE.values())
