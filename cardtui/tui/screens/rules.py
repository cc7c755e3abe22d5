"""A game's rules, from ``assets/rules/<game>.md``, shown as Markdown."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Markdown, Static

from ... import games as registry
from ...resources import help_text, rules_text
from .base import BaseScreen


def load_rules(game: str) -> str:
    """The rules page (with what every table does: undo, secret deals, hot-seat), or a short
    honest note when it has not been written yet."""
    spec = registry.get(game)
    try:
        return rules_text(spec.name).rstrip() + "\n\n" + help_text("table")
    except (FileNotFoundError, OSError):
        return (
            f"# {spec.title}\n\n{spec.pitch}\n\n"
            f"*The rules page for {spec.title} is not written yet.* "
            f"Try `cardtui rules {spec.name}` after an update.\n"
        )


class RulesScreen(BaseScreen):
    """Scrollable rules of one game; Escape goes back to where you were."""

    BINDINGS = [
        Binding("escape,q,question_mark", "close", "Back", key_display="esc"),
        Binding("pageup", "scroll(-1)", "Page up", show=False),
        Binding("pagedown", "scroll(1)", "Page down", show=False),
    ]

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game_name = registry.resolve(game)

    def compose(self) -> ComposeResult:
        spec = registry.get(self.game_name)
        yield Static(f" How to play {spec.title}", markup=False, classes="screen-title")
        with VerticalScroll(id="rules-body", can_focus=True):
            yield Markdown(load_rules(self.game_name), id="rules-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules-body").focus()

    def action_scroll(self, pages: int) -> None:
        body = self.query_one("#rules-body", VerticalScroll)
        if pages < 0:
            body.scroll_page_up()
        else:
            body.scroll_page_down()

    def action_close(self) -> None:
        self.dismiss()
