"""A hand you pick several cards from: mark cards of one rank and play them together, or mark a
set (four overs from eight cards). Big hands scroll sideways around the cursor.

Built on :class:`HandWidget` (same look and sizes) with the :class:`Picker` keys: left/right
move, Space or a digit marks (at the Hidden Unders table, every card of that rank: Space on one
leaves it out), up/down mark one more or one fewer of the rank, ``a`` marks all of it, Enter
plays what is marked (or the card under the cursor). Marked cards stand one row
higher; the cursor has a blue border. A click marks, a double click plays.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.reactive import reactive

from ....i18n import N_, _
from ...widgets.card import SIZES, Slot, fan_step, render_fan, slot_at
from ...widgets.hand import HandWidget
from .picker import PICK_BINDINGS, Picker

_ARROW = 4  # columns of a "◂12" marker for cards scrolled out of sight
_MIN_STEP = 3  # a covered card shows its left edge and rank (suits rarely matter)


class PickHand(Picker, HandWidget):
    """Your hand, face up, with marks (see the module docstring)."""

    BINDINGS = [
        Binding("h", "move(-1)", N_("Move"), show=False),
        Binding("l", "move(1)", N_("Move"), show=False),
        *PICK_BINDINGS,
    ]
    DEFAULT_CSS = """
    PickHand > .hand--more { color: $text-muted; }
    """
    COMPONENT_CLASSES = HandWidget.COMPONENT_CLASSES | {"hand--more"}

    selected: reactive[int] = reactive(0)
    active: reactive[bool] = reactive(False, bindings=True)  # keys show only when active

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.marks: list[int] = []
        self.new: set[int] = set()  # cards to highlight (just picked up)

    # -- data ----------------------------------------------------------------------------
    def pick_count(self) -> int:
        return len(self.cards)

    def pick_rank(self, index: int) -> Any:
        return getattr(self.cards[index], "rank", self.cards[index])

    def show_cards(self, cards, playable=None, *, new: set[int] | None = None) -> None:
        if list(cards) != self.cards:
            self.marks = []
            self.choice_no += 1
        self.new = set(new or ())
        super().show_cards(cards, playable)

    def show_backs(self, count: int) -> None:
        self.marks = []
        self.choice_no += 1
        self.new = set()
        super().show_backs(count)

    def set_active(self, active: bool, playable=None) -> None:
        if not active:
            self.marks = []
        super().set_active(active, playable)

    @property
    def marked_cards(self) -> list[Any]:
        return [self.cards[i] for i in self.marks if i < len(self.cards)]

    # -- layout ----------------------------------------------------------------------------
    def window(self) -> tuple[int, int, int]:
        """(first, end, step): the cards in sight and the columns between them. When the
        whole hand does not fit even overlapped, a window follows the cursor."""
        n = self.count
        width = max(SIZES["normal"][0], self.content_size.width)
        step = fan_step(n, width, "normal", gap=1, min_step=_MIN_STEP)
        w = SIZES["normal"][0]
        if n <= 1 or w + (n - 1) * step <= width:
            return 0, n, step
        fit = max(1, 1 + (width - 2 * _ARROW - w) // _MIN_STEP)
        first = min(max(0, self.selected - fit // 2), n - fit)
        return first, first + fit, _MIN_STEP

    def render(self) -> Text:
        if self.count == 0:
            return Text(_("no cards in hand"), style="dim")
        self.keep_keys_on_cursor()  # the digits under the cards are the keys now
        first, end, step = self.window()
        face_up = bool(self.cards)
        slots = []
        for i in range(first, end):
            mark = ""
            if face_up and self.active:
                if i in self.marks:
                    mark = "selected"
                elif i == self.selected:
                    mark = "hover"
                elif not self.is_playable(i):
                    mark = "dim"
            elif face_up and i in self.new:
                mark = "new"
            slots.append(
                Slot(
                    self.cards[i] if face_up else None,
                    not face_up,
                    mark,
                    lift=face_up and i in self.marks,
                )
            )
        fan = render_fan(
            slots, step=step, size="normal", ascii=self.ascii, style=self.card_style, lift_rows=1
        )
        rows = fan.split("\n")
        if first or end < self.count:
            more = self.get_component_rich_style("hand--more", partial=True)
            left = f"◂{first}" if first else ""
            right = f"{self.count - end}▸" if end < self.count else ""
            for y, row in enumerate(rows):
                mid = y == len(rows) // 2
                row_text = Text()
                row_text.append((left if mid else "").ljust(_ARROW), more)
                row_text.append_text(row)
                if mid and right:
                    row_text.append(" " + right, style=more)
                rows[y] = row_text
        text = Text("\n").join(rows)
        if face_up:
            text.append("\n")
            text.append_text(
                self._numbers(first, end, step, _ARROW if first or end < self.count else 0)
            )
        return text

    def _numbers(self, first: int, end: int, step: int, indent: int) -> Text:
        w, _h = SIZES["normal"]
        row = Text(" " * indent)
        for i in range(first, end):
            shown = w if i == end - 1 else min(step, w)
            label = self.key_of(i)
            key = "hand--number-selected" if self.active and i in self.marks else "hand--number"
            text = (" " * min(2 if step > 4 else 1, shown - 1) + label).ljust(shown)
            row.append(text[:shown], self.get_component_rich_style(key, partial=True))
            if i < end - 1 and step > w:
                row.append(" " * (step - w))
        return row

    # -- mouse -----------------------------------------------------------------------------
    def _index_at(self, event: events.MouseEvent) -> int | None:
        if not self.cards:
            return None
        offset = event.get_content_offset(self)
        if offset is None:
            return None
        first, end, step = self.window()
        x = offset.x - (_ARROW if first or end < self.count else 0)
        index = slot_at(x, end - first, step, "normal")
        return None if index is None else first + index

    def on_mouse_move(self, event: events.MouseMove) -> None:
        pass  # the cursor stays where the keys put it; a click marks

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.pick_clicked(self._index_at(event), event.chain)
