"""The game server: websocket connections, rooms, limits, and the store behind them.

One asyncio event loop holds every room; a message is handled to the end before the next
(handlers never wait), so a room changes one step at a time without locks. Bots think in the
runner's threads. What a client sends is decoded and checked (:mod:`.messages`) and refused
with an ``error`` message when it is wrong; nothing a client sends raises out of
:meth:`Server.receive`.

Built on ``websockets`` (the asyncio implementation): one small, dependency-free library that
does the protocol, size limits and keepalive, for both the server and the client library.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import socket
import ssl
import time
from collections.abc import Callable
from http import HTTPStatus
from typing import Any

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from ..i18n import _, ngettext, number
from . import messages as m
from .cluster import Cluster
from .config import ServerConfig
from .connection import Connection
from .handlers import Requests
from .lease import MOVED, MOVED_REASON, Fenced
from .messages import ProtocolError, decode, error
from .room import OVER, Room
from .runner import Runner
from .store import RoomStore, open_store
from .tries import WrongTries

log = logging.getLogger("cardtui.net")
CLOSE_REASON_BYTES = 123  # RFC 6455: a close frame's 125 bytes, less its code
STRIKES = 50  # messages refused in a row for going too fast before a client is dropped
# Connections over an address's limit let in at once on probation: each may only take a seat
# back with its token (one right `resume`), so a guesser holding an address's connections
# cannot keep the players behind it out of their seats; a wrong try closes it.
PROBATION = 8


def crowded(limit: int) -> str:
    """The closing reason for one connection too many from an address: the limit, in plain
    words (a closing reason holds 123 bytes: a translation too long for it is not sent)."""
    # Translators: at most 123 bytes in UTF-8 (a websocket's closing reason)
    said = ngettext(
        "This server allows {n} connection from one address: close one and try again.",
        "This server allows {n} connections from one address: close one and try again.",
        limit,
    ).format(n=number(limit))
    return said if len(said.encode()) <= CLOSE_REASON_BYTES else ""


class Server(Cluster, Requests):
    """The game server. Request handlers (``on_<type>``) are in :class:`.handlers.Requests`."""

    def __init__(
        self, config: ServerConfig | None = None, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.config = config or ServerConfig()
        self.clock = clock
        self.rooms: dict[str, Room] = {}
        self.connections: set[Connection] = set()
        self.tries = WrongTries(self.config, clock)  # wrong room codes and tokens
        self.store: RoomStore | None = None
        self.runner = Runner(self.config.bot_workers)
        self.runner.lost = self.lose_room
        self._ws_server: Any = None
        self._sweeper: asyncio.Task | None = None
        self._leases: asyncio.Task | None = None
        self.server_id = self.config.server_id or self._default_id()

    def _default_id(self) -> str:
        """This server's name in the rooms' leases (a shared database knows several servers):
        its host name and port, so that a server started again after a crash takes its rooms
        back at once (two servers cannot listen on one port); with any port (0), a new name."""
        host, port = socket.gethostname(), self.config.port
        return f"{host}-{port}" if port else f"{host}-{secrets.token_hex(3)}"

    # -- life ------------------------------------------------------------------------------------
    async def start(self) -> None:
        cfg = self.config
        if cfg.database is not None:
            scheme = "wss" if cfg.certfile else "ws"
            self.store = open_store(
                cfg.database,
                self.server_id,
                cfg.advertise or f"{scheme}://{cfg.host}:{cfg.port}",
                cfg.lease_ttl,
            )
            for room in self.store.load(self.clock):
                self._adopt(room)
        self._ws_server = await serve(
            self._handle,
            cfg.host,
            cfg.port,
            max_size=cfg.hard_max_message,
            max_queue=4,  # frames read ahead; the rest wait in the kernel (backpressure)
            ping_interval=cfg.ping_interval,
            ping_timeout=cfg.ping_interval,  # (websockets' default is 20 s, as the interval)
            compression=None,  # messages are small; no zlib state per connection
            process_request=self._http,
            ssl=self._ssl(),
            logger=logging.getLogger("cardtui.net.ws"),
        )
        self._sweeper = asyncio.create_task(self._sweep())
        if self.store is not None and self.store.leased:
            self.store.address = self.advertised  # the port is known now (--port 0)
            self.renewed = time.monotonic()
            self._leases = asyncio.create_task(self._keep_leases())
        for room in self.rooms.values():
            self.runner.kick(room)

    def _ssl(self) -> ssl.SSLContext | None:
        cfg = self.config
        if cfg.certfile is None:
            return None
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cfg.certfile, cfg.keyfile)
        return context

    @property
    def port(self) -> int:
        return self._ws_server.sockets[0].getsockname()[1]

    @property
    def address(self) -> str:
        scheme = "wss" if self.config.certfile else "ws"
        host = self.config.host
        host = f"[{host}]" if ":" in host else host
        return f"{scheme}://{host}:{self.port}"

    async def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self._leases is not None:
            self._leases.cancel()
        if self.store is not None:  # given back before the players reconnect elsewhere
            for code in list(self.rooms):
                self.store.release(code)
        await self.runner.close()
        if self._ws_server is not None:
            self._ws_server.close(close_connections=True)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._ws_server.wait_closed(), 5)
        if self.store is not None:
            self.store.close()
            self.store = None

    async def serve_forever(self) -> None:
        await self._ws_server.serve_forever()

    def _adopt(self, room: Room) -> None:
        self.rooms[room.code] = room
        room.changed = self.runner.kick

    def _http(self, connection: Any, request: Any) -> Any:
        """A plain HTTP request (a health check, a browser) gets a short answer."""
        if request.path == "/health":
            return self._health(connection)
        if "upgrade" not in request.headers.get("Connection", "").lower():
            return connection.respond(
                HTTPStatus.UPGRADE_REQUIRED,
                _("This is a cardtui game server. Join it with: cardtui join ADDRESS") + "\n",
            )
        return None

    async def _sweep(self) -> None:
        """Close rooms nobody came back to."""
        while True:
            await asyncio.sleep(self.config.sweep_interval)
            self.sweep()

    def sweep(self) -> None:
        now = self.clock()
        self.tries.sweep()
        for room in list(self.rooms.values()):
            idle = now - room.touched
            limit = (
                self.config.finished_room_seconds
                if room.status == OVER
                else self.config.idle_room_seconds
            )
            if room.empty and idle >= limit:
                self.close_room(room)

    def close_room(self, room: Room) -> None:
        self.rooms.pop(room.code, None)
        self.runner.forget(room.code)
        if self.store is not None:
            with contextlib.suppress(Fenced):  # another server plays it now
                self.store.delete(room.code)
        log.info("room %s closed", room.code)

    async def _keep_leases(self) -> None:
        """Renew this server's leases (a shared database); rooms whose lease another server
        took are no longer served here."""
        while True:
            await asyncio.sleep(self.config.lease_ttl / 3)
            try:
                lost = self.store.renew()
            except Exception as exc:  # the database is away: the writes will say so
                log.warning("could not renew the rooms' leases: %s", exc)
                if not self.healthy():  # the leases ran out: other servers may take the rooms
                    for code in list(self.rooms):
                        self.lose_room(code, "its lease could not be renewed")
                continue
            self.renewed = time.monotonic()
            for code in lost:
                self.lose_room(code, "its lease was taken over")

    def lose_room(self, code: str, why: str = "another server holds its lease") -> None:
        """Stop serving a room another server plays now (or whose moves cannot be stored):
        nothing more of it is sent from here; its players' connections are closed with
        :data:`MOVED`, so that they connect again and find the room where it is."""
        room = self.rooms.pop(code, None)
        if room is None:
            return
        self.runner.forget(code)
        log.warning("room %s is no longer served here: %s", code, why)
        for member in [*room.members, *room.watchers]:
            member.room, member.seat = None, None
            close = getattr(member, "close", None)
            if close is not None:
                close(MOVED, MOVED_REASON)

    # -- connections -----------------------------------------------------------------------------
    async def _handle(self, ws: Any) -> None:
        cfg = self.config
        address = self._address(ws)
        if len(self.connections) >= cfg.max_connections:
            await ws.close(1013, _("The server is full: try again later."))
            return
        mine = [c for c in self.connections if c.address == address]
        over = len(mine) >= cfg.max_per_address
        if over and sum(c.probation for c in mine) >= PROBATION:
            await ws.close(1013, crowded(cfg.max_per_address))
            return
        conn = Connection(ws, cfg, address)
        conn.probation = over
        self.connections.add(conn)
        writer = asyncio.create_task(conn.write_loop())
        try:
            while not conn.closed:
                if conn.greeted:
                    raw = await ws.recv()
                else:
                    try:
                        raw = await asyncio.wait_for(ws.recv(), cfg.hello_timeout)
                    except TimeoutError:
                        conn.send(error(m.HELLO_FIRST, _("Say hello first.")))
                        break
                self.receive(conn, raw)
        except ConnectionClosed as exc:
            # websockets closes a connection that stopped answering its keepalive pings (a
            # client that stopped reading, or a dead network): a drop to log like the others
            if exc.sent is not None and exc.sent.code == 1011:  # internal error
                reason = exc.sent.reason or "an error"
                if "keepalive" in reason:
                    conn.drop(f"it stopped answering ({reason})")
                else:
                    conn.drop(f"the connection failed ({reason})")
        finally:
            self.connections.discard(conn)
            if conn.room is not None:
                conn.room.detach(conn)
            conn.closed = True
            # let the last messages (an error, a goodbye) go out, then stop writing
            drained = asyncio.ensure_future(conn.queue.join())
            await asyncio.wait({drained, writer}, timeout=1.0, return_when="FIRST_COMPLETED")
            drained.cancel()
            writer.cancel()
            with contextlib.suppress(Exception):
                await ws.close()

    def receive(self, conn: Connection, raw: str | bytes) -> None:
        """Handle one message from a client. Never raises; a refusal changes nothing."""
        if conn.closed:
            return
        allowed = conn.allow()
        if not allowed and conn.refused >= STRIKES:
            conn.drop("it sent too many messages too fast")
            return
        request: dict[str, Any] = {}
        try:
            request = decode(raw, self.config.max_message)
            if not allowed:  # answered, so a client waiting for its answer is not left hanging
                raise ProtocolError(m.LIMIT, _("Slow down: too many messages at once."))
            kind = request["type"]
            if conn.probation and kind not in ("hello", "resume"):
                conn.close(1013, crowded(self.config.max_per_address))
                return
            if not conn.greeted and kind != "hello":
                raise ProtocolError(
                    m.HELLO_FIRST, _("Say hello first (with the protocol version).")
                )
            getattr(self, f"on_{kind}")(conn, request)
            if kind == "resume":  # a seat taken back: a player of that address, let in
                conn.probation = False
        except ProtocolError as exc:
            extra = getattr(exc, "fields", {})  # a ``moved`` answer's address and retry
            conn.send({**error(exc.code, exc.message, request.get("id", exc.re)), **extra})
            if conn.probation and request.get("type") == "resume":
                conn.close(1013, crowded(self.config.max_per_address))
        except Fenced as exc:  # the move was not stored: nobody hears of it from here
            self.lose_room(exc.code, str(exc))
        except Exception:
            log.exception("message from %s failed: %.200r", conn, raw)
            conn.send(error(m.INTERNAL, _("The server could not handle that."), request.get("id")))

    def _address(self, ws: Any) -> str:
        """Where a connection comes from (limits per address); behind a trusted proxy the
        last address the proxy added to X-Forwarded-For."""
        if self.config.trust_proxy:
            forwarded = ws.request.headers.get("X-Forwarded-For", "") if ws.request else ""
            last = forwarded.split(",")[-1].strip()
            if last:
                return last
        return str(ws.remote_address[0]) if ws.remote_address else "?"
