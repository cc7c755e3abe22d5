"""Textual's keys panel (ctrl+p → Keys) shows each binding's words from the catalog, as the
footer does; the panel printed the descriptions as written, in English."""

from __future__ import annotations

from rich.console import Console
from textual.widgets._key_panel import BindingsTable
from tui.tui_helpers import settle, table_app

from cardtui.core import Seat
from cardtui.i18n import set_language
from cardtui.i18n.pseudo import bypassed

KEYS = (
    "Enter",
    "Esc",
    "esc",
    "Tab",
    "Space",
    "home",
    "end",
    "tab",
    "shift",
    "space",
    "super",
    "ctrl",
)


async def test_the_keys_panel_at_a_table_speaks_the_language():
    set_language("qps")  # the suite's fixture sets English back afterwards
    app = table_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=42)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot, render=False)
        app.action_show_help_panel()
        await pilot.pause()
        table = app.screen.query_one(BindingsTable).render_bindings_table()
    console = Console(width=60, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(table)
    words = console.export_text()
    assert bypassed(words, allowed=KEYS) == [], words
