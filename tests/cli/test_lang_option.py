"""`cardtui --lang CODE` (issue 28): this run only, never saved; --lang, then the saved
Language setting, then the locale (LC_ALL, LC_MESSAGES, LANG), then English; every command
runs in it; an unknown code is one sentence listing the codes, exit 2, nothing started."""

from __future__ import annotations

import json

import pytest

from cardtui import cli
from cardtui.commands import rules
from cardtui.i18n import current_language, latin_digits
from cardtui.store import language
from cardtui.store.paths import data_dir


@pytest.fixture
def spoken(monkeypatch):
    """What language the command ran in (the rules command stands for every command)."""
    heard: list[tuple[str, bool]] = []

    def run(args) -> int:
        heard.append((current_language(), latin_digits()))
        return 0

    monkeypatch.setattr(rules, "run", run)
    return heard


def saved(data: dict) -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "settings.json").write_text(json.dumps(data))


def test_lang_is_for_this_run_and_not_saved(spoken):
    assert cli.main(["--lang", "el", "rules", "xeri"]) == 0
    assert spoken == [("el", False)]
    assert not (data_dir() / "settings.json").exists()


def test_lang_after_the_command_and_with_an_equals_sign(spoken):
    assert cli.main(["rules", "xeri", "--lang=bn"]) == 0
    assert cli.main(["rules", "--lang", "fa", "xeri"]) == 0
    assert [code for code, _latin in spoken] == ["bn", "fa"]


def test_the_pseudo_language_only_from_the_command_line(spoken):
    assert cli.main(["--lang", "qps", "rules", "xeri"]) == 0
    assert spoken == [("qps", False)]


@pytest.mark.parametrize("argv", [["--lang", "xx"], ["--lang"], ["--lang=", "rules", "xeri"]])
def test_an_unknown_code_is_one_sentence_and_nothing_starts(argv, capsys, monkeypatch):
    def never(*args, **kwargs):
        raise AssertionError("started")

    monkeypatch.setattr(cli, "open_menu", never)
    monkeypatch.setattr(rules, "run", never)
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "en, fa, ar, bn, el" in err and err.startswith("cardtui: ")


def test_precedence_lang_then_saved_then_locale_then_english(spoken, monkeypatch):
    monkeypatch.setenv("LANG", "el_GR.UTF-8")
    cli.main(["rules", "xeri"])  # nothing saved: the locale
    saved({"language": "fa", "latin_digits": True})
    cli.main(["rules", "xeri"])  # the saved setting, with its digits
    cli.main(["--lang", "bn", "rules", "xeri"])  # --lang over both
    monkeypatch.setenv("LC_MESSAGES", "ar_EG.UTF-8")
    saved({})
    cli.main(["rules", "xeri"])  # LC_MESSAGES before LANG
    monkeypatch.setenv("LC_ALL", "C")
    cli.main(["rules", "xeri"])  # LC_ALL=C: English
    assert spoken == [("el", False), ("fa", True), ("bn", True), ("ar", False), ("en", False)]


def test_a_broken_settings_file_still_runs_in_the_locale(spoken, monkeypatch):
    monkeypatch.setenv("LANG", "el_GR.UTF-8")
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "settings.json").write_text("{broken")
    assert cli.main(["rules", "xeri"]) == 0
    assert spoken == [("el", False)]


def test_take_option_leaves_the_rest():
    assert language.take_option(["--resume", "--lang", "fa"]) == (["--resume"], "fa")
    assert language.take_option(["replay", "x", "--", "--lang"]) == (
        ["replay", "x", "--", "--lang"],
        None,
    )


def test_help_names_the_option(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "--lang CODE" in capsys.readouterr().out
