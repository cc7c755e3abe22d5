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
import ssl
import time
from collections.abc import Callable
from http import HTTPStatus
from typing import Any

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from .. import __version__, bots, games
from . import messages as m
from .config import ServerConfig
from .connection import Connection
from .messages import ProtocolError, decode, error, reply
from .room import OVER, Room, RoomSettings
from .runner import Runner
from .seats import clean_name, new_code, normalize_code
from .store import RoomStore

log = logging.getLogger("cardtui.net")
MAX_TAKEOVER = 3600.0
STRIKES = 50  # messages refused in a row for going too fast before a client is dropped


class Server:
    def __init__(
        self, config: ServerConfig | None = None, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.config = config or ServerConfig()
        self.clock = clock
        self.rooms: dict[str, Room] = {}
        self.connections: set[Connection] = set()
        self.misses: dict[str, tuple[float, int]] = {}  # address -> (minute start, misses)
        self.store: RoomStore | None = None
        self.runner = Runner(self.config.bot_workers)
        self._ws_server: Any = None
        self._sweeper: asyncio.Task | None = None

    # -- life ------------------------------------------------------------------------------------
    async def start(self) -> None:
        cfg = self.config
        if cfg.database is not None:
            self.store = RoomStore(cfg.database)
            for room in self.store.load(self.clock):
                self._adopt(room)
        self._ws_server = await serve(
            self._handle,
            cfg.host,
            cfg.port,
            max_size=cfg.hard_max_message,
            max_queue=4,  # frames read ahead; the rest wait in the kernel (backpressure)
            ping_interval=cfg.ping_interval,
            compression=None,  # messages are small; no zlib state per connection
            process_request=self._http,
            ssl=self._ssl(),
            logger=logging.getLogger("cardtui.net.ws"),
        )
        self._sweeper = asyncio.create_task(self._sweep())
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
            return connection.respond(HTTPStatus.OK, "ok\n")
        if "upgrade" not in request.headers.get("Connection", "").lower():
            return connection.respond(
                HTTPStatus.UPGRADE_REQUIRED,
                "This is a cardtui game server. Join it with: cardtui join ADDRESS\n",
            )
        return None

    async def _sweep(self) -> None:
        """Close rooms nobody came back to."""
        while True:
            await asyncio.sleep(self.config.sweep_interval)
            self.sweep()

    def sweep(self) -> None:
        now = self.clock()
        self.misses = {a: v for a, v in self.misses.items() if now - v[0] < 60}
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
            self.store.delete(room.code)
        log.info("room %s closed", room.code)

    # -- connections -----------------------------------------------------------------------------
    async def _handle(self, ws: Any) -> None:
        cfg = self.config
        address = self._address(ws)
        if len(self.connections) >= cfg.max_connections:
            await ws.close(1013, "The server is full: try again later.")
            return
        if sum(c.address == address for c in self.connections) >= cfg.max_per_address:
            await ws.close(1013, "Too many connections from your address.")
            return
        conn = Connection(ws, cfg, address)
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
                        conn.send(error(m.HELLO_FIRST, "Say hello first."))
                        break
                self.receive(conn, raw)
        except ConnectionClosed:
            pass
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
                raise ProtocolError(m.LIMIT, "Slow down: too many messages at once.")
            kind = request["type"]
            if not conn.greeted and kind != "hello":
                raise ProtocolError(m.HELLO_FIRST, "Say hello first (with the protocol version).")
            getattr(self, f"on_{kind}")(conn, request)
        except ProtocolError as exc:
            conn.send(error(exc.code, exc.message, request.get("id", exc.re)))
        except Exception:
            log.exception("message from %s failed: %.200r", conn, raw)
            conn.send(error(m.INTERNAL, "The server could not handle that.", request.get("id")))

    # -- requests --------------------------------------------------------------------------------
    def on_hello(self, conn: Connection, request: dict[str, Any]) -> None:
        if conn.greeted:
            raise ProtocolError(m.NOT_ALLOWED, "You said hello already.")
        if request["version"] != m.PROTOCOL:
            conn.send(
                error(
                    m.VERSION,
                    f"This server speaks protocol version {m.PROTOCOL}, your client "
                    f"{request['version']}: use the same cardtui version as the server.",
                    request.get("id"),
                )
            )
            conn.closed = True  # the handler's loop ends; the error still goes out
            return
        conn.greeted = True
        conn.name = request.get("name")
        conn.send(
            reply(
                request,
                "welcome",
                version=m.PROTOCOL,
                server=f"cardtui {__version__}",
                limits=self.config.limits(),
                games=[self._game_info(name) for name in games.all()],
            )
        )

    def _address(self, ws: Any) -> str:
        """Where a connection comes from (limits per address); behind a trusted proxy the
        last address the proxy added to X-Forwarded-For."""
        if self.config.trust_proxy:
            forwarded = ws.request.headers.get("X-Forwarded-For", "") if ws.request else ""
            last = forwarded.split(",")[-1].strip()
            if last:
                return last
        return str(ws.remote_address[0]) if ws.remote_address else "?"

    def _looked_up(self, conn: Connection, found: bool) -> None:
        """Count wrong room codes and tokens per address, so that codes cannot be guessed:
        past ``lookups`` a minute, lookups are refused for the rest of the minute."""
        now = self.clock()
        start, misses = self.misses.get(conn.address, (now, 0))
        if now - start >= 60:
            start, misses = now, 0
        if misses >= self.config.lookups:
            raise ProtocolError(m.LIMIT, "Too many wrong room codes or tokens: wait a minute.")
        if not found:
            self.misses[conn.address] = (start, misses + 1)

    @staticmethod
    def _game_info(name: str) -> dict[str, Any]:
        spec = games.get(name)
        return {
            "name": name,
            "title": spec.title,
            "min_players": spec.min_players,
            "max_players": spec.max_players,
            "levels": bots.levels(name),
        }

    def _room(self, conn: Connection, code: str) -> Room:
        self._looked_up(conn, True)
        room = self.rooms.get(normalize_code(code))
        if room is None:
            self._looked_up(conn, False)
            raise ProtocolError(m.NO_ROOM, f"There is no room {code.strip()!r} on this server.")
        return room

    def _seated_room(self, conn: Connection) -> Room:
        if conn.room is None:
            raise ProtocolError(m.NOT_ALLOWED, "Join a room first.")
        return conn.room

    @staticmethod
    def _unseated(conn: Connection) -> None:
        if conn.room is not None:
            raise ProtocolError(m.NOT_ALLOWED, f"You are in room {conn.room.code}: leave it first.")

    def on_create(self, conn: Connection, request: dict[str, Any]) -> None:
        self._unseated(conn)
        cfg = self.config
        if len(self.rooms) >= cfg.max_rooms:
            raise ProtocolError(m.LIMIT, "The server has as many rooms as it can hold.")
        mine = [r for r in self.rooms.values() if r.owner == conn.address and r.status != OVER]
        if len(mine) >= cfg.rooms_per_address:
            raise ProtocolError(m.LIMIT, "You have opened as many rooms as this server allows.")
        takeover = request.get("takeover", cfg.takeover)
        if not 0 <= takeover <= MAX_TAKEOVER:
            raise ProtocolError(m.BAD_MESSAGE, f"'takeover' is 0 to {MAX_TAKEOVER:.0f} seconds.")
        seed = request.get("seed")
        settings = RoomSettings(
            spectators=request.get("spectators", False),
            takeover=takeover,
            stand_in_level=cfg.stand_in_level,
            known_deal=seed is not None,
        )
        seat = request.get("seat", 0)
        try:
            spec = games.get(request["game"])
            room = Room(
                new_code(self.rooms),
                spec,
                request["players"],
                request.get("options"),
                seed=secrets.randbits(63) if seed is None else seed,
                settings=settings,
                creator=seat,
                journal=self.store,
                clock=self.clock,
            )
        except ValueError as exc:  # an unknown game, a bad option, a wrong table size
            raise ProtocolError(m.BAD_OPTIONS, str(exc)) from None
        room._seat_index(seat)
        wanted = request.get("bots", {})
        for index, level in wanted.items():
            room._seat_index(index)
            if index == seat:
                raise ProtocolError(m.BAD_MESSAGE, "A bot cannot sit in your own seat.")
            if level not in bots.levels(spec.name):
                levels = ", ".join(bots.levels(spec.name))
                raise ProtocolError(m.BAD_MESSAGE, f"Bot levels for {spec.title}: {levels}.")
        try:
            clean_name(request.get("name") or conn.name)
        except ValueError as exc:
            raise ProtocolError(m.BAD_MESSAGE, str(exc)) from None
        # Checked: from here on nothing refuses.
        room.owner = conn.address
        self._adopt(room)
        if self.store is not None:
            self.store.created(room)
        for index, level in sorted(wanted.items()):
            room.add_bot(seat, index, level)
        token = room.sit(conn, request.get("name") or conn.name, seat)
        log.info("room %s opened (%s, %d seats)", room.code, spec.name, room.players)
        conn.send(reply(request, "joined", room=room.code, seat=seat, token=token))

    def on_join(self, conn: Connection, request: dict[str, Any]) -> None:
        self._unseated(conn)
        room = self._room(conn, request["room"])
        token = room.sit(conn, request.get("name") or conn.name, request.get("seat"))
        conn.send(reply(request, "joined", room=room.code, seat=conn.seat, token=token))

    def on_resume(self, conn: Connection, request: dict[str, Any]) -> None:
        room = self._room(conn, request["room"])
        if conn.room is not None and conn.room is not room:
            raise ProtocolError(m.NOT_ALLOWED, f"You are in room {conn.room.code}: leave it first.")
        try:
            seat = room.attach(conn, request["token"])
        except ProtocolError:
            self._looked_up(conn, False)
            raise
        conn.send(reply(request, "joined", room=room.code, seat=seat))

    def on_watch(self, conn: Connection, request: dict[str, Any]) -> None:
        self._unseated(conn)
        room = self._room(conn, request["room"])
        if len(room.watchers) >= self.config.max_watchers:
            raise ProtocolError(m.FULL, "This room has as many spectators as it allows.")
        room.watch(conn)
        conn.send(reply(request, "watching", room=room.code))

    def on_add_bot(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).add_bot(conn.seat, request["seat"], request.get("level"))
        conn.send(reply(request))

    def on_free_seat(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).free_seat(conn.seat, request["seat"])
        conn.send(reply(request))

    def on_start(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).start(conn.seat)
        conn.send(reply(request))

    def on_act(self, conn: Connection, request: dict[str, Any]) -> None:
        room = self._seated_room(conn)
        if "seat" in request and request["seat"] != conn.seat:
            raise ProtocolError(m.NOT_YOUR_SEAT, "You can only play your own seat.")
        room.act(conn.seat, request["action"], seq=request.get("seq"))
        conn.send(reply(request, seq=room.seq))

    def on_ready(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).ready(conn.seat)
        conn.send(reply(request))

    def on_leave(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).leave(conn)
        conn.send(reply(request))

    def on_ping(self, conn: Connection, request: dict[str, Any]) -> None:
        conn.send(reply(request, "pong"))
