"""Chouette piquet: three players, one playing alone against the other two in consultation.

The three cut (ace highest, seven lowest). The highest plays alone, with the choice of deal
and cards throughout; the lowest sits out and advises the middle one, who plays. After each
partie:

* the single player won: he continues; the adviser plays and the partner advises;
* the single player lost: the partner who played becomes the single player, the adviser
  plays against him, and the old single player advises.

The single player plays double stakes: the partie's value is won from, or lost to, each of
the other two. The values are kept in tens (units six to nine raise the tens, one to five
are dropped) and a running card shows each player's balance.

>>> from salon.cards import parse_cards
>>> chouette = Chouette()
>>> chouette.apply(Cut(parse_cards("KS 9H 7C")))
>>> chouette.line_up
LineUp(single=0, partner=1, adviser=2)
>>> for outcome, points in [(SINGLE_WINS, 150), (SINGLE_WINS, 416), (SINGLE_LOSES, 476),
...                         (SINGLE_LOSES, 141), (SINGLE_WINS, 126)]:
...     chouette.apply(RecordPartie(outcome, points))
>>> chouette.balances_in_tens
(19, -50, 31)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import permutations
from typing import Final

from salon.cards import Card, piquet_pack
from salon.engine import CHANCE, Event, IllegalActionError, _Chance
from salon.phrases import Phrase
from salon.piquet.chouette_kinds import (
    SINGLE_LOSES,
    SINGLE_WINS,
    ChouetteAction,
    ChouetteEventKind,
    ChouetteOutcome,
    ChouettePartie,
    ChouetteRole,
    ChouetteView,
    Cut,
    LineUp,
    RecordPartie,
    Rise,
    to_tens,
)
from salon.piquet.settlement import RUBICON
from salon.piquet.stakes import Stake, settle_balances
from salon.words import number_words, signed

__all__ = [
    "PLAYERS",
    "SINGLE_LOSES",
    "SINGLE_WINS",
    "Chouette",
    "ChouetteAction",
    "ChouetteEventKind",
    "ChouetteOutcome",
    "ChouettePartie",
    "ChouetteRole",
    "ChouetteView",
    "Cut",
    "LineUp",
    "RecordPartie",
    "Rise",
    "to_tens",
]

PLAYERS: Final = 3


class Chouette:
    """A chouette sitting: the cut, then one :class:`RecordPartie` per partie, then Rise."""

    def __init__(self, names: Sequence[str] = ("A", "B", "C")) -> None:
        if len(names) != PLAYERS or len(set(names)) != PLAYERS or not all(names):
            raise ValueError(f"a chouette needs three different names, not {names!r}")
        self.names: tuple[str, str, str] = (names[0], names[1], names[2])
        self._line_up: LineUp | None = None
        self._parties: list[ChouettePartie] = []
        self._balances = (0, 0, 0)
        self._risen = False
        self.events: list[Event] = []
        self._last_played = False
        """The partie recorded last was the sitting's last (``RecordPartie.last``)."""
        self.phrases: list[Phrase] = []
        """What each event says, worded for each reader (``events[i]`` says ``phrases[i]``)."""

    @property
    def line_up(self) -> LineUp | None:
        """Who plays which part in the next partie; None before the cut."""
        return self._line_up

    @property
    def parties(self) -> tuple[ChouettePartie, ...]:
        return tuple(self._parties)

    @property
    def balances_in_tens(self) -> tuple[int, int, int]:
        return self._balances

    @property
    def balances(self) -> tuple[int, int, int]:
        """Each seat's net points (the tens written out)."""
        first, second, third = (tens * 10 for tens in self._balances)
        return first, second, third

    def settlement(self, stake: Stake) -> tuple[int, ...]:
        """Each seat's money in pence at this stake (negative for a payer)."""
        return settle_balances(self.balances, stake)

    @property
    def is_terminal(self) -> bool:
        return self._risen

    @property
    def to_act(self) -> int | _Chance | None:
        """CHANCE to cut; then the single player, who records each partie; None after Rise."""
        if self._risen:
            return None
        if self._line_up is None:
            return CHANCE
        return self._line_up.single

    def legal_actions(self) -> list[ChouetteAction]:
        """The cuts open, or Rise; a RecordPartie of any valid value is open between cuts.

        Partie values have no upper bound, so they are not listed: see :meth:`check`.
        """
        if self._risen:
            return []
        if self._line_up is None:
            return [Cut((a, b, c)) for a, b, c in permutations(piquet_pack(), PLAYERS)]
        return [Rise()]

    def check(self, action: ChouetteAction) -> None:
        if self._risen:
            raise IllegalActionError(action, "the players have risen; the chouette is settled")
        if isinstance(action, Cut):
            self._check_cut(action)
        elif isinstance(action, RecordPartie):
            self._check_record(action)
        elif isinstance(action, Rise):
            if self._line_up is None:
                raise IllegalActionError(action, "the players have not yet cut")
        else:
            raise IllegalActionError(action, "it is not a chouette action")

    def is_legal(self, action: ChouetteAction) -> bool:
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: ChouetteAction) -> None:
        self.check(action)
        if isinstance(action, Cut):
            self._apply_cut(action)
        elif isinstance(action, RecordPartie):
            self._apply_record(action)
        else:
            self._risen = True
            self._tell(ChouetteEventKind.RISE, Phrase.of("The players rise. " + self._standing()))

    def sample_chance(self, rng: random.Random) -> Cut:
        """Each player cuts a card from a shuffled piquet pack."""
        if self._line_up is not None or self._risen:
            raise IllegalActionError("sample_chance", "the cut is over")
        first, second, third = rng.sample(piquet_pack(), PLAYERS)
        return Cut((first, second, third))

    def view(self, seat: int) -> ChouetteView:
        if seat not in range(PLAYERS):
            raise ValueError(f"a chouette seat is 0, 1 or 2, not {seat!r}")
        return ChouetteView(
            seat=seat,
            names=self.names,
            line_up=self._line_up,
            parties=self.parties,
            balances_in_tens=self._balances,
            is_over=self._risen,
        )

    def render_card(self) -> str:
        """The separate chouette card: each player's running balance in tens after each partie.

        >>> from salon.cards import parse_cards
        >>> chouette = Chouette()
        >>> chouette.apply(Cut(parse_cards("AS 8H 7D")))
        >>> chouette.apply(RecordPartie(SINGLE_WINS, 150))
        >>> print(chouette.render_card())
                 A     B     C
         1     +30   -15   -15
        """
        lines = ["    " + "".join(f"{name[:5]:>6}" for name in self.names)]
        for number, partie in enumerate(self._parties, start=1):
            lines.append(f"{number:>2}  " + "".join(f"{tens:>+6}" for tens in partie.balances))
        return "\n".join(lines)

    def _check_cut(self, action: Cut) -> None:
        if self._line_up is not None:
            raise IllegalActionError(action, "the players have already cut")
        cards = action.cards
        if len(cards) != PLAYERS or not all(isinstance(card, Card) for card in cards):
            raise IllegalActionError(action, "a cut needs one card for each of the three seats")
        if len(set(cards)) != PLAYERS:
            raise IllegalActionError(action, "the same card cannot be cut twice")
        if any(card not in piquet_pack() for card in cards):
            raise IllegalActionError(action, "the cut is made with a piquet pack (seven to ace)")

    def _check_record(self, action: RecordPartie) -> None:
        if self._line_up is None:
            raise IllegalActionError(action, "the players have not yet cut")
        if self._last_played:
            raise IllegalActionError(action, "the last partie is played: the players rise")
        if not isinstance(action.outcome, ChouetteOutcome):
            raise IllegalActionError(action, "the outcome must be a ChouetteOutcome")
        points = action.points
        if not isinstance(points, int) or isinstance(points, bool):
            raise IllegalActionError(action, "a partie's value is a whole number of points")
        if action.outcome is ChouetteOutcome.DRAWN and points != 0:
            raise IllegalActionError(action, "a drawn partie is worth nothing")
        if action.outcome is not ChouetteOutcome.DRAWN and points <= RUBICON:
            raise IllegalActionError(
                action, "a won partie is worth more than a hundred (the difference plus 100)"
            )

    def _apply_cut(self, action: Cut) -> None:
        cuts = [
            Phrase.of("{0} {0:cuts/cut} " + f"{article(card)} {card.rank.word}", name)
            for name, card in zip(self.names, action.cards, strict=True)
        ]
        said = cuts[0].then(cuts[1], ", ").then(cuts[2], ", ")
        ranks = [card.rank for card in action.cards]
        if len(set(ranks)) != PLAYERS:
            self._tell(ChouetteEventKind.EQUAL_CUT, said.then(Phrase.of(": cut again."), ""))
            return
        high_to_low = sorted(range(PLAYERS), key=lambda seat: ranks[seat], reverse=True)
        self._line_up = LineUp(*high_to_low)
        self._tell(ChouetteEventKind.CUT, said.then(self._who_plays(), ". "))

    def _apply_record(self, action: RecordPartie) -> None:
        line_up = self._line_up
        assert line_up is not None  # checked
        tens = to_tens(action.points)
        sign = {SINGLE_WINS: 1, SINGLE_LOSES: -1, ChouetteOutcome.DRAWN: 0}[action.outcome]
        changes = [-sign * tens] * PLAYERS
        changes[line_up.single] = 2 * sign * tens
        balances = tuple(old + change for old, change in zip(self._balances, changes, strict=True))
        self._balances = (balances[0], balances[1], balances[2])
        self._parties.append(
            ChouettePartie(
                line_up=line_up,
                outcome=action.outcome,
                points=action.points,
                tens=tens,
                changes=(changes[0], changes[1], changes[2]),
                balances=self._balances,
            )
        )
        single = self.names[line_up.single]
        if action.outcome is ChouetteOutcome.DRAWN and action.last:
            words = Phrase.of("The partie is drawn.")
        elif action.outcome is ChouetteOutcome.DRAWN:
            words = Phrase.of("The partie is drawn; {0} still {0:plays/play} alone.", single)
        else:
            verb = (
                "{0:wins/win}"
                if action.outcome is ChouetteOutcome.SINGLE_WINS
                else "{0:loses/lose}"
            )
            tens_words = f"{number_words(tens)} in tens, to each of the other two."
            won = f"{verb} {number_words(action.points)}: {tens_words}"
            words = Phrase.of("{0}, playing alone, " + won, single)
        self._line_up = line_up.after(action.outcome)
        self._last_played = action.last
        phrase = words if action.last else words.then(self._who_plays())
        self.events.append(
            Event(
                ChouetteEventKind.PARTIE,
                line_up.single,
                str(phrase),
                points=changes[line_up.single],
                total=self._balances[line_up.single],
            )
        )
        self.phrases.append(phrase)

    def _tell(self, kind: ChouetteEventKind, phrase: Phrase) -> None:
        self.events.append(Event(kind, None, str(phrase)))
        self.phrases.append(phrase)

    def _who_plays(self) -> Phrase:
        line_up = self._line_up
        assert line_up is not None
        single, partner, adviser = (
            self.names[line_up.single],
            self.names[line_up.partner],
            self.names[line_up.adviser],
        )
        plays = "{0} {0:plays/play} alone against {1}, whom {2} {2:advises/advise}."
        return Phrase.of(plays, single, partner, adviser)

    def _standing(self) -> str:
        return (
            ", ".join(
                f"{name} {signed(tens)}"
                for name, tens in zip(self.names, self._balances, strict=True)
            )
            + " in tens."
        )


def article(card: Card) -> str:
    """'an' before 'ace' and 'eight', else 'a'."""
    return "an" if card.rank.word[0] in "ae" else "a"
