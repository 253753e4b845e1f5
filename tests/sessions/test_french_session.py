"""French Écarté played live (ecarte-treatise-1896-ocr.txt, "French Écarté" and Law XXVIII):
one test for each sentence of the treatise's description, the games on the real engine."""

from __future__ import annotations

import copy

import pytest

from salon.ecarte.actions import Discard
from salon.ecarte.actions import Play as PlayCard
from salon.ecarte.french import Bet, Cover, Decline
from salon.records import parse_record
from salon.replay import replay_record
from salon.sessions.actions import Advise, Move, SessionError
from salon.sessions.betting_words import betting_menu
from salon.sessions.computers import Computers, next_step, play_out
from salon.sessions.french import FrenchPhase, FrenchSession, Pass, Resign, computer_bet
from salon.sessions.records import session_record

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")


def seated(games: int = 3, names: tuple[str, ...] = NAMES) -> FrenchSession:
    return FrenchSession(names, stake=1, games=games)


def bets(session: FrenchSession, *actions: object) -> None:
    for action in actions:
        session.apply(action)  # type: ignore[arg-type]


def play_game(session: FrenchSession, winner: str | None = None) -> FrenchSession:
    """The session after its game is played by computers (won by ``winner``: seeds searched)."""
    games = len(session.ledger)
    for seed in range(60):
        trial = copy.deepcopy(session)
        computers = Computers(dict.fromkeys(trial.names, "random"), "ecarte", seed=seed)
        play_out(trial, computers, until=lambda t=trial: len(t.ledger) > games)
        if winner is None or trial.ledger[-1].winner == winner:
            return trial
    raise AssertionError(f"no seed won the game for {winner}")


def until_a_play(session: FrenchSession) -> None:
    """Shuffle and play on until a player must choose a card or an action."""
    computers = Computers({}, "ecarte", seed=2)
    play_out(session, computers, until=lambda: isinstance(session.to_act, str))


def test_two_sit_down_and_the_gallery_bets_on_the_player_of_its_choice() -> None:
    """'Two of the number seat themselves at the table to play a game after the usual method
    ... and the remainder, called "the gallery," or rentrants ..., begin taking part in the
    game by betting on the player of their choice, and advising him when necessary.'"""
    session = seated()
    assert session.book.seated == ("Ann", "Bob")
    assert [session.view(n).role for n in NAMES] == ["player"] * 2 + ["rentrant"] * 3
    assert session.phase is FrenchPhase.BETS and session.to_act == "Cy"
    bets(session, Bet("Cy", "Bob", 2))
    assert session.view("Cy").role == "backs Bob"
    assert session.to_act == "Di"


def test_the_players_have_the_prerogative_of_taking_all_bets() -> None:
    """'The stakes and money wagered are placed on the table and covered by the opposite side,
    and the players have the prerogative of taking all bets in preference to the "gallery."'"""
    session = seated()
    bets(session, Bet("Cy", "Ann", 3), Pass("Di"), Pass("Ed"))
    assert session.phase is FrenchPhase.TAKING and session.to_act == "Bob"
    with pytest.raises(SessionError, match="Bob's turn"):
        session.apply(Cover("Di", "Ann", 3))
    bets(session, Cover("Bob", "Ann", 3))
    assert session.phase is FrenchPhase.PLAY and session.uncovered() == 0
    assert session.view("Cy").wagers[-1].name == "Bob"


def said_from(session: FrenchSession, start: int) -> list[str]:
    return [said.words for said in session.talk[start:]]


def test_a_player_leaves_to_the_gallery_what_he_does_not_take_and_says_nothing_of_nothing() -> None:
    """'... the players have the prerogative of taking all bets in preference to the
    "gallery." If they do not take all, any bystander may take the difference': a player who
    declines leaves the money to the gallery, and says how much; with nothing laid against
    him, there is nothing to take and nothing is said of it."""
    session = seated()
    start = len(session.talk)
    bets(session, Bet("Cy", "Ann", 1), Bet("Di", "Bob", 1), Pass("Ed"))
    assert session.phase is FrenchPhase.PLAY  # the sides were even: nobody had to take
    assert not [w for w in said_from(session, start) if " take" in w or "leave" in w]
    session = seated()
    start = len(session.talk)
    bets(session, Bet("Cy", "Ann", 3), Pass("Di"), Pass("Ed"), Decline("Bob"))
    assert [w for w in said_from(session, start) if "Bob" in w] == ["Bob leaves 3 to the gallery."]
    session = seated()
    bets(session, Bet("Cy", "Ann", 3), Pass("Di"), Pass("Ed"))
    start = len(session.talk)
    bets(session, Cover("Bob", "Ann", 1))
    assert said_from(session, start) == [
        "Bob covers 1 of the money on Ann.",
        "Bob leaves 2 to the gallery.",
    ]
    reads = [said.read_by("Bob") for said in session.talk[start:]]
    assert reads[1] == "You leave 2 to the gallery."


def test_any_bystander_may_take_the_difference_or_they_make_it_up_between_them() -> None:
    """'If they do not take all, any bystander may take the difference, or, again, the
    bystanders may make it up between them,'"""
    session = seated()
    bets(session, Bet("Cy", "Ann", 4), Pass("Di"), Pass("Ed"), Cover("Bob", "Ann", 1))
    assert session.phase is FrenchPhase.COVERING and session.uncovered() == 3
    bets(session, Cover("Di", "Ann", 2), Cover("Ed", "Ann", 1))  # Cy's own: not his to cover
    assert session.phase is FrenchPhase.PLAY
    on_bob = [(w.name, w.amount) for w in session.view("Ann").wagers if w.side == "Bob"]
    assert on_bob == [("Bob", 1), ("Bob", 1), ("Di", 2), ("Ed", 1)]  # stake, then covers


def test_the_bettors_of_the_larger_amount_take_up_what_is_not_covered() -> None:
    """'and if the whole sum bet is not covered, the bettors of a larger amount take up as much
    of the money as they have put down, to make it equal on both sides.'"""
    session = seated()
    bets(session, Bet("Cy", "Ann", 2), Bet("Di", "Ann", 3), Pass("Ed"))
    bets(session, Decline("Bob"), Cover("Cy", "Ann", 1), Pass("Di"), Pass("Ed"))
    assert session.phase is FrenchPhase.PLAY
    assert session.book.on_side("Ann") == session.book.on_side("Bob") == 2
    assert dict(session.view("Di").chips)["Di"] == 0  # Di's three, the latest, went back
    assert session.view("Di").left == 20
    assert any("Di takes back 3, not covered." in s.words for s in session.view("Ed").talk)


def test_nobody_covers_his_own_bet_it_comes_back_to_him() -> None:
    """'the bettors of a larger amount take up as much of the money as they have put down':
    the money not covered is the latest laid (docs/ecarte-sessions.md), so a bettor whose own
    bet is what is not covered is not asked to cover it, against himself, and may not; it
    comes back to him (found by a new players' trial: a lone rentrant asked to cover her own
    bet)."""
    alone = seated(names=("Ann", "Bob", "Cy"))
    bets(alone, Bet("Cy", "Bob", 1), Decline("Ann"))
    assert alone.phase is FrenchPhase.PLAY  # nobody to ask: the bet came back
    assert any("Cy takes back 1, not covered." in s.words for s in alone.view("Cy").talk)
    session = seated()
    bets(session, Bet("Cy", "Bob", 1), Pass("Di"), Pass("Ed"), Decline("Ann"))
    assert session.phase is FrenchPhase.COVERING and session.to_act == "Di"
    assert not any(isinstance(a, Cover) for a in session.betting_actions("Cy"))
    with pytest.raises(SessionError, match="your own bet"):
        session.book.check(Cover("Cy", "Bob", 1))
    mixed = seated()
    bets(mixed, Bet("Cy", "Bob", 1), Bet("Di", "Bob", 2), Pass("Ed"), Decline("Ann"))
    cy = betting_menu(mixed, "Cy")  # Di's two he may cover; his own one comes back
    assert "3 on Bob is not covered" in cy.prompt
    assert "(1 of it is your own bet, and comes back to you if not covered)" in cy.prompt
    assert max(a.amount for a in mixed.betting_actions("Cy") if isinstance(a, Cover)) == 2


def test_the_winner_takes_his_due_and_the_remainder_goes_to_his_backers() -> None:
    """'At the close of each game the player who wins first takes what is due him, and the
    remainder is divided among his backers.'"""
    session = seated(games=1)
    bets(session, Bet("Cy", "Ann", 2), Bet("Di", "Ann", 1), Pass("Ed"), Cover("Bob", "Ann", 3))
    session = play_game(session, winner="Ann")
    line = dict(session.ledger[-1].chips)
    assert line == {"Ann": 1, "Bob": -4, "Cy": 2, "Di": 1, "Ed": 0}
    assert session.view("Ed").ledger[-1].winner == "Ann"


def test_a_deficit_is_the_backers_loss_not_the_players() -> None:
    """'If there should happen to be a deficit the player is not responsible, and therefore his
    backers must share the loss between them.' Each chip is covered, so no deficit can arise:
    the losing backers lose their own bets, the player only his stake."""
    session = seated(games=1)
    bets(session, Bet("Cy", "Ann", 2), Bet("Di", "Ann", 1), Pass("Ed"), Cover("Bob", "Ann", 3))
    session = play_game(session, winner="Bob")
    line = dict(session.ledger[-1].chips)
    assert line == {"Ann": -1, "Bob": 4, "Cy": -2, "Di": -1, "Ed": 0}
    assert sum(line.values()) == 0


def test_the_losing_player_retires_and_a_rentrant_takes_his_place() -> None:
    """'The losing player retires and one of the rentrants takes his place.'"""
    session = seated()
    bets(session, Pass("Cy"), Pass("Di"), Pass("Ed"))
    session = play_game(session, winner="Bob")
    assert session.book.seated == ("Bob", "Cy")
    assert session.view("Ann").role == "rentrant"


def test_once_the_order_of_going_in_is_established_it_is_kept() -> None:
    """'The rentrants must decide among themselves which shall go in, and once the order of
    going in is established it must be adhered to.' The order is the order of the names given
    when the table is made, and every view shows it."""
    session = seated(games=3)
    assert session.view("Ed").order == ("Cy", "Di", "Ed")
    play_out(session, Computers(dict.fromkeys(NAMES, "random"), "ecarte", seed=4))
    entered = [s.words for s in session.talk if "comes in" in s.words]
    assert len(entered) >= 2
    assert [w.split("; ")[1].split()[0] for w in entered] == ["Cy", "Di", "Ed"][: len(entered)]


def test_fresh_rentrants_have_the_preference() -> None:
    """'Fresh rentrants who have not yet played have the preference over those who have
    already taken part in the game.'"""
    session = seated(games=3, names=("Ann", "Bob", "Cy"))
    bets(session, Pass("Cy"))
    session = play_game(session, winner="Ann")  # Bob out; Cy, fresh, comes in
    assert session.book.seated == ("Ann", "Cy")
    assert session.view("Bob").order == ("Bob",)
    bets(session, Pass("Bob"))
    session = play_game(session, winner="Cy")  # Ann out; Bob, who has played, comes back
    assert session.book.seated == ("Cy", "Bob")


def test_the_gallery_advises_its_player_who_may_follow_or_not() -> None:
    """'The gallery at French Ecarte who are covering the stakes may draw attention to
    mistakes in the score, advise the player they are backing (he, of course, is free to
    accept or reject their counsel) ...'"""
    session = seated()
    bets(session, Bet("Cy", "Ann", 1), Pass("Di"), Pass("Ed"), Cover("Bob", "Ann", 1))
    until_a_play(session)
    player = str(session.to_act)
    backer = "Cy" if player == "Ann" else "Bob"
    if backer == "Bob":  # Bob plays: nobody backs him but himself; let Ann play first
        assert not session.legal_actions("Cy")
        session.apply(session.legal_actions(player)[0])  # type: ignore[arg-type]
        until_a_play(session)
        player = str(session.to_act)
    assert player == "Ann"
    advice = session.legal_actions("Cy")
    assert advice and all(isinstance(a, Advise) for a in advice)
    session.apply(advice[-1])  # type: ignore[arg-type]
    own = [a for a in session.legal_actions("Ann") if isinstance(a, Move)]
    other = next(m for m in own if m.action != advice[-1].action)  # type: ignore[union-attr]
    session.apply(other)
    assert any("Ann does not follow Cy's advice." in s.words for s in session.view("Cy").talk)
    assert session.advice_given[-1][1] is False
    # Ann knows what she did: she is not told it after each card (a new player's trial).
    assert not any("follow Cy's advice" in s.words for s in session.view("Ann").talk)


def test_nothing_is_advised_on_the_one_card_a_player_may_play() -> None:
    """Advice is on a choice: on the last card, or the one card that follows suit, there is
    none, though the laws let the player throw down his cards instead (Law XXV); nobody is
    asked, and advice sent is refused (a new player's trial: his backer pointed at his last
    card)."""
    session = seated()
    bets(session, Bet("Cy", "Ann", 1), Pass("Di"), Pass("Ed"), Cover("Bob", "Ann", 1))
    seen_one = False
    for _ in range(400):
        until_a_play(session)
        player = str(session.to_act)
        moves = [a for a in session.legal_actions(player) if isinstance(a, Move)]
        plays = [m for m in moves if isinstance(m.action, PlayCard)]
        if player == "Ann" and len(plays) == 1:
            seen_one = True
            assert not session.legal_actions("Cy"), "no advice offered on one card"
            with pytest.raises(SessionError, match="has one card to play: nothing to advise"):
                session.apply(Advise("Cy", plays[0].action))
        if session.ledger:
            break
        session.apply((plays or moves)[0])
    assert seen_one, "Ann came to a card she alone could play"


def test_the_gallery_may_play_out_the_game_of_a_player_who_resigns() -> None:
    """'... or may play out the game of any player who resigns.'"""
    session = seated()
    bets(session, Bet("Cy", "Ann", 1), Pass("Di"), Pass("Ed"), Cover("Bob", "Ann", 1))
    until_a_play(session)
    assert Resign("Ann") in session.legal_actions("Ann")
    with pytest.raises(SessionError, match="no backer"):
        session.apply(Resign("Bob"))
    session.apply(Resign("Ann"))
    assert session.player_of(0) == "Cy"
    assert session.view("Cy").role == "plays out Ann's game"
    session = play_game(session)
    assert session.ledger[-1].winner in ("Ann", "Bob")


def test_advice_is_given_by_pointing_only() -> None:
    """'(N. B. — Advice can be given by pointing only; neither card nor suit may be named.)'
    The table hears that Cy points; only Ann (and Cy) see at what."""
    session = seated()
    bets(session, Bet("Cy", "Ann", 1), Pass("Di"), Pass("Ed"), Cover("Bob", "Ann", 1))
    while True:
        until_a_play(session)
        if session.to_act == "Ann" and any(
            isinstance(a.action, PlayCard | Discard)
            for a in session.legal_actions("Cy")
            if isinstance(a, Advise)
        ):
            break
        session.apply(session.legal_actions(str(session.to_act))[0])  # type: ignore[arg-type]
    advice = next(
        a
        for a in session.legal_actions("Cy")
        if isinstance(a, Advise) and isinstance(a.action, PlayCard | Discard)
    )
    session.apply(advice)
    said, aside = session.talk[-2:]
    assert said.audience is None
    assert said.words in ("Cy points at a card for Ann.", "Cy points at cards for Ann.")
    assert str(advice.action).split()[1] not in said.words
    assert [c.action for c in session.view("Ann").advice] == [advice.action]
    for name in ("Bob", "Di", "Ed"):
        assert session.view(name).advice == ()
        assert said in session.view(name).talk and aside not in session.view(name).talk
    # The player and his backer see what was pointed at, each in his own words.
    card = advice.action.cards[0] if isinstance(advice.action, Discard) else advice.action.card  # type: ignore[union-attr]
    for name, reads in (("Ann", "Cy points at the "), ("Cy", "You point at the ")):
        talk = session.view(name).talk
        assert said not in talk and aside in talk
        assert aside.read_by(name).startswith(reads) and card.name in aside.read_by(name)
    record = session.log[-1].comment
    assert record == said.words  # the record has what the table saw


def test_a_player_who_covers_every_bet_plays_la_chouette() -> None:
    """'If a player chooses to cover all the bets that are offered, which is called playing La
    Chouette, no one can take the liberty of looking over his hand or advising him, and,
    furthermore, he does not retire after losing the game.'"""
    session = seated()
    bets(session, Bet("Cy", "Ann", 2), Bet("Di", "Ann", 1), Pass("Ed"), Cover("Bob", "Ann", 3))
    assert session.book.chouette() == "Bob"
    until_a_play(session)
    for name in ("Cy", "Di", "Ed"):
        view = session.view(name)
        assert view.game is None or view.game.seat == 0  # never Bob's seat
    assert session.view("Ann").game is not None
    session = play_game(session, winner="Ann")
    assert session.book.seated == ("Ann", "Bob")  # Bob lost but does not retire


def test_taking_all_is_la_chouette_only_when_no_rentrant_backs_the_taker() -> None:
    """'If a player chooses to cover all the bets that are offered, which is called playing La
    Chouette ...' (ecarte-treatise-1896-ocr.txt, "French Écarté"): with Di's money beside
    Bob's, Bob taking the rest has not covered every bet himself."""
    session = seated()
    bets(session, Bet("Cy", "Ann", 3), Bet("Di", "Bob", 1), Pass("Ed"))
    assert session.to_act == "Bob" and not session.book.chouette_if_taking_all("Bob")
    bets(session, Cover("Bob", "Ann", 2))
    assert session.book.chouette() is None
    alone = seated()
    bets(alone, Bet("Cy", "Ann", 3), Pass("Di"), Pass("Ed"))
    assert alone.book.chouette_if_taking_all("Bob")
    bets(alone, Cover("Bob", "Ann", 3))
    assert alone.book.chouette() == "Bob"


def test_bettors_must_not_look_over_the_hand_of_the_player_they_bet_against() -> None:
    """Law XXVIII: 'Finally, bettors must not look over the hand of the player against whom
    they are betting.' Di, who covered money on Ann, backs Bob and sees only Bob's hand."""
    session = seated()
    bets(session, Bet("Cy", "Ann", 2), Pass("Di"), Pass("Ed"), Decline("Bob"))
    bets(session, Cover("Di", "Ann", 2))  # Cy is not asked to cover his own bet
    until_a_play(session)
    di, cy = session.view("Di"), session.view("Cy")
    assert di.game is not None and di.game.seat == 1 and di.role == "backs Bob"
    assert cy.game is not None and cy.game.seat == 0
    assert session.view("Ed").game is None and session.view("Ed").table is not None


def test_a_bettor_is_warned_before_a_cover_puts_his_money_on_both_players() -> None:
    """Law XXVIII: a bettor on both players looks over neither hand. Cy, who bet on Ann, is
    asked to cover Di's money on her with that said in the question and a confirmation on the
    cover; Ed, with no money down, is asked plainly (and Di, whose own bet is what is not
    covered, not at all). The table tells Bob's taking of bets as a cover, not as a second
    stake."""
    session = seated()
    bets(session, Bet("Cy", "Ann", 1), Bet("Di", "Ann", 2), Pass("Ed"), Cover("Bob", "Ann", 1))
    cy = betting_menu(session, "Cy")
    assert "You have money on Ann: covering it bets on Bob as well" in cy.prompt
    assert "looks over neither hand and advises neither (Law XXVIII)" in cy.prompt
    cover = next(c for c in cy.choices if isinstance(c.action, Cover))
    assert cover.confirm is not None and cover.confirm.endswith("Cover?")
    bets(session, Pass("Cy"))
    assert session.to_act == "Ed"
    ed = betting_menu(session, "Ed")
    assert ed.prompt == "2 on Ann is not covered: cover some of it, or pass"
    assert all(c.confirm is None for c in ed.choices)
    kinds = {(w.name, w.kind.value) for w in session.view("Di").wagers}
    assert ("Bob", "cover") in kinds and ("Bob", "stake") in kinds


def test_a_bettor_on_both_players_looks_over_neither_hand_and_advises_neither() -> None:
    """Law XXVIII (ecarte-treatise-1896-ocr.txt): 'bettors must not look over the hand of the
    player against whom they are betting.' 'Any bystander may take the difference', so Cy, who
    bet on Ann, may cover money laid on her; he then bets against each player, and looks over
    neither hand, advises neither, and plays out neither's game (docs/ecarte-sessions.md)."""
    session = seated()
    bets(session, Bet("Cy", "Ann", 1), Bet("Di", "Ann", 2), Pass("Ed"), Decline("Bob"))
    bets(session, Cover("Cy", "Ann", 1), Pass("Ed"))  # Di's own money is what is left
    assert session.book.sides_of("Cy") == {"Ann", "Bob"}
    assert session.view("Cy").role == "bets on both"
    computers = Computers({"Ann": "random", "Bob": "random"}, "ecarte", seed=5)
    looked = 0
    while session.phase is FrenchPhase.PLAY:
        view = session.view("Cy")
        assert view.game is None and view.legal == () and view.advice == ()
        player = session.game_actor
        if isinstance(player, str):
            looked += 1
            assert Resign(player) not in session.legal_actions(player)
            move = next(a for a in session.legal_actions(player) if isinstance(a, Move))
            with pytest.raises(SessionError, match=r"money against (Ann|Bob) too"):
                session.apply(Advise("Cy", move.action))
        step = next_step(session, computers)
        assert step is not None
        session.apply(step)
    assert looked > 3


def test_computer_rentrants_bet_by_the_documented_rule() -> None:
    """The computers' rule (salon.sessions.french.computer_bet): back the player with less on
    him with one stake; take all against you up to twice the stake; cover up to a stake."""
    session = seated()
    assert computer_bet(session, "Cy") == Bet("Cy", "Ann", 1)
    bets(session, Bet("Cy", "Ann", 1))
    assert computer_bet(session, "Di") == Bet("Di", "Bob", 1)
    bets(session, Bet("Di", "Ann", 2), Pass("Ed"))
    assert computer_bet(session, "Bob") == Decline("Bob")
    bets(session, Decline("Bob"))
    assert computer_bet(session, "Cy") == Pass("Cy")  # Cy has bet this game
    bets(session, Pass("Cy"), Pass("Di"))
    assert computer_bet(session, "Ed") == Cover("Ed", "Ann", 1)


def test_the_last_game_lays_no_stakes_for_a_game_that_will_not_be_played() -> None:
    session = play_game(seated(games=1))
    assert session.phase is FrenchPhase.OVER
    after_the_game = [s.words for s in session.talk]
    last_win = max(i for i, words in enumerate(after_the_game) if words.startswith("Game: "))
    said_after = " ".join(after_the_game[last_win:])
    assert " puts " not in said_after and "comes in" not in said_after, said_after
    assert session.book.wagers == []
    assert session.view("Cy").wagers == ()
    assert sum(session.holdings(name) for name in session.names) == 0


def test_the_rentrants_decide_among_themselves_which_shall_go_in() -> None:
    """ecarte-treatise-1896-ocr.txt, "French Écarté": 'The rentrants must decide among
    themselves which shall go in, and once the order of going in is established it must be
    adhered to.' The order they agree is kept, whatever the seating, and goes into the record;
    an order that leaves out a rentrant, or names another, is refused."""
    session = FrenchSession(NAMES, games=3, order=("Ed", "Cy", "Di"))
    assert session.view("Cy").order == ("Ed", "Cy", "Di")
    play_out(session, Computers(dict.fromkeys(NAMES, "random"), "ecarte", seed=4))
    entered = [s.words for s in session.talk if "comes in" in s.words]
    assert len(entered) >= 2
    assert [w.split("; ")[1].split()[0] for w in entered] == ["Ed", "Cy", "Di"][: len(entered)]
    record = session_record(session)
    assert '[Order "Ed Cy Di"]' in record
    replayed, _ = replay_record(parse_record(record))
    assert replayed.view("Ann") == session.view("Ann")  # type: ignore[union-attr]
    for wrong in (("Ed", "Cy"), ("Ed", "Cy", "Ann"), ("Ed", "Cy", "Cy")):
        with pytest.raises(ValueError, match="every rentrant once"):
            FrenchSession(NAMES, order=wrong)


def test_the_end_of_a_game_is_told_once() -> None:
    """The game says "Game: Ann wins."; the book's "Ann wins; Bob loses." after it
    would be the table telling it twice."""
    session = play_game(seated(), winner="Ann")
    words = [said.words for said in session.heard("Cy")]
    assert "Ann wins; Bob loses." not in words
    assert any(w.startswith("Game: Ann wins") for w in words)
