"""One duplicate pair: the same cards played twice between two computer players, who change
seats, so that the luck of the deal cancels.

The shuffles come from a generator of their own, seeded by the pair, and the players' choices
never disturb it. Matches (:mod:`salon.match`) play many pairs, on this machine's processes or
as tasks of a Ray cluster (:mod:`salon.match_ray`); both call :func:`play_pair`, so a seed
gives the same pairs either way.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from salon.agents.base import Agent, RandomAgent
from salon.agents.ecarte.equilibrium import EcarteEquilibrium
from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.playout import KEPT_FAULTS
from salon.agents.ecarte.thumb import EcarteRulesOfThumb
from salon.agents.piquet.adversary import READ_AS_EITHER, READ_AS_THUMB
from salon.agents.piquet.solved_play import READ_FROM, SOLVED_FROM, SolvedPlayModel
from salon.agents.piquet.strong import (
    READING_POOL,
    PiquetStrong,
    conduct_reading_player,
    late_reading_player,
    table_player,
)
from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules
from salon.engine import turns
from salon.piquet.partie import Partie
from salon.piquet.rules import PiquetRules
from salon.replay import ecarte_record, partie_record

FITTED_TO_2026 = SolvedPlayModel(sharpness=1.05, lowness=0.5, middle_sharpness=0.6)
"""The adversary's cards in the play as strong-2026 plays them (by maximum likelihood:
benchmarks/results/conduct-fit-strong-2026.txt)."""


def _read_as_2026(seed: int | None, late_hand: int) -> PiquetStrong:
    """The strong player reading his cards played with ``late_hand`` or fewer in his hand by
    :data:`FITTED_TO_2026`."""
    return PiquetStrong(
        seed,
        read_play=True,
        read_late_play=True,
        late_hand=late_hand,
        pool=READING_POOL,
        late_model=FITTED_TO_2026,
    )


GAMES = ("piquet", "ecarte")

AGENTS: dict[str, dict[str, Callable[[int], Agent]]] = {
    "piquet": {
        "random": lambda seed: RandomAgent(seed),
        "thumb": lambda seed: PiquetRulesOfThumb(),
        # Reads the adversary's exchange in the play, his late cards by best play, and his
        # calls and cards by the model they fit, replying by rule to the rules of thumb; its
        # finalist discards weighed again on deals solved exactly (docs/agents.md).
        "strong": table_player,
        # The strong player as it stood before its finalists (and the play after its calls) were
        # solved exactly: kept under its own name to measure new players by; the variants below
        # were measured from it.
        "strong-2026": lambda seed: PiquetStrong(seed, exact_finalists=False, exact_calls=False),
        # Reads the adversary's exchange and weighs the best discards again on fresh deals:
        # measured level with strong (docs/agents.md), so not the default.
        "strong-reading": lambda seed: PiquetStrong(
            seed, read_exchange=True, race=True, exact_finalists=False
        ),
        "strong-conduct": lambda seed: PiquetStrong(
            seed, read_exchange=True, race=True, read_conduct=True, exact_finalists=False
        ),
        "strong-exact-exchange": lambda seed: PiquetStrong(seed, race=True, exact_exchange=True),
        # The strong player as it stood before it read the play (exact_finalists is the
        # default; race changes nothing beside it): the player the readings were measured from.
        "strong-exact-finalists": lambda seed: PiquetStrong(seed, race=True, exact_finalists=True),
        "strong-exact-five-finalists": lambda seed: PiquetStrong(
            seed, race=True, exact_finalists=True, finalists=5
        ),
        "strong-wide-discards": lambda seed: PiquetStrong(seed, wide_candidates=True),
        # Its calls, answers and cards weighed on deals read from the adversary's exchange,
        # as the review weighs them (docs/agents.md).
        "strong-reading-play": lambda seed: PiquetStrong(seed, read_play=True, pool=READING_POOL),
        # The same, the deals weighed also by his cards late in the play, judged by best play:
        # the strong player before it read the rules of thumb.
        "strong-reading-late-play": late_reading_player,
        # The same, reading his cards from the third trick rather than the fifth.
        "strong-reading-later-play": lambda seed: PiquetStrong(
            seed, read_play=True, read_late_play=True, late_hand=10, pool=READING_POOL
        ),
        # His late cards judged by a model fitted to the adversary of the measure, strong-2026
        # (benchmarks/results/conduct-fit-strong-2026.txt): from the fifth trick, and from the
        # third with the middle cards' own sharpness.
        "strong-reading-fitted-late-play": lambda seed: _read_as_2026(seed, SOLVED_FROM),
        "strong-reading-middle-play": lambda seed: _read_as_2026(seed, READ_FROM),
        # The same, the deals weighed also by his calls, answers, replies and leads.
        "strong-reading-conduct-play": lambda seed: PiquetStrong(
            seed, read_play=True, read_conduct=True, pool=READING_POOL
        ),
        # The strong player, his exchange, calls, replies and leads read by whichever of two
        # models his choices fit: the strong player's own, or the rules of thumb's.
        "strong-reading-either": lambda seed: conduct_reading_player(seed, READ_AS_EITHER),
        # Reading him as the rules of thumb, and weighing its cards by the best reply to a
        # player who plays by them: what knowing that adversary is worth.
        "strong-versus-thumb": lambda seed: conduct_reading_player(seed, READ_AS_THUMB, reply=True),
        # Reading him by either model, and replying to the rules of thumb on the deals read so:
        # the strong player, under the name it was measured by.
        "strong-either-reply": table_player,
        "strong-more-samples": lambda seed: PiquetStrong(
            seed, samples=72, call_samples=48, exact_finalists=False
        ),
        # A measure of how far more search could take the exchange: every discard weighed on
        # five times the deals, each solved exactly; far too slow for a table (docs/agents.md).
        "strong-patient-exchange": lambda seed: PiquetStrong(
            seed, exact_exchange=True, exchange_samples=200
        ),
    },
    "ecarte": {
        "random": lambda seed: RandomAgent(seed),
        "thumb": lambda seed: EcarteRulesOfThumb(),
        "strong": lambda seed: EcarteStrong(seed),
        # The strong player as it stood before its weighing of proposals went on through the
        # exchanges (docs/agents.md): kept under its own name to measure new players by.
        "strong-2026": lambda seed: EcarteStrong(seed, play_out=KEPT_FAULTS),
        "strong-treatise-discard": lambda seed: EcarteStrong(seed, discard_by_search=False),
        "strong-unread-exchange": lambda seed: EcarteStrong(seed, read_exchange=False),
        "strong-equilibrium": lambda seed: EcarteEquilibrium(seed),
    },
}


POLICY_PREFIX = "policy:"
"""``policy:FILE`` names a trained policy (``salon[rl]``; see docs/bots.md)."""


def make_agent(name: str, seed: int, game: str = "piquet") -> Agent:
    players = AGENTS.get(game)
    if players is None:
        raise ValueError(f"unknown game {game!r}; choose from {', '.join(GAMES)}")
    if name.startswith(POLICY_PREFIX):
        try:
            from salon.envs.policy import PolicyAgent
        except ImportError as error:
            raise ValueError(f"{name} needs salon[rl] installed ({error})") from None
        return PolicyAgent.from_file(Path(name.removeprefix(POLICY_PREFIX)), game)
    try:
        return players[name](seed)
    except KeyError:
        raise ValueError(
            f"unknown player {name!r}; choose from {', '.join(players)} or {POLICY_PREFIX}FILE"
        ) from None


@dataclass(frozen=True, slots=True)
class PairResult:
    """The two parties of one duplicate pair, from the first player's side."""

    pair: int
    margins: tuple[int, int]
    records: tuple[str, str]

    @property
    def margin(self) -> float:
        return sum(self.margins) / 2


def play_partie(seats: tuple[Agent, Agent], *, chance_seed: int, rules: PiquetRules) -> Partie:
    """A whole partie between two agents; the shuffles come from ``chance_seed`` alone."""
    partie = Partie(rules)
    _play(partie, seats, chance_seed)
    return partie


def _play(game: Any, seats: tuple[Agent, Agent], chance_seed: int) -> None:
    for actor in turns(game, random.Random(chance_seed)):
        view = game.view(actor)
        game.apply(seats[actor].choose(view, view.legal))


def _one_game(
    game: str,
    seats: tuple[Agent, Agent],
    chance_seed: int,
    rules_text: str,
    names: tuple[str, str],
) -> tuple[int, str]:
    """Seat 0's margin and the record of one partie (Piquet) or game or rubber (Écarté)."""
    if game == "ecarte":
        ecarte = EcarteGame(EcarteRules.from_text(rules_text))
        _play(ecarte, seats, chance_seed)
        margin = ecarte.game_points[0] - ecarte.game_points[1]
        return margin, ecarte_record(ecarte, names=names)
    partie = play_partie(seats, chance_seed=chance_seed, rules=PiquetRules.from_text(rules_text))
    result = partie.result
    assert result is not None
    return result.balance(0), partie_record(partie, names=names)


def play_pair(
    first: str, second: str, pair: int, seed: int, rules_text: str, game: str = "piquet"
) -> PairResult:
    chance_seed = seed * 1_000_003 + pair
    margins = []
    records = []
    for swapped in (False, True):
        a = make_agent(first, chance_seed, game)
        b = make_agent(second, chance_seed + 1, game)
        seats = (b, a) if swapped else (a, b)
        names = (second, first) if swapped else (first, second)
        margin, record = _one_game(game, seats, chance_seed, rules_text, names)
        margins.append(-margin if swapped else margin)
        records.append(record)
    return PairResult(pair, (margins[0], margins[1]), (records[0], records[1]))
