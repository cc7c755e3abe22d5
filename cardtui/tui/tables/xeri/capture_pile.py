"""A capture pile: how many cards a seat has taken (face down) and its xeri markers.

Captured cards stay face down until the round ends, so only the count shows; each xeri is a
marker, as the card laid crosswise in a real pile (a jack xeri gets its own marker).
"""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from ....i18n import _, ngettext, number


class CapturePile(Widget):
    """``count`` captured cards, ``markers`` xeris of which ``special`` were jack xeris."""

    DEFAULT_CSS = """
    CapturePile { height: 1; width: auto; }
    CapturePile > .capture--count { color: $text; }
    CapturePile > .capture--marker { color: $warning; text-style: bold; }
    """
    COMPONENT_CLASSES = {"capture--count", "capture--marker"}

    count: reactive[int] = reactive(0, layout=True)
    markers: reactive[int] = reactive(0, layout=True)
    special: reactive[int] = reactive(0, layout=True)
    ascii: reactive[bool] = reactive(False, layout=True)
    short: reactive[bool] = reactive(False, layout=True)
    """Numbers and markers only, for narrow panels."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)

    def show(self, count: int, markers: int = 0, special: int = 0) -> None:
        self.count, self.markers, self.special = count, markers, special

    def render(self) -> Text:
        text = Text()
        stack = "#" if self.ascii else "▤"
        count = number(self.count)
        text.append(
            f"{stack} {count}"
            if self.short
            else _("{stack} {n} taken").format(stack=stack, n=count),
            self.get_component_rich_style("capture--count", partial=True),
        )
        if self.markers:
            marker_style = self.get_component_rich_style("capture--marker", partial=True)
            plain = self.markers - self.special
            mark, jack = ("X", "J") if self.ascii else ("✚", "Ⓙ")
            text.append("  ")
            text.append(mark * plain + jack * self.special, marker_style)
            if not self.short:
                n = self.markers
                text.append(" " + ngettext("{n} xeri", "{n} xeris", n).format(n=number(n)))

        return text
