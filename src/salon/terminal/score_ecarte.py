"""``salon score ecarte``: the score of games of Écarté played with a real pack.

Each deal is told in a few answers: the king, whether the non-dealer played without
proposing or the dealer refused the first proposal, and the tricks (or who threw down his
cards). salon counts it by the treatise, keeps the games to five with their values and the
rubber, and lets a deal be told again until the next is written (Law XXX). "wrong" at any
question calls the umpire.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from salon.ecarte.deal_classes import game_won_said
from salon.ecarte.rules import EcarteRules
from salon.ecarte.told import EcarteCard, EcarteDealTold, ToldError, card_over_words
from salon.ecarte.told_card import EcarteScorer, ecarte_scorer_from_json
from salon.ecarte.told_ruling import after_ruling, ruled_words
from salon.ecarte.umpire import ECARTE_UMPIRE
from salon.terminal.score_questions import (
    Again,
    Ask,
    SomethingWrong,
    ask_ruling,
    ask_until,
    number,
    one_of,
    one_or_none,
    save_card,
    told_again,
    yes_no,
)
from salon.umpire import Effect


def load_ecarte(data: dict[str, Any]) -> EcarteScorer:
    return ecarte_scorer_from_json(data)


def start_ecarte(args: argparse.Namespace, ask: Ask) -> EcarteScorer:
    names = (args.names[0], args.names[1])
    rules = EcarteRules.from_text("classic" if args.rules == "rubicon" else args.rules)
    first = ask_until(ask, f"Who deals first, {names[0]} or {names[1]}? ", one_of(names))
    return EcarteScorer(names=names, first_dealer=first, rules=rules)


def tell_next_ecarte_deal(scorer: EcarteScorer, ask: Ask, save: Path | None) -> None:
    index = len(scorer.deals)
    card = scorer.card
    dealer = card.dealer(index)
    names = (scorer.names[1 - dealer], scorer.names[dealer])  # non-dealer first
    print(f"\nDeal {index + 1}: {names[1]} deals to {names[0]}.")
    extra: dict[str, Any] = {}
    while True:
        try:
            told = replace(_tell(names, ask, scorer.card, may_go_back=index > 0), **extra)
            after = scorer.card.record(told)
            points = after.deals[-1]
            for words, each in scorer.card.lines(told):
                scored = ", ".join(f"{n} {p}" for n, p in zip(scorer.names, each, strict=True) if p)
                print(f"  {words[0].upper()}{words[1:]}: {scored}")
            print(f"  {scorer.names[0]} {points[0]}, {scorer.names[1]} {points[1]} this deal.")
            ruling = ruled_words(told, names)
            if ruling:  # what the count leaves out, and why
                print(f"  By the umpire's ruling: {ruling}.")
            if ask_until(ask, "Write it on the card? y/n: ", yes_no):
                break
            print("Not written. Tell the deal again, from its start.")
        except Again:
            previous = (names[1], names[0])
            dealt = f"{previous[1]} deals to {previous[0]}"
            print(f"\nDeal {index} again, from its start: {dealt}.")
            # Told again on the card as it stood before that deal.
            before = replace(scorer, deals=scorer.deals[:-1]).card
            scorer.deals[-1] = told_again(
                partial(_tell, previous, ask, before, may_go_back=False), index, dealt
            )
            save_card(scorer.to_json(), save)
            print(render(scorer))
            print(f"\nDeal {index + 1}: {names[1]} deals to {names[0]}.")
        except SomethingWrong:
            mishap, choice, offender = ask_ruling(ECARTE_UMPIRE, names, ask)
            ruled = after_ruling(mishap, choice, offender, names)
            if choice.effect is Effect.FRESH_DEAL:
                extra = {}
            extra.update(ruled.fields())
            print(f"{ruled.says} Tell the deal from its start.")
        except ToldError as error:
            print(f"That cannot be: {error}. Tell the deal again.")
    scorer.deals.append(told)
    save_card(scorer.to_json(), save)
    print(render(scorer))


def _tell(
    names: tuple[str, str], ask: Ask, card: EcarteCard, *, may_go_back: bool
) -> EcarteDealTold:
    back = " (or 'back' to tell the last deal again)" if may_go_back else ""
    turned = ask_until(ask, f"Was a king turned up? y/n{back}: ", _yes_no_back(may_go_back))
    marked = None
    if not turned:
        marked = ask_until(
            ask,
            f"Who announced the king? {names[0]}, {names[1]} or none (Enter): ",
            one_or_none(names),
        )
    king = EcarteDealTold(king_turned_up=turned, king_marked_by=marked)
    if card.king_makes_game(king):  # the game is made before a card is played
        print("  The king makes the game: no card is played.")
        return king
    stood = ask_until(ask, f"Did {names[0]} play without proposing? y/n: ", yes_no)
    refused = False
    if not stood:
        refused = ask_until(ask, f"Did {names[1]} refuse the first proposal? y/n: ", yes_no)
    thrown = ask_until(
        ask, f"Did anyone throw down the hand? none, {names[0]}, {names[1]}: ", one_or_none(names)
    )
    claim = False
    if thrown is not None:
        who = names[thrown]
        question = (
            f"Did {who} claim the point, and the cards bear it out (else {who} pays for "
            "throwing down)"
        )
        claim = ask_until(ask, f"{question}? y/n: ", yes_no)
        mine = ask_until(ask, f"Tricks {names[0]} had won? ", number(0, 4))
        theirs = ask_until(ask, f"Tricks {names[1]} had won? ", number(0, 4 - mine))
        tricks = (mine, theirs)
    else:
        won = ask_until(ask, f"Tricks won by {names[0]}? ", number(0, 5))
        tricks = (won, 5 - won)
    return EcarteDealTold(
        tricks=tricks,
        king_turned_up=turned,
        king_marked_by=marked,
        stood=stood,
        first_refused=refused,
        thrown_down=thrown,
        claim_held=claim,
    )


def _yes_no_back(may_go_back: bool) -> Any:
    def read(text: str) -> bool:
        if may_go_back and text.lower() == "back":
            raise Again
        return yes_no(text)

    return read


def render(scorer: EcarteScorer) -> str:
    """The card: each finished game with its score and value, the game in play, and the match."""
    card, names = scorer.card, scorer.names
    lines = []
    for number_, (score, winner, value) in enumerate(card.finished_games(), 1):
        won = game_won_said(names[winner], value, card.rules.game_values)
        lines.append(f"Game {number_}: {names[0]} {score[0]}, {names[1]} {score[1]} — {won}")
    if card.winner is None:
        score = card.current_score
        lines.append(f"This game: {names[0]} {score[0]}, {names[1]} {score[1]}.")
    else:
        lines.append(card_over_words(card, names))
    return "\n".join(lines)
