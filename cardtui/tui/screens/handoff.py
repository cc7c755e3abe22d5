"""Hot-seat handoff: covers the table until the next player confirms they are at the screen.

Nothing of anyone's hand is on this screen: only the recap of what the next player's seat may
see since their last turn, what happened to their own cards first, the whole of it (it scrolls
with the arrow and page keys when long). Escape offers to leave the table (after asking), as it
does at the table itself.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Button, Footer, Static

from ...i18n import N_, _
from .base import BaseScreen, GuardedMixin, table_under

LONG_RECAP = 8  # lines: a recap longer than this may not fit, so the cover says it scrolls


class HandoffScreen(GuardedMixin, BaseScreen):
    """ "Pass to Sara, then press Enter"."""

    BINDINGS = [
        Binding("enter", "ready", N_("I'm here")),
        Binding("question_mark", "app.rules", N_("Rules"), key_display="?"),
        Binding("escape", "leave", N_("Leave")),
        # The recap scrolls while the button keeps the focus (Enter stays "I'm here").
        Binding("up", "scroll_recap(-1)", show=False),
        Binding("down", "scroll_recap(1)", show=False),
        Binding("pageup", "scroll_recap(-10)", show=False),
        Binding("pagedown", "scroll_recap(10)", show=False),
    ]

    def __init__(
        self,
        name: str,
        recent: list[str],
        game: str,
        *,
        yours: list[str] | None = None,
        replay: bool = False,
    ) -> None:
        super().__init__()
        self.player = name
        self.recent = recent  # everything else since their last turn, in order
        self.yours = yours or []  # what happened to their own cards
        self.game_name = game
        self.replay = replay  # the cover before a replay of a game still being played
        # The table's recap said again (rest, yours) when the language changes under the cover.
        self.recap_words: Callable[[], tuple[list[str], list[str]]] | None = None

    def compose(self) -> ComposeResult:
        if self.recap_words is not None:
            self.recent, self.yours = self.recap_words()
        with Vertical(id="handoff"):
            yield Static(
                Text(_("Pass to {name}, then press Enter").format(name=self.player), style="bold"),
                id="handoff-title",
            )
            if self.replay:
                away = _("Everyone else: please look away while {name} watches the replay.")
            else:
                away = _("Everyone else: please look away while {name} plays.")
            yield Static(Text(away.format(name=self.player)), classes="handoff-note")
            if self.recent or self.yours:
                if len(self.recent) + len(self.yours) > LONG_RECAP:
                    heading = _("Since {name}'s last turn: (↑↓ scroll it all)")
                else:
                    heading = _("Since {name}'s last turn:")
                heading = heading.format(name=self.player)
                yield Static(Text(heading, style="dim"))
                with VerticalScroll(id="handoff-recent", can_focus=False):
                    if self.yours:
                        yield Static(Text(_("Your cards:"), style="bold"))
                        yield Static(Text("\n".join(self.yours), style="bold"), id="recap-yours")
                        if self.recent:
                            yield Static(Text(_("Everything else, in order:"), style="dim"))
                    if self.recent:
                        yield Static(Text("\n".join(self.recent)), id="recap-rest")
            if self.replay:
                ready = _("I'm {name}: show the replay")
            else:
                ready = _("I'm {name}: show my cards")
            yield Button(
                Text(ready.format(name=self.player)), id="handoff-ready", variant="primary"
            )
        yield Footer()

    def recomposed(self) -> None:
        """Composed again in another language: Enter stays on "I'm here"."""
        for button in self.query("#handoff-ready").results(Button):
            button.focus()

    def on_mount(self) -> None:
        # query, not query_one: once (1 in some 300 fuzz runs) a cover opened amid quick keys
        # got no widgets though still shown; Enter and Esc work on it all the same.
        for button in self.query("#handoff-ready").results(Button):
            button.focus()
        self.arm_later()

    def action_scroll_recap(self, lines: int) -> None:
        for recap in self.query("#handoff-recent").results(VerticalScroll):
            recap.scroll_relative(y=lines, animate=False)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_ready()

    def action_ready(self) -> None:
        if self.armed:
            self.dismiss(True)
        else:  # an Enter held or repeated from the screen before: not this player's yes
            self.hold_guard()

    def action_leave(self) -> None:
        """Leave the table from here too, asking first as the table does (the game stays
        saved). Over a replay it only closes the cover, showing nothing."""
        table = table_under(self)
        if table is None:
            self.close()
            return
        table.action_leave()
