"""Textual's ``Select``, safe to remove while it mounts (keys typed quickly close a form as it
opens): Textual's own set-up then looks for the list it never got, and raises (written up in
docs/upstream.md, 5; remove this once Textual fixes it). New options show their own words
for the value kept (Textual redraws the value only when it changes)."""

from __future__ import annotations

from textual import events
from textual.css.query import NoMatches
from textual.widgets import Select as TextualSelect

from ..shown import shown


class Select(TextualSelect):
    def _on_mount(self, event: events.Mount) -> None:
        if not shown(self):
            event.prevent_default()  # skips Select's set-up: nothing is left to set up

    def set_options(self, options) -> None:
        super().set_options(options)
        # The same value with new words ("as many as needed (2)" for "(1)"): show the new ones.
        try:
            current = self.query_one("SelectCurrent")
        except NoMatches:
            return  # not mounted yet: it draws the value from the new options when it is
        for prompt, value in self._options:
            if value == self.value:
                current.update(prompt)  # type: ignore[attr-defined]
                break


__all__ = ["Select"]
