"""The openings at the Hidden Unders table (R5/X2, issue 26): in the Shithead classic preset the
overs are dealt face up and each player swaps hand cards for overs before the first lead; with
``before_play`` everyone marks four overs from an eight-card hand, swapping by keys."""

from __future__ import annotations

from tui.hidden_unders_helpers import hu_app, prompt
from tui.tui_helpers import footer_keys, screen_text, settle, table_of, until

from cardtui.core import Seat
from cardtui.games.hidden_unders import SPEC
from cardtui.games.hidden_unders.options import SHITHEAD_CLASSIC
from cardtui.tui.conductor import Phase
from cardtui.tui.tables.hidden_unders.over_under import OverUnderStacks
from cardtui.tui.tables.hidden_unders.pick_hand import PickHand

CLASSIC = dict(SPEC.presets[SHITHEAD_CLASSIC])


async def test_r5_x2_a_hand_card_swaps_with_an_over_by_keys_before_the_first_lead():
    options = dict(CLASSIC, overs_timing="before_play")
    app = hu_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=42, options=options)
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


async def test_x2_classic_deal_swaps_hand_and_overs_at_the_table_by_keys_and_mouse():
    # Bob deals, so Ann (seat 0) swaps first.
    app = hu_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=42, options=CLASSIC)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        table = table_of(app)
        state = table.match.state
        if state.current_player != 0:  # the seed made Ann the dealer: Bob has swapped already
            assert table.conductor.actions[-1] == "ready"
        assert table.mode == "exchange" and state.view(0)["phase"] == "exchange"
        assert "Ready (r)" in screen_text(app) and "Ready" in footer_keys(app)
        assert "swap hand cards for overs as you like" in prompt(app)
        hand = app.screen.query_one("#hand", PickHand)
        stacks = app.screen.query_one("#my-stacks", OverUnderStacks)
        cards, overs = list(hand.cards), list(state.overs[0])
        done = len(table.conductor.actions)
        await pilot.press("1")  # the first hand card ...
        assert f"{cards[0]} goes face up in place of which over" in prompt(app)
        assert stacks.display and stacks.active
        await pilot.press("backspace")  # ... no: another one
        assert table.swap_in is None and hand.active
        await pilot.press("2", "3")  # ... for the third over
        await until(lambda: len(table.conductor.actions) > done, what="the exchange")
        assert table.conductor.actions[-1] == f"exchange {cards[1].code} {overs[2].code}"
        await settle(app, pilot)
        assert state.overs[0][2] == cards[1] and overs[2] in state.hands[0]
        assert table.mode == "exchange" and state.current_player == 0  # swap again, or ready
        # The mouse: click a hand card, then an over (position 1).
        now = list(hand.cards)
        await pilot.click(PickHand, offset=(2, 3))
        await settle(app, pilot)
        assert table.swap_in == 0
        await pilot.click(OverUnderStacks, offset=(2, 3))
        await until(lambda: table.conductor.actions[-1].startswith(f"exchange {now[0].code}"))
        await settle(app, pilot)
        await pilot.press("r")
        await settle(app, pilot)
        assert "ready" in table.conductor.actions
        assert all(state.chosen) and state.view(0)["phase"] == "play"  # everyone is ready
        assert table.conductor.phase is Phase.HUMAN and table.mode == "play"
        assert "Ready (r)" not in screen_text(app)


async def test_x2_hot_seat_each_player_swaps_behind_the_cover_seeing_only_their_hand():
    app = hu_app([Seat.human("Ann"), Seat.human("Cy")], seed=42, options=CLASSIC)
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_of(app)
        hand = app.screen.query_one("#hand", PickHand)
        for _ in range(2):  # each player in turn, each behind the handoff cover
            assert await settle(app, pilot) is Phase.HANDOFF
            assert hand.cards == []  # under the cover: no hand shows
            await pilot.press("enter")
            await settle(app, pilot)
            state = table.match.state
            seat = state.current_player
            assert table.mode == "exchange" and hand.cards == state.hands[seat]
            await pilot.press("r")
        await settle(app, pilot)
        assert all(table.match.state.chosen) and table.match.state.view(0)["phase"] == "play"


async def test_x2_undo_takes_a_swap_back():
    app = hu_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=42, options=CLASSIC)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        table = table_of(app)
        overs = list(table.match.state.overs[0])
        before = list(table.conductor.actions)
        await pilot.press("1", "1")  # the first hand card for the first over
        await settle(app, pilot)
        assert table.match.state.overs[0] != overs
        await pilot.press("u")  # taken back: the overs lie as dealt again
        await until(lambda: table.match.state.overs[0] == overs, what="the undo")
        await settle(app, pilot)
        assert table.mode == "exchange" and table.match.state.current_player == 0
        assert table.conductor.actions == before  # the log is back where it was
