"""A settings file with one value cardtui cannot use: that value alone goes back to its
default, the good ones stay (now and at the next start), and the notice names the setting."""

from __future__ import annotations

import json

import pytest

from cardtui.store.paths import data_dir
from cardtui.store.settings import Settings
from cardtui.tui.settings import UiSettings

# Every setting at a good value that is not its default, so "kept" cannot be the default.
GOOD = {
    "bot_delay": 0.3,
    "card_style": "ascii",
    "theme": "nord",
    "coach": True,
    "confirm_quit": False,
    "undo_between_humans": True,
    "show_tallies": True,
    "history_kept": 10,
}
# Each setting with a value of the wrong type or out of range, and its name on the screen.
BAD = [
    ("bot_delay", "fast", "Bot speed"),
    ("bot_delay", -2, "Bot speed"),
    ("card_style", "fancy", "ASCII cards"),
    ("theme", 5, "Theme"),
    ("coach", "maybe", "Coach (all games)"),
    ("confirm_quit", 3, "Ask before quitting a game"),
    ("undo_between_humans", [], "Undo between human players"),
    ("show_tallies", {"on": 1}, "Live point tallies"),
    ("history_kept", "lots", "Finished matches kept in Saves"),
    ("history_kept", -1, "Finished matches kept in Saves"),
]


def write(data: dict) -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "settings.json").write_text(json.dumps(data))


@pytest.mark.parametrize(("key", "bad", "label"), BAD)
def test_one_bad_value_is_dropped_alone_and_the_others_kept_after_a_restart(key, bad, label):
    write({**GOOD, key: bad, "from_a_newer_cardtui": 1})
    expected = Settings(**{**GOOD, key: getattr(Settings(), key)})

    first = UiSettings.load()
    assert first.stored == expected
    assert first.notice is not None
    assert f"{label} was {bad!r}" in first.notice and "your other settings are kept" in first.notice
    for other in GOOD.keys() - {key}:  # only the dropped one is named
        assert other not in first.notice

    again = UiSettings.load()  # the next start
    assert again.stored == expected and again.notice is None
    # Nothing set aside: the file was kept, without the bad value.
    assert sorted(p.name for p in data_dir().glob("settings*.json")) == ["settings.json"]
    assert json.loads((data_dir() / "settings.json").read_text())["from_a_newer_cardtui"] == 1


def test_two_bad_values_are_both_named_and_the_rest_kept():
    write({**GOOD, "bot_delay": "fast", "coach": "maybe"})
    loaded = UiSettings.load()
    assert loaded.stored == Settings(**{**GOOD, "bot_delay": 0.6, "coach": False})
    assert "Bot speed was 'fast'" in loaded.notice
    assert "Coach (all games) was 'maybe'" in loaded.notice
    assert "They were set back to the default" in loaded.notice


def test_every_setting_is_named_in_the_screens_words_when_dropped():
    """A setting added later is named as the Settings screen names it, never by its field
    name (history_kept was told as "history kept", not another value)."""
    write({name: object.__name__ for name in Settings.__dataclass_fields__})
    notice = UiSettings.load().notice or ""
    for name in Settings.__dataclass_fields__:
        assert name not in notice and name.replace("_", " ") not in notice
    assert "not another value" not in notice
