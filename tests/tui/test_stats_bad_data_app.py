"""The statistics in the app when their file is damaged or held by another window: the player
reads what happened, the table never waits, and every finished round is counted (in a fresh
store after damage; once the other window lets go; at the next start if the app quit first).
Each bad file is made here, from a good store."""

from __future__ import annotations

import sqlite3
import subprocess
import sys

from tui.store_helpers import ANN_BOB, near_the_round_end, play_to_the_end_of_the_round
from tui.tui_helpers import quick_settings, screen_text, until

from cardtui.core import Seat
from cardtui.store import stats, stats_pending
from cardtui.store.paths import data_dir
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.replay import ReplayScreen
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.screens.stats import StatsScreen
from cardtui.tui.stats_counting import STATS_BUSY

DAMAGED = (
    "The statistics file was damaged; it was kept as stats.broken-1.db and your statistics "
    "start afresh."
)


def listen(app: CardSuiteApp, monkeypatch) -> list[str]:
    """Every notice the app shows, in order."""
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **kw: said.append(message))
    return said


def a_store_with_a_damaged_schema() -> bytes:
    """A store of one round, then one byte of its stored schema flipped (not UTF-8 any more:
    SQLite's own message about it then cannot be decoded)."""
    stats.record_round("xeri", "old", 1, [Seat.human("Ann"), Seat.bot("easy")], [9, 3], [0])
    path = stats.db_path()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(path.read_bytes())
    data[data.index(b"CREATE TABLE rounds") + 3] ^= 0x80
    path.write_bytes(bytes(data))
    return bytes(data)


async def test_the_statistics_screen_says_it_found_a_damaged_file(monkeypatch):
    damaged = a_store_with_a_damaged_schema()
    app = CardSuiteApp(settings=quick_settings())
    said = listen(app, monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        assert said == [DAMAGED]
        assert "No statistics yet." in screen_text(app)
    assert (data_dir() / "stats.broken-1.db").read_bytes() == damaged


async def test_a_round_ending_on_a_damaged_file_is_counted_in_a_fresh_one(monkeypatch):
    a_store_with_a_damaged_schema()
    app = near_the_round_end(ANN_BOB)
    said = listen(app, monkeypatch)
    async with app.run_test() as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        assert isinstance(app.screen, ResultsScreen)
        assert said == [DAMAGED]
    assert stats.rounds_counted() == 1 and stats_pending.waiting() == 0
    assert [p.rounds for p in stats.summary("xeri")] == [1, 1]


# -- another window holds the store --------------------------------------------------------
def hold_the_store() -> subprocess.Popen:
    """Another process in the middle of a write transaction on the store, until it reads a
    line (then it lets go)."""
    stats.record_round("xeri", "old", 1, [Seat.human("Ann"), Seat.bot("easy")], [9, 3], [0])
    code = (
        "import sqlite3, sys\n"
        f"conn = sqlite3.connect({str(stats.db_path())!r}, isolation_level=None)\n"
        "conn.execute('BEGIN IMMEDIATE')\n"
        "conn.execute(\"INSERT INTO meta VALUES ('held', 'yes')\")\n"
        "print('held', flush=True)\n"
        "sys.stdin.readline()\n"
        "conn.execute('ROLLBACK')\n"
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert holder.stdout.readline().strip() == "held"
    return holder


def let_go(holder: subprocess.Popen) -> None:
    holder.stdin.write("\n")
    holder.stdin.close()
    assert holder.wait(timeout=30) == 0


def ended_rounds() -> set[str]:
    with stats.connect(write=False) as conn:  # a reader never waits for the writer
        return {m for (m,) in conn.execute("SELECT match_id FROM rounds")}


async def test_a_round_ending_while_another_window_writes_is_counted_once_it_lets_go(
    monkeypatch,
):
    holder = hold_the_store()
    app = near_the_round_end(ANN_BOB)
    said = listen(app, monkeypatch)
    try:
        async with app.run_test() as pilot:
            await play_to_the_end_of_the_round(app, pilot)
            # The results show while the other window still holds the store: the round waits
            # on disk, and the table answers keys meanwhile.
            assert isinstance(app.screen, ResultsScreen) and holder.poll() is None
            assert ended_rounds() == {"old"} and stats_pending.waiting() == 1
            await until(lambda: STATS_BUSY in said, what="the notice that the round waits")
            await pilot.press("v")  # the round's replay, over the results
            await until(lambda: isinstance(app.screen, ReplayScreen), what="the replay")
            await pilot.press("escape")
            await until(lambda: isinstance(app.screen, ResultsScreen), what="the results")
            assert holder.poll() is None and stats_pending.waiting() == 1
            let_go(holder)
            await until(lambda: stats_pending.waiting() == 0, what="the round to be counted")
            await until(lambda: len(said) == 2, what="the notice that it was counted")
    finally:
        holder.kill()
    assert said == [STATS_BUSY, "1 round that was waiting was added to your statistics."]
    assert len(ended_rounds()) == 2
    assert [p.rounds for p in stats.summary("xeri")] == [2, 2]


async def test_a_round_still_waiting_when_the_app_quits_is_counted_at_the_next_start(
    monkeypatch,
):
    holder = hold_the_store()
    try:
        app = near_the_round_end(ANN_BOB)
        async with app.run_test() as pilot:
            await play_to_the_end_of_the_round(app, pilot)
            assert stats_pending.waiting() == 1
        # The closed app's thread may be in its last try, waiting for the store: let it end
        # first (it holds the pass lock meanwhile), so the next start is the one to count.
        with stats_pending._passing:
            assert holder.poll() is None and ended_rounds() == {"old"}
        let_go(holder)
    finally:
        holder.kill()
    assert stats_pending.waiting() == 1  # kept on disk, not lost with the app

    app = CardSuiteApp(settings=quick_settings())
    said = listen(app, monkeypatch)
    async with app.run_test() as pilot:
        await until(lambda: stats_pending.waiting() == 0, what="the round to be counted")
        await until(lambda: len(said) == 1, what="the notice that it was counted")
        await pilot.pause()
    assert said == ["1 round that was waiting was added to your statistics."]
    assert len(ended_rounds()) == 2


async def test_the_statistics_screen_says_which_rounds_still_wait(monkeypatch):
    holder = hold_the_store()
    waiting = stats_pending.PendingRound(
        "xeri", "late", 1, tuple(ANN_BOB), (20, 4), (0,), (), False, None, "2026-01-02T03:04:05"
    )
    stats_pending.add(waiting)
    app = CardSuiteApp(settings=quick_settings())
    said = listen(app, monkeypatch)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            await pilot.press("t")
            await until(lambda: isinstance(app.screen, StatsScreen), what="the statistics")
            assert said == [
                "1 finished round waits to be added to your statistics; it is not in these "
                "figures yet."
            ]
            assert "Ann" in screen_text(app)  # the rounds counted before are shown
            let_go(holder)
            await until(lambda: stats_pending.waiting() == 0, what="the round to be counted")
            await until(lambda: len(said) == 2, what="the notice that it was counted")
    finally:
        holder.kill()
    assert said[1] == "1 round that was waiting was added to your statistics."
    assert ended_rounds() == {"old", "late"}
