"""Lessons at 80x24 (issue 26): the tutor is named as a person would be, Enter alone makes the
move each step asks for (the cursor or the marks start on it), and the footer and the step
panel fit without being cut."""

from __future__ import annotations

import pytest
from tui.test_lessons import learner_turn, lesson_app, opened, panel_text
from tui.tui_helpers import footer_keys, key, screen_text, until

from cardtui.games import lessons
from cardtui.tui.screens.dialogs import ConfirmScreen
from cardtui.tui.widgets.step_panel import StepPanel

SIZE = (80, 24)
STEPS = 6


async def check_fits(app, table) -> None:
    # the footer rebuilds itself after the keys change: wait for it to be drawn
    await until(lambda: footer_keys(app).strip(), what="the footer")
    text = screen_text(app)
    assert "Tutor" in text and "normal bot" not in text and " bot" not in footer_keys(app)
    footer = footer_keys(app)
    assert "…" not in footer and "x Skip" in footer and "f Skip all" in footer, (
        table.run.index,
        text,
    )
    panel = table.query_one(StepPanel)
    options = app.console.options.update_width(panel.content_size.width)
    lines = app.console.render_lines(panel.render(), options, pad=False)
    assert len(lines) <= panel.content_size.height, panel_text(table)  # every line in sight
    assert panel.region.bottom <= SIZE[1] - 1  # above the footer


async def enter_for_step(app, table) -> None:
    """Only Enter (and y when the table asks once more before a bust)."""
    index = table.run.index
    await key(app, "enter")
    for _ in range(2):
        await until(
            lambda: table.run.index > index or isinstance(app.screen, ConfirmScreen),
            what=f"step {index + 1} to be taken with Enter",
        )
        if table.run.index > index:
            return
        await key(app, "y")


@pytest.mark.parametrize("game", lessons.names())
async def test_at_80x24_enter_alone_makes_each_steps_move_and_it_all_fits(game):
    # The first steps hold every kind of move: overs and plays (Hidden Unders), draw, bank
    # and a power's choice (Zirkhaki), plays that take or not (Xeri). The whole lesson by
    # keys is played in test_lessons.py.
    app = lesson_app(game)
    async with app.run_test(size=SIZE) as pilot:
        table = await opened(app, pilot)
        for _ in range(STEPS):  # Enter on the table's first card would be refused: 2♦, 3♣...
            await learner_turn(table, pilot)
            await check_fits(app, table)
            await enter_for_step(app, table)
        assert table.run.index == STEPS


async def test_at_80x24_a_refusal_fits_in_the_step_panel_too():
    app = lesson_app("xeri")
    async with app.run_test(size=SIZE) as pilot:
        table = await opened(app, pilot)
        await key(app, "1")  # 2♦, not the 7♠ the step asks for
        await until(lambda: "Not quite" in panel_text(table), what="the refusal")
        await learner_turn(table, pilot)
        await check_fits(app, table)
