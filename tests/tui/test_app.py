"""The app around the tables: menu, games not ready, rules, settings, quitting, small windows."""

from __future__ import annotations

from tui.tui_helpers import quick_settings, screen_text, settle, table_app, table_of

from cardtui.core import Seat
from cardtui.tui import tables
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens import rules as rules_screen
from cardtui.tui.screens.dialogs import ConfirmScreen, MessageScreen
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.screens.rules import RulesScreen
from cardtui.tui.screens.settings import SettingsScreen
from cardtui.tui.screens.setup import SetupScreen


def menu_app() -> CardSuiteApp:
    return CardSuiteApp(settings=quick_settings())


async def test_menu_lists_every_game_with_its_pitch():
    app = menu_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        text = screen_text(app)
        for title in ("Zirkhaki", "Hidden Unders", "Xeri"):
            assert title in text
        assert "match the top card, take the pile" in text
        assert "Rules" in text and "Settings" in text and "Quit" in text


async def test_menu_opens_the_xeri_setup_with_the_keyboard():
    app = menu_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and app.screen.game_name == "xeri"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_a_game_without_a_table_says_so_and_starts_nothing(monkeypatch):
    monkeypatch.setattr(tables, "TABLES", {"xeri": tables.TABLES["xeri"]})
    app = menu_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        assert "(not ready yet)" in screen_text(app)
        assert app.screen.highlighted_game == "xeri"  # the menu starts on a playable game
        await pilot.press("home", "enter")  # Zirkhaki, first on the menu, has no table here
        await pilot.pause()
        assert isinstance(app.screen, MessageScreen)
        text = screen_text(app)
        assert "Zirkhaki" in text
        assert "cannot be played here" in text or "not playable yet" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert len(app.screen_stack) == 1


async def test_question_mark_shows_the_rules_of_the_highlighted_game():
    app = menu_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and app.screen.game_name == "xeri"
        assert "Xeri" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_a_missing_rules_page_is_explained(monkeypatch):
    def missing(game):
        raise FileNotFoundError(f"No rules page for {game}.")

    monkeypatch.setattr(rules_screen, "rules_text", missing)
    app = menu_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        app.show_rules("hidden_unders")
        await pilot.pause()
        text = screen_text(app)
        assert "Hidden Unders" in text and "not written yet" in text


async def test_rules_open_from_the_table_and_close_back_to_it():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")])
    async with app.run_test() as pilot:
        await settle(app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is table_of(app)


async def test_settings_switch_to_ascii_cards():
    app = menu_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        assert "10♥" in screen_text(app)
        await pilot.click("#ascii")
        await pilot.pause()
        assert app.settings.ascii_cards is True
        assert "10H" in screen_text(app)
        await pilot.press("escape")


async def test_leaving_a_match_asks_first():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")])
    async with app.run_test() as pilot:
        await settle(app, pilot)
        table = table_of(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Leave this match?" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is table
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_quitting_mid_game_asks_first_and_the_menu_quits_at_once():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")])
    async with app.run_test() as pilot:
        await settle(app, pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Quit cardtui?" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert app.is_running
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not app.is_running
    app = menu_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert not app.is_running


async def test_too_small_window_shows_a_message_until_it_grows():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")])
    async with app.run_test(size=(70, 20)) as pilot:
        await settle(app, pilot)
        text = screen_text(app)
        assert "This window is 70×20" in text and "at least 80×24" in text
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        text = screen_text(app)
        assert "at least 80×24" not in text
        assert "Pile" in text
        await pilot.resize_terminal(79, 24)
        await pilot.pause()
        assert "This window is 79×24" in screen_text(app)
