"""The chouette card of three playing Piquet with a real pack: the cut's places, each partie's
result, and the rise, kept as plain data and reckoned again by :class:`Chouette` whenever it is
read (the card in tens, the rotation of the parts, the settlement at a stake with the single
player's double stakes: piquet-description-and-example.txt, "Chouette piquet"). The terminal
(``salon score chouette``) and the web scorer (``/score``) both keep this card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from salon.cards import parse_cards
from salon.piquet.chouette import Chouette, ChouetteOutcome, Cut, RecordPartie, Rise
from salon.piquet.rules import PiquetRules
from salon.piquet.settlement import PartieResult
from salon.piquet.stakes import Stake, format_money
from salon.piquet.told_card import PiquetScorer, scorer_from_json

CUT_CARDS = ("AS", "9H", "7C")
"""Stand-ins for the cut: the highest, the middle and the lowest card."""
DEFAULT_STAKE = Stake.per_hundred(120)
"""Ten shillings a hundred, fractions of fifty not counting: the classic description's rate."""


@dataclass
class ChouetteScorer:
    names: tuple[str, str, str]
    single: int
    adviser: int
    parties: list[tuple[str, int]] = field(default_factory=list)
    """Each partie as (outcome for the single player: wins, loses or draws; points won)."""
    risen: bool = False
    playing: PiquetScorer | None = None
    """The partie in play told deal by deal, the single player seat 0 and his adversary 1."""
    finished: PiquetScorer | None = None
    """The last partie told deal by deal, while its last deal may be told again (Law 32)."""

    @property
    def chouette(self) -> Chouette:
        chouette = Chouette(self.names)
        cards = [""] * 3
        partner = 3 - self.single - self.adviser
        for seat, card in zip((self.single, partner, self.adviser), CUT_CARDS, strict=True):
            cards[seat] = card
        cut = parse_cards(" ".join(cards))
        chouette.apply(Cut((cut[0], cut[1], cut[2])))
        for outcome, points in self.parties:
            chouette.apply(RecordPartie(ChouetteOutcome(outcome), points))
        if self.risen:
            chouette.apply(Rise())
        return chouette

    def record(self, result: PartieResult) -> None:
        """A partie's result, seats 0 the single player and 1 his adversary; checked by the
        chouette before it is written (:class:`ValueError` says why not)."""
        if self.risen:
            raise ValueError("the players have risen: no more parties")
        record = RecordPartie.from_result(result, single=0)
        self.chouette.check(record)
        self.parties.append((record.outcome.value, record.points))

    def record_told(self, result: PartieResult) -> None:
        """A partie's result told in a word, in place of its deals; :class:`ValueError` says
        why it cannot be."""
        if self.playing is not None and self.playing.deals:
            raise ValueError("this partie is told deal by deal: its deals say who won it")
        self.record(result)
        self.playing = self.finished = None

    def begin(self, first_dealer: int, rules: PiquetRules | None = None) -> None:
        """The next partie is to be told deal by deal; ``first_dealer`` 0 the single player,
        1 his adversary."""
        line_up = self.chouette.line_up
        if self.risen or line_up is None:
            raise ValueError("the players have risen: no more parties")
        if self.playing is not None:
            raise ValueError("this partie is already being told deal by deal")
        if first_dealer not in (0, 1):
            raise ValueError("the first dealer is one of the two playing")
        names = (self.names[line_up.single], self.names[line_up.partner])
        self.playing = PiquetScorer(names, first_dealer, rules or PiquetRules())

    def partie_told(self, *, again: bool) -> PiquetScorer:
        """The partie a deal is told to: the one in play, or, to tell its last deal again, the
        one just finished while no deal of the next is written (Law 32)."""
        if self.playing is not None and (self.playing.deals or not again):
            return self.playing
        if again and self.finished is not None and not self.risen:
            return self.finished
        if again:
            raise ValueError("no deal has been written yet to tell again")
        raise ValueError("say who deals first in this partie")

    def write(self, after: PiquetScorer, *, again: bool) -> None:
        """The partie told, one more deal written (or its last told again) and checked by the
        Piquet scorer; once over, its result goes on the chouette card."""
        if again and (self.playing is None or not self.playing.deals):
            self.parties.pop()  # the partie's result goes with its last deal, told again
        self.playing, self.finished = after, None
        result = after.card.result
        if result is not None:
            self.record(result)
            self.playing, self.finished = None, after

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "chouette",
            "names": list(self.names),
            "single": self.single,
            "adviser": self.adviser,
            "parties": [list(p) for p in self.parties],
            "risen": self.risen,
            "playing": None if self.playing is None else self.playing.to_json(),
            "finished": None if self.finished is None else self.finished.to_json(),
        }


def chouette_scorer(names: tuple[str, ...], single: int, adviser: int) -> ChouetteScorer:
    """A new card from the cut: who cut highest (plays alone) and lowest (advises)."""
    if len(names) != 3 or len(set(names)) != 3 or not all(names):
        raise ValueError("a chouette needs three players with different names")
    if not (0 <= single < 3 and 0 <= adviser < 3) or single == adviser:
        raise ValueError("the highest and the lowest cut are two different players")
    return ChouetteScorer((names[0], names[1], names[2]), single, adviser)


def load_chouette(data: dict[str, Any]) -> ChouetteScorer:
    """A saved card, every partie checked again; :class:`ValueError` says what is wrong."""
    try:
        names = data["names"]
        scorer = chouette_scorer(
            (str(names[0]), str(names[1]), str(names[2])),
            int(data["single"]),
            int(data["adviser"]),
        )
        scorer.parties = [(str(o), int(p)) for o, p in data["parties"]]
        scorer.risen = bool(data.get("risen", False))
        scorer.chouette  # noqa: B018 -- checks the cut and every partie
        _read_parties_told(scorer, data)
    except (KeyError, IndexError, TypeError) as error:
        raise ValueError(f"is not a chouette card salon can read ({error})") from None
    return scorer


def _read_parties_told(scorer: ChouetteScorer, data: dict[str, Any]) -> None:
    """The partie in play and the one just finished, each checked against the card: between
    the single player and his adversary of the time, the finished one giving the last result."""
    for key in ("playing", "finished"):
        if data.get(key) is not None:
            setattr(scorer, key, scorer_from_json(data[key]))
    playing, finished = scorer.playing, scorer.finished
    if playing is not None:
        line_up = scorer.chouette.line_up
        if line_up is None or playing.card.result is not None:
            raise ValueError("a partie is in play only while the players sit, and is not over")
        if playing.names != (scorer.names[line_up.single], scorer.names[line_up.partner]):
            raise ValueError("the partie in play is between the single player and his adversary")
    if finished is not None:
        result = finished.card.result
        if not scorer.parties or result is None or (playing is not None and playing.deals):
            raise ValueError("a finished partie is kept beside its result only")
        record = RecordPartie.from_result(result, single=0)
        if scorer.parties[-1] != (record.outcome.value, record.points):
            raise ValueError("the finished partie's deals do not give its result")
        before = ChouetteScorer(scorer.names, scorer.single, scorer.adviser, scorer.parties[:-1])
        line_up = before.chouette.line_up
        assert line_up is not None  # a partie was recorded after it
        if finished.names != (scorer.names[line_up.single], scorer.names[line_up.partner]):
            raise ValueError("the finished partie was between the single player and his adversary")


def result_of(winner: int | None, points: int) -> PartieResult:
    """A partie's result told in a word: the winner (0 the single player, 1 his adversary, None
    drawn) and the points he won."""
    if winner is None:
        return PartieResult(None, (100, 100), False, 0)
    if points < LEAST_WON:
        raise ValueError(f"a partie won is worth at least {LEAST_WON}: {WHAT_IS_WON}")
    return PartieResult(winner, (points, 0) if winner == 0 else (0, points), False, points)


LEAST_WON: Final = 101
"""The least a partie won can be worth: a difference of one and the hundred for the game."""

WHAT_IS_WON: Final = (
    "the difference between the scores and the hundred for the game, or, the loser "
    "rubiconed, both scores and the hundred"
)
"""What a partie's winner wins (piquet-encyclopedia-1902-with-laws.txt, the rubicon)."""


def settlement_lines(scorer: ChouetteScorer, stake: Stake = DEFAULT_STAKE) -> list[str]:
    """What each player wins or loses at ``stake``, with his balance in points."""
    chouette = scorer.chouette
    money = chouette.settlement(stake)
    lines = []
    for name, pence, tens in zip(scorer.names, money, chouette.balances_in_tens, strict=True):
        verb = "wins" if pence > 0 else "loses" if pence < 0 else "is even"
        amount = f" {format_money(abs(pence))}" if pence else ""
        lines.append(f"{name} {verb}{amount} ({tens * 10:+} points).")
    return lines
