"""Two app windows on one data folder at the same time, each at its own game: neither window's
autosave replaces the other's, both games are listed on the menu and each resumes exactly
where its window left it; a game open in one window is not written by the other. (Rounds
counted by several processes at once: tests/store/test_two_windows.py.)"""

from __future__ import annotations

from tui.store_helpers import autosave_files, human_move
from tui.tui_helpers import quick_settings, screen_text, settle, table_app, table_of

from cardtui.core import Seat
from cardtui.tui import session
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import TableSetup
from cardtui.tui.screens.dialogs import MessageScreen


def window(name: str, seed: int) -> CardSuiteApp:
    return table_app([Seat.human(name), Seat.bot("easy", "Bob")], seed=seed)


async def test_two_windows_keep_both_games():
    ann, sara = window("Ann", 3), window("Sara", 4)
    async with ann.run_test() as one, sara.run_test() as two:
        for _ in range(2):  # a move here, a move there
            await settle(ann, one)
            await human_move(ann, one)
            await settle(sara, two)
            await human_move(sara, two)
        logs = {table_of(a).match.seats[0].name: table_of(a).match.log for a in (ann, sara)}
        # A third window cannot sit down at Ann's game while her window has it open.
        games, _ = session.unfinished_games()
        anns = next(g for g in games if g.save.seats[0].name == "Ann")
        assert anns.open_elsewhere is False  # this process holds it (one window's view)
    assert len(autosave_files()) == 2
    games, notices = session.unfinished_games()
    assert notices == [] and {g.save.seats[0].name for g in games} == {"Ann", "Sara"}

    menu = CardSuiteApp(settings=quick_settings())
    async with menu.run_test() as pilot:
        await pilot.pause()
        text = screen_text(menu)
        assert "Xeri: Ann, Bob (easy)" in text and "Xeri: Sara, Bob (easy)" in text
    for game in games:
        app = CardSuiteApp(
            settings=quick_settings(),
            launch=Launch("xeri", TableSetup.from_save(game.save), table=True),
        )
        async with app.run_test() as pilot:
            await settle(app, pilot)
            name = game.save.seats[0].name
            assert table_of(app).match.log[0][: len(logs[name][0])] == logs[name][0]


async def test_a_game_open_in_another_window_is_not_resumed_here(monkeypatch):
    app = window("Ann", 5)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        save = session.unfinished_games()[0][0].save
    # Another process holds it: this window says so instead of writing over its moves.
    monkeypatch.setattr("cardtui.tui.app.open_elsewhere", lambda match_id: True)
    menu = CardSuiteApp(settings=quick_settings())
    async with menu.run_test() as pilot:
        await pilot.pause()
        menu.resume(save)
        await pilot.pause()
        assert isinstance(menu.screen, MessageScreen)
        assert "another cardtui window" in screen_text(menu)
