"""The main menu: the unfinished games to resume (newest first), the games with a one-line
pitch each, saves, statistics, rules, settings, quit."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option, OptionDoesNotExist

from ... import __version__
from ... import games as registry
from ...i18n import N_, _, ngettext, number
from .. import session
from ..tables import unavailable_reason
from .base import BaseModal, BaseScreen

TAGLINE = N_("Three card games: play friends on one keyboard, or the bots.")
LISTED = 3  # unfinished games listed on the menu; the others are in Saves


def game_prompt(game: str, ready: bool) -> Text:
    spec = registry.get(game)
    text = Text(_(spec.title), style="bold")
    if not ready:
        text.append("  " + _("(not ready yet)"), style="italic dim")
    text.append("\n" + _(spec.pitch), style="dim")
    return text


class MenuScreen(BaseScreen):
    """The first screen: resume, pick a game, load a save, see statistics, read rules, change
    settings or quit."""

    BINDINGS = [
        Binding("c", "resume", N_("Resume")),
        Binding("l", "saves", N_("Saves")),
        Binding("t", "stats", N_("Statistics")),
        Binding("r", "rules", N_("Rules")),
        Binding("s", "settings", N_("Settings")),
        Binding("q", "app.quit", N_("Quit")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.unfinished: list[session.Unfinished] = []  # newest first
        self._notices: list[str] = []

    @property
    def resume_line(self) -> str | None:
        """The newest unfinished game in one line, when there is one."""
        return self.unfinished[0].line if self.unfinished else None

    def compose(self) -> ComposeResult:
        # Read before the first frame, so the list never shifts under the player's cursor.
        self.unfinished, self._notices = session.unfinished_games()
        with Vertical(id="main-menu"):
            yield Static(f"cardtui {__version__}", id="menu-title", markup=False)
            yield Static(_(TAGLINE), id="menu-tagline", markup=False)
            yield OptionList(*self.menu_options(), id="menu-list")
        yield Footer()

    def menu_options(self) -> list[Option | None]:
        options: list[Option | None] = []
        for i, game in enumerate(self.unfinished[:LISTED]):
            label = Text(_("Resume"), style="bold") + Text("  " + game.line, style="dim")
            if game.open_elsewhere:
                label.append("  " + _("(open in another window)"), style="italic dim")
            options.append(Option(label, id=f"resume:{i}"))
        more = len(self.unfinished) - LISTED
        if more > 0:
            options.append(
                Option(
                    Text(
                        ngettext(
                            "{n} more unfinished game", "{n} more unfinished games", more
                        ).format(n=number(more)),
                        style="bold",
                    )
                    + Text("  " + _("in Saves"), style="dim"),
                    id="more",
                )
            )
        if self.unfinished:
            options.append(None)
        for game in registry.all():
            ready = unavailable_reason(game) is None
            options.append(Option(game_prompt(game, ready), id=f"game:{game}"))
        options += [
            Option(
                Text(_("Play online"), style="bold")
                + Text("  " + _("with friends at other computers"), style="dim"),
                id="online",
            ),
            None,
            Option(
                Text(_("Saves"))
                + Text(
                    "  " + _("every unfinished game, your saves, finished matches"), style="dim"
                ),
                id="saves",
            ),
            Option(
                Text(_("Statistics")) + Text("  " + _("wins, points, recent results"), style="dim"),
                id="stats",
            ),
            Option(
                Text(_("Rules")) + Text("  " + _("how each game is played"), style="dim"),
                id="rules",
            ),
            # Beside the rules, below Saves: with unfinished games listed, the menu's first
            # screenful still reaches Saves.
            Option(
                Text(_("Learn to play"))
                + Text("  " + _("a guided first round of each game"), style="dim"),
                id="learn",
            ),
            Option(
                Text(_("Settings")) + Text("  " + _("cards, bot speed, theme, coach"), style="dim"),
                id="settings",
            ),
            Option(Text(_("Quit")), id="quit"),
        ]
        return options

    def on_mount(self) -> None:
        menu = self.query_one(OptionList)
        menu.focus()
        self._tell(self._notices)
        if self.unfinished:
            menu.highlighted = menu.get_option_index("resume:0")
            return
        # Start on the first game that can be played, not on one that would only say "not yet".
        for game in registry.all():
            if unavailable_reason(game) is None:
                menu.highlighted = menu.get_option_index(f"game:{game}")
                break

    def on_screen_resume(self) -> None:
        # Back from a table or Saves: the unfinished games may have changed.
        self.refresh_menu()

    def _tell(self, notices: list[str]) -> None:
        for notice in notices:
            self.notify(notice, severity="warning", timeout=10, markup=False)

    def refresh_menu(self) -> None:
        """List the unfinished games that still replay (one that does not is moved aside, and
        the player told why). The highlight stays on the entry it was on (or its place): a
        Resume entry appearing above never moves the player's cursor to another entry."""
        unfinished, notices = session.unfinished_games()
        self._tell(notices)
        lines = [(g.path, g.line, g.open_elsewhere) for g in unfinished]
        if lines == [(g.path, g.line, g.open_elsewhere) for g in self.unfinished]:
            return
        menu = self.query_one(OptionList)
        was = menu.highlighted
        was_id = menu.get_option_at_index(was).id if was is not None else None
        self.unfinished = unfinished
        menu.set_options(self.menu_options())
        self.refresh_bindings()
        try:
            menu.highlighted = menu.get_option_index(was_id) if was_id else was
        except OptionDoesNotExist:  # that entry is gone (a game finished): stay in place
            menu.highlighted = min(was or 0, menu.option_count - 1)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "resume":
            return bool(self.unfinished)
        return True

    @property
    def highlighted_game(self) -> str | None:
        menu = self.query_one(OptionList)
        if menu.highlighted is None:
            return None
        kind, _sep, rest = (menu.get_option_at_index(menu.highlighted).id or "").partition(":")
        if kind == "game":
            return rest
        if kind == "resume" and rest.isdigit() and int(rest) < len(self.unfinished):
            return self.unfinished[int(rest)].save.game
        return None

    @property
    def game_name(self) -> str | None:
        """The game that ? explains: the highlighted one."""
        return self.highlighted_game

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        choice = event.option.id or ""
        if choice.startswith("game:"):
            self.app.open_setup(choice.partition(":")[2])
        elif choice == "online":
            from .online import OnlineScreen

            self.app.push_screen(OnlineScreen())
        elif choice == "learn":
            self.app.push_screen(ChooseGameScreen(_("Learn which game?")), self._learn)
        elif choice.startswith("resume:"):
            self.resume(int(choice.partition(":")[2]))
        elif choice in ("saves", "more"):
            self.action_saves()
        elif choice == "stats":
            self.action_stats()
        elif choice == "rules":
            self.action_rules()
        elif choice == "settings":
            self.action_settings()
        elif choice == "quit":
            self.app.exit()

    def action_rules(self) -> None:
        game = self.highlighted_game
        if game:
            self.app.show_rules(game)
        else:
            self.app.push_screen(ChooseGameScreen(), self._rules_for)

    def _learn(self, game: str | None) -> None:
        if game:
            self.app.start_lesson(game)

    def _rules_for(self, game: str | None) -> None:
        if game:
            self.app.show_rules(game)

    def action_settings(self) -> None:
        from .settings import SettingsScreen

        self.app.push_screen(SettingsScreen(self.app.settings))

    def action_resume(self) -> None:
        """c: the newest unfinished game."""
        self.resume(0)

    def resume(self, index: int) -> None:
        if 0 <= index < len(self.unfinished):
            self.app.resume(self.unfinished[index].save)

    def action_saves(self) -> None:
        self.app.open_saves()

    def action_stats(self) -> None:
        self.app.open_stats()


class ChooseGameScreen(BaseModal):
    """Pick one of the games (for its rules); dismisses with the game name or None."""

    BINDINGS = [Binding("escape", "dismiss(None)", N_("Back"))]

    def __init__(self, question: str | None = None) -> None:
        super().__init__()
        self.question = question or _("Rules of which game?")

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-title", markup=False)
            yield OptionList(
                *(Option(Text(_(registry.get(g).title)), id=g) for g in registry.all()),
                id="choose-game",
            )

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)
