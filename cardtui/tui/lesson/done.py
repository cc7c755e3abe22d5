"""The end of a lesson: its closing words (and the round's count, when the round is over),
then the lesson again, a real game of it, or the menu."""

from __future__ import annotations

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ...i18n import N_, _
from ..screens.base import BaseModal


class LessonDoneScreen(BaseModal):
    """Dismisses with "again", "play" or "menu"."""

    BINDINGS = [
        Binding("r", "choose('again')", N_("Lesson again")),
        Binding("g", "choose('play')", N_("Play a game")),
        Binding("m,escape", "choose('menu')", N_("Menu")),
    ]

    def __init__(self, title: str, closing: str, breakdown: RenderableType | None = None) -> None:
        super().__init__()
        self.title_text = title
        self.closing = closing
        self.breakdown = breakdown

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="lesson-done"):
            yield Static(self.title_text, markup=False, classes="dialog-title")
            yield Static(self.closing, markup=False, classes="dialog-text")
            if self.breakdown is not None:
                yield Static(self.breakdown, id="lesson-count")
            with Horizontal(classes="dialog-buttons"):
                # Translators: a button; (g) is the key that presses it.
                yield Button(_("Play a game (g)"), id="play", variant="success")
                yield Button(_("Lesson again (r)"), id="again")
                yield Button(_("Menu (m)"), id="menu")

    def on_mount(self) -> None:
        self.query_one("#play", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_choose(event.button.id or "menu")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
