"""The shared store: PostgreSQL (psycopg 3), which several servers may use at once.

Rooms, seats and moves as in SQLite, plus the leases (:mod:`.lease`) that say which server
plays each room; lease times are the database's (``now()``). Every write for a room is one
transaction that first locks the room's lease row (``FOR SHARE``) and checks it is still this
server's at the generation it took: a claim by another server waits for that transaction, and
a write after such a claim finds the lease changed and raises :class:`Fenced`. A write that
fails for any other reason (the database is unreachable) raises :class:`Fenced` too: a move
that is not stored must not be shown, and the room is better replayed by whoever can store it.

The connection is synchronous, used from the event loop thread like SQLite's: a write is a
few local round trips, well under a millisecond.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import psycopg

from ..i18n import _
from .config import shown_database
from .lease import Fenced, Owner
from .store import VERSION, RoomStore, Step, newer_schema

if TYPE_CHECKING:
    from .room import Room

log = logging.getLogger("cardtui.net")
MIGRATION_LOCK = 0x63617264  # pg_advisory_xact_lock key: one server migrates at a time

MIGRATIONS: dict[int, list[str]] = {
    1: [
        """CREATE TABLE rooms (
            code TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            rules_version INTEGER NOT NULL,
            players INTEGER NOT NULL,
            options TEXT NOT NULL,
            settings TEXT NOT NULL,
            seed BIGINT NOT NULL,
            creator INTEGER NOT NULL,
            status TEXT NOT NULL,
            round_no INTEGER NOT NULL DEFAULT 0,
            created DOUBLE PRECISION NOT NULL
        )""",
        """CREATE TABLE seats (
            code TEXT NOT NULL,
            seat INTEGER NOT NULL,
            kind TEXT NOT NULL,
            name TEXT NOT NULL,
            level TEXT,
            token_hash TEXT,
            stand_in BOOLEAN NOT NULL DEFAULT FALSE,
            left_match BOOLEAN NOT NULL DEFAULT FALSE,
            PRIMARY KEY (code, seat)
        )""",
        """CREATE TABLE moves (
            code TEXT NOT NULL,
            n INTEGER NOT NULL,
            round_no INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            by_bot BOOLEAN NOT NULL,
            PRIMARY KEY (code, n)
        )""",
    ],
    2: [
        """CREATE TABLE leases (
            code TEXT PRIMARY KEY,
            owner TEXT NOT NULL,
            address TEXT NOT NULL,
            generation BIGINT NOT NULL,
            expires TIMESTAMPTZ NOT NULL
        )""",
    ],
}
assert max(MIGRATIONS) == VERSION

# Taken when free, expired or ours; a new owner bumps the generation. No row: someone else's.
CLAIM = """
INSERT INTO leases (code, owner, address, generation, expires)
VALUES (%s, %s, %s, 1, now() + make_interval(secs => %s))
ON CONFLICT (code) DO UPDATE SET
    generation = leases.generation + (leases.owner <> excluded.owner)::int,
    owner = excluded.owner, address = excluded.address, expires = excluded.expires
WHERE leases.owner = excluded.owner OR leases.expires <= now()
RETURNING generation
"""
FENCE = (
    "SELECT 1 FROM leases WHERE code = %s AND owner = %s AND generation = %s"
    " AND expires > now() FOR SHARE"
)

MOVE = (
    "INSERT INTO moves (code, n, round_no, seat, action, by_bot)"
    " SELECT %s, %s, %s, %s, %s, %s FROM leases WHERE code = %s AND owner = %s"
    " AND generation = %s AND expires > now() FOR SHARE"
)


@functools.lru_cache(maxsize=64)
def _pg(sql: str) -> str:
    """The shared SQL's ``?`` parameters in psycopg's style."""
    return sql.replace("?", "%s")


class _Taken(Exception):
    """The new room's code is taken: roll its transaction back."""


class PostgresStore(RoomStore):
    """The journal of every room, and their leases, in PostgreSQL."""

    leased = True

    def __init__(self, url: str, server_id: str, address: str = "", ttl: float = 15.0) -> None:
        super().__init__(server_id, address, ttl)
        self.url = url
        self.where = shown_database(url)
        try:
            self.db = self._connect()
        except psycopg.Error as exc:
            # Translators: {reason} is the database's own words
            text = _("Cannot reach the database {where}: {reason}")
            raise ValueError(text.format(where=self.where, reason=str(exc).strip())) from None
        try:
            self._migrate()
        except BaseException:
            self.db.close()
            raise

    def _connect(self) -> psycopg.Connection:
        db = psycopg.connect(self.url, autocommit=True, application_name="cardtui host")
        # As SQLite's synchronous=NORMAL: a commit does not wait for its WAL flush (else each
        # move waits for a disk flush, with the event loop). A crash of the database machine
        # may lose the last moves, never mix rooms up: a lost claim only fences its server.
        db.execute("SET synchronous_commit = off")
        # A server paused or lost inside a transaction would keep its room's lease row locked,
        # and the server taking the room over would wait on it: the database ends such a
        # session after a lease's time (a room write takes well under a millisecond).
        idle = max(1000, int(self.ttl * 1000))
        db.execute(f"SET idle_in_transaction_session_timeout = {idle}")
        return db

    def _migrate(self) -> None:
        db = self.db
        with db.transaction():
            db.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = db.execute("SELECT version FROM schema_version").fetchone()
            found = row[0] if row else 0
            if found > VERSION:
                raise newer_schema(self.where, found)
            for version in range(found + 1, VERSION + 1):
                for statement in MIGRATIONS[version]:
                    db.execute(statement)
            if found < VERSION:
                log.info("database %s: schema version %d -> %d", self.where, found, VERSION)
                db.execute("DELETE FROM schema_version")
                db.execute("INSERT INTO schema_version (version) VALUES (%s)", (VERSION,))

    def close(self) -> None:
        self.db.close()

    def _ready(self) -> psycopg.Connection:
        """The connection, opened again after the database went away and came back."""
        if self.db.closed or self.db.broken:
            self.db = self._connect()
        return self.db

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        cur = self._ready().execute(_pg(sql), params)
        return cur.fetchall() if cur.description is not None else []

    def _write(self, code: str, steps: list[Step]) -> None:
        generation = self.generations.get(code)
        if generation is None:
            raise Fenced(code, "this server holds no lease for it")
        try:
            db = self._ready()
            with db.transaction():
                if db.execute(FENCE, (code, self.server_id, generation)).fetchone() is None:
                    raise Fenced(code)
                for sql, params in steps:
                    db.execute(_pg(sql), params)
        except psycopg.Error as exc:
            log.error("could not save to %s (room %s): %s", self.where, code, exc)
            raise Fenced(code, f"the database failed ({exc})") from exc
        except Fenced:
            self.generations.pop(code, None)
            raise

    def moved(self, room: Room, seat: int, code: str, by_bot: bool) -> None:
        """The hot path, one statement (one round trip): the move is inserted only from the
        room's lease row, locked as in :meth:`_write`; no row inserted means fenced."""
        generation = self.generations.get(room.code)
        if generation is None:
            raise Fenced(room.code, "this server holds no lease for it")
        move = (room.code, room.seq, room.match.round_no, seat, code, by_bot)
        try:
            inserted = self._ready().execute(MOVE, (*move, room.code, self.server_id, generation))
        except psycopg.Error as exc:
            log.error("could not save to %s (room %s): %s", self.where, room.code, exc)
            raise Fenced(room.code, f"the database failed ({exc})") from exc
        if inserted.rowcount != 1:
            self.generations.pop(room.code, None)
            raise Fenced(room.code)

    def _insert_room(self, code: str, row: Step, steps: list[Step]) -> bool:
        try:
            db = self._ready()
            with db.transaction():
                if db.execute(_pg(row[0]) + " ON CONFLICT DO NOTHING", row[1]).rowcount != 1:
                    raise _Taken
                taken = db.execute(CLAIM, (code, self.server_id, self.address, self.ttl))
                generation = taken.fetchone()
                if generation is None:  # a live lease on a code without a room: let it be
                    raise _Taken
                for sql, params in steps:
                    db.execute(_pg(sql), params)
        except _Taken:
            return False
        except psycopg.Error as exc:
            log.error("could not save to %s (room %s): %s", self.where, code, exc)
            raise Fenced(code, f"the database failed ({exc})") from exc
        self.generations[code] = generation[0]
        return True

    # -- leases --------------------------------------------------------------------------------
    def claim(
        self,
        code: str,
        server_id: str | None = None,
        address: str | None = None,
        ttl: float | None = None,
    ) -> int | None:
        server_id = server_id or self.server_id
        params = (code, server_id, address or self.address, ttl or self.ttl)
        rows = self._query(CLAIM, params)
        generation = rows[0][0] if rows else None
        if server_id == self.server_id:
            if generation is None:
                self.generations.pop(code, None)
            else:
                self.generations[code] = generation
        return generation

    def renew(self, server_id: str | None = None, ttl: float | None = None) -> set[str]:
        server_id = server_id or self.server_id
        held = dict(self.generations) if server_id == self.server_id else {}
        if not held:
            return set()
        rows = self._query(
            "UPDATE leases SET expires = now() + make_interval(secs => %s), address = %s"
            " WHERE owner = %s AND code = ANY(%s) RETURNING code, generation",
            (ttl or self.ttl, self.address, server_id, list(held)),
        )
        kept = dict(rows)
        lost = {code for code, generation in held.items() if kept.get(code) != generation}
        for code in lost:
            self.generations.pop(code, None)
        return lost

    def owner(self, code: str) -> Owner | None:
        rows = self._query(
            "SELECT owner, address, EXTRACT(EPOCH FROM expires - now())::float8 FROM leases"
            " WHERE code = %s AND expires > now()",
            (code,),
        )
        return Owner(*rows[0]) if rows else None

    def release(self, code: str, server_id: str | None = None) -> None:
        self.generations.pop(code, None)
        try:
            self._query(
                "UPDATE leases SET expires = now() WHERE code = %s AND owner = %s",
                (code, server_id or self.server_id),
            )
        except psycopg.Error as exc:  # it expires by itself
            log.warning("could not give back the lease of room %s: %s", code, exc)
