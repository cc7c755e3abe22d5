"""Settings -> Language, Digits and Right-to-left text (issue 28): saved, applied at once
without a restart, every screen redrawn in the new language, and a table in progress keeps
its game (it is redrawn in place, never rebuilt)."""

from __future__ import annotations

import json

from textual.widgets import Select
from tui.tui_helpers import key, quick_settings, screen_text, settle, table_app, table_of, until

from cardtui.core import Seat
from cardtui.i18n import current_language, latin_digits
from cardtui.store import language
from cardtui.store.paths import data_dir
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.conductor import Phase
from cardtui.tui.rtl_lines import ordering_lines
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.screens.settings import SettingsScreen
from cardtui.tui.widgets import HandWidget

JOINED = range(0xFE70, 0xFF00)  # Arabic presentation forms: letters drawn joined by cardtui


def joined(text: str) -> bool:
    return any(ord(ch) in JOINED for ch in text)


def saved() -> dict:
    return json.loads((data_dir() / "settings.json").read_text())


async def choose(app, pilot, select_id: str, value: str) -> None:
    app.screen.query_one(f"#{select_id}", Select).value = value
    await pilot.pause()
    await pilot.pause()


async def test_each_setting_is_saved_and_applied_at_once():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        names = screen_text(app)
        # every language in its own name (the pseudo-language is not offered)
        section = app.screen.query_one("#language", Select)
        assert [v for _p, v in section._options] == ["", "en", "fa", "ar", "bn", "el"]
        assert "From the system" in names and "Right-to-left text" in names

        await choose(app, pilot, "language", "fa")
        assert current_language() == "fa" and ordering_lines()
        assert saved()["language"] == "fa"
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        assert app.focused is screen.query_one("#language")  # back on the row just changed
        assert joined(screen_text(app))  # فارسی, shown in reading order

        await choose(app, pilot, "digits", "latin")
        assert latin_digits() and saved()["latin_digits"] is True

        await choose(app, pilot, "rtl-by", "terminal")
        assert not ordering_lines() and saved()["rtl_by"] == "terminal"
        assert not joined(screen_text(app))  # the lines go as written: the terminal orders

        await choose(app, pilot, "language", "")  # from the system: the locale, here English
        assert current_language() == "en" and saved()["language"] == ""
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_every_screen_on_the_stack_is_redrawn_in_the_new_language():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        assert "⟦" not in screen_text(app)
        language.one_run.code = "qps"  # as `cardtui --lang qps` would
        assert app.language.apply()
        await pilot.pause()
        await pilot.pause()
        assert current_language() == "qps"
        text = screen_text(app)
        assert "⟦" in text  # the section's words came through the catalog again
        assert not (data_dir() / "settings.json").exists()  # --lang is never saved
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)  # the menu under it, composed again


async def test_a_table_in_progress_keeps_its_game_when_the_language_changes():
    app = table_app([Seat.human("آنا"), Seat.bot("normal", "Bob")])
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        await key(app, "1")
        await until(lambda: len(table.conductor.actions) >= 1, what="the first move")
        assert await settle(app, pilot) is Phase.HUMAN
        before = (
            list(table.conductor.actions),
            list(table.query_one("#hand", HandWidget).cards),
            len(table.query_one("#log").lines_written),  # said again, never lost
            table.match.round_no,
            len(app.screen_stack),
        )
        assert not joined(screen_text(app))  # English: the Persian name as written

        for code in ("fa", "qps", "en", "fa"):
            app.settings.language = "" if code == "qps" else code
            language.one_run.code = "qps" if code == "qps" else None
            app.language.apply()
            await pilot.pause()
            assert current_language() == code
            assert table_of(app) is table and app.screen is table
            after = (
                list(table.conductor.actions),
                list(table.query_one("#hand", HandWidget).cards),
                len(table.query_one("#log").lines_written),  # said again, never lost
                table.match.round_no,
                len(app.screen_stack),
            )
            assert after == before

        assert joined(screen_text(app))  # in Persian the name reads from the right, joined
        played = len(table.conductor.actions) + 1
        await key(app, "1")  # and the game goes on
        await until(lambda: len(table.conductor.actions) >= played, what="a move after")
        assert await settle(app, pilot) in (Phase.HUMAN, Phase.ROUND_OVER)
