"""The rooms a game server lists, to find a table without a code passed around.

Opened from "Play online" (its Find rooms button): it asks the server in the form for its
listed rooms (a short connection of its own, in a worker: the screen never waits on the
network) and shows each with its game, its free seats and who sits there. Enter on a room
closes the list with the room's code, which the form then joins as if it had been typed;
``r`` asks again. No room, or no server, is a sentence.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ... import games as registry
from ...i18n import N_, _, comma, ngettext, number
from ...net.client import Client, ServerError
from ..shown import shown
from .base import BaseScreen

TIMEOUT = 5.0  # seconds to reach the server and hear its list


def room_line(room: dict[str, Any]) -> Text:
    """One listed room: its code, then the game, the seats and who sits there, in words."""
    game = room.get("game", "")
    title = _(registry.get(game).title) if game in registry.all() else str(room.get("title", ""))
    players, free = int(room.get("players", 0)), int(room.get("free", 0))
    if free:
        seats = ngettext("{free} of {n} seat free", "{free} of {n} seats free", players).format(
            free=number(free), n=number(players)
        )
    else:
        seats = ngettext("{n} seat, all taken", "{n} seats, all taken", players).format(
            n=number(players)
        )
    parts = [title, seats]
    names = [str(n) for n in room.get("names") or ()]
    if names:
        parts.append(_("seated: {names}").format(names=comma().join(names)))
    if room.get("status") == "playing":
        parts.append(_("match under way"))
    if room.get("known_deal"):
        parts.append(_("known deal"))
    if room.get("spectators"):
        parts.append(_("spectators welcome"))
    line = Text(f"{room.get('code', '')}  ", style="bold")
    line.append(" · ".join(parts), style="" if free else "dim")
    return line


class RoomListScreen(BaseScreen):
    """Dismissed with the chosen room's code (None: back to the form without one)."""

    CSS_PATH = Path(__file__).with_name("online.tcss")
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("r", "refresh", N_("Refresh")),
    ]

    def __init__(self, address: str) -> None:
        super().__init__()
        self.address = address
        self.rooms: list[dict[str, Any]] = []

    def compose(self) -> ComposeResult:
        yield Static(
            " " + _("Rooms listed on {address}").format(address=self.address),
            classes="screen-title",
            markup=False,
        )
        yield OptionList(id="room-list")
        yield Static("", id="room-list-status", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()
        self.action_refresh()

    def status(self, text: str, *, problem: bool = False) -> None:
        line = self.query_one("#room-list-status", Static)
        line.update(Text(("✗ " if problem else "") + text))
        line.set_class(problem, "-problem")

    def action_refresh(self) -> None:
        self.status(_("Asking {address} for its rooms…").format(address=self.address))
        self.run_worker(self._fetch(), exclusive=True, group="room-list")

    async def _fetch(self) -> None:
        try:
            client = await Client.connect(self.address, timeout=TIMEOUT)
            try:
                rooms = await client.list_rooms()
            finally:
                await client.close()
        except (ServerError, TimeoutError) as exc:
            if shown(self):
                if isinstance(exc, ServerError):  # "Could not reach …", or the server's words
                    said = exc.message
                else:
                    said = _("{address} did not answer.").format(address=self.address)
                self.show([], problem=said)
            return
        if shown(self):
            self.show(rooms)

    def show(self, rooms: list[dict[str, Any]], *, problem: str | None = None) -> None:
        self.rooms = rooms
        options = self.query_one(OptionList)
        options.set_options([Option(room_line(r)) for r in rooms])
        if rooms:
            options.highlighted = 0
        if problem is not None:
            self.status(problem, problem=True)
        elif not rooms:
            self.status(
                _(
                    "{address} lists no room just now. r asks again; "
                    "a room with a code is joined from the form."
                ).format(address=self.address)
            )
        else:
            self.status(
                ngettext(
                    "{n} room. Enter joins the highlighted one, r asks again.",
                    "{n} rooms. Enter joins the highlighted one, r asks again.",
                    len(rooms),
                ).format(n=number(len(rooms)))
            )

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        room = self.rooms[event.option_index]
        if not room.get("free"):
            self.status(
                _("Every seat in room {code} is taken: choose another, or r to look again.").format(
                    code=room.get("code", "")
                ),
                problem=True,
            )
            return
        self.dismiss(room["code"])

    def action_back(self) -> None:
        self.dismiss(None)
