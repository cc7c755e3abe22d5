"""Root-parallel search: worker processes search the same view and their roots add up.

Fixed iterations only (repeatable); the speed-up itself is measured by ``cardtui bench``.
"""

from __future__ import annotations

import random
import threading
import time

import pytest

from cardtui import games
from cardtui.bots import parallel
from cardtui.bots.hard import HardBot, build_search, game_settings
from cardtui.bots.ismcts import RootStats


@pytest.fixture(scope="module")
def pool():
    with parallel.SearchPool(2) as started:
        yield started
    assert not any(p.is_alive() for p in started.processes)


def early_positions(name, count, seed=3):
    """(view, legal) at the first choices of seeded rounds (no endgame solver there)."""
    spec = games.get(name)
    out = []
    for k in range(count):
        state = spec.new_state(2, seed=seed + k)
        rng = random.Random(k)
        while len(state.legal_actions()) < 2:
            state.apply(rng.choice(state.legal_actions()))
        out.append((state.view(state.current_player), state.legal_actions()))
    return out


@pytest.mark.parametrize("name", ["xeri", "zirkhaki", "hidden_unders"])
def test_two_workers_choose_a_legal_move_from_their_merged_roots(pool, name):
    for view, legal in early_positions(name, 2):
        bot = HardBot.for_game(name, 5, iterations=24, pool=pool)
        action = bot.choose(view, legal, random.Random(1))
        assert action in legal
        result = bot.last
        assert result is not None and result.workers == 2
        assert result.iterations >= 24
        # every simulation of a paired search starts with one root move: visits add up
        assert sum(n for n, _ in result.stats.values()) == result.iterations


def test_the_merged_root_is_the_sum_of_the_same_searches_run_one_after_the_other(pool):
    spec = games.get("xeri")
    settings = game_settings("xeri")
    view, legal = early_positions("xeri", 1, seed=11)[0]
    default = legal[0]
    job = parallel.Job("xeri", settings, view, legal, 0, 30, 1.0, default)
    merged = pool.explore(job, random.Random(42))
    seeds = random.Random(42)
    parts = [
        build_search(spec, settings).explore(
            view, legal, random.Random(seeds.getrandbits(64)), iterations=15, default=default
        )
        for _ in range(2)
    ]
    alone = RootStats.merge(parts)
    assert merged.visits == alone.visits
    assert merged.rewards == pytest.approx(alone.rewards)
    assert merged.gains.keys() == alone.gains.keys()
    for code, acc in merged.gains.items():
        assert acc == pytest.approx(alone.gains[code])
    assert merged.iterations == sum(p.iterations for p in parts) == sum(merged.visits.values())
    assert merged.workers == 2


def test_searching_by_time_the_workers_race_on_one_board_that_holds_their_merged_gains(pool):
    view, legal = early_positions("xeri", 1, seed=11)[0]
    settings = game_settings("xeri")
    job = parallel.Job("xeri", settings, view, legal, 0, None, 0.3, legal[0])
    merged = pool.explore(job, random.Random(7))
    assert merged.workers == 2 and merged.gains
    slots = parallel.Board(pool._board, legal).slots
    raw = pool._board.get_obj()
    for code, (worlds, total, squares) in merged.gains.items():
        j = slots[code]
        assert raw[j] == worlds and raw[j + 1] == pytest.approx(total)
        assert raw[j + 2] == pytest.approx(squares)
    # fixed iterations race alone (repeatable): the board is left as it was
    before = list(raw)
    pool.explore(
        parallel.Job("xeri", settings, view, legal, 0, 20, 1.0, legal[0]), random.Random(7)
    )
    assert list(raw) == before


def test_a_board_adds_up_the_batches_of_every_worker_and_clears():
    import multiprocessing

    array = multiprocessing.Array("d", 3 * parallel.BOARD_SLOTS)
    _view, legal = early_positions("xeri", 1, seed=11)[0]
    one, two = parallel.Board(array, legal), parallel.Board(array, legal)
    a, b = legal[0].code, legal[1].code
    one({a: 0.0, b: -0.5})
    totals = two({a: 0.0, b: 0.25, "play ZZ": 1.0})  # a code of no root move is left out
    assert totals == {a: [2, 0.0, 0.0], b: [2, -0.25, 0.3125]}
    parallel.Board.clear(array)
    assert not any(array.get_obj())


def test_fixed_iterations_with_workers_repeat_for_a_seed(pool):
    spots = early_positions("zirkhaki", 3, seed=20)

    def moves():
        bot = HardBot.for_game("zirkhaki", 9, iterations=30, pool=pool)
        rng = random.Random(4)
        return [bot.choose(view, legal, rng).code for view, legal in spots]

    assert moves() == moves()


def test_a_bot_thinking_by_time_uses_the_active_pool_and_fixed_iterations_stay_home(pool):
    view, legal = early_positions("xeri", 1, seed=30)[0]
    parallel.activate(pool)
    try:
        timed = HardBot.for_game("xeri", 1, time_budget=0.2)
        timed.choose(view, legal, random.Random(1))
        assert timed.last.workers == 2
        fixed = HardBot.for_game("xeri", 1, iterations=20)
        fixed.choose(view, legal, random.Random(1))
        assert fixed.last.workers == 1  # repeatable runs keep the single-process search
    finally:
        parallel.activate(None)


def test_only_tables_with_a_hard_bot_start_workers():
    assert parallel.start_for_table("xeri", ["normal", None]) is None
    pool = parallel.start_for_table("xeri", ["hard"])
    try:
        assert parallel.current() is pool and pool.size == parallel.cores()
    finally:
        parallel.stop(pool)
    assert parallel.current() is None
    assert not any(p.is_alive() for p in pool.processes)


def test_one_worker_is_enough_and_a_dead_worker_sends_one_search_home_then_is_replaced():
    view, legal = early_positions("hidden_unders", 1, seed=40)[0]
    with parallel.SearchPool(1) as one:
        bot = HardBot.for_game("hidden_unders", 2, iterations=12, pool=one)
        assert bot.choose(view, legal, random.Random(1)) in legal
        assert bot.last.workers == 1 and one.size == 1
        first = one.processes[0]
        first.kill()
        first.join()
        # The move that finds it dead is searched here, by this process alone.
        assert bot.choose(view, legal, random.Random(1)) in legal
        assert bot.last is not None and bot.last.iterations >= 12
        assert bot.last.workers == 1 and bot.last_source == "search"
        assert one.failure is not None and not one.closed  # kept, to start new workers
        # The next one starts a new worker (a laptop woken from sleep gets its cores back).
        before = parallel.restarts()
        assert bot.choose(view, legal, random.Random(1)) in legal
        assert one.failure is None and one.restarts == 1 and parallel.restarts() == before + 1
        assert len(one.processes) == 2 and one.processes[1].is_alive()
        assert not first.is_alive()
    assert not any(p.is_alive() for p in one.processes)


def test_a_worker_that_stops_answering_mid_move_is_replaced_for_the_next_move(monkeypatch):
    # A laptop put to sleep while the bot thinks: its worker answers long after the budget.
    import os
    import signal

    grace = parallel.GRACE
    monkeypatch.setattr(parallel, "GRACE", 0.3)
    view, legal = early_positions("xeri", 1, seed=42)[0]
    with parallel.SearchPool(1) as one:
        bot = HardBot.for_game("xeri", 2, time_budget=0.2, pool=one)
        assert bot.choose(view, legal, random.Random(1)) in legal and bot.last.workers == 1
        asleep = one.processes[0]
        os.kill(asleep.pid, signal.SIGSTOP)
        assert bot.choose(view, legal, random.Random(1)) in legal  # searched here instead
        assert one.failure == "a search worker did not answer in time"
        assert not asleep.is_alive()
        monkeypatch.setattr(parallel, "GRACE", grace)  # a new worker may be slow to start
        assert bot.choose(view, legal, random.Random(1)) in legal
        assert one.restarts == 1 and one.failure is None and one.processes[-1].is_alive()
    assert not any(p.is_alive() for p in one.processes)


def test_workers_that_keep_failing_are_given_up_and_the_bot_searches_at_home():
    view, legal = early_positions("xeri", 1, seed=41)[0]
    with parallel.SearchPool(1) as one:
        bot = HardBot.for_game("xeri", 2, iterations=12, pool=one)
        for _ in range(parallel.MAX_RESTARTS + 1):
            assert bot.choose(view, legal, random.Random(1)) in legal
            one.processes[-1].kill()
            one.processes[-1].join()
            assert bot.choose(view, legal, random.Random(1)) in legal  # found dead: at home
        assert one.restarts == parallel.MAX_RESTARTS and one.failure is not None
        started = len(one.processes)
        assert bot.choose(view, legal, random.Random(1)) in legal
        assert bot.last.iterations >= 12 and len(one.processes) == started  # no new worker
    assert not any(p.is_alive() for p in one.processes)


def test_closing_the_pool_mid_search_answers_at_once_and_leaves_no_process():
    view, legal = early_positions("xeri", 1, seed=50)[0]
    workers = parallel.SearchPool(2).start(wait=True)
    bot = HardBot.for_game("xeri", 3, time_budget=20.0, pool=workers)
    answer = []
    thinker = threading.Thread(target=lambda: answer.append(bot.choose(view, legal)))
    start = time.perf_counter()
    thinker.start()
    time.sleep(0.3)
    workers.close()  # the table goes away while the bot thinks
    thinker.join(5)
    assert not thinker.is_alive() and time.perf_counter() - start < 5
    assert answer and answer[0] in legal
    assert not any(p.is_alive() for p in workers.processes)
