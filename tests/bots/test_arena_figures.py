"""The arena's hands held and piles picked up, per level (Hidden Unders' hoarding)."""

from __future__ import annotations

import pytest

from cardtui.bots.arena import arena_report, format_table, run_arena
from cardtui.bots.arena_figures import HandTally, level_figures


def test_hidden_unders_rounds_count_hands_and_pickups():
    outcomes = run_arena("hidden_unders", ["normal", "easy"], games=4, seed=3)
    for o in outcomes:
        assert o.hands is not None
        for seat in range(2):
            assert 0 < o.hands["mean"][seat] <= o.hands["largest"][seat]
            assert all(size >= 1 for size in o.hands["pickups"][seat])
    report = arena_report("hidden_unders", outcomes)
    figures = {b["level"]: b["hands"] for b in report["bots"]}
    easy = figures["easy"]
    assert easy["pickups"] >= 1 and easy["largest_pickup"] >= easy["mean_pickup"] >= 1
    assert easy["largest_hand"] >= easy["mean_largest_hand"] >= easy["mean_hand"]
    text = format_table("hidden_unders", report=report)
    assert "easy picked up" in text and "normal held" in text


@pytest.mark.parametrize("name", ["zirkhaki", "xeri"])
def test_a_game_without_pickups_has_no_figures(name):
    outcomes = run_arena(name, ["normal", "easy"], games=2, seed=1)
    assert all(o.hands is None for o in outcomes)
    assert level_figures(outcomes) == {}
    assert "held" not in format_table(name, outcomes)


def test_pickups_come_from_the_games_events_and_seats_out_are_not_sampled():
    from cardtui.core.protocol import Event

    class Table:
        players = 2
        finish: list[int] = []

        def __init__(self):
            self.hands = [[1, 2], [3]]

    table = Table()
    tally = HandTally.start("hidden_unders", table)
    table.hands[1] += [4, 5, 6]
    tally.after(table, [Event("pickup", "P2 picks up 3 cards.", 1, ("4", "5", "6"))])
    table.hands[0].pop()
    table.finish = [0]
    tally.after(table, [Event("play", "P1 plays 2.", 0, ("2",))])
    figures = tally.per_seat()
    assert figures["pickups"] == [[], [3]]
    assert figures["largest"] == [2, 4]
    assert figures["mean"] == [2.0, 4.0]  # seat 0 is out after its move: not sampled
