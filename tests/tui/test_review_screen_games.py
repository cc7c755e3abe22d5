"""The review screen (Review (w) at the results) for Hidden Unders and Zirkhaki: a finished bot
round's costliest decisions of Ann in plain sentences, and Enter opens the replay at that move.
(Xeri goes through the results screen itself in test_results_review.py.)"""

from __future__ import annotations

import re

import pytest
from bots.review_helpers import bot_save
from tui.tui_helpers import quick_settings, screen_text, until

from cardtui.store.replay import open_to_all
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.replay import ReplayScreen
from cardtui.tui.screens.review import ReviewScreen

ROUNDS = {"hidden_unders": 4, "zirkhaki": 4}  # finished rounds with few decisions


@pytest.mark.parametrize("name", ROUNDS)
async def test_the_review_screen_lists_anns_costliest_decisions_and_opens_the_replay(name):
    save = bot_save(name, ROUNDS[name])
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        review = ReviewScreen(save, 0, 1, iterations=6)
        await app.push_screen(review)
        await until(lambda: review.result is not None, timeout=60, what="the review")
        await pilot.pause()
        text = " ".join(screen_text(app).split())  # sentences wrap on the screen
        assert "Review · round 1 · as Ann saw it" in text
        worst = review.result.worst
        assert 0 < len(worst) <= 5
        assert f"Move {worst[0].move_no}: you " in text and "Estimated cost: " in text
        assert "Enter opens the replay at that move." in text
        assert not re.search(r"\b[2-9TJQKA][SHDC]\b|\b[a-z]+\d\b", text)  # no card codes
        await pilot.press("enter")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        assert replay.viewpoint == (None if open_to_all(save) else 0)
        here = replay.steps[replay.index]
        assert (here.round_no, here.move_no, here.seat) == (1, worst[0].move_no, 0)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is review
