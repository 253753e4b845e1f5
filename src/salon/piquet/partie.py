"""The Piquet partie: the cut for deal, six deals dealt alternately, and the settlement.

Seats are 0 and 1 (players "A" and "B" in records). Deal actions are passed to the deal in
progress; the partie names the seats of its elder and younger hands.

>>> import random
>>> partie = Partie()
>>> rng = random.Random(7)
>>> while not partie.is_terminal:
...     partie.apply(partie.random_action(rng))
>>> len(partie.deal_scores) >= 6, partie.result is not None
(True, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import Enum

from salon.cards import Card, parse_cards, piquet_pack
from salon.engine import CHANCE, Checked, Event, IllegalActionError, _Chance
from salon.phrases import Phrase
from salon.piquet import settlement
from salon.piquet.actions import (
    ActionParseError,
    CorrectAnswer,
    CorrectCall,
    DealAction,
    Role,
    ThrowIn,
    parse_action,
)
from salon.piquet.deal import Deal
from salon.piquet.deal_classes import ClassLine, deal_classes
from salon.piquet.irregular import Ruling
from salon.piquet.rules import PiquetRules
from salon.piquet.talk import EventKind, narration
from salon.piquet.view import DealView

SEAT_NAMES = ("A", "B")
UMPIRE = "umpire"
"""Who rules at a table of real cards (:meth:`Partie.rule`); in records, the umpire's lines."""


class PartiePhase(Enum):
    CUT = "cut for deal"
    CHOOSE = "the higher cut chooses"
    DEALS = "deals"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class CutForDeal:
    """Chance: the card each seat cuts (A's first). Equal ranks are cut again."""

    cards: tuple[Card, Card]

    def __str__(self) -> str:
        return f"cut {self.cards[0]} {self.cards[1]}"


@dataclass(frozen=True, slots=True)
class ChooseDeal:
    """The higher cut's choice: to deal first, or to be elder hand first."""

    deal_first: bool

    def __str__(self) -> str:
        return "choose-deal" if self.deal_first else "choose-elder"


PartieAction = CutForDeal | ChooseDeal | DealAction


@dataclass(frozen=True, slots=True)
class LogEntry:
    """An action taken in the partie, by whom, and where its events begin."""

    actor: int | _Chance | str
    """A seat, chance, or the umpire (``UMPIRE``)."""
    action: PartieAction | Ruling
    first_event: int


def parse_partie_action(text: str) -> PartieAction:
    """Read a partie's action: the cut, the choice, or any deal action.

    >>> parse_partie_action("cut 7H KS")
    CutForDeal(cards=(Card.parse('7H'), Card.parse('KS')))
    >>> str(parse_partie_action("choose-elder"))
    'choose-elder'
    """
    words = text.split()
    if words and words[0] == "cut":
        cards = parse_cards(" ".join(words[1:]))
        if len(cards) != 2 or cards[0] is cards[1]:
            raise ActionParseError(f"{text!r}: the cut names two different cards, A's first")
        return CutForDeal((cards[0], cards[1]))
    if text.strip() in ("choose-deal", "choose-elder"):
        return ChooseDeal(text.strip() == "choose-deal")
    return parse_action(text)


@dataclass(frozen=True, slots=True)
class PartieView:
    """What one seat may know of the partie: the scoring card and its own view of the deal."""

    seat: int
    phase: PartiePhase
    to_act: int | None
    dealer: int | None
    deal_number: int
    deals_in_partie: int
    deal_scores: tuple[tuple[int, int], ...]
    totals: tuple[int, int]
    deal: DealView | None
    result: settlement.PartieResult | None
    talk: tuple[Event, ...]
    legal: tuple[PartieAction, ...]
    choice_by_cut: bool = True
    """The choice of deal went to the higher cut (not, as at chouette, to the single player)."""
    deal_classes: tuple[tuple[ClassLine, ...], ...] = ()
    """Each finished deal's count by class, the points by seat."""
    corrections: tuple[DealAction, ...] = ()
    """The corrections of Law 25 open to this seat now, whoever is to act."""
    cut_on_table: tuple[Card, Card] | None = None
    """The cards seat 0 and seat 1 cut, face up while the choice of deal is made."""
    deal_counts: int = 1
    """How many times the deal in play counts in the totals (the first and last of four
    deals, twice)."""


class Partie(Checked[PartieAction]):
    """A partie of Rubicon Piquet (or its four-deal form), from the cut to the settlement."""

    def __init__(self, rules: PiquetRules | None = None, *, choice: int | None = None) -> None:
        """``choice``: the seat that has the choice of deal without a cut (at chouette, the
        single player has "choice of deal and cards throughout")."""
        if choice not in (None, 0, 1):
            raise ValueError(f"the choice of deal belongs to seat 0 or 1, not {choice!r}")
        self.rules = rules or PiquetRules()
        self.phase = PartiePhase.CUT if choice is None else PartiePhase.CHOOSE
        self.chooser: int | None = choice
        self.choice_by_cut = choice is None
        self.first_dealer: int | None = None
        self.cut_cards: tuple[Card, Card] | None = None
        self.deal: Deal | None = None
        self.deal_scores: list[tuple[int, int]] = []
        """Each finished deal's points for seat 0 and seat 1, as counted in the deal."""
        self.deal_classes: list[tuple[ClassLine, ...]] = []
        """Each finished deal's count by class (:mod:`salon.piquet.deal_classes`), by seat."""
        self.events: list[Event] = []
        self.log: list[LogEntry] = []
        self.result: settlement.PartieResult | None = None
        self.settled_at: int | None = None
        self.named: dict[int, str] = {}
        """The events that name a seat, by index: their words with {0} for A and {1} for B."""
        """The index in ``events`` of the winner's reckoning, once the partie is over."""
        self._copied = 0

    # ------------------------------------------------------------------ seats

    @property
    def dealer(self) -> int | None:
        if self.first_dealer is None:
            return None
        return (self.first_dealer + len(self.deal_scores)) % 2

    def seat_of(self, role: Role) -> int:
        dealer = self.dealer
        assert dealer is not None
        return 1 - dealer if role is Role.ELDER else dealer

    def role_of(self, seat: int) -> Role:
        return Role.ELDER if seat == self.seat_of(Role.ELDER) else Role.YOUNGER

    @property
    def to_act(self) -> int | _Chance | None:
        if self.phase is PartiePhase.CUT:
            return CHANCE
        if self.phase is PartiePhase.CHOOSE:
            return self.chooser
        if self.phase is PartiePhase.OVER or self.deal is None:
            return None
        actor = self.deal.to_act
        return actor if not isinstance(actor, Role) else self.seat_of(actor)

    @property
    def is_terminal(self) -> bool:
        return self.phase is PartiePhase.OVER

    @property
    def length(self) -> settlement.PartieLength:
        return settlement.PartieLength(self.rules.deals_per_partie)

    @property
    def totals(self) -> tuple[int, int]:
        return settlement.counted_totals(self.deal_scores, length=self.length)

    def progress(self) -> settlement.PartieProgress:
        """Deals remaining, the next dealer and, once over, the result."""
        return settlement.partie_progress(
            self.deal_scores, first_dealer=self.first_dealer or 0, length=self.length
        )

    # ------------------------------------------------------------------ actions

    def legal_actions(self) -> list[PartieAction]:
        if self.phase is PartiePhase.CHOOSE:
            return [ChooseDeal(True), ChooseDeal(False)]
        if self.phase is PartiePhase.DEALS and self.deal is not None:
            actions = self.deal.legal_actions()
            if self._rubicon_saved():
                return [a for a in actions if not isinstance(a, ThrowIn)]
            return list(actions)
        return []

    def _rubicon_saved(self) -> bool:
        """Whether the hand to act in the last deal has reached a hundred, counting this deal's
        points as the partie counts them: his rubicon is saved, and the law lets only one who
        cannot save it throw in (piquet-description-and-example.txt, "Scoring")."""
        deal = self.deal
        if deal is None or not deal.throw_in_allowed:  # every deal but the last: at once
            return False
        role = deal.to_act
        if not isinstance(role, Role):
            return False
        times = self.length.multiplier(len(self.deal_scores))
        return self.totals[self.seat_of(role)] + times * deal.scores[role] >= settlement.RUBICON

    def sample_chance(self, rng: random.Random) -> PartieAction:
        if self.phase is PartiePhase.CUT:
            while True:
                first, second = rng.sample(piquet_pack(), 2)
                if first.rank != second.rank:
                    return CutForDeal((first, second))
        if self.deal is not None and self.deal.to_act is CHANCE:
            return self.deal.sample_chance(rng)
        raise IllegalActionError("a shuffle", "no chance step is due")

    def random_action(self, rng: random.Random) -> PartieAction:
        if self.to_act is CHANCE:
            return self.sample_chance(rng)
        if self.phase is PartiePhase.DEALS and self.deal is not None:
            action = self.deal.random_action(rng)
            if isinstance(action, ThrowIn) and self._rubicon_saved():  # drawn again
                return rng.choice(self.legal_actions())
            return action
        return rng.choice(self.legal_actions())

    def check(self, action: PartieAction) -> None:
        if isinstance(action, CutForDeal):
            if self.phase is not PartiePhase.CUT:
                raise IllegalActionError(action, "the cut for deal is over")
            first, second = action.cards
            if first.rank == second.rank:
                raise IllegalActionError(action, "equal cuts must be cut again")
            return
        if isinstance(action, ChooseDeal):
            if self.phase is not PartiePhase.CHOOSE:
                raise IllegalActionError(action, "there is no choice of deal to make now")
            return
        if self.phase is not PartiePhase.DEALS or self.deal is None:
            raise IllegalActionError(action, f"the partie is at the {self.phase.value}")
        if isinstance(action, ThrowIn) and self._rubicon_saved():
            raise IllegalActionError(
                action, "a hand that has reached a hundred has saved its rubicon: no throw-in"
            )
        self.deal.check(action)

    def apply(self, action: PartieAction) -> None:
        """Check ``action`` and carry it out; a refused action changes nothing."""
        self.check(action)
        actor = self.to_act
        if isinstance(action, CorrectCall | CorrectAnswer):  # out of turn, by the law
            actor = self.seat_of(Role.ELDER if isinstance(action, CorrectCall) else Role.YOUNGER)
        assert actor is not None
        self.log.append(LogEntry(actor, action, len(self.events)))
        if isinstance(action, CutForDeal):
            self._cut(action)
        elif isinstance(action, ChooseDeal):
            self._choose(action.deal_first)
        else:
            assert self.deal is not None
            self.deal.apply(action)
            self._copy_deal_events()
            if self.deal.is_terminal:
                self._end_deal()

    def rule(self, ruling: Ruling) -> None:
        """The umpire's ruling on the deal in progress (:meth:`Deal.rule`); a void deal is dealt
        again by the same dealer."""
        if self.phase is not PartiePhase.DEALS or self.deal is None:
            raise IllegalActionError(ruling, f"the partie is at the {self.phase.value}")
        self.deal.rule(ruling)
        self.log.append(LogEntry(UMPIRE, ruling, len(self.events)))
        self._copy_deal_events()
        if self.deal.is_terminal:
            self._end_deal()

    def corrections(self, seat: int) -> list[DealAction]:
        """The corrections of Law 25 that ``seat`` may make now (made out of turn)."""
        if self.deal is None or self.dealer is None:
            return []
        return list(self.deal.corrections(self.role_of(seat)))

    # ------------------------------------------------------------------ steps

    def _say(self, seat: int | None, words: str, kind: EventKind = EventKind.END) -> None:
        self.events.append(Event(kind, seat, words))

    def _say_named(self, seat: int | None, template: str) -> None:
        """Say words that name the seats (``{0}`` is A, ``{1}`` B), kept to be told by name."""
        self.named[len(self.events)] = template
        self._say(seat, str(Phrase(template, SEAT_NAMES)))

    def _cut(self, action: CutForDeal) -> None:
        first, second = action.cards
        self.cut_cards = (first, second)
        self.chooser = 0 if first.rank > second.rank else 1
        self._say_named(0, "{0} {0:cuts/cut} the " + f"{first.name}.")
        self._say_named(1, "{1} {1:cuts/cut} the " + f"{second.name}.")
        self._say_named(None, f"{{{self.chooser}}} {{{self.chooser}:has/have}} the choice.")
        self.phase = PartiePhase.CHOOSE

    def _choose(self, deal_first: bool) -> None:
        assert self.chooser is not None
        self.first_dealer = self.chooser if deal_first else 1 - self.chooser
        self._say(self.chooser, "I deal." if deal_first else "I shall be elder hand.")
        self.phase = PartiePhase.DEALS
        self._start_deal()

    def _start_deal(self) -> None:
        number = len(self.deal_scores) + 1
        throw_in: frozenset[Role] = frozenset()
        if self.progress().deals_remaining == 1:
            totals = self.totals
            throw_in = frozenset(self.role_of(seat) for seat in (0, 1) if totals[seat] < 100)
        self.deal = Deal(self.rules, throw_in=throw_in)
        self._copied = 0
        dealer = self.dealer or 0
        self._say_named(None, f"Deal {number}: {{{dealer}}} {{{dealer}:deals/deal}}.")

    def _copy_deal_events(self) -> None:
        assert self.deal is not None
        last = len(self.deal.events) - 1 if self.deal.is_terminal else None
        for index, event in enumerate(self.deal.events[self._copied :], start=self._copied):
            seat = None if event.seat is None else self.seat_of(Role(event.seat))
            audience = event.audience
            if audience is not None:
                audience = frozenset(self.seat_of(Role(r)) for r in audience)
            told = None if seat is None else narration(event.kind, event.words, event.cards, seat)
            if index == last and event.kind is EventKind.END:
                told = self._deal_told()  # the deal knows its hands as elder and younger only
            if told is not None:  # something done, told by the table, not said
                self.named[len(self.events)] = told
                event = replace(event, seat=None, words=str(Phrase(told, SEAT_NAMES)))
                seat = None
            self.events.append(replace(event, seat=seat, audience=audience))
        self._copied = len(self.deal.events)

    def _deal_told(self) -> str:
        """The deal's points, each hand named ("This deal: {0} 19, {1} 23.")."""
        assert self.deal is not None
        points = {self.seat_of(role): self.deal.scores[role] for role in Role}
        return f"This deal: {{0}} {points[0]}, {{1}} {points[1]}."

    def _end_deal(self) -> None:
        assert self.deal is not None
        if self.deal.void_law:
            self._start_deal()  # not one of the partie's deals: the same dealer deals again
            return
        elder_seat = self.seat_of(Role.ELDER)
        points = [0, 0]
        points[elder_seat] = self.deal.scores[Role.ELDER]
        points[1 - elder_seat] = self.deal.scores[Role.YOUNGER]
        self.deal_scores.append((points[0], points[1]))
        self.deal_classes.append(self._classes_by_seat(elder_seat))
        a, b = self.totals
        self._say_named(None, f"Scoring card: {{0}} {a}, {{1}} {b}.")
        progress = self.progress()
        if progress.result is None:
            self._start_deal()
            return
        self.deal = None
        self.phase = PartiePhase.OVER
        self.result = progress.result
        speaker = self.result.winner
        self.settled_at = len(self.events)
        self._say(speaker, self.result.words)

    def _classes_by_seat(self, elder_seat: int) -> tuple[ClassLine, ...]:
        assert self.deal is not None
        lines = deal_classes(self.deal)
        if elder_seat == 0:
            return lines
        return tuple(ClassLine(line.kind, (line.points[1], line.points[0])) for line in lines)

    def told(self, index: int, names: tuple[str, str] = SEAT_NAMES) -> Phrase | None:
        """Event ``index`` told of the players by name: the winner's "you are rubiconed; I win
        …" as "Ann wins …; Bob is rubiconed" (for a record or a third person), and the words
        that name the seats by letter ("A cuts the king of spades") with ``names``. None: the
        words as said will do."""
        if self.result is not None and index == self.settled_at:
            return self.result.told(names)
        template = self.named.get(index)
        return None if template is None else Phrase(template, names)

    def played(self, index: int) -> tuple[Card, ...]:
        """The card led or played with event ``index`` (its words are the count said with it:
        "Five."); nothing for any other event, whose cards may be hidden."""
        event = self.events[index]
        return event.cards if event.kind in (EventKind.LEAD, EventKind.PLAY) else ()

    # ------------------------------------------------------------------ views

    @property
    def cut_on_table(self) -> tuple[Card, Card] | None:
        """The cards cut, seat 0's and seat 1's, while they lie face up for the choice of deal."""
        return self.cut_cards if self.phase is PartiePhase.CHOOSE else None

    def view(self, seat: int) -> PartieView:
        """All that ``seat`` may know now; the only thing a client receives."""
        to_act = self.to_act
        mine = to_act == seat and not isinstance(to_act, _Chance)
        deal_view = None if self.deal is None else self.deal.view(self.role_of(seat))
        legal: tuple[PartieAction, ...] = ()
        if mine and self.phase is PartiePhase.CHOOSE:
            legal = tuple(self.legal_actions())
        elif mine and deal_view is not None:
            if self._rubicon_saved():  # its menu offers what the partie allows
                kept = tuple(a for a in deal_view.legal if not isinstance(a, ThrowIn))
                deal_view = replace(deal_view, legal=kept)
            legal = deal_view.legal
        return PartieView(
            seat=seat,
            phase=self.phase,
            to_act=None if isinstance(to_act, _Chance) else to_act,
            dealer=self.dealer,
            deal_number=len(self.deal_scores) + (0 if self.deal is None else 1),
            deals_in_partie=self.rules.deals_per_partie,
            deal_scores=tuple(self.deal_scores),
            totals=self.totals,
            deal=deal_view,
            result=self.result,
            talk=tuple(e for e in self.events if e.seen_by(seat)),
            legal=legal,
            choice_by_cut=self.choice_by_cut,
            deal_classes=tuple(self.deal_classes),
            corrections=() if deal_view is None else deal_view.corrections,
            cut_on_table=self.cut_on_table,
            deal_counts=self.length.multiplier(len(self.deal_scores)),
        )
