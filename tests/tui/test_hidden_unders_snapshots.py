"""SVG snapshots of the Hidden Unders table (update with --snapshot-update, then look at them):
a seeded first deal with two players, and a six-player position in the middle of a round."""

from __future__ import annotations

import pytest
from tui.hidden_unders_helpers import at_position, hu_app, open_table
from tui.tui_helpers import settle

from cardtui.core import Seat

SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])

SIX = [
    Seat.human("Ann"),
    Seat.bot("normal", "Bob"),
    Seat.bot("easy", "Cleo"),
    Seat.bot("normal", "Dev"),
    Seat.bot("easy", "Eli"),
    Seat.bot("normal", "Flo"),
]
MIDGAME = dict(
    hands=[
        ["3C", "5D", "8H", "8S", "JC", "KD"],
        ["4C", "9H"],
        ["2D", "6S", "7C", "QH", "AS"],
        [],
        ["5S", "5C", "TH"],
        ["3D", "4H", "6D", "9C"],
    ],
    overs=[
        ["AH", "TC", "-", "2S"],
        ["KS", "KH", "QD", "JS"],
        ["AD", "-", "-", "7S"],
        ["-", "-", "-", "-"],
        ["2C", "TS", "QC", "JD"],
        ["KC", "9S", "8D", "AC"],
    ],
    unders=[
        ["4S", "6C", "7D", "9D"],
        ["3H", "4D", "5H", "6H"],
        ["7H", "8C", "JH", "QS"],
        ["-", "2H", "-", "TD"],
        ["3S", "4S", "6C", "7D"],
        ["9D", "JC", "KD", "AH"],
    ],
    pile=["4C", "6D", "7H", "7S"],
    stock=["QH", "2D", "5D", "8H", "TC", "3C", "JS"],
    known=[["8H"], [], ["QH", "AS"], [], ["5S", "5C"], []],
    current=0,
    turn=57,
)


@SIZES
async def test_hidden_unders_seeded_deal(screen_svg, svg_snapshot, size):
    app = hu_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=42)

    async def ready(pilot):
        await settle(app, pilot)

    assert await screen_svg(app, size=size, run_before=ready) == svg_snapshot


@SIZES
async def test_hidden_unders_six_players_mid_round(screen_svg, svg_snapshot, size):
    app, cls = at_position(SIX, **MIDGAME)

    async def ready(pilot):
        await open_table(app, cls, pilot)
        await pilot.press("3")  # marks both 8s: they stand up, the prompt says what Enter does

    assert await screen_svg(app, size=size, run_before=ready) == svg_snapshot
