"""A ``Static`` of fixed size whose text is shortened at a word to fit it.

The table's header (one row) and the prompt under a table (two rows) keep their height: the
table's geometry does not move when a translation runs longer than the English. Text that
does not fit is shortened at a word with "…" (``tui.fit.fit_rows``), where a plain ``Static``
would cut the last row in the middle of a word, or drop the rows below. Fitted when drawn,
so a resized window fits again; text that fits is drawn exactly as a ``Static`` draws it.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import RenderResult
from textual.widgets import Static

from ..fit import fit_rows


class FittedStatic(Static):
    def render(self) -> RenderResult:
        content = self.content
        width, height = self.content_size
        if isinstance(content, Text) and width and height:
            fitted = fit_rows(content, width, height)
            if fitted is not content:
                return fitted
        return self.visual
