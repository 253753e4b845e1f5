"""Guided first deals: a real deal replayed step by step, each step explained in plain words.

For Piquet the deal is the seed's worked Example (piquet-description-and-example.txt
"EXAMPLE": A 28, B 23); for Écarté a deal between two players who follow the treatise. Each
step applies some of the deal's moves to the engine, so what the table says and scores is the
engine's own, and explains it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from salon.cards import Card, sort_hand
from salon.choices import cards_shown
from salon.ecarte.actions import parse_action as ecarte_action
from salon.ecarte.deal import EcarteDeal
from salon.piquet.actions import Role
from salon.piquet.actions import parse_action as piquet_action
from salon.piquet.deal import Deal
from salon.piquet.examples import EXAMPLE_RECORD
from salon.records import parse_record


@dataclass(frozen=True, slots=True)
class Step:
    """A step of a lesson: the moves it plays (up to this many of the deal's), its title and
    its explanation."""

    upto: int
    title: str
    words: str


@dataclass(frozen=True, slots=True)
class Said:
    """Words said at the table: by A or B, or by the table itself (``speaker`` None)."""

    speaker: str | None
    words: str

    def __str__(self) -> str:
        return f"{self.speaker or 'Table'}: {self.words}"


@dataclass(frozen=True, slots=True)
class Shown:
    """A step as shown: its title and words, what was said at the table during it, and the
    table after it with both hands face up (as the seed advises learners to play the
    Example): A's and B's hands and discards, the stock, the turn-up at Écarté, the cards on
    the table (the card led, else the last trick, each with its player) and the score."""

    title: str
    words: str
    said: tuple[Said, ...]
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    discards: tuple[tuple[Card, ...], tuple[Card, ...]]
    stock: int
    turn_up: Card | None
    trick: tuple[tuple[str, Card], ...]
    score: tuple[int, int]

    @property
    def talk(self) -> tuple[str, ...]:
        """What was said, a line each: ``A: Five cards.``"""
        return tuple(str(said) for said in self.said)

    @property
    def scores(self) -> str:
        return f"A {self.score[0]}, B {self.score[1]}"

    def held(self, seat: int) -> str:
        """A's (0) or B's (1) hand in a line."""
        return cards_shown(self.hands[seat]) or "—"


PIQUET_STEPS: Final = (
    Step(
        1,
        "Thirty-two cards, twelve each, eight in the stock",
        "Piquet is played with the thirty-two cards from ace down to seven. B deals, so A is "
        "the elder hand, who will exchange first, call first and lead. Each "
        "player gets twelve cards, dealt two at a time; the eight left over are the stock, face "
        "down between the players. Twelve cards each and eight in the stock is what lets both "
        "improve their hands: the elder may exchange up to five cards, the younger the rest.",
    ),
    Step(
        3,
        "The elder discards five and takes five",
        "A keeps his four hearts (ace, queen, knave, eight), the ace and knave of spades and "
        "the knave of clubs, and throws the king of spades, the nine and eight of diamonds and "
        "the eight and seven of clubs. He takes in the top five cards of the "
        "stock: the nine and eight of spades, the king of hearts, the nine of clubs and the king "
        "of diamonds. Now he holds five hearts, a quart major (ace, king, queen, knave) among "
        "them, and three knaves. As the Hints to Players of 1902 say, the elder discards to "
        "attack.",
    ),
    Step(
        4,
        "The younger takes the last three",
        "B has the three cards A left. He throws the seven of spades and the nine and seven of "
        "hearts, and takes the queen of spades, the ace of clubs and the seven of diamonds: now "
        "he holds four tens and three queens.",
    ),
    Step(
        7,
        'The point: "Five cards" — "What do they make?" — "Good"',
        'The point is the suit with the most cards. A calls "Five cards". B also has five '
        "cards in a suit, so he asks what they make: cards are valued ace eleven, court cards "
        "ten, others their pips. A's five hearts make forty-nine, more than B's diamonds, so B "
        'says "Good": A\'s point is better, and A counts one for each card: five.',
    ),
    Step(
        10,
        "The sequence: a quart major, good",
        "A sequence is three or more cards of one suit in order. A calls his quart major (ace, "
        'king, queen, knave of hearts); B has no sequence as good, so "Good", and A counts '
        'four more: "Five and four are nine."',
    ),
    Step(
        12,
        "Three knaves? Not good: four tens",
        'Then quatorzes and trios: four or three of a rank from the ace to the ten. A asks "Three '
        'knaves?" — B has four tens, and any four beat any three, so "Not good". A counts '
        "nothing for his knaves.",
    ),
    Step(
        13,
        "The elder leads, and counts as he leads",
        "The calling over, the elder leads: that is his privilege for not having dealt. In play "
        "the leader counts one for each card he leads: A leads the ace of hearts and says "
        '"Ten" (his nine and one). B, before he plays to it, begins to reckon what was good in '
        'his hand: "Four tens, fourteen."',
    ),
    Step(
        15,
        "The younger reckons before he plays",
        "B goes on reckoning what was good in his hand: after his four tens, fourteen, three "
        "queens make seventeen. As he might have held four queens, he says "
        'which one he does not reckon: "I do not reckon the queen of hearts" (it is in A\'s '
        "hand; the laws entitle A to know). Then he follows with the ten of hearts.",
    ),
    Step(
        23,
        "The hearts run",
        "A leads the rest of his hearts, counting eleven, twelve, thirteen, fourteen; B must "
        "follow suit if he can, and having no hearts left he throws diamonds, repeating his "
        "score: seventeen. The counts run aloud all through the deal.",
    ),
    Step(
        25,
        "Five tricks up: play for the cards",
        "A has won five tricks. Whoever wins more than six tricks wins the cards, worth ten. B "
        "called queens and tens, so he must hold the queen and ten of spades: A leads a "
        "diamond, not a spade. B wins with the ace: a player who wins the trick he did not lead "
        "also counts one — eighteen.",
    ),
    Step(
        33,
        "The younger's clubs",
        "B leads his clubs, ace, king, queen and ten, counting nineteen to twenty-two; A throws "
        "his small clubs and spades, still at fifteen.",
    ),
    Step(
        37,
        "The last tricks and the cards: A 28, B 23",
        "B leads the queen of spades (twenty-three); A wins with the ace (sixteen) and leads the "
        "knave of spades, counting two for the last trick: eighteen. He has won seven tricks, "
        "so ten more for the cards: twenty-eight. B has twenty-three. Each writes both scores "
        "on his card; a partie is six deals, and a loser short of a hundred is rubiconed.",
    ),
)


ECARTE_DEAL: Final = (
    "deal JC 10S 8C JD QD KC AS 10H 9H QS 7D 10D 7H 8H QC KD 7S 7C AD 8S KS 9S 9D 9C JH JS "
    "AH AC QH 10C 8D KH",
    "propose",
    "accept",
    "discard 10S AS JC",
    "discard 8C 9H 10H QS",
    "stand",
    "play KC",
    "mark-king",
    "play 7C",
    "play 8H",
    "play JD",
    "play QC",
    "play 10D",
    "play 7H",
    "play KD",
    "play 7S",
    "play QD",
)
"""A deal between two players who follow the treatise, A the non-dealer."""

ECARTE_STEPS: Final = (
    Step(
        1,
        "Five cards each and the turn-up",
        "Écarté is played with the thirty-two cards of the piquet pack (the ace, king, queen, "
        "knave, ten, nine, eight and seven of each suit), ranked otherwise: king, queen, "
        "knave, ace, ten, nine, eight and seven, the ace between the knave and the ten. "
        "Each player gets five cards, by three and two; the eleventh card is turned up and its "
        "suit is trumps (a king turned up scores one for the dealer). B deals, so A, the "
        "non-dealer, speaks first and leads.",
    ),
    Step(
        3,
        "Proposing and accepting",
        "A holds a single trump, the queen, with a king and knave of clubs and two spades: "
        "not one of the treatise's jeux de règle, the hands to play as dealt. He proposes — "
        "asks to exchange cards — and B, the dealer, accepts. Had A played without "
        "proposing, or B refused, and then lost the point, it would have cost them two.",
    ),
    Step(
        5,
        "The discard: all but trumps and kings",
        "A throws three cards and B four, each taking as many from the stock. The treatise: "
        '"When discarding, all cards save trumps and kings should be thrown out." Nobody may '
        "look at the cards thrown, his own included.",
    ),
    Step(
        6,
        '"I play"',
        "A may propose again; content with his new hand, he plays.",
    ),
    Step(
        8,
        "The lead, and the king marked",
        "A leads the king of clubs. Before playing his first card, B marks the king of "
        "trumps (diamonds), which he holds: one point.",
    ),
    Step(
        9,
        "The first trick",
        "The second player must follow suit, and win the trick if he can. B's clubs, the "
        "queen and the seven, cannot beat the king, so he keeps the queen and plays the "
        "seven. A's king wins the trick, and the winner of a trick leads to the next.",
    ),
    Step(
        11,
        "Trumping",
        "A leads the eight of hearts. B holds no heart, so he must trump: his knave of "
        "diamonds, the lower of his two trumps that win, takes the trick. One trick each.",
    ),
    Step(
        13,
        "Trumping back",
        "B leads the queen of clubs. A has no club left, and trumps with the ten of "
        "diamonds: two tricks to one.",
    ),
    Step(
        15,
        "Two tricks each",
        "A leads the seven of hearts; B, again without a heart, trumps with the king of "
        "diamonds. Two tricks each: the last decides the point.",
    ),
    Step(
        17,
        "The last trick: three make the point",
        "B leads the seven of spades; A has no spade and trumps with the queen of diamonds. "
        "Three or four tricks make the point (one), all five the vole (two). A wins three "
        "tricks: the point. Each has one point; five make the game.",
    ),
)


def _table(deal: Any, seats: tuple[Any, Any], score: tuple[int, int]) -> dict[str, Any]:
    """What lies on the table of ``deal``, A's seat first."""
    letter = {seat: "AB"[index] for index, seat in enumerate(seats)}
    trick: tuple[tuple[str, Card], ...]
    if deal.lead is not None:
        trick = ((letter[deal.leader], deal.lead),)
    elif deal.tricks:
        last = deal.tricks[-1]
        follower = seats[1] if last.leader == seats[0] else seats[0]
        trick = ((letter[last.leader], last.lead), (letter[follower], last.reply))
    else:
        trick = ()
    return {
        "hands": tuple(_sorted(deal.hands[seat]) for seat in seats),
        "discards": tuple(_sorted(deal.discards[seat]) for seat in seats),
        "stock": len(deal.stock),
        "turn_up": getattr(deal, "turn_up", None),
        "trick": trick,
        "score": score,
    }


def _piquet_table(deal: Deal) -> dict[str, Any]:
    seats = (Role.ELDER, Role.YOUNGER)
    return _table(deal, seats, (deal.scores[Role.ELDER], deal.scores[Role.YOUNGER]))


def _ecarte_table(deal: EcarteDeal) -> dict[str, Any]:
    return _table(deal, (0, 1), (deal.points[0], deal.points[1]))


def _sorted(cards: Any) -> tuple[Card, ...]:
    held: list[Card] = sort_hand(cards)
    return tuple(held)


def _speaker(seat: int | None) -> str | None:
    return None if seat is None else "AB"[seat]


def piquet_lesson() -> Iterator[Shown]:
    """The worked Example, step by step."""
    moves = [move.text for move in parse_record(EXAMPLE_RECORD).moves]
    deal = Deal()
    yield from _walk(deal, moves, PIQUET_STEPS, piquet_action, _piquet_table)


def ecarte_lesson() -> Iterator[Shown]:
    """A deal of Écarté, step by step (A is seat 0, the non-dealer)."""
    deal = EcarteDeal(dealer=1)
    yield from _walk(deal, list(ECARTE_DEAL), ECARTE_STEPS, ecarte_action, _ecarte_table)


def _walk(
    deal: Any, moves: list[str], steps: tuple[Step, ...], parse: Any, table: Any
) -> Iterator[Shown]:
    done = 0
    for step in steps:
        first_event = len(deal.events)
        while done < step.upto:
            deal.apply(parse(moves[done]))
            done += 1
        said = tuple(
            Said(_speaker(e.seat), e.words)
            for e in deal.events[first_event:]
            if e.audience is None and e.words
        )
        yield Shown(step.title, step.words, said, **table(deal))


LESSONS: Final = {"piquet": piquet_lesson, "ecarte": ecarte_lesson}
