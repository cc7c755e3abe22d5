"""The embedded store: one SQLite file in the server's data folder, for one server.

WAL mode, no fsync per commit: a crash of the machine may lose the last moves, never corrupt
the file. One server owns the file, so its leases are always its own (kept in the ``leases``
table like PostgreSQL's, for the same interface) and writes are not fenced. A failed write (a
full disk, a locked file) is logged, never raised: the move has been played and every seat
must still hear of it; the room lives on in memory.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .lease import Owner
from .store import VERSION, RoomStore, Step, newer_schema

log = logging.getLogger("cardtui.net")

# The schema, one list of statements per version; a file at version N gets N+1.. applied.
# Version 1 files (cardtui 0.1: no schema_version table, PRAGMA user_version = 1) migrate too.
MIGRATIONS: dict[int, list[str]] = {
    1: [
        """CREATE TABLE IF NOT EXISTS rooms (
            code TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            rules_version INTEGER NOT NULL,
            players INTEGER NOT NULL,
            options TEXT NOT NULL,
            settings TEXT NOT NULL,
            seed INTEGER NOT NULL,
            creator INTEGER NOT NULL,
            status TEXT NOT NULL,
            round_no INTEGER NOT NULL DEFAULT 0,
            created REAL NOT NULL
        )""",
        """CREATE TABLE IF NOT EXISTS seats (
            code TEXT NOT NULL,
            seat INTEGER NOT NULL,
            kind TEXT NOT NULL,
            name TEXT NOT NULL,
            level TEXT,
            token_hash TEXT,
            stand_in INTEGER NOT NULL DEFAULT 0,
            left_match INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (code, seat)
        )""",
        """CREATE TABLE IF NOT EXISTS moves (
            code TEXT NOT NULL,
            n INTEGER NOT NULL,
            round_no INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            by_bot INTEGER NOT NULL,
            PRIMARY KEY (code, n)
        )""",
    ],
    2: [
        """CREATE TABLE leases (
            code TEXT PRIMARY KEY,
            owner TEXT NOT NULL,
            address TEXT NOT NULL,
            generation INTEGER NOT NULL,
            expires REAL NOT NULL
        )""",
    ],
}
assert max(MIGRATIONS) == VERSION

CLAIM = (
    "INSERT INTO leases (code, owner, address, generation, expires) VALUES (?, ?, ?, 1, ?)"
    " ON CONFLICT (code) DO UPDATE SET generation = leases.generation"
    " + (leases.owner != excluded.owner), owner = excluded.owner,"
    " address = excluded.address, expires = excluded.expires RETURNING generation"
)


class SQLiteStore(RoomStore):
    """The journal of every room, in one SQLite file."""

    def __init__(self, path: Path, server_id: str, address: str = "", ttl: float = 15.0) -> None:
        super().__init__(server_id, address, ttl)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.where = str(path)
        self.db = sqlite3.connect(path, isolation_level=None)
        try:
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self._migrate()
        except BaseException:
            self.db.close()
            raise

    def _migrate(self) -> None:
        db = self.db
        with db:
            db.execute("BEGIN IMMEDIATE")  # one server migrates, another waits for it
            db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = db.execute("SELECT version FROM schema_version").fetchone()
            # before schema_version (version 1), PRAGMA user_version held it (0: a new file)
            found = row[0] if row else db.execute("PRAGMA user_version").fetchone()[0]
            if found > VERSION:
                raise newer_schema(self.where, found)
            for version in range(found + 1, VERSION + 1):
                for statement in MIGRATIONS[version]:
                    db.execute(statement)
            if found < VERSION:
                log.info("rooms file %s: schema version %d -> %d", self.path, found, VERSION)
            db.execute("DELETE FROM schema_version")
            db.execute("INSERT INTO schema_version (version) VALUES (?)", (VERSION,))
            # an older cardtui reads this one and refuses the file with its own sentence
            db.execute(f"PRAGMA user_version = {VERSION}")

    def close(self) -> None:
        self.db.close()

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        return self.db.execute(sql, params).fetchall()

    def _write(self, code: str, steps: list[Step]) -> None:
        try:
            if len(steps) == 1:
                self.db.execute(*steps[0])
                return
            with self.db:
                self.db.execute("BEGIN")
                for sql, params in steps:
                    self.db.execute(sql, params)
        except sqlite3.Error as exc:
            log.error("could not save to %s (room %s): %s", self.path, code, exc)

    def _insert_room(self, code: str, row: Step, steps: list[Step]) -> bool:
        try:
            with self.db:
                self.db.execute("BEGIN")
                self.db.execute(*row)
                self.generations[code] = self._claim(code, self.server_id, self.address)
                for sql, params in steps:
                    self.db.execute(sql, params)
        except sqlite3.IntegrityError:
            return False  # a stored room (a broken one) has this code
        except sqlite3.Error as exc:
            log.error("could not save to %s (room %s): %s", self.path, code, exc)
        return True

    # -- leases: one server, always its own ------------------------------------------------------
    def _claim(self, code: str, server_id: str, address: str) -> int:
        expires = time.time() + self.ttl
        return self.db.execute(CLAIM, (code, server_id, address, expires)).fetchone()[0]

    def claim(
        self,
        code: str,
        server_id: str | None = None,
        address: str | None = None,
        ttl: float | None = None,
    ) -> int | None:
        server_id = server_id or self.server_id
        try:
            generation = self._claim(code, server_id, address or self.address)
        except sqlite3.Error as exc:
            log.error("could not save to %s (room %s): %s", self.path, code, exc)
            generation = self.generations.get(code, 1)
        if server_id == self.server_id:
            self.generations[code] = generation
        return generation

    def renew(self, server_id: str | None = None, ttl: float | None = None) -> set[str]:
        return set()  # nobody else can take a lease from this file

    def owner(self, code: str) -> Owner | None:
        rows = self._query(
            "SELECT owner, address, expires FROM leases WHERE code = ? AND expires > ?",
            (code, time.time()),
        )
        if not rows:
            return None
        owner, address, expires = rows[0]
        return Owner(owner, address, expires - time.time())

    def release(self, code: str, server_id: str | None = None) -> None:
        self.generations.pop(code, None)
        try:
            self.db.execute(
                "UPDATE leases SET expires = ? WHERE code = ? AND owner = ?",
                (time.time(), code, server_id or self.server_id),
            )
        except sqlite3.Error as exc:
            log.error("could not save to %s (room %s): %s", self.path, code, exc)
