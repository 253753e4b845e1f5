"""Each finished game's final points are kept (ecarte-treatise-1896-ocr.txt, Description,
"Scoring": five points make the game; Law XXIX for the games' values): the score goes back to
nothing for the next game, but the card still says how the last one ended."""

from __future__ import annotations

import random

from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules


def test_the_final_points_of_each_game_stay_on_the_card() -> None:
    for preset in ("classic", "rubber"):
        for seed in range(30):
            game, rng = EcarteGame(EcarteRules.preset(preset)), random.Random(seed)
            while not game.is_terminal:
                game.apply(game.random_action(rng))
            view = game.view(0)
            assert view.scores == (0, 0), "the score in play goes back to nothing"
            assert len(view.finished_games) == sum(view.games_won)
            for points in view.finished_games:
                assert max(points) >= 5 > min(points)
            last = view.finished_games[-1]
            assert last[view.winner] >= 5 and view.winner is not None
            assert game.copy().finished_games == game.finished_games
