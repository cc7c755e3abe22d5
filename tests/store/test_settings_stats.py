"""Settings and statistics survive a restart; broken files fall back with a notice."""

import json

import pytest

from cardtui.core import Seat
from cardtui.store import paths
from cardtui.store.settings import Settings, load_settings, save_settings
from cardtui.store.stats import Stats, load_stats, reset_stats, save_stats


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    return tmp_path


def test_settings_default_when_missing():
    assert load_settings() == (Settings(), None)


def test_settings_round_trip():
    s = Settings().with_changes(bot_delay="0.2", card_style="ascii", coach=True)
    save_settings(s)
    assert load_settings() == (s, None)


def test_broken_settings_fall_back_with_a_notice(data_dir):
    (data_dir / "settings.json").write_text("{not json", encoding="utf-8")
    settings, notice = load_settings()
    assert settings == Settings()
    assert "could not be read" in notice


def test_bad_setting_value_falls_back(data_dir):
    (data_dir / "settings.json").write_text(json.dumps({"card_style": "emoji"}), encoding="utf-8")
    settings, notice = load_settings()
    assert settings == Settings() and notice


def test_unknown_setting_names_are_ignored(data_dir):
    (data_dir / "settings.json").write_text(json.dumps({"old_thing": 1, "coach": True}))
    assert load_settings() == (Settings(coach=True), None)


def test_stats_record_and_survive_restart():
    seats = [Seat.human("Sara"), Seat.bot("normal")]
    stats = Stats()
    stats.record_round("xeri", seats, [30, 5], [0], [{"xeris": 2}, {}])
    stats.record_round("xeri", seats, [10, 20], [1], [{"xeris": 1}, {"xeris": 1}])
    save_stats(stats)
    loaded, notice = load_stats()
    assert notice is None
    human = loaded.for_game("xeri")["human"]
    bot = loaded.for_game("xeri")["bot:normal"]
    assert (human.games, human.wins, human.points, human.best) == (2, 1, 40, 30)
    assert human.counters == {"xeris": 3} and bot.counters == {"xeris": 1}
    assert human.recent == [[1, 30], [0, 10]]
    assert human.win_rate == 0.5 and bot.average == 12.5


def test_a_drawn_round_is_no_win():
    stats = Stats()
    stats.record_round("xeri", [Seat.human("A"), Seat.human("B")], [12, 12], [0, 1])
    assert stats.for_game("xeri")["human"].wins == 0


def test_reset_and_broken_stats(data_dir):
    stats = Stats()
    stats.record_round("xeri", [Seat.human("A"), Seat.human("B")], [1, 2], [1])
    save_stats(stats)
    reset_stats()
    assert load_stats()[0].records == {}
    (data_dir / "stats.json").write_text("[1, 2]")
    fresh, notice = load_stats()
    assert fresh.records == {} and "could not be read" in notice


def test_atomic_write_leaves_old_file_when_interrupted(data_dir, monkeypatch):
    target = data_dir / "x.json"
    paths.write_json_atomic(target, {"a": 1})

    def boom(*args):
        raise OSError("disk pulled out")

    monkeypatch.setattr(paths.os, "replace", boom)
    with pytest.raises(OSError):
        paths.write_json_atomic(target, {"a": 2})
    assert json.loads(target.read_text()) == {"a": 1}
    assert [p.name for p in data_dir.iterdir()] == ["x.json"]  # no temporary left behind


def test_move_aside_never_overwrites(data_dir):
    for _ in range(2):
        f = data_dir / "autosave.json"
        f.write_text("x")
        paths.move_aside(f)
    names = sorted(p.name for p in data_dir.iterdir())
    assert names == ["autosave.broken-1.json", "autosave.broken-2.json"]
