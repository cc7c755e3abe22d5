"""What the command line prints, in reading order for a right-to-left language on a terminal.

The app orders each line on screen itself (cardtui/tui/rtl_hook.py); a command that prints
(``--help``, ``rules``, ``replay --text``, ``review``, ``stats``) writes to the terminal
directly, and a terminal without BiDi (xterm, tmux, most) would show Persian and Arabic
backwards with its letters apart. So, while the language reads right to left, cardtui
arranges the lines (Settings → Right-to-left text: by cardtui) and the output is a terminal,
each printed line with a right-to-left letter is put in visual order and against the right
edge, and the terminal is kept from reordering it again (BDSM, as the app does). A pipe or
a file gets the text as written (logical order), for tools and for search.
"""

from __future__ import annotations

import contextlib
import io
import shutil
import sys
import textwrap
from collections.abc import Iterator
from typing import IO

from ..i18n import current_language, is_rtl
from ..i18n.rtl import align_right, has_rtl, visual
from ..i18n.terminal import explicit_bidi_mode


class VisualLines(io.TextIOBase):
    """A text stream that passes each whole line to ``out`` in visual order."""

    def __init__(self, out: IO[str], width: int) -> None:
        self.out = out
        self.width = width
        self._pending = ""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        lines = (self._pending + text).split("\n")
        self._pending = lines.pop()
        for line in lines:
            self.out.write(self._arranged(line) + "\n")
        return len(text)

    def flush(self) -> None:
        if self._pending:
            self.out.write(self._arranged(self._pending))
            self._pending = ""
        self.out.flush()

    def _arranged(self, line: str) -> str:
        if not has_rtl(line):
            return line
        # Wrapped here, in reading order: the terminal would wrap the visual line from its
        # left, which is the sentence's end, and put its beginning on the next row.
        pieces = textwrap.wrap(line.strip(), max(20, self.width - 1)) or [""]
        return "\n".join(align_right(visual(piece), self.width - 1) for piece in pieces)


def wanted(stream: IO[str], by_cardtui: bool) -> bool:
    """True when ``stream`` is a terminal that should get lines in visual order."""
    if not (by_cardtui and is_rtl(current_language())):
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


@contextlib.contextmanager
def arranged_output(by_cardtui: bool = True) -> Iterator[None]:
    """While inside: ``sys.stdout`` and ``sys.stderr`` print lines in reading order when they
    are terminals and the language reads right to left (see the module's doc)."""
    streams = [name for name in ("stdout", "stderr") if wanted(getattr(sys, name), by_cardtui)]
    if not streams:
        yield
        return
    width = shutil.get_terminal_size((80, 24)).columns
    saved = {name: getattr(sys, name) for name in streams}
    try:
        with explicit_bidi_mode(stream=saved[streams[0]]):
            for name in streams:
                setattr(sys, name, VisualLines(saved[name], width))
            yield
    finally:
        for name in streams:
            wrapper = getattr(sys, name)
            if isinstance(wrapper, VisualLines):
                wrapper.flush()
            setattr(sys, name, saved[name])
