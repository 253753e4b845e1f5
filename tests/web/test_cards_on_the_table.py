"""What a table is sent of the cards on it. The talk names the card a Piquet player lays,
since he says only his count as he plays ("One.", "Nine."); an Écarté player names his card
in his words, and nothing else said is given a card laid (piquet-encyclopedia-1902-with-laws.txt:
the count is called aloud as the cards are played). The cards cut lie face up while the choice
of deal is made."""

from __future__ import annotations

import random

from salon.agents.base import RandomAgent
from salon.engine import turns
from salon.web.tables.ecarte import EcarteAdapter
from salon.web.tables.piquet import PiquetAdapter


def _played(adapter: PiquetAdapter | EcarteAdapter, seed: int) -> list[dict[str, object]]:
    """The talk seat 0 is sent once a game has gone some way."""
    game = adapter.new_game(adapter.rules_text(""))
    agent = RandomAgent(seed)
    chance = random.Random(seed)
    for number, seat in enumerate(turns(game, chance)):
        if number == 80:
            break
        view = game.view(seat)
        game.apply(agent.choose(view, tuple(game.legal_actions())))
    talk = adapter.seat_view(game, 0)["talk"]
    assert isinstance(talk, list)
    return talk


def test_a_piquet_card_played_is_named_beside_the_count() -> None:
    talk = _played(PiquetAdapter(), 3)
    played = [e for e in talk if e["kind"] in ("lead", "play")]
    assert played, "cards were played"
    for event in played:
        assert event["laid"] == event["cards"] and len(event["cards"]) == 1
        assert str(event["cards"][0]) not in str(event["words"])
    assert all(e["laid"] == [] for e in talk if e["kind"] not in ("lead", "play"))


def test_an_ecarte_card_played_is_in_its_words_and_not_laid_again() -> None:
    talk = _played(EcarteAdapter(), 3)
    assert any(e["kind"] == "play" for e in talk)
    assert all(e["laid"] == [] for e in talk)


def test_the_cards_cut_are_sent_to_both_seats_and_a_spectator_until_the_choice() -> None:
    """E Law 3 (piquet-encyclopedia-1902-with-laws.txt): the highest cut has the choice; the
    table shows both cards cut while he makes it."""
    from salon.cards import parse_cards
    from salon.piquet.partie import ChooseDeal, CutForDeal
    from salon.web.tables.piquet import public_view_json, seat_view_json

    adapter = PiquetAdapter()
    partie = adapter.new_game(adapter.rules_text(""))
    a, b = parse_cards("7H KS")
    partie.apply(CutForDeal((a, b)))
    for sent in (seat_view_json(partie.view(0)), seat_view_json(partie.view(1))):
        assert sent["cut"] == ["7H", "KS"]
    assert public_view_json(partie)["cut"] == ["7H", "KS"]
    partie.apply(ChooseDeal(deal_first=True))
    assert seat_view_json(partie.view(0))["cut"] is None
