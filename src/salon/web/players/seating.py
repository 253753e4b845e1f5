"""Seats bound to accounts: a signed-in player's seat opens with a secret derived from the
server's key, the table and the account (itsdangerous signs it), so that every device
signed in to the account can take its seats up again; and rated tables."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from itsdangerous import Signer
from sqlalchemy import Connection, Engine, select, update

from salon.web.players.accounts import Account
from salon.web.players.results import RATED_GAMES, RATED_SESSIONS
from salon.web.server.store import games, seats
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table, TableError, hash_secret

MOST_ADOPTED = 30
"""The most seats a device hands to an account at once (the tables it remembers)."""

FINISHED_LATELY = timedelta(days=7)
"""How long a finished table's seat is still handed to its account's devices."""


@dataclass(frozen=True, slots=True)
class HeldSeat:
    table: str
    seat: int
    token: str


class SeatKeys:
    def __init__(self, key: str) -> None:
        self.signer = Signer(key, salt="seat", digest_method=hashlib.sha256)

    def token(self, table_id: str, seat: int, account_id: int) -> str:
        return self.signer.get_signature(f"{table_id}:{seat}:{account_id}").decode()


class Seating:
    def __init__(self, salon: Salon, keys: SeatKeys) -> None:
        self.salon = salon
        self.keys = keys
        self.engine: Engine = salon.store.engine

    def bind(self, table: Table, seat: int, account: Account) -> str | None:
        """Bind the seat to the account, and the secret that opens it from now on; None
        if another account holds it."""
        token = self.keys.token(table.id, seat, account.id)
        where = (seats.c.game_id == table.id) & (seats.c.seat == seat)

        def bound(conn: Connection) -> bool:
            holder = conn.execute(select(seats.c.account_id).where(where)).scalar_one_or_none()
            if holder is not None and holder != account.id:
                return False
            conn.execute(
                update(seats)
                .where(where)
                .values(account_id=account.id, token_hash=hash_secret(token))
            )
            return True

        with table.lock:
            # Through the store's writer, with the actions: SQLite admits one writer.
            if not self.salon.store.commits.call(bound):
                return None
            table.seats[seat].token_hash = hash_secret(token)
        return token

    def adopt(self, account: Account, held: list[HeldSeat]) -> list[HeldSeat]:
        """The seats this device held as a guest, proved by their secrets, now the
        account's; each with the secret that opens it now. Those not proved are left."""
        adopted = []
        for seat in held[:MOST_ADOPTED]:
            try:
                table = self.salon.authenticate(seat.table, seat.seat, seat.token)
            except TableError:
                continue
            token = self.bind(table, seat.seat, account)
            if token is not None:
                adopted.append(HeldSeat(table.id, seat.seat, token))
        return adopted

    def held(self, account: Account) -> list[HeldSeat]:
        """The account's seats at tables still in play, then at those finished lately (where
        he may play again or talk on), each with its secret."""
        lately = datetime.now(UTC) - FINISHED_LATELY
        query = (
            select(seats.c.game_id, seats.c.seat)
            .join(games, games.c.id == seats.c.game_id)
            .where(
                seats.c.account_id == account.id,
                games.c.finished.is_(None) | (games.c.finished >= lately),
            )
            .order_by(games.c.finished.is_not(None), games.c.created.desc())
            .limit(MOST_ADOPTED)
        )
        with self.engine.connect() as conn:
            rows = conn.execute(query).all()
        return [
            HeldSeat(row.game_id, row.seat, self.keys.token(row.game_id, row.seat, account.id))
            for row in rows
        ]

    def seats_of(self, account_id: int) -> list[tuple[str, int]]:
        query = select(seats.c.game_id, seats.c.seat).where(seats.c.account_id == account_id)
        with self.engine.connect() as conn:
            return [(row.game_id, row.seat) for row in conn.execute(query)]

    def make_rated(self, table: Table) -> None:
        game = table.adapter.name
        if game in RATED_SESSIONS:
            if any(seat.is_computer for seat in table.seats):
                raise TableError("a rated session is played by people only, not the computer")
        elif game not in RATED_GAMES or len(table.seats) != 2:
            raise TableError("a rated table is a two-seat table of Piquet or Écarté")
        elif not any(seat.is_open for seat in table.seats):
            raise TableError("a rated game is played between two people, not the computer")
        with self.engine.begin() as conn:
            conn.execute(update(games).where(games.c.id == table.id).values(rated=True))

    def is_rated(self, table_id: str) -> bool:
        query = select(games.c.rated).where(games.c.id == table_id)
        with self.engine.connect() as conn:
            return bool(conn.execute(query).scalar_one_or_none())

    def holders(self, table_id: str) -> list[int | None]:
        """The account bound to each seat of the table (None: a guest or the computer)."""
        query = select(seats.c.account_id).where(seats.c.game_id == table_id).order_by(seats.c.seat)
        with self.engine.connect() as conn:
            return list(conn.execute(query).scalars())
