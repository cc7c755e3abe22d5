"""Replay (v) at a round's results while the match goes on: as the menu's replay does, it shows
the round only as a player at the table saw it (the match is not over), then the results again."""

from __future__ import annotations

from tui.store_helpers import ANN_BOB, near_the_round_end, play_to_the_end_of_the_round
from tui.tui_helpers import screen_text

from cardtui.core.seats import Seat
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.dialogs import ChoiceScreen
from cardtui.tui.screens.replay import ReplayScreen
from cardtui.tui.screens.results import ResultsScreen


async def replay_asked_at_the_results(app: CardSuiteApp, pilot) -> ResultsScreen:
    """Play the round's last move, then press v on its results; the results are returned."""
    await play_to_the_end_of_the_round(app, pilot)
    results = app.screen
    assert isinstance(results, ResultsScreen)
    await pilot.press("v")
    await pilot.pause()
    return results


async def test_replay_at_the_results_of_a_match_in_progress_shows_the_human_seat_only():
    app = near_the_round_end(ANN_BOB)
    async with app.run_test() as pilot:
        results = await replay_asked_at_the_results(app, pilot)
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.viewpoint == 0  # Ann's view
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen) and app.screen.result == results.result


async def test_replay_at_hot_seat_results_asks_whose_view_and_cancelling_keeps_the_results():
    app = near_the_round_end([Seat.human("Ann"), Seat.human("Cy")])
    async with app.run_test() as pilot:
        results = await replay_asked_at_the_results(app, pilot)
        assert isinstance(app.screen, ChoiceScreen)
        assert "Whose replay?" in screen_text(app)
        await pilot.press("escape")  # nobody chosen: the same results again
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen) and app.screen.result == results.result
