"""A partie of Piquet played with real cards, as the scorer keeps it: the names, who dealt
first, the rules, and each deal as told; written to and read from plain JSON, so that a card
can be saved, carried and resumed (by the terminal's file or by the web page's storage).

Reading a card checks every deal again: a card that could not have happened is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from salon.cards import Rank
from salon.piquet.actions import Role
from salon.piquet.rules import PiquetRules
from salon.piquet.scorecard import ScoringCard
from salon.piquet.settlement import dealers_by_law_11
from salon.piquet.told import DealTold, PlayTold, PointTold, SequencesTold, SetsTold, count_told
from salon.piquet.told_short import Shorts, ShortTold


@dataclass
class PiquetScorer:
    """The partie as told so far: who deals first, the rules, and each deal told."""

    names: tuple[str, str]
    first_dealer: int
    rules: PiquetRules = field(default_factory=PiquetRules)
    deals: list[DealTold] = field(default_factory=list)
    out_of_turn: list[int] = field(default_factory=list)
    """The deals dealt out of turn and found after the cards were taken up (Law 11)."""

    @property
    def card(self) -> ScoringCard:
        points = tuple(self.seat_points())
        return ScoringCard(self.first_dealer, self.names, deals=points, dealers=self.dealers())

    def dealers(self, count: int = 0) -> tuple[int, ...]:
        """Who deals each deal written and the next (or the first ``count``), by Law 11."""
        last = self.rules.deals_per_partie - 1
        count = max(count, len(self.deals) + 1)
        return dealers_by_law_11(self.first_dealer, self.out_of_turn, count, last=last)

    def roles(self, index: int) -> tuple[int, int]:
        """The seats of elder and younger in the deal at this index."""
        dealer = self.dealers(index + 1)[index]
        return 1 - dealer, dealer

    def after(self, told: DealTold, *, out_of_turn: bool, again: bool = False) -> PiquetScorer:
        """The partie with ``told`` written as the next deal (or as the last again, Law 32),
        dealt out of turn and standing when the umpire so ruled (Law 11); the card checks the
        partie as a whole (:class:`PartieError` says why it cannot be)."""
        deals = self.deals[:-1] if again else list(self.deals)
        late = [i for i in self.out_of_turn if i < len(deals)]
        if out_of_turn:
            late.append(len(deals))
        after = replace(self, deals=[*deals, told], out_of_turn=late)
        after.card  # noqa: B018 -- the card checks the partie as a whole
        return after

    def next_roles(self, *, out_of_turn: bool) -> tuple[int, int]:
        """The seats of elder and younger in the next deal, dealt out of turn or not."""
        index = len(self.deals)
        late = [*self.out_of_turn, index] if out_of_turn else self.out_of_turn
        return replace(self, out_of_turn=late).roles(index)

    def seat_points(self) -> list[tuple[int, int]]:
        points = []
        for index, told in enumerate(self.deals):
            elder_seat, _ = self.roles(index)
            elder, younger = count_told(told, self.rules).points
            points.append((elder, younger) if elder_seat == 0 else (younger, elder))
        return points

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "piquet",
            "names": list(self.names),
            "first_dealer": self.first_dealer,
            "rules": self.rules.to_text(),
            "deals": [told_to_json(t) for t in self.deals],
            "out_of_turn": list(self.out_of_turn),
        }


def told_to_json(told: DealTold) -> dict[str, Any]:
    def role(r: Role | None) -> int | None:
        return None if r is None else int(r)

    return {
        "carte_blanche": list(told.carte_blanche),
        "point": [role(told.point.scorer), told.point.cards, told.point.making],
        "sequences": [role(told.sequences.scorer), list(told.sequences.lengths)],
        "sets": [role(told.sets.scorer), [[int(r), n] for r, n in told.sets.sets]],
        "play": [list(told.play.points), list(told.play.tricks)],
        "elder_thirty_first": told.elder_thirty_first,
        "reckons_nothing": role(told.reckons_nothing),
        "short": [[int(short.hand), short.without] for short in told.short],
    }


def told_from_json(data: dict[str, Any]) -> DealTold:
    """A deal from its JSON; KeyError, IndexError, TypeError or ValueError when malformed."""

    def role(value: Any) -> Role | None:
        return None if value is None else Role(int(value))

    def flag(value: Any) -> bool | None:
        if value is not None and not isinstance(value, bool):
            raise TypeError(f"expected true, false or null, not {value!r}")
        return value

    point, sequences, sets, play = data["point"], data["sequences"], data["sets"], data["play"]
    making = None if point[2] is None else int(point[2])
    return DealTold(
        carte_blanche=(bool(data["carte_blanche"][0]), bool(data["carte_blanche"][1])),
        point=PointTold(role(point[0]), int(point[1]), making),
        sequences=SequencesTold(role(sequences[0]), tuple(int(n) for n in sequences[1])),
        sets=SetsTold(role(sets[0]), tuple((Rank(int(r)), int(n)) for r, n in sets[1])),
        play=PlayTold((int(play[0][0]), int(play[0][1])), (int(play[1][0]), int(play[1][1]))),
        elder_thirty_first=flag(data.get("elder_thirty_first")),
        reckons_nothing=role(data.get("reckons_nothing")),
        short=shorts_from_json(data.get("short")),
    )


def shorts_from_json(value: Any) -> Shorts:
    """The hands told short (Laws 14, 17, 29): ``[[hand, without], ...]``; older cards have
    none, or one hand as ``[hand, without]``."""
    if not value:
        return ()
    pairs = [value] if isinstance(value[0], int) else value
    return tuple(ShortTold(Role(int(hand)), int(without)) for hand, without in pairs)


def scorer_from_json(data: Any) -> PiquetScorer:
    """A card from its JSON, every deal checked again; :class:`ValueError` says what is wrong."""
    if not isinstance(data, dict) or data.get("game", "piquet") != "piquet":
        raise ValueError("not a scoring card of piquet")
    try:
        scorer = PiquetScorer(
            names=(str(data["names"][0]), str(data["names"][1])),
            first_dealer=int(data["first_dealer"]),
            rules=PiquetRules.from_text(str(data.get("rules", "rubicon"))),
            deals=[told_from_json(d) for d in data["deals"]],
            out_of_turn=[int(i) for i in data.get("out_of_turn", [])],
        )
        if any(not 0 <= i <= len(scorer.deals) for i in scorer.out_of_turn):
            raise ValueError("a deal out of turn is one of the deals on the card, or the next")
        if len(data["names"]) != 2 or scorer.first_dealer not in (0, 1):
            raise ValueError("two players, and the first dealer one of them")
        scorer.card  # noqa: B018 -- counts and checks every deal
    except (KeyError, IndexError, TypeError, ValueError) as error:
        raise ValueError(f"not a scoring card salon can read ({error})") from None
    return scorer
