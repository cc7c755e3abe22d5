"""An on/off field for forms that reads as on or off without colour: ``[x] on`` / ``[ ] off``.

Textual's Checkbox draws the same ``X`` either way and tells them apart by a shade, which
many terminals (and 256 colours) barely show. Space, Enter or a click toggles it.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from ...i18n import N_, _


class OnOff(Widget, can_focus=True):
    """A switch shown as ``[x] on`` or ``[ ] off``."""

    DEFAULT_CSS = """
    OnOff { width: auto; height: 1; padding: 0 1 0 0; }
    OnOff > .on-off--on { color: $text-success; text-style: bold; }
    OnOff > .on-off--off { color: $text-muted; }
    """
    COMPONENT_CLASSES = {"on-off--on", "on-off--off"}
    BINDINGS = [Binding("space,enter", "toggle", N_("Toggle"), show=False)]

    value: reactive[bool] = reactive(False, init=False)

    @dataclass
    class Changed(Message):
        """The value changed (by the player or by code)."""

        on_off: OnOff
        value: bool

        @property
        def control(self) -> OnOff:
            return self.on_off

    def __init__(self, value: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        with self.prevent(self.Changed):
            self.value = bool(value)

    def render(self) -> Text:
        if self.value:
            return Text("[x] " + _("on"), style=self.get_component_rich_style("on-off--on"))
        return Text("[ ] " + _("off"), style=self.get_component_rich_style("on-off--off"))

    def watch_value(self, value: bool) -> None:
        self.set_class(value, "-on")
        self.post_message(self.Changed(self, value))

    def action_toggle(self) -> None:
        self.value = not self.value

    async def _on_click(self, event: events.Click) -> None:
        event.stop()
        self.action_toggle()
