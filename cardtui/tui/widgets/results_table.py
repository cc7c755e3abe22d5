"""The one look of every results, standings and statistics table."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.table import Table


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
