"""Laying cards out in a row, for every deck: the geometry shared by the French cards
(:mod:`.card`) and Zirkhaki's (:mod:`cardtui.tui.tables.zirkhaki.card`).

A card is drawn as rows of styled *pieces* ``(text, role)``; a row of cards overlaps them by a
*step* (columns between card starts) so that only the last card shows whole, and a click maps
back to a card by its column.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.style import Style
from rich.text import Text

# Card outlines: plain (tl, h, v...), heavy (H...) for the card that matters now, dashed (D...)
# for a slot that is not a card yet; box lines in Unicode, letters and punctuation in ASCII.
BOX = {
    False: {
        "tl": "╭",
        "tr": "╮",
        "bl": "╰",
        "br": "╯",
        "h": "─",
        "v": "│",
        "Htl": "┏",
        "Htr": "┓",
        "Hbl": "┗",
        "Hbr": "┛",
        "Hh": "━",
        "Hv": "┃",
        "Dtl": "┌",
        "Dtr": "┐",
        "Dbl": "└",
        "Dbr": "┘",
        "Dh": "╌",
        "Dv": "╎",
    },
    True: {
        "tl": "+",
        "tr": "+",
        "bl": "+",
        "br": "+",
        "h": "-",
        "v": "|",
        "Htl": "#",
        "Htr": "#",
        "Hbl": "#",
        "Hbr": "#",
        "Hh": "=",
        "Hv": "#",
        "Dtl": "+",
        "Dtr": "+",
        "Dbl": "+",
        "Dbr": "+",
        "Dh": ".",
        "Dv": ":",
    },
}

Piece = tuple[str, str]  # (text, role): the role picks the style (border, face, a suit...)
CardLines = list[list[Piece]]


def cut_row(row: list[Piece], width: int) -> list[Piece]:
    """The first ``width`` columns of a row of pieces (a card covered by the next one)."""
    out: list[Piece] = []
    left = width
    for text, role in row:
        if left <= 0:
            break
        out.append((text[:left], role))
        left -= len(text[:left])
    return out


def step_to_fit(count: int, available: int, card_width: int, gap: int, min_step: int) -> int:
    """Columns between card starts so ``count`` cards fit in ``available`` columns: side by
    side with a gap when there is room, else overlapping down to ``min_step``."""
    if count <= 1:
        return card_width + gap
    fit = (available - card_width) // (count - 1)
    return max(min_step, min(card_width + gap, fit))


def lay_row(
    slots: Sequence[Any],
    lines_of: Callable[[Any, int | None], CardLines],
    *,
    step: int,
    size: tuple[int, int],
    style: Callable[[str, str], Style],
    lift_rows: int = 0,
) -> Text:
    """A row of cards as one :class:`Text`: card ``i`` starts at column ``i * step`` and the
    last shows whole. ``lines_of(slot, width)`` draws one card (cut to ``width`` when covered);
    each piece is styled by ``style(role, slot.mark)``. ``lift_rows`` adds rows above, where a
    slot with ``lift`` set stands out."""
    w, h = size
    rows = [Text() for _ in range(h + lift_rows)]
    for i, slot in enumerate(slots):
        last = i == len(slots) - 1
        shown = w if last else min(step, w)
        gap = 0 if last else max(0, step - w)
        lines = lines_of(slot, None if shown >= w else shown)
        top = 0 if getattr(slot, "lift", False) else lift_rows
        for y, row in enumerate(rows):
            k = y - top
            if 0 <= k < h:
                for text, role in lines[k]:
                    row.append(text, style(role, slot.mark))
            else:
                row.append(" " * shown)
            if gap:
                row.append(" " * gap)
    return Text("\n").join(rows)


def slot_in_row(x: int, count: int, step: int, w: int) -> int | None:
    """Which of ``count`` cards ``w`` wide, laid ``step`` apart, column ``x`` falls on."""
    if count <= 0 or x < 0:
        return None
    i = min(x // step, count - 1)
    if x - i * step >= (w if i == count - 1 else min(step, w)):
        return None
    return i
