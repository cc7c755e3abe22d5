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

from ....games.zirkhaki.cards import SUIT_NAMES, ZCard
from ....i18n import N_, _, number
from .card import glyph


def left_by_suit(draw: Sequence[ZCard]) -> dict[str, list[int]]:
    """The draw pile's cards as suit -> values (ascending), every suit present."""
    out: dict[str, list[int]] = {suit: [] for suit in SUIT_NAMES}
    for c in draw:
        out[c.suit_name].append(c.value)
    for values in out.values():
        values.sort()
    return out


# What the line shows and says, the widest first: the values, else how many of each (the
# last label for 80 columns, where the longer one would push the counts off the line).
LABELS = (
    (True, N_("Left to draw, values: ")),
    (False, N_("Left to draw, how many: ")),
    (False, N_("To draw, how many: ")),
)


class CardsLeft(Widget):
    """One line: each suit's glyph and how many are left to draw (their values, where the
    line holds them)."""

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
        self.whom = "you"  # who the red suits would bust: "you", or the player to move

    def show(
        self,
        draw: Sequence[ZCard],
        zone: Sequence[ZCard],
        *,
        ascii: bool = False,
        whose: str = "you",
        active: str = "",
    ) -> None:
        """``whose``: "you" on your own turn, else "" and ``active`` names the player the red
        suits would bust (a bot's or another person's turn)."""
        self.left = left_by_suit(draw)
        self.busting = {c.suit_name for c in zone}
        self.ascii = ascii
        self.whom = whose or active  # "you" (a code), a player's name, or nobody named
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
            text.append(number(len(left)), style)
        return text

    def render(self) -> Text:
        if not self.left:
            return Text("")
        width = self.content_size.width or 50
        # The values where one line holds them (wide tables), else how many of each; the
        # label says which, since a lone digit could be either.
        for values, words in LABELS:
            label = Text()
            label.append(_(words), self._style("label"))  # a span: not the line's style
            line = Text("  " if values else " ").join(
                self._cell(suit, values) for suit in SUIT_NAMES
            )
            if label.cell_len + line.cell_len <= width:
                break
        out = label + line
        if self.whom == "you":
            note = _("(red: would bust you)")
        elif self.whom:
            note = _("(red: would bust {name})").format(name=self.whom)
        else:
            note = _("(red: would bust the player to move)")
        note = "  " + note

        if self.busting and out.cell_len + len(note) <= width:
            out.append(note, "dim")
        out.no_wrap = True
        out.overflow = "ellipsis"
        return out
