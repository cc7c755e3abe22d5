"""The app's screens in the pseudo-language ``qps``: every word they show comes through the
catalog (``bypassed`` finds none outside ⟦…⟧), the whole screen at once.

Each check reads every widget of the screen (``support.pseudo_text``: titles, labels, buttons,
placeholders, option lists, data tables, the move log, each widget's own rendering, the
footer's keys) and the notices on show, not the terminal's cells: a long message wraps across
lines there. Allowed: the players' names as typed, the product's name, key names, Textual's
theme names (Settings) and the rules pages' own names of outside things.
"""

from __future__ import annotations

import re

import pytest
from textual.widgets import Tabs
from tui.store_helpers import ANN_BOB, ONE_ROUND, near_the_round_end, play_to_the_end_of_the_round
from tui.test_replay_screen import two_round_save
from tui.test_saves_screen import unfinished
from tui.test_stats_screen import play_zirkhaki_rounds, record_bot_rounds
from tui.tui_helpers import quick_settings, settle, table_app, table_of, until

from cardtui import games as registry
from cardtui.core import Seat
from cardtui.store import history
from cardtui.store.paths import data_dir
from cardtui.store.saves import SaveGame
from cardtui.tui import round_review
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.screens import review as review_module
from cardtui.tui.screens.dialogs import ChoiceScreen, ConfirmScreen, MessageScreen
from cardtui.tui.screens.handoff import HandoffScreen
from cardtui.tui.screens.menu import ChooseGameScreen, MenuScreen
from cardtui.tui.screens.replay import ReplayScreen
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.screens.review import ReviewScreen
from cardtui.tui.screens.rules import RulesScreen
from cardtui.tui.screens.saves import SavesScreen
from cardtui.tui.screens.settings import SettingsScreen
from cardtui.tui.screens.setup import SetupScreen
from cardtui.tui.screens.stats import StatsScreen
from cardtui.tui.widgets.scoreboard import Scoreboard
from support.pseudo_text import app_text, english, screen_text

# The players' names as typed (the setup form's stock names "Player 1", "Bot 2" are names too).
NAMES = ("Ann", "Bob", "Cy", "Sara", "Player", "Bot")
# Hidden Unders' letters word is a value typed in the form and kept in the save as typed (a
# loser collects its letters); its standard value is the game's name in capitals.
TYPED = ("UNDERS",)


@pytest.fixture(autouse=True)
def _quick_review(monkeypatch):
    """The coach reviews a finished round in the background: a tiny search here."""
    monkeypatch.setattr(round_review, "ITERATIONS", 12)


def untranslated(text: str, *allowed: str) -> list[str]:
    return english(text, *NAMES, *TYPED, *allowed)


def shown(app) -> str:
    """The active screen's whole text, with the notices on show."""
    return app_text(app)


def menu_app() -> CardSuiteApp:
    return CardSuiteApp(settings=quick_settings())


async def test_the_menu_and_the_game_choice(qps):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        text = shown(app)
        assert "⟦" in text
        assert untranslated(text) == []
        app.push_screen(ChooseGameScreen())
        await pilot.pause()
        assert untranslated(shown(app)) == []


@pytest.mark.slow
@pytest.mark.parametrize("game", registry.all())
async def test_the_setup_form_of_each_game(qps, game):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.open_setup(game)
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert untranslated(shown(app)) == []  # option rows and the summary line included
        for field in ("#seed", "#speed", "#start"):  # each field's help under the form
            app.screen.query_one(field).focus()
            await pilot.pause()
            help_text = screen_text(app.screen.query_one("#setup-help"))
            assert "⟦" in help_text
            assert untranslated(help_text) == []
        for _row in range(12):  # every option row's help, a row at a time
            await pilot.press("tab")
            await pilot.pause()
            assert untranslated(shown(app)) == []


async def test_settings(qps):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(SettingsScreen(app.settings))
        await pilot.pause()
        # Textual's own theme names stay as Textual names them ("textual-dark", "nord").
        themes = tuple(w for name in app.available_themes for w in re.split(r"\W+", name))
        # Each language is offered in its own name ("English", "فارسی"...), never translated.
        text = shown(app).replace(str(data_dir()), "")
        assert untranslated(text, *themes, "English") == []


async def test_statistics_and_saves_before_anything_is_kept(qps):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(StatsScreen())
        await pilot.pause()
        assert untranslated(shown(app)) == []
        app.pop_screen()
        await pilot.pause()
        app.push_screen(SavesScreen())
        await pilot.pause()
        assert untranslated(shown(app).replace(str(data_dir()), "")) == []


async def test_statistics_with_rounds_counted(qps):
    play_zirkhaki_rounds(undo_round=2)  # two humans and a bot, a round with undo
    await record_bot_rounds(("Ann",), rounds=3)  # Xeri against easy and hard bots
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(StatsScreen())
        await pilot.pause()
        screen = app.screen
        for tab in screen.query(Tabs).first().query("Tab"):
            screen.query_one(Tabs).active = tab.id
            await pilot.pause()
            for _row in range(3):  # each player's line, progress and chart
                text = shown(app)
                assert untranslated(text) == [], tab.id
                await pilot.press("down")
                await pilot.pause()
        await pilot.press("c")  # the chart's other kind, where there is one
        await pilot.pause()
        assert untranslated(shown(app)) == []


async def test_saves_with_games_to_resume_and_to_replay(qps):
    from store.test_history import finished_match

    unfinished("Ann", 3)
    unfinished("Sara", 4, second=Seat.human("Cy"))
    history.keep(SaveGame.of(finished_match(5)), 50)
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(SavesScreen())
        await pilot.pause()
        screen = app.screen
        assert len(screen.rows) >= 3
        for _row in screen.rows:
            assert untranslated(shown(app).replace(str(data_dir()), "")) == []
            await pilot.press("down")
            await pilot.pause()


async def test_the_rules_pages(qps):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        for game in registry.all():
            app.push_screen(RulesScreen(game, extra="x"))
            await pilot.pause()
            # The pages name outside things as they are called (h7): "Dead Man's Draw", a site.
            text = shown(app).replace("Dead Man's Draw", "").replace("pagat.com", "")
            assert untranslated(text) == [], game
            app.pop_screen()
            await pilot.pause()


async def test_dialogs_and_the_handoff_cover(qps):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(ConfirmScreen("?"))
        await pilot.pause()
        assert untranslated(shown(app)) == []
        app.pop_screen()
        app.push_screen(MessageScreen("", ""))
        await pilot.pause()
        assert untranslated(shown(app)) == []
        app.pop_screen()
        app.push_screen(ChoiceScreen("", "", []))
        await pilot.pause()
        assert untranslated(shown(app)) == []


async def test_a_hot_seat_table_covers_and_recaps_in_the_language(qps):
    app = near_the_round_end([Seat.human("Ann"), Seat.human("Cy")], left=4)
    async with app.run_test(size=(100, 32)) as pilot:
        covers = 0
        table = table_of(app)
        for _move in range(3):
            await settle(app, pilot)
            if isinstance(app.screen, HandoffScreen):
                covers += 1
                assert untranslated(shown(app)) == []  # the cover, its recap included
                await pilot.press("enter")
                await settle(app, pilot)
            if app.screen is not table:
                break
            assert untranslated(shown(app)) == []
            await pilot.press("1")
        assert covers >= 2


async def test_a_table_asks_before_leaving_and_the_results_of_a_round(qps):
    app = table_app(ANN_BOB, options=ONE_ROUND, seed=3)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert untranslated(shown(app)) == []
        await pilot.press("n")
        await pilot.pause()
        text = screen_text(app.screen.query_one(Scoreboard))
        assert "⟦" in text
        assert untranslated(text) == []
        await play_to_the_end_of_the_round(app, pilot)
        assert isinstance(app.screen, ResultsScreen)
        text = shown(app)
        assert "⟦" in text
        assert untranslated(text) == []


async def test_the_review_after_a_round_and_the_replay_from_it(qps, monkeypatch):
    monkeypatch.setattr(review_module, "ITERATIONS", 30)
    app = near_the_round_end(ANN_BOB)
    async with app.run_test(size=(110, 36)) as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        await pilot.press("w")
        await pilot.pause()
        review = app.screen
        assert isinstance(review, ReviewScreen)
        assert untranslated(shown(app)) == []  # while the coach is at work
        await until(lambda: review.result is not None, timeout=60, what="the review")
        await pilot.pause()
        text = shown(app)
        assert "⟦" in text and untranslated(text) == []
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)  # as Ann saw it
        assert untranslated(shown(app)) == []


async def test_the_replay_stepping_through_a_match(qps):
    save = two_round_save(finish=True)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", replay=save))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        for keys in (["right"] * 4, ["right_square_bracket"], ["left"], ["end"], ["home"]):
            await pilot.press(*keys)
            await pilot.pause()
            text = shown(app)
            assert "⟦" in text and untranslated(text) == [], keys


async def test_the_too_small_notice(qps):
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")])
    async with app.run_test(size=(70, 20)) as pilot:
        await settle(app, pilot)
        notice = [w for w in app.screen.query("*") if "70" in screen_text(w)]
        assert notice and untranslated(shown(app)) == []


async def test_the_online_lobby(qps, tmp_path):
    from cardtui.net.config import ServerConfig
    from cardtui.net.server import Server
    from cardtui.tui.online_app import OnlineApp
    from cardtui.tui.screens.lobby import LobbyScreen
    from cardtui.tui.screens.online import Plan

    server = Server(ServerConfig(host="127.0.0.1", port=0, data_dir=tmp_path, ping_interval=None))
    await server.start()
    try:
        wrong = OnlineApp(Plan(server.address, "Ann", code="ZZZZZ", go=True), quick_settings())
        async with wrong.run_test(size=(100, 32)) as pilot:  # the form, and the refusal
            status = "#online-status"
            await until(lambda: wrong.screen.query_one(status).has_class("-problem"))
            await pilot.pause()
            text = shown(wrong).replace(server.address, "")
            assert "⟦" in text and untranslated(text, "ZZZZZ", "localhost") == []  # typed, as typed
        app = OnlineApp(
            Plan(server.address, "Ann", game="xeri", players=2, go=True), quick_settings()
        )
        async with app.run_test(size=(100, 32)) as pilot:
            await until(lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
            await pilot.pause()
            code = next(iter(server.rooms))
            text = shown(app).replace(server.address, "").replace(code, "")
            assert "⟦" in text and untranslated(text, "join") == []
            await pilot.press("b")  # a bot in the empty seat
            await until(lambda: server.rooms[code].slots[1].kind == "bot", what="the bot")
            await pilot.pause()
            text = shown(app).replace(server.address, "").replace(code, "")
            assert untranslated(text, "join") == []
            await pilot.press("s")  # the table, online
            await until(lambda: type(app.screen).__name__.startswith("Online"), what="table")
            await until(lambda: "⟦" in shown(app), what="the table drawn")
            await pilot.pause(0.5)
            assert untranslated(shown(app)) == []
    finally:
        await server.close()
