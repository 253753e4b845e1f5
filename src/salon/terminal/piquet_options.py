"""What a Piquet player is asked at each moment, and how his typed answers are read.

The words and their order come from :mod:`salon.piquet.choices`, which the web card room
shares; typed cards and actions in their record form are read here.
"""

from __future__ import annotations

from salon.cards import CardParseError
from salon.piquet.actions import ActionParseError, Exchange, Play
from salon.piquet.choices import piquet_menu
from salon.piquet.deal import Phase
from salon.piquet.partie import PartieAction, PartieView, parse_partie_action
from salon.terminal.game import Ask, InputError, ask_from_menu, not_held, read_card, read_cards
from salon.typed_cards import ONE_CARD, SOME_CARDS, card_words


def piquet_ask(view: PartieView) -> Ask:
    """The question for the seat of ``view`` (which must be to act), in the words of
    :mod:`salon.piquet.choices`."""
    menu = piquet_menu(view)
    deal = view.deal
    if menu.discard:
        return ask_from_menu(menu, free="the cards to put out, as " + SOME_CARDS)
    playing = deal is not None and deal.phase is Phase.PLAY
    return ask_from_menu(menu, free="a card, as " + ONE_CARD if playing else "")


def read_piquet(view: PartieView, text: str) -> PartieAction:
    """The action meant by typed cards (an exchange or a card to play) or its record form."""
    deal = view.deal
    cleaned = text.strip()
    if deal is not None and deal.exchange_limit:
        cards = read_cards(cleaned)
        refused = not_held(cards, deal.hand)
        if refused:  # said to the player: the laws' refusal names the hand by its role
            raise InputError(refused)
        return Exchange(cards)
    try:
        return parse_partie_action(cleaned)
    except (ActionParseError, CardParseError):
        if deal is not None and deal.phase is Phase.PLAY and len(card_words(cleaned)) == 1:
            return Play(read_card(card_words(cleaned)[0]))  # a card, or why it is not one
        raise InputError(f"{text!r} is not understood") from None
