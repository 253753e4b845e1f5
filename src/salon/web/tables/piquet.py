"""Piquet behind the server's game interface, and its views as JSON.

A seat's JSON is made from :meth:`Partie.view` alone, so it holds no card the engine does
not let that seat know; a spectator's from the public events and the public state.

>>> adapter = PiquetAdapter()
>>> partie = adapter.new_game("rubicon")
>>> adapter.actor(partie)
'chance'
>>> adapter.rules_text("four-deal")
'rubicon; deals_per_partie=4'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from salon.cards import in_index_order
from salon.choices import Menu
from salon.engine import Event
from salon.match import make_agent
from salon.piquet.actions import CorrectAnswer, CorrectCall, Role
from salon.piquet.choices import correction_words, piquet_menu
from salon.piquet.deal import Trick
from salon.piquet.partie import (
    SEAT_NAMES,
    Partie,
    PartieAction,
    PartieView,
    parse_partie_action,
)
from salon.piquet.rule_words import PRESET_WORDS, RULE_OPTIONS
from salon.piquet.rules import PRESETS, PiquetRules
from salon.piquet.talk import EventKind
from salon.replay import partie_record, result_dict
from salon.web.tables.adapter import (
    JSON,
    EngineAdapter,
    Sitter,
    cards_json,
    menu_json,
    points,
    talk_json,
)


class PiquetAdapter(EngineAdapter):
    name = "piquet"
    title = "Piquet"
    rubicons = True
    seat_names: tuple[str, ...] = SEAT_NAMES
    presets: ClassVar[dict[str, str]] = {name: preset.to_text() for name, preset in PRESETS.items()}
    preset_words = PRESET_WORDS
    rule_options = RULE_OPTIONS

    def rules_text(self, text: str) -> str:
        return PiquetRules.from_text(text or "rubicon").to_text()

    def new_game(self, rules: str, seats: Sequence[Sitter] = ()) -> Partie:
        return Partie(PiquetRules.from_text(rules))

    def parse(self, text: str) -> Any:
        return parse_partie_action(text)

    def may_act(self, game: Partie, seat: int) -> bool:
        """To act, or to correct a call or an answer out of turn, as Law 25 allows."""
        return self.actor(game) == seat or bool(game.corrections(seat))

    def read(self, game: Partie, seat: int, text: str) -> Any:
        action = self.parse(text)
        if self.actor(game) != seat and action not in game.corrections(seat):
            raise ValueError("it is not your turn: only a correction the laws allow is open")
        return action

    def read_stored(self, game: Partie, actor: str, text: str) -> Any:
        action = self.parse(text)
        if isinstance(action, CorrectCall | CorrectAnswer):
            seat = SEAT_NAMES.index(actor) if actor in SEAT_NAMES else None
            if seat is None or action not in game.corrections(seat):
                raise ValueError(f"{actor} acted where no correction of theirs was open")
            return action
        return super().read_stored(game, actor, text)

    def make_agent(self, name: str, seed: int) -> Any:
        return make_agent(name, seed, "piquet")

    def record(self, game: Partie, names: tuple[str, ...]) -> str:
        return partie_record(game, names=(names[0], names[1]))

    def deal_numbers(self, events: Sequence[Event]) -> list[int]:
        return _deal_numbers(events)

    def replay_state(self, game: Partie) -> JSON:
        return replay_state_json(game)

    def replay_deal(self, game: Partie) -> tuple[object, Callable[[], JSON | None]]:
        return replay_deal(game)

    def outcome(self, game: Partie, names: tuple[str, ...]) -> str:
        return outcome_words(game, names)

    def seat_view(self, game: Partie, seat: int, talk_from: int = 0) -> JSON:
        return seat_view_json(game.view(seat), talk_from)

    def menu(self, view: PartieView) -> Menu[PartieAction]:
        return piquet_menu(view)

    def public_view(self, game: Partie, talk_from: int = 0) -> JSON:
        return public_view_json(game, talk_from)


def outcome_words(partie: Partie, names: tuple[str, ...]) -> str:
    """The totals so far, or the partie's result, naming the players.

    >>> outcome_words(Partie(PiquetRules()), ("Ann", "Bob"))
    'Ann 0, Bob 0 after 0 of 6 deals'
    """
    totals = partie.totals
    result = partie.result
    if result is None:
        played = len(partie.deal_scores)
        return (
            f"{names[0]} {totals[0]}, {names[1]} {totals[1]} after {played} of "
            f"{partie.rules.deals_per_partie} deals"
        )
    if result.winner is None:
        return f"Drawn, {totals[0]} all"
    winner, loser = result.winner, 1 - result.winner
    rubicon = f", {names[loser]} rubiconed" if result.rubiconed else ""
    return (
        f"{names[winner]} wins {points(result.points_won)} "
        f"({totals[winner]} to {totals[loser]}{rubicon})"
    )


def _deal_numbers(events: Sequence[Event]) -> list[int]:
    """The deal each event belongs to (0: the cut), from the table's "Deal n" announcements."""
    numbers = []
    number = 0
    for event in events:
        if event.kind is EventKind.END and event.seat is None and event.words.startswith("Deal "):
            number += 1
        numbers.append(number)
    return numbers


def _trick_json(trick: Trick, elder_seat: int) -> JSON:
    def seat(role: Role) -> int:
        return elder_seat if role is Role.ELDER else 1 - elder_seat

    return {
        "leader": seat(trick.leader),
        "lead": str(trick.lead),
        "reply": str(trick.reply),
        "winner": seat(trick.winner),
    }


def _by_seat(pair: tuple[int, int] | list[int], elder_seat: int) -> list[int]:
    """A pair indexed by role (elder, younger) as a pair indexed by seat."""
    return [pair[0], pair[1]] if elder_seat == 0 else [pair[1], pair[0]]


def _partie_json(view_or_partie: PartieView | Partie) -> JSON:
    result = view_or_partie.result
    cut = view_or_partie.cut_on_table
    return {
        "game": "piquet",
        "phase": view_or_partie.phase.value,
        "dealer": view_or_partie.dealer,
        "deal_scores": [list(scores) for scores in view_or_partie.deal_scores],
        "deal_classes": [
            [{"class": line.word, "points": list(line.points)} for line in lines]
            for lines in view_or_partie.deal_classes
        ],
        "totals": list(view_or_partie.totals),
        "cut": None if cut is None else cards_json(cut),
        "result": None if result is None else result_dict(result),
        "over": result is not None,
    }


def seat_view_json(view: PartieView, talk_from: int = 0) -> JSON:
    """One seat's view of the partie as JSON: exactly the fields of its engine view."""
    data = _partie_json(view)
    data.update(
        seat=view.seat,
        to_act=view.to_act,
        deal_number=view.deal_number,
        deals_in_partie=view.deals_in_partie,
        legal=[str(action) for action in view.legal],
        corrections=[correction_json(action) for action in view.corrections],
        deal=None,
    )
    data.update(menu_json(piquet_menu(view) if view.to_act == view.seat else None))
    data.update(talk_json(view.talk, _deal_numbers(view.talk), talk_from))
    deal = view.deal
    if deal is None:
        return data
    elder_seat = view.seat if deal.role is Role.ELDER else 1 - view.seat
    data["deal"] = {
        "role": deal.role.word,
        "elder": elder_seat,
        "phase": deal.phase.value,
        "hand": cards_json(deal.hand),
        "dealt": cards_json(deal.dealt),
        "discard": cards_json(deal.discard),
        "stock_count": deal.stock_count,
        "stock_seen": cards_json(deal.stock_seen),
        "opponent_card_count": deal.opponent_card_count,
        "opponent_exchanged": deal.opponent_exchanged,
        "opponent_known": cards_json(deal.opponent_known),
        "opponent_shown_hand": cards_json(deal.opponent_shown_hand),
        "lead": None if deal.lead is None else str(deal.lead),
        "leader": elder_seat if deal.leader is Role.ELDER else 1 - elder_seat,
        "tricks": [_trick_json(trick, elder_seat) for trick in deal.tricks],
        "tricks_won": _by_seat(deal.tricks_won, elder_seat),
        "scores": _by_seat(deal.scores, elder_seat),
        "exchange_limit": deal.exchange_limit,
    }
    return data


def correction_json(action: Any) -> JSON:
    """A correction of Law 25 as the button that offers it says it."""
    return {"action": str(action), "label": correction_words(action), "law": "Law 25"}


def public_view_json(partie: Partie, talk_from: int = 0) -> JSON:
    """A spectator's view: the public talk, the scoring card, the tricks as they fall."""
    data = _partie_json(partie)
    actor = partie.to_act
    public = [event for event in partie.events if event.audience is None]
    data.update(
        seat=None,
        to_act=actor if isinstance(actor, int) else None,
        deal_number=len(partie.deal_scores) + (0 if partie.deal is None else 1),
        deals_in_partie=partie.rules.deals_per_partie,
        legal=[],
        deal=None,
    )
    data.update(menu_json(None))
    data.update(talk_json(public, _deal_numbers(public), talk_from))
    deal = partie.deal
    if deal is None or partie.dealer is None:
        return data
    elder_seat = partie.seat_of(Role.ELDER)
    hands = [len(deal.hands[Role.ELDER]), len(deal.hands[Role.YOUNGER])]
    data["deal"] = {
        "elder": elder_seat,
        "phase": deal.phase.value,
        "card_counts": _by_seat(hands, elder_seat),
        "stock_count": len(deal.stock),
        "lead": None if deal.lead is None else str(deal.lead),
        "leader": elder_seat if deal.leader is Role.ELDER else 1 - elder_seat,
        "tricks": [_trick_json(trick, elder_seat) for trick in deal.tricks],
        "tricks_won": _by_seat(deal.tricks_won, elder_seat),
        "scores": _by_seat(deal.scores, elder_seat),
    }
    return data


def replay_state_json(partie: Partie) -> JSON:
    """The whole table after a step of a finished partie's replay: the scoring card and,
    in a deal, both hands, the stock, the cards discarded and the tricks."""
    data = _partie_json(partie)
    data["deal"] = replay_deal(partie)[1]()
    return data


def replay_deal(partie: Partie) -> tuple[object, Callable[[], JSON | None]]:
    """The deal in play (None between deals) and how to show it, every card in it, at any
    later step: once it is over it keeps its last trick, which the replay shows."""
    deal = partie.deal
    if deal is None or partie.dealer is None:
        return None, lambda: None
    elder_seat = partie.seat_of(Role.ELDER)  # the next deal's elder may be the other

    def by_seat(pair: Sequence[Any]) -> list[Any]:
        return [pair[0], pair[1]] if elder_seat == 0 else [pair[1], pair[0]]

    def shown() -> JSON:
        return {
            "elder": elder_seat,
            "phase": deal.phase.value,
            "hands": by_seat([cards_json(in_index_order(hand)) for hand in deal.hands]),
            "stock": cards_json(deal.stock),
            "discards": by_seat([cards_json(cards) for cards in deal.discards]),
            "lead": None if deal.lead is None else str(deal.lead),
            "leader": elder_seat if deal.leader is Role.ELDER else 1 - elder_seat,
            "tricks": [_trick_json(trick, elder_seat) for trick in deal.tricks],
            "tricks_won": by_seat(deal.tricks_won),
            "scores": by_seat(deal.scores),
        }

    return deal, shown
