"""The choices offered to a Piquet player, in the words players use (salon.piquet.choices):
piquet-description-and-example.txt "Calling and showing"; piquet-encyclopedia-1902-with-laws.txt
(the calls and answers of the example hand); piquet-encyclopedic-article-with-variants.txt
("Making?" or "How many?")."""

from __future__ import annotations

from salon.cards import parse_cards
from salon.piquet.actions import Answer, Call, Done, Play, Reckon, Role, Sink, Verdict
from salon.piquet.choices import deal_menu, piquet_menu
from salon.piquet.deal import Deal
from salon.piquet.partie import CutForDeal, Partie

from .helpers import exchanged, run

ELDER_HAND = "AH KH QH JH 10H AS KS QS JS AC 9C AD"
YOUNGER_HAND = "9H 8H 7H 10S 9S 8S 7S KC QC JC 10C KD"


def _deal() -> Deal:
    return exchanged(ELDER_HAND, YOUNGER_HAND)


def _labels(choices) -> list[str]:
    return [choice.label for choice in choices]


def test_point_called_best_suit_first_with_count_and_value():
    """ "Calling and showing": the point is called by its number of cards, and its value
    ("making") when asked; the best call in each suit is offered first, the lesser calls
    and sinking behind "Other calls…"."""
    menu = deal_menu(_deal().view(Role.ELDER))
    assert menu.prompt == "Declare your point"
    assert _labels(menu.main) == [
        "Point of five in hearts, making 51",
        "Point of four in spades, making 41",
        "Point of two in clubs, making 20",
        "Point of one in diamonds, making 11",
    ]
    assert menu.more == "Other calls…"
    assert "Point of four in hearts, making 41" in _labels(menu.others)
    sink = menu.others[-1]
    assert isinstance(sink.action, Sink) and sink.label == "Sink: call no point"
    assert sink.confirm is not None and "will count" in sink.confirm
    assert all(choice.confirm is None for choice in menu.main)


def test_sequences_and_quatorzes_in_their_classic_names():
    """ "Calling and showing": tierce, quart, quint…; major when headed by the ace; fourteen
    for a quatorze, three for a trio (which names the card it leaves out)."""
    deal = _deal()
    run(deal, ["call point 5H", "answer good"])
    menu = deal_menu(deal.view(Role.ELDER))
    assert menu.prompt == "Declare your sequence"
    assert _labels(menu.main) == [
        "Quint major in hearts, worth 15",
        "Quart major in spades, worth 4",
    ]
    assert "Tierce to the king in spades, worth 3" in _labels(menu.others)
    run(deal, ["call seq 5AH", "answer good", "done"])
    menu = deal_menu(deal.view(Role.ELDER))
    assert menu.prompt == "Declare your quatorze or trio"
    assert _labels(menu.main) == ["Fourteen aces"]
    assert "Three aces, not the ace of diamonds" in _labels(menu.others)


def test_answers_good_not_good_and_what_do_they_make_with_the_numbers():
    """Laws: younger answers "good", "not good", or (holding as many cards) "what do they
    make?" ("How many?" in the variants article): the button says what the table will hear."""
    deal = _deal()
    run(deal, ["call point 4S"])
    menu = deal_menu(deal.view(Role.YOUNGER))
    assert menu.prompt == "Elder calls “Four cards.” Your answer"
    # Where: a longer suit would answer "not good" (a new player's trial held six hearts).
    asked = "What do they make? (you hold four cards too, in spades and clubs)"
    assert _labels(menu.main) == [asked, "Good"]
    deal = _deal()
    run(deal, ["call point 5H", "answer good", "call seq 3AS"])
    menu = deal_menu(deal.view(Role.YOUNGER))
    assert menu.prompt == "Elder calls “A tierce major.” Your answer"
    assert _labels(menu.main) == [
        "Not good: quart to the king in clubs, worth 4",
        "Not good: quart minor in spades, worth 4",
        "Good",
    ]
    assert menu.more == "Other answers…" and menu.others == ()  # a tierce cannot beat it
    assert all(isinstance(c.action, Answer) for c in menu.choices)


def test_the_answer_the_cards_support_comes_first_and_conceding_is_confirmed():
    """Laws: younger holding a better sequence answers "not good" and scores it; "good" gives
    elder the sequence. So the answer the cards support is offered first (the terminal's
    number 1, the web's first button) and "Good", which concedes it, asks to be confirmed.
    Source: piquet-description-and-example.txt "Calling and showing"."""
    deal = _deal()
    run(deal, ["call point 5H", "answer good", "call seq 3AS"])
    menu = deal_menu(deal.view(Role.YOUNGER))
    first, good = menu.choices[0], menu.choices[-1]
    assert isinstance(first.action, Answer) and first.action.verdict is Verdict.NOT_GOOD
    assert first.confirm is None
    assert good.label == "Good" and good.confirm == (
        "Say “Good”? You hold better: quart to the king in clubs, worth 4; “Good” gives the "
        "adversary the points."
    )
    deal = _deal()
    run(deal, ["call point 5H"])
    menu = deal_menu(deal.view(Role.YOUNGER))
    assert menu.automatic and menu.choices[0].confirm is None  # nothing better: no question


def test_a_forced_answer_or_reckoning_is_taken_without_asking():
    """A moment with one thing to say (younger holds nothing better: "Good"; nothing more to
    reckon) is marked automatic, with the words to say when the engine says none."""
    deal = _deal()
    run(deal, ["call point 5H"])
    menu = deal_menu(deal.view(Role.YOUNGER))
    assert menu.automatic and [c.action for c in menu.choices] == [Answer(Verdict.GOOD)]
    assert menu.said == "You hold nothing as good as “Five cards”: you say “Good.”"
    run(deal, ["answer good", "call seq 5AH", "answer good", "reckon seq 4AS"])
    menu = deal_menu(deal.view(Role.ELDER))
    # Said of the class just reckoned: the next class is still to call.
    assert menu.automatic and menu.said == "No other sequence to reckon."
    assert [c.action for c in menu.choices] == [Done()]


def test_reckonings_offered_best_first_with_nothing_more_last():
    """ "Calling and showing": a good sequence lets elder reckon lesser ones of its class."""
    deal = _deal()
    run(deal, ["call point 5H", "answer good", "call seq 5AH", "answer good"])
    menu = deal_menu(deal.view(Role.ELDER))
    assert menu.prompt == "Reckon more?"
    assert _labels(menu.main) == ["Reckon quart major in spades, worth 4", "Nothing more to reckon"]
    assert all(isinstance(c.action, Reckon) for c in menu.others)


def test_cards_offered_in_the_order_of_the_hand():
    """The cards to play are offered as the hand is shown (by suit, high to low)."""
    deal = _deal()
    run(deal, ["call point 5H", "answer good", "call seq 5AH", "answer good", "done"])
    run(deal, ["call set AS AH AD AC", "answer good", "done"])
    view = deal.view(Role.ELDER)
    menu = deal_menu(view)
    assert menu.prompt == "Your lead"
    plays = [c.play for c in menu.choices if isinstance(c.action, Play)]
    assert plays == list(view.hand)
    assert not any(isinstance(c.action, Call) for c in menu.choices)


def test_the_choice_of_deal_says_a_cut_only_when_one_was_made():
    """The higher cut chooses to deal or to be elder; at chouette the single player has "choice
    of deal and cards throughout" with no cut (piquet-description-and-example.txt, "Chouette
    piquet"), so his question does not speak of a cut."""
    cut = Partie()
    cut.apply(CutForDeal(tuple(parse_cards("KS 7H"))))
    assert (
        piquet_menu(cut.view(0)).prompt == "You cut the higher card: deal first, or be elder hand?"
    )
    chouette = Partie(choice=0)
    prompt = piquet_menu(chouette.view(0)).prompt
    assert prompt == "You have the choice: deal first, or be elder hand?"


def test_younger_is_told_that_what_he_does_not_reckon_before_he_plays_is_lost():
    """Law 28: "When the younger hand has played to the first trick, neither player can
    reckon anything omitted"; the prompt that offers both says so (found by a new player's
    trial: a trio lost to a card played at once)."""
    import random

    rng = random.Random(2)
    for _ in range(200):
        partie = Partie()
        while not partie.is_terminal and partie.deal_scores == []:
            view = partie.view(partie.to_act) if isinstance(partie.to_act, int) else None
            if view is not None and view.deal is not None:
                menu = piquet_menu(view)
                if menu.prompt.startswith("Reckon what is good"):
                    assert menu.prompt.startswith(
                        "Reckon what is good now (once you play, it is lost), or play to the "
                    )
                    return
            partie.apply(partie.random_action(rng))
    raise AssertionError("no deal offered younger a reckoning before his first card")
