"""Rings (the advanced mode): a badge beside a player's name once the rings are revealed, and
the set-up choice of one ring out of the two dealt, as two tiles that say what each ring does.

The tiles take the keyboard through the table (arrows, 1 or 2, Enter) and the mouse directly:
pointing at a tile moves the cursor, a click chooses it.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.box import HEAVY, ROUNDED
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text
from textual import events
from textual.widget import Widget

from ....games.zirkhaki.rings import RING_INFO, RINGS
from ....i18n import _
from ...widgets.item_choice import ItemMessage, ItemPointer
from .terms import ring_power, ring_short, ring_title

# The English short names, as the rules engine spells them (tests look for them); the table
# shows ring_short(), in the player's language.
RING_SHORT = {
    code: info[1].removesuffix(" ring").removesuffix("'s")
    for code, info in zip(RINGS, RING_INFO, strict=True)
}


def ring_badge(code: str, ascii: bool = False) -> Text:
    """``○ Mugger``: a revealed ring beside its owner's name."""
    return Text(("o " if ascii else "○ ") + ring_short(code), style="bold #d4a017")


def ring_sentence(code: str) -> str:
    """``Mugger's ring: the pistol steals ...``: for prompts and the log."""
    return _("{ring}: {power}").format(ring=ring_title(code), power=ring_power(code))


class RingChoice(ItemPointer, Widget):
    """The two rings offered at set-up, side by side; the cursor marks the one Enter keeps."""

    DEFAULT_CSS = """
    RingChoice { height: auto; width: 1fr; }
    RingChoice > .ring--title { color: $accent; text-style: bold; }
    RingChoice > .ring--cursor { color: $accent; }
    RingChoice > .ring--other { color: $text-muted; }
    """
    COMPONENT_CLASSES = {"ring--title", "ring--cursor", "ring--other"}

    class Picked(ItemMessage):
        """An item was chosen (Enter or a click)."""

    class Hovered(ItemMessage):
        """The pointer is over an item."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.rings: list[str] = []
        self.cursor = 0

    def show(self, rings: Sequence[str], cursor: int = 0) -> None:
        self.rings = list(rings)
        self.cursor = cursor
        self.refresh()

    def tile_height(self) -> int:
        """Rows the tiles need: every line of the taller tile's title and effect (a long
        name such as "Snake-charmer's ring" wraps too at 80 columns) and the border."""
        if not self.rings:
            return 1
        width = max(10, (self.content_size.width or 50) // len(self.rings) - 5)

        def rows(text: str) -> int:
            return len(Text(text).wrap(self.app.console, width))

        lines = [
            rows(f"{i + 1}  {ring_title(code)}") + rows(ring_power(code))
            for i, code in enumerate(self.rings)
        ]
        return max(lines) + 2

    def render(self) -> RenderableType:
        if not self.rings:
            return Text("")
        height = self.tile_height()
        grid = Table.grid(expand=True, padding=(0, 1))
        for _ring in self.rings:
            grid.add_column(ratio=1)
        tiles = []
        for i, code in enumerate(self.rings):
            chosen = i == self.cursor
            style = self.get_component_rich_style(
                "ring--cursor" if chosen else "ring--other", partial=True
            )
            body = Text(ring_power(code))
            title = Text(
                f"{i + 1}  {ring_title(code)}",
                self.get_component_rich_style("ring--title", partial=True),
            )
            tiles.append(
                Panel(
                    Group(title, body),
                    border_style=style,
                    height=height,
                    padding=(0, 1),
                    box=HEAVY if chosen else ROUNDED,
                )
            )
        grid.add_row(*tiles)
        return grid

    def get_content_height(self, container, viewport, width: int) -> int:
        return self.tile_height()

    def index_at(self, event: events.MouseEvent) -> int | None:
        offset = event.get_content_offset(self)
        if offset is None or not self.rings:
            return None
        width = max(1, self.content_size.width)
        return min(len(self.rings) - 1, offset.x * len(self.rings) // width)
