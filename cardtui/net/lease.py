"""Who serves a room: a lease per room in the store, so that several servers can share one
database and each room is played on exactly one of them at a time.

A lease row is ``(code, owner, address, generation, expires)``. A server takes a room with
``store.claim(code, ...)`` (free, expired, or its own already), keeps its leases alive with
``store.renew()`` (every ``ttl / 3``), and gives them back with ``store.release()`` when it
closes. Expiry is measured by the database's clock (``now()`` in PostgreSQL), so the servers'
own clocks do not matter. ``generation`` grows by one each time the room changes hands.

**Fencing.** Every write for a room (a move, its seats, its status) happens in one transaction
that checks that the lease is still this server's, at the generation it took (``owner = me AND
generation = g AND expires > now()``, the row locked for the transaction). A server whose lease
was taken over (it stalled past the expiry, lost the network) gets :class:`Fenced` instead of
writing: the room's move is then never shown to anyone, and the server stops serving the room
(its players reconnect and find the room on its new owner, which replayed it from the store).

With SQLite (one server, the embedded default) every lease is always this server's and writes
are not fenced.
"""

from __future__ import annotations

from typing import NamedTuple

MOVED = 4000  # the websocket close code: this room is served elsewhere now, connect again
MOVED_REASON = "room moved"  # the close frame's reason (a client words it in its language)
DEFAULT_TTL = 15.0  # seconds a lease lives unless renewed (renewed every third of that)


class Fenced(Exception):
    """This server no longer holds the room's lease (or cannot reach the store to check):
    nothing was written, and the room must not be served here any more."""

    def __init__(self, code: str, why: str = "another server holds its lease") -> None:
        super().__init__(f"room {code}: {why}")
        self.code = code


class Owner(NamedTuple):
    """Who holds a room's live lease: its server's id, the address players reach it at, and
    the seconds the lease has left (by the database's clock)."""

    server_id: str
    address: str
    expires_in: float
