"""Round results: the round's breakdown per seat, then the match standings.

While the match goes on the choice is the next round; once it is over: a rematch, a new game
(back to the setup form) or the menu; at any time a replay of the round with every hand shown.
Dismisses with "next", "rematch", "new", "menu" or "replay".
"""

from __future__ import annotations

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ...core import RoundResult
from .base import BaseModal, GuardedMixin


class ResultsScreen(GuardedMixin, BaseModal):
    """The end of a round (and maybe of the match)."""

    BINDINGS = [
        Binding("n", "choose('next')", "Next round"),
        Binding("r", "choose('rematch')", "Rematch"),
        Binding("g", "choose('new')", "New game"),
        Binding("m", "choose('menu')", "Menu"),
        Binding("v", "choose('replay')", "Replay"),
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(
        self,
        *,
        title: str,
        result: RoundResult,
        breakdown: RenderableType,
        standings: RenderableType,
        match_over: bool,
        headline: str,
    ) -> None:
        super().__init__()
        self.title_text = title
        self.result = result
        self.breakdown = breakdown
        self.standings = standings
        self.match_over = match_over
        self.headline = headline

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="results"):
            yield Static(Text(self.headline, style="bold"), id="results-title")
            with Horizontal(id="results-tables"):
                yield Static(self.breakdown, id="results-breakdown")
                yield Static(self.standings, id="results-standings")
            with Horizontal(classes="dialog-buttons"):
                if self.match_over:
                    yield Button("Rematch (r)", id="rematch", variant="success")
                    yield Button("New game (g)", id="new")
                    yield Button("Menu (m)", id="menu")
                else:
                    yield Button("Next round (n)", id="next", variant="success")
                yield Button("Replay (v)", id="replay")

    def on_mount(self) -> None:
        self.query_one(Button).focus()
        self.arm_later()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters[0] != "replay":
            return (parameters[0] == "next") != self.match_over
        return True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_choose(event.button.id or "menu")

    def action_choose(self, choice: str) -> None:
        if self.armed:
            self.dismiss(choice)
