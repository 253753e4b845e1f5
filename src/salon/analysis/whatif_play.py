"""``salon whatif … --play``: the player plays his side of a branch himself, one choice at a
time, against the strong computer player, to the branch's end (docs/terminal.md "What if").

Before each of his choices he is shown what was played since, in words, his hand and, at
Écarté, the trumps; then his options, numbered, in a player's words. He answers with a
number, or an option's notation as the records write it ("play QH"); 0 lets the strong
player play the rest for both sides. Wrong input is explained and the question put again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from salon.analysis.branches import Branch, Decision, Option, moves_after, play_on, replayed
from salon.cards import sort_hand
from salon.phrases import Phrase
from salon.records import Record, parse_record

Read = Callable[[str], str | None]
"""Asks a question and gives the line typed; None once the input has ended."""
Say = Callable[[str], None]

PLAY_IT_OUT = "0"


def played_by_hand(
    record: Record, branch: Branch, read: Read, say: Say, *, stopped: bool = False
) -> Branch | None:
    """``branch`` (of ``record``) played on with the player's own choices, to its end; None
    if the input ends first (the branch is left unfinished). ``stopped``: as
    :func:`salon.analysis.branches.decision_at`."""
    told = 0
    while branch.turn is not None:
        written = parse_record(branch.record)
        said = moves_after(written)
        for line in said[told:]:
            say(f"  {line}")
        told = len(said)
        chosen = _asked(written, branch.turn, read, say)
        if chosen is None:
            return None
        branch = play_on(record, written, chosen or None, stopped=stopped)
    for line in moves_after(parse_record(branch.record))[told:]:
        say(f"  {line}")
    return branch


def first_choice(record: Record, here: Decision, read: Read, say: Say) -> str | None:
    """The other option the player chooses at the game's decision ``here``, asked as his
    later choices are (without letting the strong player choose); None once input ends."""
    before = Record(record.tags, record.moves[: here.step])
    return _asked(before, here, read, say, out=False)


def _asked(
    written: Record, turn: Decision, read: Read, say: Say, *, out: bool = True
) -> str | None:
    """The action the player chooses ("" to let the strong player play it out)."""
    name = written.tags.get("AB"[turn.seat], "AB"[turn.seat])
    for line in situation(written, turn.seat):
        say(line)
    asked = "What if {0} had chosen instead to…"
    yours = "Your turn:" if name == "You" else f"Your turn, as {name}:"
    say(yours if out else Phrase.of(asked, name).read_by("You"))
    for number, option in enumerate(turn.options, 1):
        say(f"  {number}. {option.words}")
    most = len(turn.options)
    if out:
        say(f"  {PLAY_IT_OUT}. let the strong player play the rest for both sides")
    while True:
        typed = read(f"Your choice (1 to {most}{f', or {PLAY_IT_OUT}' if out else ''}): ")
        if typed is None:
            return None
        found = _meant(turn.options, typed.strip(), out=out)
        if found is not None:
            return found
        more = f", or {PLAY_IT_OUT} to let the strong player play it out" if out else ""
        say(f"{typed.strip()!r} is not one of your choices: type its number (1 to {most}){more}.")


def _meant(options: tuple[Option, ...], typed: str, *, out: bool) -> str | None:
    if typed == PLAY_IT_OUT and out:
        return ""
    if typed.isdigit() and 1 <= int(typed) <= len(options):
        return options[int(typed) - 1].action
    for option in options:
        if sorted(typed.upper().split()) == sorted(option.action.upper().split()) or (
            typed.lower() == option.words.lower()
        ):
            return option.action
    return None


def situation(written: Record, seat: int) -> list[str]:
    """What the player sees as he chooses: his hand and, at Écarté, the trumps."""
    game: Any = replayed(written, len(written.moves))
    view = game.view(seat)
    deal = getattr(view, "deal", view)
    lines = [f"Your hand: {' '.join(card.symbol for card in sort_hand(deal.hand))}"]
    turn_up = getattr(deal, "turn_up", None)
    if turn_up is not None:
        lines.append(f"Trumps: {turn_up.suit.plural} (the {turn_up.name} turned up)")
    return lines
