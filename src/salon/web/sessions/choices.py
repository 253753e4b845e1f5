"""What a participant at a session is asked, in the classic words: his moves in the game
(the two-seat games' own menus), advice to the player he may advise ("Propose: …" at
chouette, "Point at: …" at French Écarté), and the betting (bets and covers by amount, taking,
declining, passing, resigning).

Advice is made from the menu of the player's own seat, which the adviser may look at: the
same words, the action sent with ``advise`` before it.
"""

from __future__ import annotations

from typing import Any

from salon.choices import Choice, Menu
from salon.ecarte.choices import ecarte_menu
from salon.ecarte.french import Bet, Cover, Decline
from salon.ecarte.game import EcarteGame
from salon.piquet.choices import piquet_menu
from salon.piquet.partie import Partie
from salon.sessions.actions import Advise, Counsel, Move
from salon.sessions.chouette import ChouetteSession
from salon.sessions.french import FrenchPhase, FrenchSession, Pass, Resign, move_text
from salon.sessions.pool import Back
from salon.sessions.records import Session
from salon.web.tables.adapter import JSON, menu_json

ADVICE_WORDS = {"chouette": ("Propose", "Propose to {0}"), "other": ("Point to", "Point for {0}")}
"""How advice is offered: the adviser proposes at chouette; a backer points (at a card, or to
what else he would have his player do)."""


def seat_menu(game: Any, seat: int) -> Menu[Any] | None:
    """The two-seat game's own menu for ``seat`` when it is to act."""
    if game is None or game.to_act != seat:
        return None
    if isinstance(game, Partie):
        return piquet_menu(game.view(seat))
    if isinstance(game, EcarteGame):
        return ecarte_menu(game.view(seat))
    return None


def participant_menu(session: Session, me: str) -> JSON:
    """The fields of ``me``'s view that say what he is asked, and every action he may send."""
    legal = session.legal_actions(me)
    fields: JSON = {"advise_prefix": "", "amounts": [], "legal": _legal_texts(legal)}
    game = session.game
    seat = game.to_act if game is not None else None
    if isinstance(seat, int) and session.player_of(seat) == me:
        menu = seat_menu(game, seat)
        if menu is not None and any(isinstance(a, Resign) for a in legal):
            resign = Choice(
                Resign(me),
                "Resign your game to your first backer",
                main=False,
                confirm="Resign? Your first backer plays out your game.",
            )
            menu = Menu(menu.prompt, (*menu.choices, resign), menu.more, menu.discard)
        return fields | menu_json(menu)
    if isinstance(seat, int) and any(isinstance(a, Advise) for a in legal):
        return fields | {"advise_prefix": "advise "} | menu_json(_advice_menu(session, seat))
    if isinstance(session, FrenchSession) and session.to_act == me:
        menu, amounts = _betting(session, me)
        return fields | menu_json(menu) | {"amounts": amounts}
    backing = [a for a in legal if isinstance(a, Back)]
    if backing:
        return fields | menu_json(_backing_menu(backing))
    return fields | menu_json(None)


def _backing_menu(backing: list[Back]) -> Menu[Any]:
    """The player out at a pool declared French Écarté chooses whom he backs this game."""
    choices = tuple(
        Choice(str(back), f"Back {back.player}: look over his hand and advise him")
        for back in backing
    )
    return Menu("You are out: back a player for this game, or only watch", choices)


def _advice_menu(session: Session, seat: int) -> Menu[Any] | None:
    menu = seat_menu(session.game, seat)
    if menu is None:
        return None
    verb, prompt = ADVICE_WORDS["chouette" if isinstance(session, ChouetteSession) else "other"]
    player = session.player_of(seat)
    choices = tuple(
        Choice(
            Advise("", choice.action),
            f"{'Point at' if verb == 'Point to' and choice.play else verb}: {choice.label}",
            main=choice.main,
            play=choice.play,
            cards=choice.cards,
        )
        for choice in menu.choices
    )
    return Menu(f"{prompt.format(player)}: {menu.prompt}", choices, menu.more, menu.discard)


def advice_label(session: Session, counsel: Counsel) -> str:
    """The advice in the words of the player's menu ("King of hearts"), else its text."""
    menu = seat_menu(session.game, counsel.seat)
    if menu is not None:
        for choice in menu.choices:
            if choice.action == counsel.action:
                return choice.label
    return str(counsel.action)


def _betting(session: FrenchSession, me: str) -> tuple[Menu[Any], list[JSON]]:
    left = max(0, session.left(me))
    heavier = session.heavier()
    short = session.uncovered()
    if session.phase is FrenchPhase.BETS:
        first, second = session.book.seated
        stake = session.book.stake
        choices: list[Choice[Any]] = [
            Choice(move_text(Bet(me, on, stake)), f"Bet {stake} on {on}") for on in (first, second)
        ]
        choices = [c for c in choices if stake <= left] + [Choice(Pass(me), "Pass: lay no bet")]
        amounts = [
            _amount("bet", on, left, f"bet {on} {{n}}", f"Bet on {on}")
            for on in (first, second)
            if left >= 1
        ]
        return Menu(f"Lay a bet on {first} or {second}, or pass", tuple(choices)), amounts
    assert heavier is not None
    most = min(left, short)
    if session.phase is FrenchPhase.TAKING:
        choices = [Choice(move_text(Decline(me)), "Take none of it")]
        if short <= left:
            alone = session.book.chouette_if_taking_all(me)
            all_of_it = f"Take all {short}" + (": play la chouette" if alone else "")
            choices.insert(0, Choice(move_text(Cover(me, heavier, short)), all_of_it))
        amounts = [_amount("take", heavier, most, f"cover {heavier} {{n}}", "Take part of it")]
        prompt = f"{short} more lies on {heavier} than on you: take it, part of it, or none"
        return Menu(prompt, tuple(choices)), amounts if most >= 1 else []
    choices = [Choice(Pass(me), "Pass: cover nothing")]
    if most >= 1:
        choices.insert(0, Choice(move_text(Cover(me, heavier, most)), f"Cover {most} of it"))
    amounts = [_amount("cover", heavier, most, f"cover {heavier} {{n}}", f"Cover on {heavier}")]
    prompt = f"{short} on {heavier} is not covered: cover some of it, or pass"
    return Menu(prompt, tuple(choices)), amounts if most >= 1 else []


def _amount(kind: str, on: str, most: int, action: str, label: str) -> JSON:
    return {"kind": kind, "on": on, "least": 1, "most": most, "action": action, "label": label}


def _legal_texts(legal: list[Any]) -> list[str]:
    """Every action's text, a bet or a cover of any amount as one line (``bet Ann {n}``)."""
    texts: list[str] = []
    for action in legal:
        if isinstance(action, Bet):
            text = f"bet {action.on} {{n}}"
        elif isinstance(action, Cover):
            text = f"cover {action.against} {{n}}"
        elif isinstance(action, Decline):
            text = "decline"
        elif isinstance(action, Move):
            text = str(action.action)
        else:
            text = str(action)
        if text not in texts:
            texts.append(text)
    return texts
