"""The command line: version, help, rules, and bad input as a sentence."""

import subprocess
import sys

import pytest

from cardtui import __version__
from cardtui.cli import main


def test_version(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.strip() == f"cardtui {__version__}"


def test_python_dash_m_help():
    out = subprocess.run(
        [sys.executable, "-m", "cardtui", "--help"], capture_output=True, text=True, check=True
    )
    assert "rules" in out.stdout and "arena" in out.stdout


def test_unknown_game_is_a_sentence_not_a_traceback(capsys):
    assert main(["rules", "poker"]) == 2
    err = capsys.readouterr().err
    assert "There is no game called 'poker'" in err
    assert "Traceback" not in err


def test_unknown_option_is_a_sentence(capsys):
    assert main(["arena", "xeri", "-o", "hand_szie=4", "--games", "1"]) == 2
    assert "no option 'hand_szie'" in capsys.readouterr().err
