"""New-game setup for any game: players, seats (human with a name, or bot with a level), rule
presets and every option (defaults marked), an optional seed, the bots' speed.

The form is generated from the game's spec: ``Options`` (a dataclass) via ``describe_options``,
``presets``, ``min_players``..``max_players``, ``sides`` and the bot levels it offers. Every
change is checked at once by building the options and a first deal; a combination the game
refuses is explained under the form and the Start button waits until it is fixed.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Literal, get_args, get_origin

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from ... import bots
from ... import games as registry
from ...core import Seat
from ...core.options import describe_options, option_types
from ..conductor import TableSetup
from ..settings import BOT_SPEEDS
from ..tables import option_help
from .base import BaseScreen
from .settings import SPEED_LABELS

DEFAULTS_PRESET = "__defaults__"
CUSTOM_PRESET = "__custom__"
LEVEL_HELP = {
    "random": "random moves",
    "easy": "beginner",
    "normal": "good player",
    "hard": "strong, slower",
}


def humanize(name: str) -> str:
    return name.replace("_", " ").capitalize()


def show_value(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


class SetupScreen(BaseScreen):
    """The form; on Start the app opens the table with a :class:`TableSetup`."""

    BINDINGS = [
        Binding("ctrl+s", "start", "Start"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, game: str, initial: TableSetup | None = None) -> None:
        super().__init__()
        self.game_name = registry.resolve(game)
        self.spec = registry.get(self.game_name)
        self.initial = initial
        self.levels = bots.levels(self.game_name)
        self.option_info = describe_options(self.spec.Options)
        self.option_kinds = option_types(self.spec.Options)
        self.problem: str | None = None
        self.option_notes = option_help(self.game_name)

    # -- layout --------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        spec = self.spec
        init = self.initial
        players = len(init.seats) if init else spec.min_players
        yield Static(f" New game of {spec.title}", classes="screen-title", markup=False)
        with VerticalScroll(id="setup-form"):
            yield Static("Players", classes="form-section", markup=False)
            with Horizontal(classes="form-row"):
                yield Label("Number of players", classes="form-label")
                yield Select(
                    [(str(n), n) for n in range(spec.min_players, spec.max_players + 1)],
                    value=players,
                    allow_blank=False,
                    compact=True,
                    id="players",
                )
            for seat in range(spec.max_players):
                yield from self._seat_row(
                    seat, init.seats[seat] if init and seat < players else None
                )
            yield Static("Rules", classes="form-section", markup=False)
            if spec.presets:
                with Horizontal(classes="form-row"):
                    yield Label("Preset", classes="form-label")
                    choices = [("Standard rules (defaults)", DEFAULTS_PRESET)]
                    choices += [(name, name) for name in spec.presets]
                    choices += [("Custom", CUSTOM_PRESET)]
                    yield Select(
                        choices, value=DEFAULTS_PRESET, allow_blank=False, compact=True, id="preset"
                    )
            values = dict(init.options) if init else {}
            for name, default, _ in self.option_info:
                yield self._option_row(name, default, values.get(name, default))
            yield Static("Table", classes="form-section", markup=False)
            with Horizontal(classes="form-row"):
                yield Label("Seed (optional)", classes="form-label")
                yield Input(
                    str(init.seed) if init and init.seed is not None else "",
                    placeholder="random",
                    type="integer",
                    compact=True,
                    id="seed",
                )
                yield Label("same seed, same deals", classes="form-note")
            with Horizontal(classes="form-row"):
                yield Label("Bot speed", classes="form-label")
                yield Select(
                    [(SPEED_LABELS[n], n) for n in BOT_SPEEDS],
                    value=self.app.settings.speed_name,
                    allow_blank=False,
                    compact=True,
                    id="speed",
                )
        yield Static("", id="setup-status", markup=False)
        with Horizontal(id="setup-buttons"):
            yield Button("Start (ctrl+s)", id="start", variant="success")
            yield Button("Back (esc)", id="back")
        yield Footer()

    def _seat_row(self, seat: int, given: Seat | None) -> ComposeResult:
        if given is None:
            given = Seat.human("Player 1") if seat == 0 else Seat.bot("normal", f"Bot {seat + 1}")
        kinds = [("Human", "human")]
        kinds += [(f"Bot: {lvl} ({LEVEL_HELP.get(lvl, lvl)})", f"bot:{lvl}") for lvl in self.levels]
        value = "human" if given.is_human else f"bot:{given.level}"
        if value not in dict((v, k) for k, v in kinds):
            value = f"bot:{self.levels[-1]}"
        with Horizontal(classes="form-row seat-row", id=f"seat-{seat}"):
            yield Label(f"Seat {seat + 1}", classes="form-label")
            yield Select(
                kinds,
                value=value,
                allow_blank=False,
                compact=True,
                id=f"seat-kind-{seat}",
                classes="seat-kind",
            )
            yield Input(
                given.name,
                placeholder="name",
                compact=True,
                max_length=20,
                id=f"seat-name-{seat}",
                classes="seat-name",
            )
            yield Label("", id=f"seat-team-{seat}", classes="form-note", markup=False)

    def _option_row(self, name: str, default: Any, value: Any) -> Widget:
        kind = self.option_kinds[name]
        label = Label(humanize(name), classes="form-label")
        row_id = f"opt-{name}"
        if kind is bool:
            widget: Widget = Checkbox(
                show_value(bool(value)), bool(value), compact=True, id=row_id, classes="option"
            )
        elif get_origin(kind) is Literal:
            choices = [
                (show_value(c) + ("  (default)" if c == default else ""), c) for c in get_args(kind)
            ]
            widget = Select(
                choices, value=value, allow_blank=False, compact=True, id=row_id, classes="option"
            )
        else:
            input_type = "integer" if kind is int else ("number" if kind is float else "text")
            widget = Input(str(value), type=input_type, compact=True, id=row_id, classes="option")
        note = self._help(name)
        if get_origin(kind) is not Literal:  # a list of choices marks its default itself
            note = (
                f"{note} (default {show_value(default)})"
                if note
                else (f"default {show_value(default)}")
            )
        return Horizontal(
            label, widget, Label(note, classes="form-note", markup=False), classes="form-row"
        )

    def _help(self, name: str) -> str:
        """A field's ``help`` metadata, else the note the game's table gives."""
        for f in dataclasses.fields(self.spec.Options):
            if f.name == name and f.metadata.get("help"):
                return str(f.metadata["help"])
        return self.option_notes.get(name, "")

    # -- reading the form ----------------------------------------------------------------
    @property
    def players(self) -> int:
        value = self.query_one("#players", Select).value
        return value if isinstance(value, int) else self.spec.min_players

    def option_values(self) -> dict[str, Any]:
        """The options as typed; text fields stay text so the game's own checks explain them."""
        values: dict[str, Any] = {}
        for name, _, _ in self.option_info:
            widget = self.query_one(f"#opt-{name}")
            if isinstance(widget, Checkbox | Select | Input):
                values[name] = widget.value
        return values

    def seats(self) -> list[Seat]:
        """The seats as entered; a ``ValueError`` with a sentence when one is not right."""
        seats = []
        for seat in range(self.players):
            kind = self.query_one(f"#seat-kind-{seat}", Select).value
            name = self.query_one(f"#seat-name-{seat}", Input).value.strip()
            if not name:
                raise ValueError(f"Seat {seat + 1} needs a name.")
            if kind == "human":
                seats.append(Seat.human(name))
            else:
                seats.append(Seat.bot(str(kind).partition(":")[2], name))
        names = [s.name.casefold() for s in seats]
        for name in names:
            if names.count(name) > 1:
                raise ValueError(
                    f"Two seats are called {seats[names.index(name)].name}: "
                    "give each player a different name."
                )
        return seats

    def seed(self) -> int | None:
        text = self.query_one("#seed", Input).value.strip()
        if not text:
            return None
        try:
            return int(text)
        except ValueError:
            raise ValueError("The seed is a whole number (or leave it empty).") from None

    def build_setup(self) -> TableSetup:
        """The checked setup, or a ``ValueError`` saying what to fix."""
        seats = self.seats()
        options = self.spec.options(self.option_values())
        setup = TableSetup(self.game_name, seats, dataclasses.asdict(options), self.seed())
        # A trial deal runs the game's own checks (a table size or hand size it refuses).
        self.spec.new_state(len(seats), options, seed=1)
        self.spec.match_rule(len(seats), options)
        return setup

    # -- reacting ------------------------------------------------------------------------
    def on_mount(self) -> None:
        self._sync_seats()
        self._sync_preset()
        self.validate()
        self.query_one("#players", Select).focus()

    def _sync_seats(self) -> None:
        players = self.players
        try:
            sides = self.spec.sides(players, self.spec.options(self.option_values()))
        except ValueError:
            sides = [[p] for p in range(players)]
        teams = len(sides) < players
        for seat in range(self.spec.max_players):
            self.query_one(f"#seat-{seat}").display = seat < players
            team = next((i for i, side in enumerate(sides) if seat in side), 0)
            label = f"team {'AB'[team] if team < 2 else team + 1}" if teams else ""
            self.query_one(f"#seat-team-{seat}", Label).update(label)

    def _sync_preset(self) -> None:
        """Show which preset the options match (Custom when none)."""
        if not self.spec.presets:
            return
        values = self.option_values()
        defaults = {name: default for name, default, _ in self.option_info}
        found = CUSTOM_PRESET
        for key, overrides in [(DEFAULTS_PRESET, {}), *self.spec.presets.items()]:
            wanted = {**defaults, **overrides}
            if all(str(values.get(k)) == str(v) for k, v in wanted.items()):
                found = key
                break
        select = self.query_one("#preset", Select)
        if select.value != found:
            with self.prevent(Select.Changed):
                select.value = found

    def apply_preset(self, key: str) -> None:
        if key == CUSTOM_PRESET:
            return
        overrides = {} if key == DEFAULTS_PRESET else dict(self.spec.presets[key])
        with self.prevent(Select.Changed, Checkbox.Changed, Input.Changed):
            for name, default, _ in self.option_info:
                value = overrides.get(name, default)
                widget = self.query_one(f"#opt-{name}")
                if isinstance(widget, Checkbox):
                    widget.value = bool(value)
                    widget.label = show_value(bool(value))
                elif isinstance(widget, Select):
                    widget.value = value
                elif isinstance(widget, Input):
                    widget.value = str(value)

    def validate(self) -> bool:
        status = self.query_one("#setup-status", Static)
        start = self.query_one("#start", Button)
        try:
            setup = self.build_setup()
        except ValueError as exc:
            self.problem = str(exc)
            status.update(Text("✗ " + self.problem))
            status.set_class(True, "-problem")
            start.disabled = True
            return False
        self.problem = None
        names = [s.name + (f" ({s.level} bot)" if s.is_bot else "") for s in setup.seats]
        rule = self.spec.match_rule(len(setup.seats), self.spec.options(setup.options))
        status.update(Text(f"✓ {', '.join(names)} · {rule.describe()}"))
        status.set_class(False, "-problem")
        start.disabled = False
        return True

    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        select_id = event.select.id or ""
        if select_id == "preset" and isinstance(event.value, str):
            self.apply_preset(event.value)
        elif select_id == "speed" and isinstance(event.value, str):
            self.app.settings.bot_delay = BOT_SPEEDS[event.value]
            return
        elif select_id.startswith("seat-kind-"):
            self._rename_for_kind(int(select_id.rpartition("-")[2]), str(event.value))
        if select_id != "preset":
            self._sync_preset()
        self._sync_seats()
        self.validate()

    def _rename_for_kind(self, seat: int, kind: str) -> None:
        """Swap a default name when a seat turns from human to bot or back."""
        name_input = self.query_one(f"#seat-name-{seat}", Input)
        name = name_input.value.strip()
        if kind == "human" and (not name or name.startswith("Bot ")):
            name_input.value = f"Player {seat + 1}"
        elif kind != "human" and (not name or name.startswith("Player ")):
            name_input.value = f"Bot {seat + 1}"

    @on(Checkbox.Changed)
    @on(Input.Changed)
    def _field_changed(self, event: Checkbox.Changed | Input.Changed) -> None:
        if isinstance(event, Checkbox.Changed):
            event.checkbox.label = show_value(event.value)
        self._sync_preset()
        self.validate()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        self.focus_next()

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#back")
    def _back_pressed(self) -> None:
        self.action_back()

    def action_start(self) -> None:
        if not self.validate():
            self.notify(self.problem or "", title="Not yet", severity="warning", markup=False)
            return
        self.app.start_table(self.build_setup())

    def action_back(self) -> None:
        self.app.pop_screen()
