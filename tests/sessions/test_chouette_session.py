"""Chouette piquet played live (piquet-description-and-example.txt, "Chouette piquet" and
"Scoring"): one test for each sentence of the description, played on the real partie."""

from __future__ import annotations

import itertools
import random

import pytest

from salon.cards import parse_cards
from salon.engine import CHANCE
from salon.piquet.actions import Exchange
from salon.piquet.chouette import ChouetteOutcome, ChouetteRole, Cut
from salon.piquet.partie import ChooseDeal, PartiePhase
from salon.piquet.stakes import TEN_SHILLINGS_A_HUNDRED
from salon.sessions.actions import Advise, Chance, Move, SessionError
from salon.sessions.chouette import ChouetteSession
from salon.sessions.computers import Computers, play_out

NAMES = ("Ann", "Bob", "Cy")
RANDOM = Computers(dict.fromkeys(NAMES, "random"), "piquet")


def cut_session(parties: int = 2) -> ChouetteSession:
    """Ann cuts highest, Bob next, Cy lowest."""
    session = ChouetteSession(NAMES, parties=parties)
    session.apply(Chance(Cut(parse_cards("KS 9H 7C"))))
    return session


def next_partie(session: ChouetteSession, computers: Computers = RANDOM) -> None:
    """Play on until one more partie is on the card (or the players rise)."""
    played = len(session.chouette.parties)
    play_out(session, computers, until=lambda: len(session.chouette.parties) > played)


def first_outcome(outcome: ChouetteOutcome) -> ChouetteSession:
    """A session, after the cut, whose first partie ended in ``outcome`` (seeds searched)."""
    for seed in range(40):
        session = cut_session()
        computers = Computers(dict.fromkeys(NAMES, "random"), "piquet", seed=seed)
        next_partie(session, computers)
        if session.chouette.parties[0].outcome is outcome:
            return session
    raise AssertionError(f"no seed gave {outcome}")


def test_sometimes_piquet_is_played_by_three_persons() -> None:
    """'Sometimes Piquet is played by three persons.' Three sit down; two or four cannot."""
    assert ChouetteSession(NAMES).names == NAMES
    for names in (("Ann", "Bob"), ("Ann", "Bob", "Cy", "Di")):
        with pytest.raises(ValueError, match="needs 3 participants"):
            ChouetteSession(names)


def test_the_three_players_cut() -> None:
    """'The three players (A, B, C,) cut.' Nothing is played before the cut, which is chance's."""
    session = ChouetteSession(NAMES)
    assert session.to_act is CHANCE
    assert session.legal_actions("Ann") == []
    with pytest.raises(SessionError, match="not yet cut"):
        session.apply(Move("Ann", ChooseDeal(True)))
    session.apply(Chance(Cut(parse_cards("7C 9H KS"))))
    assert session.role_of("Cy") is ChouetteRole.SINGLE


def test_the_highest_cut_has_choice_of_deal_and_plays_alone_against_two_in_consultation() -> None:
    """'The one who cuts the highest card (A) has choice of deal and cards, and plays one
    partie, a la chouette, against the other two in consultation.'"""
    session = cut_session()
    assert session.roles() == {"Ann": "plays alone", "Bob": "plays for the two", "Cy": "advises"}
    assert session.to_act == "Ann"
    view = session.view("Ann")
    assert view.partie is not None and view.partie.phase is PartiePhase.CHOOSE
    assert {m.action for m in view.legal} == {ChooseDeal(True), ChooseDeal(False)}
    session.apply(Move("Ann", ChooseDeal(False)))
    session.apply(session.sample_chance(random.Random(1)))
    # The two in consultation see the same hand: the partner's.
    bob, cy = session.view("Bob").partie, session.view("Cy").partie
    assert bob is not None and cy is not None and bob.deal is not None and cy.deal is not None
    assert bob.deal.hand == cy.deal.hand
    ann = session.view("Ann").partie
    assert ann is not None and ann.deal is not None
    assert not set(ann.deal.hand) & set(bob.deal.hand)


def test_the_lowest_cut_sits_out_and_advises() -> None:
    """'The player who cuts the lowest card (C) sits out, and advises B.' Cy proposes; Bob sees
    the proposal and decides; the single player hears nothing of it."""
    session = cut_session()
    play_out(session, RANDOM, until=lambda: session.to_act == "Bob" and session.has_choice(1))
    assert session.legal_actions("Cy"), "the adviser may propose any action open to Bob"
    proposal = session.legal_actions("Cy")[-1]
    assert isinstance(proposal, Advise)
    with pytest.raises(SessionError, match="Bob to play"):
        session.apply(Move("Cy", proposal.action))
    session.apply(proposal)
    assert session.view("Bob").proposal is not None
    assert session.view("Bob").proposal.action == proposal.action  # type: ignore[union-attr]
    assert session.view("Ann").proposal is None
    assert not any("proposes" in said.words for said in session.view("Ann").talk)
    session.apply(Move("Bob", proposal.action))
    assert any("follows Cy's advice" in said.words for said in session.view("Cy").talk)
    assert session.advice_given[-1][1] is True


def test_the_partner_who_puts_out_the_proposed_cards_in_another_order_follows_the_advice() -> None:
    """'The player who cuts the lowest card (C) sits out, and advises B.' Bob puts out the very
    cards Cy proposed, chosen in another order: he follows Cy's advice, and is told so."""
    session = cut_session()

    def bob_exchanges() -> bool:
        bob = session.view("Bob").partie
        deal = None if bob is None else bob.deal
        return session.to_act == "Bob" and deal is not None and deal.exchange_limit >= 3

    play_out(session, RANDOM, until=bob_exchanges)
    bob = session.view("Bob").partie
    assert bob is not None and bob.deal is not None
    cards = bob.deal.hand[:3]
    session.apply(Advise("Cy", Exchange(cards)))
    session.apply(Move("Bob", Exchange(tuple(reversed(cards)))))
    assert any("follows Cy's advice" in said.words for said in session.view("Cy").talk)
    assert session.advice_given[-1][1] is True


def test_the_single_player_who_wins_continues_and_the_partners_change_over() -> None:
    """'If the single player (A) wins the partie, he continues to play against the other two.
    C takes B's place, and B advises C ; and so on.'"""
    session = first_outcome(ChouetteOutcome.SINGLE_WINS)
    assert session.roles() == {"Ann": "plays alone", "Cy": "plays for the two", "Bob": "advises"}
    assert session.seats == ("Ann", "Cy")


def test_when_the_single_player_loses_the_partner_plays_alone() -> None:
    """'As soon as A loses a partie, the player who advised in that partie (say C) takes A's
    place. B plays against the other two, and A advises C.'"""
    session = first_outcome(ChouetteOutcome.SINGLE_LOSES)
    assert session.roles() == {"Bob": "plays alone", "Cy": "plays for the two", "Ann": "advises"}
    assert session.seats == ("Bob", "Cy")


def test_and_so_on_after_the_new_single_player_loses_or_wins() -> None:
    """'If C loses, A takes C's place, and C advises A; if C wins, A takes B's place, and B
    advises A; and so on.' (C here is the single player of the seed's sentence: the rotation
    continues by the same two rules in every partie.)"""
    seen = set()
    for seed in range(30):
        session = ChouetteSession(NAMES, parties=3)
        computers = Computers(dict.fromkeys(NAMES, "random"), "piquet", seed=seed)
        session.apply(Chance(Cut(parse_cards("KS 9H 7C"))))
        lines = []
        while not session.is_terminal:
            line_up = session.chouette.line_up
            next_partie(session, computers)
            lines.append((line_up, session.chouette.parties[-1].outcome))
        for (line_up, outcome), (after, _) in itertools.pairwise(lines):
            assert line_up is not None
            assert after == line_up.after(outcome)
            seen.add(outcome)
    assert seen >= {ChouetteOutcome.SINGLE_WINS, ChouetteOutcome.SINGLE_LOSES}


def test_the_single_player_has_choice_of_deal_throughout_and_plays_double_stakes() -> None:
    """'The single player has choice of deal and cards throughout, and plays double stakes, as
    at dummy.'"""
    session = cut_session(parties=3)
    choosers = []
    while not session.is_terminal:
        choosers.append((session.to_act, session.seats))
        next_partie(session)
    assert all(chooser == seats[0] for chooser, seats in choosers if seats)  # type: ignore[index]
    for partie in session.chouette.parties:
        single = partie.line_up.single
        others = [c for seat, c in enumerate(partie.changes) if seat != single]
        assert partie.changes[single] == -sum(others)
        assert all(2 * c == -partie.changes[single] for c in others)
    money = session.settlement()
    assert sum(money) == 0
    assert session.view("Bob").settlement == money


def test_the_totals_of_each_partie_are_recorded_on_a_separate_scoring_card() -> None:
    """'When a chouette is played, the totals of each partie are recorded on a separate scoring
    card.' (Scoring: the parties in tens, and a running balance after every partie.)"""
    session = cut_session(parties=2)
    play_out(session, RANDOM)
    card = session.render_settlement().splitlines()
    assert card[0].split() == list(NAMES)
    parties = session.chouette.parties
    for number, partie in enumerate(parties, start=1):
        assert partie.tens == (partie.points + 4) // 10  # units above five raise the tens
        assert card[number].split() == [str(number), *(f"{b:+d}" for b in partie.balances)]
    assert card[-2].startswith(f"At {TEN_SHILLINGS_A_HUNDRED.name}:")
    # The rounding is said, so that a loss in tens is not read as paid at the wrong rate
    # (description, "Scoring": "fractional parts of fifty points not counting").
    assert card[-1].startswith("(Points short of a whole 50 are not reckoned")
    assert session.view("Cy").card == parties


def test_the_players_rise_without_a_next_single_player_named() -> None:
    """After the agreed parties the players rise: the last partie's line names nobody to play
    alone in a partie that will not be played."""
    session = ChouetteSession(("Ann", "Bob", "Cy"), parties=1)
    play_out(session, Computers(dict.fromkeys(session.names, "random"), "piquet", seed=1))
    assert session.is_terminal
    ending = [said.words for said in session.talk if "playing alone" in said.words]
    assert ending and "plays alone against" not in ending[-1]
    assert session.talk[-1].words.startswith("The players rise.")
