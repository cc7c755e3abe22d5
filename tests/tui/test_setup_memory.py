"""The form remembers the last table set up for each game, across a restart; a new game after
a match opens the form filled in; nothing odd in the remembered file stops the form."""

from __future__ import annotations

import json
import os

import pytest
from textual.widgets import Input, Select
from tui.tui_helpers import quick_settings, settle, table_of, until

from cardtui.core import Seat
from cardtui.store.paths import data_dir as _data_dir
from cardtui.tui import setup_memory, watch
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.screens.setup import SetupScreen
from cardtui.tui.widgets.on_off import OnOff


def data_dir():
    """The test's data folder, made (cardtui itself makes it only when it writes)."""
    folder = _data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


async def open_form(pilot) -> SetupScreen:
    await pilot.pause()
    assert isinstance(pilot.app.screen, SetupScreen)
    return pilot.app.screen


async def test_the_last_table_is_remembered_across_a_restart():
    first = CardSuiteApp(settings=quick_settings(), launch=Launch("zirkhaki"))
    async with first.run_test(size=(120, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#players", Select).value = 3
        await pilot.pause()
        form.query_one("#seat-name-0", Input).value = "Ann"
        form.query_one("#seat-kind-1", Select).value = "bot:easy"
        form.query_one("#seat-kind-2", Select).value = "human"
        await pilot.pause()
        form.query_one("#seat-name-2", Input).value = "Sara"
        form.query_one("#opt-rings", OnOff).value = True
        form.query_one("#seed", Input).value = "77"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert table_of(first).match.options.rings is True

    again = CardSuiteApp(settings=quick_settings(), launch=Launch("zirkhaki"))
    async with again.run_test(size=(120, 40)) as pilot:
        form = await open_form(pilot)
        assert form.players == 3
        assert [s.name for s in form.seats()] == ["Ann", "Bot 2", "Sara"]
        assert [s.level for s in form.seats()] == [None, "easy", None]
        assert form.query_one("#opt-rings", OnOff).value is True
        assert form.query_one("#preset", Select).value == "Advanced (rings)"
        assert form.query_one("#seed", Input).value == ""  # a seed would deal the same cards
        assert again.focused is form.query_one("#start")  # Enter plays the same table again

    # Each game keeps its own table.
    other = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri"))
    async with other.run_test(size=(120, 40)) as pilot:
        form = await open_form(pilot)
        assert [s.name for s in form.seats()] == ["Player 1", "Bot 2"]


async def test_new_game_after_a_match_opens_that_games_form_filled_in(monkeypatch):
    monkeypatch.setattr(watch, "results_pause", lambda delay: 600.0)  # wait for the key
    seats = [Seat.bot("random", "Ada"), Seat.bot("random", "Bo")]
    options = {"match_mode": "rounds", "rounds": 1, "show_bottom_card": True}
    setup = TableSetup("xeri", seats, options, seed=5)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", setup, table=True))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        # Bots alone: every round ends, until the match is won (a level match plays on).
        while await settle(app, pilot) is Phase.ROUND_OVER:
            table = table_of(app)
            done = table.match.round_no
            await pilot.press("n")
            await until(lambda t=table, n=done: t.match.round_no > n, what="the next round")
        assert table_of(app).conductor.phase is Phase.MATCH_OVER
        await pilot.press("g")
        form = await open_form(pilot)
        await pilot.pause()
        assert [s.name for s in form.seats()] == ["Ada", "Bo"]
        assert form.query_one("#opt-show_bottom_card", OnOff).value is True
        assert form.query_one("#opt-match_mode", Select).value == "rounds"
        assert form.query_one("#seed", Input).value == ""


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b"[]",
        b'{"format": "cardtui-setups", "games": []}',
        b'{"format": "cardtui-setups", "games": {"xeri": {"seats": "Ann"}}}',
        b'{"format": "cardtui-setups", "games": {"xeri": {"seats": [{"kind": "bot"}]}}}',
        b'{"format": "cardtui-setups", "games": {"xeri": {"seats": [1, 2, 3]}}}',
        b'{"format": "cardtui-setups", "games": {"xeri": {"seats": [{"kind": "human",'
        b' "name": "A"}, {"kind": "bot", "name": "B", "level": "godlike"}]}}}',
        b"[" * 100_000,
        b'{"format": "cardtui-setups", "games": {"xeri": "' + b"x" * 100_000 + b'"}}',
    ],
)
def test_an_odd_file_is_ignored(content):
    (data_dir() / setup_memory.FILENAME).write_bytes(content)
    assert setup_memory.recall("xeri") is None


def test_names_are_read_as_text_and_unknown_rules_are_dropped():
    entry = {
        "seats": [
            {"kind": "human", "name": "\x1b]0;TITLE\x07Ann\x1b[2J" + "n" * 40},
            {"kind": "bot", "name": "Bo", "level": "hard"},
        ],
        "options": {"no_such_rule": True},
    }
    path = data_dir() / setup_memory.FILENAME
    path.write_text(json.dumps({"format": "cardtui-setups", "games": {"xeri": entry}}))
    setup = setup_memory.recall("xeri")
    assert setup is not None
    name = setup.seats[0].name
    assert "\x1b" not in name and "\x07" not in name and len(name) <= 20
    assert setup.seats[1] == Seat.bot("hard", "Bo")
    assert setup.options == {}  # a rule this version does not know: the standard rules


def test_a_symlink_is_not_followed(tmp_path):
    target = tmp_path / "elsewhere.json"
    target.write_text(json.dumps({"format": "cardtui-setups", "games": {}}))
    os.symlink(target, data_dir() / setup_memory.FILENAME)
    assert setup_memory.recall("xeri") is None


def test_remembering_keeps_the_other_games_and_says_why_it_failed(monkeypatch):
    setup_memory.remember(TableSetup("xeri", [Seat.human("Ann"), Seat.bot("easy", "Bo")]))
    setup_memory.remember(TableSetup("zirkhaki", [Seat.human("Cy"), Seat.bot("hard", "Di")]))
    assert setup_memory.recall("xeri").seats[0].name == "Ann"
    assert setup_memory.recall("zirkhaki").seats[0].name == "Cy"

    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(setup_memory, "write_json_atomic", full)
    problem = setup_memory.remember(TableSetup("xeri", [Seat.human("Ann"), Seat.human("Bo")]))
    assert problem and "No space left on device" in problem
