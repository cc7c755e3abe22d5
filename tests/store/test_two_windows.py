"""Two cardtui processes on one data folder each play rounds at the same time: statistics count
every round exactly and both unfinished games stay resumable. A process killed in the middle
of its saves leaves only good saves, and the temporary files go at the next start."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtui.store import claims, paths, stats
from cardtui.store.paths import autosaves_dir
from cardtui.store.saves import SaveGame
from cardtui.tui import session

WRITER = Path(__file__).with_name("writer_process.py")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path / "data"))
    return tmp_path / "data"


def writer(rounds: int, seed: int, *extra: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, str(WRITER), str(rounds), str(seed), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_two_processes_count_every_round_and_keep_both_games():
    first, second = writer(12, 1), writer(12, 2)
    for proc in (first, second):
        out, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err
        assert out.split()[-1] == "12"
    assert stats.rounds_counted("xeri") == 24
    games, notices = session.unfinished_games()
    assert notices == []
    assert len(games) == 2  # each window's last game, neither written over
    assert {g.save.seats[0].name for g in games} == {"Ann1", "Ann2"}
    for game in games:
        assert not game.save.replay().is_over
    totals = {p.player: p.rounds for p in stats.summary("xeri")}
    assert totals["bot:easy"] == 24 and totals["human:Ann1"] + totals["human:Ann2"] == 24


def test_a_process_killed_while_saving_leaves_good_saves_and_no_temporaries(request):
    rng = random.Random(7)
    committed = 0
    for n in range(request.config.getoption("--kills")):
        proc = writer(0, 100 + n, "--forever")
        time.sleep(0.4 + rng.random() * 0.4)  # start-up, then some saves
        proc.send_signal(signal.SIGKILL)
        out, _err = proc.communicate()
        committed += out.count("counted")
        for path in autosaves_dir().glob("*.json"):
            SaveGame.read(path).replay()  # every save there is whole and replays
        assert stats.rounds_counted() >= committed  # every committed round is there
    session.tidy_up()  # at once: no writer holds them any more, whatever their age
    assert not list(autosaves_dir().glob(".*.tmp"))
    with stats.connect(write=False) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_game_held_by_another_process_is_not_written_here_until_it_ends(data_dir):
    root = Path(__file__).resolve().parents[2]
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import sys, time; sys.path.insert(0, {str(root)!r}); "
            "from cardtui.store.claims import claim; "
            "assert claim('abcdef012345'); print('held', flush=True); time.sleep(60)",
        ],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, paths.ENV: str(data_dir)},
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        assert claims.open_elsewhere("abcdef012345")
        assert not claims.claim("abcdef012345")
    finally:
        holder.kill()  # a killed window never leaves its game locked
        holder.wait()
    assert not claims.open_elsewhere("abcdef012345")
    assert claims.claim("abcdef012345")
    claims.release("abcdef012345", forget=True)
