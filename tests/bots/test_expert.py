"""The expert level: hard's search at three seconds a move, at home tables, not online."""

from __future__ import annotations

import pytest

import cardtui.bots as bots
from cardtui.bots import parallel
from cardtui.bots.expert import EXPERT_TIME_BUDGET, ExpertBot, thinking_words
from cardtui.core import Seat
from cardtui.core.seats import level_name

GAMES = ["xeri", "zirkhaki", "hidden_unders"]


@pytest.mark.parametrize("name", GAMES)
def test_every_game_offers_it_at_home_and_not_online(name):
    assert bots.levels(name)[-1] == "expert"
    assert "expert" not in bots.online_levels(name)
    assert "hard" in bots.online_levels(name)
    bot = bots.make(name, "expert", seed=1)
    assert isinstance(bot, ExpertBot) and bot.time_budget == EXPERT_TIME_BUDGET == 3.0
    assert bots.make(name, "expert", seed=1, time_budget=0.5).time_budget == 0.5
    assert Seat.bot("expert").level == "expert" and level_name("expert") == "expert"


def test_at_fixed_iterations_it_repeats_for_a_seed():
    from cardtui import games

    spec = games.get("xeri")
    state = spec.new_state(2, seed=5, dealer=0)
    view, legal = state.view(state.current_player), state.legal_actions()

    def choices():
        bot = bots.make("xeri", "expert", seed=9, iterations=30)
        return [bot.choose(view, legal).code for _ in range(3)]

    assert choices() == choices()


def test_setup_shows_how_long_the_searching_levels_think():
    from cardtui.tui.screens.setup_rows import seat_choices, seat_note

    labels = dict((v, label) for label, v in seat_choices(bots.levels("xeri")))
    assert labels["bot:expert"] == "Bot: expert"
    assert seat_note("bot:expert", "") == "3 s a move" == thinking_words("expert")
    assert seat_note("bot:hard", "") == "1 s a move"
    assert seat_note("bot:normal", "") == seat_note("human", "") == ""
    assert seat_note("bot:expert", "team A") == "team A"  # one note: the team comes first
    assert thinking_words("normal") is None


def test_a_table_with_an_expert_starts_the_search_workers(monkeypatch):
    started = []

    class Pool:
        def start(self, warm=()):
            started.append(warm)
            return self

    monkeypatch.setattr(parallel, "SearchPool", Pool)
    monkeypatch.setattr(parallel, "activate", lambda pool: None)
    assert parallel.start_for_table("xeri", [None, "normal"]) is None
    assert parallel.start_for_table("xeri", [None, "expert"]) is not None
    assert started == [["xeri"]]


def test_cardtui_play_seats_it():
    from cardtui.cli import build_parser
    from cardtui.commands.play import build_launch

    result = build_launch(build_parser().parse_args(["play", "xeri", "--bots", "expert"]))
    assert [s.level for s in result.setup.seats] == [None, "expert"]
