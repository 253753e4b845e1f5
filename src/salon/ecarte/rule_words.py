"""Écarté's presets and rule options in its players' words: what the new-table form offers, and
how a table's rules are told to the player invited to it.

Sources: ecarte-treatise-1896-ocr.txt (the game of five points; the deal by two and three);
the rubber and the graded values by agreement, as docs/ecarte-rules.md records them.

>>> PRESET_WORDS["rubber"].title
'The rubber'
>>> [option.name for option in RULE_OPTIONS][0]
'deal_pattern'
"""

from __future__ import annotations

from typing import Final

from salon.rule_options import PresetWords, RuleOption

PRESET_WORDS: Final = {
    "classic": PresetWords(
        "The classic game",
        "The treatise's game: five points win it, and every game counts single.",
    ),
    "graded": PresetWords(
        "Graded games",
        "Five points win; the game counts treble if the loser has nothing, double if he has "
        "one or two.",
    ),
    "rubber": PresetWords(
        "The rubber", "The rubber: the best of three games, and two more to its winner."
    ),
}
"""Each preset (by its name in the rules' text) as the host chooses it."""

RULE_OPTIONS: Final = (
    RuleOption(
        "deal_pattern",
        "How the five cards are dealt",
        (("two-three", "Two, then three"), ("three-two", "Three, then two")),
    ),
    RuleOption(
        "game_points", "Points to win a game", (("5", "Five"), ("7", "Seven"), ("10", "Ten"))
    ),
    RuleOption(
        "game_values",
        "What a game is worth",
        (
            ("single", "Always single"),
            ("graded", "Treble if the loser has nothing, double if he has one or two"),
        ),
    ),
    RuleOption(
        "rubber_games",
        "Games in a rubber",
        (
            ("1", "No rubber: single games"),
            ("3", "The best of three"),
            ("5", "The best of five"),
            ("7", "The best of seven"),
            ("11", "The best of eleven"),
        ),
    ),
    RuleOption(
        "rubber_bonus",
        "Points to the rubber's winner",
        (("2", "Two"), ("1", "One"), ("0", "None")),
    ),
)
"""Every rule option of :class:`salon.ecarte.rules.EcarteRules`, the default value first."""
