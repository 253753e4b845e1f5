"""Piquet and Écarté deals registered with OpenSpiel (``pip install '.[openspiel]'`` from a
checkout).

Importing this module registers ``python_salon_piquet`` and ``python_salon_ecarte``:

>>> import pyspiel
>>> from salon.envs import openspiel
>>> game = pyspiel.load_game("python_salon_ecarte")
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes())
(True, 2)

Each is one deal, zero-sum, rewarded at its end by each player's points less the adversary's.
Chance acts first: it names the dealer (outcome 0 or 1), then deals the pack one card at a
time, each outcome the place of a card in the 32-card plane of the encodings, uniform over the
cards not yet dealt (32 chance nodes: together, the shuffle). The players' actions are the
environments' fixed action spaces (:mod:`salon.envs.piquet_actions`,
:mod:`salon.envs.ecarte_actions`); the observation tensor is the environments' observation,
and the information-state tensor adds the order of the tricks (who led what, trick by trick).
The information-state string is the talk the player heard, in order, and the tensor.

``resample_from_infostate`` deals the cards the player has never seen anew and replays the
deal, keeping a deal whose information state is the player's own (so that information-set
Monte Carlo tree search can draw worlds); when no such deal is found in its tries, the state's
own cards are kept.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

import numpy as np
import pyspiel

from salon.cards import Card, piquet_pack
from salon.envs import ecarte_actions, piquet_actions
from salon.envs.ecarte_table import EcarteDealTable
from salon.envs.layout import CARD_SLOT, PACK
from salon.envs.piquet_table import PiquetDealTable
from salon.envs.renaming import Renaming, renamed_ecarte, renamed_piquet

RESAMPLE_TRIES: Final = 400
"""Deals tried by ``resample_from_infostate`` before it keeps the state's own cards."""


@dataclass(frozen=True)
class SalonGame:
    """What differs between the two games: the table, sizes, bounds and card mapping."""

    short_name: str
    long_name: str
    make_table: Callable[[], Any]
    action_count: int
    tricks: int
    utility: float
    longest: int
    swapped: Callable[[Any, Renaming], Any]


PIQUET: Final = SalonGame(
    "python_salon_piquet",
    "salon's Piquet (one deal)",
    PiquetDealTable,
    piquet_actions.ACTION_COUNT,
    12,
    400.0,
    1 + 32 + 120,
    renamed_piquet,
)
ECARTE: Final = SalonGame(
    "python_salon_ecarte",
    "salon's Écarté (one deal)",
    EcarteDealTable,
    ecarte_actions.ACTION_COUNT,
    5,
    3.0,
    1 + 32 + 60,
    renamed_ecarte,
)


def _game_type(spec: SalonGame) -> Any:
    return pyspiel.GameType(
        short_name=spec.short_name,
        long_name=spec.long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
    )


def _game_info(spec: SalonGame) -> Any:
    return pyspiel.GameInfo(
        num_distinct_actions=spec.action_count,
        max_chance_outcomes=32,
        num_players=2,
        min_utility=-spec.utility,
        max_utility=spec.utility,
        utility_sum=0.0,
        max_game_length=spec.longest,
    )


class SalonState(pyspiel.State):  # type: ignore[misc]
    """One deal in OpenSpiel's protocol; see the module's docstring."""

    def __init__(self, game: Any, spec: SalonGame) -> None:
        super().__init__(game)
        self.spec = spec
        self.table = spec.make_table()
        self.dealer: int | None = None
        self.order: list[Card] = []
        self.actions: list[Any] = []
        """The players' engine actions, to replay a deal with other cards."""
        self.seen: tuple[set[Card], set[Card]] = (set(), set())
        """The cards each player has seen at some time (held, shown, played)."""
        self.over = False

    # ------------------------------------------------------------------ protocol

    def current_player(self) -> int:
        if self.over:
            return int(pyspiel.PlayerId.TERMINAL)
        if self.dealer is None or len(self.order) < 32:
            return int(pyspiel.PlayerId.CHANCE)
        seat = self.table.to_act()
        assert seat is not None
        return int(seat)

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self.table.legal())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.dealer is None:
            return [(0, 0.5), (1, 0.5)]
        dealt = {CARD_SLOT[card.index] for card in self.order}
        left = [slot for slot in range(32) if slot not in dealt]
        return [(slot, 1.0 / len(left)) for slot in left]

    def _apply_action(self, action: int) -> None:
        if self.dealer is None:
            self.dealer = int(action)
            return
        if len(self.order) < 32:
            self.order.append(PACK[action])
            if len(self.order) == 32:
                self.table.start(self.dealer, tuple(self.order))
                self._remember()
            return
        engine_action = self.table.action_at(int(action))
        self.table.apply(engine_action)
        self.actions.append(engine_action)
        self._remember()
        self.over = self.table.to_act() is None

    def _remember(self) -> None:
        for seat in (0, 1):
            self.seen[seat].update(seen_cards(self.table.view(seat)))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"dealer {action}" if self.dealer is None else f"deal {PACK[action]}"
        return str(self.table.action_at(action))

    def is_terminal(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        return list(self.table.returns()) if self.over else [0.0, 0.0]

    def __str__(self) -> str:
        return self.table.public_talk()  # type: ignore[no-any-return]

    # ------------------------------------------------------------------ worlds

    def resample_from_infostate(self, player: int, sampler: Any) -> SalonState:
        """A state the player cannot tell from this one: the cards he has not seen dealt anew
        (see the module's docstring)."""
        try:
            rng = random.Random(int(sampler() * 2**31))
        except TypeError:
            rng = random.Random()
        target = self.information_state_string(player)
        hidden = [card for card in piquet_pack() if card not in self.seen[player]]
        for _ in range(RESAMPLE_TRIES):
            dealt = hidden[:]
            rng.shuffle(dealt)
            other = self._replayed(_swap_by(dict(zip(hidden, dealt, strict=True))))
            if other is not None and other.information_state_string(player) == target:
                return other
        return self.clone()  # type: ignore[no-any-return]

    def _replayed(self, swap: Renaming) -> SalonState | None:
        other = self.get_game().new_initial_state()
        assert self.dealer is not None
        other.apply_action(self.dealer)
        for card in self.order:
            other.apply_action(CARD_SLOT[swap(card).index])
        for action in self.actions:
            mapped = self.spec.swapped(action, swap)
            try:
                index = other.table.index_of(mapped)
            except ValueError:
                return None
            if index not in other.table.legal():
                return None
            other.apply_action(index)
        return other  # type: ignore[no-any-return]


def _swap_by(mapping: dict[Card, Card]) -> Renaming:
    return lambda card: mapping.get(card, card)


def seen_cards(view: Any) -> set[Card]:
    """The cards a view shows: held, shown by calls, seen in the stock, turned up, played."""
    seen = {*view.hand, *(card for event in view.talk for card in event.cards)}
    seen.update(card for trick in view.tricks for card in (trick.lead, trick.reply))
    for name in ("dealt", "discard", "stock_seen", "opponent_known", "opponent_shown_hand"):
        seen.update(getattr(view, name, ()))
    if view.lead is not None:
        seen.add(view.lead)
    return seen


class SalonObserver:
    """OpenSpiel's observer: the environments' observation, with the tricks' order for the
    information state (``perfect_recall``)."""

    def __init__(self, spec: SalonGame, size: int, perfect_recall: bool) -> None:
        self.spec = spec
        self.observation_size = size
        self.perfect_recall = perfect_recall
        extra = spec.tricks * 65 if perfect_recall else 0
        self.tensor = np.zeros(size + extra, np.float32)
        self.dict = {"observation": self.tensor[:size]}
        if perfect_recall:
            self.dict["tricks"] = self.tensor[size:].reshape(spec.tricks, 65)

    def set_from(self, state: SalonState, player: int) -> None:
        self.tensor.fill(0.0)
        if state.dealer is None or len(state.order) < 32:
            return
        self.tensor[: self.observation_size] = state.table.observe(player)
        if self.perfect_recall:
            view = state.table.view(player)
            tricks = self.dict["tricks"]
            me = getattr(view, "role", player)
            for number, trick in enumerate(view.tricks):
                tricks[number, CARD_SLOT[trick.lead.index]] = 1.0
                tricks[number, 32 + CARD_SLOT[trick.reply.index]] = 1.0
                tricks[number, 64] = float(trick.leader == me)

    def string_from(self, state: SalonState, player: int) -> str:
        self.set_from(state, player)
        marks = " ".join(f"{i}:{self.tensor[i]:g}" for i in np.flatnonzero(self.tensor))
        if not self.perfect_recall or state.dealer is None or len(state.order) < 32:
            return f"p{player} {marks}"
        talk = " / ".join(event.words for event in state.table.view(player).talk)
        return f"p{player} {talk} | {marks}"


def _register(spec: SalonGame) -> type:
    game_type, game_info = _game_type(spec), _game_info(spec)
    observation_size = spec.make_table().observation_highs.shape[0]

    class SalonDealGame(pyspiel.Game):  # type: ignore[misc]
        def __init__(self, params: dict[str, Any] | None = None) -> None:
            super().__init__(game_type, game_info, params or {})

        def new_initial_state(self) -> SalonState:
            return SalonState(self, spec)

        def make_py_observer(
            self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
        ) -> SalonObserver:
            if params:
                raise ValueError(f"the observer takes no parameters, not {params}")
            recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
            return SalonObserver(spec, observation_size, recall)

    SalonDealGame.__name__ = SalonDealGame.__qualname__ = (
        "".join(word.capitalize() for word in spec.short_name.split("_")) + "Game"
    )
    pyspiel.register_game(game_type, SalonDealGame)
    return SalonDealGame


PiquetGame: Final = _register(PIQUET)
EcarteGame: Final = _register(ECARTE)
