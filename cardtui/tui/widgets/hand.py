"""A hand of cards: your own face up and selectable, or someone else's as backs with a count.

Keyboard: left/right (or h/l) move the selection, Enter or Space plays it, a digit plays that
card directly (the digit printed under it: 1 is the leftmost, 0 the tenth; in a hand of more
than ten the digits name the ten cards around the selection, ``key_window``). Mouse:
pointing at a card selects it, a click plays it. The widget holds no rules: it posts
:class:`HandWidget.Chosen` with the index, and the table decides what that means.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.reactive import reactive

from ...i18n import N_, _, ngettext, number
from .card import SIZES, CardArt, Slot, fan_step, render_fan, slot_at
from .item_choice import KEYS, ItemMessage, key_window

_DIGITS = KEYS
# The digit keys' names, one message each (the footer translates a Binding's words).
CARD_KEYS = (
    N_("Card 1"),
    N_("Card 2"),
    N_("Card 3"),
    N_("Card 4"),
    N_("Card 5"),
    N_("Card 6"),
    N_("Card 7"),
    N_("Card 8"),
    N_("Card 9"),
    N_("Card 0"),
)


class HandWidget(CardArt, can_focus=True):
    """A row of cards. Face up (``cards``) or hidden (``count`` backs)."""

    DEFAULT_CSS = """
    HandWidget { height: 7; width: 1fr; }
    HandWidget.-hidden { height: 3; }
    HandWidget:focus { background-tint: $foreground 4%; }
    HandWidget > .hand--number { color: $text-muted; }
    HandWidget > .hand--number-selected { color: $accent; text-style: bold; }
    """
    COMPONENT_CLASSES = CardArt.COMPONENT_CLASSES | {"hand--number", "hand--number-selected"}

    BINDINGS = [
        Binding("left,h", "move(-1)", N_("Choose"), key_display="←→"),
        Binding("right,l", "move(1)", N_("Choose"), show=False),
        Binding("home", "move_to(0)", N_("First"), show=False),
        Binding("end", "move_to(-1)", N_("Last"), show=False),
        Binding("enter,space", "play", N_("Play")),
        *(Binding(d, f"pick({i})", CARD_KEYS[i], show=False) for i, d in enumerate(_DIGITS)),
    ]

    class Chosen(ItemMessage):
        """A player chose the card at ``index`` (Enter, a digit or a click)."""

    class Selected(ItemMessage):
        """The selection moved to ``index`` (so the table can say what Enter would do)."""

    selected: reactive[int] = reactive(0)
    active: reactive[bool] = reactive(False, bindings=True)
    """Accepting a choice now (the owner's turn)."""

    def __init__(
        self,
        *,
        hidden: bool = False,
        numbers: bool = True,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.cards: list[Any] = []
        self.count = 0
        self.playable: set[int] | None = None  # None: every card
        self.revealed = False  # a hidden hand shown face up (watching bots)
        self.numbers = numbers
        self.key_first = 0  # the card the digit 1 plays (a hand of more than ten)
        self.set_class(hidden, "-hidden")
        self.can_focus = not hidden

    # -- data ----------------------------------------------------------------------------
    @property
    def hidden(self) -> bool:
        return self.has_class("-hidden")

    @property
    def size_name(self) -> str:
        return "small" if self.hidden else "normal"

    def show_cards(self, cards: Sequence[Any], playable: Iterable[int] | None = None) -> None:
        """Show these cards face up; ``playable`` indexes the ones that may be played now."""
        self.cards = list(cards)
        self.count = len(self.cards)
        self.playable = None if playable is None else set(playable)
        self.revealed = self.hidden
        self.selected = min(self.selected, max(0, self.count - 1))
        self.refresh()

    def show_backs(self, count: int) -> None:
        """Show ``count`` face-down cards (an opponent's hand, or yours while covered)."""
        self.cards = []
        self.count = count
        self.playable = set()
        self.revealed = False
        self.refresh()

    def set_active(self, active: bool, playable: Iterable[int] | None = None) -> None:
        self.playable = None if playable is None else set(playable)
        self.active = active
        if active and self.playable and self.selected not in self.playable:
            self.selected = min(self.playable)
        self.refresh()

    def is_playable(self, index: int) -> bool:
        return 0 <= index < len(self.cards) and (self.playable is None or index in self.playable)

    # -- drawing -------------------------------------------------------------------------
    def _count_label(self) -> str:
        """The count beside a hidden hand: " 6 cards", or " 6" when the panel is narrow."""
        if not self.hidden or self.cards:
            return ""
        width = self.content_size.width
        least = SIZES["small"][0] + max(0, self.count - 1)  # backs at their tightest
        cards = ngettext("{n} card", "{n} cards", self.count).format(n=number(self.count))
        for label in (" " + cards, " " + number(self.count)):
            if least + len(label) <= width:
                return label
        return ""

    def _step(self) -> int:
        if self.hidden:
            room = self.content_size.width - len(self._count_label())
            return fan_step(self.count, room, "small", gap=1, min_step=1)
        return fan_step(self.count, self.content_size.width, "normal", gap=1, min_step=3)

    def render(self) -> Text:
        size = self.size_name
        if self.count == 0:
            return Text(_("no cards"), style="dim")
        step = self._step()
        face_up = bool(self.cards)
        slots = []
        for i in range(self.count):
            mark = ""
            if face_up and self.active:
                if i == self.selected:
                    mark = "selected"
                elif not self.is_playable(i):
                    mark = "dim"
            slots.append(
                Slot(
                    self.cards[i] if face_up else None,
                    not face_up,
                    mark,
                    lift=face_up and self.active and i == self.selected,
                )
            )
        lift = 0 if self.hidden else 1
        text = render_fan(
            slots, step=step, size=size, ascii=self.ascii, style=self.card_style, lift_rows=lift
        )
        label = self._count_label()
        if label:  # someone else's hand: say how many, not just draw them
            rows = text.split("\n")
            rows[len(rows) // 2].append(label, "dim")
            text = Text("\n").join(rows)
        if self.numbers and face_up and not self.hidden:
            text.append("\n")
            text.append_text(self._numbers_row(step))
        return text

    def _numbers_row(self, step: int) -> Text:
        w, _h = SIZES["normal"]
        self.key_first = key_window(self.key_first, self.selected, self.count)
        row = Text()
        for i in range(self.count):
            shown = w if i == self.count - 1 else min(step, w)
            key = "hand--number-selected" if self.active and i == self.selected else "hand--number"
            k = i - self.key_first
            digit = _DIGITS[k] if 0 <= k < len(_DIGITS) else ""
            label = digit.center(shown) if shown >= 3 else digit.ljust(shown)
            row.append(label, self.get_component_rich_style(key, partial=True))
            if i < self.count - 1 and step > w:
                row.append(" " * (step - w))
        return row

    # -- input ---------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Keys to choose and play show in the footer only while a choice is wanted.
        if action in ("move", "move_to", "play", "pick"):
            return self.active and bool(self.cards)
        return True

    def watch_selected(self, index: int) -> None:
        if self.active:
            self.post_message(self.Selected(self, index))

    def action_move(self, delta: int) -> None:
        if not self.cards:
            return
        order = [i for i in range(len(self.cards)) if self.is_playable(i)] or list(
            range(len(self.cards))
        )
        pos = order.index(self.selected) if self.selected in order else 0
        self.selected = order[(pos + delta) % len(order)]
        self.refresh()

    def action_move_to(self, index: int) -> None:
        if self.cards:
            self.selected = index % len(self.cards)
            self.refresh()

    def action_play(self) -> None:
        if self.active and self.cards:
            self.post_message(self.Chosen(self, self.selected))

    def action_pick(self, key: int) -> None:
        index = self.key_first + key  # the card whose digit this is
        if self.active and index < len(self.cards):
            self.selected = index
            self.post_message(self.Chosen(self, index))

    def _index_at(self, event: events.MouseEvent) -> int | None:
        if not self.cards:
            return None
        offset = event.get_content_offset(self)
        if offset is None:
            return None
        return slot_at(offset.x, len(self.cards), self._step(), self.size_name)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        index = self._index_at(event)
        if self.active and index is not None and index != self.selected:
            self.selected = index
            self.refresh()

    def on_click(self, event: events.Click) -> None:
        index = self._index_at(event)
        if self.active and index is not None:
            self.selected = index
            self.post_message(self.Chosen(self, index))
