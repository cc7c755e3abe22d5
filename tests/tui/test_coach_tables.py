"""The coach at the three tables (issue 26, point 1): `c` shows each move's chance to win from
the hard bot's search on the player's own view, the best marked, only for the human whose turn
it is; a round played with it is counted apart, as undo is."""

from __future__ import annotations

import pytest
from tui.tui_helpers import footer_keys, quick_settings, screen_text, settle, table_of, until

from cardtui.core import Seat
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.move_words import move_words
from cardtui.tui.widgets import MoveLog
from cardtui.tui.widgets.coach_advice import CoachAdvice
from cardtui.tui.widgets.xeri_tracker import XeriTracker

ITERATIONS = 40  # a small search: the test is about the table, not the advice's quality


def coach_app(game: str, seats: list[Seat], *, coach: bool = True, seed: int = 3, delay=0.0):
    setup = TableSetup(game, seats, {}, seed)
    settings = quick_settings(coach=coach, coach_iterations=ITERATIONS, bot_delay=delay)
    return CardSuiteApp(settings=settings, launch=Launch(game, setup, table=True))


def panel(app) -> CoachAdvice:
    return table_of(app).query_one(CoachAdvice)


async def advice_shown(app) -> CoachAdvice:
    await until(lambda: bool(panel(app).lines), what="the coach's advice")
    return panel(app)


@pytest.mark.parametrize("game", ["xeri", "hidden_unders", "zirkhaki"])
async def test_the_coach_lists_every_move_of_the_human_with_the_best_marked(game):
    app = coach_app(game, [Seat.human("Ann"), Seat.bot("easy", "Bob")])
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        shown = await advice_shown(app)
        await pilot.pause()
        words = sorted(move_words(game, a.code) for a in table.legal)
        assert sorted(line.words for line in shown.lines) == words
        assert [line.best for line in shown.lines] == [True] + [False] * (len(words) - 1)
        assert all(0.0 <= line.win <= 1.0 for line in shown.lines)
        assert shown.lines[0].why  # the top choice says why
        assert (shown.lines[0].points is None) == (game == "hidden_unders")
        text = screen_text(app)
        assert "Coach" in text and f"★ {round(100 * shown.lines[0].win):>3}%" in text
        assert not table.query_one(MoveLog).display  # the panel has the log's place


async def test_c_toggles_the_coach_and_xeri_cards_seen_moved_to_k():
    app = coach_app("xeri", [Seat.human("Ann"), Seat.bot("easy", "Bob")], coach=False)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        assert not panel(app).display and "Coach" in footer_keys(app)
        await pilot.press("c")
        assert (await advice_shown(app)).display
        assert not table.query_one(MoveLog).display
        await pilot.press("c")
        await pilot.pause()
        assert not panel(app).display and table.query_one(MoveLog).display
        await pilot.press("k")
        await pilot.pause()
        assert table.query_one(XeriTracker).display
