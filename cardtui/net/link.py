"""One player's seat at a room of a game server, kept connected: what the app plays through.

A :class:`Link` wraps a :class:`~cardtui.net.client.Client`. It sits down (create, join, or
take a saved seat back with its token), keeps the token in the player's :class:`SeatBook`,
and hands everything the server says, in order, to whoever reads :attr:`Link.events` (the
lobby, then the table). When the connection drops it reconnects by itself, with growing
pauses, and takes the seat back with the token; the readers hear ``link`` events about it:

- ``{"type": "link", "state": "reconnecting", "message": ...}`` while it tries;
- ``{"type": "link", "state": "online", "message": ...}`` when the seat is back (the server
  then sends the table again, with the round so far);
- ``{"type": "link", "state": "gone", "message": ...}`` when it gives up, or the server
  refused the seat (the room was closed, the token is no longer good, another connection
  took the seat): a sentence for the player, and no more events.

Nothing here waits on the screen: the app awaits the requests in its workers.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from ..i18n import _
from . import messages as m
from .client import Client, ConnectionLost, ServerError, moved_to, room_url, server_url
from .cluster import MOVED, retry_hint
from .lease import MOVED as ROOM_MOVED
from .tokens import SavedSeat, SeatBook

# Pauses between reconnection attempts (seconds): quick at first, then every 10 s, about two
# minutes in all (a stand-in bot plays the seat after the room's takeover time meanwhile).
RETRY = (0.2, 0.5, 1, 2, 3, 5, 5, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10)
# Seat lost for good: the server's words for it come as an error without a request id.
SEAT_LOST = (m.NOT_ALLOWED,)

Connect = Callable[..., Awaitable[Client]]


class Link:
    def __init__(
        self,
        address: str,
        name: str,
        *,
        book: SeatBook | None = None,
        retry: Sequence[float] | None = None,
        connect: Connect = Client.connect,
    ) -> None:
        self.address = address.strip()
        self.url = server_url(self.address)  # a ValueError with a sentence when malformed
        self.name = name
        self.book = book
        self.retry = tuple(RETRY if retry is None else retry)
        self._connect = connect
        self.client: Client | None = None
        self.code: str | None = None
        self.seat: int | None = None
        self.game = ""
        self.state = "offline"  # offline, online, reconnecting, gone
        self.events: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.notice: str | None = None  # a problem saving the token, for the screen to say
        self._token: str | None = None
        self._pump: asyncio.Task | None = None
        self._closing = False

    def __repr__(self) -> str:  # never the token
        return f"<Link {self.url} room={self.code} seat={self.seat} {self.state}>"

    @property
    def room(self) -> dict[str, Any] | None:
        return self.client.room if self.client is not None else None

    # -- connecting and sitting down -------------------------------------------------------------
    async def open(self, code: str | None = None) -> dict[str, Any]:
        """Connect and say hello; returns the server's welcome (its games and limits). With
        the code of the room to join, to its address (``/room/CODE``: a proxy in front of
        several servers sends it to the room's server)."""
        address = room_url(self.url, code.strip().upper()) if code else self.address
        self.client = await self._connect(address, self.name)
        self.state = "online"
        self._pump = asyncio.get_running_loop().create_task(self._forward())
        return self.client.welcome

    def saved_seat(self, code: str) -> SavedSeat | None:
        return self.book.seat(self.url, code, self.name) if self.book is not None else None

    async def create(self, game: str, players: int, **fields: Any) -> dict[str, Any]:
        joined = await self._live().create(game, players, name=self.name, **fields)
        self._seated(joined, game)
        return joined

    async def join(self, code: str, seat: int | None = None) -> dict[str, Any]:
        """Sit down in room ``code``: the seat saved for it on this machine (its token), or
        else a free one. A saved token the server no longer takes is forgotten."""
        code = code.strip().upper()
        saved = self.saved_seat(code)
        if saved is not None:
            try:
                joined = await self._here_or_moved(lambda c: c.resume(code, saved.token))
            except ServerError as exc:
                if exc.code not in (m.BAD_TOKEN,):
                    raise
                self._forget(code)
            else:
                self._seated({**joined, "token": saved.token}, saved.game)
                return joined
        joined = await self._here_or_moved(lambda c: c.join(code, seat=seat, name=self.name))
        self._seated(joined, (self.room or {}).get("game", ""))
        return joined

    async def _here_or_moved(self, ask: Callable[[Client], Awaitable[dict[str, Any]]]):
        """Ask this server; if the room lives on another server (several servers share the
        rooms), ask that one and stay connected to it."""
        try:
            return await ask(self._live())
        except ServerError as exc:
            target = moved_to(self.url, exc)
            if target is None:
                raise
        client = await self._connect(target, self.name)
        try:
            answer = await ask(client)
        except BaseException:
            with contextlib.suppress(Exception):
                await client.close()
            raise
        old, self.client = self.client, client
        if old is not None:  # its "closed" is skipped by _forward: it is no longer ours
            with contextlib.suppress(Exception):
                await old.close()
        return answer

    def _seated(self, joined: dict[str, Any], game: str) -> None:
        self.code, self.seat = joined["room"], joined["seat"]
        self._token = joined.get("token") or self._token
        self.game = game or (self.room or {}).get("game", "")
        if self.book is not None and self._token:
            saved = SavedSeat(self.url, self.code, self.seat, self.name, self._token, self.game)
            self.notice = self.book.keep(saved)

    def _live(self) -> Client:
        if self.client is None or self.client.closed:
            raise ConnectionLost(_("Not connected to the server just now: wait a moment."))
        return self.client

    # -- requests --------------------------------------------------------------------------------
    async def act(self, code: str, seq: int | None) -> dict[str, Any]:
        return await self._live().act(code, seq=seq)

    async def ready(self) -> dict[str, Any]:
        return await self._live().ready()

    async def back(self) -> dict[str, Any]:
        """Play the seat again after a stand-in took it (the time ran out twice)."""
        return await self._live().back()

    async def add_bot(self, seat: int, level: str) -> dict[str, Any]:
        return await self._live().add_bot(seat, level)

    async def free_seat(self, seat: int) -> dict[str, Any]:
        return await self._live().free_seat(seat)

    async def start(self) -> dict[str, Any]:
        return await self._live().start()

    async def say(self, phrase: str | None = None, text: str | None = None) -> dict[str, Any]:
        return await self._live().say(phrase, text)

    async def leave(self) -> None:
        """Give the seat up for good (a bot plays it from now on) and close."""
        self._forget()
        with contextlib.suppress(ServerError):
            if self.client is not None and not self.client.closed:
                await self.client.leave()
        await self.close()

    def forget_seat(self) -> None:
        """The match is over: the token is no longer worth keeping."""
        self._forget()

    def _forget(self, code: str | None = None) -> None:
        code = code or self.code
        if code is not None and self.book is not None:
            self.book.forget(self.url, code, self.name)

    async def close(self) -> None:
        """Close the connection; the seat waits on the server (come back with the token)."""
        self._closing = True
        if self._pump is not None:
            self._pump.cancel()
        if self.client is not None:
            with contextlib.suppress(Exception):
                await self.client.close()
        if self.state != "gone":
            self.state = "offline"

    # -- what the server says --------------------------------------------------------------------
    async def _forward(self) -> None:
        while True:
            client = self.client
            assert client is not None
            message = await client.pushed.get()
            if client is not self.client:  # a connection left for another server's
                continue
            if message["type"] == "closed":
                if self._closing:
                    return
                if self.code is None or self._token is None:
                    self._gone(client.lost_text())
                    return
                if not await self._reconnect(client):
                    return
                continue
            if message["type"] == "error" and message.get("code") in SEAT_LOST:
                # "The room's creator gave your seat away", "You took this seat from
                # another connection": this connection has no seat any more.
                self._closing = True
                said = message.get("message", "")
                # the server may speak another language than this window
                if "gave your seat away" in said or _(m.GAVE_AWAY) in said:
                    self._forget()
                self._gone(message["message"])
                with contextlib.suppress(Exception):
                    await client.close()
                return
            # when it came (this machine's clock): a turn's countdown is right however long
            # the message waits before the table shows it
            message["received_at"] = time.monotonic()
            self.events.put_nowait(message)

    async def _resume_at(self, address: str, follow: bool = True) -> Client:
        """Take the seat back at ``address``; a ``moved`` answer is followed once (a failure
        there and the next attempt starts from the room's address again)."""
        client = await self._connect(address, self.name, timeout=5.0)
        try:
            await client.resume(self.code or "", self._token or "")
        except ServerError as exc:
            with contextlib.suppress(Exception):
                await client.close()
            target = moved_to(self.url, exc) if follow else None
            if target is None:
                raise
            moved = exc
        else:
            return client
        try:
            return await self._resume_at(target, follow=False)
        except ConnectionLost:  # the owner cannot be reached: wait out its lease (``retry``)
            raise moved from None

    def _say(self, state: str, message: str) -> None:
        self.state = state
        self.events.put_nowait({"type": "link", "state": state, "message": message})

    def _gone(self, message: str) -> None:
        self._say("gone", message)

    async def _reconnect(self, old: Client) -> bool:
        if old.close_code == ROOM_MOVED:  # the room moves to another server
            lost = _("The room is moving to another server: reconnecting…")
        elif old.close_reason:
            lost = _("The connection to the server was lost ({reason}): reconnecting…").format(
                reason=old.close_reason
            )
        else:
            lost = _("The connection to the server was lost: reconnecting…")
        self._say("reconnecting", lost)
        last = _("no answer")
        hint: float | None = None
        for pause in self.retry:
            await asyncio.sleep(pause if hint is None else hint + 0.1)
            hint = None
            asked = time.monotonic()
            try:
                client = await self._resume_at(room_url(self.url, self.code or ""))
            except ServerError as exc:
                last = exc.message
                lease = retry_hint(exc.answer) if exc.code == MOVED else None
                if lease is not None:  # the owner's lease runs out that long after asking
                    hint = max(0.0, lease - (time.monotonic() - asked))
                if exc.code in (m.BAD_TOKEN, m.NO_ROOM):
                    self._forget()
                    self._gone(
                        _("The server no longer has your seat in room {code}: {exc}").format(
                            code=self.code, exc=exc
                        )
                    )
                    return False
                continue
            self.client = client
            self._say("online", _("Reconnected: you are back in your seat."))
            return True
        self._gone(
            _(
                "The server at {address} cannot be reached ({last}). Your seat waits "
                "there for a while: join room {code} again to take it back."
            ).format(address=self.address, last=last, code=self.code)
        )
        return False
