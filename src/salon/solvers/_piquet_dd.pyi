"""The compiled core of :mod:`salon.solvers.piquet_dd` (built from ``_piquet_dd.c``)."""

def solve(
    hand0: int,
    hand1: int,
    leader: int,
    lead: int,
    tricks0: int,
    tricks1: int,
    score0: int,
    score1: int,
    pique_open: bool,
    cards_counted: bool,
    last_trick_ten: bool,
    cards_toward_pique: bool,
    ruled: int = -1,
    unseen_by_ruled: int = 0,
    /,
) -> tuple[int, int, int]:
    """The value, the first best card's index (-1 with no cards) and the positions searched;
    the ruled hand plays by the rules of thumb."""

def solve_all(
    hand0: int,
    hand1: int,
    leader: int,
    lead: int,
    tricks0: int,
    tricks1: int,
    score0: int,
    score1: int,
    pique_open: bool,
    cards_counted: bool,
    last_trick_ten: bool,
    cards_toward_pique: bool,
    ruled: int = -1,
    unseen_by_ruled: int = 0,
    /,
) -> tuple[list[tuple[int, int]], int]:
    """The value after each playable card, as (index, value) in index order, and the count;
    the ruled hand plays by the rules of thumb (its one card, if it is the mover)."""
