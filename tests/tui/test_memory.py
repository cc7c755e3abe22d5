"""Memory stays bounded: a table that is left is collected (rematches, undos, resumes), and
the move log keeps a bounded tail on screen."""

from __future__ import annotations

import gc

import pytest
from textual.color import Color
from tui.store_helpers import ANN_BOB, ONE_ROUND, human_move
from tui.tui_helpers import key, quick_settings, settle, table_app, table_of, until

from cardtui.core import Seat
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.screens.table import TableScreen
from cardtui.tui.widgets.log import MoveLog


def new_table(app, old) -> bool:
    """A table other than ``old`` is on the screen stack."""
    return any(isinstance(s, TableScreen) and s is not old for s in app.screen_stack)


def live_tables() -> list[TableScreen]:
    gc.collect()
    return [o for o in gc.get_objects() if isinstance(o, TableScreen)]


@pytest.mark.slow
async def test_tables_left_by_rematch_undo_and_resume_are_collected():
    bots = [Seat.bot("easy", "Bo"), Seat.bot("easy", "Cy")]
    app = table_app(bots, options=ONE_ROUND, seed=2)
    async with app.run_test() as pilot:
        for _ in range(3):  # rematches
            assert await settle(app, pilot, render=False) is Phase.MATCH_OVER
            table = table_of(app)
            await key(app, "r")
            await until(lambda t=table: new_table(app, t), what="the rematch")
        await settle(app, pilot, render=False)
        del table
        assert len(live_tables()) == 1

    app = table_app(ANN_BOB, seed=3)
    async with app.run_test() as pilot:
        await settle(app, pilot, render=False)
        for _ in range(3):  # undos: the same table plays on from the earlier point
            await human_move(app, pilot)
            table = table_of(app)
            moves = len(table.conductor.actions)
            await key(app, "u")
            await until(lambda t=table, n=moves: len(t.conductor.actions) < n, what="the undo")
            await settle(app, pilot, render=False)
            assert table_of(app) is table
        for _ in range(2):  # leave, then resume from the menu
            table = table_of(app)
            await pilot.press("escape", "y")
            await until(lambda: isinstance(app.screen, MenuScreen), what="the menu")
            await pilot.pause()
            await pilot.press("c")
            await until(lambda t=table: new_table(app, t), what="the resumed table")
            await settle(app, pilot, render=False)
        await human_move(app, pilot)  # and a bot answers on this table
        del table
        # Two tables were left. Textual's thread workers leave the last worker (and so its
        # screen) in the executor thread's context until that thread runs the next one: at
        # most one old table can be pinned that way, and it is freed by the next bot move.
        assert len(live_tables()) <= 2


async def test_the_move_log_keeps_a_bounded_tail():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test() as pilot:
        log = MoveLog()
        await app.screen.mount(log)
        for i in range(MoveLog.KEPT + 50):
            log.add(f"move {i}")
        await pilot.pause()
        assert len(log.lines) <= MoveLog.KEPT
        assert len(log.lines_written) == MoveLog.KEPT
        assert log.lines_written[-1] == f"move {MoveLog.KEPT + 49}"


async def test_widgets_that_are_gone_are_not_kept_by_textuals_style_cache(monkeypatch):
    """Textual's StylesCache.get_inner_outer caches on the instance (textual#6665): every
    widget ever drawn stays alive with its lines. The app empties that cache now and then."""
    from textual._styles_cache import StylesCache

    from cardtui.tui import memory

    cached = StylesCache.get_inner_outer
    calls = []
    release = memory.release_render_caches
    monkeypatch.setattr(memory, "CLEAR_EVERY", 0.05)
    monkeypatch.setattr(memory, "release_render_caches", lambda: calls.append(release()))
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test() as pilot:
        await pilot.pause()
        await until(lambda: len(calls) >= 2, what="the app to release the caches")
        cached(StylesCache(), Color(0, 0, 0), Color(1, 1, 1))
        assert cached.cache_info().currsize > 0
        release()
        assert cached.cache_info().currsize == 0
