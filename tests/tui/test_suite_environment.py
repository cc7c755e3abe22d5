"""The suite sets its own terminal (tests/conftest.py): a newcomer's plain shell, with NO_COLOR
set or animations on, sees the same screens as CI."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cardtui.tui.app import CardSuiteApp

# The checkout under test: its child processes import this cardtui first.
ROOT = Path(__file__).resolve().parents[2]


def test_apps_under_test_run_with_animations_off_and_colour_on():
    assert os.environ.get("TEXTUAL_ANIMATIONS") == "none"
    assert "NO_COLOR" not in os.environ
    assert CardSuiteApp().animation_level == "none"


def test_a_shell_with_animations_on_and_no_colour_still_gets_the_suites_terminal(tmp_path):
    """Run one snapshot-free check in a child pytest started from a 'noisy' shell: conftest
    must override what the shell set."""
    probe = tmp_path / "test_probe.py"
    probe.write_text(
        "import os\n"
        "from cardtui.tui.app import CardSuiteApp\n"
        "def test_probe():\n"
        "    assert os.environ.get('TEXTUAL_ANIMATIONS') == 'none'\n"
        "    assert 'NO_COLOR' not in os.environ\n"
        "    assert CardSuiteApp().animation_level == 'none'\n"
    )
    # PYTHONPATH: whatever an editable install elsewhere points at (another checkout's
    # install once broke this test), the child imports the cardtui under test.
    env = {**os.environ, "TEXTUAL_ANIMATIONS": "full", "NO_COLOR": "1", "PYTHONPATH": str(ROOT)}
    tests_dir = os.path.dirname(os.path.dirname(__file__))
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-n",
            "0",
            "-p",
            "no:cacheprovider",
            "--confcutdir",
            tests_dir,
            "--rootdir",
            tests_dir,
            "-c",
            os.devnull,
            "-p",
            "conftest",
            str(probe),
        ],
        cwd=tests_dir,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
