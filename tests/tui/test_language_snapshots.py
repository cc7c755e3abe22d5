"""SVG snapshots of the tables in the players' languages at 80x24 (issue 28): Zirkhaki and
Hidden Unders in Persian (right to left, ordered by cardtui) and Bengali (widths), Xeri in
Greek. The same seeded deals as the English snapshots, so the two can be set side by side.
Update with ``-n 0 --snapshot-update`` after a catalog changes, and look at the SVGs."""

from __future__ import annotations

import pytest
from tui.hidden_unders_helpers import hu_app
from tui.tui_helpers import settle, table_app
from tui.zirkhaki_table_helpers import press, zirkhaki_app

from cardtui.core import Seat
from cardtui.i18n import set_language

TWO = [Seat.human("Ann"), Seat.bot("normal", "Bob")]
SIZE = (80, 24)


@pytest.mark.parametrize("code", ["fa", "bn"])
async def test_zirkhaki_table(screen_svg, svg_snapshot, code):
    set_language(code)  # the suite's fixture sets English back afterwards
    app = zirkhaki_app(TWO, seed=7)

    async def ready(pilot):
        await settle(app, pilot, render=False)
        await press(app, pilot, "d", "d", "b")
        await press(app, pilot, "d", "d", render=True)

    assert await screen_svg(app, size=SIZE, run_before=ready) == svg_snapshot


@pytest.mark.parametrize("code", ["fa", "bn"])
async def test_hidden_unders_table(screen_svg, svg_snapshot, code):
    set_language(code)
    app = hu_app(TWO, seed=42)

    async def ready(pilot):
        await settle(app, pilot)

    assert await screen_svg(app, size=SIZE, run_before=ready) == svg_snapshot


async def test_xeri_table_in_greek(screen_svg, svg_snapshot):
    set_language("el")
    app = table_app(TWO, seed=42)

    async def ready(pilot):
        await settle(app, pilot)

    assert await screen_svg(app, size=SIZE, run_before=ready) == svg_snapshot
