"""A taken seek becomes a table: both seats bound to their players' accounts, rated if the
seek was, and each seat given its clock."""

from __future__ import annotations

from salon.web.play.clock import time_control
from salon.web.play.seeks import Seek, SeekBook
from salon.web.play.timekeeper import Timekeeper
from salon.web.players.accounts import Accounts
from salon.web.players.seating import Seating
from salon.web.tables.registry import Salon
from salon.web.tables.table import Opponent, Table, TableError


class Pairing:
    def __init__(
        self, salon: Salon, seating: Seating, accounts: Accounts, book: SeekBook, keeper: Timekeeper
    ) -> None:
        self.salon = salon
        self.seating = seating
        self.accounts = accounts
        self.book = book
        self.keeper = keeper

    def seat(self, seek: Seek) -> Table:
        """The table for a seek just taken: its player at seat 0, the taker at seat 1."""
        assert seek.taken_by is not None
        host = self.accounts.by_id(seek.account_id)
        guest = self.accounts.by_id(seek.taken_by)
        if host is None or guest is None or host.name is None or guest.name is None:
            raise TableError("that player's account is gone")
        offer = seek.offer
        made = self.salon.create(
            game=offer.game, rules=offer.rules, name=host.name, opponent=Opponent.FRIEND
        )
        table = made.table
        if offer.rated:
            self.seating.make_rated(table)
        self.keeper.set_up(table.id, [host.id, guest.id], time_control(offer.pace, offer.time))
        self.salon.join(table.id, invite=made.invite, name=guest.name)
        self.seating.bind(table, 0, host)
        self.seating.bind(table, 1, guest)
        self.book.seated(seek.id, table.id)
        return table
