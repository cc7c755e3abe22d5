"""A label fitted to its place: shortened at a word, never cut in the middle of one.

Rich's ``Text.truncate(width, overflow="ellipsis")`` cuts wherever the width ends ("Bank o…",
or a Persian or Bengali word cut in two, which reads as another word). Translations run
longer than English, so every caption fitted to a width goes through ``fit_words``: whole words
up to the last that fits, then "…" (``cardtui.i18n.width.shorten``, measured as terminals
draw). The styles of the kept words stay.
"""

from __future__ import annotations

import io
import re

from rich.console import Console
from rich.text import Text

from ..i18n.width import ELLIPSIS, cell_width

_WORD = re.compile(r"\S+")
_HANGING = " ,;:،؛·-"  # no comma or dot left before the ellipsis (Latin or Arabic script)


def fitted_length(plain: str, width: int) -> int | None:
    """How many characters of ``plain`` to keep before the ellipsis (None: it fits whole)."""
    if cell_width(plain) <= width:
        return None
    room = width - cell_width(ELLIPSIS)
    keep = 0
    for m in _WORD.finditer(plain):
        end = len(plain[: m.end()].rstrip(_HANGING))
        if cell_width(plain[:end]) > room:
            break
        keep = end
    return keep


def fit_words(text: Text, width: int) -> Text:
    """``text`` shortened in place to ``width`` cells at a word (see the module's doc); also
    returned. A first word too long for the place leaves only the ellipsis."""
    width = max(0, width)
    keep = fitted_length(text.plain, width)
    if keep is None:
        return text
    text.right_crop(len(text.plain) - keep)
    if width >= cell_width(ELLIPSIS):
        text.append(ELLIPSIS)  # in the text's own style
    return text


def truncate_at_word(text: Text, width: int) -> Text:
    """Rich's ``truncate(width, overflow="ellipsis")`` where it already ends at a word (the
    same cells as before), else ``fit_words``: a word is never cut. In place; returned."""
    plain = text.plain
    if cell_width(plain) > width > 1:
        rich = text.copy()
        rich.truncate(width, overflow="ellipsis")
        kept = rich.plain.removesuffix(ELLIPSIS)
        if kept[-1:].isspace() or plain[len(kept) : len(kept) + 1].isspace():
            text.truncate(width, overflow="ellipsis")
            return text
    return fit_words(text, width)


def _rows(text: Text, width: int) -> int:
    return len(text.wrap(_MEASURE, width))


# ``Text.wrap`` asks a console for its tab size and such; this one never prints.
_MEASURE = Console(width=200, file=io.StringIO(), color_system=None)


def fit_rows(text: Text, width: int, rows: int) -> Text:
    """``text`` as it wraps to ``width`` cells, shortened at a word (then "…") so it takes at
    most ``rows`` rows: a place of fixed height (the prompt under a table) shows the start of
    a long translation and says there is more, never a row cut off. Returned, a copy."""
    if width <= 0 or rows <= 0 or _rows(text, width) <= rows:
        return text
    plain = text.plain
    ends = [len(plain[: m.end()].rstrip(_HANGING)) for m in _WORD.finditer(plain)]
    best = 0
    for end in ends:  # the longest start of whole words that still fits, with its "…"
        candidate = text[:end]
        candidate.append(ELLIPSIS)
        if _rows(candidate, width) > rows:
            break
        best = end
    out = text[:best]
    out.append(ELLIPSIS)
    return out
