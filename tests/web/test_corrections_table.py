"""Law 25 at the web table: the correction is offered to the seat the law allows, out of turn,
and to no one else; it is stored and read back like any action
(piquet-encyclopedia-1902-with-laws.txt, Law 25)."""

from __future__ import annotations

import pytest
from tests.piquet.helpers import answered_good_holding_better

from salon.web.tables.piquet import PiquetAdapter, seat_view_json


def test_law_25_the_younger_seat_may_correct_out_of_turn_at_the_table() -> None:
    adapter = PiquetAdapter()
    partie = answered_good_holding_better()
    younger, elder = 0, 1
    assert adapter.actor(partie) == elder
    assert adapter.may_act(partie, younger)
    offered = seat_view_json(partie.view(younger))["corrections"]
    assert [c["action"] for c in offered] == ["correct-answer point 6H", "correct-answer point 7H"]
    assert "Law 25" in offered[1]["label"] and "seven" in offered[1]["label"]
    assert seat_view_json(partie.view(elder))["corrections"] == []
    with pytest.raises(ValueError, match="not your turn"):
        adapter.read(partie, younger, "call seq 5AS")
    action = adapter.read(partie, younger, "correct-answer point 7H")
    adapter.apply(partie, action)
    assert partie.log[-1].actor == younger
    assert partie.deal is not None and partie.deal.scores == [0, 0]
    assert not adapter.may_act(partie, younger)


def test_law_25_a_stored_correction_is_read_back_by_its_seat() -> None:
    adapter = PiquetAdapter()
    partie = answered_good_holding_better()
    assert adapter.read_stored(partie, "A", "correct-answer point 7H") is not None
    with pytest.raises(ValueError, match="acted where"):
        adapter.read_stored(partie, "B", "correct-answer point 7H")
