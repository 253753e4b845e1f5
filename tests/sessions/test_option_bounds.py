"""The sessions' agreed options are bounded by the sessions themselves, so a record's tags
are held to the bounds the web offers (docs/ecarte-sessions.md, "What is agreed")."""

from __future__ import annotations

import pytest

from salon.records import RecordError, parse_record
from salon.sessions.chouette import ChouetteSession
from salon.sessions.french import FrenchSession
from salon.sessions.pool import PoolSession
from salon.sessions.records import replay_session, session_record


@pytest.mark.parametrize(
    ("tag", "value"),
    [("Parties", "1000000000"), ("Parties", "0")],
)
def test_a_chouette_record_out_of_bounds_is_refused(tag: str, value: str) -> None:
    text = session_record(ChouetteSession(("Ann", "Bob", "Cy")))
    bad = text.replace(f'[{tag} "3"]', f'[{tag} "{value}"]')
    assert bad != text
    with pytest.raises(RecordError, match="from 1 to 12"):
        replay_session(parse_record(bad))


@pytest.mark.parametrize(
    ("tag", "value", "bounds"),
    [
        ("Pools", "1000000000", "from 1 to 12"),
        ("Stake", "-5", "from 1 to 100"),
        ("Stake", "1000000000", "from 1 to 100"),
    ],
)
def test_a_pool_record_out_of_bounds_is_refused(tag: str, value: str, bounds: str) -> None:
    text = session_record(PoolSession(("Ann", "Bob", "Cy")))
    bad = text.replace(f'[{tag} "1"]', f'[{tag} "{value}"]')
    assert bad != text
    with pytest.raises(RecordError, match=bounds):
        replay_session(parse_record(bad))


@pytest.mark.parametrize(
    ("tag", "value", "bounds"),
    [
        ("Games", "1000000000", "from 1 to 40"),
        ("Purse", "-5", "from 0 to 1000"),
        ("Purse", "1000000000", "from 0 to 1000"),
        ("Stake", "1000000000", "from 1 to 100"),
    ],
)
def test_a_french_record_out_of_bounds_is_refused(tag: str, value: str, bounds: str) -> None:
    text = session_record(FrenchSession(("Ann", "Bob", "Cy")))
    start = text.index(f"[{tag} ")
    end = text.index("]", start)
    bad = text[:start] + f'[{tag} "{value}"' + text[end:]
    with pytest.raises(RecordError, match=bounds):
        replay_session(parse_record(bad))
