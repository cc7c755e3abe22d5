"""The lobby of an online room: who is seated, the code to share, and (for the room's creator)
bots to add, seats to free and the start. Everyone else waits here for the creator to start.

The room changes as the server says (a ``room`` message on every change), read in a worker:
the screen never waits on the network. When the match starts, the lobby gives way to the
game's own table, which takes over the link.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ... import bots
from ... import games as registry
from ...i18n import N_, _, number
from ...net.client import ServerError
from ...net.link import Link
from .. import turn_clock
from ..shown import shown
from ..widgets.level_words import level_name
from .base import BaseScreen
from .dialogs import MessageScreen
from .invite_info import copy_invite, share_text
from .remote_table import RemoteSetup, in_background, remote_table_class


class LobbyScreen(BaseScreen):
    CSS_PATH = Path(__file__).with_name("online.tcss")
    BINDINGS = [
        Binding("b", "add_bot", N_("Add bot")),
        Binding("l", "level", N_("Bot level")),
        Binding("f", "free_seat", N_("Free seat")),
        Binding("s", "start", N_("Start")),
        Binding("c", "copy_invite", N_("Copy invite")),
        Binding("escape", "leave", N_("Leave")),
    ]

    def __init__(self, link: Link) -> None:
        super().__init__()
        self.link = link
        self.room: dict[str, Any] = dict(link.room or {})
        self.game_name = self.room.get("game", "")
        self.levels = bots.online_levels(self.game_name) if self.game_name else ["normal"]
        self.level = "normal" if "normal" in self.levels else self.levels[-1]
        self.handed_over = False  # the table took the link

    def compose(self) -> ComposeResult:
        yield Static("", id="lobby-title", classes="screen-title", markup=False)
        with Vertical(id="lobby"):
            yield Static("", id="lobby-share", markup=False)
            yield OptionList(id="lobby-seats")
            yield Static("", id="lobby-status", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()
        self.show_room()
        self.run_worker(self._listen(), group="lobby", exclusive=True)

    def on_unmount(self) -> None:
        if not self.handed_over:
            in_background(self.link.close())

    # -- the room as the server says it is -----------------------------------------------------
    @property
    def creator(self) -> bool:
        return self.room.get("creator") == self.link.seat

    def show_room(self) -> None:
        room = self.room
        spec = registry.get(room["game"])
        rule = spec.match_rule(room["players"], spec.options(room.get("options") or {}))
        self.query_one("#lobby-title", Static).update(
            " "
            + _("Online room {code} · {game} · {players} players · {rule}").format(
                code=room["code"],
                game=_(spec.title),
                players=number(room["players"]),
                rule=rule.describe(),
            )
        )
        timer = turn_clock.timer_note(room.get("turn_timer") or 0)
        share = Text(timer + "\n" if timer else "")
        share.append(share_text(self.link, room))
        share.append("\n" + _("c asks the terminal to copy the invite."), "dim")
        self.query_one("#lobby-share", Static).update(share)
        seats = self.query_one(OptionList)
        highlighted = seats.highlighted
        seats.set_options([Option(self._seat_line(s), id=str(s["seat"])) for s in room["seats"]])
        if highlighted is not None and highlighted < len(room["seats"]):
            seats.highlighted = highlighted
        else:
            empty = [s["seat"] for s in room["seats"] if s["kind"] == "empty"]
            seats.highlighted = empty[0] if empty else 0
        self._say_what_next()
        self.refresh_bindings()

    def _seat_line(self, seat: dict[str, Any]) -> Text:
        line = Text(_("Seat {n}").format(n=number(seat["seat"] + 1)) + "  ")
        if seat["kind"] == "empty":
            line.append(_("(empty: waiting for a player)"), "dim italic")
            return line
        line.append(seat["name"], "bold")
        tags = []
        if seat["seat"] == self.link.seat:
            tags.append(_("you"))
        if seat["seat"] == self.room.get("creator"):
            tags.append(_("creator"))
        if seat["kind"] == "bot":
            tags.append(_("{level} bot").format(level=level_name(seat.get("level"))))
        elif not seat.get("connected"):
            tags.append(_("away"))
        if tags:
            line.append("  " + " · ".join(tags), "dim")
        return line

    def _say_what_next(self, problem: str | None = None) -> None:
        empty = [s for s in self.room["seats"] if s["kind"] == "empty"]
        if problem:
            text = Text("✗ " + problem, "bold red")
        elif self.creator:
            if empty:
                said = _(
                    "You created this room. b adds a {level} bot to the highlighted empty "
                    "seat (l changes the level), f frees a seat, s starts once every seat is "
                    "filled ({n} empty)."
                )
            else:
                said = _(
                    "You created this room. b adds a {level} bot to the highlighted empty "
                    "seat (l changes the level), f frees a seat, s starts the match."
                )
            text = Text(said.format(level=level_name(self.level), n=number(len(empty))))
        else:
            creator = self.room["seats"][self.room.get("creator", 0)]["name"]
            text = Text(_("Waiting for {name} to start the match…").format(name=creator))
        self.query_one("#lobby-status", Static).update(text)

    async def _listen(self) -> None:
        while True:
            message = await self.link.events.get()
            if not shown(self):
                return
            kind = message["type"]
            if kind == "room":
                self.room = message["room"]
                self.show_room()
            elif kind in ("round_started", "table"):
                self._to_table(message)
                return
            elif kind == "link":
                if message["state"] == "gone":
                    self.app.push_screen(
                        MessageScreen(_("Online room"), message["message"]),
                        lambda _: self.app.back_to_menu(),
                    )
                    return
                self._say_what_next(message["message"])
            elif kind == "error":
                self._say_what_next(message.get("message"))

    def _to_table(self, first: dict[str, Any]) -> None:
        self.handed_over = True
        table = remote_table_class(self.room["game"])(RemoteSetup.of(self.link, first))
        self.app.switch_screen(table)

    # -- the creator's keys ----------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("add_bot", "level", "free_seat", "start"):
            return self.creator
        return True

    def _highlighted(self) -> dict[str, Any] | None:
        index = self.query_one(OptionList).highlighted
        seats = self.room["seats"]
        return seats[index] if index is not None and index < len(seats) else None

    def action_level(self) -> None:
        self.level = self.levels[(self.levels.index(self.level) + 1) % len(self.levels)]
        self._say_what_next()

    def action_add_bot(self) -> None:
        seat = self._highlighted()
        if seat is None or seat["kind"] != "empty":
            empty = [s for s in self.room["seats"] if s["kind"] == "empty"]
            if not empty:
                self._say_what_next(_("Every seat is taken: free one first (f)."))
                return
            seat = empty[0]
        self._request(self.link.add_bot(seat["seat"], self.level))

    def action_free_seat(self) -> None:
        seat = self._highlighted()
        if seat is None or seat["kind"] == "empty":
            self._say_what_next(_("Highlight a taken seat to free it."))
            return
        self._request(self.link.free_seat(seat["seat"]))

    def action_copy_invite(self) -> None:
        copy_invite(self, self.link, self.room)

    def action_start(self) -> None:
        self._request(self.link.start())

    def _request(self, request: Any) -> None:
        async def send() -> None:
            try:
                await request
            except ServerError as exc:
                self._say_what_next(exc.message)

        self.run_worker(send(), group="lobby-requests")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if not self.creator:
            return
        seat = self._highlighted()
        if seat is not None and seat["kind"] == "empty":
            self.action_add_bot()

    def action_leave(self) -> None:
        """Give the seat up (in the lobby it is free again for someone else)."""
        self.handed_over = True  # the goodbye below closes the link
        in_background(self.link.leave())
        self.app.back_to_menu()
