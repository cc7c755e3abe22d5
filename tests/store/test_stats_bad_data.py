"""The statistics store whatever its file holds: wrong types in number columns, flipped bytes
(in the stored schema too), a file that is no database. Every read answers or says why in a
sentence; a damaged store is moved aside with a sentence and the round that found it counts in
a fresh one. Each bad file is made here, from a good store."""

from __future__ import annotations

import random
import sqlite3

import pytest

from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.store import paths, stats, stats_pending
from cardtui.tui import session


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    return tmp_path


SEATS = [Seat.human("Sara"), Seat.bot("normal")]


def _round(match_id: str, scores=(30, 5), winners=(0,), **kw) -> None:
    kw.setdefault("counters", [{"xeris": 1}, {"xeris": 0}])
    stats.record_round("xeri", match_id, 1, SEATS, list(scores), list(winners), **kw)


def _sql(data_dir, statement: str, args=()) -> None:
    with sqlite3.connect(data_dir / "stats.db") as conn:
        conn.execute(statement, args)
    conn.close()


def _figures() -> tuple:
    sara = {p.player: p for p in stats.summary("xeri")}["human:Sara"]
    return (sara.rounds, sara.won, sara.points, sara.best, sara.matches, sara.counters)


# -- wrong types in every number column ---------------------------------------------------------
ROUND_COLUMNS = [
    ("seat_results", "points"),
    ("seat_results", "won"),
    ("seat_results", "match_won"),
    ("rounds", "match_over"),
    ("rounds", "undo_used"),
    ("counters", "value"),
]


FLAGS = {"won", "match_won", "match_over", "undo_used"}  # 0 or 1: 2 is no flag
BAD_VALUES = [
    (table, column, value)
    for table, column in ROUND_COLUMNS
    for value in ["lots", 1.5, b"\x00\xff", 10**15, *([2] if column in FLAGS else [])]
]


@pytest.mark.parametrize(("table", "column", "value"), BAD_VALUES)
def test_a_bad_value_in_a_number_column_leaves_its_round_out_and_says_so(
    data_dir, table, column, value
):
    _round("good", match_winners=[0])
    _round("bad", scores=(7, 9), winners=(1,), match_winners=[1])
    key = "round_id" if table != "rounds" else "id"
    _sql(data_dir, f"UPDATE {table} SET {column} = ? WHERE {key} = 2", (value,))
    found = stats.summary("xeri")
    assert found.left_out == 1
    assert _figures() == (1, 1, 30, 30, 1, {"xeris": 1})  # the good round alone
    # The charts leave the same round out.
    assert [p.points for p in stats.points_series("xeri", "human:Sara")] == [30]
    assert [(p.rounds, p.won) for p in stats.win_rate_by_level("xeri", "human:Sara")["normal"]] == [
        (1, 1)
    ]


@pytest.mark.parametrize("column", ["rounds", "won", "points", "best"])
@pytest.mark.parametrize("value", ["lots", 2.5, b"\xff"])
def test_a_bad_value_in_the_imported_totals_is_left_out(data_dir, column, value):
    _round("good")
    _sql(data_dir, "INSERT INTO imported VALUES ('xeri', 'humans', 4, 3, 90, 40)")
    _sql(data_dir, "INSERT INTO imported_counters VALUES ('xeri', 'humans', 'xeris', 2)")
    _sql(data_dir, f"UPDATE imported SET {column} = ?", (value,))
    _sql(data_dir, "UPDATE imported_counters SET value = ?", (value,))
    found = stats.summary("xeri")
    assert found.left_out == 2
    assert [p.player for p in found] == ["human:Sara", "bot:normal"]
    assert _figures() == (1, 1, 30, 30, 0, {"xeris": 1})


def test_text_that_is_not_utf8_leaves_its_round_out(data_dir):
    _round("good")
    _round("odd")
    _sql(
        data_dir, "UPDATE seat_results SET player = CAST(? AS TEXT) WHERE round_id = 2", (b"\xff",)
    )
    found = stats.summary("xeri")
    assert found.left_out == 1 and _figures()[0] == 1
    assert stats.players("xeri") == ["human:Sara", "bot:normal"]


# -- damaged files ------------------------------------------------------------------------------
def _store_on_disk(data_dir, rounds: int = 5) -> bytes:
    """A good store of ``rounds`` rounds, everything in the main file (no write-ahead log)."""
    for n in range(rounds):
        _round(f"old{n}")
    with sqlite3.connect(data_dir / "stats.db") as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return (data_dir / "stats.db").read_bytes()


def _finished_round(match_id: str):
    match = Match(get("xeri"), SEATS, {"match_mode": "rounds", "rounds": 1}, seed=2)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    match.__dict__["save_id"] = match_id  # as an autosave names it
    return match, match.finish_round()


def _end_a_round(match_id: str) -> str | None:
    """A round ends as at a table: it is counted (or waits), and what the player reads."""
    match, result = _finished_round(match_id)
    return session.record_round(match, result, [], undo_used=False, wait=0)


def _counted(match_id: str) -> bool:
    with stats.connect(write=False) as conn:
        row = conn.execute("SELECT 1 FROM rounds WHERE match_id = ?", (match_id,)).fetchone()
    return row is not None


def test_a_flipped_byte_in_the_stored_schema_is_said_and_the_round_still_counts(data_dir):
    good = _store_on_disk(data_dir)
    data = bytearray(good)
    data[good.index(b"CREATE TABLE rounds") + 3] ^= 0x80  # "CRE\xc1TE": not UTF-8 any more
    (data_dir / "stats.db").write_bytes(bytes(data))
    said = _end_a_round("found-it")
    assert said == (
        "The statistics file was damaged; it was kept as stats.broken-1.db and your "
        "statistics start afresh."
    )
    assert (data_dir / "stats.broken-1.db").read_bytes() == bytes(data)  # kept as it was
    assert _counted("found-it") and stats.rounds_counted() == 1
    assert stats_pending.waiting() == 0


def test_a_file_that_is_no_database_is_said_and_the_round_still_counts(data_dir):
    (data_dir / "stats.db").write_bytes(b"not a database at all" * 100)
    assert "kept as stats.broken-1.db" in _end_a_round("found-it")
    assert stats.rounds_counted() == 1


def test_a_flipped_header_version_is_damage_not_a_newer_cardtui(data_dir):
    _store_on_disk(data_dir)
    _sql(data_dir, "PRAGMA user_version = 9")  # meta still says 1: no cardtui wrote this
    with pytest.raises(stats.StatsDamaged, match=r"kept as stats\.broken-1\.db"):
        stats.summary("xeri")
    assert _end_a_round("after") is None and stats.rounds_counted() == 1


def test_a_renamed_column_is_damage(data_dir):
    _store_on_disk(data_dir)
    _sql(data_dir, "ALTER TABLE seat_results RENAME COLUMN points TO pints")
    with pytest.raises(stats.StatsDamaged):
        stats.rounds_counted()
    assert _end_a_round("after") is None and _counted("after")


@pytest.mark.parametrize("seed", range(4))
def test_random_byte_flips_never_crash_and_every_round_that_ends_counts(data_dir, seed):
    """A dozen flips per seed: half in the first page (the header and the stored schema),
    half anywhere in the file. Whatever each does, the reads answer or say why in a sentence,
    and the round that ends next is counted (in a fresh store when the old one was damaged)."""
    good = _store_on_disk(data_dir)
    rng = random.Random(seed)
    for flip in range(12):
        for leftover in data_dir.glob("stats*.db*"):
            leftover.unlink()
        data = bytearray(good)
        at = rng.randrange(4096 if flip % 2 else len(data))
        data[at] ^= 1 << rng.randrange(8)
        (data_dir / "stats.db").write_bytes(bytes(data))
        try:  # what the Statistics screen reads
            stats.last_played()
            stats.rounds_counted()
            stats.summary("xeri")
            stats.points_series("xeri", "human:Sara")
            stats.win_rate_by_level("xeri", "human:Sara")
        except stats.StatsError as exc:
            assert isinstance(exc, stats.StatsDamaged) and "kept as" in str(exc), str(exc)
        said = _end_a_round(f"new{flip}")
        assert said is None or "kept as stats.broken-" in said, said
        assert _counted(f"new{flip}"), (at, said)
        assert stats_pending.waiting() == 0


# -- the rounds waiting on disk -----------------------------------------------------------------
def test_a_damaged_waiting_round_is_set_aside_with_a_sentence(data_dir):
    folder = data_dir / stats_pending.FOLDER
    folder.mkdir()
    (folder / "abc-1.json").write_text('{"format": "cardtui-pending-round", "seats": 3}')
    (folder / "abc-2.json").write_text("{cut sh")
    said = _end_a_round("fine")
    assert "A round waiting to be counted has seats that are not players." in said
    assert "is damaged or cut short" in said
    assert sorted(p.name for p in folder.iterdir()) == [
        "abc-1.broken-1.json",
        "abc-2.broken-1.json",
    ]
    assert _counted("fine") and stats_pending.waiting() == 0


def test_a_waiting_round_another_window_took_away_meanwhile_is_no_problem(data_dir, monkeypatch):
    # Two windows count the same queue: a file listed here may be counted and removed by the
    # other one before it is read here. That is not a damaged round and says nothing.
    gone = stats_pending.pending_dir() / "0123456789ab-1.json"
    monkeypatch.setattr(stats_pending, "_waiting_files", lambda: [gone])
    done = stats_pending.count_waiting(wait=0)
    assert done is not None and done.notices == [] and done.counted == 0
