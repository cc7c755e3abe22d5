"""A data folder (or its saves folder) cardtui may not search, as ``chmod 000`` leaves it for
a normal user: cardtui starts, says in one sentence what is wrong and where, and plays on
without saving (as on a read-only disk). Each case runs in a process that file permissions
apply to (see unprivileged.py); the session running the tests may be root, which they do not
stop."""

from __future__ import annotations

from pathlib import Path

import pytest
from store.unprivileged import locked_base, run_probe, user_prefix

PREFIX, HOW = user_prefix()
pytestmark = pytest.mark.skipif(PREFIX is None, reason=f"no unprivileged user: {HOW}")


@pytest.fixture
def base():
    with locked_base() as path:
        yield path


def lock(base: Path, which: str) -> Path:
    """A data folder with ``which`` (the data folder itself, or saves/) set to chmod 000."""
    data = base / "data"
    (data / "saves").mkdir(parents=True)
    (data / "autosaves").mkdir()
    (data / "saves" / "old.json").write_text("{}")
    locked = data if which == "data" else data / which
    locked.chmod(0)
    return locked


@pytest.mark.parametrize(("which", "named"), [("data", "data folder"), ("saves", "saves folder")])
def test_files_of_a_folder_that_cannot_be_searched_are_nothing_and_writes_are_sentences(
    base, which, named
):
    locked = lock(base, which)
    out = run_probe("store", base / "data")
    assert "error" not in out, out
    assert out["problem"] == (
        f"cardtui cannot use its {named} {locked} (permission denied): you can play, but "
        + ("games, settings and statistics" if which == "data" else "games saved by name")
        + " will not be saved."
    )
    assert out["saves"] == 0 and out["unfinished"] == 0
    assert out["named"] and "permission denied" in out["named"]
    if which == "data":
        assert out["autosave"] and "permission denied" in out["autosave"]
        assert out["settings_notice"] is None  # the folder's sentence says it, once
    else:
        assert out["autosave"] is None  # unfinished games have their own folder


@pytest.mark.parametrize("mode", ["menu", "resume", "play"])
@pytest.mark.parametrize("which", ["data", "saves"])
def test_cardtui_resume_and_play_start_on_a_folder_that_cannot_be_searched(base, which, mode):
    locked = lock(base, which)
    out = run_probe(mode, base / "data")
    assert "error" not in out, out
    told = [s for s in out["said"] if str(locked) in s]
    assert len(told) == 1 and "permission denied" in told[0] and "you can play" in told[0]
    if mode == "play":
        assert out["screens"][-1] == "XeriTable" and out["moves"] >= 2  # the card was played
    else:
        assert out["screens"][-1] in ("MenuScreen", "MessageScreen")
