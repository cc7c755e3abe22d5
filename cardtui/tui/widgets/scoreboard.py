"""The scoreboard: the match so far, one row per side (partners share a row), what wins the
match, and the table's variants as chips (``jack xeri 25``) so they stay in sight."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual.widget import Widget

from ...i18n import _, number, pgettext
from ..fit import fit_words


@dataclass
class ScoreRow:
    names: str  # "Ann" or "Ann & Cy" for partners
    points: int
    rounds_won: int
    leading: bool = False
    current: bool = False  # the side whose turn it is


class Scoreboard(Widget):
    """Match standings: points and rounds won per side, and what wins the match."""

    DEFAULT_CSS = """
    Scoreboard { height: auto; width: 1fr; }
    Scoreboard > .score--current { color: $accent; text-style: bold; }
    Scoreboard > .score--caption { color: $text-muted; }
    Scoreboard > .score--chip { color: $text; background: $boost; }
    """
    COMPONENT_CLASSES = {"score--current", "score--caption", "score--chip"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.rows: list[ScoreRow] = []
        self.caption = ""
        self.chips: list[str] = []
        self.points = ""  # the points column's heading, as the table names it ("": Points)

    def show(
        self,
        rows: Sequence[ScoreRow],
        caption: str,
        chips: Sequence[str] = (),
        points: str = "",
    ) -> None:
        """``points``: the points column's heading, translated by the table ("": Points)."""
        same = (list(rows), caption, list(chips), points)
        if same == (self.rows, self.caption, self.chips, self.points):
            return  # unchanged: no layout pass on every move
        self.points = points
        self.rows = list(rows)
        self.caption = caption
        self.chips = list(chips)
        self.refresh(layout=True)

    def _caption(self, width: int) -> Text:
        """What wins the match, then the chips, wrapped to ``width``."""
        text = Text(
            self.caption, style=self.get_component_rich_style("score--caption", partial=True)
        )
        chip_style = self.get_component_rich_style("score--chip", partial=True)
        line = width  # start the chips on a new line
        for chip in self.chips:
            need = len(chip) + 2
            if line + need + 1 > width:
                text.append("\n")
                line = 0
            elif line:
                text.append(" ")
                line += 1
            text.append(f" {chip} ", chip_style)
            line += need
        return text

    def render(self) -> Table:
        table = Table(box=None, expand=True, padding=(0, 1), show_edge=False, header_style="bold")
        teams = any(" & " in row.names for row in self.rows)
        points = self.points or _("Points")
        # Translators: the scoreboard's column of rounds won.
        won = pgettext("rounds", "Won")
        cells = [(number(row.points), number(row.rounds_won)) for row in self.rows]
        # The names' column takes what the numbers leave (each column has a cell of padding
        # either side); its heading is shortened at a word there, not cut by Rich's "…".
        room = (self.content_size.width or 26) - 6
        room -= max([cell_len(points), *(cell_len(p) for p, _w in cells)])
        room -= max([cell_len(won), *(cell_len(w) for _p, w in cells)])
        heading = fit_words(Text(_("Team") if teams else _("Player")), max(1, room))
        table.add_column(heading, ratio=1, no_wrap=True, overflow="ellipsis")
        table.add_column(points, justify="right")
        table.add_column(won, justify="right")
        current = self.get_component_rich_style("score--current", partial=True)
        for row, (row_points, row_won) in zip(self.rows, cells, strict=True):
            mark = "▶ " if row.current else "  "
            name = Text(mark + row.names, style=current if row.current else "")
            table.add_row(name, Text(row_points), Text(row_won))
        table.caption = self._caption(self.content_size.width or 26)
        table.caption_justify = "left"
        return table
