"""Rooms in a database, so rooms survive a restart (and, with PostgreSQL, move between servers).

A room is stored as what made it: game, options, seed, settings, seats (with token digests,
never tokens) and its action log, one row per move. A server replays each log through the core
``Match``, exactly as a save is replayed; a room whose log no longer replays (the rules changed)
is marked ``broken`` and left out, never half-loaded.

This module is the part both backends share (the SQL is written once, with ``?`` parameters);
:mod:`.store_sqlite` (the embedded default: one file, one server) and :mod:`.store_pg`
(PostgreSQL, shared by several servers) give the connection, the transactions, the schema's
migrations and the leases (:mod:`.lease`). :func:`open_store` picks one from ``--database``.

Writes happen in the event loop thread, one short transaction per change.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .. import games
from ..core import IllegalAction
from ..i18n import _, number
from .journal import Journal, options_dict
from .lease import DEFAULT_TTL, Owner
from .room import LOBBY, OVER, PLAYING, Room, RoomSettings
from .seats import HUMAN
from .tables import Move

log = logging.getLogger("cardtui.net")

VERSION = 2  # the schema this code writes: 1 rooms, seats, moves; 2 leases (and schema_version)
Step = tuple[str, Sequence[Any]]  # one statement and its parameters

ROOM_COLUMNS = "code, game, rules_version, players, options, settings, seed, creator, status"
SEAT_UPSERT = (
    "INSERT INTO seats (code, seat, kind, name, level, token_hash, stand_in, left_match)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code, seat) DO UPDATE SET"
    " kind = excluded.kind, name = excluded.name, level = excluded.level,"
    " token_hash = excluded.token_hash, stand_in = excluded.stand_in,"
    " left_match = excluded.left_match"
)


def newer_schema(where: str, found: int) -> ValueError:
    return ValueError(
        _(
            "The rooms in {where} were written by a newer cardtui server (schema version "
            "{found}, this one knows up to {known}): use a newer cardtui, or another database."
        ).format(where=where, found=number(found), known=number(VERSION))
    )


class RoomStore(Journal):
    """The journal of every room, in a database; the backend-neutral part."""

    leased = False  # do leases need renewing (several servers may share the database)?

    def __init__(self, server_id: str, address: str = "", ttl: float = DEFAULT_TTL) -> None:
        self.server_id = server_id
        self.address = address  # where players reach this server (told to other servers)
        self.ttl = ttl
        self.generations: dict[str, int] = {}  # the leases this server holds

    # -- what a backend gives -----------------------------------------------------------------
    where = "?"  # the database, as the host reads it (a file, a URL without its password)

    def close(self) -> None:
        raise NotImplementedError

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        """Rows of one statement (none for a statement without), outside any fenced write."""
        raise NotImplementedError

    def _write(self, code: str, steps: list[Step]) -> None:
        """Run ``steps`` in one transaction, fenced by the room's lease (:class:`Fenced`)."""
        raise NotImplementedError

    def _insert_room(self, code: str, row: Step, steps: list[Step]) -> bool:
        """Insert a new room's row, take its lease and run ``steps``, in one transaction;
        False (nothing written) when the code is taken (by a room of another server)."""
        raise NotImplementedError

    def claim(
        self,
        code: str,
        server_id: str | None = None,
        address: str | None = None,
        ttl: float | None = None,
    ) -> int | None:
        """Take the room's lease if it is free, expired or this server's already; returns the
        generation this server holds, or None while another server's lease is live."""
        raise NotImplementedError

    def renew(self, server_id: str | None = None, ttl: float | None = None) -> set[str]:
        """Extend every lease this server holds; returns the codes it no longer holds."""
        raise NotImplementedError

    def owner(self, code: str) -> Owner | None:
        """Who holds the room's live lease (None: nobody; an expired lease is nobody's)."""
        raise NotImplementedError

    def release(self, code: str, server_id: str | None = None) -> None:
        """Give the lease back (a clean close): another server may claim it at once."""
        raise NotImplementedError

    # -- the journal ---------------------------------------------------------------------------
    def created(self, room: Room) -> bool:
        """Store a new room and take its lease; False when its code is taken already (on
        another server sharing the database, or by a broken room): pick another code."""
        row = (
            f"INSERT INTO rooms ({ROOM_COLUMNS}, round_no, created)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)",
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
        return self._insert_room(room.code, row, self._seat_steps(room))

    def seats_changed(self, room: Room) -> None:
        self._write(room.code, self._seat_steps(room))

    def _seat_steps(self, room: Room) -> list[Step]:
        steps: list[Step] = [
            ("UPDATE rooms SET creator = ? WHERE code = ?", (room.creator, room.code))
        ]
        for i, s in enumerate(room.slots):
            seat = (room.code, i, s.kind, s.name, s.level, s.token_hash, s.stand_in, s.left)
            steps.append((SEAT_UPSERT, seat))
        return steps

    def started(self, room: Room) -> None:
        self._write(room.code, [self._status(room)])

    def moved(self, room: Room, seat: int, code: str, by_bot: bool) -> None:
        self._write(
            room.code,
            [
                (
                    "INSERT INTO moves (code, n, round_no, seat, action, by_bot)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (room.code, room.seq, room.match.round_no, seat, code, by_bot),
                )
            ],
        )

    def dealt(self, room: Room) -> None:
        self._write(room.code, [self._status(room)])

    def closed(self, room: Room) -> None:
        self._write(room.code, [self._status(room)])

    @staticmethod
    def _status(room: Room) -> Step:
        round_no = room.match.round_no if room.match is not None else 0
        return (
            "UPDATE rooms SET status = ?, round_no = ? WHERE code = ?",
            (room.status, round_no, room.code),
        )

    def delete(self, code: str) -> None:
        """Forget a closed room (its lease goes too)."""
        tables = ("moves", "seats", "rooms", "leases")
        self._write(code, [(f"DELETE FROM {table} WHERE code = ?", (code,)) for table in tables])
        self.generations.pop(code, None)

    # -- loading -------------------------------------------------------------------------------
    def room_codes(self) -> set[str]:
        """The codes of every stored room (broken ones too: a new room never reuses them)."""
        return {row[0] for row in self._query("SELECT code FROM rooms")}

    def live_codes(self) -> list[str]:
        """The rooms that are open (in the lobby, playing, or just over), oldest first."""
        rows = self._query(
            "SELECT code FROM rooms WHERE status IN (?, ?, ?) ORDER BY created",
            (LOBBY, PLAYING, OVER),
        )
        return [row[0] for row in rows]

    def load(self, clock: Callable[[], float] = time.monotonic) -> list[Room]:
        """Every open room that no other server holds and that replays, as it was (players
        away until they come back); this server holds the lease of each."""
        rooms = []
        for code in self.live_codes():
            if self.claim(code) is None:
                continue  # another server plays it
            room = self.load_room(code, clock)
            if room is not None:
                rooms.append(room)
        return rooms

    def load_room(self, code: str, clock: Callable[[], float] = time.monotonic) -> Room | None:
        """One stored room, replayed from its moves (claim its lease first: then every move
        its last owner wrote is in). None when there is no such open room or it does not
        replay (then it is marked broken and its lease given back)."""
        rows = self._query(
            f"SELECT {ROOM_COLUMNS}, round_no FROM rooms WHERE code = ? AND status IN (?, ?, ?)",
            (code, LOBBY, PLAYING, OVER),
        )
        if not rows:
            return None
        try:
            return self._load(rows[0], clock)
        except (ValueError, IllegalAction, KeyError, TypeError) as exc:
            log.warning("room %s does not replay (%s): left out", code, exc)
            self._query("UPDATE rooms SET status = 'broken' WHERE code = ?", (code,))
            self.release(code)
            return None

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
        for seat, kind, name, level, digest, stand_in, left in self._query(
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
        for n, move_round, seat, action, by_bot in self._query(
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


def open_store(
    database: str | Path, server_id: str, address: str = "", ttl: float = DEFAULT_TTL
) -> RoomStore:
    """The store ``--database`` names: a ``postgresql://`` URL, or a SQLite file (a path or
    ``sqlite:///path``)."""
    text = str(database)
    if text.startswith(("postgresql://", "postgres://")):
        try:
            from .store_pg import PostgresStore
        except ImportError:
            raise ValueError(
                _("Keeping rooms in PostgreSQL needs psycopg: pip install 'cardtui[postgres]'.")
            ) from None
        return PostgresStore(text, server_id, address, ttl)
    from .store_sqlite import SQLiteStore

    path = Path(text.removeprefix("sqlite://")) if text.startswith("sqlite://") else Path(text)
    return SQLiteStore(path, server_id, address, ttl)
