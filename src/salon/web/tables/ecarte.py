"""Écarté behind the server's game interface, and its views as JSON.

A seat's JSON is made from :meth:`EcarteGame.view` alone, so it holds no card the engine does
not let that seat know; a spectator's is made from a seat's view with the hand and the
private talk taken out, so it holds only what both players see.

>>> adapter = EcarteAdapter()
>>> game = adapter.new_game("classic")
>>> adapter.actor(game)
'chance'
>>> adapter.rules_text("rubber")
'classic; rubber_games=3'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from salon.cards import in_index_order
from salon.choices import Menu
from salon.ecarte.actions import EcarteAction, parse_action
from salon.ecarte.choices import ecarte_menu
from salon.ecarte.deal import EventKind, Phase, Trick
from salon.ecarte.game import SEAT_NAMES, EcarteGame, EcarteView
from salon.ecarte.rule_words import PRESET_WORDS, RULE_OPTIONS
from salon.ecarte.rules import PRESETS, EcarteRules
from salon.ecarte.view import EcarteDealView
from salon.engine import Event
from salon.match import make_agent
from salon.replay import ecarte_record
from salon.web.tables.adapter import (
    JSON,
    EngineAdapter,
    Sitter,
    cards_json,
    menu_json,
    points,
    talk_json,
)


class EcarteAdapter(EngineAdapter):
    name = "ecarte"
    title = "Écarté"
    rubicons = False
    seat_names: tuple[str, ...] = SEAT_NAMES
    presets: ClassVar[dict[str, str]] = {name: preset.to_text() for name, preset in PRESETS.items()}
    preset_words = PRESET_WORDS
    rule_options = RULE_OPTIONS

    def rules_text(self, text: str) -> str:
        return EcarteRules.from_text(text or "classic").to_text()

    def new_game(self, rules: str, seats: Sequence[Sitter] = ()) -> EcarteGame:
        return EcarteGame(EcarteRules.from_text(rules))

    def parse(self, text: str) -> Any:
        return parse_action(text)

    def make_agent(self, name: str, seed: int) -> Any:
        return make_agent(name, seed, "ecarte")

    def record(self, game: EcarteGame, names: tuple[str, ...]) -> str:
        return ecarte_record(game, names=(names[0], names[1]))

    def deal_numbers(self, events: Sequence[Event]) -> list[int]:
        return _deal_numbers(events)

    def replay_state(self, game: EcarteGame) -> JSON:
        return replay_state_json(game)

    def replay_deal(self, game: EcarteGame) -> tuple[object, Callable[[], JSON | None]]:
        return replay_deal(game)

    def outcome(self, game: EcarteGame, names: tuple[str, ...]) -> str:
        return outcome_words(game, names)

    def menu(self, view: EcarteView) -> Menu[EcarteAction]:
        return ecarte_menu(view)

    def seat_view(self, game: EcarteGame, seat: int, talk_from: int = 0) -> JSON:
        return seat_view_json(game.view(seat), talk_from)

    def public_view(self, game: EcarteGame, talk_from: int = 0) -> JSON:
        return public_view_json(game, talk_from)


def outcome_words(game: EcarteGame, names: tuple[str, ...]) -> str:
    """The score of the game so far, the deal in progress's king counted (with the games won
    in a rubber), or who won.

    >>> outcome_words(EcarteGame(EcarteRules.preset("rubber")), ("Ann", "Bob"))
    'Ann 0, Bob 0 (games: 0 to 0)'
    """
    rubber = game.rules.rubber_games > 1
    if game.winner is None:
        games = f" (games: {game.games_won[0]} to {game.games_won[1]})" if rubber else ""
        # A king turned up or marked counts at once, as the table's score shows it.
        now = game.standing
        return f"{names[0]} {now[0]}, {names[1]} {now[1]}{games}"
    winner, loser = game.winner, 1 - game.winner
    if not rubber:
        return f"{names[winner]} wins the game, worth {points(game.game_points[winner])}"
    return (
        f"{names[winner]} wins the rubber, {game.games_won[winner]} games to "
        f"{game.games_won[loser]}: {points(game.game_points[winner])} to "
        f"{game.game_points[loser]}"
    )


def _deal_numbers(events: Sequence[Event]) -> list[int]:
    """The deal each event belongs to (0: the cut), counted by the deals' announcements."""
    numbers = []
    number = 0
    for event in events:
        if event.kind is EventKind.DEAL and event.seat is None:
            number += 1
        numbers.append(number)
    return numbers


def _trick_json(trick: Trick) -> JSON:
    return {
        "leader": trick.leader,
        "lead": str(trick.lead),
        "reply": str(trick.reply),
        "winner": trick.winner,
    }


def _card_counts(deal: EcarteDealView) -> list[int]:
    """How many cards each seat holds: five, less the tricks played and a card led."""
    if deal.phase is Phase.DEAL:
        return [0, 0]
    held = 5 - len(deal.tricks)
    return [held - (1 if deal.lead is not None and deal.leader == s else 0) for s in (0, 1)]


def _public_deal_json(deal: EcarteDealView) -> JSON:
    return {
        "dealer": deal.dealer,
        "phase": deal.phase.value,
        "turn_up": None if deal.turn_up is None else str(deal.turn_up),
        "trump": None if deal.trump is None else deal.trump.value,
        "stock_count": deal.stock_count,
        "discarded": list(deal.discarded),
        "proposals": deal.proposals,
        "card_counts": _card_counts(deal),
        "lead": None if deal.lead is None else str(deal.lead),
        "leader": deal.leader,
        "tricks": [_trick_json(trick) for trick in deal.tricks],
        "tricks_won": list(deal.tricks_won),
        "points": list(deal.points),
        "marked": list(deal.marked),
    }


def _game_json(view: EcarteView) -> JSON:
    return {
        "game": "ecarte",
        "phase": view.phase.value,
        "scores": list(view.scores),
        "standing": list(view.standing),
        "games_won": list(view.games_won),
        "game_points": list(view.game_points),
        "card_title": view.card_title,
        "rubber": view.games_in_rubber > 1,
        "games_worth_more": view.games_differ_from_points,
        "finished_games": [list(points) for points in view.finished_games],
        "deal_scores": [list(points) for points in view.deal_points],
        "deal_classes": [
            [
                {
                    "class": line.word,
                    "points": list(line.points),
                    "note": line.note,
                    "marks": list(line.marks),
                }
                for line in lines
            ]
            for lines in view.deal_classes
        ],
        "winner": view.winner,
        "over": view.winner is not None,
    }


def seat_view_json(view: EcarteView, talk_from: int = 0) -> JSON:
    """One seat's view of the game as JSON: exactly the fields of its engine view."""
    data = _game_json(view)
    deals = _deal_numbers(view.talk)
    data.update(
        seat=view.seat,
        to_act=view.to_act,
        deal_number=deals[-1] if deals else 0,
        legal=[str(action) for action in view.legal],
        deal=None,
    )
    data.update(menu_json(ecarte_menu(view) if view.to_act == view.seat else None))
    data.update(talk_json(view.talk, deals, talk_from))
    deal = view.deal
    if deal is not None:
        data["deal"] = _public_deal_json(deal) | {
            "hand": cards_json(deal.hand),
            "discard_limit": deal.discard_limit,
        }
    return data


def public_view_json(game: EcarteGame, talk_from: int = 0) -> JSON:
    """A spectator's view: seat A's view without A's hand, legal moves or private words."""
    view = game.view(0)
    data = _game_json(view)
    public = [event for event in game.events if event.audience is None]
    deals = _deal_numbers(public)
    data.update(
        seat=None,
        to_act=view.to_act,
        deal_number=deals[-1] if deals else 0,
        legal=[],
        deal=None if view.deal is None else _public_deal_json(view.deal),
    )
    data.update(menu_json(None))
    data.update(talk_json(public, deals, talk_from))
    return data


def replay_state_json(game: EcarteGame) -> JSON:
    """The whole table after a step of a finished game's replay: the scores and, in a
    deal, both hands, the stock, the cards each discarded, the turn-up and the tricks."""
    data = _game_json(game.view(0))
    data["deal"] = replay_deal(game)[1]()
    return data


def replay_deal(game: EcarteGame) -> tuple[object, Callable[[], JSON | None]]:
    """The deal in play (None between deals) and how to show it, every card in it, at any
    later step: once it is over it keeps its last trick, which the replay shows."""
    deal = game.deal
    if deal is None:
        return None, lambda: None

    def shown() -> JSON:
        return {
            "dealer": deal.dealer,
            "phase": deal.phase.value,
            "hands": [cards_json(in_index_order(hand)) for hand in deal.hands],
            "stock": cards_json(deal.stock),
            "discards": [cards_json(cards) for cards in deal.discards],
            "turn_up": None if deal.turn_up is None else str(deal.turn_up),
            "lead": None if deal.lead is None else str(deal.lead),
            "leader": deal.leader,
            "tricks": [_trick_json(trick) for trick in deal.tricks],
            "tricks_won": list(deal.tricks_won),
            "points": list(deal.points),
        }

    return deal, shown
