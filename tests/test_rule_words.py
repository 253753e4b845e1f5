"""The rule options, presets and computer players in the players' words, from the one place
each game and the computer players keep them (salon.piquet.rule_words, salon.ecarte.rule_words,
salon.agents.names): every option the rules hold is named, with each value it takes."""

from __future__ import annotations

import re

import pytest

from salon.agents.names import COMPUTERS, computer_words
from salon.ecarte import rule_words as ecarte_words
from salon.ecarte.rules import PRESETS as ECARTE_PRESETS
from salon.ecarte.rules import EcarteRules
from salon.pairs import AGENTS
from salon.piquet import rule_words as piquet_words
from salon.piquet.rules import PRESETS as PIQUET_PRESETS
from salon.piquet.rules import PiquetRules

GAMES = [
    (PiquetRules, piquet_words, PIQUET_PRESETS, "rubicon"),
    (EcarteRules, ecarte_words, ECARTE_PRESETS, "classic"),
]
PROGRAM_WORD = re.compile(r"[a-z]+[_-][a-z]+|=")
"""A name as the program writes it (``deal_by``, ``four-deal``, ``a=b``)."""


@pytest.mark.parametrize(("rules", "words", "presets", "base"), GAMES)
def test_every_rule_option_is_named_with_each_value_and_its_default_first(
    rules, words, presets, base
):
    named = [option.name for option in words.RULE_OPTIONS]
    assert sorted(named) == sorted(rules.__dataclass_fields__)
    for option in words.RULE_OPTIONS:
        default = rules().to_text()
        first, *others = (value for value, _ in option.values)
        assert rules.from_text(f"{base}; {option.name}={first}").to_text() == default
        for value in others:
            assert rules.from_text(f"{base}; {option.name}={value}").to_text() != default
        said = [option.words, *(w for _, w in option.values)]
        assert not any(PROGRAM_WORD.search(w) for w in said), said


@pytest.mark.parametrize(("rules", "words", "presets", "base"), GAMES)
def test_every_preset_has_a_players_name_and_line(rules, words, presets, base):
    assert list(words.PRESET_WORDS) == list(presets)
    for preset in words.PRESET_WORDS.values():
        assert not PROGRAM_WORD.search(preset.title) and preset.line.endswith(".")


def test_every_computer_offered_has_a_players_name():
    """The steady player is "steady" wherever it is named, never "thumb"."""
    assert [c.name for c in COMPUTERS] == ["strong", "thumb", "random"]
    for computer in COMPUTERS:
        assert all(computer.name in AGENTS[game] for game in AGENTS)
    steady = computer_words("thumb")
    assert (steady.title, steady.seat_name) == ("The computer, steady", "Computer (steady)")


def test_a_result_of_a_player_called_you_reads_in_the_second_person() -> None:
    """A record of the terminal names its player "You": the settlement told of him reads
    "you are rubiconed", never "You is rubiconed" (piquet-encyclopedia-1902-with-laws.txt,
    Rubicon Piquet)."""
    from salon.piquet.settlement import settle_partie
    from salon.replay import result_dict

    told = result_dict(settle_partie((148, 82)), ("Computer", "You"))["told"]
    assert "you are rubiconed" in told and "You is" not in told, told
