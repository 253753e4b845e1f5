"""The deals the review samples to weigh a Piquet call or card agree with what the adversary's
exchange told, and late in the play with the cards he played (docs/analysis.md, "Honesty")."""

from __future__ import annotations

import random
import statistics

from salon.agents.piquet.calls import Hands
from salon.agents.piquet.hands import full_result
from salon.agents.piquet.inference import Knowledge
from salon.agents.piquet.solved_play import SOLVED_FROM
from salon.agents.piquet.strong import PiquetStrong, late_reading_player
from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.analysis.piquet import appraise_piquet, reading_player
from salon.cards import Card, Rank, Suit
from salon.engine import turns
from salon.piquet.actions import Play, Role
from salon.piquet.combinations import DECLARED_CATEGORIES
from salon.piquet.deal import Deal, Phase
from salon.piquet.view import DealView

DEALS = 8
SAMPLES = 16


def _declared(hands: Hands, role: Role) -> int:
    """What ``role`` reckons for point, sequences and sets, both hands declaring fully (a
    repique left out: sixty points now and then would drown the rest)."""
    results = (full_result(c, hands[0], hands[1]) for c in DECLARED_CATEGORIES)
    return sum(r.points for r in results if r.scorer is role)


def _points_in_hand_foretold_less_held(player: PiquetStrong) -> float:
    """Over the calls and answers of deals between players by the rules of thumb, the
    adversary's points in hand on the sampled deals less those he truly held, on average."""
    thumb = PiquetRulesOfThumb()
    differences = []
    for seed in range(DEALS):
        deal = Deal()
        for seat in turns(deal, random.Random(seed)):
            actor = Role(seat)
            view = deal.view(actor)
            if view.phase in (Phase.CALL, Phase.ANSWER):
                other = actor.other
                held = _declared((deal.hands[0], deal.hands[1]), other)
                knowledge = Knowledge.from_view(view)
                drawn = [player.full_hands(view, knowledge) for _ in range(SAMPLES)]
                foretold = [_declared(h, other) for h in drawn if h is not None]
                differences.append(statistics.fmean(foretold) - held)
            deal.apply(thumb.choose(view, view.legal))
    return statistics.fmean(differences)


def test_the_adversarys_sampled_hand_keeps_what_his_exchange_kept() -> None:
    """A hand exchanges its worst cards, so the hand he holds after it is better than as many
    unseen cards dealt alike. The review's samples read his exchange: the points for point,
    sequences and sets they give him are his true points on average within two (0.9 too few),
    where cards dealt alike gave him 3.6 too few and every hand expected too much of its
    deal."""
    player = reading_player(PiquetStrong(7))
    assert abs(_points_in_hand_foretold_less_held(player)) < 2.0


def _elder_to_lead_into_younger_spades() -> tuple[DealView, Play]:
    """Deal 3 between players by the rules of thumb, elder to lead to the fifth trick: younger
    holds the ace, king, queen, knave and ten of spades after his exchange, and elder's low
    spade gives him the lead to run them."""
    thumb = PiquetRulesOfThumb()
    deal = Deal()
    for step, seat in enumerate(turns(deal, random.Random(3))):
        view = deal.view(Role(seat))
        if step == 16:
            assert view.role is Role.ELDER and view.lead is None
            return view, Play(Card(Rank.SEVEN, Suit.SPADES))
        deal.apply(thumb.choose(view, view.legal))
    raise AssertionError("the deal ended before the fifth trick")


def test_the_review_weighs_a_card_on_deals_read_from_the_adversarys_exchange() -> None:
    """The review weighs card play as it weighs calls: on deals kept in proportion to how
    likely the adversary's exchange was. Read so, younger holds the spades he kept and elder's
    low spade loses some 28 points to the best card; dealt freely from the unseen cards, as
    many of which younger threw away, the deals gave him fewer spades and the card some 17
    (docs/analysis.md, "Honesty")."""
    view, low_spade = _elder_to_lead_into_younger_spades()
    assert low_spade in view.legal
    for seed in (1, 2, 3):
        appraisal = appraise_piquet(view, low_spade, PiquetStrong(seed))[-1].appraisal
        points_lost, _ = appraisal.loss(low_spade)
        assert points_lost > 23.0


def _true_hand_drawn(readers: tuple[PiquetStrong, ...], deals: range, draws: int) -> list[float]:
    """For each reader, how often the adversary's hand it draws is his true one, at every
    moment of deals between strong players where he has played a card late in the play."""
    found = [0] * len(readers)
    moments = 0
    for seed in deals:
        deal = Deal()
        seats = (late_reading_player(seed), late_reading_player(seed + 1))
        for seat in turns(deal, random.Random(seed)):
            view = deal.view(Role(seat))
            knowledge = Knowledge.from_view(view) if view.phase is Phase.PLAY else None
            if knowledge is not None and any(c.held <= SOLVED_FROM for c in knowledge.late):
                other = view.role.other
                true = frozenset(deal.view(other).hand) | knowledge.opponent_played
                moments += draws
                for number, reader in enumerate(readers):
                    for _ in range(draws):
                        hands = reader.full_hands(view, knowledge)
                        found[number] += hands is not None and hands[other] == true
            deal.apply(seats[seat].choose(view, view.legal))
    return [count / moments for count in found]


def test_the_review_reads_the_adversarys_late_cards_as_the_strong_player_does() -> None:
    """Late in the play the review weighs a card on deals read from the adversary's late cards
    by best play as well as from his exchange, as the strong player of the table reads them:
    on deals between strong players its samples give him his true hand more often than those
    read from his exchange alone (docs/analysis.md, "Honesty")."""
    review = reading_player(PiquetStrong(5))
    exchange_alone = PiquetStrong(5, read_exchange=True, pool=review.pool)
    late, alone = _true_hand_drawn((review, exchange_alone), range(1000, 1002), draws=20)
    assert late > alone + 0.05
