"""One client connection on the server: its seat, its outgoing queue and its message budget.

Rooms hand a connection messages with :meth:`Connection.send`, which never waits: the message
goes into a bounded queue that a writer task empties onto the socket. A client that stops
reading fills its queue (or takes longer than ``send_timeout`` for one message) and is
dropped; nobody else waits for it. Incoming messages are metered by a token bucket.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from websockets.exceptions import ConnectionClosed

from ..i18n import _
from .config import ServerConfig
from .messages import INTERNAL, encode, error

log = logging.getLogger("cardtui.net")


class Connection:
    def __init__(self, ws: Any, config: ServerConfig, address: str) -> None:
        self.ws = ws
        self.config = config
        self.address = address
        self.name: str | None = None
        self.greeted = False
        self.room: Any = None
        self.seat: int | None = None
        self.queue: asyncio.Queue[str] = asyncio.Queue(maxsize=config.send_queue)
        self.closed = False
        self.drop_reason: str | None = None
        self.refused = 0  # messages refused for going too fast, in a row
        # over its address's connection limit: let in only to take a seat back with its token
        self.probation = False
        self._budget = float(config.burst)
        self._stamp = time.monotonic()

    def __repr__(self) -> str:
        return f"<Connection {self.address} {self.name!r} room={getattr(self.room, 'code', None)}>"

    # -- out -------------------------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> None:
        """Queue a message for this client; never waits."""
        if self.closed:
            return
        text = encode(message)
        if not text.isascii():
            try:
                text.encode()
            except UnicodeEncodeError:  # text with no UTF-8 form would fail the connection
                log.error("cannot send %s a message holding a lone surrogate: %.200r", self, text)
                text = encode(
                    error(INTERNAL, _("The server could not send that."), message.get("re"))
                )
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.drop("it stopped reading (its queue of messages is full)")

    async def write_loop(self) -> None:
        """Runs for the connection's life: the queue onto the socket, one message at a time."""
        try:
            while True:
                text = await self.queue.get()
                async with asyncio.timeout(self.config.send_timeout):
                    await self.ws.send(text)
                self.queue.task_done()
        except TimeoutError:
            self.drop("one message took too long to go out")
        except ConnectionClosed:
            pass

    def close(self, code: int, reason: str) -> None:
        """Close the connection with a close code the client acts on (the room moved)."""
        if self.closed:
            return
        self.closed = True
        self._closing = asyncio.get_running_loop().create_task(self.ws.close(code, reason))

    def drop(self, reason: str) -> None:
        """Cut the connection now (a client that does not read cannot be sent a goodbye)."""
        if self.closed:
            return
        self.closed = True
        self.drop_reason = reason
        # a warning: a player lost their connection, which the host wants to see (even --quiet)
        log.warning("dropped %s: %s", self, reason)
        transport = getattr(self.ws, "transport", None)
        if transport is not None:
            transport.abort()

    # -- in --------------------------------------------------------------------------------------
    def allow(self) -> bool:
        """May this client send another message now? (``rate`` a second, ``burst`` at once.)"""
        now = time.monotonic()
        rate, burst = self.config.rate, self.config.burst
        self._budget = min(burst, self._budget + (now - self._stamp) * rate)
        self._stamp = now
        if self._budget >= 1:
            self._budget -= 1
            self.refused = 0
            return True
        self.refused += 1
        return False
