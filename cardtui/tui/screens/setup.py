"""New-game setup for any game: the players (a person with a name, or a bot with a level), a
rule set and every rule in plain words, an optional seed and the bots' speed; the summary of
what will be played, and Start.

The form is built from the game's spec (``Options``, ``presets``, the table sizes, ``sides``,
the bot levels) and its words from ``setup_fields`` (labels, help, the values offered). Every
change is checked at once by building the options and a first deal; a combination the game
refuses is explained under the form and Start waits until it is fixed. The form opens with
the last table set up for the game (``setup_memory``) unless it is given one (a new game after
a match, ``cardtui play`` with options).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Footer, Input, Label, Static

from ... import bots
from ... import games as registry
from ...core import Seat
from ...core.options import describe_options, option_types
from ...i18n import N_, _, ngettext, number
from .. import setup_memory
from ..conductor import TableSetup
from ..settings import BOT_SPEEDS
from ..setup_fields import form_for
from ..shown import shown
from ..widgets.form_row import FormRow
from ..widgets.on_off import OnOff
from ..widgets.select import Select
from .base import BaseScreen
from .form_focus import FormFocusMixin
from .settings import SPEED_LABELS
from .setup_help import field_help, summary_line
from .setup_rows import field_widget, humanize, option_row, seat_note, seat_row

CUSTOM_PRESET = "__custom__"


def stock_name(kind: str, n: int, digits=number) -> str:
    """The form's own name for a seat: "Player 1", "Bot 2" (in the player's language)."""
    text = _("Player {n}") if kind == "human" else _("Bot {n}")
    return text.format(n=digits(n))


def is_stock_name(name: str) -> bool:
    """True for a name the form gave ("Bot 3", "بات ۳"), in English or the language now
    spoken, with either digits: a name the player typed is never replaced."""
    for n in range(1, 17):
        for kind, english in (("human", f"Player {n}"), ("bot", f"Bot {n}")):
            if name in (english, stock_name(kind, n), stock_name(kind, n, str)):
                return True
    return False


class SetupScreen(FormFocusMixin, BaseScreen):
    """The form; on Start the app opens the table with a :class:`TableSetup`."""

    CSS_PATH = Path(__file__).with_name("setup.tcss")
    # A wide window has room for each rule's note beside it (SetupScreen.-wide in setup.tcss).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    BINDINGS = [
        Binding("ctrl+s", "start", N_("Start")),
        Binding("escape", "back", N_("Back")),
    ]
    HEARD_WHILE_CLOSING = (Select.Changed,)  # the bots' speed is saved at once

    def __init__(self, game: str, initial: TableSetup | None = None) -> None:
        super().__init__()
        self.game_name = registry.resolve(game)
        self.spec = registry.get(self.game_name)
        self.form = form_for(self.game_name)
        self.initial = initial or setup_memory.recall(self.game_name)
        self.filled = self.initial is not None  # a table to play again: Start has the focus
        self.levels = bots.levels(self.game_name)
        self.defaults = {name: default for name, default, _ in describe_options(self.spec.Options)}
        self.kinds = option_types(self.spec.Options)
        given = dict(self.initial.options) if self.initial else {}
        self.start_values = {k: given.get(k, d) for k, d in self.defaults.items()}
        # Options the form does not show: kept as given (or standard), changed only by presets.
        self.kept = {k: self.start_values[k] for k in self.form.hidden if k in self.defaults}
        self.player_counts = [
            n for n in range(self.spec.min_players, self.spec.max_players + 1) if self._fits(n)
        ]
        self.problem: str | None = None

    def _fits(self, players: int) -> bool:
        try:
            self.spec.check_players(players)
        except ValueError:
            return False
        return True

    # -- layout --------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        init = self.initial
        players = len(init.seats) if init else self.player_counts[0]
        yield Static(
            " " + _("New game of {game}").format(game=_(self.spec.title)),
            classes="screen-title",
            markup=False,
        )
        with VerticalScroll(id="setup-form"):
            yield Static(_("Players"), classes="form-section", markup=False)
            with FormRow(classes="form-row", id="row-players"):
                yield Label(_("Players"), classes="form-label")
                yield Select(
                    [(self._players_words(n), n) for n in self.player_counts],
                    value=players,
                    allow_blank=False,
                    compact=True,
                    id="players",
                )
            for seat in range(self.spec.max_players):
                given = init.seats[seat] if init and seat < len(init.seats) else None
                yield seat_row(seat, given or self._default_seat(seat), self.levels)
            yield Static(_("Rules"), classes="form-section", markup=False)
            if self.spec.presets:
                with FormRow(classes="form-row", id="row-preset"):
                    yield Label(_("Rule set"), classes="form-label")
                    # The games' rule set names are marked where the games define them.
                    choices = [(_(name), name) for name in self.spec.presets]
                    choices.append((_("Custom"), CUSTOM_PRESET))
                    yield Select(
                        choices,
                        value=CUSTOM_PRESET,
                        allow_blank=False,
                        compact=True,
                        id="preset",
                    )
                yield Static("", id="preset-note", markup=False)
            yield from self._option_rows(players)
            yield Static(_("Table"), classes="form-section", markup=False)
            with FormRow(classes="form-row", id="row-seed"):
                yield Label(_("Seed"), classes="form-label")
                yield Input(
                    str(init.seed) if init and init.seed is not None else "",
                    placeholder=_("random"),
                    type="integer",
                    compact=True,
                    id="seed",
                )
                yield Label(_("empty: fresh deals"), classes="form-note", markup=False)
            with FormRow(classes="form-row", id="row-speed"):
                yield Label(_("Bot speed"), classes="form-label")
                yield Select(
                    [(_(SPEED_LABELS[n]), n) for n in BOT_SPEEDS],
                    value=self.app.settings.speed_name,
                    allow_blank=False,
                    compact=True,
                    id="speed",
                )
        yield Static("", id="setup-help", markup=False)
        yield Static("", id="setup-summary", markup=False)
        with Horizontal(id="setup-buttons"):
            yield Button(_("Start (ctrl+s)"), id="start", variant="success", compact=True)
            yield Button(_("Back (esc)"), id="back", compact=True)
        yield Footer()

    def _players_words(self, players: int) -> str:
        teams = len(self.spec.sides(players, self.spec.options()))
        if teams < players:
            return _("{players} players ({teams} teams)").format(
                players=number(players), teams=number(teams)
            )
        return ngettext("{players} player", "{players} players", players).format(
            players=number(players)
        )

    @staticmethod
    def _default_seat(seat: int) -> Seat:
        if seat == 0:
            return Seat.human(stock_name("human", 1))
        return Seat.bot("normal", stock_name("bot", seat + 1))

    def _option_rows(self, players: int) -> ComposeResult:
        """Every option the form shows, the house rules under their own heading."""
        known = {f.name for f in self.form.fields}
        fields = [(f.name, f) for f in self.form.fields if f.name in self.defaults]
        # An option the form has no words for yet still gets a row (the tests catch it).
        fields += [(n, None) for n in self.defaults if n not in known and n not in self.kept]
        house = False
        for name, field in fields:
            if field is not None and field.section == "House rules" and not house:
                house = True
                yield Static(_("House rules"), classes="form-section", markup=False)
            value = self.start_values[name]
            widget = field_widget(
                name, self.kinds[name], field, value, self.defaults[name], players
            )
            label = field.label_text(self.start_values) if field else humanize(name)
            note = _(field.help) if field and field.help else ""
            yield option_row(widget, name, label, note)

    # -- reading the form ----------------------------------------------------------------
    @property
    def players(self) -> int:
        value = self.query_one("#players", Select).value
        return value if isinstance(value, int) else self.player_counts[0]

    def option_values(self) -> dict[str, Any]:
        """The options as set; typed text stays text so the game's own checks explain it."""
        values: dict[str, Any] = dict(self.kept)
        for name in self.defaults:
            if name in self.kept:
                continue
            widget = self.query_one(f"#opt-{name}")
            if isinstance(widget, OnOff | Select | Input):
                values[name] = widget.value
        return values

    def seats(self) -> list[Seat]:
        """The seats as entered; a ``ValueError`` with a sentence when one is not right."""
        seats = []
        for seat in range(self.players):
            kind = self.query_one(f"#seat-kind-{seat}", Select).value
            name = setup_memory.clean_name(self.query_one(f"#seat-name-{seat}", Input).value)
            if not name:
                raise ValueError(_("Seat {n} needs a name.").format(n=number(seat + 1)))
            if kind == "human":
                seats.append(Seat.human(name))
            else:
                seats.append(Seat.bot(str(kind).partition(":")[2], name))
        names = [s.name.casefold() for s in seats]
        for name in names:
            if names.count(name) > 1:
                raise ValueError(
                    _("Two seats are called {name}: give each player a different name.").format(
                        name=seats[names.index(name)].name
                    )
                )
        return seats

    def seed(self) -> int | None:
        text = self.query_one("#seed", Input).value.strip()
        if not text:
            return None
        try:
            return int(text)
        except ValueError:
            raise ValueError(_("The seed is a whole number (or leave it empty).")) from None

    def build_setup(self) -> TableSetup:
        """The checked setup, or a ``ValueError`` saying what to fix."""
        seats = self.seats()
        options = self.spec.options(self.option_values())
        setup = TableSetup(self.game_name, seats, dataclasses.asdict(options), self.seed())
        # A trial deal runs the game's own checks (a table size or hand size it refuses).
        self.spec.new_state(len(seats), options, seed=1)
        self.spec.match_rule(len(seats), options)
        return setup

    # -- keeping the form in step --------------------------------------------------------
    def on_mount(self) -> None:
        self.refresh_form()
        first = "#start" if self.filled else "#players"
        self.query_one(first).focus()

    def refresh_form(self) -> None:
        """After any change: which rows show, their labels, the seats, the rule set, the
        summary."""
        values = self.option_values()
        for field in self.form.fields:
            if field.name not in self.defaults:
                continue
            self.query_one(f"#row-{field.name}").display = field.is_shown(values)
            if field.label_for:
                self.query_one(f"#label-{field.name}", Label).update(field.label_text(values))
        self._sync_seats()
        self._sync_preset(values)
        self.validate()

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
            # Translators: a team's name at the setup form: team A, team B.
            label = _("team {team}").format(team="AB"[team] if team < 2 else number(team + 1))
            label = label if teams else ""
            kind = self.query_one(f"#seat-kind-{seat}", Select).value
            self.query_one(f"#seat-team-{seat}", Label).update(seat_note(kind, label))
        bots_only = all(
            self.query_one(f"#seat-kind-{s}", Select).value != "human" for s in range(players)
        )
        self.query_one("#start", Button).label = (
            _("Watch (ctrl+s)") if bots_only else _("Start (ctrl+s)")
        )

    def _sync_choices(self) -> None:
        """Choices that depend on the table size (how many decks can deal everyone)."""
        for field in self.form.fields:
            if field.choices_for is None or field.name not in self.defaults:
                continue
            select = self.query_one(f"#opt-{field.name}", Select)
            offered = field.offered(self.players)
            keep = select.value
            with self.prevent(Select.Changed):
                select.set_options([(text, value) for value, text in offered])
                if keep in {v for v, _ in offered}:
                    select.value = keep

    def preset_matching(self, values: dict[str, Any]) -> str:
        """The rule set the options are, or Custom. How long the match lasts (the Match
        section) is not a rule: it counts only for a set that names it ("Match of 4
        rounds"), so 101 points to win is still the standard rules, as the summary says."""
        found = []
        for name, overrides in self.spec.presets.items():
            wanted = {**self.defaults, **overrides}
            if all(
                str(values.get(k)) == str(v)
                for k, v in wanted.items()
                if k in overrides or not self._match_length(k)
            ):
                found.append(name)
        # The set that names the most of them: "Match of 4 rounds" before Standard.
        return max(found, key=lambda n: len(self.spec.presets[n])) if found else CUSTOM_PRESET

    def _match_length(self, name: str) -> bool:
        try:
            return self.form.field(name).section == "Match"
        except KeyError:  # an option the form never shows
            return False

    def _sync_preset(self, values: dict[str, Any]) -> None:
        if not self.spec.presets:
            return
        found = self.preset_matching(values)
        select = self.query_one("#preset", Select)
        if select.value != found:
            with self.prevent(Select.Changed):
                select.value = found
        note = self.form.preset_notes.get(found, N_("Your own choice of the rules below."))
        self.query_one("#preset-note", Static).update(Text(_(note)))

    def apply_preset(self, key: str) -> None:
        if key == CUSTOM_PRESET:
            return
        wanted = {**self.defaults, **self.spec.presets[key]}
        for name in self.kept:
            self.kept[name] = wanted[name]
        with self.prevent(Select.Changed, OnOff.Changed, Input.Changed):
            for name in self.defaults:
                if name in self.kept:
                    continue
                widget = self.query_one(f"#opt-{name}")
                if isinstance(widget, OnOff):
                    widget.value = bool(wanted[name])
                elif isinstance(widget, Select):
                    if wanted[name] not in {value for _, value in widget._options}:
                        # A preset value the form does not offer: offer it, never refuse it.
                        widget.set_options([*widget._options, (str(wanted[name]), wanted[name])])
                    widget.value = wanted[name]
                elif isinstance(widget, Input):
                    widget.value = str(wanted[name])

    def validate(self) -> bool:
        line = self.query_one("#setup-summary", Static)
        start = self.query_one("#start", Button)
        try:
            setup = self.build_setup()
        except ValueError as exc:
            self.problem = str(exc)
            line.update(Text("✗ " + self.problem))
            line.set_class(True, "-problem")
            start.disabled = True
            return False
        self.problem = None
        # Two lines at most, so the buttons stay in view in a small window.
        room = 2 * max(20, line.size.width or self.app.size.width - 2) - 4
        line.update(Text("✓ " + summary_line(self, setup, room)))
        line.set_class(False, "-problem")
        start.disabled = False
        return True

    # -- the focused field's help --------------------------------------------------------
    def help_for(self, widget: Widget) -> str:
        return field_help(self, widget.id or "")

    @on(events.DescendantFocus)
    def _show_help(self, event: events.DescendantFocus) -> None:
        self.query_one("#setup-help", Static).update(Text(self.help_for(event.widget)))

    # -- reacting ------------------------------------------------------------------------
    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        select_id = event.select.id or ""
        if select_id == "speed" and isinstance(event.value, str):
            self.app.settings.bot_delay = BOT_SPEEDS[event.value]
            self.app.save_settings()
            return
        if not shown(self):
            return  # the form is closing: none of it is left to update
        if select_id == "preset" and isinstance(event.value, str):
            self.apply_preset(event.value)
        elif select_id == "players":
            self._sync_choices()
        elif select_id.startswith("seat-kind-"):
            self._rename_for_kind(int(select_id.rpartition("-")[2]), str(event.value))
        self.refresh_form()

    def _rename_for_kind(self, seat: int, kind: str) -> None:
        """Swap the form's own name ("Bot 2", "Player 2") when a seat turns from bot to
        human or back; a name the player gave the seat is kept ("Bot Bob" stays)."""
        name_input = self.query_one(f"#seat-name-{seat}", Input)
        name = name_input.value.strip()
        if not name or is_stock_name(name):
            name_input.value = stock_name(kind, seat + 1)

    @on(OnOff.Changed)
    @on(Input.Changed)
    def _field_changed(self) -> None:
        self.refresh_form()

    @on(Input.Submitted)
    def _submitted(self) -> None:
        self.focus_next()

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#back")
    def _back_pressed(self) -> None:
        self.action_back()

    def action_start(self) -> None:
        if not self.validate():
            self.notify(self.problem or "", title=_("Not yet"), severity="warning", markup=False)
            return
        setup = self.build_setup()
        problem = setup_memory.remember(setup)
        if problem:
            self.notify(problem, severity="warning", markup=False)
        self.app.start_table(setup)

    def action_back(self) -> None:
        self.close()
