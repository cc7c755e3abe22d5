"""The work-arounds for Textual races (cardtui/tui/palette.py, docs/upstream.md): a click on
an option drawn before the list changed does nothing, and a click on a real one still picks
it."""

from __future__ import annotations

from rich.style import Style
from textual import events
from textual.app import App
from textual.widgets import OptionList

from cardtui.tui.palette import guard_option_list


class Picks(App):
    def __init__(self) -> None:
        super().__init__()
        self.picked: list[int] = []

    def compose(self):
        yield OptionList("one", "two")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.picked.append(event.option_index)


def click_on(widget: OptionList, option: int) -> events.Click:
    style = Style(meta={"option": option})
    return events.Click(widget, 1, 0, 0, 0, 1, False, False, False, style=style)


async def test_a_click_on_an_option_that_is_gone_does_nothing():
    guard_option_list()
    app = Picks()
    async with app.run_test() as pilot:
        options = app.query_one(OptionList)
        await options._on_click(click_on(options, 5))  # the list had 6 lines when drawn
        await pilot.pause()
        assert app.picked == [] and app._exception is None
        await options._on_click(click_on(options, 1))
        await pilot.pause()
        assert app.picked == [1]


async def test_the_theme_list_closes_once_and_leaves_the_menu():
    from tui.tui_helpers import quick_settings

    from cardtui.tui.app import CardSuiteApp
    from cardtui.tui.palette import SafeCommandPalette
    from cardtui.tui.screens.menu import MenuScreen

    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_change_theme()  # the palette's "Theme" command
        await pilot.pause()
        themes = app.screen
        assert isinstance(themes, SafeCommandPalette)
        themes.dismiss()
        themes.dismiss()  # a click on its background as Esc closes it
        await pilot.pause()
        assert app._exception is None and isinstance(app.screen, MenuScreen)
