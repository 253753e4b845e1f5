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
from salon.sessions.betting_words import AmountKind, betting_question, resign_choice
from salon.sessions.chouette import ChouetteSession
from salon.sessions.french import FrenchSession, Resign, move_text
from salon.sessions.labels import action_label
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
            menu = Menu(menu.prompt, (*menu.choices, resign_choice(me)), menu.more, menu.discard)
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
    """The advice in the words of the player's menu ("King of hearts"), an exchange or a
    discard as "Put out …"."""
    game = session.game
    return action_label(None if game is None else game.view(counsel.seat), counsel.action)


def _betting(session: FrenchSession, me: str) -> tuple[Menu[Any], list[JSON]]:
    """The betting menu, each choice sent as a record's move, and its amounts as templates
    (``bet Ann {n}``)."""
    menu, asked_amounts = betting_question(session, me)
    sent = tuple(
        Choice(move_text(choice.action), choice.label, confirm=choice.confirm)
        for choice in menu.choices
    )
    amounts = [
        {
            "kind": asked.kind.value,
            "on": asked.on,
            "least": 1,
            "most": asked.most,
            "action": f"{'bet' if asked.kind is AmountKind.BET else 'cover'} {asked.on} {{n}}",
            "label": asked.label,
        }
        for asked in asked_amounts
    ]
    return Menu(menu.prompt, sent), amounts


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
