"""Whole games of Zirkhaki in the app, played through the keys as a player would: hot-seat and
against bots, two and four players; the final score table per suit at the end (R7-R9)."""

from __future__ import annotations

import pytest
from tui.tui_helpers import screen_text, settle, table_of
from tui.zirkhaki_table_helpers import play_game_by_keys, zirkhaki_app

from cardtui.core import Seat
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.results import ResultsScreen


def assert_final_table(app, names: list[str]) -> None:
    """The results show the per-suit score table and who won (R8, R9)."""
    assert isinstance(app.screen, ResultsScreen)
    text = screen_text(app)
    for word in ("Game 1", "Astrolabe", "Horseshoe", "Coin", "Map", "Total", "Busts/banks"):
        assert word in text, word
    for name in names:
        assert name in text
    table = table_of(app)
    result = table.match.results[-1]
    assert result.detail["scores"] == result.scores
    assert table.round_headline(result) in text  # "Ann wins the game with 51 points."
    assert table.names[result.winners[0]] in table.round_headline(result)


@pytest.mark.slow
async def test_r7_hot_seat_game_of_two_played_with_keys_alone():
    app = zirkhaki_app([Seat.human("Ann"), Seat.human("Sara")], seed=5, covers=False)
    async with app.run_test() as pilot:
        counts = await play_game_by_keys(app, pilot)
        table = table_of(app)
        assert table.conductor.phase is Phase.MATCH_OVER
        assert table.match.state.view(0)["draw_count"] == 0  # R7: the pile ran out
        # Covers kept for secrets, and nothing of a simple game is private but a peek: a
        # handoff only after one, and a "Sara's turn" banner on every other turn.
        assert counts["handoffs"] == counts["needed"] < table.match.state.turn_no


@pytest.mark.slow
async def test_r7_hot_seat_game_of_two_is_covered_at_every_pass_by_default():
    app = zirkhaki_app([Seat.human("Ann"), Seat.human("Sara")], seed=5)
    async with app.run_test() as pilot:
        counts = await play_game_by_keys(app, pilot)
        table = table_of(app)
        assert table.conductor.phase is Phase.MATCH_OVER
        # One cover for each turn (every turn passes the screen to the other player).
        assert counts["handoffs"] == counts["needed"] == table.match.state.turn_no
        assert_final_table(app, ["Ann", "Sara"])


@pytest.mark.slow
async def test_r7_game_of_two_against_a_bot_with_keys_alone():
    app = zirkhaki_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=11)
    async with app.run_test() as pilot:
        counts = await play_game_by_keys(app, pilot)
        assert counts["handoffs"] == 0
        assert counts["moves"] > 10
        assert_final_table(app, ["Ann", "Bob"])
        log = app.screen_stack[-2].query_one("#log").lines_written
        assert any(line.startswith("Bob draws") for line in log)  # P2 became Bob
        assert not any("P1" in line or "P2" in line for line in log)


@pytest.mark.slow
async def test_r10_four_player_hot_seat_with_rings_played_with_keys_alone():
    # two humans and two bots: a handoff each time the turn reaches a human after the other
    seats = [Seat.human("Ann"), Seat.bot("easy", "Bo"), Seat.human("Cy"), Seat.bot("easy", "Di")]
    app = zirkhaki_app(seats, seed=8, options={"rings": True})
    async with app.run_test() as pilot:
        counts = await play_game_by_keys(app, pilot, bank_at=4)
        table = table_of(app)
        # Ann (seat 0) and Cy (seat 2) play the odd turns: each sits down behind a cover
        # every time the turn comes back to them past the bot
        assert counts["handoffs"] == counts["needed"] >= 4
        assert all(r is not None for r in table.match.state.view(0)["rings"])
        assert_final_table(app, ["Ann", "Bo", "Cy", "Di"])


async def test_r10_four_player_game_against_three_bots_fits_80x24():
    seats = [
        Seat.human("Ann"),
        Seat.bot("easy", "Bo"),
        Seat.bot("normal", "Cy"),
        Seat.bot("normal", "Di"),
    ]
    app = zirkhaki_app(seats, seed=21)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        text = screen_text(app)
        for name in ("Bo", "Cy", "Di", "Ann"):
            assert f"{name} ·" in text  # every bank is on the screen
        assert "d Draw" in text  # the footer shows the keys
        assert "Your turn" in text
        counts = await play_game_by_keys(app, pilot)
        assert counts["handoffs"] == 0
        assert_final_table(app, ["Ann", "Bo", "Cy", "Di"])
