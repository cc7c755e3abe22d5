"""Esc at a round's results: the footer names the results' own keys (as every dialog's does),
and Esc leaves as it does at the table (asking first while the match goes on; staying shows the
same results again)."""

from __future__ import annotations

import asyncio

import pytest
from tui.store_helpers import (
    ANN_BOB,
    ONE_ROUND,
    autosaved,
    near_the_round_end,
    play_to_the_end_of_the_round,
)
from tui.tui_helpers import (
    footer_keys,
    key,
    quick_settings,
    screen_text,
    settle,
    table_app,
    table_of,
    until,
)

from cardtui.tui.app import CardSuiteApp
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.dialogs import ConfirmScreen
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.screens.results import ResultsScreen

TWO_ROUNDS = {"match_mode": "rounds", "rounds": 2}


async def test_the_results_footer_lists_their_keys_and_esc_asks_then_staying_shows_them_again():
    app = table_app(ANN_BOB, options=TWO_ROUNDS, seed=3)
    async with app.run_test() as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        results = app.screen
        assert isinstance(results, ResultsScreen)
        keys = footer_keys(app)
        assert "Next round" in keys and "Replay" in keys and "Leave" in keys
        assert "Undo" not in keys and "Save" not in keys  # the table's keys are asleep here
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Resume on the menu picks it up again" in screen_text(app)
        keys = footer_keys(app)  # every dialog shows its own keys, not the screen's under it
        # ... named as its buttons are
        assert "y Leave" in keys and "n Keep playing" in keys and "Next round" not in keys
        await pilot.press("n")  # keep playing
        await pilot.pause()
        assert app.screen is results  # the question closed over the very same results
        table = table_of(app)
        assert table.conductor.phase is Phase.ROUND_OVER and table.match.round_no == 1
        await pilot.press("n")
        await settle(app, pilot)
        assert table.match.round_no == 2


@pytest.mark.slow
async def test_leaving_from_the_results_keeps_the_match_and_resume_shows_them_again():
    app = table_app(ANN_BOB, options=TWO_ROUNDS, seed=3)
    async with app.run_test() as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        scores = app.screen.result.scores
        log = [list(r) for r in table_of(app).match.log]
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen) and "Resume" in screen_text(app)
        assert autosaved().rounds == log

    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("c")
        assert await settle(app, pilot) is Phase.ROUND_OVER
        assert isinstance(app.screen, ResultsScreen) and app.screen.result.scores == scores
        await pilot.press("n")
        await settle(app, pilot)
        assert table_of(app).match.round_no == 2


async def test_esc_at_the_end_of_a_match_goes_straight_to_the_menu():
    app = table_app(ANN_BOB, options=ONE_ROUND, seed=3)
    async with app.run_test() as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        assert table_of(app).conductor.phase is Phase.MATCH_OVER
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "Resume" not in screen_text(app)  # nothing left to pick up


async def test_enter_held_over_the_last_card_never_chooses_on_the_results():
    """Enter played a player's last card and, held on (its repeats), pressed the results'
    first button the moment they woke up: the round's results were skipped unseen. A key that
    comes while the results are still asleep now keeps them asleep, as a pass screen does."""
    # Ann's last card, then the bot's, ends the round
    app = near_the_round_end(ANN_BOB, settings=quick_settings(input_guard=1.0), left=2)
    async with app.run_test() as pilot:
        table = table_of(app)
        assert await settle(app, pilot) is Phase.HUMAN
        for _ in range(25):  # Enter held for 2.5 s, from Ann's last card on: a repeat every 0.1 s
            await key(app, "enter")
            await asyncio.sleep(0.1)
        assert isinstance(app.screen, ResultsScreen)
        assert table.conductor.phase is Phase.ROUND_OVER and table.match.round_no == 1
        await until(lambda: app.screen.armed, timeout=5, what="the results to wake up")
        await pilot.press("n")  # once the key was let go, the results take their keys
        await settle(app, pilot)
        assert table.match.round_no == 2
