"""Playing Hidden Unders in the app through the keys (and the mouse), as a player would.

Whole games use the short-game variant (3.1.12: no stock) so a round by keys stays quick; the
single moves start from positions built with ``SPEC.position``.
"""

from __future__ import annotations

import pytest
from tui.hidden_unders_helpers import (
    ANN_BOB,
    BOB,
    ONE_ROUND,
    at_position,
    hu_app,
    keys_for_turn,
    open_table,
    play_by_keys,
    prompt,
    two,
)
from tui.tui_helpers import key, screen_text, settle, table_of, until

from cardtui.core import Seat
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.handoff import HandoffScreen
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.tables.hidden_unders.opponent_row import OpponentRow
from cardtui.tui.tables.hidden_unders.over_under import OverUnderStacks
from cardtui.tui.tables.hidden_unders.pick_hand import PickHand
from cardtui.tui.tables.hidden_unders.play_pile import PlayPile

SHORT = {**ONE_ROUND, "short_game": True}


@pytest.mark.slow
async def test_r16_hot_seat_round_played_with_keys_alone():
    app = hu_app([Seat.human("Ann"), Seat.human("Sara")], options=SHORT)
    async with app.run_test() as pilot:
        counts = await play_by_keys(app, pilot)
        table = table_of(app)
        assert table.conductor.phase is Phase.MATCH_OVER
        assert counts["moves"] == len(table.conductor.actions)  # every move was a human's
        assert counts["handoffs"] >= counts["moves"] // 2  # turns alternate between the two
        assert isinstance(app.screen, ResultsScreen)
        text = screen_text(app)
        assert "1st" in text and "2nd" in text and "won the match" in text


@pytest.mark.slow
async def test_round_against_a_bot_with_keys_alone():
    app = hu_app(ANN_BOB, options=SHORT, seed=5)
    async with app.run_test() as pilot:
        counts = await play_by_keys(app, pilot)
        assert counts["handoffs"] == 0 and counts["moves"] > 5
        assert isinstance(app.screen, ResultsScreen)
        log = table_of(app).query_one("#log").lines_written
        assert any(line.startswith("Bob ") for line in log)
        assert not any("P1" in line or "P2" in line for line in log)


@pytest.mark.slow
async def test_six_player_hot_seat_two_humans_and_four_bots():
    seats = [
        Seat.human("Ann"),
        Seat.bot("normal", "Bo"),
        Seat.bot("easy", "Cy"),
        Seat.human("Di"),
        Seat.bot("normal", "Ed"),
        Seat.bot("easy", "Fi"),
    ]
    app = hu_app(seats, options=SHORT, seed=2)
    async with app.run_test() as pilot:
        counts = await play_by_keys(app, pilot)
        assert counts["handoffs"] >= 2  # the two humans pass the screen between their turns
        assert isinstance(app.screen, ResultsScreen)
        assert "6th" in screen_text(app)  # every seat ranked (R17), in an 80x24 window


async def test_r20_a_hand_is_never_on_another_humans_screen():
    app = hu_app([Seat.human("Ann"), Seat.human("Sara")], seed=7)
    async with app.run_test() as pilot:
        table = table_of(app)
        for turn in range(4):
            assert await settle(app, pilot) is Phase.HANDOFF
            state = table.match.state
            to_play = state.current_player
            text = screen_text(app)
            assert f"Pass to {table.names[to_play]}" in text
            for seat in (0, 1):
                for card in state.view(seat)["hand"]:
                    assert str(card) not in text, f"{card} of seat {seat} shows (turn {turn})"
            await key(app, "enter")
            await settle(app, pilot)
            text = screen_text(app)
            hand = app.screen.query_one("#hand", PickHand)
            assert hand.cards == state.view(to_play)["hand"]
            other = state.view(1 - to_play)
            secret = [c for c in other["hand"] if c not in other["known"][1 - to_play]]
            assert secret and not any(str(c) in text for c in secret)
            while table.conductor.phase is Phase.HUMAN:  # overs, then a play (R5)
                before = len(table.conductor.actions)
                for name in keys_for_turn(table, 1):
                    await key(app, name)
                await until(lambda n=before: len(table.conductor.actions) > n, what="a move")


async def test_r5_first_turn_lays_the_four_marked_cards_as_overs():
    app = hu_app(ANN_BOB, seed=11)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        table = table_of(app)
        assert table.mode == "overs"
        hand = app.screen.query_one("#hand", PickHand)
        eight = list(hand.cards)
        assert len(eight) == 8
        done = len(table.conductor.actions)  # the bot may have moved first
        await pilot.press("1", "3", "5")
        assert "Marked:" in prompt(app)
        await pilot.press("enter")  # three are not enough: nothing is played
        assert len(table.conductor.actions) == done
        await pilot.press("7", "enter")
        await settle(app, pilot)
        chosen = [eight[i] for i in (0, 2, 4, 6)]
        assert table.conductor.actions[done] == "overs " + " ".join(c.code for c in chosen)
        assert table.match.state.view(0)["overs"][0] == chosen


async def test_a_confirm_made_on_cards_since_replaced_is_not_played():
    app = hu_app(ANN_BOB, seed=11)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        table = table_of(app)
        hand = app.screen.query_one("#hand", PickHand)
        assert table.mode == "overs" and len(hand.cards) == 8
        done = len(table.conductor.actions)
        late = PickHand.Confirmed(hand, [4, 5, 6, 7])  # Enter on the eight cards shown
        hand.show_cards(hand.cards[:3])  # ...which changed before the table heard of it
        hand.post_message(late)
        await pilot.pause()
        assert len(table.conductor.actions) == done and app._exception is None
        hand.show_cards(table.match.state.view(0)["hand"])
        await pilot.press("1", "2", "3", "4", "enter")  # a confirm on the cards shown plays
        await settle(app, pilot)
        assert table.conductor.actions[done].startswith("overs ")


async def test_r7_all_cards_of_one_rank_play_together():
    app, cls = at_position(ANN_BOB, **two(["7H", "7S", "7D", "KC"], pile=["4D", "6D"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        assert "Enter plays 7♠ (a: all three 7s)." in prompt(app)
        await pilot.press("a", "enter")
        await settle(app, pilot)
        assert table.conductor.actions[0] == "play 7S 7H 7D"


async def test_x4_marking_one_card_offers_its_whole_rank_and_enter_plays_every_marked_card():
    # Issue 26: a mark takes in every card of its rank; the usual play is all of them.
    app, cls = at_position(ANN_BOB, **two(["7H", "7S", "7D", "KC"], pile=["4D"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        hand = app.screen.query_one("#hand", PickHand)
        await pilot.press("2")  # 7♥, the second card
        assert [str(c) for c in hand.marked_cards] == ["7♠", "7♥", "7♦"]
        assert "Enter plays 7♠ 7♥ 7♦." in prompt(app)
        await pilot.press("end")  # the cursor on the king: Enter still plays the marks
        assert "Enter plays the marked 7♠ 7♥ 7♦ (not K♣)" in prompt(app)
        await pilot.press("enter")
        await settle(app, pilot)
        assert table.conductor.actions[0] == "play 7S 7H 7D"


async def test_x4_some_of_a_rank_by_unmarking_and_another_rank_starts_over():
    app, cls = at_position(ANN_BOB, **two(["7H", "7S", "7D", "KC"], pile=["4D"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        hand = app.screen.query_one("#hand", PickHand)
        await pilot.press("space", "right", "space")  # all three 7s, then 7♥ left out
        assert [str(c) for c in hand.marked_cards] == ["7♠", "7♦"]
        await pilot.press("4")  # the king: a play is one rank, so the 7s are unmarked
        assert [str(c) for c in hand.marked_cards] == ["K♣"]
        await pilot.press("1", "down")  # back to the 7s (all three): down leaves one out
        assert [str(c) for c in hand.marked_cards] == ["7♠", "7♥"]
        await pilot.press("enter")
        await settle(app, pilot)
        assert table.conductor.actions[0] == "play 7S 7H"


async def test_r7_a_card_that_cannot_go_on_the_pile_is_not_offered():
    app, cls = at_position(ANN_BOB, **two(["3H", "9S", "QD", "KC"], pile=["9D"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        hand = app.screen.query_one("#hand", PickHand)
        assert hand.playable == {1, 2, 3} and hand.selected == 1  # the 3 is dimmed, skipped
        await pilot.press("1")  # pressing its digit does nothing but a bell
        assert hand.marks == []
        await pilot.press("enter")
        await settle(app, pilot)
        assert table.conductor.actions[0] == "play 9S"


async def test_r14_forced_pickup_is_one_key_and_shows_what_went_where():
    app, cls = at_position(ANN_BOB, **two(["3H", "4S", "5D", "6C"], pile=["8D", "KH"]))
    app.settings.bot_delay = 5  # Bob's answer waits: look at the table after the pickup
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        words = "nothing you hold goes on K♥. Enter (or t) picks up the pile: 2 cards."
        assert words in prompt(app)
        assert table.check_action("take", ()) is True  # t shows in the footer
        await pilot.press("enter")
        await until(lambda: table.conductor.phase is Phase.SHOWING, what="Bob's move")
        await pilot.pause()
        assert table.conductor.actions == ["take"]
        pile = app.screen.query_one("#pile", PlayPile)
        assert [str(c) for c in pile.ghost] == ["8♦", "K♥"]
        assert "Ann picked up 2 cards" in pile.flash.plain
        assert "others know: 8 K" in screen_text(app)


async def test_r9_a_ten_burns_and_the_burn_is_shown_on_the_pile():
    app, cls = at_position(ANN_BOB, **two(["5C", "TD", "QC"], pile=["6H", "6S", "JH"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        await pilot.press("2")  # the 10 (the 5 cannot go on the jack)
        await pilot.press("enter")
        await settle(app, pilot)
        assert table.conductor.actions == ["play TD"]
        pile = app.screen.query_one("#pile", PlayPile)
        assert pile.flash.plain.startswith("BURNED: 4 cards")
        assert [str(c) for c in pile.ghost] == ["6♥", "6♠", "J♥", "10♦"]
        assert "lead any card" in prompt(app)  # R9: the burner leads again
        assert table.conductor.phase is Phase.HUMAN


async def test_r10_four_of_a_kind_across_plays_burns():
    app, cls = at_position(ANN_BOB, **two(["9C", "9D", "QC"], pile=["4H", "9H", "9S"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        assert "Run 9×2" in screen_text(app)
        await pilot.press("a", "enter")
        await settle(app, pilot)
        assert table.conductor.actions == ["play 9D 9C"]
        assert "4 of a kind" in app.screen.query_one("#pile", PlayPile).flash.plain


async def test_r8_a_two_resets_and_the_badge_says_any_card():
    app, cls = at_position(ANN_BOB, **two(["2C", "QC"], pile=["KH"], bob_hand=["3C", "4C", "5C"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        await pilot.press("1", "enter")
        await settle(app, pilot)
        assert table.conductor.actions[0] == "play 2C"
        text = screen_text(app)
        assert "Bob plays 3♣" in text  # Bob could play anything on the 2


async def test_r12_overs_of_one_rank_played_from_the_stacks_with_the_mouse():
    app, cls = at_position(ANN_BOB, **two([], overs=["9S", "9H", "-", "KD"], pile=["4D", "7D"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        stacks = app.screen.query_one("#my-stacks", OverUnderStacks)
        assert stacks.display and stacks.active and stacks.has_focus
        assert not app.screen.query_one("#hand", PickHand).display  # 80x24: stacks replace it
        assert "play 7♦ or higher from your overs" in prompt(app)  # R7: equal may go
        await pilot.click("#my-stacks", offset=(2, 3))  # a click marks both 9s
        assert stacks.marks == [0, 1]
        await pilot.click("#my-stacks", offset=(12, 3))  # the second, 10 columns on: left out
        assert stacks.marks == [0]
        await pilot.click("#my-stacks", offset=(12, 3))  # and back in
        assert stacks.marks == [0, 1]
        await pilot.click("#pile", offset=(3, 3))  # a click on the pile plays them
        await settle(app, pilot)
        assert table.conductor.actions[0] == "play 9S 9H"


async def test_r13_a_blind_under_is_flipped_by_its_position():
    app, cls = at_position(
        ANN_BOB, **two([], overs=["-"] * 4, unders=["5S", "-", "KS", "9D"], pile=["4D"])
    )
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        stacks = app.screen.query_one("#my-stacks", OverUnderStacks)
        assert stacks.playable == {0, 2, 3}
        await pilot.press("2")  # position 2 is empty: nothing happens
        assert table.conductor.actions == []
        await pilot.press("3")
        await settle(app, pilot)
        assert table.conductor.actions[0] == "flip 2"
        assert "Ann flips under 3: K♠." in table.query_one("#log").lines_written


async def test_x17_a_lone_done_is_played_for_the_player():
    layout = two(["5C", "8H", "QC"], pile=["4D"], stock=["JC", "JD"])
    app, cls = at_position(ANN_BOB, options={"same_rank_followup": True}, **layout)
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        await pilot.press("enter")  # the 5; Ann draws jacks, none of them a 5
        await settle(app, pilot)
        assert table.conductor.actions[:2] == ["play 5C", "done"]


async def test_x17_drawn_cards_of_the_rank_may_be_added_or_n_ends_the_turn():
    layout = two(["5C", "8H", "QC"], pile=["4D"], stock=["5D", "JD"])
    app, cls = at_position(ANN_BOB, options={"same_rank_followup": True}, **layout)
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        await pilot.press("enter")
        await settle(app, pilot)
        assert table.conductor.actions == ["play 5C"]
        assert "n ends the turn" in prompt(app)
        await pilot.press("n")
        await settle(app, pilot)
        assert table.conductor.actions[1] == "done"


async def test_a_click_marks_a_card_and_a_click_on_the_pile_plays_it():
    app, cls = at_position(ANN_BOB, **two(["7H", "7S", "KC"], pile=["4D"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        hand = app.screen.query_one("#hand", PickHand)
        await pilot.click("#hand", offset=(8 + 2, 3))  # the second card: columns 8-14
        assert [str(c) for c in hand.marked_cards] == ["7♠", "7♥"]  # its rank, offered
        await pilot.click("#hand", offset=(2, 3))  # 7♠ left out
        assert [str(c) for c in hand.marked_cards] == ["7♥"]
        await pilot.click("#pile", offset=(3, 3))
        await settle(app, pilot)
        assert table.conductor.actions[0] == "play 7H"


async def test_hint_marks_what_the_normal_bot_would_play():
    app = hu_app(ANN_BOB, seed=11)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        hand = app.screen.query_one("#hand", PickHand)
        await pilot.press("s")
        assert len(hand.marks) == 4
        await pilot.press("enter")
        await settle(app, pilot)
        assert table_of(app).conductor.actions[0].startswith("overs ")


async def test_a_bot_pickup_is_shown_before_it_happens():
    app, cls = at_position(ANN_BOB, **two(["KC", "QC"], pile=["4D"], bob_hand=["3C", "4C"]))
    app.settings.bot_delay = 2.0  # long enough to be seen on a busy machine too
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        await pilot.press("enter")  # Ann plays the queen; Bob has nothing above it
        await until(lambda: table.conductor.phase is Phase.SHOWING, what="Bob's move")
        pile = app.screen.query_one("#pile", PlayPile)
        assert pile.taker == "Bob"
        await settle(app, pilot)
        assert table.conductor.actions[:2] == ["play QC", "take"]


async def test_a_big_hand_scrolls_sideways_with_the_cursor():
    hand = [rank + suit for rank in "3456789" for suit in "CD"] + [
        "TC",
        "JC",
        "JD",
        "QC",
        "KC",
        "AC",
    ]
    app, cls = at_position(ANN_BOB, **two(hand, pile=["2H"]))
    async with app.run_test() as pilot:
        await open_table(app, cls, pilot)
        text = screen_text(app)
        assert "▸" in text and "◂" not in text and "A♣" not in text
        await pilot.press("end")
        text = screen_text(app)
        assert "◂" in text and "A♣" in text and "3♣" not in text


async def test_ascii_cards_leave_no_suit_glyph_on_the_table():
    app, cls = at_position(
        ANN_BOB, **two(["3H", "4S", "5D", "6C"], pile=["8D", "KH"], known=[["3H"], ["3C"]])
    )
    app.settings.ascii_cards = True
    async with app.run_test() as pilot:
        await open_table(app, cls, pilot)
        text = screen_text(app)
        assert not any(glyph in text for glyph in "♠♥♦♣")
        assert "KH" in text and "QS" in text


async def test_r17_results_rank_everyone_and_the_next_deal_waits_behind_a_handoff():
    seats = [Seat.human("Ann"), Seat.human("Sara"), Seat.bot("normal", "Cy")]
    layout = dict(
        hands=[["5C"], ["3C", "4C"], ["6D"]],
        overs=[["-"] * 4, BOB["overs"], ["-"] * 4],
        unders=[["-"] * 4, BOB["unders"], ["2S", "3S", "-", "-"]],
        pile=["4D"],
        current=0,
    )
    options = {"scoring": "letters", "letters_word": "UN"}
    app, cls = at_position(seats, options=options, **layout)
    async with app.run_test() as pilot:
        table = cls(app.hu_setup)
        table.conductor.viewer = 0  # Ann is at the screen
        await app.push_screen(table)
        assert await settle(app, pilot) is Phase.HUMAN
        await pilot.press("enter")  # Ann's last card: she is out and wins the round (R16)
        assert await settle(app, pilot) is Phase.ROUND_OVER
        text = screen_text(app)
        assert "Ann goes out first and wins round 1. Sara and Cy take a letter." in text
        # R17: Cy (3 cards) before Sara (10); both non-winners take a letter
        assert text.index("2nd   Cy") < text.index("3rd   Sara")
        assert "Letters" in text and "Next round" in text
        await pilot.press("n")  # whoever pressed it, the new hands stay hidden
        assert await settle(app, pilot) is Phase.HANDOFF
        assert isinstance(app.screen, HandoffScreen)
        assert table.query_one("#hand", PickHand).cards == []


async def test_x10_stuck_on_overs_the_over_taken_with_the_pile_is_picked_by_position():
    layout = two([], overs=["4S", "4H", "-", "-"], pile=["9S"])
    app, cls = at_position(ANN_BOB, options={"pickup_takes_over": True}, **layout)
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        assert table.mode == "take_over" and "Pick the over you take" in prompt(app)
        await pilot.press("2")
        await settle(app, pilot)
        assert table.conductor.actions[0] == "take 1"


async def test_winner_swap_picks_your_over_then_the_losers_or_n_keeps_them():
    layout = two(["3C", "4C", "5C", "6C"], overs=["AS", "KS", "QS", "JS"])
    app, cls = at_position(ANN_BOB, options={"winner_swap": True}, **layout)

    class Swap(cls):
        def __init__(self, setup) -> None:
            super().__init__(setup)
            state = self.match.state
            state.swap_pair = (0, 1)  # Ann won the last round, Bob came last
            state._begin(0)

    async with app.run_test() as pilot:
        table = await open_table(app, Swap, pilot)
        assert table.mode == "swap" and app.screen.query_one("#my-stacks").display
        await pilot.press("2")  # Ann's K♠ ...
        assert "Bob's overs" in screen_text(app)
        await pilot.press("right", "enter")  # ... for Bob's second over, the Q♥
        await settle(app, pilot)
        assert table.conductor.actions[0] == "swap 1 1"
        assert "Ann swaps over K♠ for Bob's Q♥." in table.query_one("#log").lines_written


async def test_out_of_turn_burn_is_offered_and_n_passes():
    seats = [*ANN_BOB, Seat.bot("normal", "Cy")]
    layout = dict(
        hands=[["7S", "KC"], ["7D", "8C"], ["3D", "4D"]],
        overs=[["4S", "4H", "-", "-"], BOB["overs"], ["-"] * 4],
        unders=[["5S", "6S", "8S", "9D"], BOB["unders"], ["2S", "3S", "-", "-"]],
        pile=["7H", "7C"],
        current=1,  # Bob plays the third 7; Cy is next, so Ann may burn in out of turn
    )
    app, cls = at_position(seats, options={"out_of_turn_burn": True}, **layout)
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        assert table.conductor.actions == ["play 7D"]
        assert "burn in out of turn" in prompt(app) and "n passes" in prompt(app)
        await pilot.press("n")
        await settle(app, pilot)
        assert table.conductor.actions[1] == "pass"


async def test_the_layout_follows_the_window_size():
    seats = [Seat.human("Ann")] + [Seat.bot("easy", f"Bot {i}") for i in range(2, 7)]
    app = hu_app(seats, seed=6)
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_of(app)
        await settle(app, pilot)
        assert table.layout_plan == ("line", 1, False)  # five one-line rows at 80x24
        assert all(not row.has_class("-panel") for row in table.query(OpponentRow))
        await pilot.resize_terminal(120, 40)
        await settle(app, pilot)
        await pilot.pause()
        assert table.layout_plan == ("panel", 2, True)
        assert all(row.has_class("-panel") for row in table.query(OpponentRow))
        assert app.screen.query_one("#my-stacks").display


async def test_others_know_is_cut_at_a_rank_with_an_ellipsis_at_80_columns():
    """Cards that went into your hand in front of everyone: at 80 columns the list fits your
    one-row line, losing its highest ranks to a "…" rather than to a hidden second row."""
    hand = [rank + suit for rank in "3456789" for suit in "CD"] + ["TC", "JC", "QC", "KC"]
    app, cls = at_position(ANN_BOB, **two(hand, pile=["2H"], known=[hand, []]))
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(app, cls, pilot)
        name = app.screen.query_one("#me-name")
        line = str(name.render()).rstrip()
        assert "known: 3×2 4×2" in line and line.endswith(" …")
        assert len(line) <= name.content_size.width
        assert line in screen_text(app)
