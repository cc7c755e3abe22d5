"""Every widget's content lines in visual order while cardtui orders right-to-left lines.

Why one hook, and why here: the text that must read right to left is in every widget (the
menu's options, dialogs, the move log, the prompt, Textual's own Footer, Select, Input,
OptionList, DataTable), and a mixin would have to be added to each of them, Textual's
included, and remembered by every new widget. Patching ``Widget.render_line`` is not enough
either: RichLog, OptionList and DataTable override it. ``StylesCache.render`` is the one place
every widget's lines pass through, and it receives the content lines (``render_content_line``)
apart from what it adds around them: borders, titles, padding and scrollbars are drawn after,
in place. So each content line is ordered on its own, inside its widget's box, and the
table's geometry (seats, piles, hands, card art, frames) stays where the layout put it.

A line with no right-to-left letter is returned as it was (card art, Latin names, box
drawing); a line with one is filled to its widget's content width first, so its padding
becomes the paragraph's trailing space and the text sits on the right, where a right-to-left
reader looks. Centered text stays centered (its spaces are on both sides). Widgets that use
the ``RightToLeftLines`` mixin already order their own lines and are left to it.

Cost: nothing while not ordering (one check per line Textual re-renders; it keeps unchanged
lines); while ordering, the shaped lines are cached by ``i18n.rtl``.
"""

from __future__ import annotations

from typing import Any

from textual._styles_cache import StylesCache
from textual.screen import Screen
from textual.strip import Strip

from .rtl_lines import RightToLeftLines, ordering_lines, visual_strip

_ORIGINAL = StylesCache.render


def _render(
    self: StylesCache,
    styles: Any,
    size: Any,
    base_background: Any,
    background: Any,
    render_content_line: Any,
    *args: Any,
    **kwargs: Any,
) -> list[Strip]:
    widget = getattr(render_content_line, "__self__", None)
    # A screen's own content is no text: under a dialog it is the screen beneath, whose lines
    # are in visual order already (Textual's BackgroundScreen); ordered again they would read
    # backwards and the whole table would show mirrored behind the dialog.
    if ordering_lines() and not isinstance(widget, (RightToLeftLines, Screen)):
        # The width a line is filled to: the content's, less the scrollbars a scrolling
        # widget (OptionList, RichLog) draws beside its lines.
        region = getattr(widget, "scrollable_content_region", None)
        width = region.width if region is not None else (kwargs.get("content_size") or size).width
        line_of = render_content_line
        pad = self.get_inner_outer(base_background, background)[0].rich_style  # as Textual pads

        def render_content_line(y: int) -> Strip:
            return visual_strip(line_of(y), width=width, style=pad)

    return _ORIGINAL(
        self, styles, size, base_background, background, render_content_line, *args, **kwargs
    )


def install() -> None:
    """Order the content lines of every widget (idempotent; the app calls it on import)."""
    StylesCache.render = _render  # type: ignore[method-assign]


def installed() -> bool:
    return StylesCache.render is _render
