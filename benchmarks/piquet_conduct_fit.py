"""Fit the model of the adversary's calls, answers, sinkings, replies, leads, middle and late cards
to a player's choices, by maximum likelihood, and write the fitted figures.

Plays ``--deals`` deals of the player against itself; at the end of each, each hand's
choices are read as its adversary read them (his view: the claims, the tricks), beside the
cards it held after the exchange and its discard (:mod:`salon.agents.piquet.fitting`).

    scripts/run python benchmarks/piquet_conduct_fit.py --player thumb --deals 300 \
        --out benchmarks/results/conduct-fit-thumb.txt
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path

from salon.agents.piquet.fitting import (
    ConductRecord,
    Fit,
    fit_late,
    fit_leads,
    fit_middle,
    fit_play,
    fit_sink,
)
from salon.agents.piquet.inference import Knowledge
from salon.agents.piquet.solved_play import READ_FROM, SOLVED_FROM, SolvedPlayModel
from salon.engine import turns
from salon.match import make_agent
from salon.piquet.actions import Role
from salon.piquet.deal import Deal


def records_of(player: str, seed: int) -> list[ConductRecord]:
    """Both hands' records of one deal of ``player`` against itself."""
    deal = Deal()
    seats = (make_agent(player, seed), make_agent(player, seed + 1))
    for seat in turns(deal, random.Random(seed)):
        view = deal.view(Role(seat))
        deal.apply(seats[seat].choose(view, view.legal))
    found = []
    for reader in Role:
        knowledge = Knowledge.from_view(deal.view(reader))
        assert knowledge.declarations is not None
        found.append(
            ConductRecord(
                # At the end of the deal every card he held after the exchange is played.
                hand=knowledge.opponent_played,
                discard=frozenset(deal.view(reader.other).discard),
                declarations=knowledge.declarations,
                follows=knowledge.follows,
                leads=knowledge.leads,
                late=knowledge.late,
            )
        )
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="thumb")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    started = time.perf_counter()
    records = [r for seed in range(args.deals) for r in records_of(args.player, seed)]
    follows = sum(len(r.follows) for r in records)
    leads = sum(len(r.leads) for r in records)
    late_cards = sum(c.held <= SOLVED_FROM for r in records for c in r.late)

    late, lowness = fit_late(records)
    middle = fit_middle(records, SolvedPlayModel(late.value, lowness))
    middle_cards = sum(SOLVED_FROM < c.held <= READ_FROM for r in records for c in r.late)

    def line(name: str, fit: Fit, unit: str) -> str:
        return (
            f"{name} = {fit.value:g}: log-likelihood {fit.per_record:.3f} a {unit} against "
            f"{fit.indifferent:.3f} indifferent"
        )

    text = "\n".join(
        [
            f"{args.player} against itself, {args.deals} deals ({len(records)} hands, "
            f"{follows} replies, {leads} leads, {late_cards} late cards); "
            f"{time.perf_counter() - started:.0f} s on {os.cpu_count()} cores",
            line("sink", fit_sink(records), "hand's calls and answers"),
            line("play sharpness", fit_play(records), "reply"),
            line("lead sharpness", fit_leads(records), "lead"),
            line("late sharpness", late, "late card") + f"; lowness = {lowness:g}",
            line("middle sharpness", middle, "middle card") + f" ({middle_cards} middle cards)",
        ]
    )
    args.out.write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
