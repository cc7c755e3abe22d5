"""What the choice widgets share (the Xeri hand, the card choice, the ring choice): the
message about one of their items, turning the pointer into those messages, and the key window
that gives every item of a long row a digit."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.message import Message


class ItemMessage(Message):
    """``choice`` (the widget) says something about its item ``index``; subclasses nested in
    a widget class get their handler names from it (``on_card_choice_picked``)."""

    def __init__(self, choice: Any, index: int) -> None:
        super().__init__()
        self.choice = choice
        self.index = index

    @property
    def control(self) -> Any:
        return self.choice


class ItemPointer:
    """Mixin for a widget with ``cursor``, ``index_at(event)`` and nested ``Picked`` and
    ``Hovered`` messages: hovering an item other than the cursor's posts ``Hovered``, a click
    on an item posts ``Picked``."""

    cursor: int
    Picked: type[ItemMessage]
    Hovered: type[ItemMessage]

    def index_at(self, event: events.MouseEvent) -> int | None:
        raise NotImplementedError

    def on_mouse_move(self, event: events.MouseMove) -> None:
        index = self.index_at(event)
        if index is not None and index != self.cursor:
            self.post_message(self.Hovered(self, index))  # type: ignore[attr-defined]

    def on_click(self, event: events.Click) -> None:
        index = self.index_at(event)
        if index is not None:
            event.stop()
            self.post_message(self.Picked(self, index))  # type: ignore[attr-defined]


KEYS = "1234567890"


def key_window(first: int, cursor: int, count: int) -> int:
    """The first item the digits name (ten at a time: 1 is ``first``, 0 the tenth), moved
    only as far as needed to hold ``cursor``, so the digits under the cards stay put while the
    cursor moves inside the window."""
    first = min(first, max(0, count - len(KEYS)))
    if cursor < first:
        first = cursor
    elif cursor >= first + len(KEYS):
        first = cursor - len(KEYS) + 1
    return max(0, first)
