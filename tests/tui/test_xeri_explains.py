"""#13 The Xeri table explains itself, read off the screen: the extension of a points match
(V6) and the tie-break of a rounds match (A6) announced, the variants in force as chips, cards
named one way in every message (never ``TD``), the results of four players within 80x24, and a
key for every card of a long hand."""

from __future__ import annotations

import re

from tui.tui_helpers import key, screen_text, settle, table_app, table_of, until

from cardtui.core import Seat
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.replay import ReplayScreen
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.widgets import HandWidget

BOTS = [Seat.bot("normal", "Ann"), Seat.bot("normal", "Bob")]
# A card written in the engine's notation (TD, 5S): never on a screen in Unicode cards.
CODE = re.compile(r"\b(?:[2-9TJQKA]|10)[SHDC]\b")


async def test_v6_both_sides_past_the_target_extend_the_match_and_it_is_said():
    app = table_app(BOTS, seed=1, options={"target": 5})
    async with app.run_test() as pilot:
        assert await settle(app, pilot, timeout=60) is Phase.ROUND_OVER
        text = screen_text(app)
        assert "Both sides passed 5 points: the match goes on to 105" in text
        await pilot.press("n")  # the next round: the banner says it again on the table
        await until(lambda: table_of(app).match.round_no == 2)
        table = table_of(app)
        assert "goes on to 105" in " ".join(table.query_one("#log").lines_written)
        # The header is redrawn a moment later (a busy machine once read an empty screen
        # right after the results closed): wait for it rather than for one idle.
        await until(lambda: "First to 105 points" in screen_text(app), what="the new target")


async def test_a6_a_level_rounds_match_says_it_plays_on():
    app = table_app(BOTS, seed=1, options={"match_mode": "rounds", "rounds": 2})
    async with app.run_test() as pilot:
        for _ in range(2):
            assert await settle(app, pilot, timeout=60) is Phase.ROUND_OVER
            if table_of(app).match.round_no == 2:
                break
            await pilot.press("n")
            await until(lambda: table_of(app).match.round_no == 2)
        text = screen_text(app)
        assert "Round wins are level (1–1) after 2 rounds" in text
        assert "play on until" in text and "one side wins a round" in text


async def test_v4_v5_the_variants_in_force_show_as_chips_in_play():
    options = {"jack_xeri_points": 25, "xeri_on_final_card": False}
    app = table_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], options=options)
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        text = screen_text(app)
        assert "jack xeri 25" in text and "no xeri on the last card" in text


async def test_cards_are_named_one_way_in_the_log_toasts_undo_results_and_replay():
    app = table_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=7)
    async with app.run_test(notifications=True) as pilot:
        table = table_of(app)
        for _ in range(3):
            assert await settle(app, pilot) is Phase.HUMAN
            await key(app, "1")
            await until(lambda: table.conductor.phase is not Phase.HUMAN or table._bot_answers)
        assert await settle(app, pilot) is Phase.HUMAN
        await pilot.press("u")  # undo: "Took back Ann's move (plays 10♦)..."
        await pilot.pause()
        toasts = " ".join(str(n.message) for n in app._notifications)
        assert "Took back Ann's move (plays " in toasts
        assert not CODE.search(toasts)
        assert not CODE.search(screen_text(app))
        assert not CODE.search(" ".join(table.query_one("#log").lines_written))


async def test_a_finished_round_replays_in_words_and_its_results_fit_80x24_with_four():
    seats = [Seat.bot("normal", n) for n in ("Ann", "Bob", "Cy", "Dee")]
    app = table_app(seats, seed=3, options={"match_mode": "rounds", "rounds": 2})
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(app, pilot, timeout=60) is Phase.ROUND_OVER
        assert isinstance(app.screen, ResultsScreen)
        text = screen_text(app)
        for label in ("Most cards (3)", "A K Q J 10", "Xeris", "Total", "Next round (n)"):
            assert label in text
        assert "(1 each)" not in text and not CODE.search(text)
        await pilot.press("v")
        await until(lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("right", "right")
        await pilot.pause()
        replay = screen_text(app)
        assert " plays " in replay and not CODE.search(replay)
        assert not re.search(r"\bplay (?:[2-9TJQKA]|10)", replay)  # never "play TD"


async def test_h2_a_hand_of_twelve_has_a_key_for_every_card():
    app = table_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], options={"hand_size": 12})
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        hand = app.screen.query_one("#hand", HandWidget)
        assert len(hand.cards) == 12
        last = hand.cards[-1]
        legal = {a.code for a in table_of(app).legal}
        assert f"play {last.code}" in legal
        await pilot.press("end")  # the cursor on the twelfth card: the digits follow it
        await pilot.pause()
        numbers = str(hand.render()).splitlines()[-1].split()
        # the ten cards around the cursor have the digits 1-9, 0; the first two wait
        assert numbers == list("1234567890") and hand.key_first == 2
        await key(app, "0")
        await until(lambda: table_of(app).conductor.actions)
        assert table_of(app).conductor.actions[0] == f"play {last.code}"
