"""Play again at a table of accounts: the next table is played on the finished one's terms —
rated if the finished one was, each seat's clock set as before, and each seat bound, as its
player sits (the first to ask at once, the other when he asks too: the game waits for him), to
the same account, so that it is listed among his games and "Your turn" on every device."""

from __future__ import annotations

from salon.web.play.timekeeper import Timekeeper
from salon.web.players.accounts import Accounts
from salon.web.players.seating import Seating
from salon.web.tables.table import Table


class RematchTerms:
    """The terms a finished table hands to the next (``salon.web.tables.rematch.Terms``)."""

    def __init__(self, seating: Seating, accounts: Accounts, keeper: Timekeeper) -> None:
        self.seating = seating
        self.accounts = accounts
        self.keeper = keeper

    def carry(self, finished: Table, table: Table) -> None:
        holders = self.seating.holders(finished.id)
        if not any(holder is not None for holder in holders):
            return  # guests and the computer: the next table is theirs by its secrets alone
        if self.seating.is_rated(finished.id):
            self.seating.make_rated(table)  # while the other seat is still open, as at a seek
        clocks = self.keeper.clocks(finished.id)
        if clocks:
            self.keeper.set_up(table.id, holders, clocks[0].control)

    def bind(self, finished: Table, table: Table, seat: int) -> str | None:
        holders = self.seating.holders(finished.id)
        holder = holders[seat] if seat < len(holders) else None
        account = self.accounts.by_id(holder) if holder is not None else None
        return None if account is None else self.seating.bind(table, seat, account)

    def token(self, table: Table, seat: int) -> str | None:
        holders = self.seating.holders(table.id)
        holder = holders[seat] if seat < len(holders) else None
        return None if holder is None else self.seating.keys.token(table.id, seat, holder)
