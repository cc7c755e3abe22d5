"""Review (w) at a round's results against bots: the coach's costliest decisions of the
player, from their own view, and Enter opens the replay at that move (as they saw it)."""

from __future__ import annotations

import re

from tui.store_helpers import ANN_BOB, near_the_round_end, play_to_the_end_of_the_round
from tui.tui_helpers import footer_keys, screen_text, until

from cardtui.core.seats import Seat
from cardtui.tui.screens import review as review_module
from cardtui.tui.screens.replay import ReplayScreen
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.screens.review import ReviewScreen


async def test_review_at_the_results_lists_decisions_and_opens_the_replay_there(monkeypatch):
    monkeypatch.setattr(review_module, "ITERATIONS", 40)  # a quick coach for the test
    app = near_the_round_end(ANN_BOB)
    async with app.run_test(size=(110, 36)) as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        results = app.screen
        assert isinstance(results, ResultsScreen)
        assert "Review" in screen_text(app)
        await pilot.press("w")
        await pilot.pause()
        review = app.screen
        assert isinstance(review, ReviewScreen) and review.seat == 0
        await until(lambda: review.result is not None, timeout=60, what="the review")
        await pilot.pause()
        text = screen_text(app)
        assert "Review · round 1 · as Ann saw it" in text
        worst = review.result.worst
        assert worst and len(worst) <= 5
        assert review.result.decisions >= len(worst)
        costs = [r.cost for r in worst]
        assert costs == sorted(costs, reverse=True)
        assert f"Move {worst[0].move_no}: you " in text and "Estimated cost: " in text
        assert not re.search(r"\bplay [2-9TJQKA][SHDC]\b", text)
        await pilot.press("enter")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.viewpoint == 0  # not over: Ann's view
        here = replay.steps[replay.index]
        assert (here.round_no, here.move_no, here.seat) == (1, worst[0].move_no, 0)
        assert f"move {worst[0].move_no} of " in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is review
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is results


async def test_no_review_at_hot_seat_results():
    app = near_the_round_end([Seat.human("Ann"), Seat.human("Cy")])
    async with app.run_test() as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        assert isinstance(app.screen, ResultsScreen)
        assert "Review" not in footer_keys(app) and "Review (w)" not in screen_text(app)
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen)
