"""docs/adding-a-game.md, walked through with a toy: Little Fishing (tests/bots/toy_fishing.py)
gets its rules and a minimal room (tests/support/fishing_room.py) registered the way the page's
steps say, opens in the app, takes a move, and passes the shared tests the page says to copy.
The step numbers below are the page's; change both together."""

from __future__ import annotations

import pytest
from bots import toy_fishing
from games import engine_helpers, test_engine_contract, test_engine_worlds
from tui import test_fair_play
from tui.tui_helpers import quick_settings, screen_text, settle, table_of

import cardtui.games as games
from cardtui.core import Seat
from cardtui.tui import tables
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.move_words import move_words
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.widgets import MoveLog


@pytest.fixture
def fishing(monkeypatch):
    """Steps 2 and 5: the rules and the room registered under one name, for one test."""
    monkeypatch.setitem(games._MODULES, "fishing", toy_fishing.__name__)  # step 2
    monkeypatch.setitem(tables.TABLES, "fishing", "support.fishing_room")  # step 5
    yield
    tables._reason.cache_clear()  # the menu's cached "ready?" answers name the toy


def test_step_5_the_registered_toy_is_playable_and_has_a_room(fishing):
    assert "fishing" in games.all()
    assert tables.unavailable_reason("fishing") is None
    assert tables.table_class("fishing").__name__ == "FishingTable"
    assert move_words("fishing", "play 3c") == "plays 3c"


async def test_step_7_the_toy_opens_in_the_app_and_takes_a_move(fishing):
    seats = [Seat.human("Ann"), Seat.bot("easy", "Bot")]
    setup = TableSetup("fishing", seats, {}, 7)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("fishing", setup, table=True))
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        hand = table.match.state.view(0)["hand"]
        assert f"Your hand: {' '.join(hand)}" in screen_text(app)
        await pilot.press("1")  # the room's key for the first card
        await settle(app, pilot)
        assert table.match.log[-1][0] == f"play {hand[0]}"
        assert f"Your hand: {' '.join(table.match.state.view(0)['hand'])}" in screen_text(app)
        logged = "\n".join(line.text for line in table.query_one(MoveLog).lines)
        assert f"Ann plays {hand[0]}" in logged


async def test_step_7_the_menu_lists_the_toy_as_ready(fishing):
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        text = screen_text(app)
        assert "Little Fishing" in text
        assert "Little Fishing (not ready yet)" not in text


@pytest.fixture
def fishing_in_shared_tests(fishing, monkeypatch):
    """Step 6: the toy added to the shared tests' tables of games."""
    monkeypatch.setattr(engine_helpers, "GAMES", ("fishing",))
    monkeypatch.setitem(engine_helpers.OPTIONS, "fishing", [{}])
    monkeypatch.setitem(engine_helpers.PLAYERS, "fishing", [2, 3])
    monkeypatch.setitem(engine_helpers.MAX_PLIES, "fishing", 18)
    fair = ([Seat.human("Ann"), Seat.bot("normal", "Bot"), Seat.human("Cy")], {}, 5)
    monkeypatch.setitem(test_fair_play.TABLES, "fishing", fair)


def test_step_6_the_engine_contract_holds_for_the_toy(fishing_in_shared_tests):
    test_engine_contract.test_editing_legal_actions_or_a_view_changes_nothing_in_the_state()
    test_engine_contract.test_apply_refuses_anything_but_the_games_own_moves_and_changes_nothing()
    test_engine_contract.test_every_forged_or_foreign_action_is_refused_along_a_whole_round(
        "fishing"
    )
    test_engine_contract.test_a_faithful_copy_is_played_as_the_engines_own_action_and_logged_as_played(
        "fishing"
    )
    test_engine_worlds.test_a_world_from_any_position_plays_to_the_end_through_the_public_path()


@pytest.mark.slow
async def test_step_6_no_screen_shows_a_players_cards_while_they_are_away(fishing_in_shared_tests):
    await test_fair_play.test_no_screen_shows_anns_cards_while_she_is_away("fishing")
