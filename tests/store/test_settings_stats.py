"""Settings and statistics survive a restart; broken files fall back with a notice; two
writers never lose each other's changes."""

import json

import pytest

from cardtui.core import Seat
from cardtui.store import paths, stats
from cardtui.store.settings import Settings, load_settings, save_settings
from cardtui.store.stats_import import migrate_json


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
    assert "not complete JSON" in notice


@pytest.mark.parametrize(
    "bad",
    [{"bot_delay": 10**400}, {"bot_delay": "nan"}, {"bot_delay": -1}, {"card_style": "emoji"}],
)
def test_a_bad_value_falls_back_alone_and_the_good_ones_are_kept(data_dir, bad):
    (data_dir / "settings.json").write_text(json.dumps({"coach": True, **bad}))
    settings, notice = load_settings()
    assert settings == Settings(coach=True) and "cannot use" in notice


def test_unknown_setting_names_are_ignored(data_dir):
    (data_dir / "settings.json").write_text(json.dumps({"old_thing": 1, "coach": True}))
    assert load_settings() == (Settings(coach=True), None)


def test_settings_are_merged_key_by_key(data_dir):
    """Two windows: each writes only what it changed, over what the other wrote."""
    first = Settings().with_changes(coach=True)
    second = Settings().with_changes(card_style="ascii")
    save_settings(first, {"coach"})
    merged = save_settings(second, {"card_style"})
    assert merged == Settings(coach=True, card_style="ascii")
    assert load_settings()[0] == merged


def _round(match_id="m1", round_no=1, scores=(30, 5), winners=(0,), **kw):
    seats = [Seat.human("Sara"), Seat.bot("normal")]
    return stats.record_round("xeri", match_id, round_no, seats, list(scores), list(winners), **kw)


def test_stats_record_and_survive_restart():
    assert _round(counters=[{"xeris": 2}, {}])
    assert _round(round_no=2, scores=(10, 20), winners=(1,), counters=[{"xeris": 1}, {"xeris": 1}])
    sara, bot = stats.summary("xeri")
    assert (sara.player, sara.rounds, sara.won, sara.points, sara.best) == (
        "human:Sara",
        2,
        1,
        40,
        30,
    )
    assert sara.counters == {"xeris": 3} and bot.counters == {"xeris": 1}
    assert sara.recent == [(True, 30), (False, 10)]
    assert sara.win_rate == 0.5 and bot.average == 12.5 and bot.label == "Bot (normal)"


def test_a_round_is_counted_once_per_match():
    assert _round()
    assert not _round()  # a second window (or a resumed game) ending the same round
    assert stats.rounds_counted() == 1
    assert _round(match_id="m2")
    assert stats.rounds_counted("xeri") == 2


def test_matches_streaks_undo_rounds_and_series():
    outcomes = [(0,), (0,), (1,), (0,), (0,), (0,)]
    for n, winners in enumerate(outcomes, 1):
        last = n == len(outcomes)
        _round(round_no=n, winners=winners, match_winners=[0] if last else None)
    _round(match_id="m2", undo_used=True)
    sara = stats.summary("xeri")[0]
    assert (sara.rounds, sara.won, sara.streak, sara.best_streak) == (6, 5, 3, 3)
    assert (sara.matches, sara.matches_won) == (1, 1)
    assert (sara.undo_rounds, sara.undo_won) == (1, 1)
    series = stats.points_series("xeri", "human:Sara")
    assert len(series) == 7 and series[-1].undo_used and not series[0].undo_used
    rates = stats.win_rate_by_level("xeri", "human:Sara")
    assert list(rates) == ["normal"]
    assert [(p.rounds, p.won) for p in rates["normal"]][-1] == (6, 5)  # undo round left out
    assert stats.players("xeri") == ["human:Sara", "bot:normal"]


def test_a_drawn_round_is_no_win():
    stats.record_round("xeri", "d", 1, [Seat.human("A"), Seat.human("B")], [12, 12], [0, 1])
    assert [p.won for p in stats.summary("xeri")] == [0, 0]


def test_two_humans_are_kept_apart():
    seats = [Seat.human("Ann"), Seat.human("Sara")]
    stats.record_round("xeri", "h", 1, seats, [20, 5], [0])
    assert [(p.label, p.won) for p in stats.summary("xeri")] == [("Ann", 1), ("Sara", 0)]


def test_reset_and_a_damaged_store(data_dir):
    _round()
    stats.reset()
    assert stats.summary("xeri") == []
    (data_dir / "stats.db").write_bytes(b"not a database at all" * 100)
    with pytest.raises(stats.StatsError, match="damaged"):
        stats.summary("xeri")
    assert (data_dir / "stats.broken-1.db").exists()
    assert _round()  # starts afresh


def test_old_stats_json_is_imported_once_and_moved_aside(data_dir):
    old = {
        "xeri": {
            "human": {"games": 4, "wins": 3, "points": 90, "best": 40, "counters": {"xeris": 2}},
            "bot:normal": {"games": 4, "wins": 1, "points": 50, "best": 20},
            "bot:odd": {"games": 1},
        },
        "zirkhaki": {"human": {"games": 2, "wins": "x"}},
        "poker": {},
    }
    (data_dir / "stats.json").write_text(json.dumps(old))
    notice = migrate_json()
    assert "brought over (2 records)" in notice and "3 records with odd values" in notice
    assert not (data_dir / "stats.json").exists()
    assert (data_dir / "stats.imported-1.json").exists()
    _round()
    humans, sara, bot = (
        {p.player: p for p in stats.summary("xeri")}[k]
        for k in ("humans", "human:Sara", "bot:normal")
    )
    assert (humans.label, humans.rounds, humans.won, humans.counters) == (
        "Humans (before names were kept)",
        4,
        3,
        {"xeris": 2},
    )
    assert (sara.rounds, bot.rounds, bot.points) == (1, 5, 55)
    assert migrate_json() is None  # once


@pytest.mark.parametrize(
    "text", ['{"xeri": {"human": {"best": Infinity}}}', "[1, 2]", "[" * 5000, "x" * 10]
)
def test_a_broken_old_stats_file_is_set_aside_with_a_notice(data_dir, text):
    (data_dir / "stats.json").write_text(text)
    notice = migrate_json()
    assert "not imported" in notice and "stats.broken-1.json" in notice
    assert stats.summary("xeri") == []


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
