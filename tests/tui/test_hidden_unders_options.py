"""The Hidden Unders table with house rules on, and between rounds."""

from __future__ import annotations

from tui.hidden_unders_helpers import ANN_BOB, at_position, open_table, prompt, two
from tui.tui_helpers import settle

from cardtui.core import Event
from cardtui.tui.tables.hidden_unders.over_under import OverUnderStacks


async def test_x12_mix_hand_overs_lets_the_last_hand_cards_take_matching_overs_along():
    layout = two(["7C", "7D"], overs=("7H", "KD", "7S", "AS"), pile=["5D"])
    app, cls = at_position(ANN_BOB, options={"mix_hand_overs": True}, **layout)
    # wide enough for the whole prompt on its two lines (at 80x24 it ends in "…")
    async with app.run_test(size=(120, 32)) as pilot:
        table = await open_table(app, cls, pilot)
        await pilot.press("a", "enter")  # both 7s of the hand: the overs' 7s are offered
        await pilot.pause()
        assert table.mode == "mix"
        stacks = app.screen.query_one("#my-stacks", OverUnderStacks)
        assert stacks.display and [c.code for c in stacks.marked_cards] == ["7H", "7S"]
        assert "from your overs" in prompt(app)
        await pilot.press("space")  # leave one of them in the overs
        await pilot.press("enter")
        await settle(app, pilot)
        played = table.conductor.actions[0].split()[1:]
        assert sorted(played) == ["7C", "7D", "7H"] or sorted(played) == ["7C", "7D", "7S"]


async def test_x12_without_the_option_the_hand_plays_alone():
    layout = two(["7C", "7D"], overs=("7H", "KD", "7S", "AS"), pile=["5D"])
    app, cls = at_position(ANN_BOB, **layout)
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        await pilot.press("a", "enter")
        await settle(app, pilot)
        assert sorted(table.conductor.actions[0].split()) == ["7C", "7D", "play"]


async def test_a_new_round_opens_on_a_pile_without_the_last_rounds_flash():
    app, cls = at_position(ANN_BOB, **two(["KC", "QC"], pile=["4D"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        table.record_events(1, [Event("out", "P2 is out of cards!", 1)], by_bot=True)
        assert "out of cards" in str(table.flash)
        table.round_started(2, 1)
        assert table.flash is None and table.ghost == []
