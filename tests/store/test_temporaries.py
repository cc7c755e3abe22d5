"""Temporary files of writes that never finished: the next start removes them at once, however
new, while a write another window is making at that moment keeps its file and finishes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardtui.store import paths
from cardtui.tui import session

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    return tmp_path


def writer_stopped_in_the_middle(target: Path) -> subprocess.Popen:
    """Another process writing ``target`` the app's way, stopped after writing its temporary
    file and before flushing it to disk, until it reads a line."""
    code = (
        "import os, sys\n"
        f"sys.path.insert(0, {str(ROOT)!r})\n"
        "from pathlib import Path\n"
        "from cardtui.store import paths\n"
        "flush = os.fsync\n"
        "def stopped(fd):\n"
        "    print('stopped', flush=True)\n"
        "    sys.stdin.readline()\n"
        "    flush(fd)\n"
        "os.fsync = stopped\n"
        f"paths.write_json_atomic(Path({str(target)!r}), {{'from': 'the writer'}})\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout.readline().strip() == "stopped"
    return proc


def temporaries(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.glob(".*.tmp"))


def test_a_killed_writes_file_goes_at_the_next_start_and_a_live_writes_file_stays(data_dir):
    saves = data_dir / "saves"
    killed = writer_stopped_in_the_middle(saves / "killed.json")
    alive = writer_stopped_in_the_middle(saves / "alive.json")
    try:
        killed.kill()
        killed.wait()
        left = temporaries(saves)
        assert len(left) == 2 and any(n.startswith(".killed.json.") for n in left)
        assert session.tidy_up() == 1  # a second after the kill: its age does not matter
        (kept,) = temporaries(saves)
        assert kept.startswith(".alive.json.")  # another window writing it now
        alive.stdin.write("\n")
        alive.stdin.close()
        assert alive.wait(timeout=30) == 0
    finally:
        killed.kill()
        alive.kill()
    assert json.loads((saves / "alive.json").read_text()) == {"from": "the writer"}
    assert not (saves / "killed.json").exists()
    assert temporaries(saves) == []


def test_the_rounds_waiting_for_the_statistics_are_tidied_too(data_dir):
    folder = data_dir / "stats-pending"
    killed = writer_stopped_in_the_middle(folder / "abc-1.json")
    killed.kill()
    killed.wait()
    assert len(temporaries(folder)) == 1
    assert session.tidy_up() == 1 and temporaries(folder) == []
