"""The scoring card of a Pool or French Écarté table played with real cards keeps the sessions'
own money: random tables played by the engines (the cut, the gallery's bets and covers, each
game by its winner or deal by deal from the Écarté engine's own play) and told to the card
give the same chips; an entry the engine refuses is refused by the card, which is left as it
was (ecarte-treatise-1896-ocr.txt, "Pool Écarté", "French Écarté", Laws XXVIII and XXX)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from tests.ecarte.test_told import told_by_the_engine

from salon.ecarte.french import Bet, CloseBets, Cover, Decline, FrenchAction, FrenchEcarte
from salon.ecarte.french import GameWon as FrenchGameWon
from salon.ecarte.game import EcarteGame
from salon.ecarte.order import strength
from salon.ecarte.pool import GameWon as PoolGameWon
from salon.ecarte.pool import PoolEcarte, PoolMethod
from salon.ecarte.table_card import TableCard, new_table_card, table_card_from_json
from salon.engine import CHANCE, IllegalActionError

Engine = PoolEcarte | FrenchEcarte


def _game_by_deals(card: TableCard, rng: random.Random) -> int:
    """A game of Écarté played by the engine at random and told to the card deal by deal, the
    last deal told again as it was once in a while (Law XXX); the winner by the engine."""
    first = rng.randrange(2)
    game = EcarteGame(first_dealer=first)
    card.begin(first)
    while game.winner is None:
        deal = game.deal
        assert deal is not None
        while game.deal is deal and game.winner is None:
            chance = game.to_act is CHANCE
            game.apply(game.sample_chance(rng) if chance else game.random_action(rng))
        told = told_by_the_engine(deal)
        if not deal.is_terminal:  # the king made the game: the cards are not told as played
            told = replace(told, tricks=(0, 0))
        card.tell(told, again=False)
        if rng.random() < 0.2:
            card.tell(told, again=True)
    return game.winner


def _bet(table: FrenchEcarte, rng: random.Random) -> FrenchAction:
    """Any entry of money, lawful or not."""
    who = rng.choice(list(table.chips))
    side = rng.choice(table.seated)
    amount = rng.randrange(0, 4)
    return rng.choice([Bet(who, side, amount), Cover(who, side, amount), Decline(who), CloseBets()])


def _step(card: TableCard, engine: Engine, rng: random.Random) -> TableCard:
    if isinstance(engine, PoolEcarte) and engine.seated is None:
        cut = engine.sample_chance(rng)
        ranks = [strength(c) for c in cut.cards]
        engine.apply(cut)
        card.cut(ranks.index(max(ranks)), ranks.index(min(ranks)))
    elif isinstance(engine, FrenchEcarte) and engine.betting_open:
        action = _bet(engine, rng)
        try:
            engine.check(action)
        except IllegalActionError:
            before = card.to_json()
            with pytest.raises(ValueError):
                card.enter(str(action))
            assert card.to_json() == before
        else:
            engine.apply(action)
            card.enter(str(action))
    else:
        seated = engine.seated
        assert seated is not None
        by_deals = rng.random() < 0.4
        winner = seated[_game_by_deals(card, rng) if by_deals else rng.randrange(2)]
        won = PoolGameWon(winner) if isinstance(engine, PoolEcarte) else FrenchGameWon(winner)
        engine.apply(won)  # type: ignore[arg-type]
        if not by_deals:
            card.enter(str(won))
        assert card.actions[-1] == str(won)
    return table_card_from_json(card.to_json())  # kept, and read again


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), french=st.booleans(), entrant=st.booleans())
@example(seed=19966, french=False, entrant=False)  # a game the king makes in its last deal
def test_a_table_told_to_the_card_keeps_the_sessions_money(
    seed: int, french: bool, entrant: bool
) -> None:
    rng = random.Random(seed)
    engine: Engine
    if french:
        names: tuple[str, ...] = ("Ann", "Bob", "Cy", "Di")[: rng.randrange(2, 5)]
        engine = FrenchEcarte(names, stake=2)
        card = new_table_card("french", names, stake=2)
    else:
        names = ("Ann", "Bob", "Cy")
        method = PoolMethod.ENTRANT_PAYS if entrant else PoolMethod.LOSER_PAYS
        engine = PoolEcarte(("Ann", "Bob", "Cy"), method=method)
        card = new_table_card("pool", names, method=method.value)
    for _ in range(rng.randrange(1, 25)):
        card = _step(card, engine, rng)
        assert card.table.chips == engine.chips
    if french:  # the pool's cut is told by stand-ins for the cards cut
        assert [e.words for e in card.table.events] == [e.words for e in engine.events]
