"""Keys are named as printed on the keyboard: a Bengali or Persian prompt says "1–6", never
"1–৬" (a digit key has a Latin digit on it in every language)."""

from __future__ import annotations

from tui.tui_helpers import settle, table_app, table_of

from cardtui.core import Seat
from cardtui.i18n import set_language


async def test_xeri_names_its_digit_keys_in_latin_digits():
    set_language("bn")  # the suite's fixture sets English back afterwards
    app = table_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=42)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot, render=False)
        table = table_of(app)
        prompt = table.turn_prompt(0, [])
    assert "1–6" in prompt, prompt
    assert "৬" not in prompt.splitlines()[0]


async def test_a_persian_seat_name_keeps_a_gap_before_its_capture_pile():
    set_language("fa")  # the suite's fixture sets English back afterwards
    app = table_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=42)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot, render=False)
        await pilot.pause()
        gaps = [w.styles.padding.right for w in app.screen.query(".seat-name")]
    assert gaps and all(gap == 1 for gap in gaps)


def test_the_xeri_results_name_the_cards_points_in_the_readers_digits():
    from pathlib import Path

    from cardtui.tui.tables.xeri import table

    source = Path(table.__file__).read_text(encoding="utf-8")
    assert '"10♦ (+1)"' not in source and '"2♣ (1)"' not in source
