"""The message a choice widget posts about one of its items (picked, hovered...)."""

from __future__ import annotations

from typing import Any

from textual.message import Message


class ItemMessage(Message):
    """``choice`` (the widget) says something about its item ``index``; subclasses nested in
    a widget class get their handler names from it (``on_card_choice_picked``)."""

    def __init__(self, choice: Any, index: int) -> None:
        super().__init__()
        self.choice = choice
        self.index = index
