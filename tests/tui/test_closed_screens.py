"""Screens closed as they open: a key pressed while a screen is still being built can close
it before its widgets are there (and a Back pressed twice can close the screen under it). No
such screen runs its set-up, no callback runs on a screen being closed, and a screen closes
only itself."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import Static
from tui.tui_helpers import quick_settings, screen_text

from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.base import BaseScreen
from cardtui.tui.screens.dialogs import ConfirmScreen
from cardtui.tui.screens.handoff import HandoffScreen
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.screens.online import OnlineScreen
from cardtui.tui.screens.rules import RulesScreen
from cardtui.tui.screens.saves import SavesScreen
from cardtui.tui.screens.settings import SettingsScreen
from cardtui.tui.screens.setup import SetupScreen
from cardtui.tui.screens.stats import StatsScreen
from cardtui.tui.shown import shown
from cardtui.tui.widgets.on_off import OnOff
from cardtui.tui.widgets.select import Select

SCREENS = {
    "setup xeri": lambda app: SetupScreen("xeri"),
    "setup zirkhaki": lambda app: SetupScreen("zirkhaki"),
    "setup hidden unders": lambda app: SetupScreen("hidden_unders"),
    "saves": lambda app: SavesScreen(),
    "statistics": lambda app: StatsScreen(),
    "rules": lambda app: RulesScreen("xeri"),
    "settings": lambda app: SettingsScreen(app.settings),
    "online": lambda app: OnlineScreen(),
    "question": lambda app: ConfirmScreen("Leave?"),
    "handoff": lambda app: HandoffScreen("Sara", [], "xeri"),
}


@pytest.mark.parametrize("name", list(SCREENS))
async def test_a_screen_closed_in_the_tick_it_opened_leaves_the_menu_working(name):
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(SCREENS[name](app))
        app.pop_screen()  # before the screen has built its widgets
        await pilot.pause()
        await pilot.pause()
        assert app._exception is None
        assert isinstance(app.screen, MenuScreen) and len(app.screen_stack) == 1
        await pilot.press("t")  # the menu still answers
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)


async def open_form(app: CardSuiteApp, pilot) -> SetupScreen:
    """The new-game form of Xeri, opened from the menu."""
    await pilot.pause()
    app.open_setup("xeri")
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)
    return app.screen


async def test_back_pressed_twice_on_the_setup_form_closes_only_the_form():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        form.action_back()
        form.action_back()  # Esc landing after the Back button: the menu must stay
        await pilot.pause()
        assert app._exception is None and len(app.screen_stack) == 1
        assert isinstance(app.screen, MenuScreen) and not shown(form)


class Probe(BaseScreen):
    def compose(self):
        yield Static("probe", id="probe")


async def test_callbacks_after_refresh_run_while_shown_and_not_once_closing():
    app = CardSuiteApp(settings=quick_settings())
    ran: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        probe = Probe()
        await app.push_screen(probe)
        await pilot.pause()
        probe.call_after_refresh(lambda: ran.append(probe.query_one("#probe", Static).id))
        await pilot.pause()
        assert ran == ["probe"] and shown(probe)
        probe.call_after_refresh(lambda: ran.append(probe.query_one("#probe", Static).id))
        app.pop_screen()  # its widgets go before the callback's turn comes
        await pilot.pause()
        await pilot.pause()
        assert ran == ["probe"] and not shown(probe) and app._exception is None
        assert "cardtui" in screen_text(app)


async def test_a_choice_list_removed_while_it_mounts_raises_nothing():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen
        box = Static("box")
        await menu.mount(box)
        choice = Select([("Two players", 2)], value=2, allow_blank=False)
        box.mount(choice)
        box.remove()  # the form closes before the list has its options
        await pilot.pause()
        await pilot.pause()
        assert app._exception is None and not shown(choice)


async def test_the_online_form_closed_while_connecting_takes_the_answer_quietly():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        form = OnlineScreen()
        await app.push_screen(form)
        await pilot.pause()
        form.status("Connecting to ws://127.0.0.1:1…")
        form.action_back()
        await pilot.pause()
        form.status("The server cannot be reached.", problem=True)  # the answer comes late
        await pilot.pause()
        assert app._exception is None and isinstance(app.screen, MenuScreen)


async def test_a_rule_changed_as_the_form_closes_is_not_acted_on():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        switch = form.query_one("#opt-show_bottom_card", OnOff)
        rebuilt = []
        form.refresh_form = lambda: rebuilt.append(shown(form))  # type: ignore[method-assign]
        form.post_message(OnOff.Changed(switch, True))
        await pilot.pause()
        assert rebuilt == [True]  # while the form is up, a change rebuilds it
        form.action_back()
        while shown(form):
            await asyncio.sleep(0)
        # A change that reaches the form while its widgets are being taken away (the list
        # of rule sets it would update may be gone already) is not acted on.
        form.post_message(OnOff.Changed(switch, True))
        await pilot.pause()
        await pilot.pause()
        assert rebuilt == [True] and app._exception is None
        assert isinstance(app.screen, MenuScreen)


async def test_a_screen_just_closed_is_no_longer_shown_before_textual_removes_it():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot)
        assert shown(form)
        form.action_back()
        # Off the stack at once, though its widgets are taken away a moment later: a late
        # answer (the online form's connection, say) must not open anything over the menu.
        assert not shown(form) and form.is_attached and not form._pruning
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_a_setting_changed_just_before_esc_is_kept():
    app = CardSuiteApp(settings=quick_settings(ascii_cards=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = SettingsScreen(app.settings)
        await app.push_screen(screen)
        await pilot.pause()
        screen.query_one("#ascii", OnOff).action_toggle()
        await asyncio.sleep(0)  # the switch tells the screen; Esc comes before it is heard
        screen.action_close()
        await pilot.pause()
        await pilot.pause()
        assert app.settings.ascii_cards is True and isinstance(app.screen, MenuScreen)
