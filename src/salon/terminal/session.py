"""A game at the terminal: the loop that deals, asks the player, lets the computer play,
prints the talk of the table and saves the record after every action.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from salon.engine import Event, IllegalActionError
from salon.invocation import salon_command
from salon.terminal.game import (
    SHOW_OTHERS,
    Ask,
    GameAdapter,
    InputError,
    acting,
    cards_unnamed,
    why_refused,
)
from salon.terminal.opponents import make_opponent, step_seed
from salon.terminal.screen import Screen

QUIT_WORDS = frozenset({"q", "quit", "stop"})
HINT_WORDS = frozenset({"?", "h", "hint"})
TABLE_WORDS = frozenset({"t", "table"})


@dataclass(slots=True)
class Settings:
    """How a game is played: who plays, from which seed, where it is saved."""

    seed: int
    save: Path
    names: tuple[str, str]
    """The players as the table calls them, seat by seat ("You", "Computer (steady)")."""
    opponent: str = "random"
    humans: frozenset[int] = frozenset({0})
    delay: float = 0.0
    tags: dict[str, str] = field(default_factory=dict)


class Session:
    """One game played through ``screen``; ``run`` returns the process's exit status."""

    def __init__(self, adapter: GameAdapter, state: Any, screen: Screen, settings: Settings):
        self.adapter = adapter
        self.state = state
        self.screen = screen
        self.settings = settings
        self.viewer = min(settings.humans) if settings.humans else None
        self.shown = 0
        self.steps = 0

    # ------------------------------------------------------------------ the loop

    def run(self, *, resumed: bool = False) -> int:
        adapter, screen = self.adapter, self.screen
        self.steps = adapter.actions_taken(self.state)
        screen.players(self.settings.names)
        if resumed:
            talk = self._talk()
            self.shown = max(0, len(talk) - 8)
            screen.note("Going on where the game stopped; the last words said:")
        self._flush()
        while not adapter.is_over(self.state):
            try:
                going_on = self._step()
            except KeyboardInterrupt:  # Ctrl-C while the computers play
                going_on = False
            if not going_on:
                self.save()
                screen.note(f"Stopped. The game is saved in {self.settings.save}; go on with:")
                # Whole, so that it works from any directory in a new shell.
                whole = str(self.settings.save.resolve())
                again = salon_command("play", adapter.command, "--resume", whole)
                screen.note(f"  {again}")
                return 0
            self.steps += 1
            self.save()
            self._flush()
        screen.note(f"The {self.adapter.whole} is over. Its record is in {self.settings.save}.")
        look_back = salon_command("review", str(self.settings.save.resolve()))
        screen.note(f"Every decision of it weighed: {look_back}")
        return 0

    def _step(self) -> bool:
        adapter, settings = self.adapter, self.settings
        if adapter.needs_chance(self.state):
            rng = random.Random(step_seed(settings.seed, self.steps, "chance"))
            adapter.apply(self.state, adapter.chance(self.state, rng))
            if self.viewer is None:
                self._flush()
                self._show_hands()
            return True
        seat = adapter.to_act(self.state)
        assert seat is not None
        if seat in settings.humans:
            return self._ask(adapter.view(self.state, seat))
        for human in sorted(settings.humans):
            offer = adapter.corrections(self.state, human)
            if offer is not None:
                return self._offer(adapter.view(self.state, human), offer)
        return self._computer_acts()

    def _computer_acts(self) -> bool:
        adapter, settings = self.adapter, self.settings
        seat = adapter.to_act(self.state)
        assert seat is not None
        view = adapter.view(self.state, seat)
        agent = make_opponent(
            settings.opponent,
            seed=settings.seed,
            step=self.steps,
            seat=seat,
            game=adapter.command,
        )
        adapter.apply(self.state, agent.choose(view, adapter.agent_legal(view)))
        if settings.delay:
            time.sleep(settings.delay)
        return True

    # ------------------------------------------------------------------ the player

    def _ask(self, view: Any) -> bool:
        """Ask the player until he gives a legal action (applied) or stops (False)."""
        adapter, screen = self.adapter, self.screen
        ask = adapter.ask(view)
        prompt = self.settings.names[view.seat]
        if ask.automatic:  # nothing to decide: taken at once, and said
            if ask.notice:  # the table's note of what was done for him, not his own words
                screen.note(ask.notice)
            adapter.apply(self.state, ask.options[0].action)
            return True
        screen.table(adapter.snapshot(view, names=self.settings.names))
        screen.options(ask)
        while True:
            text = screen.read(prompt)
            if text is None or text.strip().lower() in QUIT_WORDS:
                return False
            word = text.strip().lower()
            if word in HINT_WORDS:
                screen.hint(adapter.hint(view))
                continue
            if word in TABLE_WORDS:
                screen.table(adapter.snapshot(view, names=self.settings.names))
                screen.options(ask)
                continue
            try:
                action = self._meant(view, ask, text)
                if action is SHOW_OTHERS:
                    ask = ask.with_others()
                    screen.options(ask)
                    continue
                confirmed = self._confirmed(ask, action, prompt)
                if confirmed is None:
                    return False
                if not confirmed:
                    screen.note("Nothing was done.")
                    screen.options(ask)
                    continue
                adapter.apply(self.state, action)
            except (InputError, IllegalActionError) as error:
                screen.error(f"{why_refused(error)}. {_usage(ask)}")
                continue
            return True

    def _offer(self, view: Any, ask: Ask) -> bool:
        """Offer the corrections the laws allow before the adversary acts: one is applied, or
        the player lets his words stand (the adversary then acts); False if he stops."""
        self.screen.options(ask)
        while True:
            text = self.screen.read(self.settings.names[view.seat])
            if text is None or text.strip().lower() in QUIT_WORDS:
                return False
            try:
                action = self._meant(view, ask, text)
                if action is not None:
                    self.adapter.apply(self.state, action)
                    return True
            except (InputError, IllegalActionError) as error:
                self.screen.error(f"{why_refused(error)}. {_usage(ask)}")
                continue
            return self._computer_acts()

    def _confirmed(self, ask: Ask, action: Any, prompt: str) -> bool | None:
        """Whether the player confirms an action that cannot be undone (None: he stopped)."""
        option = ask.option_for(action)
        if option is None or option.confirm is None:
            return True
        self.screen.note(f"{option.confirm} Type y to confirm, n to choose again.")
        while True:
            text = self.screen.read(prompt)
            if text is None or text.strip().lower() in QUIT_WORDS:
                return None
            answer = text.strip().lower()
            if answer in ("y", "yes", "n", "no"):
                return answer.startswith("y")
            self.screen.error("type y (yes, do it) or n (no, choose again)")

    def _meant(self, view: Any, ask: Ask, text: str) -> Any:
        word = text.strip()
        numbered = ask.numbered
        count = len(numbered)
        if not word:
            if ask.lone is not None:
                return ask.lone.action
            raise InputError("nothing was chosen")
        if word.isdigit() and not count:
            raise InputError("there are no numbered choices here")
        if word.isdigit():
            number = int(word)
            if 1 <= number <= count:
                return numbered[number - 1].action
            raise InputError(f"there is no choice {number}")
        return self.adapter.read(view, word)

    # ------------------------------------------------------------------ output

    def _flush(self) -> None:
        """Print what was said since last time, and the scoring card after each deal."""
        talk = self._talk()
        for event in talk[self.shown :]:
            self._say(event)
        self.shown = len(talk)

    def _talk(self) -> tuple[Event, ...]:
        """What the viewer witnessed, the players called by their names."""
        return self.adapter.talk(self.state, self.viewer, names=self.settings.names)

    def _say(self, event: Event) -> None:
        adapter = self.adapter
        if adapter.is_scoring_event(event):
            self.screen.scoring_card(adapter.scoring_card(self.state), self.settings.names)
            return
        speaker = None if event.seat is None else self.settings.names[event.seat]
        # A card played is told beside the count said with it ("Ann plays J♥: Five."), unless
        # the words name it ("The knave of hearts.", "Ann takes in J♥ 7♠.").
        self.screen.say(speaker, event.words, cards=cards_unnamed(event.words, event.cards))

    def _show_hands(self) -> None:
        for seat, name in enumerate(self.settings.names):
            hand = self.adapter.hand(self.state, seat)
            if hand:
                self.screen.hand(acting(name, "holds"), hand)  # "Ann: …" would read as speech

    def save(self) -> None:
        path = self.settings.save
        path.parent.mkdir(parents=True, exist_ok=True)
        tags = {"Seed": str(self.settings.seed), "Opponent": self.settings.opponent}
        text = self.adapter.record_text(
            self.state, names=self.settings.names, tags=tags | self.settings.tags
        )
        path.write_text(text, encoding="utf-8")


def _usage(ask: Ask) -> str:
    count = len(ask.numbered)
    choices = {0: "", 1: "1"}.get(count, f"a number from 1 to {count}")
    typed = " or ".join(part for part in (choices, ask.free) if part)
    return f"Type {typed}, or ? for a hint."
