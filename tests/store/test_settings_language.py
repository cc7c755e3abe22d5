"""The Language, Digits and Right-to-left text settings in the store (issue 28): saved and read
back, a bad value dropped alone with a sentence in the screen's words, and the pseudo-language
never saved (it is for `cardtui --lang qps`)."""

from __future__ import annotations

import json

import pytest

from cardtui.core.errors import OptionError
from cardtui.store.paths import data_dir
from cardtui.store.settings import Settings, read_settings, save_settings


def write(data: dict) -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "settings.json").write_text(json.dumps(data))


def test_defaults_follow_the_system_with_its_digits_ordered_by_cardtui():
    s = Settings()
    assert (s.language, s.latin_digits, s.rtl_by) == ("", False, "cardtui")


def test_saved_and_read_back_with_the_others_kept():
    write({"theme": "nord"})
    save_settings(
        Settings(language="fa", latin_digits=True, rtl_by="terminal"),
        changed=("language", "latin_digits", "rtl_by"),
    )
    saved, notice, broken = read_settings()
    assert (saved.language, saved.latin_digits, saved.rtl_by) == ("fa", True, "terminal")
    assert saved.theme == "nord" and notice is None and not broken


@pytest.mark.parametrize(
    ("key", "bad", "label"),
    [
        ("language", "qps", "Language"),  # the pseudo-language is for one run only
        ("language", "klingon", "Language"),
        ("language", 5, "Language"),
        ("latin_digits", "yes", "Digits"),
        ("rtl_by", "screen", "Right-to-left text"),
    ],
)
def test_a_bad_value_is_dropped_alone_with_a_sentence(key, bad, label):
    write({"language": "el", "latin_digits": True, "rtl_by": "terminal", key: bad})
    saved, notice, _broken = read_settings()
    assert getattr(saved, key) == getattr(Settings(), key)
    assert notice is not None and f"{label} was {bad!r}" in notice
    kept = {"language": "el", "latin_digits": True, "rtl_by": "terminal"}
    for other, value in kept.items():
        if other != key:
            assert getattr(saved, other) == value


def test_changing_to_a_bad_value_is_refused_with_a_sentence():
    with pytest.raises(OptionError, match="en, fa, ar, bn, el"):
        Settings().with_changes(language="xx")
