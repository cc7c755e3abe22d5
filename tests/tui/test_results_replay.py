"""Replay (v) at a round's results while the match goes on: as the menu's replay does, it shows
the round only as a player at the table saw it (the match is not over), then the results again."""

from __future__ import annotations

from tui.store_helpers import ANN_BOB, play_to_the_end_of_the_round
from tui.tui_helpers import quick_settings, screen_text

from cardtui.core import Match
from cardtui.core.seats import Seat
from cardtui.games import get
from cardtui.store.saves import SaveGame
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import TableSetup
from cardtui.tui.screens.dialogs import ChoiceScreen
from cardtui.tui.screens.replay import ReplayScreen
from cardtui.tui.screens.results import ResultsScreen

TWO_ROUNDS = {"match_mode": "rounds", "rounds": 2}


async def test_replay_at_the_results_of_a_match_in_progress_shows_the_human_seat_only():
    app = near_the_round_end(ANN_BOB)
    async with app.run_test() as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        results = app.screen
        assert isinstance(results, ResultsScreen)
        await pilot.press("v")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.viewpoint == 0  # Ann's view
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen) and app.screen.result == results.result


def near_the_round_end(seats: list[Seat]) -> CardSuiteApp:
    """Sitting down again at a Xeri match of ``seats`` with one move of round 1 left (the
    moves before are replayed from the save, not played through the screen: much quicker)."""

    def first_moves(n: int) -> tuple[Match, int]:
        match, made = Match(get("xeri"), seats, TWO_ROUNDS, seed=3), 0
        while not match.state.is_over and made < n:
            match.apply(match.state.legal_actions()[0])
            made += 1
        return match, made

    _, moves = first_moves(10**6)  # all of round 1
    setup = TableSetup.from_save(SaveGame.of(first_moves(moves - 1)[0]))
    return CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", setup, table=True))


async def test_replay_at_hot_seat_results_asks_whose_view_and_cancelling_keeps_the_results():
    app = near_the_round_end([Seat.human("Ann"), Seat.human("Cy")])
    async with app.run_test() as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        results = app.screen
        assert isinstance(results, ResultsScreen)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        assert "Whose replay?" in screen_text(app)
        await pilot.press("escape")  # nobody chosen: the same results again
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen) and app.screen.result == results.result
