"""Several servers sharing the rooms of one database: who owns a room, and for how long.

Each room is owned by one server at a time through a lease in the store (a row that expires,
renewed every third of its time while the owner lives). A server serves only the rooms it
holds; a request for another room either takes the room (its lease is free or ran out: the
room is replayed from its moves, exactly as a restart does) or is answered ``moved`` with the
owner's address and the seconds its lease has left, so the client follows or tries again.

A server whose lease was taken (it was paused, or cut off from the database) can no longer
write: the store checks the lease's generation in the same transaction as every write and
raises :class:`Fenced`. Such a room, like one whose renewal failed, is dropped at once: its
connections are closed with code 1012 (service restart) and its players reconnect, through
the proxy, to the room's new owner.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import re
import socket
import time
from collections.abc import Callable
from http import HTTPStatus
from typing import TYPE_CHECKING, Any

from ..i18n import _
from .journal import Journal
from .messages import ProtocolError

try:
    from .store import Fenced
except ImportError:  # pragma: no cover - the shared store's module names it

    class Fenced(Exception):  # type: ignore[no-redef]
        """A write for a room whose lease this server no longer holds."""


if TYPE_CHECKING:
    from .config import ServerConfig
    from .room import Room
    from .runner import Runner

log = logging.getLogger("cardtui.net")

MOVED = "moved"  # the error code: the room is on another server (``address``, ``retry``)
RESTART = 1012  # websocket close code "service restart": reconnect, the room lives elsewhere
_CLOSING: set[asyncio.Future] = set()


class Moved(ProtocolError):
    """The room is owned by another live server: its address, and when to try again."""

    def __init__(self, address: str, retry: float) -> None:
        super().__init__(MOVED, _("This room is on another server: your game follows it there."))
        self.fields = {"address": address, "retry": round(max(0.0, retry), 2)}


def default_server_id(host: str, port: int) -> str:
    """This machine's name and the port: unique among servers on one network."""
    name = host if host not in ("0.0.0.0", "::", "", "127.0.0.1", "::1") else socket.gethostname()
    return re.sub(r"[^A-Za-z0-9_.-]", "-", f"{name}-{port}")[:40]


class Cluster:
    """The server's side of the leases (mixed into :class:`.server.Server`)."""

    config: ServerConfig
    rooms: dict[str, Room]
    store: Any
    runner: Runner
    clock: Callable[[], float]
    server_id: str = ""
    leases: dict[str, int]  # room code -> the generation of this server's lease
    _renewed: float = 0.0  # time.monotonic() of the last renewal that reached the store
    _leaser: asyncio.Task | None = None

    @property
    def address(self) -> str: ...
    def _adopt(self, room: Room) -> None: ...

    @property
    def clustered(self) -> bool:
        """Are rooms shared with other servers (a store with leases)?"""
        return self.store is not None and hasattr(self.store, "claim")

    @property
    def advertised(self) -> str:
        """The address a client of another server is sent to for this server's rooms."""
        if self.config.advertise:
            return self.config.advertise.rstrip("/")
        address = self.address
        if self.config.host in ("0.0.0.0", "::", ""):
            address = address.replace(self.config.host, socket.gethostname(), 1)
        return address

    @property
    def ttl(self) -> float:
        return self.config.lease_seconds

    # -- life ------------------------------------------------------------------------------------
    def _cluster_start(self, port: int) -> None:
        self.server_id = self.config.server_id or default_server_id(self.config.host, port)
        self.leases = {}
        if self.clustered:
            self._renewed = time.monotonic()
            self._leaser = asyncio.create_task(self._keep_leases())
            log.info("server %s, rooms shared (leases of %ss)", self.server_id, self.ttl)

    async def _cluster_close(self) -> None:
        """A clean stop: every lease released, so another server takes the rooms at once."""
        if self._leaser is not None:
            self._leaser.cancel()
            with contextlib.suppress(BaseException):
                await self._leaser
            self._leaser = None
        if not self.clustered:
            return
        for code in list(self.rooms):
            with contextlib.suppress(Exception):
                self.store.release(code, self.server_id)
            self.drop(code, _("This server is stopping: reconnecting to another one."))

    def healthy(self) -> bool:
        """False once the leases could not be renewed in time (the proxy then sends players
        to another server)."""
        return not self.clustered or time.monotonic() - self._renewed < self.ttl

    def _health(self, connection: Any) -> Any:
        if self.healthy():
            return connection.respond(HTTPStatus.OK, "ok\n")
        return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "no database\n")

    # -- leases ----------------------------------------------------------------------------------
    async def _keep_leases(self) -> None:
        while True:
            await asyncio.sleep(self.ttl / 3)
            self.renew()

    def renew(self) -> None:
        try:
            lost = set(self.store.renew(self.server_id, self.ttl))
        except Exception as exc:  # the database is away: the rooms go once the lease is out
            log.error("server %s could not renew its leases: %s", self.server_id, exc)
            if time.monotonic() - self._renewed >= self.ttl:
                for code in list(self.rooms):
                    self.drop(code, _("This server lost its database: reconnecting."))
            return
        self._renewed = time.monotonic()
        for code in sorted(lost & set(self.rooms)):
            log.warning("room %s: lease lost (another server owns it now); dropped", code)
            self.drop(code, _("This room moved to another server: reconnecting."))

    def claim_new(self, code: str) -> bool:
        """Take the lease of a room being created (False: that code is someone else's)."""
        if not self.clustered:
            return True
        generation = self.store.claim(code, self.server_id, self.advertised, self.ttl)
        if generation is None:
            return False
        self.leases[code] = generation
        return True

    def take(self, code: str) -> Room | None:
        """A room this server does not hold: take it over when its lease is free or ran out
        (replayed from its moves), else :class:`Moved`. None: no such room."""
        if not self.clustered:
            return None
        owner = self.store.owner(code)
        if owner is not None and owner[0] != self.server_id and owner[2] > 0:
            raise Moved(_room_address(owner[1], code), owner[2])
        generation = self.store.claim(code, self.server_id, self.advertised, self.ttl)
        if generation is None:  # another server was quicker
            owner = self.store.owner(code)
            if owner is None:
                return None
            raise Moved(_room_address(owner[1], code), max(owner[2], 0.2))
        try:
            room = self.store.load_room(code, self.clock)
        except Exception:
            log.exception("room %s could not be loaded", code)
            room = None
        if room is None:
            self.store.release(code, self.server_id)
            return None
        self.leases[code] = generation
        self._adopt(room)
        self.runner.kick(room)
        log.info("room %s taken over by %s (lease %s)", code, self.server_id, generation)
        return room

    def drop(self, code: str, reason: str) -> None:
        """Stop serving a room now (its lease is gone): nothing more is written for it, and
        its players are disconnected so that they reconnect to its new owner."""
        room = self.rooms.pop(code, None)
        self.leases.pop(code, None)
        if room is None:
            return
        self.runner.forget(code)
        room.journal = Journal()  # what this copy does from now on is nobody's record
        room.changed = lambda room: None
        for member in [*(s.member for s in room.slots), *room.watchers]:
            if member is None:
                continue
            member.room, member.seat = None, None
            ws = getattr(member, "ws", None)
            if ws is not None:
                task = asyncio.ensure_future(ws.close(RESTART, reason[:120]))
                _CLOSING.add(task)  # kept until done (the loop holds tasks weakly)
                task.add_done_callback(_CLOSING.discard)
        for slot in room.slots:
            slot.member = None
        room.watchers.clear()

    def fenced(self, room: Room, exc: BaseException) -> None:
        """A write was refused: another server holds this room's lease now."""
        log.warning(
            "room %s: write refused, Fenced (%s): another server owns it now; dropped",
            room.code,
            exc,
        )
        self.drop(room.code, _("This room moved to another server: reconnecting."))


def _room_address(base: str, code: str) -> str:
    return f"{base.rstrip('/')}/room/{code}"


def retry_hint(answer: dict[str, Any]) -> float | None:
    """The seconds a ``moved`` answer says to wait before trying again (checked)."""
    value = answer.get("retry")
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return None
    return min(max(float(value), 0.0), 30.0)
