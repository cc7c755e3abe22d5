"""The Statistics screen's table: one row per player of a game (each human by name, then each
bot level), one column per figure. The columns that do not fit a narrow window are left out,
least wanted first (the sentence under the table still says every figure); rows are picked
with the arrows or the mouse."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.widgets import DataTable

from ...i18n import N_, _, number
from ...store.stats import PlayerStats

# A tally whose name alone would not say what it counts.
COUNTER_HEADINGS = {
    "xeris": N_("Xeris"),
    "busts": N_("Busts"),
    "burns": N_("Burns"),
    "shitheads": N_("Times\nShithead"),
}
PLAYER_WIDTH = 20  # longer names are cut with an ellipsis (the sentence under has them whole)
NARROW_PLAYER = 12
SCROLLBAR = 2


@dataclass(frozen=True)
class Column:
    key: str
    label: str  # two lines at most: the header is two lines high
    cell: Callable[[PlayerStats], str]
    drop: int = 0  # left out first when the window is narrow: the highest (0: never)


def _of(won: int, played: int) -> str:
    if not played:
        return "–"
    return _("{won} of {played}").format(won=number(won), played=number(played))


def _played(cell: Callable[[PlayerStats], str]) -> Callable[[PlayerStats], str]:
    return lambda rec: cell(rec) if rec.rounds else "–"


def columns_for(
    counters: Sequence[str], *, points: bool = True, online: bool = False
) -> list[Column]:
    """The columns of a game whose tallies are ``counters`` ("xeris"); without the points
    when they say no more than who won; with the rounds won online when ``online`` (someone
    played this game online)."""
    # Headers are two lines high: a translation keeps its line break where it reads well.
    columns = [
        Column("rounds", _("Rounds\nwon"), lambda r: _of(r.won, r.rounds)),
        Column("rate", _("Win\nrate"), _played(lambda r: _percent(r.win_rate))),
        Column("matches", _("Matches\nwon"), lambda r: _of(r.matches_won, r.matches), 3),
        Column("average", _("Points a\nround"), _played(lambda r: number(round(r.average, 1))), 2),
        Column("best", _("Best\nround"), lambda r: "–" if r.best is None else number(r.best), 6),
        Column("streak", _("Streak\nnow"), _played(lambda r: number(r.streak)), 1),
        Column("best-streak", _("Best\nstreak"), _played(lambda r: number(r.best_streak)), 4),
        *(
            Column(
                f"counter-{name}",
                _(COUNTER_HEADINGS[name]) if name in COUNTER_HEADINGS else name.capitalize(),
                _counter(name),
                5 + i,
            )
            for i, name in enumerate(counters)
        ),
        # Of the rounds won, those won online (in the figures too): only the player's own.
        Column("online", _("Online\nwon"), lambda r: _of(r.online_won, r.online_rounds), 4),
        # Undo is a human's: a bot's row never shows it (its rounds with undo stay apart).
        Column("undo", _("With\nundo"), lambda r: number(r.undo_rounds) if r.is_human else "–"),
    ]
    return [
        c
        for c in columns
        if (points or c.key not in ("average", "best")) and (online or c.key != "online")
    ]


def _counter(name: str) -> Callable[[PlayerStats], str]:
    return lambda rec: number(rec.counters.get(name, 0))


def _percent(rate: float) -> str:
    """As ``f"{rate:.0%}"`` in English."""
    return _("{n}%").format(n=number(round(100 * rate)))


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


class StatsTable(DataTable):
    """Shows what :meth:`show` was given, in the columns that fit."""

    DEFAULT_CSS = """
    StatsTable { height: auto; max-height: 10; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", header_height=2, zebra_stripes=True)
        self.records: list[PlayerStats] = []
        self.columns_all: list[Column] = []
        self._shown: tuple[tuple[str, ...], int] | None = None
        self._pick: str | None = None  # the row to highlight once laid out

    @property
    def selected(self) -> str | None:
        """The player key of the highlighted row."""
        if not self.records or not 0 <= self.cursor_row < len(self.records):
            return None
        return self.records[self.cursor_row].player

    def show(
        self,
        records: list[PlayerStats],
        counters: Sequence[str],
        select: str | None,
        *,
        points: bool = True,
    ) -> None:
        """Rows for ``records``, ``select`` highlighted; the points columns unless
        ``points`` is False."""
        self.records = records
        online = any(r.online_rounds or r.stand_in_rounds for r in records)
        self.columns_all = columns_for(counters, points=points, online=online)
        self._pick = select
        self._shown = None
        self._build(select, force=True)

    def on_resize(self) -> None:
        self._build(self._pick if self._shown is None else self.selected)

    def fit(self, width: int) -> tuple[list[Column], int]:
        """The columns that fit ``width`` cells, and the player column's width."""
        labels = [r.label for r in self.records]
        player = min(PLAYER_WIDTH, max([len(_("Player")), *(len(x) for x in labels)]))
        columns = list(self.columns_all)

        def needed(cols: list[Column], player: int) -> int:
            pad = 2 * self.cell_padding
            return player + pad + sum(self._width(c) + pad for c in cols) + SCROLLBAR

        while needed(columns, player) > width:
            droppable = [c for c in columns if c.drop]
            if droppable:
                columns.remove(max(droppable, key=lambda c: c.drop))
            elif player > NARROW_PLAYER:
                player -= 1
            else:
                break
        return columns, player

    def _width(self, column: Column) -> int:
        cells = [len(column.cell(r)) for r in self.records]
        return max([*(len(line) for line in column.label.splitlines()), *cells, 1])

    def _build(self, select: str | None, *, force: bool = False) -> None:
        if self.size.width == 0:
            return  # laid out later: on_resize builds it then
        columns, player = self.fit(self.size.width)
        shape = (tuple(c.key for c in columns), player)
        if shape == self._shown and not force:
            return
        self._shown = shape
        self.clear(columns=True)
        self.add_column(Text("\n" + _("Player")), key="player", width=player)
        for column in columns:
            label = column.label if "\n" in column.label else "\n" + column.label
            self.add_column(Text(label, justify="right"), key=column.key, width=self._width(column))
        for rec in self.records:
            cells = [Text(c.cell(rec), justify="right") for c in columns]
            self.add_row(Text(_cut(rec.label, player)), *cells, key=rec.player)
        keys = [r.player for r in self.records]
        if select in keys:
            self.move_cursor(row=keys.index(select), animate=False)
