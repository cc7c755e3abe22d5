"""Rich (and so Textual's layout) measures text as terminals draw it.

Rich's width table, taken from the wcwidth package's newer grapheme widths, gives Bengali's
(and other Indic scripts') spacing vowel signs, category Mc (া ি ো ং ...), no cell. Terminals
give each one a cell (glibc's wcwidth, VTE, xterm, xterm.js: see ``i18n/width.py``), so every
Bengali line Rich fits to a width came out one cell wider per sign: ``বাংলা`` is 2 cells to
Rich and 5 on screen, and the borders and panels after it were pushed right.

The hook is the data, not the code: the zero-width ranges of Rich's table that hold Mc
characters are split, and those characters get width 1, in place (the table is one list that
``rich.cells`` reads through ``get_character_cell_size``, which every measuring function
calls, wherever it was imported from). Then Rich's two caches are cleared. Every other
character keeps Rich's width, so nothing else on any screen moves. No function is wrapped,
so measuring costs exactly what it did (see tests/i18n/test_cell_widths.py); applying it
takes about a millisecond, once, when the app starts.
"""

from __future__ import annotations

import unicodedata

from rich import cells
from rich._unicode_data import load

from ..i18n.width import char_width

_saved: list[tuple[int, int, int]] | None = None


def _terminal_table(widths: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    out: list[tuple[int, int, int]] = []
    for start, end, width in widths:
        if width != 0 or end > 0x1FFFF:
            out.append((start, end, width))
            continue
        run_start, run_width = start, None
        for code in range(start, end + 1):
            ch = chr(code)
            w = 1 if unicodedata.category(ch) == "Mc" and char_width(ch) == 1 else 0
            if run_width is None:
                run_width = w
            elif w != run_width:
                out.append((run_start, code - 1, run_width))
                run_start, run_width = code, w
        out.append((run_start, end, run_width or 0))
    return out


def _clear_caches() -> None:
    cells.get_character_cell_size.cache_clear()
    cells.cached_cell_len.cache_clear()


def use_terminal_widths() -> None:
    """Measure as terminals draw (idempotent)."""
    global _saved
    if _saved is not None:
        return
    widths = load("auto").widths
    _saved = list(widths)
    widths[:] = _terminal_table(_saved)  # type: ignore[index]
    _clear_caches()


def use_rich_widths() -> None:
    """Rich's own table back (tests that pin Rich's behaviour)."""
    global _saved
    if _saved is None:
        return
    load("auto").widths[:] = _saved  # type: ignore[index]
    _saved = None
    _clear_caches()


def active() -> bool:
    return _saved is not None
