"""The statistics store's queries for the Statistics screen: the latest game, and points per
round without the rounds where a move was taken back."""

import pytest

from cardtui.core import Seat
from cardtui.store import paths, stats

SARA_BOT = [Seat.human("Sara"), Seat.bot("normal")]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    return tmp_path


def test_last_played_is_the_game_of_the_latest_round():
    assert stats.last_played() is None
    stats.record_round("xeri", "a", 1, SARA_BOT, [3, 1], [0])
    stats.record_round("zirkhaki", "b", 1, SARA_BOT, [3, 1], [0])
    assert stats.last_played() == "zirkhaki"
    stats.record_round("xeri", "a", 2, SARA_BOT, [3, 1], [0])
    assert stats.last_played() == "xeri"


def test_points_series_can_leave_the_undo_rounds_out():
    for n, undo in enumerate((False, True, False, True, False), 1):
        stats.record_round("xeri", "m", n, SARA_BOT, [n * 10, 0], [0], undo_used=undo)
    every = stats.points_series("xeri", "human:Sara")
    plain = stats.points_series("xeri", "human:Sara", with_undo=False)
    assert [p.points for p in every] == [10, 20, 30, 40, 50]
    assert [p.points for p in plain] == [10, 30, 50]
    assert [p.points for p in stats.points_series("xeri", "human:Sara", 2, with_undo=False)] == [
        30,
        50,
    ]


def test_rows_stored_before_names_were_cleaned_are_one_player_with_the_new_ones():
    """Sara's first two rounds were stored under her name with a terminal bell in it (as an
    older cardtui wrote it), the later ones under the cleaned name: one player, one row."""
    import sqlite3

    stats.record_round("xeri", "m", 1, SARA_BOT, [10, 0], [0])
    stats.record_round("xeri", "m", 2, SARA_BOT, [20, 0], [0], match_winners=[0])
    with sqlite3.connect(stats.db_path()) as conn:
        sql = "UPDATE seat_results SET player = ? WHERE player = ?"
        conn.execute(sql, ("human:Sara\x07", "human:Sara"))
    stats.record_round("xeri", "n", 1, SARA_BOT, [30, 0], [0], undo_used=True, match_winners=[0])
    stats.record_round("xeri", "o", 1, SARA_BOT, [40, 0], [0])
    found = stats.summary("xeri")
    humans = [p for p in found if p.is_human]
    assert [(p.player, p.label) for p in humans] == [("human:Sara", "Sara")]
    assert (humans[0].rounds, humans[0].won, humans[0].matches_won) == (3, 3, 1)
    assert humans[0].best_streak == 3
    assert stats.players("xeri") == ["human:Sara", "bot:normal"]
    assert [p.points for p in stats.points_series("xeri", "human:Sara")] == [10, 20, 30, 40]
    rates = stats.win_rate_by_level("xeri", "human:Sara")
    assert [(r.rounds, r.won) for r in rates["normal"]] == [(1, 1), (2, 2), (3, 3)]
    assert stats.matches_with_undo("xeri")["human:Sara"] == 1
