"""Bots and timers of every room: what happens without a player's message.

After every change a room calls :meth:`Runner.kick`: if a bot is to move (a bot's seat, or a
bot standing in for a player who is away), its choice runs in a worker thread (off the event
loop, from the bot's own view, like the app's conductor); and if the player to move is away,
a timer lets a bot stand in once the room's takeover time has passed.

A bot's move is a pure function of what it sees and the move number: its random choices come
from ``derive_seed(room seed, "bot", seat, move)``, so a room plays the same after a restart
and a test can replay it locally.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from .. import bots
from ..core import Bot, derive_seed
from .lease import Fenced
from .messages import ProtocolError

if TYPE_CHECKING:
    from .room import Room

log = logging.getLogger("cardtui.net")


class Runner:
    def __init__(self, workers: int) -> None:
        self.pool = ThreadPoolExecutor(max(1, workers), thread_name_prefix="cardtui-bot")
        self.busy: set[str] = set()  # rooms whose bot is thinking
        self.timers: dict[str, asyncio.TimerHandle] = {}
        self.bots: dict[tuple[str, int, str], Bot] = {}
        self.tasks: set[asyncio.Task] = set()
        self.closed = False
        self.lost: Callable[[str], None] = lambda code: None  # a room's write was fenced

    def kick(self, room: Room) -> None:
        """Look at a room after a change: start a bot's move, (re)arm the takeover timer."""
        if self.closed:
            return
        seat = room.bot_turn()
        if seat is not None and room.code not in self.busy:
            self.busy.add(room.code)
            task = asyncio.get_running_loop().create_task(self._bot_move(room, seat, room.seq))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
        timer = self.timers.pop(room.code, None)
        if timer is not None:
            timer.cancel()
        at = room.takeover_at()
        if at is not None:
            loop = asyncio.get_running_loop()
            delay = max(0.0, at - room.clock())
            self.timers[room.code] = loop.call_later(delay, self._takeover, room)

    def _takeover(self, room: Room) -> None:
        self.timers.pop(room.code, None)
        try:
            if not room.stand_in_due(room.clock()):
                self.kick(room)
        except Fenced as exc:
            self.lost(exc.code)

    def bot_for(self, room: Room, seat: int) -> Bot:
        slot = room.slots[seat]
        level = slot.level if slot.kind == "bot" and slot.level else room.settings.stand_in_level
        key = (room.code, seat, level)
        bot = self.bots.get(key)
        if bot is None:
            bot = self.bots[key] = bots.make(
                room.spec.name, level, seed=derive_seed(room.seed, "bot", seat)
            )
        return bot

    async def _bot_move(self, room: Room, seat: int, seq: int) -> None:
        # View and legal moves are built here, in the loop's thread: the worker never
        # touches the state.
        state = room.match.state
        view, legal = state.view(seat), state.legal_actions()
        rng = random.Random(derive_seed(room.seed, "bot", seat, seq))
        try:
            bot = self.bot_for(room, seat)
            loop = asyncio.get_running_loop()
            action = await loop.run_in_executor(self.pool, bot.choose, view, legal, rng)
        except asyncio.CancelledError:
            self.busy.discard(room.code)
            raise
        except Exception:  # a bot's bug must not stop the room: play its first legal move
            log.exception("bot at seat %s of room %s failed", seat, room.code)
            action = legal[0]
        self.busy.discard(room.code)
        if self.closed or room.seq != seq or room.bot_turn() != seat:
            self.kick(room)  # the table moved on meanwhile (the player came back)
            return
        try:
            try:
                room.act(seat, action.code, by_bot=True)
            except ProtocolError as exc:  # a bot's bug: play on with a legal move
                log.error("bot at seat %s of room %s chose %r: %s", seat, room.code, action, exc)
                room.act(seat, legal[0].code, by_bot=True)
        except Fenced as exc:  # the move was not stored: the room is served elsewhere now
            self.lost(exc.code)
        except Exception:
            log.exception("room %s failed after a bot's move", room.code)

    def forget(self, code: str) -> None:
        timer = self.timers.pop(code, None)
        if timer is not None:
            timer.cancel()
        for key in [k for k in self.bots if k[0] == code]:
            del self.bots[key]

    async def close(self) -> None:
        self.closed = True
        for timer in self.timers.values():
            timer.cancel()
        self.timers.clear()
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        self.pool.shutdown(wait=False, cancel_futures=True)
