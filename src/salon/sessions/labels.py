"""A game's actions in a card player's words, for the sessions' talk and their clients.

The two-handed menus (:mod:`salon.piquet.choices`, :mod:`salon.ecarte.choices`) word every
action open to the seat to act ("Point of five in hearts, making 48", "Play the ace of
hearts", "Propose (ask for cards)"); a session's adviser proposes, and its player chooses,
among the same actions, so they read them in the same words. An exchange or a discard, which
the menus leave to be typed, reads "Put out the eight of clubs and the seven of spades".

>>> from salon.piquet.partie import Partie
>>> from salon.cards import parse_cards
>>> from salon.piquet.actions import Exchange
>>> partie = Partie(choice=0)
>>> list(action_labels(partie.view(0)).values())
['Deal first', 'Let the adversary deal (be elder hand)']
>>> action_label(None, Exchange(parse_cards("7S 8C")))
'Put out the eight of clubs and the seven of spades'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from salon.choices import OTHER_CHOICES, cards_named
from salon.ecarte.actions import ClaimPoint, Discard, ThrowDown
from salon.ecarte.actions import Play as EcartePlay
from salon.ecarte.choices import ecarte_menu
from salon.ecarte.game import EcarteView
from salon.piquet.actions import Exchange
from salon.piquet.actions import Play as PiquetPlay
from salon.piquet.choices import piquet_menu
from salon.piquet.partie import PartieView


def _menu(view: PartieView | EcarteView | None) -> Any:
    """The menu of the seat of ``view`` when it is to act (an exchange lists no actions)."""
    if view is None or view.to_act != view.seat:
        return None
    return piquet_menu(view) if isinstance(view, PartieView) else ecarte_menu(view)


def forced(view: PartieView | EcarteView | None) -> tuple[Any, str] | None:
    """The one action open when there is nothing to decide ("No carte blanche" with none
    held, nothing more to reckon), and what to say of it; None when there is a choice."""
    menu = _menu(view)
    if menu is None or not menu.automatic:
        return None
    return menu.choices[0].action, str(menu.said)


def one_card_to_play(legal: Sequence[Any]) -> bool:
    """Whether the one card to play is all there is to choose: the last card, or the only
    one that follows suit, though the laws let a hand throw down its cards instead (Écarté,
    Law XXV)."""
    plays = [action for action in legal if isinstance(action, PiquetPlay | EcartePlay)]
    others = [action for action in legal if action not in plays]
    return len(plays) == 1 and all(isinstance(a, ThrowDown | ClaimPoint) for a in others)


def action_labels(view: PartieView | EcarteView | None) -> dict[Any, str]:
    """Each action open to the seat of ``view`` (the seat to act), in the menu's words."""
    menu = _menu(view)
    return {} if menu is None else {choice.action: choice.label for choice in menu.choices}


def menu_order(view: PartieView | EcarteView | None) -> dict[Any, tuple[int, bool]]:
    """Each action open to the seat of ``view``: its place in the menu (best first) and
    whether it is a main choice (False: a lesser call, sinking, throwing down)."""
    menu = _menu(view)
    if menu is None:
        return {}
    return {choice.action: (place, choice.main) for place, choice in enumerate(menu.choices)}


def more_words(view: PartieView | EcarteView | None) -> str:
    """The words of the control that shows the other choices ("Other calls…")."""
    menu = _menu(view)
    return OTHER_CHOICES if menu is None else str(menu.more)


def question(view: PartieView | EcarteView | None) -> str:
    """What the seat of ``view`` is asked now, in his words ("Declare your point"), or ""."""
    menu = _menu(view)
    return "" if menu is None else str(menu.prompt)


def action_label(view: PartieView | EcarteView | None, action: Any) -> str:
    """``action`` in the menu's words, "Put out …" for an exchange or a discard, else as in
    records."""
    if isinstance(action, Exchange):
        return "Put out " + cards_named(action.discard)
    if isinstance(action, Discard):
        return "Put out " + cards_named(action.cards)
    return action_labels(view).get(action, str(action))


def lowered(label: str) -> str:
    """A label inside a sentence: "Ben proposes: play the ace of hearts".

    >>> lowered("Point of five in hearts, making 48")
    'point of five in hearts, making 48'
    """
    return label[:1].lower() + label[1:]
