"""Damaged files never stop cardtui: every file of a generated corpus is refused with a
sentence (or, for names with terminal escapes, loaded with the escapes removed), the command
line's replay exits non-zero with one line, and a data folder of any shape is survived."""

from __future__ import annotations

import subprocess
import sys

import pytest
from store.corpus import ESCAPES, cleaned_saves, good_save, write_corpus

from cardtui.cli import main
from cardtui.store import paths, stats
from cardtui.store.files import clean_name, read_json
from cardtui.store.saves import SaveError, SaveGame, load
from cardtui.store.settings import load_settings, save_settings
from cardtui.tui import session


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv(paths.ENV, str(folder))
    return folder


def test_every_damaged_save_is_refused_with_a_sentence(tmp_path, request):
    corpus = write_corpus(tmp_path / "corpus", request.config.getoption("--corpus-scale"))
    assert len(corpus) > 200
    loaded = []
    for path in corpus:
        try:
            save = SaveGame.read(path)
            save.replay()
        except SaveError as exc:
            message = str(exc)
            assert message.endswith((".", ")")) and len(message) < 400, (path.name, message)
            assert "\x1b" not in message and "\n" not in message
            continue
        loaded.append(path.name)
    # Only odd-but-harmless values load: a save's title or time of another type (dropped), a
    # damaged match id (a new one), options, deck or rounds left empty (the defaults, a match
    # not started), names that are text after all ("x", "[/]"), huge names (cut short).
    harmless = ("bad-type-name-", "bad-type-saved_at-", "bad-type-match_id-")
    defaults = {
        f"bad-{label}.json"
        for label in (
            "type-options-0",
            "type-options-6",
            "type-deck-0",
            "type-rounds-5",
            "round-5",
            "seat-name-4",
            "seat-name-10",
            "huge-name",
            "seat-huge-name",
            "type-redeals-0",  # no point where cards were dealt anew: none
            "type-redeals-5",
            "type-redeals-6",
            "type-known_deal-1",  # true is a fine value
        )
    }
    odd = [n for n in loaded if not n.startswith(harmless) and n not in defaults]
    assert odd == [], odd


def test_load_moves_a_refused_file_aside_and_leaves_links_alone(tmp_path):
    corpus = write_corpus(tmp_path / "corpus", oversized=False)
    link = tmp_path / "corpus" / "link-to-good.json"
    target = tmp_path / "corpus" / "target-good.sav"
    before = target.read_bytes()
    with pytest.raises(SaveError, match="link"):
        load(link)
    assert target.read_bytes() == before  # never followed, never changed
    assert (tmp_path / "corpus" / "link-to-good.broken-1.json").is_symlink()
    assert len(corpus) > 100


def test_replay_on_the_command_line_exits_with_one_line(tmp_path, capsys):
    corpus = write_corpus(tmp_path / "corpus")
    for path in corpus:
        code = main(["replay", str(path), "--text"])
        out, err = capsys.readouterr()
        if code == 0:  # an odd-but-harmless value: the replay is printed
            assert "\x1b" not in out
            continue
        assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, (path.name, err)
        assert "\x1b" not in err
    # In a real process too, for the ones that used to hang or print a traceback.
    for name in ("a-pipe.json", "bad-deep-list.json", "link-loop-a.json"):
        done = subprocess.run(
            [sys.executable, "-m", "cardtui", "replay", str(tmp_path / "corpus" / name), "--text"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
        assert "Traceback" not in done.stderr


def test_names_with_terminal_escapes_are_shown_as_text(tmp_path, capsys):
    for label, text in cleaned_saves():
        path = tmp_path / f"{label}.json"
        path.write_text(text, encoding="utf-8")
        save = SaveGame.read(path)
        assert all("\x1b" not in s.name and "\x07" not in s.name for s in save.seats)
        assert "\x1b" not in save.name and "\x1b" not in session.describe(save)
        assert main(["replay", str(path), "--text"]) == 0
        assert "\x1b" not in capsys.readouterr().out
    assert clean_name("Ann" + ESCAPES) == "Ann]0;TITLE[2J]52;c;SGVsbG8="
    assert clean_name("x" * 10_000) == "x" * 39 + "…"
    assert clean_name(["Ann"]) == ""


def test_a_symlink_fifo_or_folder_is_never_opened(tmp_path):
    write_corpus(tmp_path / "c", oversized=False)
    for name, says in [
        ("a-pipe.json", "pipe"),
        ("a-folder.json", "folder"),
        ("link-loop-a.json", "link"),
        ("link-dangling.json", "link"),
    ]:
        with pytest.raises(ValueError, match=says):
            read_json(tmp_path / "c" / name, max_bytes=1000)


# -- the data folder, whatever it holds ------------------------------------------------------
def _everything_reads(expect_writes: bool) -> None:
    """Listing, resuming, settings and statistics all answer (with a sentence when needed)."""
    games, notices = session.unfinished_games()
    assert games == [] and all(isinstance(n, str) for n in notices)
    assert session.named_save_entries() == []
    assert session.resumable() == (None, None)
    assert isinstance(load_settings()[0], object)
    problem = session.write_autosave(good_save().new_match())
    assert (problem is None) == expect_writes
    try:
        assert stats.summary("xeri") == []
    except stats.StatsError as exc:  # a sentence for a store that cannot be opened
        assert str(exc).endswith(".")


def test_a_data_folder_that_is_a_file(data_dir):
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    data_dir.write_text("not a folder")
    assert session.tidy_up() == 0
    _everything_reads(expect_writes=False)
    with pytest.raises(OSError):
        save_settings(load_settings()[0])
    assert data_dir.read_text() == "not a folder"


@pytest.mark.parametrize("name", ["saves", "autosaves", "stats.db", "settings.json"])
@pytest.mark.parametrize("shape", ["file", "folder", "pipe", "link"])
def test_odd_things_where_cardtui_keeps_its_files(data_dir, name, shape):
    data_dir.mkdir(parents=True)
    where = data_dir / name
    if shape == "file":
        where.write_text("garbage")
    elif shape == "folder":
        where.mkdir()
    elif shape == "pipe":
        import os

        os.mkfifo(where)
    else:
        where.symlink_to(data_dir / "elsewhere")
    writes = name not in ("autosaves",) or shape == "folder"
    _everything_reads(expect_writes=writes)


def test_a_read_only_place_without_a_saves_folder(monkeypatch):
    monkeypatch.setenv(paths.ENV, "/sys/cardtui-data")  # cannot be made, even by root
    session.tidy_up()
    _everything_reads(expect_writes=False)
    assert "could not be saved" in (session.save_named(good_save().new_match(), "x")[1] or "")
