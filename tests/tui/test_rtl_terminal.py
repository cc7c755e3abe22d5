"""Right to left at the terminal's cells (issue 28, item 4): the real app, run in a
pseudo-terminal with Textual's own terminal driver, its output read by pyte (a terminal
emulator without BiDi, like most terminals and xterm.js).

A Persian sentence with a card and a Latin name, shown in the app's message dialog, must
land in the cells in reading order (right to left, the card whole, the name as typed) and
right-aligned, with the terminal switched to explicit BiDi mode (``CSI 8 l``) first and put
back (``CSI 8 h``) on the way out. With "Right-to-left text: by the terminal", the cells hold
the logical order and no BDSM is sent.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time
import unicodedata
from pathlib import Path

import pyte
import pytest

ROOT = Path(__file__).resolve().parents[2]
# "Bob won the hand with 5♠": a name, a card, Persian words around them
SENTENCE = "Bob با 5♠ دست را برد"
SHOWN_BY_CARDTUI = "درب ار تسد 5♠ اب Bob"  # read from the right: Bob first, the card whole

APP = r"""
import sys
from cardtui.store import language
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.dialogs import MessageScreen
from cardtui.tui.settings import UiSettings

language.start("fa")

class Shown(CardSuiteApp):
    def on_mount(self):
        super().on_mount()
        self.push_screen(MessageScreen("T", sys.argv[2]))
        self.set_timer(float(sys.argv[3]), self.exit)

app = Shown(settings=UiSettings(rtl_by=sys.argv[1]))
try:
    app.run()
finally:
    app.language.close()
"""


def run_in_terminal(
    rtl_by: str, tmp_path: Path, seconds: float = 2.5, kill: int | None = None
) -> bytes:
    """Everything the app wrote to its 80x24 terminal (``kill``: that signal is sent once
    the sentence is on screen)."""
    main, side = pty.openpty()
    fcntl.ioctl(side, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = dict(
        os.environ,
        TERM="xterm-256color",
        PYTHONPATH=str(ROOT),
        CARDTUI_DATA_DIR=str(tmp_path / "data"),
    )
    process = subprocess.Popen(
        [sys.executable, "-c", APP, rtl_by, SENTENCE, str(seconds)],
        stdin=side,
        stdout=side,
        stderr=side,
        env=env,
        cwd=ROOT,
        start_new_session=True,
    )
    os.close(side)
    out = b""
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([main], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(main, 65536)
                except OSError:  # the app ended and closed its side
                    break
                if not chunk:
                    break
                out += chunk
                if kill is not None and b"Bob" in out:
                    time.sleep(0.3)  # the rest of the frame
                    process.send_signal(kill)
                    kill = None
            elif process.poll() is not None:
                break
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(10)
        os.close(main)
    assert process.returncode in (0, -signal.SIGTERM), out.decode(errors="replace")[-2000:]
    return out


def cells(out: bytes) -> list[str]:
    """The screen as the last frame left it (before the app let the alternate screen go)."""
    screen = pyte.Screen(80, 24)
    end = out.rfind(b"\x1b[?1049l")
    pyte.ByteStream(screen).feed(out if end < 0 else out[:end])
    return screen.display


def plain(text: str) -> str:
    """Joined letter forms back to the letters (the cells hold the presentation forms)."""
    return "".join(unicodedata.normalize("NFKC", ch) for ch in text)


def dialog_line(lines: list[str]) -> str:
    found = [line for line in lines if "Bob" in line]
    assert len(found) == 1, "\n".join(lines)
    return found[0]


@pytest.fixture(scope="module")
def by_cardtui(tmp_path_factory) -> bytes:
    return run_in_terminal("cardtui", tmp_path_factory.mktemp("rtl"))


def test_a_persian_sentence_lands_in_reading_order(by_cardtui):
    line = dialog_line(cells(by_cardtui))
    # inside the dialog's frame (█ ... █): the text ends at the right edge of its box
    inside = line.split("█")[1]
    assert plain(inside).rstrip().endswith(SHOWN_BY_CARDTUI)
    # right-aligned: only the dialog's padding (two cells) between the text and the frame
    assert len(inside) - len(inside.rstrip()) == 2
    assert len(inside) - len(inside.lstrip()) > 20
    words = inside.split()
    assert words[-1] == "Bob" and "5♠" in words  # the name as typed, the card whole
    assert any("\ufe80" <= ch <= "\ufefc" for ch in inside)  # the letters joined


def test_the_terminal_is_in_explicit_bidi_mode_and_put_back(by_cardtui):
    explicit, implicit = by_cardtui.find(b"\x1b[8l"), by_cardtui.rfind(b"\x1b[8h")
    assert 0 <= explicit < by_cardtui.find(b"Bob") < implicit
    assert by_cardtui.count(b"\x1b[8l") == by_cardtui.count(b"\x1b[8h") == 1


def test_by_the_terminal_the_cells_hold_the_logical_order(tmp_path):
    out = run_in_terminal("terminal", tmp_path)
    inside = dialog_line(cells(out)).split("█")[1]
    assert inside.strip() == SENTENCE  # as written, left-aligned: the terminal orders it
    assert len(inside) - len(inside.lstrip()) == 2  # left-aligned, as written
    assert b"\x1b[8l" not in out and b"\x1b[8h" not in out


def test_put_back_when_the_app_is_killed(tmp_path):
    out = run_in_terminal("cardtui", tmp_path, seconds=60, kill=signal.SIGTERM)
    assert out.count(b"\x1b[8l") == out.count(b"\x1b[8h") == 1
    assert out.rfind(b"\x1b[8h") > out.rfind(b"Bob")
