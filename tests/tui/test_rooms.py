"""#27 One room per game: everything one game shows lives in cardtui/tui/tables/<game>/, and the
shared folders (tui/screens, tui/widgets) hold nothing named after a game."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import cardtui.games as games
from cardtui.tui import tables
from cardtui.tui.screens.table import TableScreen
from cardtui.tui.setup_fields import GameForm

TUI = Path(tables.__file__).parent.parent
SHARED = ("screens", "widgets")


def game_words() -> set[str]:
    """Every registered game's name and the words of its title ("hidden", "unders", "xeri")."""
    words = set()
    for name in games.all():
        words.add(name)
        words |= set(name.split("_"))
        words |= {w.lower() for w in re.findall(r"[A-Za-z]+", games.get(name).title)}
    return {w for w in words if len(w) > 2}


def test_no_file_in_the_shared_folders_is_named_after_a_game():
    words = game_words()
    assert {"xeri", "zirkhaki", "hidden", "unders", "hidden_unders"} <= words
    named = [
        f"{path.relative_to(TUI)}"
        for folder in SHARED
        for path in (TUI / folder).rglob("*")
        if path.is_file() and (path.stem in words or words & set(path.stem.lower().split("_")))
    ]
    assert named == []


def test_every_registered_game_has_a_room_in_its_own_folder():
    assert sorted(tables.TABLES) == sorted(games.all())
    for name in games.all():
        assert tables.TABLES[name] == f"cardtui.tui.tables.{name}"
        assert (TUI / "tables" / name / "__init__.py").is_file()
        room = tables.room(name)
        assert isinstance(room.form, GameForm)
        assert issubclass(tables.table_class(name), TableScreen)
        assert tables.unavailable_reason(name) is None


@pytest.mark.parametrize("name", ["xeri", "zirkhaki", "hidden_unders"])
def test_a_rooms_words_say_its_moves_in_sentences(name):
    room = tables.room(name)
    code = games.get(name).new_state(2, seed=1).legal_actions()[0].code
    assert room.move_words(code) != code  # a sentence, not the code
