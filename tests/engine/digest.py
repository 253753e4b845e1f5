"""Play seeded random games and print everything they said, scored and refused, as JSON.

Run as a script, with ``--sources`` to load salon from its Python sources even where the
compiled engine is installed: the two printouts must be identical (test_compiled.py). With
``--doctests NAME ...``, run those modules' doctests from their sources (doctest finds no
examples in compiled functions) and print how many examples ran and failed.
"""

from __future__ import annotations

import doctest
import importlib
import importlib.abc
import importlib.machinery
import json
import random
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import Any


class SourcesFirst(importlib.abc.MetaPathFinder):
    """Find salon's modules as ``.py`` files only, never as compiled extensions."""

    loaders = ((importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES),)

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != "salon" and not fullname.startswith("salon."):
            return None
        for entry in path if path is not None else sys.path:
            spec = importlib.machinery.FileFinder(entry or ".", *self.loaders).find_spec(fullname)
            if spec is not None:
                return spec
        return None


def event_text(event: Any) -> list[Any]:
    audience = None if event.audience is None else sorted(event.audience)
    cards = [str(c) for c in event.cards]
    return [event.kind.name, event.seat, event.words, event.points, event.total, audience, cards]


def refusals(state: Any, attempts: Sequence[Any]) -> list[str]:
    """What the engine says to actions it must refuse (and that it refused them whole)."""
    said = []
    for action in attempts:
        if action in state.legal_actions():
            continue
        before = len(state.events)
        try:
            state.apply(action)
        except ValueError as error:
            said.append(str(error))
        assert len(state.events) == before
    return said


def play_out(deal: Any, rng: random.Random, wrong: list[Any], seats: tuple[Any, ...]) -> list[Any]:
    """Random legal actions to the end, trying the ``wrong`` ones at each player's turn."""
    actions = []
    refused: list[str] = []
    while not deal.is_terminal:
        if deal.to_act in seats:
            refused += refusals(deal, wrong)
        action = deal.random_action(rng)
        actions.append(str(action))
        deal.apply(action)
    views = [repr(deal.view(seat)) for seat in seats]
    return [actions, [event_text(e) for e in deal.events], refused, views]


def piquet_deals(count: int, seed: int) -> list[Any]:
    from salon.cards import piquet_pack
    from salon.piquet.actions import Play, Role
    from salon.piquet.deal import Deal
    from salon.piquet.rules import PRESETS

    rng = random.Random(seed)
    presets = sorted(PRESETS)
    out = []
    for number in range(count):
        rules = PRESETS[presets[number % len(presets)]]
        deal = Deal(rules)
        wrong = [Play(rng.choice(piquet_pack()))] if number % 3 == 0 else []
        record = play_out(deal, rng, wrong, (Role.ELDER, Role.YOUNGER))
        out.append([*record, list(deal.scores)])
    return out


def piquet_irregular_deals(seed: int) -> list[Any]:
    """Deals with one card dealt wrongly, stood (Laws 21-23) or dealt afresh (Laws 9 and 10),
    with the umpire's rulings on the way, played out at random."""
    from salon.cards import piquet_pack
    from salon.piquet.actions import Misdeal, Role, StandDeal
    from salon.piquet.deal import Deal
    from salon.piquet.irregular import ReckonNothing, VoidDeal

    rng = random.Random(seed)
    out = []
    for elder, younger in ((13, 11), (13, 12), (11, 13), (12, 13), (12, 11), (14, 10)):
        for number in range(3):
            pack = list(piquet_pack())
            rng.shuffle(pack)
            deal = Deal()
            deal.apply(
                Misdeal(
                    tuple(pack[:elder]),
                    tuple(pack[elder : elder + younger]),
                    tuple(pack[elder + younger :]),
                )
            )
            if not deal.is_terminal:
                deal.apply(StandDeal())
            actions = []
            while not deal.is_terminal:
                if number == 1 and deal.phase.name == "PLAY" and not deal.penalties[Role.YOUNGER]:
                    deal.rule(ReckonNothing(Role.YOUNGER, "30"))
                if number == 2 and len(deal.tricks) == 6:
                    deal.rule(VoidDeal("33 bis"))
                    break
                action = deal.random_action(rng)
                actions.append(str(action))
                deal.apply(action)
            out.append([actions, [event_text(e) for e in deal.events], list(deal.scores)])
    return out


def piquet_partie(seed: int) -> list[Any]:
    from salon.piquet.partie import Partie

    rng = random.Random(seed)
    partie = Partie()
    while not partie.is_terminal:
        partie.apply(partie.random_action(rng))
    return [[event_text(e) for e in partie.events], repr(partie.result), repr(partie.view(0))]


def ecarte_deals(count: int, seed: int) -> list[Any]:
    from salon.cards import piquet_pack
    from salon.ecarte.actions import MarkKing, Play
    from salon.ecarte.deal import EcarteDeal

    rng = random.Random(seed)
    out = []
    for number in range(count):
        deal = EcarteDeal(dealer=number % 2)
        wrong = [Play(rng.choice(piquet_pack())), MarkKing()] if number % 3 == 0 else []
        record = play_out(deal, rng, wrong, (0, 1))
        out.append([*record, list(deal.points)])
    return out


def ecarte_game(seed: int) -> list[Any]:
    from salon.ecarte.game import EcarteGame

    rng = random.Random(seed)
    game = EcarteGame()
    while not game.is_terminal:
        game.apply(game.random_action(rng))
    return [[event_text(e) for e in game.events], repr(game.view(0))]


def digest(deals: int, seed: int) -> dict[str, Any]:
    return {
        "piquet deals": piquet_deals(deals, seed),
        "piquet partie": piquet_partie(seed),
        "piquet irregular deals": piquet_irregular_deals(seed),
        "ecarte deals": ecarte_deals(deals, seed),
        "ecarte game": ecarte_game(seed),
    }


def source_doctests(names: Sequence[str]) -> dict[str, list[int]]:
    results = {}
    for name in names:
        module = importlib.import_module(name)
        assert (module.__file__ or "").endswith(".py"), module.__file__
        failed, attempted = doctest.testmod(module)
        results[name] = [attempted, failed]
    return results


def main() -> None:
    if sys.argv[1] == "--doctests":
        sys.meta_path.insert(0, SourcesFirst())
        json.dump(source_doctests(sys.argv[2:]), sys.stdout)
        return
    if "--sources" in sys.argv:
        sys.meta_path.insert(0, SourcesFirst())
    deals, seed = (int(a) for a in sys.argv[1:3])
    result = digest(deals, seed)
    loaded = sorted(
        name
        for name, module in sys.modules.items()
        if name.startswith("salon") and not (getattr(module, "__file__", "") or "").endswith(".py")
    )
    json.dump({"compiled": loaded, "digest": result}, sys.stdout)


if __name__ == "__main__":
    main()
