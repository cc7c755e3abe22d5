"""The cardtui app: the menu, setup, tables and dialogs, and ``run_app`` for the command line.

The app holds the player's settings (loaded from disk at start, saved on every change) and
opens the screens that keep what was played: Resume, Saves, Statistics and replays.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen

from ..i18n import N_, _, on_language_change
from ..store.claims import open_elsewhere
from ..store.paths import folder_problem
from . import memory, rescue, rtl_hook, session
from .cell_widths import use_terminal_widths
from .footer_keys import quiet_footer_keys, translated_key_panel
from .language import AppLanguage
from .palette import (
    SafeCommandPalette,
    guard_option_list,
    palette_open,
    palette_race,
    placeholder,
    system_command,
    translate_loading_words,
)
from .screens.base import MIN_HEIGHT, MIN_WIDTH
from .screens.dialogs import ChoiceScreen, ConfirmScreen, MessageScreen
from .screens.menu import MenuScreen
from .settings import UiSettings
from .stats_counting import count_later, rounds_waiting
from .tables import table_class, unavailable_reason

if TYPE_CHECKING:  # the menu opens first: the other screens load when first opened
    from collections.abc import Callable

    from ..store.saves import SaveGame
    from .conductor import TableSetup
    from .screens.table import TableScreen

guard_option_list()
translate_loading_words()
quiet_footer_keys()
translated_key_panel()  # the palette's "Keys" panel lists the footer's words
rtl_hook.install()  # right-to-left lines in visual order while cardtui orders them
use_terminal_widths()  # Bengali's vowel signs take a cell, as terminals draw them


@dataclass
class Launch:
    """Where the app opens: a game's setup form (prefilled), straight into a table, the last
    game (``resume``) or a replay of a save."""

    game: str = ""
    setup: TableSetup | None = None  # straight to the table when it has seats
    table: bool = False
    resume: bool = False
    replay: SaveGame | None = None
    replay_seat: int | None = None  # whose view, for a game still in progress


class CardSuiteApp(App):
    """Three card games in one app: menu, setup, tables, rules, results."""

    TITLE = "cardtui"
    CSS_PATH = Path(__file__).with_name("app.tcss")
    ALLOW_SELECT = False
    BINDINGS = [
        # Shown in the footer by each screen's own quit or leave key instead.
        Binding("ctrl+q", "quit", N_("Quit"), priority=True, show=False),
        Binding("question_mark", "rules", N_("Rules"), show=False),
    ]

    def __init__(self, settings: UiSettings | None = None, launch: Launch | None = None) -> None:
        super().__init__()
        # Given settings (tests, ``cardtui play`` with its flags) or the player's saved ones.
        self.settings = settings if settings is not None else UiSettings.load()
        self.launch = launch
        # Settings -> Language, Digits, Right-to-left text: applied again on every change.
        self.language = AppLanguage(self)
        self.language.start()

    def get_default_screen(self) -> Screen:
        return MenuScreen()

    def on_mount(self) -> None:
        session.tidy_up()  # temporary files of writes a crash interrupted
        if rounds_waiting():  # finished rounds the last run could not add to the statistics
            count_later(self, from_before=True)
        self.set_interval(memory.CLEAR_EVERY, memory.release_render_caches)
        # The footer's keys are translated as they are built (footer_keys.py): build them
        # again in a language chosen while the app runs.
        self._unlisten_language = on_language_change(lambda _code: self._refresh_keys())
        self._check_size()
        self._use_theme()
        if self.settings.notice:
            self.notify(self.settings.notice, severity="warning", timeout=10, markup=False)
        problem = folder_problem()
        if problem:
            self.notify(problem, severity="warning", timeout=15, markup=False)
        launch = self.launch
        if launch is None:
            return
        if launch.replay is not None:
            self.call_later(self.open_replay, launch.replay, 1, launch.replay_seat)
        elif launch.resume:
            self.resume()
        elif launch.table and launch.setup is not None:
            self.start_table(launch.setup)
        else:
            self.open_setup(launch.game, initial=launch.setup)

    def on_unmount(self) -> None:
        self.language.close()  # the terminal's own BiDi back as the app ends (also in tests)
        unlisten = getattr(self, "_unlisten_language", None)
        if unlisten is not None:
            unlisten()

    def _refresh_keys(self) -> None:
        for screen in self.screen_stack:
            screen.refresh_bindings()

    def get_system_commands(self, screen: Screen):
        # Not "Screenshot": it writes an SVG into whatever folder cardtui was started from.
        # Not "Maximize": the move log keeps the width it was written at (its lines were
        # wrapped to the side panel's 26 columns), and the tables lay out their own panels.
        for command in super().get_system_commands(screen):
            if command.title not in ("Screenshot", "Maximize"):
                yield system_command(command)

    def _handle_exception(self, error: Exception) -> None:
        if palette_race(error):
            return  # see palette.py: the palette's own widgets looked up after it closed
        if rescue.at_table(self, error):
            return  # see rescue.py: the match goes on (or stays saved), the player is told
        try:
            super()._handle_exception(error)
        except Exception:  # Textual's report of it failed: end plainly rather than freeze
            rescue.exit_plainly(self, error)

    async def _dispatch_message(self, message: Message) -> None:
        # Textual stops the app's message loop after a handler raised (it was about to end
        # the app): one that raised at a table and was rescued leaves the loop running.
        try:
            await super()._dispatch_message(message)
        except Exception as error:
            if not (palette_race(error) or rescue.at_table(self, error)):
                raise

    def action_command_palette(self) -> None:
        """ctrl+p: Textual's palette, opened once (see palette.py for the races it avoids)."""
        if self.use_command_palette and not palette_open(self) and not self._exit:
            self.push_screen(SafeCommandPalette(placeholder=placeholder()))

    def search_themes(self) -> None:
        """The palette's "Theme" command: its list of themes, closed once like the palette
        (Textual's own could be closed twice, the second time taking the menu with it)."""
        from textual.theme import ThemeProvider

        if not self._exit:
            self.push_screen(
                SafeCommandPalette(providers=[ThemeProvider], placeholder=placeholder(themes=True))
            )

    # -- settings -------------------------------------------------------------------------
    def _use_theme(self) -> None:
        theme = self.settings.theme
        if theme in self.available_themes:
            self.theme = theme
        else:
            self.notify(
                _("The theme '{theme}' is not available here.").format(theme=theme), markup=False
            )
        # A theme picked from the command palette is remembered like one from Settings.
        self.theme_changed_signal.subscribe(self, self._theme_picked)

    def _theme_picked(self, theme: object) -> None:
        name = getattr(theme, "name", None)
        if isinstance(name, str) and name != self.settings.theme:
            self.settings.theme = name
            self.save_settings()

    def save_settings(self) -> None:
        """Write the settings to disk (after every change); a failure is a notice."""
        problem = self.settings.persist()
        if problem:
            self.notify(problem, severity="warning", markup=False)

    # -- the window must be big enough ---------------------------------------------------
    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size)

    async def on_event(self, event: events.Event) -> None:
        # Input that arrives once the app is closing (a key pressed right after q) would find
        # no screen: Textual raises ScreenStackError for it. Nobody is there to read it.
        if isinstance(event, events.Key | events.MouseEvent | events.Paste) and (
            self._exit or not self.screen_stack
        ):
            return
        # Under the "window too small" notice nothing reaches the screens behind it: a key
        # pressed blind could play a card or open a dialog nobody can see. ctrl+q still quits.
        if (
            self.has_class("-too-small")
            and isinstance(event, events.InputEvent | events.Paste)
            and not (isinstance(event, events.Key) and event.key == "ctrl+q")
        ):
            event.stop()
            return
        await super().on_event(event)

    def _check_size(self, size: Size | None = None) -> None:
        width, height = size or self.size
        self.set_class(width < MIN_WIDTH or height < MIN_HEIGHT, "-too-small")
        for notice in self.screen.query("TooSmall"):
            notice.refresh()

    # -- navigation ----------------------------------------------------------------------
    # The stack is always the menu plus at most one setup or table screen (with dialogs and
    # rules on top). Moves between them are queued with call_later: they are often asked for
    # from a dialog's result callback, before that dialog has finished closing.
    def open_setup(self, game: str, *, initial: TableSetup | None = None) -> None:
        from .screens.setup import SetupScreen

        reason = unavailable_reason(game)
        if reason:
            self.push_screen(MessageScreen(_("Not ready yet"), reason))
            return
        self.call_later(self._show_alone, SetupScreen(game, initial))

    def start_table(self, setup: TableSetup) -> None:
        reason = unavailable_reason(setup.game)
        table_cls = table_class(setup.game)
        if reason or table_cls is None:
            self.push_screen(
                MessageScreen(_("Not ready yet"), reason or _("No table for this game."))
            )
            return
        if getattr(setup, "is_lesson", False) or (setup.saved and setup.saved.lesson):
            from .lesson.table import as_lesson  # a lesson plays at the game's own table

            setup, table_cls = as_lesson(setup, table_cls)
        try:
            table = table_cls(setup)
        except ValueError as exc:
            self.push_screen(MessageScreen(_("Cannot start this game"), str(exc)))
            return
        self.call_later(self._show_alone, table)

    def start_lesson(self, game: str) -> None:
        """ "Learn to play": the game's lesson at its own table, from the first step."""
        from .lesson import LessonSetup

        self.start_table(LessonSetup.new(game))

    def resume(self, save: SaveGame | None = None) -> None:
        """Sit down again at an unfinished game (``save``; the newest one when None)."""
        from .conductor import TableSetup

        if save is None:
            save, notice = session.resumable()
            if save is None:
                text = notice or _("There is no game in progress to resume.")
                title = _("Cannot resume") if notice else _("Nothing to resume")
                self.push_screen(MessageScreen(title, text))
                return
        if open_elsewhere(save.match_id):
            self.push_screen(
                MessageScreen(
                    _("Open in another window"),
                    _(
                        "This game is being played in another cardtui window. Finish or leave "
                        "it there first, or pick another game."
                    ),
                )
            )
            return
        self.start_table(TableSetup.from_save(session.as_saved_now(save)))

    def open_saves(self) -> None:
        from .screens.saves import SavesScreen

        self.push_screen(SavesScreen())

    def open_stats(self) -> None:
        from .screens.stats import StatsScreen

        self.push_screen(StatsScreen())

    def open_replay(
        self,
        save: SaveGame,
        start_round: int = 1,
        seat: int | None = None,
        then: Callable[[Any], None] | None = None,
    ) -> None:
        """Replay a save. A game that can still be resumed is replayed as one of its humans
        saw it: with several humans, the players choose whose view, and the screen is covered
        until that player is at it (the others' cards never show). ``then`` runs when the
        replay closes, or when nobody is chosen."""
        from ..store.replay import open_to_all, viewpoints
        from .screens.handoff import HandoffScreen
        from .screens.replay import ReplayScreen

        def show(seat: int | None) -> None:
            self.push_screen(ReplayScreen(save, start_round=start_round, seat=seat), then)

        if seat is not None or open_to_all(save):
            show(seat)
            return
        humans = viewpoints(save)
        if len(humans) == 1:
            show(humans[0])
            return
        names = [save.seats[p].name for p in humans]

        def chosen(index: int | None) -> None:
            if index is not None:
                self.push_screen(
                    HandoffScreen(names[index], [], save.game, replay=True),
                    lambda _: show(humans[index]),
                )
            elif then is not None:
                then(None)

        self.push_screen(
            ChoiceScreen(
                _("Whose replay?"),
                _(
                    "This game is not over, so it can only be replayed as one player saw it: "
                    "their own cards and the table. Only that player should look."
                ),
                names,
            ),
            chosen,
        )

    def back_to_menu(self) -> None:
        self.call_later(self._show_alone, None)

    async def _show_alone(self, screen: Screen | None) -> None:
        """Close everything above the menu (stopping any match), then open ``screen``."""
        self._stop_table()
        while len(self.screen_stack) > 1:
            await self.pop_screen()
        if screen is not None:
            await self.push_screen(screen)

    def _stop_table(self) -> None:
        from .screens.table import TableScreen

        for screen in self.screen_stack:
            if isinstance(screen, TableScreen):
                screen.conductor.stop()

    def show_rules(self, game: str) -> None:
        from .screens.rules import RulesScreen

        self.push_screen(RulesScreen(game))

    def action_rules(self) -> None:
        """? shows the rules of the game in front of you (the highlighted one on the menu)."""
        from .screens.rules import RulesScreen

        if isinstance(self.screen, RulesScreen):
            return
        for screen in reversed(self.screen_stack):
            game = getattr(screen, "game_name", None)
            if game:
                self.show_rules(game)
                return

    def table_in_progress(self) -> TableScreen | None:
        from .screens.table import TableScreen

        for screen in self.screen_stack:
            if isinstance(screen, TableScreen) and screen.in_progress:
                return screen
        return None

    async def action_quit(self) -> None:
        # ctrl+q at the "Quit cardtui?" question itself quits; any other dialog (a "Leave
        # this match?") is no answer to it, so the question is asked (from the keys or the
        # command palette alike).
        asked = isinstance(self.screen, ConfirmScreen) and getattr(self.screen, "quit", False)
        if self.table_in_progress() is None or asked or not self.settings.confirm_quit:
            self._stop_table()
            self.exit()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self._stop_table()
                self.exit()

        question = ConfirmScreen(
            _(
                "Quit cardtui? The match is saved: Resume on the menu (or cardtui --resume) "
                "picks it up again."
            ),
            yes=_("Quit"),
            no=_("Keep playing"),
        )
        question.quit = True
        self.push_screen(question, answered)


def run_app(
    args: argparse.Namespace | None = None,
    launch: Launch | None = None,
    settings: UiSettings | None = None,
) -> int:
    """Run the app until the player quits; the command line calls this."""
    if launch is None and getattr(args, "resume", False):
        launch = Launch(resume=True)
    app = CardSuiteApp(settings=settings, launch=launch)
    try:
        app.run()
    finally:
        app.language.close()  # the terminal's own BiDi back, however the app ended
    return app.return_code or 0
