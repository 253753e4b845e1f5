"""Chat carries no card an onlooker may not see (docs/web.md "Chat"; sources as in
test_session_hidden_cards: piquet-description-and-example.txt "Chouette piquet",
ecarte-treatise-1896-ocr.txt "Pool Écarté" and "French Écarté" with Law XXVIII).

The property tests of the sessions' frames, extended: at every step of many random sessions,
every participant tries to say, in every chat, every card his view shows him. Whatever a line
the chat takes tells of a hand in play must reach only readers who see that hand, unless the
hand's own player says it; the server itself never says a line.
"""

from __future__ import annotations

from hypothesis import Phase, given, settings
from hypothesis import strategies as st
from test_session_hidden_cards import play_and_check
from webtools import cards_in

from salon.web.server.limits import RateLimit
from salon.web.sessions.adapter import Sitting
from salon.web.tables.table import Table
from salon.web.talk.chat import Chat
from salon.web.talk.rules import Channel, ChatRefused
from salon.web.talk.sides import sides_of


def _hands(table: Table) -> dict[int, set[str]]:
    """The cards of each hand of the game in progress (none between games)."""
    sitting = table.game
    assert isinstance(sitting, Sitting) and sitting.session is not None
    game = sitting.session.game
    if game is None or game.is_terminal:
        return {}
    hands = {}
    for seat in (0, 1):
        deal = getattr(game.view(seat), "deal", None)
        hands[seat] = {str(card) for card in getattr(deal, "hand", ())}
    return hands


def _now_seen(table: Table, seat: int) -> set[str]:
    """The cards ``seat``'s view shows of the moment: the talk of earlier deals left out,
    since a card it names may lie in another hand now."""
    view = table.view(seat)
    return cards_in({key: value for key, value in view.items() if key != "talk"})


def _try_every_chat(chat: Chat, table: Table, free: RateLimit) -> int:
    """Each seat says its view's cards in each chat; the lines taken are checked: what they
    tell of a hand in play reaches only those who see that hand, unless its own player says
    it."""
    taken = 0
    for seat in range(len(table.seats)):
        with table.lock:
            known = _now_seen(table, seat)
            sides = sides_of(table)
            hands = _hands(table)
        if not known:
            continue
        for channel in (Channel.PLAYERS, Channel.SIDE, Channel.SPECTATORS):
            try:
                line = chat.say(table, seat, channel, " ".join(sorted(known)), free)
            except ChatRefused:
                continue
            taken += 1
            assert not line.readers.spectators
            for reader in line.readers.seats:
                with table.lock:
                    sees = _now_seen(table, reader)
                for hand, cards in hands.items():
                    if sides.plays[seat] == hand:
                        continue  # a player's own hand is his to speak of
                    told = known & cards
                    assert told <= sees, f"seat {reader} reads {told - sees} from seat {seat}"
    return taken


def play_and_chat(game: str, seats: list[str], options: dict[str, object], seed: int) -> int:
    """Play a session as the frames' test does, every chat tried at every frame; the number
    of lines the chat took."""
    chat = Chat()
    free = RateLimit(rate=1e9, burst=10**9)
    taken = [0]

    def try_chat(table: Table) -> None:
        taken[0] += _try_every_chat(chat, table, free)

    play_and_check(game, seats, options, seed, try_chat)
    return taken[0]


STRENGTHS = st.sampled_from(["random", "thumb"])


@settings(max_examples=3, deadline=None, phases=[Phase.generate])
@given(seed=st.integers(0, 10_000), others=st.lists(STRENGTHS, min_size=2, max_size=2))
def test_chouette_chat_carries_no_card_hidden_from_its_reader(seed: int, others: list[str]) -> None:
    assert play_and_chat("chouette", ["host", *others], {"parties": 1, "rules": "four-deal"}, seed)


@settings(max_examples=3, deadline=None, phases=[Phase.generate])
@given(seed=st.integers(0, 10_000), others=st.lists(STRENGTHS, min_size=2, max_size=2))
def test_pool_chat_carries_no_card_hidden_from_its_reader(seed: int, others: list[str]) -> None:
    assert play_and_chat("pool", [*others, "host"], {}, seed)


@settings(max_examples=3, deadline=None, phases=[Phase.generate])
@given(seed=st.integers(0, 10_000), others=st.lists(STRENGTHS, min_size=2, max_size=6))
def test_french_chat_carries_no_card_hidden_from_its_reader(seed: int, others: list[str]) -> None:
    assert play_and_chat("french", [*others, "host"], {"games": 3, "purse": 5}, seed)
