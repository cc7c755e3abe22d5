"""SVG snapshots of the setup form of each game (the Xeri form is in test_snapshots.py), and
of the focus on a rule (update with --snapshot-update, then look at them)."""

from __future__ import annotations

import pytest
from tui.tui_helpers import quick_settings

from cardtui.tui.app import CardSuiteApp, Launch

SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])


@SIZES
@pytest.mark.parametrize("game", ["zirkhaki", "hidden_unders"])
async def test_setup_form_of(screen_svg, svg_snapshot, game, size):
    app = CardSuiteApp(settings=quick_settings(), launch=Launch(game))
    assert await screen_svg(app, size=size) == svg_snapshot


async def test_setup_form_with_a_rule_focused_and_a_variant_on(screen_svg, svg_snapshot):
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri"))

    async def focus_a_rule(pilot):
        form = app.screen
        form.query_one("#opt-show_bottom_card").value = True
        form.query_one("#opt-xeri_on_final_card").focus()
        await pilot.pause()

    assert await screen_svg(app, size=(80, 24), run_before=focus_a_rule) == svg_snapshot
