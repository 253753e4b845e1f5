"""The adversary's cards late in the play read by best play (issue: the strongest players,
inference from the adversary's choices; salon.agents.piquet.solved_play).

A way the unseen cards may lie under which his card was a poor one, by the exact solution of
the play, is less likely; one under which he could not have played it weighs nothing.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tests.agents.hidden_swaps import choices_checked_alike

from salon.agents.piquet import fitting
from salon.agents.piquet.conduct import Declarations
from salon.agents.piquet.inference import Knowledge
from salon.agents.piquet.solved_play import (
    SOLVED_FROM,
    SOLVED_PLAY,
    SolvedChoice,
    SolvedPlayModel,
    solved_choices,
)
from salon.cards import Card, parse_cards, piquet_pack
from salon.piquet.actions import Role
from salon.piquet.deal import Deal, Phase

EIGHT_OF_SPADES = parse_cards("8S")[0]
SEVEN_OF_SPADES = parse_cards("7S")[0]


def _follow(card: Card, own: str = "7H KD", later: str = "7S 9C") -> SolvedChoice:
    """Younger answering elder's eight of spades, two tricks from the end."""
    return SolvedChoice(
        card=card,
        mover=Role.YOUNGER,
        leader=Role.ELDER,
        lead=EIGHT_OF_SPADES,
        own=frozenset(parse_cards(own)),
        later=frozenset(parse_cards(later)),
        tricks=(5, 4),
    )


def test_a_late_card_best_play_prefers_makes_the_hand_likelier() -> None:
    """He let elder's eight of spades win with his seven: likelier if he had no higher spade
    than if he held the ace, with which best play wins the trick."""
    choice = _follow(SEVEN_OF_SPADES)
    without = SOLVED_PLAY.likelihood(frozenset(parse_cards("7D")), (choice,))
    with_ace = SOLVED_PLAY.likelihood(frozenset(parse_cards("AS")), (choice,))
    assert without > 2 * with_ace > 0.0


def test_a_card_he_could_not_have_played_weighs_nothing() -> None:
    """He threw the nine of clubs on a spade: impossible had he held a spade then."""
    choice = _follow(parse_cards("9C")[0], later="9C 8D")
    assert SOLVED_PLAY.likelihood(frozenset(parse_cards("AS")), (choice,)) == 0.0
    assert SOLVED_PLAY.likelihood(frozenset(parse_cards("7D")), (choice,)) > 0.0


def test_the_cards_open_to_him_are_a_distribution() -> None:
    chances = SOLVED_PLAY.chances(_follow(SEVEN_OF_SPADES), frozenset(parse_cards("AS QS")))
    assert set(chances) == set(parse_cards("7S AS QS"))
    assert abs(sum(chances.values()) - 1.0) < 1e-9


def test_among_cards_of_equal_worth_the_least_is_the_likelier() -> None:
    """Holding the seven and eight of spades, equal in every play, a searching player plays the
    seven: a lowness above nought reads the eight as a sign he had no seven."""
    choice = SolvedChoice(
        card=SEVEN_OF_SPADES,
        mover=Role.ELDER,
        leader=Role.ELDER,
        lead=None,
        own=frozenset(parse_cards("AH KH")),
        later=frozenset(parse_cards("7S")),
        tricks=(5, 5),
    )
    chances = SolvedPlayModel(sharpness=0.5, lowness=0.5).chances(choice, {EIGHT_OF_SPADES})
    assert chances[SEVEN_OF_SPADES] > chances[EIGHT_OF_SPADES]
    flat = SolvedPlayModel(sharpness=0.5).chances(choice, {EIGHT_OF_SPADES})
    assert abs(flat[SEVEN_OF_SPADES] - flat[EIGHT_OF_SPADES]) < 1e-12


def test_his_late_cards_are_read_from_the_view_as_they_were_played() -> None:
    """Each of his cards played with at most eight in his hand, with both hands as they were,
    the card led to him and the tricks won: rebuilt from a later view and his cards still
    held, the position is the one he chose in."""
    for seed in range(3):
        rng = random.Random(seed)
        deal = Deal()
        reader = Role.YOUNGER if seed % 2 else Role.ELDER
        truths = []
        while deal.phase is not Phase.OVER:
            view = deal.view(reader)
            if view.phase is Phase.PLAY and len(view.tricks) >= 10 and view.my_turn:
                break
            actor = deal.to_act
            if actor is reader.other and deal.phase is Phase.PLAY:
                his = deal.view(actor)
                if len(his.hand) <= SOLVED_FROM:
                    mine = set(view.hand)
                    truths.append((set(his.hand), mine, his.leader, his.lead, his.tricks_won))
            action = deal.random_action(rng)
            deal.apply(action)
        holding = set(deal.view(reader.other).hand)
        choices = solved_choices(view)
        assert len(choices) == len(truths) >= 5
        for choice, (his_hand, mine, leader, lead, won) in zip(choices, truths, strict=True):
            assert set(choice.later) | holding == his_hand
            assert choice.card in his_hand
            assert set(choice.own) == mine
            assert (choice.leader, choice.lead, choice.tricks) == (leader, lead, won)


def _drawn_records(model: SolvedPlayModel, held: int, count: int) -> list[fitting.ConductRecord]:
    """Four-card endings of younger's, each card drawn by ``model`` as if he then held
    ``held`` cards."""
    rng = random.Random(5)
    records = []
    for _ in range(count):
        pack = list(piquet_pack())
        rng.shuffle(pack)
        his, mine = frozenset(pack[:4]), pack[4:8]
        choice = SolvedChoice(
            card=pack[0],
            mover=Role.YOUNGER,
            leader=Role.ELDER,
            lead=mine[0],
            own=frozenset(mine[1:]),
            later=his,
            tricks=(4, 4),
            held=held,
        )
        chances = model.chances(choice, frozenset())
        cards = sorted(chances, key=lambda c: c.index)
        card = rng.choices(cards, [chances[c] for c in cards])[0]
        records.append(
            fitting.ConductRecord(
                hand=his,
                discard=frozenset(),
                declarations=Declarations((), (), (), frozenset()),
                follows=(),
                leads=(),
                late=(replace(choice, card=card),),
            )
        )
    return records


def test_the_fitted_late_sharpness_and_lowness_are_the_ones_the_cards_were_drawn_with() -> None:
    records = _drawn_records(SolvedPlayModel(sharpness=0.6, lowness=0.5), SOLVED_FROM, 300)
    fit, lowness = fitting.fit_late(records)
    assert abs(fit.value - 0.6) <= 0.25
    assert abs(lowness - 0.5) <= 0.25
    assert fit.per_record > fit.indifferent


def test_his_middle_cards_are_judged_by_their_own_sharpness() -> None:
    """A card he played with nine or ten in his hand (the third and fourth tricks) is judged by
    the middle sharpness; one played later by the late one."""
    model = SolvedPlayModel(sharpness=2.0, lowness=0.0, middle_sharpness=0.0)
    late = _follow(SEVEN_OF_SPADES)
    middle = replace(late, held=SOLVED_FROM + 1)
    holding = frozenset(parse_cards("AS QS"))
    assert max(model.chances(late, holding).values()) > 0.5
    assert set(model.chances(middle, holding).values()) == {1 / 3}
    same = SolvedPlayModel(sharpness=2.0, lowness=0.0)
    assert same.chances(middle, holding) == same.chances(late, holding)


def test_the_fitted_middle_sharpness_is_the_one_the_middle_cards_were_drawn_with() -> None:
    """Fitted apart from the late cards, whose model is kept (benchmarks/piquet_conduct_fit.py
    fits the middle cards of strong-2026 at 0.6, his late ones at 1.05): middle cards drawn
    softer than the late ones are fitted softer."""
    late = SolvedPlayModel(sharpness=1.2, lowness=0.5)
    drawn = _drawn_records(replace(late, middle_sharpness=0.3), SOLVED_FROM + 2, 300)
    fit = fitting.fit_middle(drawn + _drawn_records(late, SOLVED_FROM, 100), late)
    assert abs(fit.value - 0.3) <= 0.15
    assert fit.per_record > fit.indifferent


def test_the_true_deal_never_weighs_nothing_by_his_late_cards() -> None:
    """Whatever legal cards he played, the cards as they truly lie keep a weight above nought:
    the reading never rules out the truth."""
    for seed in range(4):
        rng = random.Random(seed)
        deal = Deal()
        while deal.phase is not Phase.OVER:
            view = deal.view(Role.ELDER)
            if view.phase is Phase.PLAY and len(view.tricks) >= 9:
                break
            deal.apply(deal.random_action(rng))
        knowledge = Knowledge.from_view(view)
        assert knowledge.late
        theirs = frozenset(deal.view(Role.YOUNGER).hand) - knowledge.opponent_known
        from salon.agents.piquet.inference import HiddenDeal

        assert knowledge.late_likelihood(HiddenDeal(theirs, frozenset(), frozenset())) > 0.0


def test_the_late_reading_player_chooses_alike_whatever_the_cards_hidden_from_it() -> None:
    """Two deals that differ only in two cards hidden from the player, which changed places
    (one of them in the adversary's hand), give it the same view late in the play; reading his
    late cards, the strong player of tables and matches makes the same choice in both: it reads
    no hidden card."""
    assert choices_checked_alike("strong", tricks=6, seeds=range(6)) >= 2


def test_the_middle_reading_player_chooses_alike_whatever_the_cards_hidden_from_it() -> None:
    """The same for the match player that reads his cards from the third trick by a model
    fitted to strong-2026's."""
    assert choices_checked_alike("strong-reading-middle-play", tricks=4, seeds=range(4)) >= 2
