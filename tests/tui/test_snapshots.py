"""SVG snapshots of the main screens (update with --snapshot-update, then look at them)."""

from __future__ import annotations

import pytest
from tui.tui_helpers import quick_settings, settle, table_app

from cardtui.core import Seat
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.screens import menu


def app_at(launch: Launch | None = None) -> CardSuiteApp:
    return CardSuiteApp(settings=quick_settings(), launch=launch)


SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])


@SIZES
async def test_menu(screen_svg, svg_snapshot, monkeypatch, size):
    # Every game shown as ready, so the picture does not change as other tables land.
    monkeypatch.setattr(menu, "unavailable_reason", lambda game: None)
    assert await screen_svg(app_at(), size=size) == svg_snapshot


@SIZES
async def test_setup_form(screen_svg, svg_snapshot, size):
    assert await screen_svg(app_at(Launch("xeri")), size=size) == svg_snapshot


@SIZES
async def test_xeri_table_seeded_deal(screen_svg, svg_snapshot, size):
    app = table_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=42)

    async def ready(pilot):
        await settle(app, pilot)

    assert await screen_svg(app, size=size, run_before=ready) == svg_snapshot


async def test_xeri_four_player_table(screen_svg, svg_snapshot):
    seats = [
        Seat.human("Ann"),
        Seat.bot("easy", "Bo"),
        Seat.bot("normal", "Cy"),
        Seat.bot("normal", "Di"),
    ]
    app = table_app(seats, seed=42)

    async def ready(pilot):
        await settle(app, pilot)

    assert await screen_svg(app, size=(80, 24), run_before=ready) == svg_snapshot
