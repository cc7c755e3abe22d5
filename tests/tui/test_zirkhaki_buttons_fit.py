"""The Draw and Bank buttons show their whole label, key included, in a long language at
80x24 (the column was 11 cells: Bengali's "ভাণ্ডারে তোলো (b)" lost its key)."""

from __future__ import annotations

from textual.widgets import Button
from tui.tui_helpers import settle
from tui.zirkhaki_table_helpers import zirkhaki_app

from cardtui.core import Seat
from cardtui.i18n import set_language
from cardtui.i18n.width import cell_width


async def test_both_buttons_keep_their_key_in_bengali():
    set_language("bn")  # the suite's fixture sets English back afterwards
    app = zirkhaki_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot, render=False)
        for name in ("#zk-draw", "#zk-bank"):
            button = app.screen.query_one(name, Button)
            label = str(button.label)
            assert label.endswith(")")  # "(d)", "(b)"
            assert button.region.width >= cell_width(label), label
            assert button.region.height == 1, label
