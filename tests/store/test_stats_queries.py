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
