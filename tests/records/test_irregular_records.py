"""A record holds a deal played with real cards as the umpire ruled it: the cards as dealt
when one was dealt wrongly (``misdeal``, Laws 9 and 10), elder standing it (``stand-deal``,
Laws 21-23) or having a fresh one, and the umpire's rulings (``umpire:`` lines: a hand
reckoning nothing, Laws 15, 16, 18 and 30; a void deal). ``salon replay`` checks each line
and gives back the scores exactly (piquet-encyclopedia-1902-with-laws.txt, "Laws of Piquet")."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from salon.cards import Card, piquet_pack
from salon.cli import main
from salon.piquet.actions import Misdeal, Role, StandDeal
from salon.piquet.deal import Phase
from salon.piquet.irregular import PlaysShort, ReckonNothing, VoidDeal
from salon.piquet.partie import ChooseDeal, CutForDeal, Partie
from salon.records import RecordError, parse_record
from salon.replay import partie_record, replay_record


def misdealt(rng: random.Random, elder: int, younger: int) -> Misdeal:
    pack = list(piquet_pack())
    rng.shuffle(pack)
    split = elder + younger
    return Misdeal(tuple(pack[:elder]), tuple(pack[elder:split]), tuple(pack[split:]))


def ruled_partie() -> Partie:
    """A whole partie: its first deal stood with thirteen cards to elder (Law 21); its second
    dealt afresh for nine in the stock (Law 9), then void for an incorrect pack found in play
    (Law 33 bis), then played with younger reckoning nothing (Law 18)."""
    rng = random.Random(5)
    partie = Partie()
    partie.apply(CutForDeal((Card.parse("KS"), Card.parse("7H"))))
    partie.apply(ChooseDeal(True))
    partie.apply(misdealt(rng, 13, 11))
    partie.apply(StandDeal())
    while len(partie.deal_scores) < 1:
        partie.apply(partie.random_action(rng))
    partie.apply(misdealt(rng, 12, 11))  # nine in the stock: void at once
    partie.apply(partie.random_action(rng))
    while partie.deal is not None and partie.deal.phase is not Phase.PLAY:
        partie.apply(partie.random_action(rng))
    partie.rule(VoidDeal("33 bis"))
    while partie.deal is not None and not partie.deal.held_after_exchange[Role.YOUNGER]:
        partie.apply(partie.random_action(rng))
    partie.rule(ReckonNothing(Role.YOUNGER, "18"))
    while not partie.is_terminal:
        partie.apply(partie.random_action(rng))
    return partie


def test_a_partie_with_a_misdeal_rulings_and_void_deals_replays_exactly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    partie = ruled_partie()
    text = partie_record(partie)
    assert "umpire: void-deal 33-bis" in text and "umpire: reckon-nothing younger 18" in text
    assert "A: stand-deal" in text or "B: stand-deal" in text
    replayed, report = replay_record(parse_record(text))
    assert replayed.deal_scores == partie.deal_scores
    assert len(partie.deal_scores) >= 6  # the void deals are not among the partie's deals
    assert 0 in partie.deal_scores[1]  # younger of the second deal reckoned nothing
    record = tmp_path / "ruled.txt"
    record.write_text(text)
    assert main(["replay", str(record), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == report["totals"]


def test_a_refused_ruling_names_its_line_and_law() -> None:
    text = "\n".join(
        [
            '[Game "Piquet deal"]',
            "chance: deal " + " ".join(str(c) for c in piquet_pack()),
            "umpire: reckon-nothing elder 18",
        ]
    )
    with pytest.raises(RecordError, match=r"line 3: umpire: .*Law 18 rules a fault in taking in"):
        replay_record(parse_record(text))


def test_a_single_deal_record_stands_a_misdeal_of_eleven_cards() -> None:
    """Law 22: elder with eleven takes in one and puts out none."""
    rng = random.Random(3)
    cards = misdealt(rng, 11, 13)
    elder = sorted(cards.younger, key=lambda c: c.index)[:3]
    lines = [
        '[Game "Piquet deal"]',
        f"chance: {cards}",
        "elder: stand-deal",
        "younger: no-carte-blanche",
        "elder: exchange",
        "elder: no-look",
        "younger: exchange " + " ".join(map(str, elder)),
    ]
    deal, _ = replay_record(parse_record("\n".join(lines)))
    assert [len(hand) for hand in deal.hands] == [12, 12]
    assert "The elder hand puts out none and takes in one (Law 22)." in [
        e.words for e in deal.events
    ]


def test_a_hand_played_short_replays_with_the_tricks_law_29_counts() -> None:
    """Laws 17 and 29: the umpire's ``plays-short`` line takes the cards out of the hand, and
    the replay counts the adversary's cards that cannot be played to as his tricks."""
    rng = random.Random(11)
    partie = Partie()
    partie.apply(CutForDeal((Card.parse("KS"), Card.parse("7H"))))
    partie.apply(ChooseDeal(True))
    partie.apply(partie.random_action(rng))
    while partie.deal is not None and partie.deal.phase is not Phase.CALL:
        partie.apply(partie.random_action(rng))
    assert partie.deal is not None
    card = min(partie.deal.hands[Role.ELDER], key=lambda c: c.index)
    partie.rule(PlaysShort(Role.ELDER, "17", (card,)))
    while len(partie.deal_scores) < 1:
        partie.apply(partie.random_action(rng))
    text = partie_record(partie)
    assert f"umpire: plays-short elder 17 {card}" in text
    replayed, _ = replay_record(parse_record(text))
    assert replayed.deal_scores == partie.deal_scores
    assert "(Law 29)" in " ".join(e.words for e in replayed.events)
    with pytest.raises(RecordError, match="plays-short"):
        replay_record(parse_record(text.replace(f"plays-short elder 17 {card}", "plays-short x")))
