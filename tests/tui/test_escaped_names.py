"""Terminal escapes in a player's name, from each way a name comes in on this computer: the
command line, the setup form, a save or a remembered table edited by hand, and a statistics
row written by hand. Each reaches the screens cleaned (by core's one cleaner): an escape
written raw would retitle the window or clear the screen every time the name is shown."""

from __future__ import annotations

import sqlite3
import unicodedata

import pytest
from textual.widgets import Input
from tui.store_helpers import write_raw
from tui.tui_helpers import quick_settings, screen_text, table_of

from cardtui.cli import build_parser
from cardtui.commands.join import build_plan
from cardtui.commands.play import build_launch
from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.store import stats
from cardtui.store.paths import data_dir
from cardtui.store.saves import SaveGame, load, save_path
from cardtui.tui import setup_memory
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.screens.stats import StatsScreen

# Retitle the window, ring the bell, clear the screen, a line separator, a right-to-left
# override: what is left is the printable text around them.
ESCAPED = "\x1b]0;TITLE\x07\x1b[2J\u2028Ann\u202e"
CLEAN = "]0;TITLE[2JAnn"


def safe(text: str) -> bool:
    """No control, format or separator character a terminal could act on."""
    return not any(
        unicodedata.category(ch)[0] == "C" or unicodedata.category(ch) in ("Zl", "Zp")
        for ch in text
    )


def test_a_name_on_the_command_line_is_cleaned():
    args = build_parser().parse_args(["play", "xeri", "--names", ESCAPED, "--bots", "easy"])
    assert [s.name for s in build_launch(args).setup.seats] == [CLEAN, "Bot 2"]


def test_a_name_of_escapes_only_on_the_command_line_is_refused_with_a_sentence():
    args = build_parser().parse_args(
        ["play", "xeri", "--names", "\x1b\x07\u202e", "--bots", "easy"]
    )
    with pytest.raises(ValueError, match="needs a name"):
        build_launch(args)


def test_a_name_given_to_join_is_cleaned():
    args = build_parser().parse_args(["join", "localhost:7777", "K7QXM", "--name", ESCAPED])
    assert build_plan(args).name == CLEAN


async def test_a_name_typed_in_the_setup_form_is_cleaned():
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri"))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app.screen.query_one("#seat-name-0", Input).value = ESCAPED  # pasted
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert table_of(app).match.seats[0].name == CLEAN
    assert setup_memory.recall("xeri").seats[0].name == CLEAN  # and remembered clean


def test_a_remembered_table_edited_by_hand_is_cleaned():
    write_raw(
        data_dir() / setup_memory.FILENAME,
        {
            "format": setup_memory.FORMAT,
            "games": {
                "xeri": {
                    "seats": [
                        {"kind": "human", "name": ESCAPED},
                        {"kind": "bot", "level": "easy", "name": "Bot\x1b[31m 2"},
                    ],
                    "options": {},
                }
            },
        },
    )
    seats = setup_memory.recall("xeri").seats
    assert [s.name for s in seats] == [CLEAN, "Bot[31m 2"]


def test_a_save_edited_by_hand_is_cleaned():
    match = Match(get("xeri"), [Seat.human("Ann"), Seat.bot("easy")], {}, seed=4)
    data = SaveGame.of(match, name="Sunday").to_dict()
    data["seats"][0]["name"] = ESCAPED
    data["seats"][1]["name"] = "\x1b]52;c;aGk=\x07Bob"  # would set the clipboard
    data["name"] = "Sun\x1b[2Jday"
    write_raw(save_path("Sunday"), data)
    save, loaded = load(save_path("Sunday"))
    assert [s.name for s in loaded.seats] == [CLEAN, "]52;c;aGk=Bob"]
    assert save.name == "Sun[2Jday"


def hand_written_stats_row() -> None:
    """A round counted for Ann, then her row changed by hand to a name with escapes."""
    stats.record_round("xeri", "m1", 1, [Seat.human("Ann"), Seat.bot("easy")], [12, 3], [0])
    with sqlite3.connect(stats.db_path()) as conn:
        sql = "UPDATE seat_results SET player = ? WHERE player = ?"
        conn.execute(sql, (f"human:{ESCAPED}", "human:Ann"))


def test_a_statistics_row_written_by_hand_is_cleaned_when_read():
    hand_written_stats_row()
    labels = [p.label for p in stats.summary("xeri")]
    assert labels == [CLEAN, "Bot (easy)"]


async def test_the_statistics_screen_shows_a_hand_written_name_cleaned():
    hand_written_stats_row()
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        assert app.screen.records[0].label == CLEAN
        text = screen_text(app)
        assert "TITLE" in text and safe(text.replace("\n", ""))
