"""Records of whole sessions: written as they are played, replayed exactly under the laws,
refused with the line at fault when they break them (docs/records.md, "Sessions")."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cli import main
from salon.ecarte.pool import PoolMethod
from salon.records import RecordError, parse_record
from salon.replay import replay_record
from salon.sessions.chouette import ChouetteSession
from salon.sessions.computers import Computers, play_out
from salon.sessions.french import FrenchSession
from salon.sessions.pool import PoolSession
from salon.sessions.records import session_record


def played(session: Any, game: str, seed: int, strength: str = "random") -> str:
    play_out(session, Computers(dict.fromkeys(session.names, strength), game, seed=seed))
    assert session.is_terminal
    return session_record(session)


def assert_replays_exactly(session: Any, text: str) -> None:
    replayed, report = replay_record(parse_record(text))
    assert replayed.is_terminal
    for name in session.names:
        assert replayed.view(name) == session.view(name)
    assert session_record(replayed) == text
    assert report["finished"] is True


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_chouette_played_by_computers_replays_exactly(seed: int) -> None:
    session = ChouetteSession(("Ann", "Bob", "Cy"), parties=2)
    assert_replays_exactly(session, played(session, "piquet", seed))


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), method=st.sampled_from(PoolMethod))
def test_pool_ecarte_played_by_computers_replays_exactly(seed: int, method: PoolMethod) -> None:
    session = PoolSession(("Ann", "Bob", "Cy"), method=method, pools=2)
    assert_replays_exactly(session, played(session, "ecarte", seed, "thumb"))


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), gallery=st.integers(0, 4))
def test_french_ecarte_played_by_computers_replays_exactly(seed: int, gallery: int) -> None:
    names = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")[: 2 + gallery]
    session = FrenchSession(names, games=3)
    assert_replays_exactly(session, played(session, "ecarte", seed, "thumb"))


def test_every_bet_and_every_advice_is_in_the_record() -> None:
    session = FrenchSession(("Ann", "Bob", "Cy", "Di"), games=1)
    text = played(session, "ecarte", 3, "thumb")
    record = parse_record(text)
    assert record.tags["Game"] == "French Ecarte"
    texts = [(m.actor, m.text) for m in record.moves]
    assert ("Cy", "bet Ann 1") in texts and ("Di", "bet Bob 1") in texts
    advice = [t for t in texts if t[1].startswith("advise ")]
    assert len(advice) == len(session.advice_given) > 0


def test_salon_replay_prints_the_chouette_card_and_settlement(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = ChouetteSession(("Ann", "Bob", "Cy"), parties=2)
    path = tmp_path / "chouette.txt"
    path.write_text(played(session, "piquet", 7), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Chouette piquet:\n")
    assert session.render_settlement() in out
    assert main(["replay", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["settlement"] == dict(zip(session.names, session.settlement(), strict=True))
    assert report["card"][-1] == list(session.chouette.balances_in_tens)


def test_a_record_breaking_the_laws_names_its_line() -> None:
    session = FrenchSession(("Ann", "Bob", "Cy", "Di"), games=1)
    text = played(session, "ecarte", 3, "thumb")
    bad = text.replace("Cy: bet Ann 1", "Di: bet Ann 1", 1)
    with pytest.raises(RecordError, match=r"line 8: Di: .*it is Cy's turn at the betting"):
        replay_record(parse_record(bad))
    bad = text.replace("Cy: bet Ann 1", "Cy: bet Ann 99", 1)
    with pytest.raises(RecordError, match=r"line 8: .*you have only 20 chips left to bet with"):
        replay_record(parse_record(bad))
    advice = next(line for line in text.splitlines() if ": advise " in line)
    adviser = advice.split(":")[0]
    stranger = "Cy" if adviser == "Di" else "Di"
    bad = text.replace(advice, advice.replace(adviser, stranger, 1), 1)
    with pytest.raises(RecordError, match=f"{stranger} is not backing"):
        replay_record(parse_record(bad))


def test_a_malformed_session_record_is_refused() -> None:
    with pytest.raises(RecordError, match="Stake"):
        replay_record(parse_record('[Game "Chouette piquet"]\n[Players "A B C"]\n[Stake "x"]\n'))
    with pytest.raises(RecordError, match="needs 3 participants"):
        replay_record(parse_record('[Game "Pool Ecarte"]\n[Players "A B"]\n'))
    with pytest.raises(RecordError, match="line 4: the chouette's cut names three cards"):
        replay_record(
            parse_record('[Game "Chouette piquet"]\n[Players "A B C"]\n\nchance: cut AS\n')
        )
    with pytest.raises(RecordError, match=r"line 3: .*not at this table"):
        replay_record(parse_record('[Game "French Ecarte"]\n[Players "A B C"]\nZed: pass\n'))


SECOND_PERSON = re.compile(r"\b(?:you|your)\b|\bI win\b", re.IGNORECASE)


@pytest.mark.parametrize(
    ("session", "game"),
    [
        (ChouetteSession(("Ann", "Bob", "Cy"), parties=2), "piquet"),
        (PoolSession(("Ann", "Bob", "Cy")), "ecarte"),
        (FrenchSession(("Ann", "Bob", "Cy", "Di"), games=3), "ecarte"),
    ],
)
def test_a_session_record_reads_in_the_third_person(session: Any, game: str) -> None:
    """The record is read by anyone: its comments name the participants and never address
    one ("you are rubiconed", "You deal"), while each reads "you" of himself at the table."""
    text = played(session, game, seed=4, strength="thumb")
    comments = " ".join(line.split(" ; ", 1)[1] for line in text.splitlines() if " ; " in line)
    assert not SECOND_PERSON.findall(comments), SECOND_PERSON.findall(comments)
    if isinstance(session, ChouetteSession):
        assert " wins " in comments and "I win" not in comments
        winner_reads = [s.read_by(n) for n in session.names for s in session.view(n).talk]
        assert any(": you win " in line for line in winner_reads)


def test_a_comment_puts_words_to_the_player_who_says_them() -> None:
    """A move's comment holds all the talk it brought: the last card of a trick brings its
    winner's words, which carry his name rather than reading as the mover's."""
    session = PoolSession(("Ann", "Bob", "Cy"), pools=1)
    played(session, "ecarte", 3, "thumb")
    tricks = [line.comment for line in session.log if "My trick" in line.comment]
    assert tricks and any(re.search(r"\. (Ann|Bob|Cy): My trick", c) for c in tricks)
