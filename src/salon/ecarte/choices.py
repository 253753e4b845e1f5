"""What an Écarté player is offered at his turn, in the words players use.

The penalties named in the labels are those of ecarte-treatise-1896-ocr.txt: the non-dealer
who plays without proposing, or the dealer who refuses the first proposal, loses two if he
loses the point; a player who throws down his cards loses one, or two without a trick
(Law XXV). Throwing down and claiming the point cannot be undone: they sit behind "Other
choices…" and carry a question to confirm them.

>>> from salon.ecarte.game import EcarteGame
>>> from salon.ecarte.actions import CutForDeal, DealCards
>>> from salon.cards import Card, piquet_pack
>>> game = EcarteGame()
>>> game.apply(CutForDeal((Card.parse("KS"), Card.parse("7H"))))
>>> game.apply(DealCards(piquet_pack()))
>>> menu = ecarte_menu(game.view(1))
>>> menu.prompt
'Propose or play?'
>>> [choice.label for choice in menu.choices]  # doctest: +NORMALIZE_WHITESPACE
['Play without proposing (if you then lose the point, it costs two)',
 'Propose (ask for cards)']
"""

from __future__ import annotations

from dataclasses import replace

from salon.choices import Choice, Menu, main_first
from salon.ecarte.actions import (
    Accept,
    ClaimPoint,
    EcarteAction,
    MarkKing,
    Play,
    Propose,
    Refuse,
    Stand,
    ThrowDown,
)
from salon.ecarte.deal import Phase
from salon.ecarte.game import EcarteView
from salon.ecarte.view import EcarteDealView
from salon.words import one_to

EcarteChoice = Choice[EcarteAction]
EcarteMenu = Menu[EcarteAction]

CLAIM_QUESTION = (
    "Claim the point? Your cards are shown; if they do not make sure of the point, "
    "it counts as throwing them down."
)

POINT_WON_QUESTION = (
    "Stop here? Your three tricks make the point; the vole, all five, is no longer played for."
)


def ecarte_menu(view: EcarteView) -> EcarteMenu:
    """The question put to the seat of ``view`` (which must be to act), and its choices."""
    if view.deal is None:
        return Menu("", ())
    return deal_menu(view.deal)


def deal_menu(deal: EcarteDealView) -> EcarteMenu:
    """The question put to the seat of ``deal`` (which must be to act), and its choices."""
    if deal.discard_limit:
        limit = deal.discard_limit
        return Menu(f"Discard {one_to(limit, 'card')}", (), discard=limit)
    order = {card: place for place, card in enumerate(deal.hand)}
    plays = sorted((a for a in deal.legal if isinstance(a, Play)), key=lambda p: order[p.card])
    marks = [a for a in deal.legal if isinstance(a, MarkKing)]
    rest = [a for a in deal.legal if not isinstance(a, Play | MarkKing)]
    # The king is marked before the first card or never: marking it comes first, so the
    # first number typed never plays a card and loses the point unawares.
    choices = main_first(_choice(action, deal) for action in (*marks, *plays, *rest))
    menu = Menu(_prompt(deal), choices)
    if len(choices) == 1 and not isinstance(choices[0].action, Play):
        return replace(menu, automatic=True)  # "I play.": the engine says it
    return menu


def _prompt(deal: EcarteDealView) -> str:
    if deal.phase is Phase.PROPOSAL:
        if not any(isinstance(action, Propose) for action in deal.legal):
            return "The stock is used up: no more cards can be exchanged. Play these cards."
        return "Propose or play?" if deal.proposals == 0 else "Propose again, or play?"
    if deal.phase is Phase.RESPONSE:
        return "Your adversary proposes: give cards, or refuse?"
    if deal.lead is None:
        return "Your lead"
    return f"Play to the {deal.lead.name}"


def _choice(action: EcarteAction, deal: EcarteDealView) -> EcarteChoice:
    if isinstance(action, Play):
        return Choice(action, f"Play the {action.card.name}", play=action.card)
    if isinstance(action, Stand):
        if deal.proposals == 0:
            label = "Play without proposing (if you then lose the point, it costs two)"
            return Choice(action, label)
        return Choice(action, "Play these cards")
    if isinstance(action, Propose):
        return Choice(action, "Propose (ask for cards)" if deal.proposals == 0 else "Propose again")
    if isinstance(action, Accept):
        return Choice(action, "Accept: give cards")
    if isinstance(action, Refuse):
        if deal.proposals == 1:
            return Choice(action, "Refuse (if you then lose the point, it costs two)")
        return Choice(action, "Refuse")
    if isinstance(action, MarkKing):
        return Choice(action, "Mark the king (one point)")
    if isinstance(action, ThrowDown):
        return Choice(
            action,
            f"Throw down the hand (lose {_forfeit(deal)})",
            main=False,
            confirm=f"Throw down your cards? You lose {_forfeit(deal)}; this cannot be undone.",
        )
    if isinstance(action, ClaimPoint):
        if deal.tricks_won[deal.seat] >= 3:  # the point is won: a claim only stops the play
            return Choice(
                action,
                "Stop here with the point (the hand is shown; no vole)",
                main=False,
                confirm=POINT_WON_QUESTION,
            )
        return Choice(
            action,
            "Claim the point (the hand is shown)",
            main=False,
            confirm=CLAIM_QUESTION,
        )
    return Choice(action, str(action))


def _forfeit(deal: EcarteDealView) -> str:
    """What throwing down costs now (Law XXV): one point, or two without a trick."""
    if deal.tricks_won[deal.seat]:
        return "one point"
    return "two points, having made no trick"
