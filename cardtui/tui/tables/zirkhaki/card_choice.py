"""A choice among cards that are not in any bank: the map's cards lifted from the burnt pile
(one of three, or the whole pile with the map-reader's ring).

Few cards are drawn as small cards numbered on their bottom edge; a whole burnt pile as rows
of chips. Cards that would bust are marked. The keyboard goes through the table (arrows,
digits, Enter); pointing at a card moves the cursor and a click chooses it.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text
from textual import events

from ....games.zirkhaki.cards import ZCard
from ...fit import fit_words
from ...widgets.item_choice import ItemMessage, ItemPointer
from .card import SIZES, ZCardArt, ZSlot, render_row, short, slot_at

CHIP = 5  # columns per chip: "●9!" and a gap
_DIGITS = "1234567890"


class CardChoice(ItemPointer, ZCardArt):
    """``cards`` to choose from, the ``cursor`` on one; ``busts`` would bust the chooser."""

    DEFAULT_CSS = """
    CardChoice { height: auto; width: 1fr; }
    CardChoice > .choice--caption { color: $accent; text-style: bold; }
    CardChoice > .choice--bust { color: $error; }
    """
    COMPONENT_CLASSES = ZCardArt.COMPONENT_CLASSES | {"choice--caption", "choice--bust"}

    class Picked(ItemMessage):
        """An item was chosen (Enter or a click)."""

    class Hovered(ItemMessage):
        """The pointer is over an item."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.cards: list[ZCard] = []
        self.busts: set[ZCard] = set()
        self.cursor = 0
        self.caption = ""

    def show(
        self,
        cards: Sequence[ZCard],
        *,
        cursor: int = 0,
        busts: Sequence[ZCard] = (),
        caption: str = "",
    ) -> None:
        self.cards = list(cards)
        self.busts = set(busts)
        self.cursor = cursor
        self.caption = caption
        self.refresh(layout=True)

    # -- layout --------------------------------------------------------------------------
    def as_chips(self, width: int | None = None) -> bool:
        """Too many for small cards side by side: chips in rows."""
        w, _ = SIZES["small"]
        return len(self.cards) * (w + 1) > self._width(width)

    def _width(self, width: int | None = None) -> int:
        return max(width if width is not None else self.content_size.width, 20)

    def per_row(self, width: int | None = None) -> int:
        return max(1, self._width(width) // CHIP)

    def get_content_height(self, container, viewport, width: int) -> int:
        if not self.cards:
            return 1
        if self.as_chips(width):
            return 1 + -(-len(self.cards) // self.per_row(width))
        return 1 + SIZES["small"][1]

    # -- drawing -------------------------------------------------------------------------
    def render(self) -> Text:
        caption = Text(self.caption, self.get_component_rich_style("choice--caption", partial=True))
        fit_words(caption, max(1, self.content_size.width))  # at a word: translations run longer
        if not self.cards:
            return caption
        return Text("\n").join([caption, self._chips() if self.as_chips() else self._row()])

    def _row(self) -> Text:
        slots = []
        for i, card in enumerate(self.cards):
            mark = "cursor" if i == self.cursor else "option"
            label = (_DIGITS[i] if i < len(_DIGITS) else "") + ("!" if card in self.busts else "")
            slots.append(ZSlot(card, mark, label=label))
        w, _ = SIZES["small"]
        return render_row(slots, step=w + 1, size="small", ascii=self.ascii, style=self.card_style)

    def _chips(self) -> Text:
        per_row = self.per_row()
        bust = self.get_component_rich_style("choice--bust", partial=True)
        lines = []
        for start in range(0, len(self.cards), per_row):
            line = Text(no_wrap=True)
            for i in range(start, min(start + per_row, len(self.cards))):
                card = self.cards[i]
                text = Text(short(card, self.ascii), self.card_style(card.suit_name, ""))
                if i == self.cursor:
                    text.stylize(Style(reverse=True, bold=True))
                line.append_text(text)
                line.append("!" if card in self.busts else " ", bust)
                line.append(" " * (CHIP - text.cell_len - 1))
            lines.append(line)
        return Text("\n").join(lines)

    # -- the pointer ---------------------------------------------------------------------
    def index_at(self, event: events.MouseEvent) -> int | None:
        offset = event.get_content_offset(self)
        if offset is None or offset.y < 1 or not self.cards:
            return None
        if self.as_chips():
            i = (offset.y - 1) * self.per_row() + offset.x // CHIP
            return i if i < len(self.cards) else None
        w, _ = SIZES["small"]
        return slot_at(offset.x, len(self.cards), w + 1, "small")
