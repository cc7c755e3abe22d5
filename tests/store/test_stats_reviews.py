"""Progress in the statistics store: each human's review of a round against bots kept once
(schema 2's reviews table, which a version-1 store gains when opened), read back oldest first
with the rounds counted apart marked; and Hidden Unders' times Shithead (R17, play to the last)
counted with the round."""

from __future__ import annotations

import random
import sqlite3
from contextlib import closing

import pytest

from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.store import paths, stats
from cardtui.store.stats_db import SCHEMA, SCHEMA_VERSION, connect
from cardtui.store.stats_reviews import moving_average, progress, record_review, reviews_kept
from cardtui.tui import session

ANN = Seat.human("Ann")
ANN_BOT = [ANN, Seat.bot("normal")]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    return tmp_path


def version_one_store(path) -> None:
    """A store as cardtui wrote it before reviews were kept: schema 1, one round."""
    old = SCHEMA.split("CREATE TABLE IF NOT EXISTS reviews")[0]
    with closing(sqlite3.connect(path)) as conn:
        conn.executescript(old)
        conn.execute("INSERT INTO meta VALUES ('schema', '1')")
        conn.execute(
            "INSERT INTO rounds VALUES (1, 'm', 1, 'xeri', '2026-01-01T10:00:00', 2, 0, 0)"
        )
        conn.execute(
            "INSERT INTO seat_results VALUES (1, 0, 'human:Ann', 'Ann', NULL, 12, 1, NULL)"
        )
        conn.execute("PRAGMA user_version = 1")
        conn.commit()


def test_a_version_one_store_gains_the_reviews_table_and_keeps_its_rounds(data_dir):
    version_one_store(data_dir / "stats.db")
    assert stats.rounds_counted() == 1
    assert [(r.label, r.rounds, r.won) for r in stats.summary("xeri")] == [("Ann", 1, 1)]
    assert reviews_kept() == 0
    assert record_review("xeri", "m", 1, 0, ANN, 9, 0.04, apart=False, iterations=400)
    with connect(write=False) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()[0] == str(
            SCHEMA_VERSION
        )
    assert [p.decisions for p in progress("xeri", "human:Ann")] == [9]


def test_a_review_is_kept_once_per_round_and_seat():
    assert record_review("xeri", "m", 1, 0, ANN, 9, 0.04, apart=False, iterations=400)
    # A second pass (the Review screen, a second window) keeps the first figures.
    assert not record_review("xeri", "m", 1, 0, ANN, 9, 0.5, apart=False, iterations=800)
    assert reviews_kept("xeri") == 1
    assert [p.cost for p in progress("xeri", "human:Ann")] == [0.04]


def test_progress_is_oldest_first_marks_rounds_apart_and_skips_rounds_without_a_choice():
    costs = [0.08, 0.06, 0.0, 0.05, 0.02]
    for n, cost in enumerate(costs, 1):
        at = f"2026-01-0{n}T10:00:00"
        decisions = 0 if n == 3 else 10  # nothing to choose in round 3: nothing to judge
        record_review(
            "xeri", "m", n, 0, ANN, decisions, cost, apart=n == 4, iterations=400, played_at=at
        )
    record_review("zirkhaki", "z", 1, 0, ANN, 5, 0.3, apart=False, iterations=400)
    record_review("xeri", "m", 1, 1, Seat.human("Cy"), 5, 0.3, apart=False, iterations=400)
    points = progress("xeri", "human:Ann")
    assert [(p.cost, p.apart) for p in points] == [
        (0.08, False),
        (0.06, False),
        (0.05, True),
        (0.02, False),
    ]
    assert moving_average(points, 2) == pytest.approx([0.08, 0.07, 0.055, 0.035])


def test_a_review_row_with_a_value_out_of_shape_is_left_out(data_dir):
    record_review("xeri", "m", 1, 0, ANN, 10, 0.05, apart=False, iterations=400)
    record_review("xeri", "m", 2, 0, ANN, 10, 0.03, apart=False, iterations=400)
    with closing(sqlite3.connect(data_dir / "stats.db")) as conn:
        conn.execute("UPDATE reviews SET average_cost = 'lots' WHERE round_no = 1")
        conn.commit()
    assert [p.cost for p in progress("xeri", "human:Ann")] == [0.03]


def test_reset_forgets_the_reviews_too():
    record_review("xeri", "m", 1, 0, ANN, 10, 0.05, apart=False, iterations=400)
    stats.reset()
    assert reviews_kept() == 0


def test_r17_the_player_left_holding_cards_is_counted_as_the_shithead():
    seats = [ANN, Seat.bot("easy"), Seat.bot("easy")]
    match = Match(get("hidden_unders"), seats, {"end_condition": "play_to_last"}, seed=1)
    rng = random.Random(1)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    history = session.round_history(match)
    result = match.finish_round()
    assert result.detail["ranking"][-1] == [0]  # Ann was left holding cards
    counters = session.round_counters(match, history, result)
    assert [c["shitheads"] for c in counters] == [1, 0, 0]
    assert session.record_round(match, result, history) is None
    ann = stats.summary("hidden_unders")[0]
    assert (ann.label, ann.counters["shitheads"]) == ("Ann", 1)


def test_the_first_out_ending_names_no_shithead():
    match = Match(get("hidden_unders"), [ANN, Seat.bot("easy")], {}, seed=2)
    rng = random.Random(2)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    history = session.round_history(match)
    result = match.finish_round()
    assert session.round_loser(result) is None
    assert [c["shitheads"] for c in session.round_counters(match, history, result)] == [0, 0]


def test_a_version_one_store_on_a_read_only_disk_still_shows_its_rounds(data_dir, monkeypatch):
    version_one_store(data_dir / "stats.db")
    real_connect = sqlite3.connect

    def read_only(path, *args, **kwargs):  # SQLite's own read-only open, as on a read-only disk
        if str(path) == str(data_dir / "stats.db"):
            return real_connect(f"file:{path}?mode=ro", *args, uri=True, **kwargs)
        return real_connect(path, *args, **kwargs)

    monkeypatch.setattr("cardtui.store.stats_db.sqlite3.connect", read_only)
    assert stats.rounds_counted() == 1
    assert [(r.label, r.rounds, r.won) for r in stats.summary("xeri")] == [("Ann", 1, 1)]
    assert reviews_kept() == 0 and progress("xeri", "human:Ann") == []
    monkeypatch.undo()
    with closing(sqlite3.connect(data_dir / "stats.db")) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1  # left as it was
