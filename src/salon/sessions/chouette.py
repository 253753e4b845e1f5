"""Chouette piquet played live: three participants, the parties played on ``Partie``.

Source: piquet-description-and-example.txt, "Chouette piquet" and "Scoring". The bookkeeping
(cut, rotation, the card in tens) is :class:`salon.piquet.chouette.Chouette`; this session plays
each partie on the real engine with the single player at seat A (he has the choice of deal,
so no cut for deal is made) and the partner at seat B, advised by the third.

The adviser looks over the partner's hand and may propose any action open to him; the partner
sees the proposal and decides. The single player plays alone: nobody advises him and nobody but
he sees his hand. At the end of the agreed number of parties the players rise and the card is
settled in money, the single player having played double stakes throughout.

>>> import random
>>> session = ChouetteSession(("Ann", "Bob", "Cy"), parties=1)
>>> session.apply(Chance(Cut(parse_cards("KS 9H 7C"))))
>>> session.roles()
{'Ann': 'plays alone', 'Bob': 'plays for the two', 'Cy': 'advises'}
>>> session.to_act
'Ann'
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from salon.cards import parse_cards
from salon.engine import CHANCE, _Chance
from salon.phrases import Phrase
from salon.piquet.chouette import (
    Chouette,
    ChouetteOutcome,
    ChouettePartie,
    ChouetteRole,
    Cut,
    RecordPartie,
    Rise,
)
from salon.piquet.partie import Partie, PartieView, parse_partie_action
from salon.piquet.rules import PiquetRules
from salon.piquet.stakes import TEN_SHILLINGS_A_HUNDRED, Stake, settled_words
from salon.sessions.actions import Advise, Chance, Counsel, Move, actor_of, parse_table_move, refuse
from salon.sessions.bounds import PARTIES, within
from salon.sessions.bouts import Bout, Standing
from salon.sessions.labels import action_label, lowered
from salon.sessions.table import TableSession, check_names
from salon.sessions.talk import Said

SINGLE_SEAT = 0
PARTNER_SEAT = 1

ChouetteSessionAction = Move | Advise | Chance


@dataclass(frozen=True, slots=True)
class ChouetteSessionView:
    """All that one participant may know: the card, the roles, his side's hand, his talk."""

    name: str
    names: tuple[str, ...]
    role: ChouetteRole | None
    single: str | None
    partner: str | None
    adviser: str | None
    partie: PartieView | None
    """The partie seen from the single player's seat (by him) or the partner's (by the two)."""
    proposal: Counsel | None
    """The adviser's proposal waiting for the partner (seen by the two of them only)."""
    card: tuple[ChouettePartie, ...]
    balances_in_tens: tuple[int, int, int]
    to_act: str | None
    legal: tuple[ChouetteSessionAction, ...]
    talk: tuple[Said, ...]
    is_over: bool
    settlement: tuple[int, ...] | None
    """Each participant's money in pence when the players have risen."""


class ChouetteSession(TableSession):
    """A sitting of chouette: the cut, ``parties`` parties, then the players rise."""

    def __init__(
        self,
        names: Sequence[str] = ("A", "B", "C"),
        *,
        parties: int = 3,
        rules: PiquetRules | None = None,
        stake: Stake = TEN_SHILLINGS_A_HUNDRED,
    ) -> None:
        super().__init__(check_names(names, least=3, most=3))
        self.parties = within("parties", parties, PARTIES)
        self.rules = rules or PiquetRules()
        self.stake = stake
        self.chouette = Chouette(self.names)

    # ------------------------------------------------------------------ roles

    def role_of(self, name: str) -> ChouetteRole | None:
        line_up = self.chouette.line_up
        if line_up is None or self.is_terminal:
            return None
        return line_up.role(self.names.index(name))

    def roles(self) -> dict[str, str]:
        """Each participant's part in the partie in progress."""
        return {name: role.value for name in self.names if (role := self.role_of(name)) is not None}

    def _named(self, role: ChouetteRole) -> str | None:
        return next((n for n in self.names if self.role_of(n) is role), None)

    def watchers(self, seat: int) -> frozenset[str]:
        adviser = self._named(ChouetteRole.ADVISER)
        return frozenset({adviser}) if seat == PARTNER_SEAT and adviser else frozenset()

    def advisers(self, seat: int) -> frozenset[str]:
        return self.watchers(seat)

    def why_not_adviser(self, name: str, seat: int) -> str:
        if seat == SINGLE_SEAT:
            return f"{self.player_of(seat)} plays alone: nobody advises the single player"
        return f"{name} is not the adviser; {self._named(ChouetteRole.ADVISER)} advises"

    # ------------------------------------------------------------------ the state machine

    @property
    def is_terminal(self) -> bool:
        return self.chouette.is_terminal

    @property
    def to_act(self) -> str | _Chance | None:
        """CHANCE for a cut or a shuffle, the participant who must act, or None at the end."""
        if self.is_terminal:
            return None
        if self.chouette.line_up is None:
            return CHANCE
        return self.game_actor

    def legal_actions(self, name: str) -> list[ChouetteSessionAction]:
        """The moves and advice open to ``name`` now (a Piquet exchange is not listed: any
        exchange the deal allows is legal, as in the game)."""
        self.require_participant(name)
        return list(self.game_legal(name))

    def check(self, action: ChouetteSessionAction) -> None:
        if self.is_terminal:
            raise refuse(action, "the players have risen")
        if isinstance(action, Chance):
            self._check_chance(action)
        elif isinstance(action, Move):
            self._check_participant(action, action.by)
            self.check_move(action)
        elif isinstance(action, Advise):
            self._check_participant(action, action.by)
            self.check_advice(action)
        else:
            raise refuse(action, "it is not an action of chouette")

    def apply(self, action: ChouetteSessionAction) -> None:
        """Check ``action`` and carry it out; a refused action changes nothing."""
        self.check(action)
        first_said = len(self.talk)
        if isinstance(action, Chance):
            if self.chouette.line_up is None:
                self.chouette.apply(action.action)
                self._copy_chouette_talk()
                if self.chouette.line_up is not None:
                    self._start_partie()
            else:
                self.apply_game_chance(action.action)
        elif isinstance(action, Move):
            self.apply_move(action)
        else:
            partner = self._named(ChouetteRole.PARTNER)
            self.apply_advice(action, self.proposal_words(action), {action.by, str(partner)})
        self._after_partie()
        self.logged(actor_of(action), record_text(action), first_said)

    def computer_action(self, name: str, computers: object) -> None:
        """Every step of chouette but the play is chance's: nothing else for a computer."""
        return None

    def sample_chance(self, rng: random.Random) -> Chance:
        if self.chouette.line_up is None:
            return Chance(self.chouette.sample_chance(rng))
        assert self.game is not None
        return Chance(self.game.sample_chance(rng))

    def parse(self, actor: str, text: str) -> ChouetteSessionAction:
        """Read a record's move (``chance: cut KS 9H 7C``, ``Cy: advise play KH``)."""
        if actor == "chance" and self.chouette.line_up is None:
            words = text.split()
            cards = parse_cards(" ".join(words[1:]))
            if words[:1] != ["cut"] or len(cards) != 3:
                raise ValueError("the chouette's cut names three cards: 'cut KS 9H 7C'")
            return Chance(Cut((cards[0], cards[1], cards[2])))
        return parse_table_move(actor, text, parse_partie_action)

    # ------------------------------------------------------------------ views

    def view(self, name: str) -> ChouetteSessionView:
        """All that ``name`` may know now; the only thing a participant receives."""
        self.require_participant(name)
        role = self.role_of(name)
        partie = self.game_view(name)
        waiting = self.counsel.get(PARTNER_SEAT, [])
        proposal = waiting[0] if waiting else None
        if role not in (ChouetteRole.PARTNER, ChouetteRole.ADVISER):
            proposal = None
        to_act = self.to_act
        return ChouetteSessionView(
            name=name,
            names=self.names,
            role=role,
            single=self._named(ChouetteRole.SINGLE),
            partner=self._named(ChouetteRole.PARTNER),
            adviser=self._named(ChouetteRole.ADVISER),
            partie=partie if isinstance(partie, PartieView) else None,
            proposal=proposal,
            card=self.chouette.parties,
            balances_in_tens=self.chouette.balances_in_tens,
            to_act=to_act if isinstance(to_act, str) else None,
            legal=tuple(self.legal_actions(name)),
            talk=self.heard(name),
            is_over=self.is_terminal,
            settlement=self.settlement() if self.is_terminal else None,
        )

    def proposal_words(self, advice: Advise) -> Phrase:
        """The adviser's proposal in the words the partner chooses by ("Cy proposes: point of
        five in hearts, making 48."), said to the two of them."""
        view = self.game.view(PARTNER_SEAT) if self.game is not None else None
        label = lowered(action_label(view, advice.action))
        return Phrase.of("{0} {0:proposes/propose}: " + label + ".", advice.by)

    def settlement(self) -> tuple[int, ...]:
        """Each participant's money in pence at the session's stake (double for the single)."""
        return self.chouette.settlement(self.stake)

    def bouts(self) -> tuple[Bout, ...]:
        """Each partie played: the single player against the two who consult."""
        played = []
        for partie in self.chouette.parties:
            line_up = partie.line_up
            team = (self.names[line_up.partner], self.names[line_up.adviser])
            won = {ChouetteOutcome.SINGLE_WINS: 0, ChouetteOutcome.SINGLE_LOSES: 1}.get(
                partie.outcome
            )
            played.append(Bout(((self.names[line_up.single],), team), won))
        return tuple(played)

    def standings(self) -> tuple[Standing, ...]:
        """Each participant's balance on the card, in points (its tens times ten)."""
        balances = self.chouette.balances_in_tens
        return tuple(Standing(n, 10 * t) for n, t in zip(self.names, balances, strict=True))

    def render_settlement(self) -> str:
        """The card, then what each pays or receives.

        >>> session = ChouetteSession(("Ann", "Bob", "Cy"))
        >>> for said in session.render_settlement().splitlines()[-2].split(", "):
        ...     print(said)
        At ten shillings a hundred: Ann neither pays nor receives
        Bob neither pays nor receives
        Cy neither pays nor receives.
        """
        money = ", ".join(
            f"{name} {settled_words(pence)}"
            for name, pence in zip(self.names, self.settlement(), strict=True)
        )
        return (
            f"{self.chouette.render_card()}\nAt {self.stake.name}: {money}.\n"
            f"({self.settlement_rule()})"
        )

    def settlement_rule(self) -> str:
        """How the card's points become money: the seed's rule, and the house rule where it is
        silent (docs/piquet-settlement.md); said, so that a balance in tens does not seem to
        be paid at the wrong rate.

        >>> ChouetteSession(("Ann", "Bob", "Cy")).settlement_rule()[:48]
        'Points short of a whole 50 are not reckoned in w'
        """
        return (
            f"Points short of a whole {self.stake.step_points} are not reckoned in what a "
            "winner receives or a loser pays; what the odd points leave between them is "
            "shared by the losers."
        )

    # ------------------------------------------------------------------ steps

    def _check_chance(self, action: Chance) -> None:
        if self.to_act is not CHANCE:
            raise refuse(action, "no cut or shuffle is due")
        if self.chouette.line_up is None:
            if not isinstance(action.action, Cut):
                raise refuse(action, "the three must cut first")
            self.chouette.check(action.action)
        else:
            assert self.game is not None
            self.game.check(action.action)

    def _check_participant(self, action: object, name: str) -> None:
        if name not in self.names:
            raise refuse(action, f"{name} is not at this table")
        if self.chouette.line_up is None:
            raise refuse(action, "the three have not yet cut")

    def _start_partie(self) -> None:
        line_up = self.chouette.line_up
        assert line_up is not None
        seats = (self.names[line_up.single], self.names[line_up.partner])
        self.start_game(Partie(self.rules, choice=SINGLE_SEAT), seats)
        self.say(None, Phrase.of("{0} {0:has/have} the choice of deal.", seats[0]))

    def _after_partie(self) -> None:
        game = self.game
        if not isinstance(game, Partie) or game.result is None:
            return
        last = len(self.chouette.parties) + 1 >= self.parties
        self.chouette.apply(RecordPartie.from_result(game.result, single=SINGLE_SEAT, last=last))
        self.game = None
        if last:
            self.chouette.apply(Rise())
        self._copy_chouette_talk()
        if not self.is_terminal:
            self._start_partie()

    def _copy_chouette_talk(self) -> None:
        self.copy_book_talk(self.chouette.phrases)


def record_text(action: Any) -> str:
    """A session action as a record's move text."""
    if isinstance(action, Chance) and isinstance(action.action, Cut):
        return "cut " + " ".join(str(card) for card in action.action.cards)
    return str(action)


__all__ = ["ChouetteOutcome", "ChouetteSession", "ChouetteSessionView", "Cut"]
