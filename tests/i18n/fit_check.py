"""Reading what each widget drew, for tests/i18n/test_fit_80x24.py.

A widget's lines are read from the widget itself (``render_lines``, borders and padding
included), cropped to the part of it the screen shows (its region within its clip: a label
pushed past its container's edge is cut there). Reading per widget, not per screen row,
keeps two widgets side by side apart: a message wraps inside its own widget.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass

from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, DataTable, Input, OptionList, Static

from cardtui.i18n.width import ELLIPSIS, cell_width
from support.pseudo_text import plain


@dataclass
class Drawn:
    widget: Widget
    lines: list[str]  # the shown part of the widget, one string a row
    width: int  # the widget's width on the screen
    clipped: bool  # its container or the screen hides part of it (left or right)
    more_below: bool  # it scrolls, or is scrolled, past its last shown row


def _name(widget: Widget) -> str:
    return f"{type(widget).__name__}#{widget.id}" if widget.id else type(widget).__name__


def drawn(screen: Screen) -> list[Drawn]:
    out = []
    for widget, (region, clip) in screen._compositor.visible_widgets.items():
        shown = region.intersection(clip)
        if not shown.area or isinstance(widget, Screen):  # a dialog's screen: what is behind
            continue
        if False:
            continue
        widget._styles_cache.clear()  # drawn afresh, in the language and setting now
        strips = widget.render_lines(shown.translate((-region.x, -region.y)))
        more = bool(getattr(widget, "max_scroll_y", 0) > getattr(widget, "scroll_y", 0))
        more = more or shown.bottom < region.bottom
        clipped = shown.x > region.x or shown.right < region.right
        out.append(Drawn(widget, [s.text for s in strips], region.width, clipped, more))
    return out


def source_text(widget: Widget) -> str:
    """Everything the widget was given to show, whole (before fitting), on one line."""
    parts: list[str] = []
    if isinstance(widget, Button):
        parts.append(plain(widget.label))
    elif isinstance(widget, Input):
        parts += [widget.placeholder, widget.value]
    elif isinstance(widget, OptionList):
        parts += [plain(option.prompt) for option in widget.options]
    elif isinstance(widget, DataTable):
        parts += [plain(column.label) for column in widget.columns.values()]
        for row in range(widget.row_count):
            parts += [plain(cell) for cell in widget.get_row_at(row)]
    elif isinstance(widget, Static):
        parts.append(plain(widget.content))  # as given, before a FittedStatic fits it
    else:
        with contextlib.suppress(Exception):  # a container, or a widget that draws only lines
            parts.append(plain(widget.render()))
    for title in (widget.border_title, widget.border_subtitle):
        parts.append(plain(title) if title else "")
    return " ".join(" ".join(p.split()) for p in parts)


_BOUNDARY = " ⟧.,;:!?)»”\"'"


# What the app gave ``tui.fit`` to shorten, whole (the test records it): a widget that fits
# its own text when drawing keeps no other copy of the text it was given.
GIVEN: list[str] = []


def shortened_at_a_word(piece: str, source: str) -> bool:
    """``piece`` ends in "…": true when what comes before it is whole words of ``source``
    or of a text given to ``tui.fit`` (a message shortened at a word), false when a word was
    cut (Rich's own ellipsis)."""
    kept = " ".join(piece.removesuffix(ELLIPSIS).split())
    if not kept.strip("⟦"):  # nothing of it left but the ellipsis
        return True
    return any(_followed_by_a_boundary(kept, " ".join(s.split())) for s in (source, *GIVEN))


def _followed_by_a_boundary(kept: str, source: str) -> bool:
    at = source.find(kept)
    while at >= 0:
        after = source[at + len(kept) : at + len(kept) + 1]
        if not after or after in _BOUNDARY:
            return True
        at = source.find(kept, at + 1)
    return False


_PIECE = re.compile(r"⟦[^⟦⟧]*$")


def cut_messages(item: Drawn) -> list[str]:
    """The pseudo-language messages whose ⟧ never shows in this widget: cut, not wrapped.
    A ⟦ may find its ⟧ on a later row (wrapped); one left open at the widget's last row is
    cut, unless the widget scrolls on (the rest is further down) or the message was
    shortened at a word with "…"."""
    source = None
    cut = []
    depth, opened_at = 0, ""
    for row, line in enumerate(item.lines):
        for i, ch in enumerate(line):
            if ch == "⟦":
                if depth == 0:
                    opened_at = line[i:]
                depth += 1
            elif ch == "⟧" and depth:
                depth -= 1
        last = row == len(item.lines) - 1
        if depth and line.rstrip().endswith(ELLIPSIS):
            # shortened: on this row, the text from the innermost open ⟦ to the "…"
            if source is None:
                source = source_text(item.widget)
            piece = line.rstrip()
            piece = piece[piece.rfind("⟦") :] if "⟦" in piece else piece.lstrip()
            if shortened_at_a_word(piece, source):
                depth = 0
                continue
            cut.append(f"{_name(item.widget)}: {piece!r}")
            depth = 0
        elif depth and last and not item.more_below:
            cut.append(f"{_name(item.widget)}: {opened_at.rstrip()!r}")
    return cut


def overflowing(item: Drawn) -> list[str]:
    """Rows wider than the widget (measured as terminals draw), and a widget whose text its
    container or the screen hides in part."""
    out = []
    for line in item.lines:
        if cell_width(line) > item.width:
            out.append(f"{_name(item.widget)}: {cell_width(line)} > {item.width}: {line!r}")
    if item.clipped and source_text(item.widget).strip():
        out.append(f"{_name(item.widget)} is cut at its container's edge")
    return out


def lost_words(item: Drawn) -> list[str]:
    """The words a text widget (a label, a static, a button) was given that none of its rows
    shows, when no row says it was shortened ("…"): text cropped at the widget's edge. A
    widget that scrolls on is left out (the rest is further down)."""
    if item.more_below or not isinstance(item.widget, Static | Button):
        return []
    shown = " ".join(item.lines)
    if ELLIPSIS in shown:
        return []
    words = [w for w in source_text(item.widget).split() if any(c.isalnum() for c in w)]
    lost = [w for w in words if w not in shown]  # (a table's rules are as wide as drawn)
    return [f"{_name(item.widget)}: lost {lost}: {shown.strip()!r}"] if lost else []


def cut_words(item: Drawn) -> list[str]:
    """Rows ending in "…" whose last word is not a whole word of what the widget was given
    (read with the lines in logical order)."""
    out = []
    source = None
    for line in item.lines:
        for piece in re.findall(r"[^│┃║|]*" + ELLIPSIS, line):
            if source is None:
                source = source_text(item.widget)
            if not source:
                continue
            words = piece.split()
            tail = words[-1] if words else ""
            if len(words) > 1:  # the last words, short enough to be one message's part
                tail = " ".join(words[-2:])
            if not shortened_at_a_word(tail, source) and not shortened_at_a_word(words[-1], source):
                out.append(f"{_name(item.widget)}: {piece.strip()!r}")
    return out
