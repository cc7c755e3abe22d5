"""The card tracker at the Xeri table (issue 26): `k` shows it in place of the move log (`c`
is the coach at every table)."""

from __future__ import annotations

from tui.tui_helpers import footer_keys, screen_text, settle, table_app, table_of

from cardtui.core import Seat
from cardtui.tui.conductor import Phase
from cardtui.tui.tables.xeri.tracker import XeriTracker
from cardtui.tui.widgets import MoveLog


async def test_2_8_k_shows_the_cards_seen_and_what_each_side_took_at_80x24():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")], seed=42)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        assert "Cards seen" in footer_keys(app)
        tracker = app.screen.query_one(XeriTracker)
        assert not tracker.display
        await pilot.press("k")
        await pilot.pause()
        assert tracker.display and not app.screen.query_one(MoveLog).display
        text = screen_text(app)
        view = table.match.state.view(0)
        pile = view["pile"]
        assert len(pile) == 4  # the first pile, all seen: 48 unseen minus Ann's 6 cards
        assert "Unseen: 42 cards" in text
        assert "Taken so far" in text and "Ann" in text and "Bob" in text
        # Every line of the panel fits: its last line shows above the footer.
        assert tracker.region.bottom <= 23 and tracker.size.height == tracker.virtual_size.height
        await pilot.press("k")
        await pilot.pause()
        assert not tracker.display and app.screen.query_one(MoveLog).display


async def test_2_8_a_covered_hot_seat_table_shows_no_hand_in_the_tracker():
    app = table_app([Seat.human("Ann"), Seat.human("Sara")], seed=7)
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.HANDOFF
        table = table_of(app)
        tracker = table.query_one(XeriTracker)
        assert all(r.yours == 0 for r in tracker.tracker.ranks)
        await pilot.press("enter")
        assert await settle(app, pilot) is Phase.HUMAN
        assert sum(r.yours for r in tracker.tracker.ranks) == 6


async def test_ascii_cards_leave_no_suit_glyph_in_the_tracker():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")], seed=42, ascii=True)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        await pilot.press("k")
        await pilot.pause()
        drawn = str(app.screen.query_one(XeriTracker).render())
        assert "10D" in drawn and "2C" in drawn
        assert not any(glyph in drawn for glyph in "♠♥♦♣×■○")
