"""The model of the adversary's conduct fitted to choices by maximum likelihood, and his leads
read by it (issue: the strongest players, inference from the adversary's choices).

The fit is checked on synthetic choices drawn from the model with a known parameter: the
parameter it finds must be close to the one the choices were drawn with.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tests.agents.hidden_swaps import choices_checked_alike

from salon.agents.piquet import conduct, fitting
from salon.agents.piquet.conduct import LEADS, Declarations, Follow, Lead
from salon.cards import Card, parse_cards, piquet_pack
from salon.piquet.actions import Role
from salon.piquet.claims import Claim, Relation
from salon.piquet.combinations import Category

NOTHING = Declarations(own_calls=(), answers=(), called_to_him=(), passed=frozenset())
QUART = frozenset(parse_cards("AH KH QH JH 9D AS JS 9S 8S JC 9C KD"))
QUART_CALLED = Claim(Role.ELDER, Category.SEQUENCE, Relation.HOLDS, 4, 14)


def _draw(chances: dict[Card, float], rng: random.Random) -> Card:
    cards = sorted(chances, key=lambda c: c.index)
    return rng.choices(cards, [chances[c] for c in cards])[0]


def _hands(count: int, rng: random.Random) -> list[tuple[frozenset[Card], list[Card]]]:
    """``count`` hands of twelve, each with the twenty cards left out."""
    found = []
    for _ in range(count):
        pack = list(piquet_pack())
        rng.shuffle(pack)
        found.append((frozenset(pack[:12]), pack[12:]))
    return found


def _record(hand: frozenset[Card], **choices: object) -> fitting.ConductRecord:
    fields: dict[str, object] = {
        "hand": hand,
        "discard": frozenset(),
        "declarations": NOTHING,
        "follows": (),
        "leads": (),
    }
    fields.update(choices)
    return fitting.ConductRecord(**fields)  # type: ignore[arg-type]


def test_the_fitted_concealment_rate_is_the_one_the_choices_were_made_with() -> None:
    """Elder holding a quart calls it, or sinks it one time in five."""
    rng = random.Random(1)
    passed = replace(NOTHING, passed=frozenset({Category.SEQUENCE}))
    called = replace(passed, own_calls=(QUART_CALLED,))
    records = [
        _record(
            QUART,
            declarations=passed if rng.random() < 0.2 else called,
        )
        for _ in range(600)
    ]
    assert abs(fitting.fit_sink(records).value - 0.2) <= 0.04


def test_the_fitted_sharpness_of_the_replies_is_the_one_they_were_drawn_with() -> None:
    rng = random.Random(2)
    model = conduct.PlayModel(sharpness=2.0)
    records = []
    for hand, rest in _hands(300, rng):
        lead = rng.choice(rest)
        card = _draw(model.chances(hand, lead), rng)
        records.append(_record(hand, follows=(Follow(lead, card, frozenset()),)))
    fit = fitting.fit_play(records)
    assert abs(fit.value - 2.0) <= 0.5
    assert fit.per_record > fit.indifferent


def test_the_fitted_sharpness_of_the_leads_is_the_one_they_were_drawn_with() -> None:
    rng = random.Random(3)
    model = conduct.LeadModel(sharpness=1.5)
    records = []
    for hand, _ in _hands(300, rng):
        card = _draw(model.chances(hand, frozenset()), rng)
        records.append(_record(hand, leads=(Lead(card, frozenset()),)))
    fit = fitting.fit_leads(records)
    assert abs(fit.value - 1.5) <= 0.4
    assert fit.per_record > fit.indifferent


def test_a_lead_the_rules_of_thumb_prefer_makes_the_hand_likelier() -> None:
    """He led the ace of hearts: likelier from a long run of master hearts than as a lone ace
    beside a long run of master spades, which the rules of thumb would lead first."""
    lead = (Lead(parse_cards("AH")[0], frozenset()),)
    hearts = frozenset(parse_cards("AH KH QH JH 10H 7S 8S 7C 8C 7D 8D 9D"))
    spades = frozenset(parse_cards("AH AS KS QS JS 10S 7C 8C 9C 7D 8D 9D"))
    assert LEADS.likelihood(hearts, lead) > 2 * LEADS.likelihood(spades, lead)


def test_the_leads_open_to_a_hand_are_a_distribution() -> None:
    hand = frozenset(parse_cards("AH KH QH JH 10H 7S 8S 7C 8C 7D 8D 9D"))
    gone = frozenset(parse_cards("AS KS"))
    total = sum(LEADS.likelihood(hand, (Lead(card, gone),)) for card in hand)
    assert abs(total - 1.0) < 1e-9


def test_a_lead_of_a_card_already_played_tells_nothing_of_the_hand() -> None:
    """The sampler never draws such a hand; the model leaves its weight whole rather than
    guess."""
    hand = frozenset(parse_cards("AH KH QH JH 10H 7S 8S 7C 8C 7D 8D 9D"))
    card = parse_cards("9D")[0]
    assert LEADS.likelihood(hand, (Lead(card, frozenset({card})),)) == 1.0


def test_a_sinking_is_never_impossible_under_the_fitted_rate() -> None:
    """The grid's floor keeps a rare sinking possible: the true deal never weighs nothing."""
    records = [_record(QUART, declarations=replace(NOTHING, own_calls=(QUART_CALLED,)))] * 50
    sink = fitting.fit_sink(records).value
    passed = replace(NOTHING, passed=frozenset({Category.SEQUENCE}))
    assert conduct.DeclarationModel(sink).likelihood(QUART, passed) > 0.0


def test_the_reading_player_chooses_alike_whatever_the_cards_hidden_from_it() -> None:
    """Two deals that differ only in two cards hidden from the player, which changed places
    (one of them in the adversary's hand), give it the same view; reading the adversary's
    exchange, calls, replies and leads, it makes the same choice in both: it reads no hidden
    card."""
    assert choices_checked_alike("strong-conduct", tricks=4, seeds=range(4)) >= 2


def test_his_leads_are_read_from_the_view_with_the_cards_gone_before_each() -> None:
    """Every card the adversary led, the one on the table too, with every card played before it
    (which he could no longer lead)."""
    from salon.agents.piquet.inference import Knowledge
    from salon.piquet.deal import Deal, Phase

    rng = random.Random(4)
    deal = Deal()
    while deal.phase is not Phase.OVER:
        view = deal.view(Role.YOUNGER)
        if view.lead is not None and view.leader is Role.ELDER and len(view.tricks) >= 3:
            break
        deal.apply(deal.random_action(rng))
    expected = []
    for number, trick in enumerate(view.tricks):
        if trick.leader is Role.ELDER:
            before = {c for t in view.tricks[:number] for c in (t.lead, t.reply)}
            expected.append(Lead(trick.lead, frozenset(before)))
    assert view.lead is not None
    everything = {c for t in view.tricks for c in (t.lead, t.reply)}
    expected.append(Lead(view.lead, frozenset(everything)))
    assert Knowledge.from_view(view).leads == tuple(expected)
