"""How many terminal cells text takes, and shortening a long translation at a word.

The width is what terminals give (glibc's wcwidth, VTE, xterm.js, the wcwidth package):
combining marks that sit on a letter (Mn, Me) and format characters (ZWNJ, ZWJ, the
directional isolates) take no cell; wide East Asian characters take two; everything else,
Bengali's spacing vowel signs (Mc: া ি ো ...) included, takes one.

Rich's ``cell_len`` differs for Bengali: it counts the spacing vowel signs as zero, so
``বাংলা`` is 2 cells to Rich and 4 to the terminal, and a Bengali line Rich pads to fit
overflows by one cell per vowel sign. Persian's ZWNJ (0), Greek (1 a letter, precomposed
accents included) and Arabic harakat (0) agree. See tests/i18n/test_width.py.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

ELLIPSIS = "…"


@lru_cache(maxsize=4096)
def char_width(ch: str) -> int:
    """Cells the one character ``ch`` takes in a terminal."""
    if ch == "\u00ad":  # the soft hyphen is shown
        return 1
    category = unicodedata.category(ch)
    if category in ("Mn", "Me", "Cf", "Cc") or "\u1160" <= ch <= "\u11ff":
        return 0  # marks on a letter, joiners and controls, Hangul vowel jamo
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def cell_width(text: str) -> int:
    """Cells ``text`` takes (see the module's doc for how it differs from Rich's)."""
    if text.isascii():
        return len(text) - sum(1 for ch in text if ch < " " or ch == "\x7f")
    return sum(char_width(ch) for ch in text)


def shorten(text: str, width: int, ellipsis: str = ELLIPSIS) -> str:
    """``text`` in at most ``width`` cells: whole words up to the last that fits, then
    ``ellipsis``. Never a word cut in two (a word is what lies between spaces, so a Persian
    word joined by ZWNJ stays whole): when even the first word does not fit, only the
    ellipsis is left."""
    if cell_width(text) <= width:
        return text
    room = width - cell_width(ellipsis)
    if room < 0:
        return ""
    kept = ""
    for word in text.split():
        candidate = f"{kept} {word}" if kept else word
        if cell_width(candidate) > room:
            break
        kept = candidate
    return kept.rstrip(" ,;:،؛") + ellipsis  # no comma left hanging (Latin or Arabic script)
