"""The terminal's BiDi put in explicit mode while cardtui orders lines, and put back on every
way out (issue 28, item 4)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from cardtui.i18n.terminal import BDSM_EXPLICIT, BDSM_IMPLICIT, explicit_bidi_mode


def read_all(fd: int) -> str:
    os.set_blocking(fd, False)
    chunks = []
    try:
        while chunk := os.read(fd, 4096):
            chunks.append(chunk)
    except (BlockingIOError, OSError):
        pass
    return b"".join(chunks).decode()


@pytest.fixture
def terminal():
    """A pseudo-terminal: (what the program writes to, what the terminal receives)."""
    main, side = os.openpty()
    stream = os.fdopen(side, "w")
    yield stream, main
    stream.close()
    os.close(main)


def test_explicit_inside_implicit_after(terminal):
    stream, main = terminal
    with explicit_bidi_mode(stream=stream):
        assert read_all(main) == BDSM_EXPLICIT == "\x1b[8l"
    assert read_all(main) == BDSM_IMPLICIT == "\x1b[8h"


def test_put_back_when_the_app_crashes(terminal):
    stream, main = terminal
    with pytest.raises(RuntimeError), explicit_bidi_mode(stream=stream):
        raise RuntimeError("a bug")
    assert read_all(main) == BDSM_EXPLICIT + BDSM_IMPLICIT


def test_nothing_sent_for_a_left_to_right_language(terminal):
    stream, main = terminal
    with explicit_bidi_mode(active=False, stream=stream):
        pass
    assert read_all(main) == ""


def test_nothing_sent_when_output_is_no_terminal(tmp_path):
    with (tmp_path / "out").open("w") as out, explicit_bidi_mode(stream=out):
        pass
    assert (tmp_path / "out").read_text() == ""


def test_the_signal_handlers_are_put_back(terminal):
    stream, _ = terminal
    before = signal.getsignal(signal.SIGTERM)
    with explicit_bidi_mode(stream=stream):
        assert signal.getsignal(signal.SIGTERM) != before
    assert signal.getsignal(signal.SIGTERM) == before


CHILD = (
    "import sys, time\n"
    "from cardtui.i18n.terminal import explicit_bidi_mode\n"
    "with explicit_bidi_mode():\n"
    "    print('ready', flush=True)\n"
    "    {inside}\n"
)


def run_child(inside: str, kill: bool = False) -> tuple[int, str]:
    main, side = os.openpty()
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD.format(inside=inside)], stdout=side, stderr=side
    )
    os.close(side)
    seen = ""
    deadline = time.monotonic() + 10
    while "ready" not in seen and time.monotonic() < deadline:
        time.sleep(0.02)
        seen += read_all(main)
    if kill:
        child.send_signal(signal.SIGTERM)
    code = child.wait(timeout=10)
    seen += read_all(main)
    os.close(main)
    return code, seen


def test_put_back_when_the_process_is_terminated():
    code, seen = run_child("time.sleep(30)", kill=True)
    assert code == -signal.SIGTERM  # it still dies of the signal, as it did before
    assert seen.index(BDSM_EXPLICIT) < seen.index(BDSM_IMPLICIT)


def test_put_back_on_sys_exit():
    code, seen = run_child("sys.exit(3)")
    assert code == 3
    assert seen.count(BDSM_IMPLICIT) == 1
