"""Display and pace settings: card faces (suit glyphs or ASCII) and how fast bots move.

They last for this session; storing them on disk belongs to the settings store.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Checkbox, Label, Select, Static

from ..settings import BOT_SPEEDS, UiSettings
from ..widgets.card import CardWidget
from .base import BaseModal

SPEED_LABELS = {
    "slow": "Slow (1.6 s a move)",
    "normal": "Normal (0.8 s)",
    "fast": "Fast (0.3 s)",
    "instant": "Instant",
}


class SettingsScreen(BaseModal):
    """Edit the app's :class:`UiSettings` in place."""

    BINDINGS = [Binding("escape", "close", "Close")]

    def __init__(self, settings: UiSettings) -> None:
        super().__init__()
        self.settings = settings

    def compose(self) -> ComposeResult:
        from ...core.cards import card

        with Vertical(classes="dialog", id="settings"):
            yield Static("Settings", classes="dialog-title", markup=False)
            with Horizontal(classes="form-row"):
                yield Label("ASCII cards (10H instead of 10♥)", classes="form-label")
                yield Checkbox("", self.settings.ascii_cards, compact=True, id="ascii")
            with Horizontal(classes="form-row", id="sample-row"):
                yield Label("Looks like", classes="form-label")
                for code in ("TH", "QS"):
                    sample = CardWidget(card(code), classes="sample")
                    sample.ascii = self.settings.ascii_cards
                    yield sample
            with Horizontal(classes="form-row"):
                yield Label("Pile: top card only (memory play)", classes="form-label")
                yield Checkbox("", self.settings.pile_top_only, compact=True, id="top-only")
            with Horizontal(classes="form-row"):
                yield Label("Bot speed", classes="form-label")
                yield Select(
                    [(SPEED_LABELS[n], n) for n in BOT_SPEEDS],
                    value=self.settings.speed_name,
                    allow_blank=False,
                    compact=True,
                    id="speed",
                )
            yield Static(
                "Settings last until you quit cardtui.", classes="dialog-note", markup=False
            )
            with Horizontal(classes="dialog-buttons"):
                yield Button("Done", id="done", variant="primary")

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        if event.checkbox.id == "top-only":
            self.settings.pile_top_only = event.value
            return
        self.settings.ascii_cards = event.value
        for sample in self.query(".sample").results(CardWidget):
            sample.ascii = event.value

    def on_select_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, str):
            self.settings.bot_delay = BOT_SPEEDS[event.value]

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
