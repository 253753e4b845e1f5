"""Trainers: a position, the player's answer, graded at once by the analysis.

* ``exchange`` — a Piquet hand as elder or younger: what do you discard?
* ``ecarte`` — an Écarté hand: propose or play, accept or refuse, which cards do you throw?
* ``calling`` — a Piquet hand after the exchange: what do you call, what do you answer?

Each position is dealt at random and brought to the question by players of the rules of thumb;
the answer is weighed by :mod:`salon.analysis` (the strong player's samples, a deal played
alone) and graded good, doubtful, mistake or blunder, with the best choice explained. The
running score is kept by kind of question; the kinds where the player loses most come back more
often.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Final

from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.thumb import EcarteRulesOfThumb
from salon.agents.piquet.calls import choice_category
from salon.agents.piquet.strong import PiquetStrong
from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.analysis.appraisal import Judged
from salon.analysis.depth import FULL
from salon.analysis.ecarte import appraise_ecarte
from salon.analysis.hints import explain, percent, points_of
from salon.analysis.piquet import appraise_piquet
from salon.analysis.verdicts import Verdict
from salon.choices import Menu
from salon.ecarte import actions as ecarte
from salon.ecarte.choices import deal_menu as ecarte_menu
from salon.ecarte.deal import EcarteDeal
from salon.ecarte.deal import Phase as EcartePhase
from salon.engine import Event
from salon.piquet import actions as piquet
from salon.piquet.actions import Role
from salon.piquet.choices import deal_menu as piquet_menu
from salon.piquet.deal import Deal
from salon.piquet.deal import Phase as PiquetPhase
from salon.piquet.narrated import told_of
from salon.typed_cards import discard_typed, typed_cards
from salon.words import one_to

TRAINERS: Final = ("exchange", "ecarte", "calling")
ABOUT: Final = {
    "exchange": "A Piquet hand as elder or younger: what do you discard?",
    "ecarte": "An Écarté hand: propose or play, accept or refuse, which cards do you throw?",
    "calling": "A Piquet hand after the exchange: what do you call, what do you answer?",
}
"""Each trainer's question in a line (the terminal's help and the web lobby)."""


@dataclass(frozen=True, slots=True)
class Drill:
    """A position to answer: the view of the seat to act, its kind, and the question."""

    trainer: str
    kind: str
    view: Any
    question: str


def drill_seat(drill: Drill) -> int:
    """The seat that answers the drill: its role at Piquet, its seat at Écarté."""
    return int(getattr(drill.view, "role", getattr(drill.view, "seat", 0)))


def drill_names(drill: Drill) -> tuple[str, str]:
    """The two seats of a drill as its player reads them, his own "You"."""
    return ("You", "Your adversary") if drill_seat(drill) == 0 else ("Your adversary", "You")


def drill_talk(drill: Drill, names: tuple[str, str], reader: str) -> tuple[Event, ...]:
    """What was said and done so far in the drill's deal, as its table would tell ``reader``
    (the seats named ``names``): "You take in 10♠ J♥ 7♥.", never "You: Takes in…"."""
    talk: tuple[Event, ...] = tuple(drill.view.talk)
    if drill.trainer == "ecarte":
        return talk
    return tuple(told_of(event, names, reader) for event in talk)


@dataclass(frozen=True, slots=True)
class Graded:
    """An answer graded: the verdict, what it lost, the best choice and why."""

    verdict: Verdict
    points_lost: float
    chance_lost: float
    best: Any
    explanation: str
    whole: str = "deal"
    """What the chance is of winning: the deal at Piquet, the point at Écarté; the partie or
    the game for a position of a whole game (a puzzle of one's own)."""
    best_chance: float = 0.0
    """The chance of winning it with the best choice."""

    @property
    def points_of(self) -> str:
        """What the points are of: a partie's settlement, or the deal (within the game, at
        Écarté), never bare points a player might read as the partie's or the game's."""
        return points_of(self.whole)

    @property
    def lost(self) -> str:
        """What the answer lost, in a sentence ("" for a good one): the points, and the
        chance from what the best gave to what the answer gives.

        >>> Graded(Verdict.MISTAKE, 1.234, 0.125, None, "", best_chance=0.5).lost
        'It lost 1.2 points in the deal; the chance to win the deal went from 50% to 38%.'
        >>> Graded(Verdict.BLUNDER, 39.0, 0.0001, None, "", best_chance=0.9).lost
        'It lost 39.0 points in the deal.'
        >>> Graded(Verdict.MISTAKE, 40.8, 0.07, None, "", "partie", 0.53).lost
        'It lost 40.8 points of the settlement; the chance to win the partie went from 53% to 46%.'
        """
        if self.verdict is Verdict.GOOD:
            return ""
        points = f"It lost {self.points_lost:.1f} points{self.points_of}"
        before, after = percent(self.best_chance), percent(self.best_chance - self.chance_lost)
        if before == after:
            return points + "."
        return f"{points}; the chance to win the {self.whole} went from {before} to {after}."


_PIQUET_THUMB = PiquetRulesOfThumb()
_ECARTE_THUMB = EcarteRulesOfThumb()


def _advance(deal: Any, thumb: Any, rng: random.Random, stop: Callable[[Any], bool]) -> Any:
    """A deal shuffled from ``rng`` and brought by the rules of thumb to where ``stop`` holds
    (None if it ends first)."""
    deal.apply(deal.sample_chance(rng))
    while not deal.is_terminal:
        if stop(deal):
            return deal
        view = deal.view(deal.to_act)
        deal.apply(thumb.choose(view, view.legal))
    return None


def _piquet_deal(rng: random.Random, stop: Callable[[Deal], bool]) -> Deal | None:
    found: Deal | None = _advance(Deal(), _PIQUET_THUMB, rng, stop)
    return found


def _ecarte_deal(rng: random.Random, stop: Callable[[EcarteDeal], bool]) -> EcarteDeal | None:
    found: EcarteDeal | None = _advance(
        EcarteDeal(dealer=rng.randrange(2)), _ECARTE_THUMB, rng, stop
    )
    return found


def _exchange_drill(rng: random.Random, kind: str) -> Drill | None:
    role = Role.ELDER if kind == "elder's discard" else Role.YOUNGER
    deal = _piquet_deal(rng, lambda d: d.to_act is role and d.view(role).exchange_limit > 0)
    if deal is None:
        return None
    view = deal.view(role)
    return Drill(
        "exchange",
        kind,
        view,
        f"You are {role.word}. Discard {one_to(view.exchange_limit, 'card')}: which?",
    )


_CALLING_KINDS: Final = {
    "elder's call": PiquetPhase.CALL,
    "younger's answer": PiquetPhase.ANSWER,
}


def _calling_drill(rng: random.Random, kind: str) -> Drill | None:
    phase = _CALLING_KINDS[kind]

    def open_choice(deal: Deal) -> bool:
        if deal.phase is not phase:
            return False
        role = deal.to_act
        assert isinstance(role, Role)
        legal = deal.view(role).legal
        return len(legal) > 1 and choice_category(legal) is not None

    deal = _piquet_deal(rng, open_choice)
    if deal is None:
        return None
    role = deal.to_act
    assert isinstance(role, Role)
    question = "What do you call?" if phase is PiquetPhase.CALL else "What do you answer?"
    return Drill("calling", kind, deal.view(role), f"You are {role.word}. {question}")


_ECARTE_KINDS: Final = {
    "propose or play": EcartePhase.PROPOSAL,
    "accept or refuse": EcartePhase.RESPONSE,
    "the discard": EcartePhase.NON_DEALER_DISCARD,
}


def _ecarte_drill(rng: random.Random, kind: str) -> Drill | None:
    phase = _ECARTE_KINDS[kind]

    def reached(deal: EcarteDeal) -> bool:
        if phase is EcartePhase.NON_DEALER_DISCARD:
            return deal.phase in (EcartePhase.NON_DEALER_DISCARD, EcartePhase.DEALER_DISCARD)
        return deal.phase is phase and (phase is not EcartePhase.PROPOSAL or bool(deal.stock))

    deal = _ecarte_deal(rng, reached)
    if deal is None:
        return None
    seat = deal.to_act
    assert isinstance(seat, int)
    view = deal.view(seat)
    questions = {
        "propose or play": "You are the non-dealer. Do you play or propose?",
        "accept or refuse": "You are the dealer; your adversary proposes. Accept or refuse?",
        "the discard": (
            f"You are the {'dealer' if view.dealer == seat else 'non-dealer'}. "
            f"Discard {one_to(view.discard_limit, 'card')}: which?"
        ),
    }
    return Drill("ecarte", kind, view, questions[kind])


KINDS: Final[dict[str, tuple[str, ...]]] = {
    "exchange": ("elder's discard", "younger's discard"),
    "ecarte": tuple(_ECARTE_KINDS),
    "calling": tuple(_CALLING_KINDS),
}
_MAKERS: Final = {"exchange": _exchange_drill, "ecarte": _ecarte_drill, "calling": _calling_drill}


def make_drill(trainer: str, kind: str, rng: random.Random) -> Drill:
    """A position of ``kind`` for ``trainer`` (deals are dealt until one reaches it)."""
    for _ in range(500):
        drill = _MAKERS[trainer](rng, kind)
        if drill is not None:
            return drill
    raise RuntimeError(f"no deal reached {kind!r}")  # the rules of thumb always reach it


def grade(drill: Drill, answer: Any, *, seed: int = 1) -> Graded:
    """The answer weighed by the analysis, at the depth of a full review."""
    judged = _judge(drill, answer, seed)
    appraisal = judged.appraisal
    points, chance = appraisal.loss(judged.chosen)
    deal = getattr(drill.view, "deal", drill.view)
    verdict = appraisal.verdict(judged.chosen)
    if verdict is Verdict.CLOSE:  # an answer is graded, so a close call takes its leaning
        verdict = appraisal.leaning(judged.chosen)
    # A puzzle of one's own game is weighed on the whole partie or game: its settlement's
    # points at Piquet (the deal's margin at Écarté) and the chance of winning it all.
    whole_game = hasattr(drill.view, "deal")  # a partie's or a game's view holds its deal
    ecarte_drill = drill.trainer == "ecarte"
    return Graded(
        verdict,
        points,
        chance,
        appraisal.best.action,
        explain(appraisal, deal, "deal"),
        ("game" if ecarte_drill else "partie")
        if whole_game
        else ("point" if ecarte_drill else "deal"),
        appraisal.best.chance,
    )


def _judge(drill: Drill, answer: Any, seed: int) -> Judged:
    if drill.trainer == "ecarte":
        player = EcarteStrong(seed, samples=FULL.ecarte_play, weigh_samples=FULL.ecarte_weigh)
        # advise: the maxim shown under "Best" speaks to the best choice, not the answer.
        found = appraise_ecarte(drill.view, answer, player, rng=random.Random(seed), advise=True)
    else:
        strong = PiquetStrong(
            seed,
            samples=FULL.piquet_play,
            exchange_samples=FULL.piquet_exchange,
            call_samples=FULL.piquet_calls,
        )
        found = appraise_piquet(drill.view, answer, strong, advise=True)
    return found[0]


def options_of(drill: Drill) -> tuple[Any, ...]:
    """The answers offered as a list (none for a discard, which is typed as cards)."""
    view = drill.view
    if getattr(view, "exchange_limit", 0) or getattr(view, "discard_limit", 0):
        return ()
    if drill.kind == "the play":  # the card alone is asked, not a throw-down or a claim
        return tuple(a for a in view.legal if isinstance(a, piquet.Play | ecarte.Play))
    return tuple(view.legal)


def menu_of(drill: Drill) -> Menu[Any] | None:
    """The question's choices as the table offers them, in its words and order (at Piquet
    the best call in each suit first, with its count; the lesser calls behind "Other
    calls…"), kept to the answers graded; None for a discard, which is typed as cards."""
    options = options_of(drill)
    if not options:
        return None
    menu: Menu[Any] = (ecarte_menu if drill.trainer == "ecarte" else piquet_menu)(drill.view)
    return replace(menu, choices=tuple(c for c in menu.choices if c.action in options))


def parse_discard(drill: Drill, text: str) -> Any:
    """A discard typed as cards, checked against the hand (ValueError saying why not)."""
    view = drill.view
    cards = typed_cards(discard_typed(text, view.hand) if drill.trainer == "ecarte" else text)
    limit = getattr(view, "exchange_limit", 0) or view.discard_limit
    if not 1 <= len(cards) <= limit:
        raise ValueError(f"discard {one_to(limit, 'card')}")
    if len(set(cards)) != len(cards) or not set(cards) <= set(view.hand):
        raise ValueError("discard cards of your own hand, each once")
    return piquet.Exchange(cards) if drill.trainer != "ecarte" else ecarte.Discard(cards)
