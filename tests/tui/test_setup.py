"""The new-game form: built from the game's spec, defaults marked, problems explained."""

from __future__ import annotations

from textual.widgets import Button, Checkbox, Input, Select
from tui.tui_helpers import quick_settings, screen_text, settle, table_of

from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.setup import SetupScreen


def setup_app() -> CardSuiteApp:
    return CardSuiteApp(settings=quick_settings(), launch=Launch("xeri"))


async def open_form(pilot) -> SetupScreen:
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, SetupScreen)
    return screen


async def test_form_has_every_option_with_its_default_marked():
    app = setup_app()
    async with app.run_test(size=(100, 60)) as pilot:
        form = await open_form(pilot)
        text = screen_text(app)
        for label in (
            "Show bottom card",
            "Initial pile check",
            "Jack xeri points",
            "Hand size",
            "Match mode",
            "Target",
            "Extension",
        ):
            assert label in text
        assert "20  (default)" in text  # a list of choices marks its default
        assert "(default 151)" in text  # a number says what its default is
        assert "(default off)" in text
        levels = [str(p) for p, _ in form.query_one("#seat-kind-1", Select)._options]
        assert any("easy" in p for p in levels) and any("normal" in p for p in levels)
        assert form.query_one("#start", Button).disabled is False


async def test_x_v1_three_players_is_explained_on_the_form_not_raised():
    app = setup_app()
    async with app.run_test(size=(100, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#players", Select).value = 3
        await pilot.pause()
        assert "cannot be played by 3" in screen_text(app)
        assert form.query_one("#start", Button).disabled is True
        await pilot.press("ctrl+s")  # refused, with the reason: the form stays
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        form.query_one("#players", Select).value = 4
        await pilot.pause()
        assert form.query_one("#start", Button).disabled is False
        text = screen_text(app)
        assert "team A" in text and "team B" in text  # partners opposite: seats 1+3, 2+4


async def test_h2_a_hand_size_that_does_not_divide_the_deck_is_explained():
    app = setup_app()
    async with app.run_test(size=(100, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#opt-hand_size", Input).value = "5"
        await pilot.pause()
        assert "Hands of 5" in screen_text(app)
        assert form.query_one("#start", Button).disabled is True


async def test_names_must_be_given_and_different():
    app = setup_app()
    async with app.run_test(size=(100, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#seat-name-1", Input).value = ""
        await pilot.pause()
        assert "Seat 2 needs a name." in screen_text(app)
        form.query_one("#seat-name-1", Input).value = "player 1"
        form.query_one("#seat-kind-1", Select).value = "human"
        await pilot.pause()
        assert "Two seats are called Player 1" in screen_text(app)


async def test_a_preset_sets_its_options_and_editing_makes_it_custom():
    app = setup_app()
    async with app.run_test(size=(100, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#preset", Select).value = "Quick hands (4 cards)"
        await pilot.pause()
        assert form.query_one("#opt-hand_size", Input).value == "4"
        form.query_one("#preset", Select).value = "Bottom card shown"
        await pilot.pause()
        assert form.query_one("#opt-hand_size", Input).value == "6"
        assert form.query_one("#opt-show_bottom_card", Checkbox).value is True
        form.query_one("#opt-target", Input).value = "101"
        await pilot.pause()
        assert form.query_one("#preset", Select).value == "__custom__"


async def test_start_opens_the_table_with_the_seats_rules_and_seed_entered():
    app = setup_app()
    async with app.run_test(size=(100, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#seat-name-0", Input).value = "[Ann]"  # brackets are not markup
        form.query_one("#seat-kind-1", Select).value = "bot:easy"
        form.query_one("#opt-hand_size", Input).value = "4"
        form.query_one("#seed", Input).value = "1234"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        table = table_of(app)
        assert app.screen is table
        seats = table.match.seats
        assert [s.name for s in seats] == ["[Ann]", "Bot 2"] and seats[1].level == "easy"
        assert table.match.options.hand_size == 4 and table.match.seed == 1234
        assert await settle(app, pilot) is Phase.HUMAN
        text = screen_text(app)
        assert "[Ann] · you" in text and "Known deal (seed 1234)" in text
