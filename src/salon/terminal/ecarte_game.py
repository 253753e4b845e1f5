"""Écarté as the terminal client plays it: the adapter over :class:`~salon.ecarte.game.EcarteGame`.

>>> adapter = EcarteAdapter()
>>> game = adapter.new("rubber")
>>> adapter.to_act(game) is None, game.rules.rubber_games
(True, 3)
"""

from __future__ import annotations

import random
from typing import Any

from salon.analysis.hints import hint_for
from salon.cards import Card
from salon.choices import cards_named
from salon.ecarte.actions import (
    Accept,
    Discard,
    EcarteAction,
    MarkKing,
    Play,
    Propose,
    Refuse,
    Stand,
    parse_action,
)
from salon.ecarte.choices import ecarte_menu
from salon.ecarte.deal import Phase
from salon.ecarte.game import EcarteGame, EcarteView
from salon.ecarte.jeux import Advice, RefusalRule, counselled_lead, jeu_de_regle, refusal
from salon.ecarte.rules import EcarteRules
from salon.ecarte.view import EcarteDealView
from salon.engine import CHANCE, Event
from salon.records import Record, RecordError
from salon.replay import ecarte_record, replay_record
from salon.terminal.game import (
    RULE_OF_THUMB,
    Ask,
    InputError,
    Row,
    ScoringCard,
    Snapshot,
    acting,
    ask_from_menu,
    read_card,
    read_cards,
    told_talk,
)
from salon.typed_cards import ONE_CARD, SOME_CARDS, card_words, discard_typed
from salon.words import counted


def ecarte_hint(view: EcarteView) -> str:
    """The treatise's counsel for the decision at hand."""
    deal = view.deal
    if deal is None or deal.trump is None:
        return "The higher Écarté card cut deals (king high)."
    if deal.phase is Phase.PROPOSAL:
        jeu = jeu_de_regle(deal.hand, deal.trump)
        if jeu is not None:
            return f"A jeu de règle ({jeu.value}): play without proposing."
        return "No jeu de règle: propose, unless you are sure of the point."
    if deal.phase is Phase.RESPONSE:
        advice = refusal(deal.hand, deal.trump)
        if advice is None:
            return "Not one of the hands with which to refuse: accept."
        return _refusal_hint(advice.rule, advice.advice)
    if deal.discard_limit:
        return "Keep trumps and kings; to discard fewer than three is usually bad."
    if MarkKing() in deal.legal:
        return "Mark the king before you play your first card, or the point is lost."
    if deal.lead is not None:
        return _follow_hint(deal)
    return (
        "Lead from your strong suit, the likeliest to force your adversary: he must follow "
        "suit and win if he can, or trump if void."
    )


def _counsel_action(view: EcarteView) -> type | None:
    """The kind of action the treatise's counsel names, where it names one (to propose or to
    play, to give cards or to refuse)."""
    deal = view.deal
    if deal is None or deal.trump is None:
        return None
    if deal.phase is Phase.PROPOSAL:
        return Stand if jeu_de_regle(deal.hand, deal.trump) is not None else Propose
    if deal.phase is Phase.RESPONSE:
        advice = refusal(deal.hand, deal.trump)
        return Refuse if advice is not None and advice.advice is Advice.REFUSE else Accept
    return None


def _led_against_counsel(view: EcarteView, choice: object) -> bool:
    """Whether ``choice`` is a lead the treatise's counsel would not make."""
    deal = view.deal
    if deal is None or deal.trump is None or deal.phase is not Phase.PLAY or deal.lead:
        return False
    return isinstance(choice, Play) and not counselled_lead(deal.hand, deal.trump, choice.card)


def _refusal_hint(rule: RefusalRule, advice: Advice) -> str:
    """The treatise's hand and what it says of it, then what that means for this hand when
    the rule has an exception ("refuse, unless one is the king": here, accept).

    >>> _refusal_hint(RefusalRule.HAND_I, Advice.ACCEPT)[-66:]
    'no. I, three trumps: refuse, unless one is the king. Here: accept.'
    >>> _refusal_hint(RefusalRule.HAND_V, Advice.REFUSE)[-30:]
    'as king, knave, small: refuse.'
    """
    number, _, described = rule.value.partition(": ")
    hand, _, counsel = described.partition(": ")
    told = f"The treatise's hands with which to refuse, no. {number}, {hand}: {counsel}."
    return told if counsel == advice.value else f"{told} Here: {advice.value}."


def _follow_hint(deal: EcarteDealView) -> str:
    """The second hand's duty (the treatise's description, "Playing") and the cards it
    leaves him."""
    plays = tuple(a.card for a in deal.legal if isinstance(a, Play))
    duty = "The second hand must follow suit and win the trick if he can, or trump if void"
    if len(plays) == 1:
        return f"{duty}: {cards_named(plays)} is the one card you may play."
    return f"{duty}: you may play {cards_named(plays)}."


class EcarteAdapter:
    """A game (or rubber) of Écarté for the terminal client; its records call seats 0 and 1
    A and B."""

    title = "Écarté"
    whole = "game"
    command = "ecarte"

    def new(self, rules: str | None) -> EcarteGame:
        return EcarteGame(EcarteRules.from_text(rules) if rules else EcarteRules())

    def resume(self, record: Record) -> EcarteGame:
        if record.tag("Game") != "Ecarte":
            raise RecordError(0, f"this is a record of {record.tag('Game')}, not of Écarté")
        game, _ = replay_record(record)
        assert isinstance(game, EcarteGame)
        return game

    def record_text(
        self, state: EcarteGame, *, names: tuple[str, str], tags: dict[str, str]
    ) -> str:
        text = ecarte_record(state, names=names)
        head, _, moves = text.partition("\n\n")
        extra = "".join(f'\n[{name} "{value}"]' for name, value in tags.items())
        return f"{head}{extra}\n\n{moves}"

    def is_over(self, state: EcarteGame) -> bool:
        return state.is_terminal

    def to_act(self, state: EcarteGame) -> int | None:
        actor = state.to_act
        return actor if isinstance(actor, int) else None

    def needs_chance(self, state: EcarteGame) -> bool:
        return state.to_act is CHANCE

    def chance(self, state: EcarteGame, rng: random.Random) -> EcarteAction:
        return state.sample_chance(rng)

    def apply(self, state: EcarteGame, action: EcarteAction) -> None:
        state.apply(action)

    def view(self, state: EcarteGame, seat: int) -> EcarteView:
        return state.view(seat)

    def agent_legal(self, view: EcarteView) -> tuple[Any, ...]:
        return view.legal

    def talk(
        self, state: EcarteGame, seat: int | None, *, names: tuple[str, str]
    ) -> tuple[Event, ...]:
        return told_talk(state, seat, names)

    def ask(self, view: EcarteView) -> Ask:
        menu = ecarte_menu(view)
        if menu.discard:
            return ask_from_menu(menu, free="the cards to put out, as " + SOME_CARDS)
        playing = view.deal is not None and view.deal.phase is Phase.PLAY
        return ask_from_menu(menu, free="a card, as " + ONE_CARD if playing else "")

    def read(self, view: EcarteView, text: str) -> EcarteAction:
        deal = view.deal
        cleaned = text.strip()
        if deal is not None and deal.discard_limit:
            # "all": the laws let him put out all five
            return Discard(read_cards(discard_typed(cleaned, deal.hand)))
        try:
            return parse_action(cleaned)
        except ValueError as error:
            if deal is not None and deal.phase is Phase.PLAY and len(card_words(cleaned)) == 1:
                return Play(read_card(card_words(cleaned)[0]))  # a card, or why it is not one
            raise InputError(str(error)) from None

    def hint(self, view: EcarteView) -> str:
        explained = hint_for(view)  # the analysis's recommendation, weighed and explained
        counsel = ecarte_hint(view)
        if explained is None:
            return counsel
        advised = _counsel_action(view)
        # A rule of thumb is for every hand like this one; the weighing is of this one.
        differs = advised is not None and not isinstance(explained.choice, advised)
        differs = differs or _led_against_counsel(view, explained.choice)
        otherwise = (
            " The weighing above, of this very hand, departs from this rule." if differs else ""
        )
        return f"{explained.words}\n{RULE_OF_THUMB}{counsel}{otherwise}"

    def corrections(self, state: Any, seat: int) -> Ask | None:
        return None  # Écarté's laws correct no call or answer out of turn

    def scoring_card(self, state: EcarteGame) -> ScoringCard:
        return ScoringCard(
            rows=tuple(state.deal_points),
            totals=(
                sum(points[0] for points in state.deal_points),
                sum(points[1] for points in state.deal_points),
            ),
        )

    def actions_taken(self, state: EcarteGame) -> int:
        return len(state.log)

    def is_scoring_event(self, event: Event) -> bool:
        return event.seat is None and event.words.startswith("The score:")

    def hand(self, state: EcarteGame, seat: int) -> tuple[Card, ...]:
        deal = state.view(seat).deal
        return () if deal is None else deal.hand

    def snapshot(self, view: EcarteView, *, names: tuple[str, str]) -> Snapshot:
        me, them = names[view.seat], names[1 - view.seat]
        standing = view.standing
        score = f"{me} {standing[view.seat]} · {them} {standing[1 - view.seat]} (to five)"
        deal = view.deal
        if deal is None or deal.turn_up is None:
            return Snapshot("Écarté · the cut for deal", (), (Row("Game", text=score),))
        role = "dealer" if deal.dealer == view.seat else "non-dealer"
        title = f"Écarté · you are {role} · {deal.phase.value}"
        rows = [
            Row("Turn-up", (deal.turn_up,), f"{deal.turn_up.suit.plural} are trumps:"),
            Row("Stock", text=counted(deal.stock_count, "card")),
            Row(acting(them, "holds"), text=counted(_cards_held_by_the_other(deal), "card")),
        ]
        if deal.lead is not None:
            leader = me if deal.leader == view.seat else them
            rows.append(Row("Trick", (deal.lead,), f"{leader} led"))
        elif deal.tricks:
            last = deal.tricks[-1]
            winner = me if last.winner == view.seat else them
            rows.append(Row("Last trick", (last.lead, last.reply), f"{winner} won:"))
        won = deal.tricks_won
        rows.append(Row("Tricks", text=f"{me} {won[view.seat]} · {them} {won[1 - view.seat]}"))
        rows.append(Row("Game", text=score))
        if view.games_won != (0, 0):
            games = view.games_won
            mine, theirs = games[view.seat], games[1 - view.seat]
            rows.append(Row("Games", text=f"{me} {mine} · {them} {theirs}"))
        return Snapshot(title, deal.hand, tuple(rows))


def _cards_held_by_the_other(deal: EcarteDealView) -> int:
    """The adversary holds as many cards as this hand, less one if he has led to the trick."""
    led_by_him = deal.lead is not None and deal.leader != deal.seat
    return len(deal.hand) - (1 if led_by_him else 0)
