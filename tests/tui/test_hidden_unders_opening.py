"""The family's opening at the Hidden Unders table (R5/X2, issue 26): in the Shithead classic
preset everyone settles hand and overs before the first lead, swapping by keys."""

from __future__ import annotations

from tui.hidden_unders_helpers import hu_app, prompt
from tui.tui_helpers import settle, table_of

from cardtui.core import Seat
from cardtui.games.hidden_unders import SPEC
from cardtui.games.hidden_unders.options import SHITHEAD_CLASSIC
from cardtui.tui.tables.hidden_unders.pick_hand import PickHand

CLASSIC = dict(SPEC.presets[SHITHEAD_CLASSIC])


async def test_r5_x2_a_hand_card_swaps_with_an_over_by_keys_before_the_first_lead():
    app = hu_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=42, options=CLASSIC)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        table = table_of(app)
        assert table.mode == "overs"
        hand = app.screen.query_one("#hand", PickHand)
        eight = list(hand.cards)
        await pilot.press("1", "2", "3", "4")  # four overs laid out
        await pilot.press("8")  # a hand card in: it waits for the over it replaces
        assert "goes face up for which over" in prompt(app)
        assert hand.marked_cards == eight[:4]
        await pilot.press("2")  # that over goes back to the hand, the 8th card takes its place
        assert hand.marked_cards == [eight[0], eight[2], eight[3], eight[7]]
        assert "goes face up" not in prompt(app)
        await pilot.press("enter")
        await settle(app, pilot)
        ann = [eight[0], eight[2], eight[3], eight[7]]
        actions = table.conductor.actions
        assert actions[0] == "overs " + " ".join(c.code for c in ann)
        assert actions[1].startswith("overs ")  # the bot settles its overs too, before any play
        view = table.match.state.view(0)
        assert view["overs"][0] == ann and all(view["overs_chosen"])
