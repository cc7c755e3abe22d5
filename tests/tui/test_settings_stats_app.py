"""Settings and statistics in the app: saved on change, back after a restart (the data folder is
a temporary one), a broken file falls back with a notice, reset asks first."""

from __future__ import annotations

import json

from textual.widgets import Select
from tui.store_helpers import ANN_AND_BOTS, ONE_ROUND, play_to_the_end_of_the_round, write_raw
from tui.tui_helpers import quick_settings, screen_text, settle, table_app, table_of

from cardtui.core import Event, Match, Seat
from cardtui.games import get
from cardtui.store import stats
from cardtui.store.paths import data_dir
from cardtui.tui import session
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.screens.settings import SettingsScreen
from cardtui.tui.settings import UiSettings


async def test_settings_are_saved_on_change_and_back_after_a_restart():
    app = CardSuiteApp()  # the player's own settings: none yet, so the defaults
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        switches = ("#ascii", "#coach", "#tallies", "#undo-humans", "#covers", "#confirm-quit")
        for switch in switches:
            await pilot.click(switch)
        await pilot.click("#top-only")  # for this session only
        app.screen.query_one("#speed", Select).value = "fast"
        app.screen.query_one("#theme", Select).value = "nord"
        await pilot.pause()
        assert app.theme == "nord"
        await pilot.press("escape")
    saved = json.loads((data_dir() / "settings.json").read_text())
    assert saved["card_style"] == "ascii" and saved["theme"] == "nord"
    assert "pile_top_only" not in saved

    app = CardSuiteApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        s = app.settings
        assert (s.ascii_cards, s.coach, s.show_tallies, s.undo_between_humans) == (True,) * 4
        assert s.confirm_quit is False and s.bot_delay == 0.3 and s.pile_top_only is False
        assert s.cover_every_pass is False  # hot-seat covers only when something is private
        assert app.theme == "nord"
        await pilot.press("s")
        await pilot.pause()
        assert "|10H  |" in screen_text(app)  # the sample cards are drawn in ASCII


async def test_a_broken_settings_file_falls_back_to_the_defaults_with_a_notice(monkeypatch):
    write_raw(data_dir() / "settings.json", "{not json")
    app = CardSuiteApp()
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **kw: said.append(message))
    async with app.run_test() as pilot:
        await pilot.pause()
        assert app.settings.stored == UiSettings().stored
    assert len(said) == 1 and "not complete JSON. Using the default settings" in said[0]
    assert "kept as settings.broken-1.json" in said[0]
    assert (data_dir() / "settings.broken-1.json").read_text() == "{not json"


def test_command_line_flags_last_for_this_session_only():
    settings = UiSettings.load(ascii_cards=True, bot_delay=0.0)
    assert settings.ascii_cards is True and settings.bot_delay == 0.0
    assert settings.persist() is None
    again = UiSettings.load()
    assert again.ascii_cards is False and again.bot_delay == UiSettings().bot_delay
    settings.ascii_cards = True  # chosen in the settings screen: saved from then on
    settings.persist()
    assert UiSettings.load().ascii_cards is True


async def test_without_confirm_quit_the_table_quits_at_once():
    app = table_app([Seat.human("Ann"), Seat.bot("easy", "Bob")])
    app.settings.confirm_quit = False
    async with app.run_test() as pilot:
        await settle(app, pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert not app.is_running


async def test_a_finished_round_is_counted_and_shown_after_a_restart():
    """(The Statistics screen itself and its reset: tests/tui/test_stats_screen.py.)"""
    app = table_app(ANN_AND_BOTS, options=ONE_ROUND, seed=4)
    async with app.run_test() as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        result = table_of(app).match.results[-1]
    records = {r.player: r for r in stats.summary("xeri")}
    assert list(records) == ["human:Ann", "bot:easy", "bot:normal"]
    human = records["human:Ann"]
    assert (human.rounds, human.won) == (1, int(0 in result.winners))
    assert human.points == result.scores[0] and "xeris" in human.counters
    assert records["bot:easy"].rounds == 2 and records["bot:normal"].rounds == 1
    assert human.matches == 1 and human.undo_rounds == 0

    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        for words in ("Xeri", "Ann", "Bot (easy)", "Bot (normal)", "Xeris", "Win"):
            assert words in text


async def test_a_game_picked_up_at_a_finished_round_is_not_counted_twice():
    match = Match(get("xeri"), ANN_AND_BOTS, {"match_mode": "rounds", "rounds": 2}, seed=3)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    session.write_autosave(match)  # the round ended (and was counted) just before a crash
    app = CardSuiteApp(settings=quick_settings(), launch=Launch(resume=True))
    async with app.run_test() as pilot:
        await pilot.pause()
        assert await settle(app, pilot) is Phase.ROUND_OVER
        assert isinstance(app.screen, ResultsScreen)
    assert not stats.summary("xeri")


def test_round_counters_tally_xeris_busts_and_burns_per_seat():
    match = Match(get("xeri"), ANN_AND_BOTS, seed=1)
    history = [
        (1, [Event("capture", "P2 takes"), Event("xeri", "P2 xeri", seat=1)]),
        (3, [Event("xeri", "P4 xeri", seat=3)]),
        (1, [Event("xeri", "P2 xeri", seat=1), Event("burn", "P2 burns", seat=1)]),
    ]
    assert session.round_counters(match, history) == [
        {"xeris": 0},
        {"xeris": 2, "burns": 1},
        {"xeris": 0},
        {"xeris": 1},
    ]


async def test_a10_live_tallies_count_the_public_captures_only_when_asked():
    seats = [Seat.bot("easy", "Bo"), Seat.bot("normal", "Cy")]
    app = table_app(seats, options=ONE_ROUND, seed=8)
    app.settings.show_tallies = True
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.MATCH_OVER
        table = table_of(app)
        result = table.match.results[-1]
        view = table.view
        for seat in (0, 1):  # at the end the tally is the round's score
            assert f"{result.scores[seat]} pts" in table.seat_tags(seat, view, 0)
        app.settings.show_tallies = False
        assert not any("pts" in tag for tag in table.seat_tags(0, view, 0))


async def test_settings_show_the_theme_picked_in_the_command_palette_while_open():
    app = CardSuiteApp(settings=quick_settings(theme="textual-dark"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        settings = app.screen
        assert isinstance(settings, SettingsScreen)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"theme", "enter")
        await pilot.pause()
        await pilot.press(*"nord", "enter")
        await pilot.pause()
        assert app.theme == "nord" and app.screen is settings
        assert settings.query_one("#theme", Select).value == "nord"
        assert "nord" in screen_text(app)
