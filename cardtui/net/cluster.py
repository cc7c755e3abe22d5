"""Several servers sharing the rooms of one database: finding a room's owner, taking over.

Each room is owned by one server at a time through its lease in the store (:mod:`.lease`:
a row that expires, renewed every third of its time while the owner lives; the server's lease
loop and fencing are in :mod:`.server`). A server serves only the rooms it holds. A player
who asks for another room (``join``, ``resume``, ``watch``) gets one of two answers:

- the room's lease is free or ran out (its owner stopped, or was lost): this server takes the
  lease and replays the room from its moves, exactly as a restart does, then serves it;
- another live server holds it: an ``error`` with code ``moved``, the owner's ``address`` for
  this room and ``retry``, the seconds its lease has left; the client follows the address, or
  tries again once the lease may have run out.

Behind HAProxy (docs/haproxy.cfg) a server's address is the proxy's path to it,
``ws://proxy/s/ID`` (``cardtui host --advertise``), so players only ever reach the proxy.
"""

from __future__ import annotations

import logging
import math
import socket
import time
from collections.abc import Callable
from http import HTTPStatus
from typing import TYPE_CHECKING, Any

from ..i18n import _
from .messages import ProtocolError

if TYPE_CHECKING:
    from .config import ServerConfig
    from .room import Room
    from .runner import Runner

log = logging.getLogger("cardtui.net")

MOVED = "moved"  # the error code: the room is on another server (``address``, ``retry``)


class Moved(ProtocolError):
    """The room is owned by another live server: its address, and when to try again."""

    def __init__(self, address: str, code: str, retry: float) -> None:
        super().__init__(MOVED, _("This room is played on another server now: connect there."))
        self.fields = {"address": room_address(address, code), "retry": round(max(0, retry), 2)}


def room_address(base: str, code: str) -> str:
    return f"{base.rstrip('/')}/room/{code}"


class Cluster:
    """The server's side of shared rooms (mixed into :class:`.server.Server`)."""

    config: ServerConfig
    rooms: dict[str, Room]
    store: Any
    runner: Runner
    server_id: str
    clock: Callable[[], float]
    renewed: float = 0.0  # time.monotonic() of the last renewal of the leases that worked

    @property
    def address(self) -> str: ...
    def _adopt(self, room: Room) -> None: ...

    @property
    def shared(self) -> bool:
        """Are the rooms shared with other servers (a database with leases)?"""
        return self.store is not None and self.store.leased

    @property
    def advertised(self) -> str:
        """Where a player of another server is sent for this server's rooms."""
        if self.config.advertise:
            return self.config.advertise.rstrip("/")
        address = self.address
        if self.config.host in ("0.0.0.0", "::", ""):  # a name the others can reach
            address = address.replace(self.config.host, socket.gethostname(), 1)
        return address

    def healthy(self) -> bool:
        """False once the leases could not be renewed for a lease's time: the proxy's health
        check then sends players to another server."""
        return not self.shared or time.monotonic() - self.renewed < self.config.lease_ttl

    def _health(self, connection: Any) -> Any:
        if self.healthy():
            return connection.respond(HTTPStatus.OK, "ok\n")
        return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "no database\n")

    def take(self, code: str) -> Room | None:
        """A room this server does not serve: take it over when its lease is free or ran out
        (replayed from its moves, as after a restart), else :class:`Moved`. None: no such
        room."""
        if not self.shared:
            return None
        owner = self.store.owner(code)
        if owner is not None and owner.server_id != self.server_id:
            raise Moved(owner.address, code, owner.expires_in)
        generation = self.store.claim(code)
        if generation is None:  # another server was quicker
            owner = self.store.owner(code)
            if owner is None:
                return None
            raise Moved(owner.address, code, max(owner.expires_in, 0.2))
        room = self.store.load_room(code, self.clock)
        if room is None:  # no such open room (load_room gave a broken one's lease back)
            self.store.release(code)
            return None
        self._adopt(room)
        self.runner.kick(room)
        log.warning("room %s taken over by %s (lease %s)", code, self.server_id, generation)
        return room


def retry_hint(answer: dict[str, Any]) -> float | None:
    """The seconds a ``moved`` answer says to wait before trying again (checked)."""
    value = answer.get("retry")
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return None
    return min(max(float(value), 0.0), 30.0)
