"""Rooms on disk: SQLite in the server's data folder, so rooms survive a restart.

A room is stored as what made it: game, options, seed, settings, seats (with token digests,
never tokens) and its action log, one row per move. On start the server replays each log
through the core ``Match``, exactly as a save is replayed; a room whose log no longer replays
(the rules changed) is marked ``broken`` and left out, never half-loaded.

Writes happen in the event loop thread, one short statement per move (WAL mode, no fsync per
commit: a crash of the machine may lose the last moves, never corrupt the file).
"""

from __future__ import annotations

import functools
import json
import logging
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import games
from ..core import IllegalAction
from .journal import Journal, options_dict
from .room import LOBBY, OVER, PLAYING, Room, RoomSettings
from .seats import HUMAN
from .tables import Move

log = logging.getLogger("cardtui.net")

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
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
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    level TEXT,
    token_hash TEXT,
    stand_in INTEGER NOT NULL DEFAULT 0,
    left_match INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL,
    n INTEGER NOT NULL,
    round_no INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    by_bot INTEGER NOT NULL,
    PRIMARY KEY (code, n)
);
"""
VERSION = 1


def _logged(write: Callable[..., None]) -> Callable[..., None]:
    """A failed write (a full disk, a locked file) is logged, never raised: the move has been
    played and every seat must still hear of it; the room lives on in memory."""

    @functools.wraps(write)
    def safe(self: RoomStore, *args: Any) -> None:
        try:
            write(self, *args)
        except sqlite3.Error as exc:
            log.error("could not save to %s (%s): %s", self.path, write.__name__, exc)

    return safe


class RoomStore(Journal):
    """The journal of every room, in one SQLite file."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        found = self.db.execute("PRAGMA user_version").fetchone()[0]
        if found not in (0, VERSION):
            raise ValueError(
                f"{path} was written by a newer cardtui server (version {found}); "
                "use another --data-dir or a newer cardtui."
            )
        self.db.executescript(SCHEMA)
        self.db.execute(f"PRAGMA user_version = {VERSION}")

    def close(self) -> None:
        self.db.close()

    # -- the journal -----------------------------------------------------------------------------
    @_logged
    def created(self, room: Room) -> None:
        self.db.execute(
            "INSERT INTO rooms (code, game, rules_version, players, options, settings, seed,"
            " creator, status, round_no, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)",
            (
                room.code,
                room.spec.name,
                room.spec.rules_version,
                room.players,
                json.dumps(options_dict(room.options)),
                json.dumps(room.settings.to_dict()),
                room.seed,
                room.creator,
                room.status,
                time.time(),
            ),
        )
        self.seats_changed(room)

    @_logged
    def seats_changed(self, room: Room) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute(
                "UPDATE rooms SET creator = ? WHERE code = ?", (room.creator, room.code)
            )
            self.db.executemany(
                "INSERT OR REPLACE INTO seats (code, seat, kind, name, level, token_hash,"
                " stand_in, left_match) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (room.code, i, s.kind, s.name, s.level, s.token_hash, s.stand_in, s.left)
                    for i, s in enumerate(room.slots)
                ],
            )

    @_logged
    def started(self, room: Room) -> None:
        self._status(room)

    @_logged
    def moved(self, room: Room, seat: int, code: str, by_bot: bool) -> None:
        self.db.execute(
            "INSERT INTO moves (code, n, round_no, seat, action, by_bot) VALUES (?, ?, ?, ?, ?, ?)",
            (room.code, room.seq, room.match.round_no, seat, code, by_bot),
        )

    @_logged
    def dealt(self, room: Room) -> None:
        self._status(room)

    @_logged
    def closed(self, room: Room) -> None:
        self._status(room)

    def _status(self, room: Room) -> None:
        round_no = room.match.round_no if room.match is not None else 0
        self.db.execute(
            "UPDATE rooms SET status = ?, round_no = ? WHERE code = ?",
            (room.status, round_no, room.code),
        )

    @_logged
    def delete(self, code: str) -> None:
        with self.db:
            self.db.execute("BEGIN")
            for table in ("moves", "seats", "rooms"):
                self.db.execute(f"DELETE FROM {table} WHERE code = ?", (code,))

    # -- loading -----------------------------------------------------------------------------------
    def load(self, clock: Callable[[], float] = time.monotonic) -> list[Room]:
        """Every stored room that replays, as it was (players away until they come back)."""
        rooms = []
        rows = self.db.execute(
            "SELECT code, game, rules_version, players, options, settings, seed, creator,"
            " status, round_no FROM rooms WHERE status IN (?, ?, ?)",
            (LOBBY, PLAYING, OVER),
        ).fetchall()
        for row in rows:
            try:
                rooms.append(self._load(row, clock))
            except (ValueError, IllegalAction, KeyError, TypeError) as exc:
                log.warning("room %s does not replay (%s): left out", row[0], exc)
                self.db.execute("UPDATE rooms SET status = 'broken' WHERE code = ?", (row[0],))
        return rooms

    def _load(self, row: tuple, clock: Callable[[], float]) -> Room:
        code, game, version, players, options, settings, seed, creator, status, round_no = row
        spec = games.get(game)
        if version != spec.rules_version:
            raise ValueError(f"rules version {version}, now {spec.rules_version}")
        room = Room(
            code,
            spec,
            players,
            json.loads(options),
            seed=seed,
            settings=RoomSettings.from_dict(json.loads(settings)),
            creator=creator,
            journal=self,
            clock=clock,
        )
        now = clock()
        for seat, kind, name, level, digest, stand_in, left in self.db.execute(
            "SELECT seat, kind, name, level, token_hash, stand_in, left_match FROM seats"
            " WHERE code = ? ORDER BY seat",
            (code,),
        ):
            slot = room.slots[seat]
            slot.kind, slot.name, slot.level, slot.token_hash = kind, name, level, digest
            slot.stand_in, slot.left = bool(stand_in), bool(left)
            if kind == HUMAN:
                slot.away_since = now  # everyone is away until they come back
        if status != LOBBY:
            self._replay(room, round_no)
            room.status = status
        return room

    def _replay(self, room: Room, round_no: int) -> None:
        match = room.match = room.build_match()
        for n, move_round, seat, action, by_bot in self.db.execute(
            "SELECT n, round_no, seat, action, by_bot FROM moves WHERE code = ? ORDER BY n",
            (room.code,),
        ):
            while match.round_no < move_round:
                match.next_round()
                room.moves = []
            if match.state.current_player != seat:
                raise ValueError(f"move {n} was made by seat {seat} out of turn")
            room.moves.append(Move(seat, bool(by_bot), match.apply(action)))
            room.seq = n
        while match.round_no < round_no:
            match.next_round()
            room.moves = []
        if match.state.is_over:
            match.finish_round()
