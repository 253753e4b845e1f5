"""The deal of the cards and the exchange: carte blanche, the discards (and why one is
refused), the cards taken in and the looks at the cards left; each a step of the deal
(:mod:`salon.piquet.deal`) on its state.

>>> from salon.cards import piquet_pack
>>> from salon.piquet.rules import PiquetRules
>>> state = DealState(PiquetRules())
>>> state.stock = list(piquet_pack()[24:])
>>> exchange_limit(state, ELDER), exchange_limit(state, YOUNGER)
(5, 8)
"""

from __future__ import annotations

from salon.cards import Card, format_cards
from salon.engine import IllegalActionError
from salon.piquet import declaring, irregular
from salon.piquet.actions import Exchange, Role
from salon.piquet.combinations import Category
from salon.piquet.state import DealState, Phase
from salon.piquet.talk import ELDER_LOOKS, EventKind, exchange_words
from salon.words import number_words, one_to, said

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def exchange_limit(deal: DealState, role: Role) -> int:
    """How many cards ``role`` may discard: one at least (Law 12), but a hand of eleven
    may discard none and one of thirteen must discard two (Laws 21-23)."""
    if role is ELDER:
        return min(5, len(deal.stock)) + deal.surplus[ELDER]
    pending = deal.set_aside[ELDER]
    taken = 0 if pending is None else len(pending) - deal.surplus[ELDER]
    return len(deal.stock) - taken + deal.surplus[YOUNGER]


def deal_cards(deal: DealState, order: tuple[Card, ...]) -> None:
    step = deal.rules.deal_by.value
    hands: list[list[Card]] = [[], []]
    for packet, start in enumerate(range(0, 24, step)):
        hands[packet % 2].extend(order[start : start + step])
    deal.dealt = [tuple(hands[ELDER]), tuple(hands[YOUNGER])]
    deal.hands = [set(hands[ELDER]), set(hands[YOUNGER])]
    deal.stock = list(order[24:])
    by = "twos" if step == 2 else "threes"
    deal.say(EventKind.DEAL, None, f"Twelve cards each, by {by}; eight in the stock.")
    # Younger says whether he has a carte blanche before elder exchanges, in every deal,
    # so that silence tells elder nothing (rules notes: forced steps are still steps).
    deal.phase = Phase.CARTE_BLANCHE


def declare_carte_blanche(deal: DealState, announce: bool) -> None:
    if deal.phase is Phase.CARTE_BLANCHE:
        deal.phase = Phase.ELDER_EXCHANGE
        if not announce:
            return
        deal.carte_blanche = YOUNGER
        deal.say(EventKind.CARTE_BLANCHE, YOUNGER, "I have a carte blanche.")
        return
    deal.carte_blanche = ELDER
    deal.say(EventKind.CARTE_BLANCHE, ELDER, "Discard for carte blanche.")


def show_carte_blanche(deal: DealState) -> None:
    holder = deal.carte_blanche
    assert holder is not None
    deal.carte_blanche_shown = True
    deal.shown_hand[holder] = deal.dealt[holder]
    shown = format_cards(deal.dealt[holder], symbols=True)
    deal.say(EventKind.CARTE_BLANCHE, holder, f"Carte blanche: {shown}.", cards=deal.dealt[holder])
    deal.hand_scores[holder].append((Category.CARTE_BLANCHE, 10))
    deal.say(EventKind.SCORE, holder, said(10), points=10)


def exchange(deal: DealState, discard: tuple[Card, ...]) -> None:
    role = ELDER if deal.phase is Phase.ELDER_EXCHANGE else YOUNGER
    deal.hands[role].difference_update(discard)
    deal.set_aside[role] = discard
    taken = len(discard) - deal.surplus[role]
    if role is ELDER:
        deal.say(EventKind.EXCHANGE, ELDER, exchange_words(elder=True, count=taken))
        if deal.misdeal_law:
            deal.say(EventKind.LAW, None, irregular.exchange_words(deal, ELDER, len(discard)))
        if deal.carte_blanche is ELDER:
            deal.phase = Phase.YOUNGER_EXCHANGE  # younger discards before elder shows
            return
        take_in(deal, ELDER)
        return
    left = exchange_limit(deal, YOUNGER) - len(discard)
    deal.say(EventKind.EXCHANGE, YOUNGER, exchange_words(elder=False, count=taken, left=left))
    if deal.misdeal_law:
        deal.say(EventKind.LAW, None, irregular.exchange_words(deal, YOUNGER, len(discard)))
    if deal.carte_blanche is ELDER:
        show_carte_blanche(deal)
        take_in(deal, ELDER)
        if deal.phase is Phase.ELDER_LOOK:
            return
    take_in(deal, YOUNGER)


def take_in(deal: DealState, role: Role) -> None:
    discard = deal.set_aside[role]
    assert discard is not None
    count = len(discard) - deal.surplus[role]
    taken, deal.stock = deal.stock[:count], deal.stock[count:]
    deal.hands[role].update(taken)
    deal.discards[role] = discard
    deal.held_after_exchange[role] = frozenset(deal.hands[role])
    deal.set_aside[role] = None
    cards = format_cards(taken, symbols=True)
    deal.say(EventKind.TAKE_IN, role, f"Takes in {cards}.", audience=role, cards=tuple(taken))
    if role is ELDER:
        if deal.stock[: 5 - count]:
            deal.phase = Phase.ELDER_LOOK
        elif deal.carte_blanche is YOUNGER:
            show_carte_blanche(deal)
            deal.phase = Phase.YOUNGER_EXCHANGE
        else:
            deal.phase = Phase.YOUNGER_EXCHANGE
        return
    deal.younger_left = tuple(deal.stock)
    deal.phase = Phase.YOUNGER_LOOK if deal.stock else Phase.CALL


def decide_look(deal: DealState, look: bool) -> None:
    phase = deal.phase
    if phase is Phase.ELDER_LOOK:
        left = tuple(deal.stock[: 5 - len(deal.discards[ELDER]) + deal.surplus[ELDER]])
        if look:
            deal.left_seen[ELDER] = frozenset(left)
            deal.say(EventKind.LOOK, ELDER, ELDER_LOOKS)
            _show_left(deal, ELDER, "Left", left)
        if deal.set_aside[YOUNGER] is not None:  # carte blanche: younger has discarded
            take_in(deal, YOUNGER)
        else:
            if deal.carte_blanche is YOUNGER:
                show_carte_blanche(deal)
            deal.phase = Phase.YOUNGER_EXCHANGE
        return
    if look:
        deal.younger_looks = True
        deal.left_seen[YOUNGER] = frozenset(deal.younger_left)
        deal.say(EventKind.LOOK, YOUNGER, "I look at the cards I leave.")
        _show_left(deal, YOUNGER, "Left", deal.younger_left)
        if deal.lead is not None:
            show_leavings_to_elder(deal)
    elif phase is Phase.LOOK_BEFORE_PLAY:
        deal.younger_looks = False
        deal.say(EventKind.LOOK, YOUNGER, "I shall not look at them.")
    if phase is Phase.YOUNGER_LOOK:
        deal.phase = Phase.CALL
    else:
        declaring.begin_reckoning(deal)


def show_leavings_to_elder(deal: DealState) -> None:
    deal.left_seen[ELDER] = deal.left_seen[ELDER] | frozenset(deal.younger_left)
    _show_left(deal, ELDER, "Younger's leavings", deal.younger_left)


def _show_left(deal: DealState, role: Role, heading: str, left: tuple[Card, ...]) -> None:
    """Show ``role`` alone the cards ``left`` in the stock."""
    cards = format_cards(left, symbols=True)
    deal.say(EventKind.LOOK, role, f"{heading}: {cards}.", audience=role, cards=left)


def check_exchange(deal: DealState, action: Exchange) -> None:
    """Raise :class:`IllegalActionError` when the hand exchanging may not make ``action``."""
    role = ELDER if deal.phase is Phase.ELDER_EXCHANGE else YOUNGER
    discard = action.discard
    limit = exchange_limit(deal, role)
    least = 1 + deal.surplus[role]
    if len(set(discard)) != len(discard):
        raise IllegalActionError(action, "a card is named twice")
    if least != 1 and not least <= len(discard) <= limit:
        raise IllegalActionError(action, _discards_allowed(deal, role, least, limit))
    if not least <= len(discard) <= limit:
        raise IllegalActionError(
            action, f"the {role.word} hand must exchange {one_to(limit, 'card')} (Law 12)"
        )
    missing = [c for c in discard if c not in deal.hands[role]]
    if missing:
        raise IllegalActionError(
            action, f"the {role.word} hand does not hold the {missing[0].name}"
        )


def _discards_allowed(deal: DealState, role: Role, least: int, most: int) -> str:
    """The discards a hand of a deal stood with a card dealt wrongly may make."""
    fewest = "none" if least == 0 else number_words(least)
    return (
        f"the {role.word} hand must put out {fewest} to {number_words(most)} cards "
        f"(Law {deal.misdeal_law})"
    )
