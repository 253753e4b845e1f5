"""Every rule option of Piquet and Écarté is bounded: whatever a record, the command line or
the web gives, the rules are within the bounds docs/ecarte-rules.md and docs/piquet-rules.md
state, or the text is refused with a clear error."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.ecarte.rules import GAME_POINTS, RUBBER_BONUS, EcarteRules
from salon.piquet.rules import PiquetRules

NUMBERS = st.one_of(st.integers(-(10**12), 10**12), st.integers(-3, 15))


@pytest.mark.parametrize("option", ["game_points=1000000000", "rubber_bonus=-5", "game_points=0"])
def test_ecarte_refuses_an_option_out_of_bounds(option: str) -> None:
    """ecarte-treatise-1896-ocr.txt: the game is five points and the rubber adds two; by
    agreement a game of 1 to 10 points and a rubber worth 0 to 10 (N)."""
    with pytest.raises(ValueError, match="from"):
        EcarteRules.from_text(f"classic; {option}")


@settings(max_examples=200, deadline=None)
@given(option=st.sampled_from(list(EcarteRules.__dataclass_fields__)), value=NUMBERS)
def test_every_ecarte_option_is_bounded(option: str, value: int) -> None:
    try:
        rules = EcarteRules.from_text(f"classic; {option}={value}")
    except ValueError:
        return
    assert GAME_POINTS[0] <= rules.game_points <= GAME_POINTS[1]
    assert RUBBER_BONUS[0] <= rules.rubber_bonus <= RUBBER_BONUS[1]
    assert rules.rubber_games in (1, 3, 5, 7, 11)


@settings(max_examples=200, deadline=None)
@given(option=st.sampled_from(list(PiquetRules.__dataclass_fields__)), value=NUMBERS)
def test_every_piquet_option_is_bounded(option: str, value: int) -> None:
    """Portland Club laws: six deals (four by agreement); carte rouge 20 (10 or 40)."""
    try:
        rules = PiquetRules.from_text(f"rubicon; {option}={value}")
    except ValueError:
        return
    assert rules.deals_per_partie in (4, 6)
    assert rules.carte_rouge in (0, 10, 20, 40)
    assert all(
        isinstance(getattr(rules, name), bool)
        for name, default in PiquetRules.__dataclass_fields__.items()
        if isinstance(default.default, bool)
    )
