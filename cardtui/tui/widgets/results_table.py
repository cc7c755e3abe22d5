"""The one look of every results, standings and statistics table."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.cells import cell_len
from rich.table import Table
from rich.text import Text

from ..fit import fit_words


def results_table(title: str, **options: Any) -> Table:
    """A Rich table titled on the left, one rule under the header and no outer edge, so the
    tables of a results dialog line up whatever the game; ``options`` go to :class:`Table`."""
    return Table(
        title=title,
        title_justify="left",
        box=box.SIMPLE_HEAD,
        show_edge=False,
        pad_edge=False,
        **options,
    )


# The standings' width on the results dialog (``#results-standings`` in app.tcss).
STANDINGS_WIDTH = 30
_GAP = 3  # between two columns: a cell of padding either side and the box's blank divider


def numbers_columns(table: Table, headings: list[str], cells: list[list[str]]) -> None:
    """Right-justified columns of numbers, each as wide as its heading or widest number, so
    Rich never cuts a heading with "…" in the middle of a word (translations run longer):
    the first column, the names, takes what is left and wraps."""
    for i, heading in enumerate(headings):
        width = max([cell_len(heading), *(cell_len(row[i]) for row in cells)])
        table.add_column(heading, justify="right", width=width)


def names_heading(heading: str, others: list[str], cells: list[list[str]]) -> Text:
    """The names' column heading on the standings, shortened at a word to the room the
    numbers leave it (see ``numbers_columns``)."""
    room = STANDINGS_WIDTH - _GAP * len(others)
    for i, other in enumerate(others):
        room -= max([cell_len(other), *(cell_len(row[i]) for row in cells)])
    return fit_words(Text(heading), max(1, room))
