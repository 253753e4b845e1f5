"""What a participant at French Écarté is asked about the money, in a player's words: laying a
bet, taking the bets against him or covering the gallery's, passing, and a player's resigning
his game (ecarte-treatise-1896-ocr.txt, "French Écarté"). Every client words these choices so.

>>> from salon.sessions.french import FrenchSession
>>> session = FrenchSession(("Ann", "Bob", "Cy", "Di"), games=1)
>>> menu = betting_menu(session, "Cy")
>>> menu.prompt, [choice.label for choice in menu.choices]
('Lay a bet on Ann or Bob, or pass', ['Bet 1 on Ann', 'Bet 1 on Bob', 'Pass: lay no bet'])
>>> betting_words(session, "Cy", Bet("Cy", "Bob", 5))
'Bet 5 on Bob'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TypeGuard

from salon.choices import Choice, Menu
from salon.ecarte.french import Bet, Cover, Decline
from salon.sessions.french import FrenchPhase, FrenchSession, Pass, Resign

BettingAction = Bet | Cover | Decline | Pass | Resign


class AmountKind(Enum):
    """What an amount of the participant's choosing does."""

    BET = "bet"
    TAKE = "take"
    """A seated player takes some of the bets against him."""
    COVER = "cover"


@dataclass(frozen=True, slots=True)
class AmountAsked:
    """An amount the participant may choose, from one to ``most``, on the player ``on``."""

    kind: AmountKind
    on: str
    most: int
    label: str


def is_betting(action: object) -> TypeGuard[BettingAction]:
    """Whether ``action`` is one of the money's (or a resignation)."""
    return isinstance(action, Bet | Cover | Decline | Pass | Resign)


def resign_choice(me: str) -> Choice[BettingAction]:
    """A seated player's giving up his game, his first backer to play it out."""
    return Choice(
        Resign(me),
        "Resign your game to your first backer",
        main=False,
        confirm="Resign? Your first backer plays out your game.",
    )


def betting_menu(session: FrenchSession, me: str) -> Menu[BettingAction]:
    """The question put to ``me`` while the money is laid, and its usual choices."""
    return betting_question(session, me)[0]


def betting_words(session: FrenchSession, me: str, action: BettingAction) -> str:
    """Any betting action open to ``me``, of any amount, in the menu's words."""
    for choice in betting_menu(session, me).choices:
        if choice.action == action:
            return choice.label
    if isinstance(action, Bet):
        return f"Bet {action.amount} on {action.on}"
    if isinstance(action, Cover) and session.phase is FrenchPhase.TAKING:
        return f"Take {action.amount} of it"
    if isinstance(action, Cover):
        return f"Cover {action.amount} of it"
    if isinstance(action, Resign):
        return resign_choice(me).label
    return "Pass"


def betting_question(
    session: FrenchSession, me: str
) -> tuple[Menu[BettingAction], tuple[AmountAsked, ...]]:
    """The question put to ``me`` while the money is laid, its usual choices, and the amounts
    he may choose (none when he can lay none)."""
    left = max(0, session.left(me))
    if session.phase is FrenchPhase.BETS:
        first, second = session.book.seated
        stake = session.book.stake
        bets: list[Choice[BettingAction]] = [
            Choice(Bet(me, on, stake), f"Bet {stake} on {on}")
            for on in (first, second)
            if stake <= left
        ]
        passing: Choice[BettingAction] = Choice(Pass(me), "Pass: lay no bet")
        choices = (*bets, passing)
        amounts = tuple(
            AmountAsked(AmountKind.BET, on, left, f"Bet on {on}")
            for on in (first, second)
            if left >= 1
        )
        return Menu(f"Lay a bet on {first} or {second}, or pass", choices), amounts
    heavier = session.heavier()
    if heavier is None or session.phase not in (FrenchPhase.TAKING, FrenchPhase.COVERING):
        return Menu("", ()), ()
    short = session.uncovered()
    theirs = session.book.coverable_by(me, heavier)
    most = min(left, theirs)
    if session.phase is FrenchPhase.TAKING:
        taking: list[Choice[BettingAction]] = []
        if short <= left:
            alone = session.book.chouette_if_taking_all(me)
            all_of_it = f"Take all {short}" + (": play la chouette" if alone else "")
            taking.append(Choice(Cover(me, heavier, short), all_of_it))
        taking.append(Choice(Decline(me), "Take none of it"))
        part = AmountAsked(AmountKind.TAKE, heavier, most, "Take part of it")
        prompt = f"{short} more lies on {heavier} than on you: take it, part of it, or none"
        return Menu(prompt, tuple(taking)), (part,) if most >= 1 else ()
    covering: list[Choice[BettingAction]] = []
    both = _on_both_if_covering(session, me, heavier)
    if most >= 1:
        label, confirm = f"Cover {most} of it", (f"{both} Cover?" if both else None)
        covering.append(Choice(Cover(me, heavier, most), label, confirm=confirm))
    covering.append(Choice(Pass(me), "Pass: cover nothing"))
    some = AmountAsked(AmountKind.COVER, heavier, most, f"Cover on {heavier}")
    prompt = f"{short} on {heavier} is not covered: cover some of it, or pass"
    if theirs < short:  # his own part of it is not his to cover (it comes back to him)
        prompt += f" ({short - theirs} of it is your own bet, and comes back to you if not covered)"
    prompt += f". {both}" if both else ""
    return Menu(prompt, tuple(covering)), (some,) if most >= 1 else ()


def _on_both_if_covering(session: FrenchSession, me: str, heavier: str) -> str:
    """The warning owed to a bettor whose cover would put money on both players, or "".

    Law XXVIII: bettors must not look over the hand of the player they bet against, so one
    with money on both looks over neither hand and advises neither.
    """
    if heavier not in session.book.sides_of(me):
        return ""
    other = next(player for player in session.book.seated if player != heavier)
    return (
        f"You have money on {heavier}: covering it bets on {other} as well, and a bettor on "
        "both players looks over neither hand and advises neither (Law XXVIII)."
    )
