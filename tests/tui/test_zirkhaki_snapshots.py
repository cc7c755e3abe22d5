"""SVG snapshots of the Zirkhaki table with a seeded deal (update with --snapshot-update, then
look at the SVGs): two players at 80x24 and 120x40, four players at 80x24, and the map's
choice with the coach on."""

from __future__ import annotations

import pytest
from tui.tui_helpers import settle
from tui.zirkhaki_table_helpers import press, zirkhaki_app

from cardtui.core import Seat

TWO = [Seat.human("Ann"), Seat.bot("normal", "Bob")]
FOUR = [
    Seat.human("Ann"),
    Seat.bot("easy", "Bo"),
    Seat.bot("normal", "Cy"),
    Seat.bot("normal", "Di"),
]


def seeded(seats, seed: int):
    """Ann draws twice and banks, the bots play, Ann draws twice more. Seed 7 (two players)
    ends on a carpet and a dagger whose target Ann must choose in Bob's bank; seed 11 (four
    players) on a snake and an astrolabe's peek, with the bots' banks filling up."""
    app = zirkhaki_app(seats, seed=seed)

    async def run_before(pilot):
        await settle(app, pilot, render=False)
        await press(app, pilot, "d", "d", "b")
        await press(app, pilot, "d", "d", render=True)

    return app, run_before


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_zirkhaki_table_seeded_deal(screen_svg, svg_snapshot, size):
    app, run_before = seeded(TWO, 7)
    assert await screen_svg(app, size=size, run_before=run_before) == svg_snapshot


async def test_zirkhaki_four_player_table(screen_svg, svg_snapshot):
    app, run_before = seeded(FOUR, 11)
    assert await screen_svg(app, size=(80, 24), run_before=run_before) == svg_snapshot


async def test_zirkhaki_map_choice_with_the_coach(screen_svg, svg_snapshot):
    app = zirkhaki_app(
        TWO, seed=42, deck="coin9 map6", options={"learning": False, "show_odds": True}
    )

    async def run_before(pilot):
        await settle(app, pilot, render=False)
        await press(app, pilot, "d", "d", render=True)

    assert await screen_svg(app, size=(120, 40), run_before=run_before) == svg_snapshot
