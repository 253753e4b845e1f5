"""What the terminal client needs from a game: a small adapter, and the pictures it draws.

The client knows nothing of Piquet or Écarté. An adapter turns a seat's view into a
:class:`Snapshot` (the table as that player sees it), lists the :class:`Option` open to him,
reads what he types, and names the maxim that fits the moment.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, Final, Protocol

from salon.cards import Card, CardParseError
from salon.choices import Choice, Menu, cards_named
from salon.engine import Event, IllegalActionError
from salon.phrases import Phrase
from salon.records import Record
from salon.typed_cards import ONE_CARD, RANK_WORDS, card_words


class InputError(ValueError):
    """What a player typed cannot be taken: the message says why."""


def not_held(cards: Iterable[Card], hand: Iterable[Card], holder: str = "you do") -> str | None:
    """Why cards typed to put out are refused, said to the person by name ("you do not hold
    the ace of spades", "Ben does not hold …"); None when the hand holds them all. The laws'
    own refusal names the hand by its role, which the person does not call himself.

    >>> from salon.cards import parse_cards
    >>> not_held(parse_cards("AS 7H"), parse_cards("7H 8H"))
    'you do not hold the ace of spades'
    """
    held = set(hand)
    missing = [card for card in cards if card not in held]
    return f"{holder} not hold {cards_named(missing)}" if missing else None


def as_sentence(text: str) -> str:
    """A refusal as a sentence, whatever cased its first word ("you do not hold …").

    >>> as_sentence("you do not hold the ace of hearts")
    'You do not hold the ace of hearts'
    """
    return text[:1].upper() + text[1:]


def why_refused(error: ValueError) -> str:
    """Why an answer was not taken, in the player's words."""
    return error.said if isinstance(error, IllegalActionError) else str(error)


PACK_RANKS: Final = "A K Q J 10 9 8 7"
"""The ranks of the 32-card pack that Piquet and Écarté use, as they are typed."""
_TYPED_RANKS: Final = frozenset(PACK_RANKS.split()) | {"T"}


def read_card(word: str) -> Card:
    """A card typed as in records (``AS``, ``10h``, ``th``, ``Q♦``), of the 32-card pack.

    >>> read_card("th"), read_card("Q♦")
    (Card.parse('10H'), Card.parse('QD'))
    >>> read_card("6s")
    Traceback (most recent call last):
    ...
    salon.terminal.game.InputError: '6s' is not a card: '6' is not a rank (A K Q J 10 9 8 7)
    >>> read_card("wrong")
    Traceback (most recent call last):
    ...
    salon.terminal.game.InputError: 'wrong' is not a card: type a card as K♥ or king of hearts
    """
    cleaned = word.strip().upper()
    if len(cleaned) > 3:  # no rank and suit this long: not a slip in one of them
        raise InputError(f"{word!r} is not a card: type a card as {ONE_CARD}")
    if len(cleaned) >= 2 and cleaned[:-1] not in _TYPED_RANKS:
        raise InputError(f"{word!r} is not a card: {cleaned[:-1]!r} is not a rank ({PACK_RANKS})")
    try:
        return Card.parse(word)
    except CardParseError as error:
        raise InputError(str(error)) from None


def read_cards(text: str) -> tuple[Card, ...]:
    """Cards typed one after another, separated by spaces or commas, each as the table shows
    it (``7♣``), in words (``7 clubs``, ``king of hearts``) or in the records' notation.

    >>> read_cards("7♣ seven of hearts")
    (Card.parse('7C'), Card.parse('7H'))
    >>> read_cards("7 hart")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    salon.terminal.game.InputError: '7 hart' is not a card: 'hart' is not a suit (clubs, ...)
    """
    words = card_words(text)
    for word, following in itertools.pairwise(words):
        # A rank left on its own before a word that is no card: that word was meant for its
        # suit, and is the slip to point at.
        if word.lower() in RANK_WORDS and not _is_card(following):
            raise InputError(
                f"'{word} {following}' is not a card: {following!r} is not a suit "
                "(clubs, diamonds, hearts, spades)"
            )
    return tuple(read_card(word) for word in words)


def _is_card(word: str) -> bool:
    try:
        read_card(word)
    except InputError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the table: a label, then cards and/or words."""

    label: str
    cards: tuple[Card, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The table as one player sees it at his turn."""

    title: str
    hand: tuple[Card, ...]
    rows: tuple[Row, ...]


@dataclass(frozen=True, slots=True)
class Option:
    """One choice the laws give now: what the player sees, and the action it stands for.

    ``cards`` holds the card it plays (drawn among the hand's cards); ``confirm`` the
    question asked before an action that cannot be undone.
    """

    label: str
    action: Any
    cards: tuple[Card, ...] = ()
    confirm: str | None = None


class _ShowOthers:
    """The action of the "other choices…" entry: list the others too."""

    def __repr__(self) -> str:
        return "SHOW_OTHERS"


SHOW_OTHERS: Final = _ShowOthers()


@dataclass(frozen=True, slots=True)
class Ask:
    """A question put to the player: the prompt, the numbered options, and a free entry.

    ``options`` are listed in the order they are shown and numbered: the cards to play first.
    ``others`` stay behind one more numbered entry, ``more``, until it is chosen.
    ``free`` describes what may be typed besides an option's number (cards, for instance);
    an empty ``free`` means only the options are open. ``automatic``: nothing to decide, the
    only option is taken without asking, and ``notice`` (if any) is said for the player.
    """

    prompt: str
    options: tuple[Option, ...]
    free: str = ""
    others: tuple[Option, ...] = ()
    more: str = ""
    automatic: bool = False
    notice: str = ""

    @property
    def numbered(self) -> tuple[Option, ...]:
        """The options as numbered on screen (from 1), the "other choices…" entry last."""
        if not self.others:
            return self.options
        return (*self.options, Option(self.more, SHOW_OTHERS))

    @property
    def lone(self) -> Option | None:
        """The option that Enter takes: the only one shown, if there is one."""
        return self.options[0] if len(self.options) == 1 else None

    def with_others(self) -> Ask:
        """The same question with the other choices listed after the main ones."""
        return replace(self, options=(*self.options, *self.others), others=())

    def option_for(self, action: Any) -> Option | None:
        """The option (shown or not) that stands for ``action``."""
        return next((o for o in (*self.options, *self.others) if o.action == action), None)


def ask_from_menu(menu: Menu[Any], *, free: str = "") -> Ask:
    """A game's :class:`~salon.choices.Menu` as the terminal asks it (one source of words)."""
    shown = menu.choices if menu.automatic else menu.main  # the one forced choice, even a sink
    return Ask(
        menu.prompt,
        tuple(_option(choice) for choice in shown),
        free=free,
        others=() if menu.automatic else tuple(_option(choice) for choice in menu.others),
        more=menu.more,
        automatic=menu.automatic,
        notice=menu.said,
    )


def _option(choice: Choice[Any]) -> Option:
    cards = () if choice.play is None else (choice.play,)
    return Option(choice.label, choice.action, cards=cards, confirm=choice.confirm)


@dataclass(frozen=True, slots=True)
class ScoringCard:
    """Each finished deal's scores and the totals (the settlement is said in the talk, once),
    in the order of the seats."""

    rows: tuple[tuple[int, int], ...]
    totals: tuple[int, int]
    last_deal: tuple[tuple[str, int, int], ...] = ()
    """The last deal's count by class (its word, then each seat's points), where the game
    keeps one: the talk says running totals only, so a class such as the cards' ten is seen
    here."""

    def last_deal_line(self, names: tuple[str, str]) -> str:
        """The last deal's count by class in a line, or nothing.

        >>> ScoringCard(((15, 10),), (15, 10), (("point", 5, 0), ("cards", 10, 0))).last_deal_line(
        ...     ("Ann", "Bob"))
        'Deal 1 by class (Ann, Bob): point 5–0, cards 10–0.'
        """
        if not self.last_deal:
            return ""
        classes = ", ".join(f"{word} {a}\N{EN DASH}{b}" for word, a, b in self.last_deal)
        return f"Deal {len(self.rows)} by class ({names[0]}, {names[1]}): {classes}."


def acting(player: str, verb: str) -> str:
    """``player`` and ``verb`` ("plays", "holds"), the verb agreeing with a player called "You".

    >>> acting("Ann", "plays"), acting("You", "holds")
    ('Ann plays', 'You hold')
    """
    return Phrase.of(f"{{0}} {{0:{verb}/{verb.removesuffix('s')}}}", player).read_by("You")


class Told(Protocol):
    """A two-handed game whose words that name a seat may be told to a reader by name."""

    events: list[Event]

    def told(self, index: int, names: tuple[str, str] = ...) -> Phrase | None: ...


def cards_unnamed(words: str, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards played with ``words`` that the words do not name, to be told beside them.

    >>> knave = (Card.parse("JH"),)
    >>> cards_unnamed("Five.", knave), cards_unnamed("The knave of hearts.", knave)
    ((Card.parse('JH'),), ())
    """
    said = words.lower()
    return tuple(c for c in cards if c.symbol not in words and c.name not in said)


RULE_OF_THUMB = "Rule of thumb: "
"""What heads the treatise's counsel when a hint also gives the analysis of the hand itself."""


def told_talk(game: Told, seat: int | None, names: tuple[str, str]) -> tuple[Event, ...]:
    """What ``seat`` witnessed (everything when None), the words that name a seat told by the
    table with the players' ``names``, in the reader's words: "You cut the eight of spades",
    "Game: you win", the winner's "you are rubiconed; I win …" as "you win …; Ann is
    rubiconed" (said in the winner's mouth, the second person read as said to the reader)."""
    reader = None if seat is None else names[seat]
    talk = []
    for index, event in enumerate(game.events):
        told = game.told(index, names)
        if told is not None:
            event = replace(event, seat=None, words=told.read_by(reader))
        if seat is None or event.seen_by(seat):
            talk.append(event)
    return tuple(talk)


class GameAdapter(Protocol):
    """One game as the terminal client plays it; ``state`` is the engine's own object."""

    title: str
    whole: str
    """What one plays to the end: a partie of Piquet, a game of Écarté."""
    command: str
    """The word that names the game on the command line."""

    def new(self, rules: str | None) -> Any:
        """A new game under ``rules`` (a preset or options; None for the default)."""
        ...

    def resume(self, record: Record) -> Any:
        """The game reached by replaying ``record`` under the laws."""
        ...

    def record_text(self, state: Any, *, names: tuple[str, str], tags: dict[str, str]) -> str:
        """The game's record so far, with extra ``tags``."""
        ...

    def is_over(self, state: Any) -> bool: ...

    def to_act(self, state: Any) -> int | None:
        """The seat to act, or None for chance (or when the game is over)."""
        ...

    def needs_chance(self, state: Any) -> bool:
        """Whether the next step is a shuffle or a cut."""
        ...

    def chance(self, state: Any, rng: random.Random) -> Any: ...

    def apply(self, state: Any, action: Any) -> None:
        """Carry out ``action``; raises an error saying why when the laws refuse it."""
        ...

    def view(self, state: Any, seat: int) -> Any: ...

    def agent_legal(self, view: Any) -> tuple[Any, ...]: ...

    def talk(self, state: Any, seat: int | None, *, names: tuple[str, str]) -> tuple[Event, ...]:
        """Everything said that ``seat`` witnessed (every event when ``seat`` is None), the
        players called by their ``names``."""
        ...

    def snapshot(self, view: Any, *, names: tuple[str, str]) -> Snapshot: ...

    def ask(self, view: Any) -> Ask: ...

    def read(self, view: Any, text: str) -> Any:
        """The action meant by free text, or :class:`InputError` saying why not."""
        ...

    def hint(self, view: Any) -> str: ...

    def corrections(self, state: Any, seat: int) -> Ask | None:
        """What ``seat`` may correct out of turn now (Piquet's Law 25), with a last option
        (action None) to let it stand; None when nothing may be corrected."""
        ...

    def scoring_card(self, state: Any) -> ScoringCard: ...

    def actions_taken(self, state: Any) -> int:
        """How many actions (chance's included) the game has seen."""
        ...

    def is_scoring_event(self, event: Event) -> bool:
        """Whether ``event`` is the table announcing the scoring card after a deal."""
        ...

    def hand(self, state: Any, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now (for watching two computers)."""
        ...
