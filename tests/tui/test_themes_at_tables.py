"""Every theme Textual offers works at the tables: the bots move on after a theme change.

Picking ``ansi-dark`` at a table froze it: the theme names its accent ``ansi_green``, which
Rich cannot read, so drawing the bot's move raised inside the timer that plays it.

The default run plays every theme at one table or another, and several themes at each table
(``themes_for``): the colours a table turns into Rich styles itself are read in the screen
every table shares (``TableScreen``, through ``theme_colour``), and the rest is CSS, so every
theme at every table (63 theme changes, each a full restyle and redraw) repeats the same
checks. ``--every-theme`` plays every theme at every table.
"""

from __future__ import annotations

import pytest
from textual.theme import ThemeProvider
from tui.tui_helpers import quick_settings, screen_text, settle, table_of, until

from cardtui import bots
from cardtui.core import Seat
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.screens.settings import SettingsScreen
from cardtui.tui.screens.table import TableScreen
from cardtui.tui.widgets import MoveLog
from cardtui.tui.widgets.select import Select

GAMES = ["zirkhaki", "xeri", "hidden_unders"]
# The themes that once froze a table: played at every table in every run.
ANSI = ("ansi-dark", "ansi-light")


def themes_for(game: str, themes: list[str], every: bool) -> list[str]:
    """The themes played at ``game``'s table: every third theme (each table a different third,
    so each theme at one table) and the ansi themes; all of them with ``--every-theme``."""
    if every:
        return themes
    share = themes[GAMES.index(game) :: len(GAMES)]
    return sorted({*share, *ANSI})


def test_each_theme_is_played_at_a_table_and_each_table_plays_several():
    """What the default run's sample covers, so a new theme or table cannot fall out of it."""
    offered = CardSuiteApp(settings=quick_settings()).available_themes
    themes = sorted(offered)
    played = {game: themes_for(game, themes, every=False) for game in GAMES}
    assert set().union(*played.values()) == set(themes)
    for game, sample in played.items():
        assert set(ANSI) <= set(sample), game
        others = [offered[t] for t in sample if t not in ANSI]
        assert len(others) >= len(themes) // len(GAMES) - 1, game
        assert {t.dark for t in others} == {True, False}, game  # a light and a dark one
    assert themes_for("xeri", themes, every=True) == themes


def app_at(game: str) -> CardSuiteApp:
    seats = [Seat.human("Zed"), Seat.bot("normal", "Bot 2")]
    setup = TableSetup(game, seats, {}, 7)
    return CardSuiteApp(settings=quick_settings(), launch=Launch(game, setup, table=True))


def new_table(app: CardSuiteApp, old: TableScreen) -> bool:
    return any(isinstance(s, TableScreen) and s is not old for s in app.screen_stack)


async def one_turn(app: CardSuiteApp, pilot) -> int:
    """The human plays one turn (as an easy bot would choose); the bot's moves that followed."""
    table = table_of(app)
    conductor = table.conductor
    chooser = bots.make(table.spec.name, "easy", seed=1)
    seat = conductor.seat_to_act
    while conductor.phase is Phase.HUMAN and conductor.seat_to_act == seat:
        legal = table.match.state.legal_actions()
        assert conductor.submit(chooser.choose(table.match.state.view(seat), legal)) is None
    await settle(app, pilot)
    return sum(1 for mover, _ in conductor.history if mover != seat)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
async def test_every_theme_lets_the_bots_play_on(game, request):
    app = app_at(game)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        themes = sorted(app.available_themes)
        # Every theme offered is one the palette lists, and Settings lists the same ones.
        palette = [name for name, _ in ThemeProvider(app.screen).commands]
        assert palette == themes
        for theme in themes_for(game, themes, request.config.getoption("--every-theme")):
            if table_of(app).conductor.phase is not Phase.HUMAN:  # over: a fresh match
                old = table_of(app)
                app.start_table(old.setup.rematch())
                await until(lambda old=old: new_table(app, old), what="the rematch")
                await settle(app, pilot)
            app.theme = theme
            await pilot.pause()
            moved = len(table_of(app).conductor.history)
            await one_turn(app, pilot)
            assert len(table_of(app).conductor.history) > moved, theme
            app.export_screenshot()  # every widget drawn in the theme's colours
        await app.push_screen(SettingsScreen(app.settings))
        await pilot.pause()
        select = app.screen.query_one("#theme", Select)
        assert [value for _, value in select._options] == themes


@pytest.mark.parametrize("theme", ["ansi-dark", "ansi-light"])
async def test_a_bot_moves_after_an_ansi_theme_is_picked_at_the_table(theme):
    app = app_at("zirkhaki")
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        app.theme = theme
        await pilot.pause()
        await pilot.press("d")
        await settle(app, pilot)
        await pilot.press("b")  # Zed banks: Bot 2's turn, played with the theme's accent
        await settle(app, pilot)
        table = table_of(app)
        assert table.conductor.phase is Phase.HUMAN
        assert any(mover == 1 for mover, _ in table.conductor.history)
        assert app.settings.theme == theme


@pytest.mark.parametrize("game", GAMES)
async def test_the_palette_offers_no_maximize_at_a_table(game):
    """Maximised, the move log kept the 26 columns its lines were wrapped to: the palette
    does not offer it (a focused log is what it would have maximised)."""
    app = app_at(game)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        app.screen.query_one(MoveLog).focus()
        await pilot.pause()
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert "Theme" in titles
        assert "Maximize" not in titles


@pytest.mark.parametrize("theme", ["ansi-dark", "ansi-light"])
async def test_the_table_buttons_keep_their_labels_in_an_ansi_theme(theme):
    """The ansi themes' tall button border squeezed a one-row button to "Bank"."""
    app = app_at("zirkhaki")
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        app.theme = theme
        await pilot.pause()
        text = screen_text(app)
        assert "Draw (d)" in text and "Bank (b)" in text


async def test_resuming_in_an_ansi_theme_shows_the_match_and_takes_keys():
    """The theme is saved: ``cardtui --resume`` then opened an empty table (the bot's moves
    of the round so far raised as they were heard again) that took no keys."""
    first = app_at("zirkhaki")
    async with first.run_test(size=(100, 32)) as pilot:
        await settle(first, pilot)
        await one_turn(first, pilot)  # Bot 2 has moved: its move is in the autosave
    again = CardSuiteApp(settings=quick_settings(theme="ansi-dark"), launch=Launch(resume=True))
    async with again.run_test(size=(100, 32)) as pilot:
        await settle(again, pilot)
        table = table_of(again)
        assert "Bot 2" in "\n".join(table.query_one(MoveLog).lines_written)
        moves = len(table.conductor.actions)
        await pilot.press("d")
        await settle(again, pilot)
        assert len(table.conductor.actions) == moves + 1
