"""Statistics: one tab per game; in each, a table of every player (each human by name, then
each bot level) with rounds and matches won, points and streaks, rounds with undo apart; under
it the highlighted player's figures in a sentence and a chart (their win rate against each bot
level, round by round, or their points in each round, or, for a human, their progress: the win
chance the coach's review says they lost per decision, round by round). Before any round is
counted, the screen says how statistics come to be. Reset asks first. Every figure comes from
the statistics store's query functions (:mod:`cardtui.store.stats`), read afresh each time a
tab is shown.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Footer, Static, Tab, Tabs

from ... import games as registry
from ...i18n import N_, _
from ...store import stats as store
from ...store.stats import PlayerStats, StatsDamaged, StatsError
from ...store.stats_import import migrate_json
from ...store.stats_reviews import progress
from ..session import GAME_COUNTERS
from ..stats_counting import (
    count_later,
    count_waiting,
    left_out_words,
    rounds_waiting,
    waiting_words,
)
from ..widgets.stats_chart import StatsChart
from ..widgets.stats_table import StatsTable
from . import stats_text as words
from .base import BaseScreen
from .dialogs import ConfirmScreen


def counter_names(game: str, records: list[PlayerStats]) -> list[str]:
    """The game's tallies (xeris, busts, burns), then any other found in the records."""
    names = list(GAME_COUNTERS.get(game, ()))
    for rec in records:
        names += [k for k in sorted(rec.counters) if k not in names]
    return names


class StatsScreen(BaseScreen):
    """Every game's statistics, read from disk each time a game's tab is shown."""

    CSS_PATH = Path(__file__).with_name("stats.tcss")
    BINDINGS = [
        # Before the table's own arrows (it has nothing to scroll sideways: its columns fit).
        Binding("left", "game(-1)", N_("Game"), key_display="←→", priority=True),
        Binding("right", "game(1)", N_("Game"), show=False, priority=True),
        # One key, named for the chart it shows next (check_action keeps the one that applies).
        Binding("c", "chart('points')", N_("Points chart")),
        Binding("c", "chart('rates')", N_("Win rate chart")),
        Binding("p", "chart('progress')", N_("Progress")),
        Binding("r", "reset", N_("Reset")),
        Binding("escape,q", "close", N_("Back"), key_display="esc"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.games = registry.all()
        self.game = self.games[0]
        self.chart = "rates"  # or "points", or "progress" (a human's reviews)
        self.picked: dict[str, str] = {}  # per game: the player last highlighted
        self.records: list[PlayerStats] = []
        self.counters: list[str] = []
        self.scored = True  # the game's points say more than who won
        self.told_left_out: set[str] = set()  # games whose unreadable rounds were said

    def compose(self) -> ComposeResult:
        yield Static(" " + _("Statistics"), classes="screen-title", markup=False)
        tabs = (Tab(_(registry.get(g).title), id=f"tab-{g}") for g in self.games)
        yield Tabs(*tabs, id="stats-games")
        with Vertical(id="stats-game"):
            yield StatsTable(id="stats-table")
            yield Static("", id="stats-about", markup=False)
            yield StatsChart(id="stats-chart")
        yield Static("", id="stats-empty", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        notice = migrate_json()
        if notice:
            self.notify(notice, severity="warning", timeout=10, markup=False)
        if rounds_waiting():  # the store was busy when they ended, or the app quit first
            _counted, busy, said = count_waiting(wait=0, block=False)
            for sentence in said:
                self.notify(sentence, severity="warning", timeout=12, markup=False)
            if busy:
                self.notify(waiting_words(rounds_waiting()), timeout=10, markup=False)
                count_later(self.app, from_before=True)
        try:
            latest = store.last_played()
        except StatsDamaged as exc:  # moved aside: the figures start afresh, and say why
            latest = None
            self.notify(str(exc), severity="error", timeout=20, markup=False)
        except StatsError:
            latest = None  # said when the tab is shown
        self.game = latest if latest in self.games else self.games[0]
        self.query_one(Tabs).active = f"tab-{self.game}"
        self.show_game()
        self.query_one(StatsTable).focus()

    def on_resize(self) -> None:
        # A taller window shows more players before the table scrolls.
        self.query_one(StatsTable).styles.max_height = max(10, self.size.height // 3 + 1)

    # -- showing -------------------------------------------------------------------------------
    def show_game(self) -> None:
        title = _(registry.get(self.game).title)
        try:
            try:
                counted = store.rounds_counted()
                self.records = store.summary(self.game) if counted else []
            except StatsDamaged as exc:  # moved aside: read the fresh store, and say why
                self.notify(str(exc), severity="error", timeout=20, markup=False)
                counted = store.rounds_counted()
                self.records = store.summary(self.game) if counted else []
        except StatsError as exc:
            self.notify(str(exc), severity="error", timeout=10, markup=False)
            return self._empty(_("The statistics cannot be shown now."), every_game=False)
        left_out = getattr(self.records, "left_out", 0)
        if left_out and self.game not in self.told_left_out:
            self.told_left_out.add(self.game)
            self.notify(left_out_words(left_out), severity="warning", timeout=10, markup=False)
        if not counted:
            return self._empty(_(words.EMPTY), every_game=True)
        if not self.records:
            return self._empty(words.empty_game(title), every_game=False)
        self.set_class(False, "-empty", "-empty-all")
        self.refresh_bindings()
        self.counters = counter_names(self.game, self.records)
        self.scored = words.scored(self.records)  # else the points are left out
        table = self.query_one(StatsTable)
        table.show(self.records, self.counters, self._first_pick(), points=self.scored)
        self.show_player(table.selected)

    def _first_pick(self) -> str:
        keys = [r.player for r in self.records]
        picked = self.picked.get(self.game)
        return picked if picked in keys else keys[0]  # humans come first

    def _empty(self, text: str, *, every_game: bool) -> None:
        self.records = []
        self.set_class(True, "-empty")
        self.set_class(every_game, "-empty-all")
        self.refresh_bindings()
        shown = Text(text)
        shown.stylize("bold", 0, text.find("\n") % (len(text) + 1))  # its first line: a title
        self.query_one("#stats-empty", Static).update(shown)

    def show_player(self, player: str | None) -> None:
        rec = next((r for r in self.records if r.player == player), None)
        if rec is None:
            return
        self.picked[self.game] = rec.player
        self.refresh_bindings()  # Progress is a human's
        try:
            undo_matches = store.matches_with_undo(self.game).get(rec.player, 0)
        except StatsError:
            undo_matches = 0  # the figures above are shown; this note can wait
        about = words.about(rec, self.counters, points=self.scored, undo_matches=undo_matches)
        chart = self.query_one(StatsChart)
        if self.chart == "progress" and rec.is_human:
            return self.show_progress(rec, about, chart)
        self.query_one("#stats-about", Static).update(about)
        try:
            if self.chart == "rates" and rec.is_human:
                series = store.win_rate_by_level(self.game, rec.player)
                if series:
                    return chart.show_rates(
                        rec.label, series, words.rates_in_words(rec.label, series)
                    )
            points = store.points_series(self.game, rec.player, with_undo=False)
        except StatsError as exc:
            return chart.show_words(str(exc))
        chart.show_points(rec.label, points, words.points_in_words(rec.label, points))

    def show_progress(self, rec: PlayerStats, about: str, chart: StatsChart) -> None:
        """A human's average cost per decision, round by round, from the coach's reviews."""
        try:
            points = progress(self.game, rec.player)
        except StatsError as exc:
            points, said = [], str(exc)
        else:
            said = words.progress_sentence(rec.label, points)
        self.query_one("#stats-about", Static).update(f"{about}\n{said}")
        chart.show_progress(rec.label, points, words.progress_in_words(points))

    # -- events and keys -------------------------------------------------------------------------
    def on_tabs_tab_activated(self, event: Tabs.TabActivated) -> None:
        event.stop()
        game = (event.tab.id or "").removeprefix("tab-")
        if game in self.games and game != self.game:
            self.game = game
            self.show_game()

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        if event.row_key is not None:  # None when an empty table "highlights" row -1
            self.show_player(event.row_key.value)

    def action_game(self, step: int) -> None:
        at = self.games.index(self.game)
        self.query_one(Tabs).active = f"tab-{self.games[(at + step) % len(self.games)]}"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "chart":
            if not self.records or parameters[0] == self.chart:
                return False
            if parameters[0] == "progress":
                return self._picked_human()
            # From the progress view c goes back to the win rates (one c key at a time).
            return self.chart != "progress" or parameters[0] == "rates"
        if action in ("game", "reset"):  # nothing to switch between or to reset yet
            return not self.has_class("-empty-all")
        return True

    def _picked_human(self) -> bool:
        picked = self.picked.get(self.game)
        return any(r.player == picked and r.is_human for r in self.records)

    def action_chart(self, chart: str) -> None:
        self.chart = chart
        self.refresh_bindings()
        self.show_player(self.query_one(StatsTable).selected)

    def action_reset(self) -> None:
        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                store.reset()
            except StatsError as exc:
                self.notify(str(exc), severity="error", markup=False)
            self.picked.clear()
            self.show_game()

        self.app.push_screen(
            ConfirmScreen(
                _("Reset every statistic of every game? This cannot be undone."), yes=_("Reset")
            ),
            answered,
        )

    def action_close(self) -> None:
        self.dismiss()
