"""Online rounds in the statistics store: only the player's own seat counts (the other seats
are their opponents), each round once, rounds a stand-in bot helped with counted apart; the
mark travels through a waiting round's file; stores and files from before the mark still load,
damaged ones are refused as before."""

from __future__ import annotations

import dataclasses
import sqlite3
from contextlib import closing

import pytest

from cardtui.core import Seat
from cardtui.store import paths, stats, stats_pending
from cardtui.store.stats_db import SCHEMA, SCHEMA_VERSION, connect
from cardtui.store.stats_online import OnlineRound, online_match_id
from cardtui.tui.screens import stats_text
from cardtui.tui.widgets.stats_table import columns_for

SERVER = "ws://cards.example:8765"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    return tmp_path


def online(seat: int, stand_in: int = 0, room: str = "K7QXM") -> OnlineRound:
    return OnlineRound(SERVER, room, seat, stand_in)


def record(mark: OnlineRound, round_no: int, seats, scores, winners, **kw) -> bool:
    return stats.record_round(
        "xeri", mark.match_id, round_no, seats, scores, winners, online=mark, **kw
    )


ANN_BOB = [Seat.human("Ann"), Seat.human("Bob")]
ANN_BOT = [Seat.human("Ann"), Seat.bot("hard", "Bot 2")]


def test_only_the_players_own_seat_counts_and_opponents_stay_opponents():
    assert record(online(0), 1, ANN_BOB, [30, 12], [0])
    assert record(online(0), 2, ANN_BOB, [5, 40], [1], match_winners=[1])
    assert record(online(0, room="ZZZZZ"), 1, ANN_BOT, [20, 10], [0], counters=[{"xeris": 2}, {}])
    assert stats.players("xeri") == ["human:Ann"]  # Bob and the bot are Ann's opponents here
    ann = stats.summary("xeri")
    assert [p.player for p in ann] == ["human:Ann"]
    a = ann[0]
    assert (a.rounds, a.won, a.points, a.matches, a.matches_won) == (3, 2, 55, 1, 0)
    assert (a.online_rounds, a.online_won, a.counters) == (3, 2, {"xeris": 2})
    rates = stats.win_rate_by_level("xeri", "human:Ann")
    assert [(r.rounds, r.won) for r in rates["hard"]] == [(1, 1)]
    assert [p.points for p in stats.points_series("xeri", "human:Ann")] == [30, 5, 20]


def test_a_round_counts_once_and_two_seats_on_one_computer_each_count_theirs():
    assert record(online(0), 1, ANN_BOB, [30, 12], [0])
    assert not record(online(0), 1, ANN_BOB, [30, 12], [0])  # heard again: a reconnection
    assert record(online(1), 1, ANN_BOB, [30, 12], [0])  # Bob plays from this computer too
    assert stats.rounds_counted() == 2
    figures = {p.player: (p.rounds, p.won, p.online_rounds) for p in stats.summary("xeri")}
    assert figures == {"human:Ann": (1, 1, 1), "human:Bob": (1, 0, 1)}
    # A same-named opponent elsewhere is not this machine's Ann.
    assert record(online(1, room="AAAAA"), 1, ANN_BOB, [50, 0], [0])
    assert {p.player: p.rounds for p in stats.summary("xeri")}["human:Ann"] == 1


def test_online_match_ids_differ_by_server_room_and_seat():
    ids = {
        online_match_id(SERVER, "K7QXM", 0),
        online_match_id(SERVER, "K7QXM", 1),
        online_match_id(SERVER, "K7QXN", 0),
        online_match_id("ws://other:8765", "K7QXM", 0),
    }
    assert len(ids) == 4 and all(len(i) <= 64 for i in ids)


def test_a_round_a_stand_in_played_for_the_player_is_counted_apart():
    record(online(0), 1, ANN_BOT, [30, 12], [0])
    record(online(0, stand_in=5), 2, ANN_BOT, [40, 1], [0])
    a = stats.summary("xeri")[0]
    assert (a.rounds, a.won, a.points, a.online_rounds) == (1, 1, 30, 1)
    assert (a.stand_in_rounds, a.stand_in_won) == (1, 1)
    assert [p.points for p in stats.points_series("xeri", "human:Ann", with_undo=False)] == [30]
    assert [p.undo_used for p in stats.points_series("xeri", "human:Ann")] == [False, True]
    assert [(r.rounds, r.won) for r in stats.win_rate_by_level("xeri", "human:Ann")["hard"]] == [
        (1, 1)
    ]
    said = stats_text.about(a)
    assert "online: won 1 of 1 round (100%)" in said
    assert "1 round online partly played by a stand-in bot, counted apart (1 won)" in said


def test_local_and_online_rounds_together_and_the_online_column():
    stats.record_round("xeri", "local", 1, ANN_BOT, [10, 30], [1])
    record(online(0), 1, ANN_BOB, [30, 12], [0])
    a = {p.player: p for p in stats.summary("xeri")}["human:Ann"]
    assert (a.rounds, a.won, a.online_rounds, a.online_won) == (2, 1, 1, 1)
    online_column = next(c for c in columns_for([], online=True) if c.key == "online")
    assert online_column.cell(a) == "1 of 1"
    assert "online" not in [c.key for c in columns_for([])]  # nobody played online: as before
    assert "won 1 of 2 rounds (50%)" in stats_text.about(a)


def test_reset_forgets_online_rounds():
    record(online(0), 1, ANN_BOB, [30, 12], [0])
    stats.reset()
    with connect(write=False) as conn:
        assert conn.execute("SELECT COUNT(*) FROM online_rounds").fetchone()[0] == 0
    assert record(online(0), 1, ANN_BOB, [30, 12], [0])  # counted again after a reset


def test_a_damaged_online_mark_leaves_its_round_out(data_dir):
    record(online(0), 1, ANN_BOB, [30, 12], [0])
    record(online(0), 2, ANN_BOB, [31, 12], [0])
    with closing(sqlite3.connect(data_dir / "stats.db")) as conn:
        conn.execute("UPDATE online_rounds SET stand_in = 'lots' WHERE round_id = 1")
        conn.commit()
    found = stats.summary("xeri")
    assert (found[0].rounds, found[0].points, found.left_out) == (1, 31, 1)


def version_two_store(path) -> None:
    """A store as cardtui wrote it before online rounds were kept: schema 2, one round."""
    old = SCHEMA.split("CREATE TABLE IF NOT EXISTS online_rounds")[0]
    with closing(sqlite3.connect(path)) as conn:
        conn.executescript(old)
        conn.execute("INSERT INTO meta VALUES ('schema', '2')")
        conn.execute(
            "INSERT INTO rounds VALUES (1, 'm', 1, 'xeri', '2026-01-01T10:00:00', 2, 0, 0)"
        )
        for row in ((0, "human:Ann", "Ann", None, 12, 1), (1, "bot:easy", "Bot", "easy", 3, 0)):
            conn.execute("INSERT INTO seat_results VALUES (1, ?, ?, ?, ?, ?, ?, NULL)", row)
        conn.execute("PRAGMA user_version = 2")
        conn.commit()


def test_a_version_two_store_keeps_its_rounds_and_gains_online_rounds(data_dir):
    version_two_store(data_dir / "stats.db")
    found = {p.player: (p.rounds, p.won) for p in stats.summary("xeri")}
    assert found == {"human:Ann": (1, 1), "bot:easy": (1, 0)}  # local rounds: every seat
    assert record(online(0), 1, ANN_BOT, [30, 12], [0])
    with connect(write=False) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    found = {p.player: (p.rounds, p.won, p.online_rounds) for p in stats.summary("xeri")}
    assert found == {"human:Ann": (2, 2, 1), "bot:easy": (1, 0, 0)}


def test_a_waiting_round_keeps_its_online_mark_and_old_files_still_load():
    mark = online(1, stand_in=2)
    pending = stats_pending.PendingRound(
        "xeri",
        mark.match_id,
        3,
        tuple(ANN_BOB),
        (12, 30),
        (1,),
        (),
        False,
        None,
        "2026-01-01T10:00:00+00:00",
        online=mark,
    )
    data = pending.to_dict()
    assert data["online"] == {"server": SERVER, "room": "K7QXM", "seat": 1, "stand_in": 2}
    assert stats_pending.PendingRound.from_dict(data) == pending
    old = {k: v for k, v in data.items() if k != "online"}  # as cardtui wrote it before
    assert stats_pending.PendingRound.from_dict(old).online is None
    local = dataclasses.replace(pending, online=None)  # a round played here: as before
    assert "online" not in local.to_dict()
    for bad in (
        {**data["online"], "seat": 2},  # no such seat
        {**data["online"], "stand_in": -1},
        {**data["online"], "server": ""},
        {**data["online"], "room": 5},
        "K7QXM",
    ):
        with pytest.raises(stats_pending.DataError):
            stats_pending.PendingRound.from_dict({**data, "online": bad})
    stats_pending.add(pending)
    done = stats_pending.count_waiting(wait=1)
    assert done is not None and done.counted == 1
    bob = stats.summary("xeri")
    assert [(p.player, p.stand_in_rounds) for p in bob] == [("human:Bob", 1)]
