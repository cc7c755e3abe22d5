"""A table played on a game server: the conductor's interface, driven by the server's messages.

Local play has a :class:`~cardtui.tui.conductor.Conductor` that owns the match and asks each
seat in turn. At an online table the server owns the match; this module gives the table
screen the same two things it reads, so the game screens do not know about the network:

- :class:`~cardtui.tui.remote_match.RemoteMatch`: the match's public facts (seats, options,
  rule, totals, round wins, round number, dealer, results), rebuilt from the room and the
  table messages;
- :class:`RemoteConductor`: ``submit``, ``phase``, ``humans``, ``viewer``, ``history``,
  ``hold``/``release``, ``next_round`` and ``stop``, calling the same host methods as the
  local conductor (``round_started``, ``show_table``, ``ask_human``, ``bot_thinking``,
  ``record_events``, ``round_over``) from the seat's view and the events it may see.

It reads the link's events in a worker of the table screen (``run``): a move by someone else
stays on screen ``bot_delay`` seconds before the next one is shown (the server sends bots'
moves at full speed), and while a dialog is open over the table (``hold``) the table waits.
Nothing here blocks the screen: requests go out in workers (``spawn``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

from ..core import Action, Event, RoundResult, View
from ..core.protocol import normalize_code
from ..core.words import and_list
from ..i18n import _
from ..net.client import ConnectionLost, ServerError
from ..net.link import Link
from ..net.views import (
    Cards,
    decode_events,
    decode_result,
    decode_view,
    legal_actions,
    refusal,
)
from . import turn_clock
from .conductor import Host, Phase
from .remote_match import RemoteMatch, seats_of


class RemoteHost(Host, Protocol):
    """The table screen, as the remote conductor uses it (the conductor's host, and more)."""

    def clear_table(self) -> None: ...
    def set_prompt(self, text: str) -> None: ...
    def update_header(self) -> None: ...
    def say(self, text: str, *, severity: str = "information") -> None: ...
    def seats_changed(self, before: list[dict], after: list[dict]) -> None: ...
    def link_changed(self, state: str, message: str) -> None: ...
    def heard(self, message: dict[str, Any]) -> None: ...


class RemoteConductor:
    """Drives one online table through its host from a :class:`Link`'s events."""

    def __init__(
        self,
        host: RemoteHost,
        match: RemoteMatch,
        link: Link,
        *,
        bot_delay: float = 0.8,
        spawn: Callable[[Coroutine[Any, Any, Any]], Any],
        pending: list[dict[str, Any]] | None = None,
        alive: Callable[[], bool] = lambda: True,
    ) -> None:
        self.host = host
        self.match = match
        self.spec = match.spec
        self.link = link
        self.bot_delay = bot_delay
        self.spawn = spawn
        self.alive = alive  # is the host still on screen (not being closed)?
        self.seat: int = link.seat if link.seat is not None else 0
        self.phase = Phase.IDLE
        self.paused = False  # the server's bots do not pause
        self.history: list[tuple[int, list[Event]]] = []
        self.by_bot: list[bool] = []  # per move of ``history``: a bot made it (statistics)
        self.humans = [self.seat]  # the one human at this screen
        self.viewer: int | None = self.seat
        self.layout_seat = self.seat
        self.bots = {i: s.level for i, s in enumerate(match.seats) if s.is_bot}
        self.cards = Cards(match.spec)
        self.table: dict[str, Any] | None = None  # the latest table the server sent
        self.legal: list[Action] = []
        self.waiting_for_ready = False
        self._world: Any = None  # a world consistent with this seat's view (refusals)
        self._pending = list(pending or ())
        self._released = asyncio.Event()
        self._released.set()
        self._holds = 0
        self._stopped = False
        self.room_seats: list[dict[str, Any]] = list((link.room or {}).get("seats", ()))
        # (seat, this machine's monotonic time) when the awaited move runs out (turn timer)
        self.deadline: tuple[int, float] | None = turn_clock.deadline_of(link.room or {}, None)

    # -- what the tables read --------------------------------------------------------------------
    @property
    def movers(self) -> list[int]:
        return [seat for seat, _ in self.history]

    @property
    def actions(self) -> list[str]:
        """This seat's own moves this round (the server tells no one another seat's moves)."""
        return self.match.log[-1]

    hot_seat = False
    watching = False
    public_only = False

    @property
    def seat_to_act(self) -> int | None:
        return self.match.state.current_player

    def view_seat(self) -> int:
        return self.seat

    def names(self) -> list[str]:
        return [s.name for s in self.match.seats]

    # -- the loop --------------------------------------------------------------------------------
    def start(self, history: Any = (), *, picked_up: bool = False) -> None:
        """Start reading the server's messages (in a worker of the host). ``picked_up`` is
        the local conductor's (a cover for a resumed hot-seat game): one seat here, none."""
        self.spawn(self.run())

    async def run(self) -> None:
        while not self._stopped:
            if self._pending:
                message = self._pending.pop(0)
            else:
                message = await self.link.events.get()
            if message["type"] not in ("link", "room", "error", "said"):
                await self._released.wait()  # a dialog over the table: the table waits
            if self._stopped or not self.alive():
                return
            self._clock(message)
            pause = self.handle(message)
            if pause > 0:
                await asyncio.sleep(pause)

    def handle(self, message: dict[str, Any]) -> float:
        """Show one message; returns how long to leave it on screen before the next."""
        kind = message["type"]
        if kind == "table":
            self._sync(message["table"])
        elif kind == "round_started":
            self._round_started(message)
        elif kind == "move":
            return self._moved(message)
        elif kind == "round_over":
            self._round_over(message)
        elif kind == "room":
            self._room(message["room"])
        elif kind == "link":
            self.host.link_changed(message["state"], message["message"])
            if message["state"] == "gone":
                self.stop()
        elif kind == "said":  # a quick message (shown even while a dialog is open)
            self.host.heard(message)
        elif kind == "error":  # news from the server (not an answer)
            self.host.say(message.get("message", ""), severity="warning")
        return 0.0

    def _clock(self, message: dict[str, Any]) -> None:
        """The turn timer's deadline from a message that carries one (a table or a room)."""
        fields = message.get("table") or message.get("room")
        if isinstance(fields, dict) and "deadline_in" in fields:
            self.deadline = turn_clock.deadline_of(fields, message.get("received_at"))

    @property
    def stood_in(self) -> bool:
        """Does a stand-in play this seat because its time ran out twice?"""
        mine = self.room_seats[self.seat] if self.seat < len(self.room_seats) else {}
        return bool(mine.get("stand_in")) and mine.get("stand_in_reason") == turn_clock.TIMEOUT

    def _sync(self, table: dict[str, Any]) -> None:
        """The whole table again (on sitting down, and after a reconnection)."""
        self.match.follow(table)
        moves = [
            (mv["seat"], decode_events(mv.get("events")), mv.get("by_bot", False))
            for mv in table.get("history", ())
        ]
        self.history = [(seat, events) for seat, events, _ in moves]
        self.by_bot = [bool(by_bot) for _, _, by_bot in moves]
        self.host.clear_table()
        self.host.round_started(self.match.round_no, self.match.dealer)
        opening = decode_events(table.get("opening"))
        if opening:
            self.host.record_events(None, opening, False)
        for seat, events, by_bot in moves:
            self.host.record_events(seat, events, by_bot)
        self._show(table)
        if table["phase"] != "playing" and "result" in table:
            result = decode_result(table["result"])
            self.match.add_result(result)
            if table["phase"] == "round_over" and self.seat in table.get("ready", ()):
                self.phase = Phase.ROUND_OVER
                self.waiting_for_ready = True
                self._say_waiting()
            else:
                self._finish(result)

    def _round_started(self, message: dict[str, Any]) -> None:
        table = message["table"]
        self.match.follow(table)
        self.history = []
        self.by_bot = []
        self.waiting_for_ready = False
        self.host.round_started(self.match.round_no, self.match.dealer)
        opening = decode_events(message.get("events"))
        if opening:
            self.host.record_events(None, opening, False)
        self._show(table)

    def _moved(self, message: dict[str, Any]) -> float:
        seat = message["seat"]
        events = decode_events(message.get("events"))
        self.history.append((seat, events))
        self.by_bot.append(bool(message.get("by_bot", False)))
        self.match.follow(message["table"])
        self.host.record_events(seat, events, message.get("by_bot", False))
        self._show(message["table"])
        if message.get("timed_out"):
            name = None if seat == self.seat else self.names()[seat]
            self.host.say(turn_clock.timed_out_text(name), severity="warning", log=True)
        return self.bot_delay if seat != self.seat else 0.0

    def _round_over(self, message: dict[str, Any]) -> None:
        result = decode_result(message["result"])
        self.match.follow(message["table"])
        self.match.add_result(result)
        self._show(message["table"])
        self._finish(result)

    def _finish(self, result: RoundResult) -> None:
        self.phase = Phase.MATCH_OVER if self.match.is_over else Phase.ROUND_OVER
        if self.match.is_over:
            self.link.forget_seat()  # nothing left to come back to
        self.host.round_over(result)

    def _show(self, table: dict[str, Any]) -> None:
        self.table = table
        view: View = decode_view(self.cards, table["view"])
        self.legal, self._world = [], None
        self.host.show_table(view, hide_hand=False, others={})
        if table["phase"] != "playing":
            return
        current = table["current_player"]
        if current == self.seat and table.get("legal"):
            try:
                self.legal, self._world = legal_actions(self.spec, view, table["legal"])
            except ValueError as exc:
                self.phase = Phase.IDLE
                self.host.say(str(exc), severity="error")
                return
            self.phase = Phase.HUMAN
            self.host.ask_human(self.seat, list(self.legal))
        elif current is not None:
            self.phase = Phase.THINKING
            self.host.bot_thinking(current, False)
        if self.stood_in:  # until the player takes the seat back, say how
            self.host.set_prompt(turn_clock.stood_in_text(None))

    def _room(self, room: dict[str, Any]) -> None:
        before, self.room_seats = self.room_seats, list(room["seats"])
        self.match.seats = seats_of(room)
        self.bots = {i: s.level for i, s in enumerate(self.match.seats) if s.is_bot}
        self.host.seats_changed(before, room["seats"])
        was = before[self.seat] if self.seat < len(before) else {}
        if self.stood_in and was.get("stand_in_reason") != turn_clock.TIMEOUT:
            self.host.say(turn_clock.stood_in_text(None), severity="warning", log=True)
            self.host.set_prompt(turn_clock.stood_in_text(None))
        elif was.get("stand_in_reason") == turn_clock.TIMEOUT and not self.stood_in:
            current = (self.table or {}).get("current_player")
            if self.phase is Phase.THINKING and current is not None:
                self.host.bot_thinking(current, False)  # the prompt says who moves again
        if self.waiting_for_ready:
            self._say_waiting()

    def _say_waiting(self) -> None:
        slow = [
            s["name"]
            for s in self.room_seats
            if s["kind"] == "human" and not s.get("ready") and not s.get("stand_in")
        ]
        if slow:
            said = _("Waiting for {names} to be ready for the next round…")
            self.host.set_prompt(said.format(names=and_list(slow)))
        else:
            self.host.set_prompt(_("Dealing the next round…"))

    # -- the player's move -----------------------------------------------------------------------
    def submit(self, action: Action | str) -> str | None:
        """This seat's choice: sent to the server. None when it went out (the server's answer
        comes back as the next table), else a sentence saying why not."""
        if self.phase is not Phase.HUMAN or self.table is None:
            return _("Wait for your turn.")
        wanted = normalize_code(action if isinstance(action, str) else action.code)
        code = next((a.code for a in self.legal if a.code.lower() == wanted), None)
        if code is None:
            return refusal(self.spec, self._world, wanted)
        self.phase = Phase.IDLE
        self.match.log[-1].append(code)
        self.spawn(self._send_move(code, self.table["seq"]))
        return None

    async def _send_move(self, code: str, seq: int) -> None:
        try:
            await self.link.act(code, seq)
        except ConnectionLost:
            pass  # the table comes again once the seat is back, this move in it or not
        except ServerError as exc:
            if self.log_ends_with(code):
                self.match.log[-1].pop()
            if self.table is not None and self.table["seq"] == seq and not self._stopped:
                self.host.say(exc.message, severity="warning")
                self.phase = Phase.HUMAN
                self.host.ask_human(self.seat, list(self.legal))

    def log_ends_with(self, code: str) -> bool:
        return bool(self.match.log[-1]) and self.match.log[-1][-1] == code

    # -- rounds, dialogs, leaving ----------------------------------------------------------------
    def next_round(self) -> None:
        """Ready for the next round (after reading the results): it is dealt once everyone is."""
        self.waiting_for_ready = True
        self._say_waiting()
        self.spawn(self._send_ready())

    def take_seat_back(self) -> None:
        """Play this seat again after the stand-in took it (the time ran out twice)."""
        self.spawn(self._send_back())

    async def _send_back(self) -> None:
        try:
            await self.link.back()
        except ServerError as exc:
            self.host.say(exc.message, severity="warning")

    async def _send_ready(self) -> None:
        try:
            await self.link.ready()
        except ServerError as exc:
            self.host.say(exc.message, severity="warning")

    def hold(self) -> None:
        self._holds += 1
        self._released.clear()

    def release(self) -> None:
        if self._holds:
            self._holds -= 1
        if not self._holds:
            self._released.set()

    def toggle_pause(self) -> bool:
        return False  # the server does not pause for one player

    def stop(self) -> None:
        self._stopped = True
        self._released.set()
        self.phase = Phase.IDLE if self.phase is not Phase.MATCH_OVER else self.phase
