"""A deal of Piquet played with real cards, as the players tell it: checked against the laws
and counted.

At a real table nobody hands salon the cards. The players say, class by class in the order
of precedence, who scored what ("point of five, making 48", "quint major", "fourteen aces") or
that it was equal, then what each made in play and how many tricks each won. salon checks
that such a deal could have happened (a point of five cannot make sixty; there are twelve
tricks; only aces, kings, queens, knaves and tens make a quatorze), works out what follows
by the order of precedence (the repique, the cards, capot), and asks only what it cannot
work out: whether elder reached thirty before younger scored in play, when that decides a
pique.

The worked Example of the classic description (piquet-description-and-example.txt,
"Example"): A, elder, has the point of five making forty-nine and a quart major; B's fourteen
tens and three queens are good; A makes nine in play and seven tricks, B six and five:

>>> from salon.cards import Rank, Suit
>>> told = DealTold(
...     point=PointTold(Role.ELDER, cards=5, making=49),
...     sequences=SequencesTold(Role.ELDER, (4,)),
...     sets=SetsTold(Role.YOUNGER, ((Rank.TEN, 4), (Rank.QUEEN, 3))),
...     play=PlayTold(points=(9, 6), tricks=(7, 5)),
... )
>>> count_told(told).points
(28, 23)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from salon.cards import Rank, Suit
from salon.piquet.actions import Role
from salon.piquet.combinations import Sequence
from salon.piquet.rules import (
    CAPOT_POINTS,
    CARDS_POINTS,
    PIQUE_POINTS,
    REPIQUE_POINTS,
    THIRTY,
    PiquetRules,
)
from salon.piquet.told_hands import (
    SEQUENCE_NAMES,
    HandTold,
    sequence_words,
    set_words,
    told_hands_refusal,
)
from salon.piquet.told_nothing import Nothings, nothing_refusal
from salon.piquet.told_short import (
    Shorts,
    held,
    last_trick,
    played,
    short_refusal,
    unplayed,
    unplayed_line,
    with_unplayed,
)
from salon.words import number_words

SET_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
"""Only aces, kings, queens, knaves and tens make a quatorze or a trio."""

CARD_VALUES = {Rank.ACE: 11, Rank.KING: 10, Rank.QUEEN: 10, Rank.JACK: 10}
"""What a card makes in the point: the ace eleven, court cards ten, the others their pips."""


class ToldError(ValueError):
    """What was told could not have happened under the laws; the words say why."""


@dataclass(frozen=True, slots=True)
class PointTold:
    """Who scored the point and with how many cards (``making`` its value when it was said);
    ``scorer`` None: equal, or neither called."""

    scorer: Role | None
    cards: int = 0
    making: int | None = None


@dataclass(frozen=True, slots=True)
class SequencesTold:
    """Who scored for sequences and the length of each sequence he reckoned; ``scorer`` None:
    equal or none. ``longest_held`` is for an equality: the length that was equal."""

    scorer: Role | None
    lengths: tuple[int, ...] = ()
    longest_held: int = 0


@dataclass(frozen=True, slots=True)
class SetsTold:
    """Who scored for quatorzes and trios, and each set reckoned (its rank, four or three);
    ``scorer`` None: none held."""

    scorer: Role | None
    sets: tuple[tuple[Rank, int], ...] = ()


@dataclass(frozen=True, slots=True)
class PlayTold:
    """What each made in play (one for each card led, one for each trick won on the other's
    lead, the last trick), elder's first, and how many tricks each won."""

    points: tuple[int, int]
    tricks: tuple[int, int]


@dataclass(frozen=True, slots=True)
class DealTold:
    """A whole deal as told. ``elder_thirty_first`` answers the one question salon may ask:
    did elder reach thirty before younger scored anything in play (for a pique)?"""

    play: PlayTold
    point: PointTold = PointTold(None)
    sequences: SequencesTold = SequencesTold(None)
    sets: SetsTold = SetsTold(None)
    carte_blanche: tuple[bool, bool] = (False, False)
    elder_thirty_first: bool | None = None
    reckons_nothing: Nothings = ()
    """The players who reckon nothing this deal as a penalty, one or both (their cards still
    bar: piquet-description-and-example.txt, "Scoring"; Laws 15, 16, 18, 26 and 30)."""
    short: Shorts = ()
    """The hands that played short, found in the exchange or the play (Laws 14, 17 and 29):
    one, or both, each by its own player's mistake."""


@dataclass(frozen=True, slots=True)
class DealCount:
    """A told deal counted: each role's points and the lines of the count, class by class."""

    points: tuple[int, int]
    lines: tuple[tuple[Role, str, int], ...] = field(default=())
    pique: Role | None = None
    repique: Role | None = None
    capot: Role | None = None


SUIT_CARDS = 8
"""The cards of a suit in the piquet pack (seven to ace): the longest point there can be."""


def point_making_range(cards: int) -> tuple[int, int]:
    """The least and most a point of so many cards can make.

    >>> point_making_range(5)
    (44, 51)
    """
    values = sorted(CARD_VALUES.get(rank, int(rank)) for rank in Rank if rank >= Rank.SEVEN)
    return sum(values[:cards]), sum(values[-cards:])


def sequence_value(length: int) -> int:
    """A tierce three, a quart four, a quint fifteen, and one more for each card past five.

    >>> [sequence_value(n) for n in range(3, 9)]
    [3, 4, 15, 16, 17, 18]
    """
    return Sequence(Suit.SPADES, Rank.ACE, length).score


def needs_pique_question(told: DealTold, rules: PiquetRules | None = None) -> bool:
    """Whether the pique turns on the order of the play, which only the players know."""
    hand = _hand_scores(told)
    return _pique(told, hand.totals, _repique(hand.order), rules or PiquetRules()) is Pique.ASK


def count_told(told: DealTold, rules: PiquetRules | None = None) -> DealCount:
    """The deal's points for elder and younger, or :class:`ToldError` with the reason."""
    rules = rules or PiquetRules()
    if rules.carte_rouge:
        raise ToldError("the scorer does not count carte rouge yet: score this deal by hand")
    if rules.cards_count_toward_pique:
        raise ToldError("the scorer does not count the cards toward a pique yet: score by hand")
    _check(told, rules)
    in_hand = _hand_scores(told)
    hand, lines = in_hand.totals, in_hand.lines
    repique = _repique(in_hand.order)
    totals = list(hand)
    if repique is not None:
        totals[repique] += REPIQUE_POINTS
        lines.append((repique, "repique", REPIQUE_POINTS))
    play, tricks = told.play.points, told.play.tricks
    for role in Role:
        if play[role]:
            lines.append((role, f"{number_words(play[role])} in play", play[role]))
    if told.short:
        play, tricks = with_unplayed(told.play.points, told.play.tricks, told.short, rules)
        left = unplayed_line(told.short, rules)
        lines += [] if left is None else [left]
    decided = _pique(told, hand, repique, rules)
    if decided is Pique.ASK:
        if told.elder_thirty_first is None:
            raise ToldError(
                "say whether the elder hand reached thirty before the younger hand scored "
                "anything in play: it decides the pique"
            )
        decided = Pique.ELDER if told.elder_thirty_first else Pique.NONE
    pique = Role.ELDER if decided is Pique.ELDER else None
    if pique is not None:
        totals[pique] += PIQUE_POINTS
        lines.append((pique, "pique", PIQUE_POINTS))
    totals = [totals[r] + play[r] for r in Role]
    # Every trick, twelve unless both played short (Law 29): as many as the longer hand held.
    capot = next((r for r in Role if tricks[r] == sum(tricks)), None)
    if capot is not None:
        totals[capot] += CAPOT_POINTS
        lines.append((capot, "capot", CAPOT_POINTS))
    elif tricks[0] != tricks[1]:
        winner = Role.ELDER if tricks[0] > tricks[1] else Role.YOUNGER
        totals[winner] += CARDS_POINTS
        lines.append((winner, "the cards", CARDS_POINTS))
    for offender in told.reckons_nothing:
        # Counted as if he scored, so that his cards bar; then nothing of it is his.
        totals[offender] = 0
        lines = [line for line in lines if line[0] is not offender]
        lines.append((offender, "reckons nothing this deal", 0))
    # A hand reckoning nothing made no pique, repique or capot of its own: none is named his.
    kept = [None if role in told.reckons_nothing else role for role in (pique, repique, capot)]
    return DealCount(
        points=(totals[0], totals[1]),
        lines=tuple(lines),
        pique=kept[0],
        repique=kept[1],
        capot=kept[2],
    )


@dataclass(frozen=True, slots=True)
class InHand:
    """What each hand reckons before the play: the totals, the lines of the count, and each
    class's points with their scorer in the order they reckon (carte blanche, point,
    sequences, quatorzes and trios), which decides a repique."""

    totals: list[int]
    lines: list[tuple[Role, str, int]]
    order: list[tuple[Role, int]]


def _hand_scores(told: DealTold) -> InHand:
    hand = InHand([0, 0], [], [])

    def score(role: Role, words: str, points: int, *, same_class: bool = False) -> None:
        hand.totals[role] += points
        hand.lines.append((role, words, points))
        if same_class:
            hand.order[-1] = (role, hand.order[-1][1] + points)
        else:
            hand.order.append((role, points))

    for role in Role:
        if told.carte_blanche[role]:
            score(role, "carte blanche", 10)
    if told.point.scorer is not None:
        score(told.point.scorer, f"point of {number_words(told.point.cards)}", told.point.cards)
    if told.sequences.scorer is not None:
        for index, length in enumerate(told.sequences.lengths):
            words, value = sequence_words(length), sequence_value(length)
            score(told.sequences.scorer, words, value, same_class=index > 0)
    if told.sets.scorer is not None:
        for index, (rank, size) in enumerate(told.sets.sets):
            points = 14 if size == 4 else 3
            score(told.sets.scorer, set_words(rank, size), points, same_class=index > 0)
    return hand


def _repique(order: list[tuple[Role, int]]) -> Role | None:
    """Thirty in hand before the adversary reckons anything (the order of precedence)."""
    counts = [0, 0]
    for role, points in order:
        if counts[role.other]:
            return None
        counts[role] += points
        if counts[role] >= THIRTY:
            return role
    return None


class Pique(Enum):
    """Whether elder's thirty comes before younger has scored anything, in hand or in play."""

    ELDER = "the elder hand piques"
    NONE = "no pique"
    ASK = "only the order of the play decides: the players are asked"


def _pique(told: DealTold, hand: list[int], repique: Role | None, rules: PiquetRules) -> Pique:
    # The cards a short hand could not play to count last, after all that was played.
    elder_play = with_unplayed(told.play.points, told.play.tricks, told.short, rules)[0][Role.ELDER]
    if repique is not None or hand[Role.YOUNGER] or hand[Role.ELDER] + elder_play < THIRTY:
        return Pique.NONE
    return Pique.ELDER if told.play.points[Role.YOUNGER] == 0 else Pique.ASK


def _check(told: DealTold, rules: PiquetRules) -> None:
    """Refuse what could not have happened, each with the reason a player understands."""
    point, sequences, sets = told.point, told.sequences, told.sets
    refusal = short_refusal(told.short) or nothing_refusal(told.reckons_nothing)
    if refusal:
        raise ToldError(refusal)
    if point.scorer is not None:
        if not 1 <= point.cards <= SUIT_CARDS:
            raise ToldError(
                f"a point has one to eight cards (a suit of the piquet pack), not {point.cards}"
            )
        if point.cards > held(told.short, point.scorer):
            raise ToldError(_more_than_held(told, point.scorer, "that point needs"))
        if point.making is not None:
            low, high = point_making_range(point.cards)
            if not low <= point.making <= high:
                raise ToldError(
                    f"a point of {number_words(point.cards)} makes {low} to {high}, "
                    f"not {point.making}"
                )
    if sequences.scorer is not None:
        if not sequences.lengths:
            raise ToldError("name the sequences scored, or say that nobody scored for them")
        for length in sequences.lengths:
            if length not in SEQUENCE_NAMES:
                raise ToldError(f"a sequence has three to eight cards, not {length}")
        if sum(sequences.lengths) > held(told.short, sequences.scorer):
            raise ToldError(_more_than_held(told, sequences.scorer, "those sequences need"))
    if sets.scorer is not None:
        _check_sets(sets)
        if sum(size for _, size in sets.sets) > held(told.short, sets.scorer):
            raise ToldError(_more_than_held(told, sets.scorer, "those sets need"))
    # Twelve cards each: a hand found short in the play reckoned with all twelve.
    together = told_hands_refusal(*_hands_told(told))
    if together:
        raise ToldError(together)
    check_play(told.play, told.short, rules)


def _hands_told(told: DealTold) -> tuple[HandTold, HandTold]:
    """What each hand scored, for the test that both could hold it all at once."""
    hands: list[HandTold] = []
    for role in Role:
        point = told.point
        scored = (point.cards, point.making) if point.scorer is role else (None, None)
        lengths = told.sequences.lengths if told.sequences.scorer is role else ()
        sets = told.sets.sets if told.sets.scorer is role else ()
        hands.append((scored, lengths, sets))
    return hands[0], hands[1]


def _more_than_held(told: DealTold, role: Role, what: str) -> str:
    cards = number_words(held(told.short, role))
    hand = "a hand" if cards == "twelve" else "the hand playing short"
    return f"{what} more than the {cards} cards of {hand}"


def check_play(play: PlayTold, short: Shorts, rules: PiquetRules) -> None:
    """The tricks played and the points made in them: all twelve with the last trick, or, a
    hand playing short, as many as the shorter hand held, without the last when the other
    is left with cards (Law 29 counts it). Asked apart from the rest of the deal, so that a
    scorer who told the play wrongly tells only the play again."""
    tricks = played(short)
    if sum(play.tricks) != tricks:
        raise ToldError(f"the tricks won must make {number_words(tricks)}, not {sum(play.tricks)}")
    if min(play.tricks) < 0 or min(play.points) < 0:
        raise ToldError("points and tricks cannot be negative")
    last = 0 if unplayed(short) else last_trick(rules)
    least, most = tricks + last, 2 * tricks + last
    if not least <= sum(play.points) <= most:
        what = "the last trick" if last else "the last counted with the cards not played to"
        raise ToldError(
            f"in play the two make {number_words(least)} to {number_words(most)} between them "
            f"({number_words(tricks)} cards led, one for each trick won on the other's lead, "
            f"{what}), not {number_words(sum(play.points))}"
        )
    if play.points[Role.ELDER] < 1:
        raise ToldError("the elder hand leads the first card and scores one for it at least")
    for role in Role:
        # Who wins no trick leads no card after the first: elder scores its one, younger none.
        if play.tricks[role] == 0 and play.points[role] > (role is Role.ELDER):
            scored = "the one for the first card led" if role is Role.ELDER else "nothing"
            raise ToldError(
                f"the {role.word} hand, winning no trick, never leads again and scores {scored} "
                f"in play, not {number_words(play.points[role])}"
            )
        if play.points[role] < play.tricks[role]:
            raise ToldError(
                f"every trick won scores its winner one, by his lead or by winning it: "
                f"{number_words(play.tricks[role])} tricks cannot make "
                f"{number_words(play.points[role])} in play"
            )


def _check_sets(sets: SetsTold) -> None:
    if not sets.sets:
        raise ToldError("name the quatorzes and trios scored, or say that nobody scored for them")
    ranks = [rank for rank, _ in sets.sets]
    if len(set(ranks)) != len(ranks):
        raise ToldError("each rank makes one set at most")
    for rank, size in sets.sets:
        if rank not in SET_RANKS:
            raise ToldError(f"only aces, kings, queens, knaves and tens count: not {rank.plural}")
        if size not in (3, 4):
            raise ToldError("a set is a quatorze (four) or a trio (three)")
