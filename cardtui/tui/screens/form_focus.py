"""Marks the form row that holds the keyboard focus (``.form-row.-focused``), so its label can
be drawn inverse (app.tcss). CSS ``:focus-within`` would say the same, but Textual does not
restyle a row's other children when the focus leaves it, so the old label stayed inverse."""

from __future__ import annotations

from textual import events
from textual.dom import DOMNode


class FormFocusMixin:
    """Mix into a screen whose fields sit in ``.form-row`` containers."""

    # Handlers by name, not @on: a plain mixin does not get Textual's decorated-handler table.
    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        row = _row_of(event.widget)
        for old in self.query(".form-row.-focused"):  # type: ignore[attr-defined]
            if old is not row:
                old.remove_class("-focused")
        if row is not None:
            row.add_class("-focused")

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        row = _row_of(event.widget)
        if row is not None:
            row.remove_class("-focused")


def _row_of(node: DOMNode | None) -> DOMNode | None:
    while node is not None:
        if node.has_class("form-row"):
            return node
        node = node.parent
    return None
