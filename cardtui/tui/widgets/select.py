"""Textual's ``Select``, safe to remove while it mounts (keys typed quickly close a form as it
opens): Textual's own set-up then looks for the list it never got, and raises (written up in
docs/upstream.md, 5; remove this once Textual fixes it)."""

from __future__ import annotations

from textual import events
from textual.widgets import Select as TextualSelect

from ..shown import shown


class Select(TextualSelect):
    def _on_mount(self, event: events.Mount) -> None:
        if not shown(self):
            event.prevent_default()  # skips Select's set-up: nothing is left to set up


__all__ = ["Select"]
