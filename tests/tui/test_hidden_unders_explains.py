"""#13 The Hidden Unders table explains itself, read off the screen: the loser named in the
game's words (and on the scoreboard), unders numbered 1-4 in replays too, marks that say why
they cannot be made, messages in the order of events and never in notation, and a cover screen
that Escape leaves only after asking."""

from __future__ import annotations

import re

from tui.hidden_unders_helpers import ANN_BOB, BOB, at_position, hu_app, open_table, prompt, two
from tui.tui_helpers import screen_text, settle, table_of, until

from cardtui.core import Seat
from cardtui.games.hidden_unders import SPEC
from cardtui.tui.conductor import Phase
from cardtui.tui.replay_view import ViewText
from cardtui.tui.screens.dialogs import ConfirmScreen
from cardtui.tui.screens.handoff import HandoffScreen
from cardtui.tui.widgets.scoreboard import Scoreboard

# A move or a card in the engine's notation: "play 2S 2C", "flip 0", "TD".
NOTATION = re.compile(r"\b(?:flip|take|swap) \d|\b(?:[2-9TJQKA]|10)[SHDC]\b")


async def test_r17_playing_to_the_last_names_the_shithead_in_results_and_scoreboard():
    seats = [Seat.human("Ann"), Seat.bot("normal", "Bob"), Seat.bot("normal", "Cy")]
    layout = dict(
        hands=[["5C"], ["6D"], ["3C", "4H", "8S"]],
        overs=[["-"] * 4, ["-"] * 4, BOB["overs"]],
        unders=[["-"] * 4, ["-"] * 4, BOB["unders"]],
        pile=["4D"],
        current=0,
    )
    options = {"end_condition": "play_to_last", "scoring": "letters"}
    app, cls = at_position(seats, options=options, **layout)
    async with app.run_test() as pilot:
        await open_table(app, cls, pilot)
        await pilot.press("enter")  # Ann goes out; Bob follows; Cy is left holding cards
        assert await settle(app, pilot) is Phase.ROUND_OVER
        text = screen_text(app)
        assert "Cy is the Shithead! Ann went out first." in text
        # The scoreboard says it too (under the results, whose footer moves them up a line).
        board = table_of(app).query_one(Scoreboard)
        assert [row.names for row in board.rows if "Shithead" in row.names] == ["Cy · Shithead"]


async def test_x_marks_that_cannot_be_made_say_why():
    layout = two(["JC", "KD", "KH", "3C"], pile=["9S"])
    app, cls = at_position(ANN_BOB, **layout)
    async with app.run_test(notifications=True) as pilot:
        await open_table(app, cls, pilot)
        await pilot.press("1")  # 3♣ is lower than 9♠
        await pilot.pause()
        toasts = " ".join(str(n.message) for n in app._notifications)
        assert "3♣ cannot be played now: it is lower than 9♠" in toasts
        await pilot.press("2", "3")  # J♣ marked, then K♦: another rank starts the marks over
        await pilot.pause()
        toasts = " ".join(str(n.message) for n in app._notifications)
        assert "the marks start again with K" in toasts
        await pilot.press("left")  # the cursor leaves the marks: Enter still plays them
        assert "(not J♣)" in prompt(app) and "Enter plays the marked K" in prompt(app)


async def test_r5_a_fifth_over_asks_which_over_it_replaces():
    app = hu_app(ANN_BOB, seed=5)
    async with app.run_test(notifications=True) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        hand = app.screen.query_one("#hand")
        await pilot.press("1", "2", "3", "4", "5")
        await pilot.pause()
        fifth = hand.cards[4]
        assert f"{fifth} goes face up for which over" in prompt(app)
        assert len(hand.marked_cards) == 4 and fifth not in hand.marked_cards


async def test_r8_r9_after_a_reset_any_card_goes_and_a_burn_reads_in_order():
    app, cls = at_position(ANN_BOB, **two(["TS", "4H", "8C"], pile=["9S", "2D"]))
    async with app.run_test() as pilot:
        await open_table(app, cls, pilot)
        assert "play any card: the pile was reset" in prompt(app)
        assert "beat 2" not in prompt(app)
    app, cls = at_position(ANN_BOB, **two(["TS", "4H", "8C"], pile=["9S", "9H"]))
    async with app.run_test() as pilot:
        table = await open_table(app, cls, pilot)
        await pilot.press("3", "enter")  # the 10 burns the pile; Ann leads again (R9)
        assert await settle(app, pilot) is Phase.HUMAN
        assert table.last_move[0] == "Ann plays 10♠ and burns the pile of 3 cards."
        log = table.query_one("#log").lines_written
        assert log.index("Ann plays 10♠.") < log.index("Ann burns the pile of 3 cards (10♠).")


async def test_no_message_of_a_seeded_round_shows_engine_notation():
    app = hu_app(ANN_BOB, seed=9)
    async with app.run_test(notifications=True) as pilot:
        table = table_of(app)
        decider = SPEC.bots["normal"](seed=1)
        for step in range(12):
            phase = await settle(app, pilot)
            text = screen_text(app)
            toasts = " ".join(str(n.message) for n in app._notifications)
            assert not NOTATION.search(text), text
            assert not NOTATION.search(toasts), toasts
            if phase is not Phase.HUMAN:
                break
            if step == 2:
                await pilot.press("s")  # a hint is a message too
                await pilot.pause()
                assert "Suggestion:" in " ".join(str(n.message) for n in app._notifications)
                assert not NOTATION.search(" ".join(str(n.message) for n in app._notifications))
            state = table.match.state
            action = decider.choose(state.view(0), state.legal_actions())
            assert table.conductor.submit(action) is None
        assert not NOTATION.search(" ".join(table.query_one("#log").lines_written))


async def test_escape_on_the_cover_offers_to_leave_and_asks_first():
    app = hu_app([Seat.human("Ann"), Seat.human("Bob")], seed=3)
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.HANDOFF
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen) and "Leave this match?" in screen_text(app)
        await pilot.press("n")  # stay: the cover is still up, nothing shown
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("ctrl+p")  # the command palette's Quit asks too
        await pilot.pause()
        for ch in "quit":
            await pilot.press(ch)
        await pilot.pause()
        await pilot.press("enter")
        await until(lambda: isinstance(app.screen, ConfirmScreen))
        assert "Quit cardtui?" in screen_text(app)


def test_r13_the_log_and_replays_number_the_unders_1_to_4_as_the_table_does():
    # The engine's own sentence (what the log and the replay show) counts from 1, as the
    # table's keys and stacks do; the action code keeps counting from 0.
    state = SPEC.position(2, None, **two([], overs=["-"] * 4, pile=["9S"]))
    events = state.apply("flip 2")
    flip = next(e for e in events if e.kind == "flip")
    assert (
        ViewText("hidden_unders", ["Ann", "Bob"])
        .sentence(flip.text)
        .startswith("Ann flips under 3: ")
    )
