"""Play online: which server, your name, then join a room by its code or create one.

The server is a ``cardtui host`` someone runs (its address, e.g. ``192.168.1.5:7777``). A room
is created with a game, its table size and its rules (a preset, and any option as
``name=value``); its seats are filled in the lobby (friends join with the code, the creator
adds bots). Seats this computer holds on the server are listed to come back to. Connecting
happens in a worker: the screen never waits on the network, and every problem is a sentence
under the form.
"""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from ... import games as registry
from ...core.options import describe_options, parse_option_pairs
from ...i18n import N_, _, comma, number
from ...net.client import ServerError
from ...net.config import DEFAULT_PORT
from ...net.invite import parse_invite
from ...net.link import Link
from ...net.tokens import SeatBook
from .. import turn_clock
from ..shown import shown
from ..tables import unavailable_reason
from ..widgets.on_off import OnOff
from ..widgets.select import Select
from .base import BaseScreen
from .remote_table import in_background

STANDARD = "__standard__"
DEFAULT_ADDRESS = f"localhost:{DEFAULT_PORT}"


@dataclasses.dataclass
class Plan:
    """What the player asked for (the form, or ``cardtui join``'s arguments)."""

    address: str = ""
    name: str = ""
    code: str = ""  # join this room
    game: str = ""  # or create a room of this game
    players: int | None = None
    options: dict[str, Any] = dataclasses.field(default_factory=dict)
    turn_timer: int = 0  # seconds a move in a new room (0: no limit)
    go: bool = False  # start at once (the command line said everything)
    listed: bool = False  # a new room is listed on the server (anyone may find it)


def playable_games() -> list[str]:
    return [g for g in registry.all() if unavailable_reason(g) is None]


def table_sizes(game: str) -> list[int]:
    spec = registry.get(game)
    sizes = []
    for n in range(spec.min_players, spec.max_players + 1):
        try:
            spec.check_players(n)
        except ValueError:
            continue
        sizes.append(n)
    return sizes


def preset_choices(game: str) -> list[tuple[str, str]]:
    """Standard rules, then the game's other rule sets (its "Standard" set is the first)."""
    spec = registry.get(game) if game else None
    presets = spec.presets if spec else {}
    others = [p for p, over in presets.items() if spec.options(over) != spec.options()]
    return [(_("Standard rules"), STANDARD), *((_(p), p) for p in others)]


def option_names(game: str) -> str:
    """The options a room of ``game`` takes on top of its preset, for the note under them."""
    if not game:
        return ""
    spec = registry.get(game)
    names = comma().join(name for name, _, _ in describe_options(spec.Options))
    if not names:
        return ""
    # Translators: {names} are the options' code names, typed as they are (name=value).
    return _("Options of {game} (name=value, space between): {names}").format(
        game=_(spec.title), names=names
    )


def room_options(game: str, preset: str, extra: str) -> dict[str, Any]:
    """The rules of a new room as plain values: a preset and ``name=value`` pairs on top (a
    ``ValueError`` with the game's own sentence when one is wrong)."""
    spec = registry.get(game)
    chosen = dict(spec.presets.get(preset, {})) if preset != STANDARD else {}
    pairs = [p for p in extra.replace(",", " ").split() if p]
    chosen.update(parse_option_pairs(pairs))
    return dataclasses.asdict(spec.options(chosen))


class OnlineScreen(BaseScreen):
    """The "Play online" form."""

    CSS_PATH = Path(__file__).with_name("online.tcss")
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("ctrl+j", "join", N_("Join"), show=False),
        Binding("ctrl+r", "rooms", N_("Find rooms")),
    ]

    def __init__(self, plan: Plan | None = None) -> None:
        super().__init__()
        self.book = SeatBook()
        last = self.book.last
        self.plan = plan or Plan()
        self.plan.address = self.plan.address or last.get("address", DEFAULT_ADDRESS)
        self.plan.name = self.plan.name or last.get("name", "")
        self.games = playable_games()
        self.busy = False

    def compose(self) -> ComposeResult:
        plan = self.plan
        game = plan.game if plan.game in self.games else (self.games[0] if self.games else "")
        self.shown_game = game
        yield Static(" " + _("Play online"), classes="screen-title", markup=False)
        with VerticalScroll(id="online-form"):
            with Horizontal(classes="form-row"):
                yield Label(_("Server"), classes="form-label")
                yield Input(plan.address, placeholder=DEFAULT_ADDRESS, compact=True, id="address")
                yield Label(_("a cardtui host: address:port"), classes="form-note")
            with Horizontal(classes="form-row"):
                yield Label(_("Your name"), classes="form-label")
                yield Input(
                    plan.name, placeholder=_("your name"), max_length=20, compact=True, id="name"
                )
            yield Static(_("Join a room"), classes="form-section", markup=False)
            with Horizontal(classes="form-row"):
                yield Label(_("Room code"), classes="form-label")
                yield Input(
                    plan.code,
                    placeholder=_("e.g. {code}").format(code="K7QXM"),
                    max_length=300,  # a pasted invite (ws://host:port/CODE) fits too
                    compact=True,
                    id="code",
                )
                yield Button(_("Join"), id="join", variant="primary", compact=True)
            with Horizontal(classes="form-row"):
                yield Label(_("Listed rooms"), classes="form-label")
                yield Button(_("Find rooms"), id="rooms", compact=True)
                yield Label(_("the rooms this server lists"), classes="form-note")
            yield OptionList(id="my-seats")
            yield Static(_("Or create one"), classes="form-section", markup=False)
            with Horizontal(classes="form-row"):
                yield Label(_("Game"), classes="form-label")
                yield Select(
                    [(_(registry.get(g).title), g) for g in self.games],
                    value=game,
                    allow_blank=False,
                    compact=True,
                    id="game",
                )
                yield Label(_("Players"), classes="form-label -short")
                sizes = table_sizes(game) if game else [2]
                yield Select(
                    [(number(n), n) for n in sizes],
                    value=plan.players if plan.players in sizes else sizes[0],
                    allow_blank=False,
                    compact=True,
                    id="players",
                )
            with Horizontal(classes="form-row"):
                yield Label(_("Rules"), classes="form-label")
                yield Select(
                    preset_choices(game),
                    value=STANDARD,
                    allow_blank=False,
                    compact=True,
                    id="preset",
                )
            with Horizontal(classes="form-row"):
                yield Label(_("List this room"), classes="form-label")
                yield OnOff(plan.listed, id="listed")
                yield Label(_("shown in Find rooms"), classes="form-note")
            with Horizontal(classes="form-row"):
                yield Label(_("Typed messages"), classes="form-label")
                yield OnOff(False, id="free-text")
                yield Label(_("not only the quick phrases"), classes="form-note")
            with Horizontal(classes="form-row"):
                yield Label(_("Turn timer"), classes="form-label")
                yield Select(
                    turn_clock.timer_choices(),
                    value=plan.turn_timer if plan.turn_timer in turn_clock.CHOICES else 0,
                    allow_blank=False,
                    compact=True,
                    id="turn-timer",
                )
                yield Label(_("then a bot plays the move"), classes="form-note")
            with Horizontal(classes="form-row"):
                yield Label(_("Options"), classes="form-label")
                yield Input("", placeholder=_("name=value …"), compact=True, id="extra")
                yield Button(_("Create room"), id="create", variant="success", compact=True)
            yield Static(option_names(game), id="extra-help", markup=False)
        yield Static("", id="online-status", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats()
        if self.book.notice:
            self.status(self.book.notice, problem=True)
        if self.plan.options:
            extra = " ".join(f"{k}={v}" for k, v in self.plan.options.items())
            self.query_one("#extra", Input).value = extra
        field = "#name" if not self.plan.name else ("#code" if not self.plan.game else "#extra")
        self.query_one(field, Input).focus()
        if self.plan.go:
            self.call_after_refresh(self.action_create if self.plan.game else self.action_join)

    # -- the form --------------------------------------------------------------------------------
    @on(Select.Changed, "#game")
    def _on_game(self, event: Select.Changed) -> None:
        if event.value != self.shown_game:
            self._game_changed(event.value)

    def _game_changed(self, game: Any) -> None:
        if not isinstance(game, str) or not game:
            return
        self.shown_game = game
        sizes = table_sizes(game)
        wanted = self.plan.players if self.plan.players in sizes else sizes[0]
        players = self.query_one("#players", Select)
        players.set_options([(number(n), n) for n in sizes])
        players.value = wanted
        preset = self.query_one("#preset", Select)
        preset.set_options(preset_choices(game))
        preset.value = STANDARD
        self.query_one("#extra-help", Static).update(option_names(game))

    @on(Input.Changed, "#address")
    def _on_address(self) -> None:
        self._show_seats()

    def _show_seats(self) -> None:
        """The seats this computer holds on the server named in the form (to come back to)."""
        seats_list = self.query_one("#my-seats", OptionList)
        try:
            url = Link(self.typed_address or DEFAULT_ADDRESS, "x").url
        except ValueError:
            url = ""
        self.saved = self.book.seats(url)[:5] if url else []
        seats_list.set_options(
            [Option(Text(_("Back to {seat}").format(seat=s.describe()))) for s in self.saved]
        )
        seats_list.display = bool(self.saved)

    @on(OptionList.OptionSelected, "#my-seats")
    def _rejoin(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        seat = self.saved[event.option_index]
        self.query_one("#code", Input).value = seat.room
        self.query_one("#name", Input).value = seat.name
        self.action_join()

    @property
    def typed_address(self) -> str:
        return self.query_one("#address", Input).value.strip()

    @property
    def typed_name(self) -> str:
        return " ".join(self.query_one("#name", Input).value.split())

    def status(self, text: str, *, problem: bool = False) -> None:
        if not shown(self):
            return  # closed while connecting: the answer has nobody to tell
        line = self.query_one("#online-status", Static)
        line.update(Text(("✗ " if problem else "") + text))
        line.set_class(problem, "-problem")

    @on(Input.Submitted, "#code")
    @on(Button.Pressed, "#join")
    def _join_pressed(self) -> None:
        self.action_join()

    @on(Button.Pressed, "#rooms")
    def _rooms_pressed(self) -> None:
        self.action_rooms()

    def action_rooms(self) -> None:
        """The rooms the server in the form lists; the one chosen is joined."""
        from .room_list import RoomListScreen

        address = self.typed_address or DEFAULT_ADDRESS
        invite = parse_invite(address)
        if invite is not None:  # an invite pasted as the server: its server
            address = invite[0]
        try:
            Link(address, "x")  # a malformed address is a sentence here, not on the list
        except ValueError as exc:
            self.status(str(exc), problem=True)
            return
        self.app.push_screen(RoomListScreen(address), self._room_chosen)

    def _room_chosen(self, code: str | None) -> None:
        if code:
            self.query_one("#code", Input).value = code
            self.action_join()

    def _read_invite(self) -> None:
        """An invite pasted as the room code (or as the server, with no code) fills both."""
        code_field = self.query_one("#code", Input)
        invite = parse_invite(code_field.value)
        if invite is None and not code_field.value.strip():
            invite = parse_invite(self.typed_address)
        if invite is not None:
            self.query_one("#address", Input).value, code_field.value = invite

    @on(Input.Submitted, "#extra")
    @on(Button.Pressed, "#create")
    def _create_pressed(self) -> None:
        self.action_create()

    @on(Input.Submitted, "#address, #name")
    def _next_field(self) -> None:
        self.focus_next()

    # -- going online ----------------------------------------------------------------------------
    def _link(self) -> Link | None:
        """A link to the server in the form, or None (and the reason under the form)."""
        if not self.typed_name:
            self.status(_("Say your name: it is shown to the others at the table."), problem=True)
            return None
        try:
            return Link(self.typed_address or DEFAULT_ADDRESS, self.typed_name, book=self.book)
        except ValueError as exc:
            self.status(str(exc), problem=True)
            return None

    def action_join(self) -> None:
        self._read_invite()
        code = self.query_one("#code", Input).value.strip().upper()
        if not code:
            self.status(
                _("Type the room's code (the player who created it sees it)."), problem=True
            )
            return
        link = self._link()
        if link is not None and not self.busy:
            self.run_worker(self._go(link, code=code), exclusive=True, group="connect")

    def action_create(self) -> None:
        game = self.query_one("#game", Select).value
        players = self.query_one("#players", Select).value
        preset = self.query_one("#preset", Select).value
        if not isinstance(game, str) or not isinstance(players, int):
            self.status(_("Choose a game and a table size."), problem=True)
            return
        try:
            options = room_options(game, str(preset), self.query_one("#extra", Input).value)
        except ValueError as exc:
            self.status(str(exc), problem=True)
            return
        link = self._link()
        if link is not None and not self.busy:
            create = {"game": game, "players": players, "options": options}
            create["free_text"] = self.query_one("#free-text", OnOff).value
            create["listed"] = self.query_one("#listed", OnOff).value
            timer = self.query_one("#turn-timer", Select).value
            create["turn_timer"] = timer if isinstance(timer, int) else 0
            self.run_worker(self._go(link, create=create), exclusive=True, group="connect")

    async def _go(
        self, link: Link, *, code: str = "", create: dict[str, Any] | None = None
    ) -> None:
        self.busy = True
        self.status(_("Connecting to {address}…").format(address=link.address))
        try:
            await link.open(code or None)  # a room's code: its address (several servers)
            if create is not None:
                await link.create(
                    create["game"],
                    create["players"],
                    options=create["options"],
                    free_text=create.get("free_text", False),
                    listed=create.get("listed") or None,
                    turn_timer=create.get("turn_timer", 0),  # the player's choice, Off too
                )
            else:
                await link.join(code)
        except ServerError as exc:
            await link.close()
            self.busy = False
            self.status(exc.message, problem=True)
            return
        except asyncio.CancelledError:  # the form was closed while connecting
            in_background(link.close())
            raise
        if not shown(self):  # closed as the answer came: no room to open over the menu
            in_background(link.close())
            return
        self.book.remember(link.address, link.name)
        if link.notice:
            self.notify(link.notice, severity="warning", markup=False)
        self.busy = False
        open_room(self.app, link, switch=True)

    def action_back(self) -> None:
        self.close()


def open_room(app: Any, link: Link, *, switch: bool) -> None:
    """Show the room ``link`` sits in: its lobby, or its table once the match has started."""
    from .lobby import LobbyScreen
    from .remote_table import RemoteSetup, remote_table_class

    room = link.room or {}
    if room.get("status") == "lobby":
        screen: Any = LobbyScreen(link)
    else:
        screen = remote_table_class(room["game"])(RemoteSetup.of(link))
    if switch:
        app.switch_screen(screen)
    else:
        app.push_screen(screen)
