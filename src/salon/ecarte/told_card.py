"""Games of Écarté played with real cards, as the scorer keeps them: the names, who dealt first,
the rules and each deal as told; written to and read from plain JSON (the terminal's saved card,
the web page's storage). Reading a card checks every deal again."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from salon.ecarte.rules import EcarteRules
from salon.ecarte.told import EcarteCard, EcarteDealTold

DEAL_FIELDS = (
    "tricks",
    "king_turned_up",
    "king_marked_by",
    "stood",
    "first_refused",
    "thrown_down",
    "claim_held",
    "king_void",
    "halved",
)
_FLAGS = ("king_turned_up", "stood", "first_refused", "claim_held", "king_void")
_SEATS = ("king_marked_by", "thrown_down", "halved")


@dataclass
class EcarteScorer:
    names: tuple[str, str]
    first_dealer: int
    rules: EcarteRules = field(default_factory=EcarteRules)
    deals: list[EcarteDealTold] = field(default_factory=list)

    @property
    def card(self) -> EcarteCard:
        card = EcarteCard(self.first_dealer, rules=self.rules)
        for told in self.deals:
            card = card.record(told)
        return card

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "ecarte",
            "names": list(self.names),
            "first_dealer": self.first_dealer,
            "rules": self.rules.to_text(),
            "deals": [ecarte_told_to_json(t) for t in self.deals],
        }


def ecarte_told_to_json(told: EcarteDealTold) -> dict[str, Any]:
    return {name: _plain(getattr(told, name)) for name in DEAL_FIELDS}


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def ecarte_told_from_json(deal: Any) -> EcarteDealTold:
    """A deal from its JSON; TypeError or ValueError says what is malformed."""
    if not isinstance(deal, dict) or set(deal) - set(DEAL_FIELDS):
        raise ValueError(f"a deal has only the fields {', '.join(DEAL_FIELDS)}")
    for name in _FLAGS:
        if not isinstance(deal.get(name, False), bool):
            raise TypeError(f"{name} is true or false")
    for name in _SEATS:
        if deal.get(name) not in (None, 0, 1) or isinstance(deal.get(name), bool):
            raise ValueError(f"{name} is 0, 1 or null")
    tricks = deal.get("tricks", [0, 0])
    if not isinstance(tricks, list) or len(tricks) != 2:
        raise ValueError("tricks are two numbers")
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in tricks):
        raise TypeError("tricks are two numbers")
    return EcarteDealTold(**{**deal, "tricks": (tricks[0], tricks[1])})


def ecarte_scorer_from_json(data: Any) -> EcarteScorer:
    """A card from its JSON, every deal checked again; :class:`ValueError` says what is wrong."""
    if not isinstance(data, dict) or data.get("game") != "ecarte":
        raise ValueError("not a scoring card of écarté")
    try:
        names = data["names"]
        if len(names) != 2 or not all(names) or names[0] == names[1]:
            raise ValueError("two players with different names")
        if data["first_dealer"] not in (0, 1):
            raise ValueError("the first dealer is one of the two players")
        scorer = EcarteScorer(
            names=(str(data["names"][0]), str(data["names"][1])),
            first_dealer=int(data["first_dealer"]),
            rules=EcarteRules.from_text(str(data.get("rules", "classic"))),
            deals=[ecarte_told_from_json(deal) for deal in data["deals"]],
        )
        scorer.card  # noqa: B018 -- counts and checks every deal
    except (KeyError, IndexError, TypeError, ValueError) as error:
        raise ValueError(f"not a scoring card salon can read ({error})") from None
    return scorer
