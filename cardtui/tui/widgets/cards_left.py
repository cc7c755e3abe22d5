"""The cards-left tracker (Zirkhaki): what is still in the draw pile, suit by suit.

The draw pile's composition is public (R12: every card that leaves it is seen, and the burnt
pile starts with cards fixed by rule), so anyone could keep this count on paper; the coach
shows it. Suits already in the treasure zone would bust the player to move: they are marked,
suits with nothing left are faint. Where the line is wide enough it lists the values too.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widget import Widget

from ...games.zirkhaki.cards import SUIT_NAMES, ZCard
from .zirkhaki_card import glyph


def left_by_suit(draw: Sequence[ZCard]) -> dict[str, list[int]]:
    """The draw pile's cards as suit -> values (ascending), every suit present."""
    out: dict[str, list[int]] = {suit: [] for suit in SUIT_NAMES}
    for c in draw:
        out[c.suit_name].append(c.value)
    for values in out.values():
        values.sort()
    return out


class CardsLeft(Widget):
    """One line (two where values fit): each suit's glyph and how many are left to draw."""

    DEFAULT_CSS = """
    CardsLeft { height: auto; width: 1fr; }
    CardsLeft > .left--label { color: $accent; text-style: bold; }
    CardsLeft > .left--busts { color: $error; text-style: bold; }
    CardsLeft > .left--none { color: $text-muted; text-style: dim; }
    """
    COMPONENT_CLASSES = {"left--label", "left--busts", "left--none"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.left: dict[str, list[int]] = {}
        self.busting: set[str] = set()
        self.ascii = False

    def show(self, draw: Sequence[ZCard], zone: Sequence[ZCard], *, ascii: bool = False) -> None:
        self.left = left_by_suit(draw)
        self.busting = {c.suit_name for c in zone}
        self.ascii = ascii
        self.refresh(layout=True)

    def _style(self, key: str):
        return self.get_component_rich_style(f"left--{key}", partial=True)

    def _cell(self, suit: str, values: bool) -> Text:
        left = self.left.get(suit, [])
        style = "" if left else self._style("none")
        if left and suit in self.busting:
            style = self._style("busts")
        text = Text(glyph(suit, self.ascii), style)
        if values:
            text.append(" ".join(str(v) for v in left) or "–", style)
        else:
            text.append(str(len(left)), style)
        return text

    def render(self) -> Text:
        if not self.left:
            return Text("")
        width = self.content_size.width or 50
        label = "Left to draw: "
        busts = " (red: busts you)" if self.busting else ""
        # The values when they fit on two lines, else the counts on one.
        cells = [self._cell(suit, values=True) for suit in SUIT_NAMES]
        lines = _pack(cells, width - len(label), 2)
        if lines is None:
            cells = [self._cell(suit, values=False) for suit in SUIT_NAMES]
            lines = _pack(cells, width - len(label), 1) or [Text(" ").join(cells)]
            if len(label) + lines[0].cell_len + len(busts) > width:
                busts = ""
        out = Text(label, self._style("label"))
        out.append_text(lines[0])
        if busts:
            out.append(busts, "dim")
        for line in lines[1:]:
            out.append("\n" + " " * len(label))
            out.append_text(line)
        out.no_wrap = True
        return out


def _pack(cells: list[Text], width: int, rows: int) -> list[Text] | None:
    """``cells`` laid into at most ``rows`` lines of ``width``, two spaces apart; None when
    they do not fit."""
    lines: list[Text] = [Text()]
    for cell in cells:
        line = lines[-1]
        need = cell.cell_len + (2 if line.cell_len else 0)
        if line.cell_len + need > width:
            if len(lines) == rows:
                return None
            lines.append(Text())
            line = lines[-1]
        if line.cell_len:
            line.append("  ")
        line.append_text(cell)
    return lines
