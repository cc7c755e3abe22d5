"""Setup offers the expert bot and says how long the searching bots think."""

from __future__ import annotations

from textual.widgets import Select
from tui.test_setup import open_form, setup_app
from tui.tui_helpers import screen_text


async def test_an_expert_seat_says_its_thinking_time_on_one_line():
    app = setup_app("hidden_unders")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot)
        assert form.levels[-1] == "expert"
        form.query_one("#seat-kind-1", Select).value = "bot:expert"
        await pilot.pause()
        form.query_one("#seat-kind-1", Select).focus()
        await pilot.pause()
        lines = screen_text(app).splitlines()
        row = next(line for line in lines if "Seat 2" in line and "Bot: expert" in line)
        assert row.rstrip().endswith("3 s a move")
        assert any(line.rstrip().endswith("hard (strong, slower), expert.") for line in lines)
        form.query_one("#seat-kind-1", Select).value = "bot:normal"
        await pilot.pause()
        assert "s a move" not in screen_text(app)
