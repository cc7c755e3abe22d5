"""A game's rules, from ``assets/rules/<game>.md``, shown as Markdown.

Drawn by Rich's Markdown in one scrolling widget: it opens at once, even over a table whose
bot is about to move (Textual's Markdown widget builds a widget per block and took a second
or more to appear).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from ... import games as registry
from ...i18n import N_, _
from ...resources import help_text, rules_text
from .base import BaseScreen


def load_rules(game: str) -> str:
    """The rules page (with what every table does: undo, secret deals, hot-seat), or a short
    honest note when it has not been written yet."""
    spec = registry.get(game)
    try:
        return rules_text(spec.name).rstrip() + "\n\n" + help_text("table")
    except (FileNotFoundError, OSError):
        title = _(spec.title)
        return (
            f"# {title}\n\n{_(spec.pitch)}\n\n"
            + _(
                "*The rules page for {game} is not written yet.* "
                "Try `cardtui rules {name}` after an update."
            ).format(game=title, name=spec.name)
            + "\n"
        )


class RulesScreen(BaseScreen):
    """Scrollable rules of one game; Escape goes back to where you were."""

    BINDINGS = [
        Binding("escape,q,question_mark", "close", N_("Back"), key_display="esc"),
        Binding("pageup", "scroll(-1)", N_("Page up"), show=False),
        Binding("pagedown", "scroll(1)", N_("Page down"), show=False),
        Binding("home", "ends(0)", N_("Top"), show=False),
        Binding("end", "ends(1)", N_("End"), key_display="end"),
    ]

    def __init__(self, game: str, *, extra: str | Callable[[], str] = "") -> None:
        """``extra``: Markdown the table adds after the rules (its keys and symbols), or the
        function that writes it (then a language change writes it again)."""
        super().__init__()
        self.game_name = registry.resolve(game)
        self.extra = extra

    def compose(self) -> ComposeResult:
        spec = registry.get(self.game_name)
        # The page and the table's keys are read at each compose: a language change
        # recomposes this screen (tui/language.py) and the page comes in the new language.
        extra = self.extra() if callable(self.extra) else self.extra
        if extra:
            title = _("How to play {game} · this table's keys and symbols are at the end (End)")
        else:
            title = _("How to play {game}")
        title = " " + title.format(game=_(spec.title))
        yield Static(title, markup=False, classes="screen-title")
        with VerticalScroll(id="rules-body", can_focus=True):
            text = load_rules(self.game_name)
            if extra:
                text = text.rstrip() + "\n\n" + extra
            yield Static(Markdown(text), id="rules-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules-body").focus()

    def recomposed(self) -> None:
        self.query_one("#rules-body").focus()

    def action_scroll(self, pages: int) -> None:
        body = self.query_one("#rules-body", VerticalScroll)
        if pages < 0:
            body.scroll_page_up()
        else:
            body.scroll_page_down()

    def action_ends(self, end: int) -> None:
        """Home: the top; End: the end, where a table's keys and symbols are."""
        body = self.query_one("#rules-body", VerticalScroll)
        if end:
            body.scroll_end(animate=False)
        else:
            body.scroll_home(animate=False)

    def action_close(self) -> None:
        self.dismiss()
