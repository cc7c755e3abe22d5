"""A table with a hard bot: its search runs in worker processes started for the table; the app
answers keys while the bot thinks, and leaving (or quitting) leaves no process behind."""

from __future__ import annotations

import time

from tui.tui_helpers import table_app, table_of, until

from cardtui.core import Seat
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.rules import RulesScreen


async def test_a_hard_bot_thinks_in_workers_and_quitting_stops_them():
    app = table_app([Seat.bot("hard", "Deep"), Seat.human("Ann")], seed=1)
    async with app.run_test() as pilot:
        table = table_of(app)
        pool = table._search_pool
        assert pool is not None and pool.size >= 1
        bot = table.conductor.bots[0]
        bot.time_budget = 60.0  # it is still thinking when the player quits
        await until(lambda: table.conductor.phase in (Phase.THINKING, Phase.HUMAN))
        if table.conductor.phase is Phase.HUMAN:  # Ann leads: play, then the bot thinks
            await pilot.pause()
            await pilot.press("1")
            await until(lambda: table.conductor.phase is Phase.THINKING)
        await pilot.press("question_mark")  # the rules open while the bot is thinking
        assert isinstance(app.screen, RulesScreen)
        assert table.conductor.phase is Phase.THINKING
        await pilot.press("escape")
        await until(lambda: len(pool.processes) == pool.size)
        processes = pool.processes
        assert all(p.is_alive() for p in processes)
        quit_at = time.monotonic()
    assert time.monotonic() - quit_at < 10  # the minute of thinking was given up at once
    assert not any(p.is_alive() for p in processes)
    assert bot.last_source == "cancelled"
