"""The asyncio client of the game server, shared by the tests, the load command and the app.

``Client.connect(address, name)`` opens a connection and says hello; each request method
sends one message and waits for its answer (an ``error`` answer raises :class:`ServerError`
with the server's sentence). Everything the server sends on its own (room changes, tables,
moves, round results) waits in :attr:`Client.pushed` in arrival order; the latest room summary
and table are kept in :attr:`room` and :attr:`table`.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import ssl as ssl_module
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.client import connect as ws_connect
from websockets.exceptions import ConnectionClosed

from ..core.text import clean_name
from ..i18n import _
from .config import DEFAULT_PORT
from .messages import PROTOCOL, encode

MAX_INCOMING = 8 * 1024 * 1024  # a table with a long round's history stays far below this


class ServerError(Exception):
    """The server refused a request: ``code`` for programs, the text for people."""

    def __init__(self, code: str, message: str, answer: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.answer = answer or {}  # the whole error message (a ``moved`` one's address...)


class ConnectionLost(ServerError):
    def __init__(self, message: str | None = None) -> None:
        if message is None:
            message = _("The connection to the server was lost.")
        super().__init__("closed", message)


def server_url(address: str) -> str:
    """``host``, ``host:port`` or a ws:// / wss:// URL as the URL to connect to."""
    text = address.strip()
    if not text:
        raise ValueError(_("Give the server's address, for example localhost:7777."))
    if "://" not in text:
        text = "ws://" + text
    parts = urlsplit(text)
    if parts.scheme not in ("ws", "wss"):
        raise ValueError(
            _("A server address starts with ws:// or wss://, not {scheme}://.").format(
                scheme=parts.scheme
            )
        )
    try:
        port = parts.port
    except ValueError:
        raise ValueError(
            _("{address!r} has no valid port number.").format(address=address)
        ) from None
    if not parts.hostname:
        raise ValueError(_("{address!r} names no host.").format(address=address))
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{parts.scheme}://{host}:{port or DEFAULT_PORT}{parts.path or '/'}"


def clean_listing(room: dict[str, Any]) -> dict[str, Any]:
    """One entry of a server's room list with texts safe to show and numbers that are numbers
    (the server's own words are trusted no more than its names in a room summary)."""

    def count(value: Any) -> int:
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    def text(value: Any, limit: int = 40) -> str:
        return clean_name(value, limit)

    names = room.get("names")
    return {
        "code": text(room.get("code"), 16),
        "game": text(room.get("game")),
        "title": text(room.get("title")),
        "status": text(room.get("status")),
        "players": count(room.get("players")),
        "free": count(room.get("free")),
        "names": [text(n, 20) for n in names[:16]] if isinstance(names, list) else [],
        "known_deal": room.get("known_deal") is True,
        "spectators": room.get("spectators") is True,
    }


def room_url(url: str, code: str) -> str:
    """The address of room ``code`` at server ``url``: ``/room/CODE`` after its path, which a
    proxy in front of several servers routes by (docs/haproxy.cfg)."""
    return f"{url.rstrip('/')}/room/{code}"


def moved_to(url: str, error: ServerError) -> str | None:
    """Where a ``moved`` answer sends a client of ``url``: a server address (never from wss://
    down to ws://, which would send the seat's token in clear), or None."""
    if error.code != "moved" or not isinstance(error.answer.get("address"), str):  # cluster.py
        return None
    try:
        target = server_url(error.answer["address"][:300])
    except ValueError:
        return None
    if url.startswith("wss:") and not target.startswith("wss:"):
        return None
    return target


class Client:
    def __init__(self, ws: Any, *, record: bool = False) -> None:
        self.ws = ws
        self.pushed: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.record = record
        self.received: list[str] = []  # every frame as it came (with record=True)
        self.welcome: dict[str, Any] = {}
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.room: dict[str, Any] | None = None
        self.table: dict[str, Any] | None = None
        self.closed = False
        self.close_code: int | None = None
        self.close_reason = ""
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future] = {}
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def connect(
        cls,
        address: str,
        name: str | None = None,
        *,
        timeout: float = 10.0,
        ssl: ssl_module.SSLContext | None = None,
        record: bool = False,
    ) -> Client:
        url = server_url(address)
        tls = {"ssl": ssl} if ssl is not None and url.startswith("wss:") else {}
        try:
            ws = await ws_connect(
                url, open_timeout=timeout, max_size=MAX_INCOMING, compression=None, **tls
            )
        except (OSError, TimeoutError) as exc:
            raise ConnectionLost(
                _("Could not reach {address}: {exc}").format(address=address, exc=exc)
            ) from None
        except Exception as exc:  # a handshake refused (not a cardtui server, full...)
            raise ConnectionLost(
                _("{address} did not accept the connection: {exc}").format(address=address, exc=exc)
            ) from None
        client = cls(ws, record=record)
        fields: dict[str, Any] = {"version": PROTOCOL}
        if name is not None:
            fields["name"] = name
        try:
            client.welcome = await client.request("hello", timeout=timeout, **fields)
        except ServerError:
            await client.close()
            raise
        return client

    # -- reading -----------------------------------------------------------------------------------
    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                if self.record:
                    self.received.append(raw)
                message = json.loads(raw)
                self._absorb(message)
                waiting = self._waiting.pop(message.get("re"), None)
                if waiting is not None and not waiting.done():
                    waiting.set_result(message)
                else:
                    self.pushed.put_nowait(message)
        except ConnectionClosed as exc:
            if exc.rcvd is not None:
                self.close_code, self.close_reason = exc.rcvd.code, exc.rcvd.reason
        finally:
            self.closed = True
            for future in self._waiting.values():
                if not future.done():
                    future.set_exception(ConnectionLost(self.lost_text()))
            self._waiting.clear()
            self.pushed.put_nowait(
                {"type": "closed", "code": self.close_code, "reason": self.close_reason}
            )

    def lost_text(self) -> str:
        if self.close_reason and self.close_code == 1013:  # "try again later": a limit's own
            return self.close_reason  # sentence (the connections one address may have)
        if self.close_reason:
            return _("The server closed the connection: {reason}").format(reason=self.close_reason)
        return _("The connection to the server was lost.")

    def _absorb(self, message: dict[str, Any]) -> None:
        """Keep the latest room and table, and where this client sits."""
        if message.get("type") == "room":
            self.room = message["room"]
            # The names come from a server this client does not control: cleaned here, before
            # the lobby, the table or a notice shows them.
            for seat in self.room.get("seats") or ():
                if isinstance(seat, dict) and "name" in seat:
                    seat["name"] = clean_name(seat["name"])
        if message.get("type") == "said":  # words from another player, through the server
            for key in ("name", "text"):
                if key in message:
                    message[key] = clean_name(message[key], 80)
        if "table" in message:
            self.table = message["table"]
        if message.get("type") == "joined":
            self.code, self.seat = message["room"], message["seat"]
            self.token = message.get("token") or self.token
        if message.get("type") == "watching":
            self.code, self.seat = message["room"], None

    async def next(self, *types: str, timeout: float = 10.0) -> dict[str, Any]:
        """The next pushed message (of one of ``types``, skipping others)."""
        async with asyncio.timeout(timeout):
            while True:
                message = await self.pushed.get()
                if message["type"] == "closed" and "closed" not in types:
                    raise ConnectionLost(self.lost_text())
                if not types or message["type"] in types:
                    return message

    # -- requests ----------------------------------------------------------------------------------
    async def request(self, kind: str, *, timeout: float = 10.0, **fields: Any) -> dict[str, Any]:
        if self.closed:
            raise ConnectionLost(self.lost_text())
        rid = next(self._ids)
        future = asyncio.get_running_loop().create_future()
        self._waiting[rid] = future
        body = {"type": kind, "id": rid, **{k: v for k, v in fields.items() if v is not None}}
        try:
            await self.ws.send(encode(body))
        except ConnectionClosed:
            self._waiting.pop(rid, None)
            if future.done():  # the reader failed it already: nobody else will look
                future.exception()
            raise ConnectionLost(self.lost_text()) from None
        try:
            async with asyncio.timeout(timeout):
                answer = await future
        finally:
            self._waiting.pop(rid, None)
        if answer["type"] == "error":
            raise ServerError(answer["code"], answer["message"], answer)
        return answer

    async def create(
        self,
        game: str,
        players: int,
        *,
        options: dict[str, Any] | None = None,
        bots: dict[int, str] | None = None,
        spectators: bool | None = None,
        takeover: float | None = None,
        turn_timer: float | None = None,
        seed: int | None = None,
        seat: int | None = None,
        name: str | None = None,
        free_text: bool | None = None,
        listed: bool | None = None,
    ) -> dict[str, Any]:
        return await self.request(
            "create",
            listed=listed,
            game=game,
            players=players,
            options=options,
            bots={str(k): v for k, v in bots.items()} if bots else None,
            spectators=spectators,
            takeover=takeover,
            turn_timer=turn_timer,
            seed=seed,
            seat=seat,
            name=name,
            free_text=free_text,
        )

    async def list_rooms(self, game: str | None = None) -> list[dict[str, Any]]:
        """The server's listed rooms one may join (newest first), of ``game`` or of all;
        cleaned, as a server this client does not control sent them."""
        rooms = (await self.request("list", game=game)).get("rooms")
        if not isinstance(rooms, list):
            return []
        return [clean_listing(r) for r in rooms[:200] if isinstance(r, dict)]

    async def join(self, code: str, seat: int | None = None, name: str | None = None):
        return await self.request("join", room=code, seat=seat, name=name)

    async def resume(self, code: str, token: str) -> dict[str, Any]:
        answer = await self.request("resume", room=code, token=token)
        self.token = token
        return answer

    async def watch(self, code: str) -> dict[str, Any]:
        return await self.request("watch", room=code)

    async def add_bot(self, seat: int, level: str = "normal") -> dict[str, Any]:
        return await self.request("add_bot", seat=seat, level=level)

    async def free_seat(self, seat: int) -> dict[str, Any]:
        return await self.request("free_seat", seat=seat)

    async def start(self) -> dict[str, Any]:
        return await self.request("start")

    async def act(self, action: str, *, seq: int | None = None) -> dict[str, Any]:
        return await self.request("act", action=action, seq=seq)

    async def ready(self) -> dict[str, Any]:
        return await self.request("ready")

    async def back(self) -> dict[str, Any]:
        """Take the seat back from the stand-in that plays it since its time ran out."""
        return await self.request("back")

    async def leave(self) -> dict[str, Any]:
        answer = await self.request("leave")
        self.code = self.seat = None
        return answer

    async def say(self, phrase: str | None = None, text: str | None = None) -> dict[str, Any]:
        """A quick message to the table: a phrase's id (``gg``), or typed text."""
        return await self.request("say", phrase=phrase, text=text)

    async def ping(self) -> dict[str, Any]:
        return await self.request("ping")

    async def close(self) -> None:
        await self.ws.close()
        await asyncio.gather(self._reader, return_exceptions=True)
