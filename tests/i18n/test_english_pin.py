"""Every test starts in English, Latin digits off, right-to-left ordered by cardtui, whatever
the shell's locale (tests/conftest.py), and a test that changes them leaves nothing behind."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cardtui.i18n import current_language, latin_digits, set_language, set_latin_digits
from cardtui.store import language
from cardtui.tui.rtl_lines import _arranging, set_arranged_by_cardtui


def start_state() -> tuple:
    return (current_language(), latin_digits(), _arranging.by_cardtui, language.one_run.code)


@pytest.mark.parametrize("round_", [1, 2])
def test_each_test_starts_in_english_and_may_change_everything(round_):
    assert start_state() == ("en", False, True, None)
    assert os.environ["LANG"] == "C.UTF-8"
    assert not {"LC_ALL", "LC_MESSAGES", "LANGUAGE"} & os.environ.keys()
    set_language("fa")  # changed here; the next round starts clean again
    set_latin_digits(True)
    set_arranged_by_cardtui(False)
    language.one_run.code = "qps"


def test_a_cardtui_started_by_a_test_speaks_english(tmp_path):
    code = "from cardtui.store import language; print(language.start(None))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "en"
