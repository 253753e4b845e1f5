"""Law 25: the corrections a player may make to his own call or answer, while the law allows.

"The elder hand calling too little may correct his miscall before it has been replied to by
the younger hand; and the younger hand, allowing a correct call to be good or equal, when he
holds better, may correct his reply before the elder hand has made another call, or, if there
is no further call, before the elder hand has led a card." (piquet-encyclopedia-1902-with-
laws.txt, Law 25.)

Both are made out of turn: elder's while younger is to answer, younger's while elder is to
act. So they are not among the acting hand's legal actions; :func:`open_to` lists each hand's,
and the deal checks one like any action before it applies. Younger's window closes with
elder's next act of any kind (a call, a reckoning, "done" or the lead): no later than the law
says, and never later than its "another call".
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.cards import Card
from salon.engine import IllegalActionError
from salon.piquet import declaring
from salon.piquet.actions import Answer, Call, CorrectAnswer, CorrectCall, Correction, Role, Verdict
from salon.piquet.combinations import Category, Combination
from salon.piquet.state import Calling, DealState, Phase
from salon.piquet.talk import EventKind

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

LAW = "Law 25"


@dataclass(slots=True)
class BeforeAnswer:
    """The deal as it stood before younger's answer, kept while he may still correct it."""

    phase: Phase
    calls: Calling
    scores: list[int]
    hand_scores: list[list[tuple[Category, int]]]
    revealed: list[set[Card]]
    pique_open: bool
    repiqued: bool
    better: tuple[Combination, ...]
    """What younger held better than the call: what his corrected answer may rest on."""


def remember(deal: DealState, answer: Answer) -> BeforeAnswer | None:
    """Before younger's answer applies: what a correction would put back, when he allows the
    call good or equal holding better (None otherwise)."""
    if answer.verdict not in (Verdict.GOOD, Verdict.EQUAL):
        return None
    better = tuple(
        a.backing
        for a in declaring.legal(deal)
        if isinstance(a, Answer) and a.verdict is Verdict.NOT_GOOD and a.backing is not None
    )
    if not better:
        return None
    return BeforeAnswer(
        deal.phase,
        deal.calls.copy(),
        list(deal.scores),
        [list(h) for h in deal.hand_scores],
        [set(r) for r in deal.revealed],
        deal.pique_open,
        deal.repiqued,
        better,
    )


def open_to(deal: DealState, role: Role, before: BeforeAnswer | None) -> list[Correction]:
    """The corrections ``role`` may make now."""
    if role is ELDER:
        return list(_call_corrections(deal))
    if before is None:
        return []
    return [CorrectAnswer(backing) for backing in before.better]


def _call_corrections(deal: DealState) -> list[CorrectCall]:
    call = deal.calls.call
    if deal.phase is not Phase.ANSWER or call is None or deal.calls.asked_value:
        return []
    held = declaring.held(deal, ELDER, call.category)
    return [CorrectCall(c) for c in held if c.key > call.key]


def resolve(deal: DealState, action: Correction, before: BeforeAnswer | None) -> Correction:
    """The open correction equal to ``action`` (a point's value filled in), or the law's
    reason for refusing it."""
    role = ELDER if isinstance(action, CorrectCall) else YOUNGER
    for open_one in open_to(deal, role, before):
        if open_one == action:
            return open_one
    raise IllegalActionError(action, _refusal(deal, action, before))


def _refusal(deal: DealState, action: Correction, before: BeforeAnswer | None) -> str:
    if isinstance(action, CorrectCall):
        if deal.phase is not Phase.ANSWER or deal.calls.asked_value:
            return f"elder corrects a call only before the younger hand has replied ({LAW})"
        call = deal.calls.call
        assert call is not None
        combo = action.combination
        if combo.category is not call.category:
            return f"the correction is of the {call.category.noun} called"
        if combo.key <= call.key:
            return f"elder corrects only a call of too little ({LAW})"
        return "you do not hold that"
    if before is None:
        return (
            "younger corrects an answer of good or equal, holding better, only before the elder "
            f"hand's next call or lead ({LAW})"
        )
    return "you do not hold that, or it is not better than the call"


def apply(deal: DealState, action: Correction, before: BeforeAnswer | None) -> None:
    """Carry out a correction already resolved; every consequence is said with its law."""
    if isinstance(action, CorrectCall):
        deal.calls.claims.pop()  # the claim of the call corrected
        deal.say(EventKind.CALL, ELDER, f"I called too little ({LAW}):")
        declaring.apply(deal, Call(action.combination))
        return
    assert before is not None
    deal.phase = before.phase
    deal.calls = before.calls.copy()
    deal.scores = list(before.scores)
    deal.hand_scores = [list(h) for h in before.hand_scores]
    deal.revealed = [set(r) for r in before.revealed]
    deal.pique_open = before.pique_open
    deal.repiqued = before.repiqued
    call = deal.calls.call
    assert call is not None
    deal.say(
        EventKind.ANSWER,
        YOUNGER,
        f"I correct my answer ({LAW}): the {call.category.noun} is not good.",
    )
    deal.say(
        EventKind.END,
        None,
        f"The elder hand reckons nothing for his {call.category.noun}; "
        f"the counts stand at {deal.scores[ELDER]} and {deal.scores[YOUNGER]}.",
    )
    declaring.apply(deal, Answer(Verdict.NOT_GOOD, action.backing))
