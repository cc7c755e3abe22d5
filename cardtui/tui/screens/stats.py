"""Statistics: per game, per player (each human by name, each bot level): rounds played, wins,
win rate, average and best score, the game's tallies (xeris, busts, burns) and a small chart of
the recent results. Reset asks first. The figures come from the statistics store's query
functions (:mod:`cardtui.store.stats`).
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from ... import games as registry
from ...store import stats as store
from ...store.stats import PlayerStats, StatsError
from ...store.stats_import import migrate_json
from ..session import GAME_COUNTERS
from ..widgets.results_table import results_table
from .base import BaseScreen
from .dialogs import ConfirmScreen

BARS = "▁▂▃▄▅▆▇█"


def sparkline(recent: list[tuple[bool, int]]) -> Text:
    """One bar per recent round, as high as its points; green for a win, red otherwise."""
    text = Text()
    if not recent:
        return text
    points = [p for _, p in recent]
    low, high = min(0, *points), max(0, *points)  # bars stand on zero
    span = high - low
    for won, p in recent:
        level = (p - low) * (len(BARS) - 1) // span if span else len(BARS) // 2
        text.append(BARS[level], "green" if won else "red")
    return text


def counter_names(game: str, records: list[PlayerStats]) -> list[str]:
    names = list(GAME_COUNTERS.get(game, ()))
    for rec in records:
        names += [k for k in sorted(rec.counters) if k not in names]
    return names


def game_table(game: str, records: list[PlayerStats]) -> RenderableType:
    title = registry.get(game).title
    if not records:
        return Text.assemble((title, "bold"), ("\nNo rounds played yet.\n", "dim"))
    table = results_table(
        title,
        title_style="bold",
    )
    counters = counter_names(game, records)
    table.add_column("Who")
    for name, justify in (("Rounds", "right"), ("Won", "right"), ("Win %", "right")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    table.add_column("Avg", justify="right")
    table.add_column("Best", justify="right")
    for name in counters:
        table.add_column(Text(name.capitalize()), justify="right")
    table.add_column("Recent (oldest first)")
    for rec in records:
        best = "" if rec.best is None else str(rec.best)
        table.add_row(
            Text(rec.label),  # a name from outside: text, never markup
            str(rec.rounds),
            str(rec.won),
            f"{rec.win_rate:.0%}",
            f"{rec.average:.1f}",
            best,
            *(str(rec.counters.get(name, 0)) for name in counters),
            sparkline(rec.recent),
        )
    return Group(table, Text(""))


class StatsScreen(BaseScreen):
    """Every game's statistics, read from disk each time the screen opens."""

    DEFAULT_CSS = """
    #stats-body { height: 1fr; padding: 0 1; }
    #stats-note { color: $text-muted; height: auto; }
    """
    BINDINGS = [
        Binding("r", "reset", "Reset"),
        Binding("escape,q", "close", "Back", key_display="esc"),
    ]

    def compose(self) -> ComposeResult:
        yield Static(" Statistics", classes="screen-title", markup=False)
        with VerticalScroll(id="stats-body", can_focus=True):
            yield Static("", id="stats-tables")
            yield Static(
                "Counted: every finished round at a table with at least one human (rounds "
                "between bots only are not), each player by name; rounds where a move was "
                "taken back are left out. "
                "Recent: one bar per round, as high as its points; green won, red did not.",
                id="stats-note",
                markup=False,
            )
        yield Footer()

    def on_mount(self) -> None:
        for body in self.query("#stats-body"):  # none when closed before it was shown
            body.focus()
            self.show_stats()

    def show_stats(self) -> None:
        notice = migrate_json()
        try:
            shown = self.render_stats()
        except StatsError as exc:
            notice, shown = str(exc), Text("The statistics cannot be shown now.")
        if notice:
            self.notify(notice, severity="warning", timeout=10, markup=False)
        for tables in self.query("#stats-tables").results(Static):
            tables.update(shown)

    def render_stats(self) -> RenderableType:
        return Group(*(game_table(game, store.summary(game)) for game in registry.all()))

    def action_reset(self) -> None:
        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                store.reset()
            except StatsError as exc:
                self.notify(str(exc), severity="error", markup=False)
            self.show_stats()

        self.app.push_screen(
            ConfirmScreen(
                "Reset every statistic of every game? This cannot be undone.", yes="Reset"
            ),
            answered,
        )

    def action_close(self) -> None:
        self.dismiss()
