"""A review in words for the terminal, and as plain data for machines (``--json``)."""

from __future__ import annotations

from typing import Any

from salon.analysis.review import Decision, Review, Tally
from salon.analysis.verdicts import Verdict
from salon.report import format_report
from salon.words import number_words

_GAME_NAMES = {
    "Piquet": "a Piquet partie",
    "Piquet deal": "a Piquet deal",
    "Ecarte": "an Écarté game",
}


def _counted(number: int, noun: str) -> str:
    """A number and its noun.

    >>> _counted(1, "mistake"), _counted(2, "blunder")
    ('1 mistake', '2 blunders')
    """
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _percent(chance: float) -> str:
    return f"{100 * chance:.1f}%"


def loss_words(
    deal_lost: float, points_lost: float, chance_lost: float, *, partie: bool, sign: str = "−"
) -> str:
    """What a decision lost: the deal's points, in a partie its settlement's too, and the
    chance of winning; a measure that rounds to nothing is left out, never "−0.00".

    >>> loss_words(0.284, 0.284, 0.052, partie=False), loss_words(39.0, 39.0, 0.0001, partie=False)
    ('−0.28 points, −5.2% to win', '−39.00 points')
    >>> loss_words(1.0, 21.7, 0.004, partie=True)
    '−1.00 points of the deal, −21.70 of the settlement, −0.4% to win'
    >>> loss_words(0.001, 0.002, 0.0, partie=True)
    'nothing'
    """
    parts = []
    if f"{deal_lost:.2f}" != "0.00":
        parts.append(f"{sign}{deal_lost:.2f} points" + (" of the deal" if partie else ""))
    if partie and f"{points_lost:.2f}" != "0.00":
        parts.append(f"{sign}{points_lost:.2f} of the settlement")
    if _percent(chance_lost) != _percent(0):
        parts.append(f"{sign}{_percent(chance_lost)} to win")
    return ", ".join(parts) or "nothing"


def _who(review: Review, seat: int) -> str:
    """A player as the review names him: by his name, as the players call each other; a
    single deal's hand by its role too ("Ann (elder)"), and a seat by its letter only where
    the record gives no names, or the same name twice."""
    name = review.names[seat]
    if review.game == "Piquet deal":
        role = ("elder", "younger")[seat]
        return role if name == role else f"{name} ({role})"
    letter = "AB"[seat]
    if name == letter or review.names[0] == review.names[1]:
        return letter if name == letter else f"{letter} ({name})"
    return name


def _signed(amount: float, places: int) -> str:
    """A signed figure with a minus sign, as the losses are written, never a hyphen.

    >>> _signed(-1.94, 1), _signed(0.26, 2)
    ('−1.9', '+0.26')
    """
    return f"{amount:+.{places}f}".replace("-", "\N{MINUS SIGN}")


def _tally_words(tally: Tally, *, per_game: bool, partie: bool = False) -> str:
    counts = tally.counts
    settled = " of the settlement" if partie else ""
    words = (
        f"{_counted(tally.decisions, 'decision')}, lost {tally.points_lost:.1f} points"
        f"{settled} ({tally.mean_points_lost:.2f} a decision), "
        f"{counts[Verdict.DOUBTFUL]} doubtful, {_counted(counts[Verdict.MISTAKE], 'mistake')}, "
        f"{_counted(counts[Verdict.BLUNDER], 'blunder')}"
        + (f", {counts[Verdict.CLOSE]} too close to call" if counts[Verdict.CLOSE] else "")
        + f"; luck {_signed(tally.luck_points, 1)} "
        f"points{settled}, "
        f"{_signed(100 * tally.luck_chance, 1)}% to win"
    )
    if per_game:  # the error rate, kept in thousandths, read in percent as the web shows it
        words += f"; {tally.error_rate / 10:.2f}% of the chance of winning lost a decision"
    return words


UNLISTED = "its points lost come from good decisions, none listed (--all lists every one)"
"""Why a deal's points lost have no decision above them."""

RUBICON_LUCK = (
    " At Piquet the points are the settlement's: near the rubicon a few points of a deal move "
    "a hundred or more, so a deal won may bring bad luck in points, and luck in points and in "
    "the chance of winning may differ in sign."
)
"""Why a partie's luck may look odd, said under its review."""


def _stopped(review: Review) -> list[str]:
    """What is reviewed of a game stopped before its end: its finished deals."""
    if review.result.get("finished", True):
        return []
    done = len(review.deals)
    weighed = "deal is" if done == 1 else f"{number_words(done)} deals are"
    return [f"It stopped before its end: its first {weighed} weighed."]


def review_text(review: Review, *, every_decision: bool = False) -> str:
    """The review for reading: each deal's decisions that lost something (every one with
    ``every_decision``), its figures, then the whole."""
    depth = "quick (fewer samples)" if review.quick else "full"
    partie = review.game == "Piquet"
    lines = [
        f"Review of {_GAME_NAMES.get(review.game, review.game)}: "
        f"{_who(review, 0)} against {_who(review, 1)} — {depth} analysis",
        format_report(review.result),
        *_stopped(review),
        "",
    ]
    for deal in review.deals:
        roles = ", ".join(f"{_who(review, s)} {deal.roles[s]}" for s in (0, 1) if deal.roles[s])
        lines.append(f"Deal {deal.number} ({roles}): {deal.scores[0]} to {deal.scores[1]}")
        listed: set[int] = set()
        for decision in review.decisions:
            if decision.deal != deal.number:
                continue
            if decision.verdict is Verdict.GOOD and not every_decision:
                continue
            listed.add(decision.seat)
            lines.extend(_decision_lines(review, decision, every=every_decision))
        for seat in (0, 1):
            tally = _tally_words(deal.tallies[seat], per_game=False, partie=partie)
            # What was lost, none of it listed: a little at many good decisions.
            small = seat not in listed and round(deal.tallies[seat].points_lost, 1) > 0
            unlisted = f"; {UNLISTED}" if small else ""
            lines.append(f"  {_who(review, seat)}: {tally}{unlisted}")
        lines.append("")
    lines.append("The whole:")
    for seat in (0, 1):
        tally = _tally_words(review.totals[seat], per_game=True, partie=partie)
        lines.append(f"  {_who(review, seat)}: {tally}")
    lines.append("")
    lines.append(
        "Losses are against the best choice on deals sampled from what the player knew; luck "
        "is the result less what equal play would expect, less the errors on each side."
        + (RUBICON_LUCK if partie else "")
    )
    return "\n".join(lines)


def _lower(words: str) -> str:
    """Advice as it reads inside a line ("discard the seven of clubs")."""
    return words[:1].lower() + words[1:]


def _decision_lines(review: Review, decision: Decision, *, every: bool = False) -> list[str]:
    head = (
        f"  line {decision.line:>3}  {_who(review, decision.seat)} {decision.moment.value}: "
        f"{_lower(decision.chosen_words)}"
    )
    lines = [head]
    lost = loss_words(
        decision.deal_lost,
        decision.points_lost,
        decision.chance_lost,
        partie=review.game == "Piquet",
    )
    if decision.verdict is Verdict.GOOD:
        lines.append(f"      good ({_percent(decision.chance)} to win)")
    elif decision.verdict is Verdict.CLOSE:
        lines.append(
            f"      too close to call (leans {decision.leaning.value}): {best_said(decision)}; "
            f"{lost}"
        )
    else:
        said = best_said(decision)
        lines.append(f"      {decision.verdict.value.upper()}: {said}; {lost}{decision.loss_note}")
    if decision.all_seen is not None:
        best, chosen = decision.all_seen
        lines.append(
            f"      with all cards seen: {_signed(chosen, 0)} to the end of the deal, the best "
            f"{_signed(best, 0)}"
        )
    if decision.maxim is not None and decision.verdict is not Verdict.GOOD:
        lines.append(f"      {decision.maxim}")
    if every:
        lines.extend(_option_lines(review, decision))
    return lines


def best_said(decision: Decision) -> str:
    """What is said of the best after a choice that lost something: the best, or, when the
    choice is the strong player's own and its loss comes from deals on which another did better
    (measured apart from the samples that chose it), that other: never the choice itself named
    as the better one."""
    if decision.best != decision.chosen:
        return f"best, {_lower(decision.best_words)}"
    better = next((o for o in decision.options if o.action != decision.chosen), None)
    if better is None:
        return "the only choice"
    return (
        "the strong player's choice too, though on these deals another did better: "
        f"{_lower(better.words)}"
    )


def _option_lines(review: Review, decision: Decision) -> list[str]:
    """Every option, the best first: its value, its loss with its error bar (two standard
    errors, in the measure graded), and with all cards seen where the true deal says."""
    chance_graded = decision.graded_by_chance
    partie = review.game == "Piquet"
    lines = [f"      options ({decision.samples} sampled deals):"]
    for option in decision.options:
        spread = _percent(2 * option.spread) if chance_graded else f"{2 * option.spread:.2f}"
        lost = loss_words(
            option.deal_lost, option.points_lost, option.chance_lost, partie=partie, sign=""
        )
        words = (
            f"        {option.words}: {_signed(option.points, 1)} points, "
            f"{_percent(option.chance)} to win; loses {lost}"
        )
        if spread not in ("0.0%", "0.00"):  # the best measured against itself: no error
            words += f" (±{spread})"
        if option.all_seen is not None:
            words += f"; with all cards seen {_signed(option.all_seen, 0)}"
        lines.append(words)
    return lines


def _tally_data(tally: Tally) -> dict[str, Any]:
    return {
        "decisions": tally.decisions,
        "points_lost": round(tally.points_lost, 3),
        "mean_points_lost": round(tally.mean_points_lost, 4),
        "chance_lost": round(tally.chance_lost, 4),
        "error_rate": round(tally.error_rate, 3),
        "verdicts": {verdict.value: count for verdict, count in tally.counts.items()},
        "luck_points": round(tally.luck_points, 3),
        "luck_chance": round(tally.luck_chance, 4),
    }


def seats_of(review: Review) -> tuple[str, str]:
    return ("A", "B") if review.game != "Piquet deal" else ("elder", "younger")


def decision_data(d: Decision, seats: tuple[str, str]) -> dict[str, Any]:
    """One decision as plain data (``seats`` names the two players)."""
    return {
        "seat": seats[d.seat],
        "deal": d.deal,
        "line": d.line,
        "moment": d.moment.value,
        "chosen": d.chosen,
        "best": d.best,
        "chosen_words": d.chosen_words,
        "best_words": d.best_words,
        "points": round(d.points, 3),
        "chance": round(d.chance, 4),
        "chance_for_A": round(d.chance if d.seat == 0 else 1 - d.chance, 4),
        "points_lost": round(d.points_lost, 3),
        "chance_lost": round(d.chance_lost, 4),
        "verdict": d.verdict.value,
        "maxim": None if d.maxim is None else {"text": d.maxim.text, "source": d.maxim.source},
        "all_seen": None
        if d.all_seen is None
        else {"best": d.all_seen[0], "chosen": d.all_seen[1]},
        "deal_lost": round(d.deal_lost, 3),
        "leaning": d.leaning.value,
        "graded_by_chance": d.graded_by_chance,
        "loss_note": d.loss_note,
        "options": [
            {
                "action": o.action,
                "points": round(o.points, 3),
                "chance": round(o.chance, 4),
                "deal": round(o.deal, 3),
                "points_lost": round(o.points_lost, 3),
                "chance_lost": round(o.chance_lost, 4),
                "spread": round(o.spread, 4),
                "all_seen": o.all_seen,
                "words": o.words,
            }
            for o in d.options
        ],
        "samples": d.samples,
    }


def review_data(review: Review) -> dict[str, Any]:
    """The review as plain data: every decision (with the chance of winning for A after it,
    for an evaluation graph), each deal's and the whole's figures by seat."""
    seats = seats_of(review)
    return {
        "game": review.game,
        "names": dict(zip(seats, review.names, strict=True)),
        "quick": review.quick,
        "result": review.result,
        "decisions": [decision_data(d, seats) for d in review.decisions],
        "deals": [
            {
                "number": deal.number,
                "roles": dict(zip(seats, deal.roles, strict=True)),
                "scores": dict(zip(seats, deal.scores, strict=True)),
                "players": {seats[s]: _tally_data(deal.tallies[s]) for s in (0, 1)},
            }
            for deal in review.deals
        ],
        "players": {seats[s]: _tally_data(review.totals[s]) for s in (0, 1)},
    }
