"""``salon play chouette|pool|french``: a session of three or more in the terminal, the person
in the role he chooses and computers in the others.

The person sees exactly his view (``session.view(name)``): the talk he hears, his own hand or
the hand he may look over, the advice waiting for him, the card, the pool or the ledger. At his
turn he picks a numbered choice or types any action in the record notation (``play KH``,
``exchange 7C 8D``, ``bet Ann 3``); as an adviser or a backer he is asked, each time his player
must act, whether to advise, and Enter gives no advice. The record is written after every
action. The flags and the seating are in :mod:`salon.terminal.table_setup`.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from salon.cards import CardParseError
from salon.ecarte.actions import Discard
from salon.ecarte.deal import Phase as EcartePhase
from salon.ecarte.french import Bet, Cover, FrenchEventKind
from salon.ecarte.view import EcarteDealView
from salon.engine import IllegalActionError
from salon.invocation import salon_command
from salon.phrases import Phrase
from salon.piquet.actions import Exchange
from salon.piquet.deal import Phase as PiquetPhase
from salon.piquet.view import DealView
from salon.sessions.actions import Advise, Chance, Move
from salon.sessions.betting_words import betting_menu, betting_words, is_betting
from salon.sessions.chouette import ChouetteSession
from salon.sessions.computers import next_step
from salon.sessions.french import FrenchPhase, FrenchSession, Pass, Resign
from salon.sessions.french_kinds import Wager
from salon.sessions.labels import (
    action_label,
    action_labels,
    forced,
    lowered,
    menu_order,
    more_words,
    question,
)
from salon.sessions.pointing import pointed_at
from salon.sessions.pool import Back, PoolSession
from salon.sessions.records import session_record
from salon.sessions.table import TableSession
from salon.sessions.talk import Said
from salon.terminal.ecarte_game import EcarteAdapter
from salon.terminal.game import cards_unnamed, not_held, why_refused
from salon.terminal.piquet_game import PiquetAdapter
from salon.terminal.screen import Screen
from salon.terminal.session import HINT_WORDS, QUIT_WORDS, TABLE_WORDS
from salon.terminal.table_setup import Table, resume, set_up
from salon.typed_cards import ONE_CARD, SOME_CARDS, card_words, discard_typed, typed_cards
from salon.words import signed

WATCHED_PACE: Final = 0.6
"""Seconds between the moves of a game the person sits out, at a terminal (--delay sets it)."""

HINT_GIVERS: Final[dict[str, Any]] = {"piquet": PiquetAdapter(), "ecarte": EcarteAdapter()}
"""Who gives the hints for each game's hands: the two-handed tables' advisers."""

WAGERS: Final = {
    (FrenchEventKind.STAKE, True): "{0} {0:stakes/stake} {1}",
    (FrenchEventKind.BET, False): "{0} {1} on {2}",
    (FrenchEventKind.COVER, True): "{0} {0:covers/cover} {1}",
    (FrenchEventKind.COVER, False): "{0} {0:covers/cover} {1}, on {2}",
}
"""Money on the table, by how it was laid and whether it is on the one who laid it: a
player's stake, a bet, or a cover of the money on the other side."""

ROLE_WORDS: Final = {"player": "plays", "rentrant": "waits to come in, in the gallery"}
"""The parts a session names by a noun, as the heading above one's hand says them."""

RECALLED: Final = 8
"""How many of the last words said a resumed session shows again."""

SHOWN_BETS: Final = (1, 2, 5)
"""The amounts offered as numbered choices at the betting (any amount may be typed)."""


def _as_you(said: str) -> str:
    """A part said of a player ("plays alone", "is out, backs Ann") as said to him.

    >>> _as_you("plays alone"), _as_you("is out, backs Ann"), _as_you("advises Ann")
    ('play alone', 'are out, back Ann', 'advise Ann')
    """
    words = said.split(" ")
    for index, word in enumerate(words):
        if index == 0 or words[index - 1].endswith(","):
            words[index] = {"is": "are", "has": "have"}.get(word, word.removesuffix("s"))
    return " ".join(words)


class Stopped(Exception):
    """The person stopped the session (q, or the end of input)."""


class TableClient:
    """Plays a session in the terminal: chance and computers act, the person is asked."""

    wait = staticmethod(time.sleep)
    """How the client waits between the moves it paces."""

    def __init__(self, table: Table, screen: Screen, save: Path, pace: float = 0.0) -> None:
        self.table = table
        self.session = table.session
        self.screen = screen
        self.save_path = save
        self.pace = pace
        """Seconds between the moves the person only watches (out, or all computers)."""
        self.heard = 0
        self.advised: dict[Any, str] = {}
        """The moves offered now that follow advice, and whose."""
        self.asked_to_back: object = None
        """The game in which the person out was last asked whom he backs."""
        self.declined_advice: tuple[object, int] | None = None
        """The decision (the game, its moves so far) at which the person gave no advice: he is
        not asked again for it when another adviser speaks."""

    def run(self, *, resumed: bool = False) -> int:
        session = self.session
        if resumed:
            self.heard = max(0, len(self._talk()) - RECALLED)
            self.screen.note("Going on where the sitting stopped; the last words said:")
        while not session.is_terminal:
            self.show_talk()
            try:
                action = self._next_action()
            except Stopped:
                self.save()
                self.screen.note(f"Stopped. The session is saved in {self.save_path}; go on with:")
                whole = str(self.save_path.resolve())  # works from any directory
                again = salon_command("play", self.table.game, "--resume", whole)
                self.screen.note(f"  {again}")
                return 0
            session.apply(action)
            self.save()
            if self.pace and isinstance(action, Move) and self._watching():
                self.wait(self.pace)  # a game he sits out is followed, not scrolled past
        self.show_talk()
        self.screen.note(self.summary())
        self.screen.note(f"The record is in {self.save_path}.")
        look_back = salon_command("review", str(self.save_path.resolve()))
        self.screen.note(f"Every decision of its games weighed: {look_back}")
        return 0

    def _next_action(self) -> Any:
        """The person's advice if he gives it, else chance's or a computer's, else his."""
        action = self._backing_from_person() or self._advice_from_person()
        if action is None:
            action = next_step(self.session, self.table.computers)
        if action is None:
            assert self.table.person is not None
            action = self.ask(self.table.person)
        return action

    def _watching(self) -> bool:
        """Whether the person has no hand in the game being played: out, or not at the
        table (the computers alone)."""
        person = self.table.person
        return person is None or self.session.seat_of(person) is None

    # ------------------------------------------------------------------ what the person sees

    def _talk(self) -> Sequence[Said]:
        """All the person has heard (all that was said, when computers play alone)."""
        person = self.table.person
        return self.session.talk if person is None else self.session.view(person).talk

    def show_talk(self) -> None:
        talk = self._talk()
        for said in talk[self.heard :]:
            if self.table.person is None and said.unheard_by:
                continue  # watching, he sees what was said aside to those it leaves out
            private = said.audience is not None
            read = said.read_by(self.table.person)
            words = f"({read})" if private else read
            # A sentence that names who did what is the table's account, not his own words.
            speaker = None if said.phrase else said.speaker
            self.screen.say(speaker, words, cards=cards_unnamed(said.words, said.cards))
        self.heard = len(talk)

    def show_table(self, name: str) -> None:
        view: Any = self.session.view(name)
        game = getattr(view, "partie", None) or getattr(view, "game", None)
        deal = getattr(game, "deal", None)
        role = getattr(view, "role", None)
        role_words = getattr(role, "value", role)
        session = self.session
        if isinstance(session, PoolSession) and session.book.seated is not None:
            role_words = "is out" if session.seat_of(name) is None else "plays"
            if role_words == "is out" and session.backing is not None:
                role_words = f"is out, backs {session.backing}"
        said = ROLE_WORDS.get(role_words or "", role_words) or "is at the table"
        if name == self.table.person:
            self.screen.note(f"== You {_as_you(said)}")
        else:
            self.screen.note(f"== {name} {said}")
        if deal is not None:
            looks = "Your hand" if self.session.seat_of(name) is not None else "The hand you watch"
            self.screen.hand(looks, tuple(deal.hand))
            turn_up = getattr(deal, "turn_up", None)
            if turn_up is not None:
                self.screen.hand("Turned up", (turn_up,))
        # At Écarté the game's standing: a king turned up or marked counts at once (Law XX).
        scores = getattr(game, "totals", None) or getattr(game, "standing", None)
        if scores is not None and self.session.seats is not None:
            a, b = self.session.seats
            self.screen.note(f"Score: {a} {scores[0]}, {b} {scores[1]}")
            for line in deal_lines(deal, getattr(game, "seat", None), (a, b)):
                self.screen.note(line)
        for line in self.standing(view):
            self.screen.note(line)
        if self.session.to_act == name:
            return  # his choices mark the advice and the proposal waiting ("advised by Ben")
        for counsel in getattr(view, "advice", ()) or ():
            if counsel.adviser != name:
                advice = Advise(counsel.adviser, counsel.action)
                self.screen.note(pointed_at(advice, name).read_by(name))
        proposal = getattr(view, "proposal", None)
        session = self.session
        if (
            proposal is not None
            and proposal.adviser != name
            and isinstance(session, ChouetteSession)
        ):
            words = session.proposal_words(Advise(proposal.adviser, proposal.action))
            self.screen.note(words.read_by(name))

    def standing(self, view: Any) -> list[str]:
        """The lines that tell where the session stands: the pool, the money or the card."""
        session = self.session
        if isinstance(session, PoolSession):
            chips = ", ".join(f"{n} {signed(c)}" for n, c in view.chips)
            lines = [f"Pool: {view.pool} chips; out: {view.waiting}. Chips: {chips}."]
            if view.holder is not None:
                holds = "{0} won the last game, and {0:takes/take} the pool by winning this one."
                lines.append(Phrase.of(holds, view.holder).read_by(view.name))
            return lines
        if isinstance(session, FrenchSession):
            money = ", ".join(
                Phrase.of(_wager_words(w), w.name, w.amount, w.side).read_by(view.name)
                for w in view.wagers
            )
            return [
                f"On the table: {money}. {_uncovered(view.uncovered)} You have {view.left} left.",
                "Order of going in: " + (", ".join(view.order) or "nobody waiting"),
            ]
        tens = zip(view.names, view.balances_in_tens, strict=True)
        return ["Card in tens: " + ", ".join(f"{n} {signed(t)}" for n, t in tens)]

    def summary(self) -> str:
        session = self.session
        if isinstance(session, ChouetteSession):
            return session.render_settlement()
        return session.render_ledger()

    # ------------------------------------------------------------------ asking

    def _backing_from_person(self) -> Back | None:
        """At a pool declared French Écarté, the person out is asked once a game whom he
        backs; Enter: nobody, he only watches."""
        person = self.table.person
        game = self.session.game
        if person is None or game is None or game is self.asked_to_back:
            return None
        offered = [a for a in self.session.legal_actions(person) if isinstance(a, Back)]
        if not offered:
            return None
        self.asked_to_back = game
        self.show_talk()
        self.screen.note("You are out. Whom do you back this game? (Enter: nobody)")
        for number, back in enumerate(offered, start=1):
            self.screen.note(f"  {number}. Back {back.player}: look over his hand, advise him")
        while True:
            text = self._line(person)
            if not text:
                return None
            if text.isdigit() and 1 <= int(text) <= len(offered):
                return offered[int(text) - 1]
            self.screen.error(f"choose 1 to {len(offered)}, or Enter to back nobody")

    def _advice_from_person(self) -> Any | None:
        """Before his player acts, the person who may advise is asked whether to."""
        person = self.table.person
        if person is None or self.session.to_act == person:
            return None
        offered = [a for a in self.session.legal_actions(person) if isinstance(a, Advise)]
        if not offered or forced(self.session.game_view(person)) is not None:
            return None  # no advice asked where the player has nothing to decide
        game = self.session.game
        decision = (game, len(getattr(game, "log", ())))
        if decision == self.declined_advice:
            return None
        self.show_talk()
        asked = f"It is {self.session.to_act}'s turn. Your advice? (Enter: none)"
        # Exchanges and discards are too many to number: they are typed, as when playing.
        listed = [a for a in offered if not isinstance(a.action, Exchange | Discard)]
        advice = self._choose(person, listed, advising=True, asked=asked)
        if advice is None:
            self.declined_advice = decision
        return advice

    def ask(self, person: str) -> Any:
        taken = forced(self.session.game_view(person))
        if taken is not None:  # nothing to decide: taken at once, and said
            action, said = taken
            if said:  # the table's note of what was done for him, not his own words
                self.screen.note(said)
            return Move(person, action)
        asked = question(self.session.game_view(person)) or self._betting_question(person)
        legal = self.session.legal_actions(person)
        return self._choose(person, self._shown(person, legal), advising=False, asked=asked)

    def _betting_question(self, person: str) -> str:
        """What the person is asked about the money at French Écarté ("Lay a bet …"), or ""."""
        session = self.session
        if not isinstance(session, FrenchSession) or session.to_act != person:
            return ""
        return betting_menu(session, person).prompt

    def _words(self, action: Any, labels: dict[Any, str]) -> str:
        """A choice in the person's words, the money's in the betting menu's."""
        session, person = self.session, self.table.person
        if isinstance(session, FrenchSession) and person is not None and is_betting(action):
            return betting_words(session, person, action)
        return _label(action, labels)

    def _shown(self, person: str, legal: list[Any]) -> list[Any]:
        """The choices numbered on the screen: the advice waiting first, then the rest, bets
        and covers in a few amounts and exchanges or discards left to be typed."""
        view: Any = self.session.view(person)
        waiting = [view.proposal] if getattr(view, "proposal", None) else []
        waiting += [c for c in getattr(view, "advice", ()) if c.adviser != person]
        any_session: TableSession = self.session
        follow = {Move(person, c.action): c.adviser for c in waiting}
        advised = [move for move in follow if any_session.is_legal(move)]
        self.advised = {move: follow[move] for move in advised}
        shown = [
            a
            for a in legal
            if not (isinstance(a, Bet | Cover) and a.amount not in SHOWN_BETS)
            and not isinstance(getattr(a, "action", None), Exchange | Discard)
        ]
        covers = [a for a in legal if isinstance(a, Cover)]
        if covers and covers[-1] not in shown:
            shown.append(covers[-1])  # all that is left to cover: la chouette for a player
        return advised + [a for a in shown if a not in advised]

    def _arranged(self, person: str, options: list[Any]) -> tuple[list[Any], list[Any]]:
        """The options as the game's menu orders them, best first, and apart the others it
        keeps behind one control (lesser calls, sinking, throwing down); advice first."""
        order = menu_order(self.session.game_view(person))
        last = (len(order), True)

        def place(action: Any) -> tuple[int, bool]:
            if action in self.advised:
                return (-1, True)
            if isinstance(action, Resign):  # kept behind the other choices, as throwing down
                return (len(order), False)
            if isinstance(action, Pass):  # after the bets and covers, as the menu has it
                return (len(order) + 1, True)
            inner = getattr(action, "action", None)
            return order.get(inner, last) if isinstance(action, Move | Advise) else last

        arranged = sorted(options, key=lambda action: place(action)[0])
        main = [action for action in arranged if place(action)[1]]
        return main, [action for action in arranged if not place(action)[1]]

    def _list(self, options: list[Any], labels: dict[Any, str], *, first: int = 1) -> None:
        for number, action in enumerate(options, start=first):
            adviser = self.advised.get(action)
            advice = f" (advised by {adviser})" if adviser else ""
            self.screen.note(f"  {number}. {self._words(action, labels)}{advice}")

    def _choose(
        self, person: str, options: list[Any], *, advising: bool, asked: str = ""
    ) -> Any | None:
        """The table, ``asked`` and the choices shown; then a numbered option, or an action
        typed in the record notation; None: no advice."""
        if advising:
            self.advised = {}
        view = self.session.game_view(person)
        labels = action_labels(view)
        options, others = self._arranged(person, options)
        typed = self._typing_hint(person)
        how = (
            f"Choose a number{typed}"
            if options or not typed
            else "T" + typed.removeprefix(", or t")
        )

        def shown() -> None:
            self.show_table(person)
            if asked:
                self.screen.note(asked)
            self._list(options, labels)
            if others:
                self.screen.note(f"  {len(options) + 1}. {more_words(view)}")
            self.screen.note(f"({how}; ? for a hint, t for the table, q stops.)")

        shown()
        putting_out = self._putting_out(person)
        while True:
            text = self._line(person)
            if text.lower() in HINT_WORDS:
                self.screen.hint(self.hint(person))
                continue
            if text.lower() in TABLE_WORDS:
                shown()
                continue
            if not text:
                if advising:
                    return None
                if len(options) == 1:
                    return options[0]
                self.screen.error("choose a number, or type an action" if options else lowered(how))
                continue
            if others and text == str(len(options) + 1):
                self._list(others, labels, first=len(options) + 1)
                options, others = options + others, []
                continue
            if text.isdigit() and 1 <= int(text) <= len(options):
                return options[int(text) - 1]
            if text.isdigit() and not options and not others:
                self.screen.error(f"there are no numbered choices here. {how}")
                continue
            if putting_out == "discard":  # "all": the laws let him put out all five
                text = discard_typed(text, view.deal.hand)
            typed = " ".join(card_words(text))  # "play king of hearts", "play K♥"
            if putting_out and _only_cards(text):  # "7♣ 8♦" while exchanging: put them out
                typed = f"{putting_out} {typed}"
            elif self._playing(person) and len(card_words(text)) == 1 and _only_cards(text):
                # "ah", "10h", "K♥": the card to play, as at two
                typed = f"play {typed}"
            verb, _, cards = typed.partition(" ")
            deal = getattr(view, "deal", None)
            if verb in ("play", putting_out) and _only_cards(cards) and deal is not None:
                holder = f"{self.session.to_act} does" if advising else "you do"
                refused = not_held(typed_cards(cards), deal.hand, holder)
                if refused:  # said to him by name, not by his hand's role
                    self.screen.error(refused)
                    continue
            try:
                action = self.session.parse(person, _as_advice(typed, advising=advising))
                any_session: TableSession = self.session
                any_session.check(action)
            except IllegalActionError as error:
                self.screen.error(why_refused(error))
                continue
            except ValueError:  # not read as an action: said in his words, not a record's
                self.screen.error(f"'{text}' is not one of the choices here. {how}")
                continue
            return action

    def hint(self, person: str) -> str:
        """The hint for the hand the person plays or advises, at its turn: the same weighing
        and maxims as at two, from the one view he has of it."""
        view = self.session.game_view(person)
        if view is None or view.to_act != view.seat:
            return "No hint now: hints are for the hand you play or advise, when it is to act."
        return str(HINT_GIVERS[self.table.computers.game].hint(view))

    def _line(self, person: str) -> str:
        """What the person types, stripped; q or the end of input stops the session."""
        line = self.screen.read(person)
        if line is None or line.strip().lower() in QUIT_WORDS:
            raise Stopped
        return line.strip()

    def _deal(self, person: str) -> Any:
        """The deal of the hand the person plays, advises or watches, as he sees it; None
        between deals."""
        view: Any = self.session.view(person)
        game = getattr(view, "partie", None) or getattr(view, "game", None)
        return getattr(game, "deal", None)

    def _putting_out(self, person: str) -> str:
        """The action that puts out cards when the hand the person plays or advises must:
        "exchange" at Piquet, "discard" at Écarté, else ""."""
        deal = self._deal(person)
        if deal is not None and getattr(deal, "exchange_limit", False):
            return "exchange"
        if deal is not None and getattr(deal, "discard_limit", False):
            return "discard"
        return ""

    def _typing_hint(self, person: str) -> str:
        if self._putting_out(person):
            return f", or type the cards to put out, as {SOME_CARDS}"
        session = self.session
        betting = (FrenchPhase.BETS, FrenchPhase.TAKING, FrenchPhase.COVERING)
        if isinstance(session, FrenchSession) and session.phase in betting:
            return ", or type 'bet NAME N' or 'cover NAME N'"
        if self._playing(person):
            return f", or type a card to play, as {ONE_CARD}"
        return ""

    def _playing(self, person: str) -> bool:
        """Whether the hand the person plays or advises is in the play of the cards."""
        return getattr(self._deal(person), "phase", None) in (PiquetPhase.PLAY, EcartePhase.PLAY)

    def save(self) -> None:
        self.save_path.parent.mkdir(parents=True, exist_ok=True)
        text = session_record(self.session, self.table.tags())
        self.save_path.write_text(text, encoding="utf-8")


def deal_lines(deal: Any, seat: int | None, names: tuple[str, str]) -> list[str]:
    """The deal in progress by the players' names, as the two-handed table shows it: the
    tricks won once the play begins and, at Piquet, the points of the deal so far."""
    if seat not in (0, 1):
        return []
    if isinstance(deal, DealView):  # Piquet's, by role: the seat looked at is deal.role's
        mine = int(deal.role)
        order = (mine, 1 - mine) if seat == 0 else (1 - mine, mine)
    elif isinstance(deal, EcarteDealView):  # Écarté's, by seat
        order = (0, 1)
    else:
        return []
    lines = []
    if deal.phase in (PiquetPhase.PLAY, EcartePhase.PLAY) or deal.tricks:
        won = [deal.tricks_won[i] for i in order]
        lines.append(f"Tricks: {names[0]} {won[0]}, {names[1]} {won[1]}")
    if isinstance(deal, DealView):
        points = [deal.scores[i] for i in order]
        lines.append(f"This deal: {names[0]} {points[0]}, {names[1]} {points[1]}")
    return lines


def _uncovered(amount: int) -> str:
    """What is not covered of the money on the table, in words.

    >>> _uncovered(0), _uncovered(3)
    ('All of it is covered.', '3 of it is not covered.')
    """
    return "All of it is covered." if not amount else f"{amount} of it is not covered."


def _wager_words(wager: Wager) -> str:
    """How a wager is told: as it was laid, else as a bet (a rentrant's money on a player)."""
    return WAGERS.get((wager.kind, wager.name == wager.side), WAGERS[FrenchEventKind.BET, False])


def _only_cards(text: str) -> bool:
    """Whether every word typed names a card ("7♣ 8♦", "seven of clubs")."""
    try:
        return bool(typed_cards(text))
    except CardParseError:
        return False


def _as_advice(text: str, *, advising: bool) -> str:
    """Typed while advising, an action is advice."""
    if not advising or text.startswith("advise "):
        return text
    return "advise " + text


def _label(action: Any, labels: dict[Any, str]) -> str:
    """A choice as the person reads it: a move in the game's own words ("Play the ace of
    hearts"), advice as "Advise: …", a bet or a cover in words."""
    if isinstance(action, Move):
        return labels.get(action.action) or action_label(None, action.action)
    if isinstance(action, Advise):
        return "Advise: " + lowered(labels.get(action.action) or action_label(None, action.action))
    if isinstance(action, Chance):
        return str(action)
    if isinstance(action, Bet):
        return f"bet {action.amount} on {action.on}"
    if isinstance(action, Cover):
        return f"cover {action.amount} of the money on {action.against}"
    return str(action)


def run_table(args: argparse.Namespace, screen: Screen, save: Path | None) -> int:
    """Set up and play ``args.game``, or go on with the session saved in ``args.resume``;
    2 for bad flags or a record that cannot be resumed."""
    # At a terminal, a game the person sits out or watches goes at a pace he can follow.
    pace = args.delay if args.delay is not None else (WATCHED_PACE if sys.stdout.isatty() else 0.0)
    if pace < 0:
        print("salon play: --delay cannot be negative", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    try:
        table = resume(args.game, args.resume) if args.resume else set_up(args, seed)
    except (OSError, ValueError) as error:
        print(f"salon play: {error}", file=sys.stderr)
        return 2
    seed = table.computers.seed
    # Stamped as the two-handed games' records are, so that playing a seed again keeps both.
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    path = save or args.resume or Path("records") / f"{args.game}-{stamp}-seed{seed}.txt"
    names = ", ".join(table.session.names)
    screen.note(f"{args.game.capitalize()}: {names}. Seed {seed}.")
    if args.resume is None:
        choose = "" if save else " (--save FILE to choose)"
        screen.note(f"The session is kept, move by move, in {path}{choose}.")
    return TableClient(table, screen, path, pace).run(resumed=args.resume is not None)
