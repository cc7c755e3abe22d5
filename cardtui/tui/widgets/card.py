"""Card art: a face with rank and suit glyph (red suits red), a back, an empty slot.

Cards are drawn as text so that a row of them can overlap (a fan) and so that a click can be
mapped to a card by its column. :func:`render_fan` lays out any row of cards; :class:`CardArt`
is the base of every widget that draws cards (it owns the colours, as component classes that a
theme or a ``.tcss`` file can restyle); :class:`CardWidget` shows one card.

Two glyph sets: Unicode (``╭─╮``, ``♠♥♦♣``) and an ASCII fallback (``+-+``, ``S H D C``) for
terminals that draw suit symbols two cells wide.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from ...core.cards import Card
from .card_rows import BOX, Piece, cut_row, lay_row, slot_in_row, step_to_fit

# Sizes: (width, height). "small" is for hidden hands and narrow spaces.
SIZES = {"normal": (7, 5), "small": (5, 3)}

# The outlines of every deck, and the back of a French card.
_GLYPHS = {ascii: {**BOX[ascii], "back": "#" if ascii else "▒"} for ascii in (False, True)}
_ASCII_SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


@dataclass(frozen=True)
class Face:
    """What is printed on a card: the corner index (``10♥``), the centre pip, the colour."""

    corner: str
    pip: str
    red: bool


def face_of(card: Any, ascii: bool = False) -> Face:
    """The face of a French card, or of any card object with ``str()`` (other games' decks)."""
    if isinstance(card, Card):
        suit = card.suit if ascii else card.glyph
        return Face(card.rank_text + suit, suit, card.is_red)
    text = str(card)
    if ascii:
        text = "".join(_ASCII_SUITS.get(ch, ch) for ch in text)
    return Face(text, text[-1:], bool(getattr(card, "is_red", False)))


@dataclass
class Slot:
    """One card position in a row: a card (or None for a back), and how to draw it."""

    card: Any = None
    face_down: bool = False
    mark: str = ""  # "", "selected", "hover", "top", "new", "dim"
    lift: bool = False  # drawn one row higher (the selected card of a hand)


# Pieces of a French card have the roles border, face, red and back.


def card_lines(
    slot: Slot, size: str = "normal", ascii: bool = False, width: int | None = None
) -> list[list[Piece]]:
    """The rows of one card, each a list of styled pieces, cut to ``width`` columns when the
    card is partly covered by the next one in a fan (only its left edge and corner show)."""
    w, h = SIZES[size]
    g = _GLYPHS[ascii]
    heavy = slot.mark in ("top", "new")  # the top card, or the card about to become it
    tl, tr, bl, br, hz, v = (
        (g["Htl"], g["Htr"], g["Hbl"], g["Hbr"], g["Hh"], g["Hv"])
        if heavy
        else (g["tl"], g["tr"], g["bl"], g["br"], g["h"], g["v"])
    )
    inner = w - 2
    if slot.card is None or slot.face_down:
        middle = [[(v, "border"), (g["back"] * inner, "back"), (v, "border")]] * (h - 2)
    else:
        face = face_of(slot.card, ascii)
        role = "red" if face.red else "face"
        if size == "small":
            texts = [face.corner[:inner].ljust(inner)]
        else:
            texts = [face.corner.ljust(inner), face.pip.center(inner), face.corner.rjust(inner)]
        middle = [[(v, "border"), (t, role), (v, "border")] for t in texts]
    rows = [[(tl + hz * inner + tr, "border")], *middle, [(bl + hz * inner + br, "border")]]
    if width is None or width >= w:
        return rows
    if slot.card is not None and not slot.face_down:
        # A covered card shows its top corner whole or not at all (the "1" of a 10 would read
        # as another card), and never a piece of its bottom corner, which belongs at the right.
        rank = face_of(slot.card, ascii).corner[:-1]
        blank = {len(rows) - 2} if size == "normal" else set()
        if 0 < width - 1 < len(rank):
            blank = set(range(1, len(rows) - 1))
        rows = [
            [(t if role == "border" else " " * len(t), role) for t, role in row]
            if y in blank
            else row
            for y, row in enumerate(rows)
        ]
    return [cut_row(row, width) for row in rows]


def fan_step(
    count: int, available: int, size: str = "normal", gap: int = 1, min_step: int = 4
) -> int:
    """Columns between card starts so ``count`` cards fit in ``available`` columns: side by
    side with a gap when there is room, else overlapping down to ``min_step``."""
    return step_to_fit(count, available, SIZES[size][0], gap, min_step)


def render_fan(
    slots: Sequence[Slot],
    *,
    step: int,
    size: str = "normal",
    ascii: bool = False,
    style: Callable[[str, str], Style],
    lift_rows: int = 0,
) -> Text:
    """A row of cards as one :class:`Text`: card ``i`` starts at column ``i * step``; the last
    card shows whole. ``lift_rows`` adds rows above so a lifted card can stand out."""

    def lines_of(slot: Slot, width: int | None) -> list[list[Piece]]:
        return card_lines(slot, size, ascii, width)

    return lay_row(slots, lines_of, step=step, size=SIZES[size], style=style, lift_rows=lift_rows)


def slot_at(x: int, count: int, step: int, size: str = "normal") -> int | None:
    """Which card of a fan column ``x`` falls on, or None."""
    return slot_in_row(x, count, step, SIZES[size][0])


class CardArt(Widget):
    """Base of widgets that draw cards: card colours as component classes, the glyph set."""

    COMPONENT_CLASSES = {
        "card--face",
        "card--red",
        "card--border",
        "card--back",
        "card--selected",
        "card--hover",
        "card--top",
        "card--new",
        "card--dim",
    }
    DEFAULT_CSS = """
    CardArt {
        & > .card--face { background: #f7f4ec; color: #1d1d1d; }
        & > .card--red { background: #f7f4ec; color: #c62828; text-style: bold; }
        & > .card--border { background: #f7f4ec; color: #77736b; }
        & > .card--back { background: $primary-darken-2; color: $primary-lighten-1; }
        & > .card--selected { color: #b8860b; text-style: bold; }
        & > .card--hover { color: #1565c0; text-style: bold; }
        & > .card--top { color: #1d1d1d; text-style: bold; }
        & > .card--new { background: #fff3a0; color: #b8860b; text-style: bold; }
        & > .card--dim { text-style: dim; }
    }
    """

    ascii: reactive[bool] = reactive(False)
    """Draw with ASCII letters and borders instead of suit glyphs and box lines."""

    ALLOW_SELECT = False  # dragging across cards should not select their text

    def card_style(self, role: str, mark: str) -> Style:
        """The style of one piece of a card (``role``) drawn with ``mark``."""
        base = self.get_component_rich_style(f"card--{role}", partial=True)
        if mark == "new" and role != "back":
            base += self.get_component_rich_style("card--new", partial=True)
        if mark in ("selected", "hover", "top", "new") and role == "border":
            base += self.get_component_rich_style(f"card--{mark}", partial=True)
        if mark == "dim":
            base += self.get_component_rich_style("card--dim", partial=True)
        return base


class CardWidget(CardArt):
    """One card: a face, a back (``face_down``) or, with no card, a back."""

    DEFAULT_CSS = """
    CardWidget { width: 7; height: 5; }
    CardWidget.-small { width: 5; height: 3; }
    """

    card: reactive[Any] = reactive(None, layout=True)
    face_down: reactive[bool] = reactive(False)
    mark: reactive[str] = reactive("")

    def __init__(
        self,
        card: Any = None,
        *,
        face_down: bool = False,
        small: bool = False,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.set_reactive(CardWidget.card, card)
        self.set_reactive(CardWidget.face_down, face_down)
        self.set_class(small, "-small")

    def render(self) -> Text:
        size = "small" if self.has_class("-small") else "normal"
        slot = Slot(self.card, self.face_down, self.mark)
        return render_fan(
            [slot], step=SIZES[size][0], size=size, ascii=self.ascii, style=self.card_style
        )
