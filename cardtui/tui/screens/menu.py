"""The main menu: the games with a one-line pitch each, rules, settings, quit."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ... import __version__
from ... import games as registry
from ..tables import unavailable_reason
from .base import BaseModal, BaseScreen

TAGLINE = "Three card games: play friends on one keyboard, or the bots."


def game_prompt(game: str, ready: bool) -> Text:
    spec = registry.get(game)
    text = Text(spec.title, style="bold")
    if not ready:
        text.append("  (not ready yet)", style="italic dim")
    text.append("\n" + spec.pitch, style="dim")
    return text


class MenuScreen(BaseScreen):
    """The first screen: pick a game, read rules, change settings or quit."""

    BINDINGS = [
        Binding("r", "rules", "Rules"),
        Binding("s", "settings", "Settings"),
        Binding("q", "app.quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="main-menu"):
            yield Static(f"cardtui {__version__}", id="menu-title", markup=False)
            yield Static(TAGLINE, id="menu-tagline", markup=False)
            options: list[Option | None] = []
            for game in registry.all():
                ready = unavailable_reason(game) is None
                options.append(Option(game_prompt(game, ready), id=f"game:{game}"))
            options += [
                None,
                Option(Text("Rules") + Text("  how each game is played", style="dim"), id="rules"),
                Option(
                    Text("Settings") + Text("  card faces, bot speed", style="dim"), id="settings"
                ),
                Option(Text("Quit"), id="quit"),
            ]
            yield OptionList(*options, id="menu-list")
        yield Footer()

    def on_mount(self) -> None:
        menu = self.query_one(OptionList)
        menu.focus()
        # Start on the first game that can be played, not on one that would only say "not yet".
        for game in registry.all():
            if unavailable_reason(game) is None:
                menu.highlighted = menu.get_option_index(f"game:{game}")
                break

    @property
    def highlighted_game(self) -> str | None:
        menu = self.query_one(OptionList)
        if menu.highlighted is None:
            return None
        option_id = menu.get_option_at_index(menu.highlighted).id or ""
        return option_id.partition(":")[2] or None

    @property
    def game_name(self) -> str | None:
        """The game that ? explains: the highlighted one."""
        return self.highlighted_game

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        choice = event.option.id or ""
        if choice.startswith("game:"):
            self.app.open_setup(choice.partition(":")[2])
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

    def _rules_for(self, game: str | None) -> None:
        if game:
            self.app.show_rules(game)

    def action_settings(self) -> None:
        from .settings import SettingsScreen

        self.app.push_screen(SettingsScreen(self.app.settings))


class ChooseGameScreen(BaseModal):
    """Pick one of the games (for its rules); dismisses with the game name or None."""

    BINDINGS = [Binding("escape", "dismiss(None)", "Back")]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("Rules of which game?", classes="dialog-title", markup=False)
            yield OptionList(
                *(Option(Text(registry.get(g).title), id=g) for g in registry.all()),
                id="choose-game",
            )

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)
