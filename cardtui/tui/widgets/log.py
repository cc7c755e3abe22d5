"""The move log: every event of the match in words, newest at the bottom.

Lines are written as :class:`rich.text.Text`, never parsed as markup, so a player called
"[Bob]" or a card "[10♠]" shows exactly as written. Only the last ``KEPT`` lines are kept on
screen (a watched session runs for hours; the save keeps every move).

A line may be given with its ``source``, a function that says it again: when the language
changes, ``relabel()`` writes every kept line again in the new one (the events' sentences are
built per language when read), so the log stays one record in one language.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from rich.text import Text
from textual.widgets import RichLog


class MoveLog(RichLog):
    """A scrolling log of what happened."""

    DEFAULT_CSS = """
    MoveLog { background: $surface; scrollbar-size-vertical: 1; }
    MoveLog > .log--bot { color: $accent; }
    MoveLog > .log--heading { color: $text-muted; text-style: bold; }
    MoveLog > .log--bonus { color: $warning; text-style: bold; }
    """
    COMPONENT_CLASSES = {"log--bot", "log--heading", "log--bonus"}
    KEPT = 500  # lines on screen

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(
            markup=False,
            highlight=False,
            wrap=True,
            min_width=10,
            auto_scroll=True,
            max_lines=self.KEPT,
            id=id,
            classes=classes,
        )
        # The same lines as plain text, for tests and screen readers.
        self.lines_written: deque[str] = deque(maxlen=self.KEPT)
        # What each kept line says and how, to write it again in another language.
        self.sources: deque[tuple[str | Callable[[], str], str]] = deque(maxlen=self.KEPT)

    def add(self, text: str, kind: str = "", source: Callable[[], str] | None = None) -> None:
        """Write one line; ``kind`` is ``bot``, ``heading``, ``bonus`` or plain; ``source``
        says the line again (in the language of the moment)."""
        self.sources.append((text if source is None else source, kind))
        self._write(text, kind)

    def _write(self, text: str, kind: str) -> None:
        style = self.get_component_rich_style(f"log--{kind}", partial=True) if kind else ""
        self.lines_written.append(text)
        self.write(Text(text, style=style))

    def forget(self) -> None:
        """Empty the log (a move taken back: the match is heard again from its start)."""
        self.clear()
        self.lines_written.clear()
        self.sources.clear()

    def relabel(self) -> None:
        """Every kept line again, in the language now chosen; the same lines, in order."""
        kept = list(self.sources)
        self.clear()
        self.lines_written.clear()
        for source, kind in kept:
            self._write(source if isinstance(source, str) else source(), kind)
