"""Playing Xeri in the app through the keys (and a click), as a player would."""

from __future__ import annotations

import pytest
from tui.tui_helpers import key, screen_text, settle, table_app, table_of, until

from cardtui.core import Seat
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.handoff import HandoffScreen
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.widgets import HandWidget

ONE_ROUND = {"match_mode": "rounds", "rounds": 1}
# Keys a player might use for a turn, in rotation: a digit, arrows then Enter, Space.
TURN_KEYS = [["1"], ["right", "enter"], ["space"], ["end", "left", "enter"], ["2"]]


async def play_round_by_keys(app, pilot) -> dict[str, int]:
    """Play the round to its end with keys only; count human moves and handoffs."""
    table = table_of(app)
    moves = handoffs = 0
    while True:
        phase = await settle(app, pilot, render=False)
        if phase is Phase.HANDOFF:
            assert isinstance(app.screen, HandoffScreen)
            handoffs += 1
            await key(app, "enter")
            await until(lambda: table.conductor.phase is not Phase.HANDOFF, what="the handoff")
        elif phase is Phase.HUMAN:
            hand = app.screen.query_one("#hand", HandWidget)
            keys = TURN_KEYS[moves % len(TURN_KEYS)]
            if len(hand.cards) < 2 and keys == ["2"]:
                keys = ["1"]
            played = len(table.conductor.actions) + 1
            for name in keys:
                await key(app, name)
            await until(lambda n=played: len(table.conductor.actions) >= n, what=f"keys {keys}")
            moves += 1
        else:
            return {"moves": moves, "handoffs": handoffs}


@pytest.mark.slow
async def test_x13_hot_seat_round_played_with_keys_alone():
    app = table_app([Seat.human("Ann"), Seat.human("Sara")], options=ONE_ROUND)
    async with app.run_test() as pilot:
        counts = await play_round_by_keys(app, pilot)
        table = table_of(app)
        assert counts["moves"] == 48  # four deals of six cards each
        assert counts["handoffs"] == 48  # every turn passes to the other human
        assert table.conductor.phase is Phase.MATCH_OVER
        assert isinstance(app.screen, ResultsScreen)
        text = screen_text(app)
        assert "Card points together: 2" in text and "✓" in text
        assert "Ann" in text and "Sara" in text


@pytest.mark.slow
async def test_round_against_a_bot_with_keys_alone():
    app = table_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], options=ONE_ROUND)
    async with app.run_test() as pilot:
        counts = await play_round_by_keys(app, pilot)
        assert counts == {"moves": 24, "handoffs": 0}
        assert isinstance(app.screen, ResultsScreen)
        log = app.screen_stack[-2].query_one("#log").lines_written
        assert any(line.startswith("Bob ") for line in log)  # P2 became Bob
        assert not any("P1" in line or "P2" in line for line in log)


async def test_v1_four_player_table_with_three_bots_finishes():
    seats = [
        Seat.human("Ann"),
        Seat.bot("easy", "Bo"),
        Seat.bot("normal", "Cy"),
        Seat.bot("random", "Di"),
    ]
    app = table_app(seats, options=ONE_ROUND)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        text = screen_text(app)
        assert "Cy · partner" in text  # partners sit across (V1)
        assert "Ann & Cy" in text and "Bo & Di" in text
        counts = await play_round_by_keys(app, pilot)
        assert counts == {"moves": 12, "handoffs": 0}  # 2 deals of 6 in four-player play
        assert isinstance(app.screen, ResultsScreen)


async def test_handoff_screen_hides_both_players_hands():
    app = table_app([Seat.human("Ann"), Seat.human("Sara")], seed=7)
    async with app.run_test() as pilot:
        table = table_of(app)
        for turn in range(3):
            assert await settle(app, pilot) is Phase.HANDOFF
            state = table.match.state
            to_play = state.current_player
            text = screen_text(app)
            assert f"Pass to {table.names[to_play]}, then press Enter" in text
            for seat in (0, 1):
                for card in state.view(seat)["hand"]:
                    assert str(card) not in text, f"{card} of seat {seat} shows (turn {turn})"
            await pilot.press("enter")
            await settle(app, pilot)
            text = screen_text(app)
            mine = [str(c) for c in state.view(to_play)["hand"]]
            assert all(c in text for c in mine)  # now the player sees their own hand
            other = [str(c) for c in state.view(1 - to_play)["hand"]]
            assert not any(c in text for c in other)
            await pilot.press("1")


async def test_a_click_plays_the_card_under_the_pointer():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")], seed=42)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        table = table_of(app)
        hand = app.screen.query_one("#hand", HandWidget)
        third = hand.cards[2]
        await pilot.click("#hand", offset=(16 + 2, 3))  # the third card: columns 16-22
        await settle(app, pilot)
        assert table.conductor.actions[0] == f"play {third.code}"


async def test_bot_moves_are_logged_and_the_last_move_shown():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")], seed=3)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        await pilot.press("1")
        await settle(app, pilot)
        table = table_of(app)
        assert table.last_move and table.last_move[0].startswith("Bob ")
        shown = table.query_one("#last-move").content
        assert shown.plain.startswith("Bob ") and shown.style.bold  # highlighted
        log = table.query_one("#log").lines_written
        assert any(line.startswith("Ann ") for line in log) and set(table.last_move) <= set(log)


async def test_bots_only_table_can_be_paused_and_resumed():
    seats = [Seat.bot("easy", "Ana"), Seat.bot("easy", "Bea")]
    app = table_app(seats, delay=0.05)
    async with app.run_test() as pilot:
        table = table_of(app)
        await pilot.pause(0.2)
        await pilot.press("p")
        await app.workers.wait_for_complete()
        await pilot.pause(0.15)
        held = len(table.conductor.actions)
        await pilot.pause(0.3)
        assert len(table.conductor.actions) == held
        text = screen_text(app)
        assert "PAUSED" in text
        assert "⏎ Play" not in text  # no human to act: the footer offers no keys to play
        await pilot.press("p")
        await until(lambda: len(table.conductor.actions) > held, what="the bots to play on")


async def test_bot_speed_keys_change_the_delay():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")], delay=0.8)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        table = table_of(app)
        await pilot.press("plus")
        assert table.conductor.bot_delay == 0.3
        await pilot.press("minus", "minus")
        assert table.conductor.bot_delay == 1.6
        assert "Bot speed: slow" in screen_text(app)


async def test_ascii_cards_show_suit_letters_everywhere():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")], seed=42, ascii=True)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        text = screen_text(app)
        assert not any(glyph in text for glyph in "♠♥♦♣")
        hand = app.screen.query_one("#hand", HandWidget)
        assert all(c.ascii in text for c in hand.cards)


@pytest.mark.slow
async def test_match_over_offers_rematch_new_game_and_menu():
    seats = [Seat.bot("easy", "Ana"), Seat.bot("easy", "Bea")]
    app = table_app(seats, options=ONE_ROUND)
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.MATCH_OVER
        text = screen_text(app)
        assert "won the match" in text and "Rematch" in text and "Menu" in text
        first = table_of(app)
        await pilot.press("r")
        await pilot.pause()
        second = table_of(app)
        assert second is not first and second.match.seed != first.match.seed
        assert [s.name for s in second.match.seats] == ["Ana", "Bea"]
        assert await settle(app, pilot) is Phase.MATCH_OVER
        await pilot.press("g")
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        assert app.screen.query_one("#seat-name-0").value == "Ana"


@pytest.mark.slow
async def test_next_round_continues_the_match():
    seats = [Seat.bot("easy", "Ana"), Seat.bot("easy", "Bea")]
    app = table_app(seats, options={"match_mode": "rounds", "rounds": 2})
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.ROUND_OVER
        assert "Next round" in screen_text(app)
        await pilot.press("n")
        table = table_of(app)
        await settle(app, pilot)
        assert table.match.round_no >= 2
        assert any(line.startswith("Round 2:") for line in table.query_one("#log").lines_written)


async def test_a_second_enter_neither_skips_the_results_nor_uncovers_the_next_hand():
    app = table_app([Seat.human("Ann"), Seat.human("Sara")], seed=7, guard=30.0)
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.HANDOFF
        await pilot.press("enter")  # too soon: the handoff is not awake yet
        assert isinstance(app.screen, HandoffScreen)
        assert table_of(app).conductor.phase is Phase.HANDOFF
        app.screen.armed = True
        await pilot.press("enter")
        assert table_of(app).conductor.phase is Phase.HUMAN


async def test_the_app_answers_keys_while_a_bot_thinks(monkeypatch):
    import threading

    from cardtui import bots
    from cardtui.core.bot import Bot
    from cardtui.tui.screens.rules import RulesScreen

    release = threading.Event()

    class SlowBot(Bot):
        def choose(self, view, legal_actions, rng=None):
            release.wait(10)  # thinks until the test lets it answer
            return legal_actions[0]

    real_make = bots.make

    def make(game, level, **kwargs):
        return SlowBot(kwargs.get("seed")) if level == "hard" else real_make(game, level, **kwargs)

    monkeypatch.setattr(bots, "make", make)
    app = table_app([Seat.bot("hard", "Slow"), Seat.human("Ann")], seed=1)
    async with app.run_test() as pilot:
        table = table_of(app)
        await until(lambda: table.conductor.phase in (Phase.THINKING, Phase.HUMAN))
        if table.conductor.phase is Phase.HUMAN:  # Ann leads this deal: play, then Slow thinks
            await pilot.pause()
            await pilot.press("1")
            await until(lambda: table.conductor.phase is Phase.THINKING)
        await pilot.press("question_mark")  # the rules open while the bot is still thinking
        assert isinstance(app.screen, RulesScreen)
        assert table.conductor.phase is Phase.THINKING
        await pilot.press("escape")
        release.set()
        assert await settle(app, pilot) is Phase.HUMAN
