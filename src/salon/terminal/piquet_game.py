"""Piquet as the terminal client plays it: the adapter over :class:`~salon.piquet.partie.Partie`.

>>> adapter = PiquetAdapter()
>>> partie = adapter.new("four-deal")
>>> adapter.to_act(partie) is None, partie.rules.deals_per_partie
(True, 4)
"""

from __future__ import annotations

import random
from typing import Any

from salon.analysis.hints import hint_for
from salon.cards import Card
from salon.engine import CHANCE, Event
from salon.piquet.actions import Exchange, ThrowIn
from salon.piquet.choices import correction_words
from salon.piquet.deal import Phase
from salon.piquet.partie import Partie, PartieAction, PartieView
from salon.piquet.rules import PiquetRules
from salon.piquet.view import DealView
from salon.records import Record, RecordError
from salon.replay import partie_record, replay_record
from salon.terminal.game import (
    RULE_OF_THUMB,
    Ask,
    Option,
    Row,
    ScoringCard,
    Snapshot,
    acting,
    told_talk,
)
from salon.terminal.hints import BROKEN_SUIT, CHOOSE_HINT, breaks_best_suit, piquet_hint
from salon.terminal.piquet_options import piquet_ask, read_piquet
from salon.words import counted, number_words

SCORING_CARD_WORDS = "Scoring card:"
"""How the partie announces the totals after each deal."""


class PiquetAdapter:
    """A partie of Piquet for the terminal client; its records call seats 0 and 1 A and B."""

    title = "Piquet"
    whole = "partie"
    command = "piquet"

    def new(self, rules: str | None) -> Partie:
        return Partie(PiquetRules.from_text(rules) if rules else PiquetRules())

    def resume(self, record: Record) -> Partie:
        if record.tag("Game") != "Piquet":
            raise RecordError(0, f"this is a record of {record.tag('Game')}, not of a partie")
        game, _ = replay_record(record)
        assert isinstance(game, Partie)
        return game

    def record_text(self, state: Partie, *, names: tuple[str, str], tags: dict[str, str]) -> str:
        if not state.log:
            tags = {"Game": "Piquet", "Rules": state.rules.to_text()} | tags
            return "".join(f'[{name} "{value}"]\n' for name, value in tags.items())
        text = partie_record(state, names=names)
        head, _, moves = text.partition("\n\n")
        extra = "".join(f'\n[{name} "{value}"]' for name, value in tags.items())
        return f"{head}{extra}\n\n{moves}"

    def is_over(self, state: Partie) -> bool:
        return state.is_terminal

    def to_act(self, state: Partie) -> int | None:
        actor = state.to_act
        return actor if isinstance(actor, int) else None

    def needs_chance(self, state: Partie) -> bool:
        return state.to_act is CHANCE

    def chance(self, state: Partie, rng: random.Random) -> PartieAction:
        return state.sample_chance(rng)

    def apply(self, state: Partie, action: PartieAction) -> None:
        state.apply(action)

    def view(self, state: Partie, seat: int) -> PartieView:
        return state.view(seat)

    def agent_legal(self, view: PartieView) -> tuple[Any, ...]:
        return view.legal

    def talk(self, state: Partie, seat: int | None, *, names: tuple[str, str]) -> tuple[Event, ...]:
        return told_talk(state, seat, names)

    def ask(self, view: PartieView) -> Ask:
        return piquet_ask(view)

    def read(self, view: PartieView, text: str) -> PartieAction:
        return read_piquet(view, text)

    def hint(self, view: PartieView) -> str:
        deal = view.deal
        if deal is None:
            return CHOOSE_HINT
        may_throw = any(isinstance(a, ThrowIn) for a in view.legal)
        maxim = piquet_hint(deal.phase, deal.role, may_throw_in=may_throw)
        explained = hint_for(view)  # the analysis's recommendation, weighed and explained
        if explained is None:
            return maxim
        choice = explained.choice
        # A rule of thumb is for every hand like this one; the weighing is of this one.
        broken = isinstance(choice, Exchange) and breaks_best_suit(deal.hand, choice.discard)
        return f"{explained.words}\n{RULE_OF_THUMB}{maxim}{BROKEN_SUIT if broken else ''}"

    def corrections(self, state: Partie, seat: int) -> Ask | None:
        open_ones = state.corrections(seat)
        if not open_ones:
            return None
        options = tuple(Option(correction_words(a), a) for a in open_ones)
        return Ask(
            "Before your adversary goes on, the laws let you correct (Law 25)",
            (*options, Option("Let it stand", None)),
        )

    def scoring_card(self, state: Partie) -> ScoringCard:
        last = state.deal_classes[-1] if state.deal_classes else ()
        return ScoringCard(
            rows=tuple(state.deal_scores),
            totals=state.totals,
            last_deal=tuple((line.word, *line.points) for line in last),
        )

    def actions_taken(self, state: Partie) -> int:
        return len(state.log)

    def is_scoring_event(self, event: Event) -> bool:
        return event.seat is None and event.words.startswith(SCORING_CARD_WORDS)

    def hand(self, state: Partie, seat: int) -> tuple[Card, ...]:
        deal = state.view(seat).deal
        return () if deal is None else deal.hand

    def snapshot(self, view: PartieView, *, names: tuple[str, str]) -> Snapshot:
        me, them = names[view.seat], names[1 - view.seat]
        deal = view.deal
        totals = f"{me} {view.totals[view.seat]} · {them} {view.totals[1 - view.seat]}"
        if deal is None:
            return Snapshot("Piquet · the cut for deal", (), (Row("Partie", text=totals),))
        title = (
            f"Piquet · deal {view.deal_number} of {view.deals_in_partie} · "
            f"you are {deal.role.word} hand · {deal.phase.value}"
        )
        rows = [*_table_rows(deal, me, them), Row("Partie", text=totals)]
        return Snapshot(title, deal.hand, tuple(rows))


def _table_rows(deal: DealView, me: str, them: str) -> list[Row]:
    mine, theirs = int(deal.role), int(deal.role.other)
    stock = counted(deal.stock_count, "card")
    rows = [Row("Stock", deal.stock_seen, stock + (" · seen:" if deal.stock_seen else ""))]
    if deal.discard:
        rows.append(Row("Your discard", deal.discard))
    about = counted(deal.opponent_card_count, "card")
    if deal.opponent_exchanged:
        about += f", exchanged {number_words(deal.opponent_exchanged)}"
    rows.append(
        Row(
            acting(them, "holds"),  # "Ann: …" would read as his speech
            deal.opponent_known,
            about + (" · known:" if deal.opponent_known else ""),
        )
    )
    if deal.opponent_shown_hand:
        rows.append(Row("Shown", deal.opponent_shown_hand, "carte blanche:"))
    if deal.lead is not None:
        leader = me if deal.leader is deal.role else them
        rows.append(Row("Trick", (deal.lead,), f"{leader} led"))
    elif deal.tricks:
        last = deal.tricks[-1]
        leader = me if last.leader is deal.role else them
        winner = "you won" if last.winner is deal.role else f"{them} won"
        rows.append(Row("Last trick", (last.lead, last.reply), f"{leader} led · {winner}:"))
    if deal.phase is Phase.PLAY or deal.tricks:
        won = f"{me} {deal.tricks_won[mine]} · {them} {deal.tricks_won[theirs]}"
        rows.append(Row("Tricks", text=won))
    rows.append(Row("This deal", text=f"{me} {deal.scores[mine]} · {them} {deal.scores[theirs]}"))
    return rows
