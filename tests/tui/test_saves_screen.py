"""Saves lists every unfinished game (the menu names only three) and the finished matches kept
to replay: resume, replay as one seat, delete after asking; the history newest first, at most
as many as the setting says, which Settings changes."""

from __future__ import annotations

import os
import subprocess
import sys
from contextlib import contextmanager

from store.test_history import finished_match
from tui.tui_helpers import quick_settings, screen_text, settle, table_of, until

from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.store import history
from cardtui.store.paths import autosaves_dir
from cardtui.store.saves import SaveGame
from cardtui.store.settings import load_settings
from cardtui.tui import session
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.dialogs import ChoiceScreen, ConfirmScreen, MessageScreen
from cardtui.tui.screens.handoff import HandoffScreen
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.screens.replay import ReplayScreen
from cardtui.tui.screens.saves import SavesScreen
from cardtui.tui.screens.settings import SettingsScreen

NAMES = ["Ann", "Bea", "Cal", "Dot", "Eve"]


def unfinished(name: str, seed: int, moves: int = 3, second: Seat | None = None) -> Match:
    """An unfinished Xeri game of ``name`` (against an easy bot unless ``second``), autosaved."""
    seats = [Seat.human(name), second or Seat.bot("easy", "Bob")]
    match = Match(get("xeri"), seats, seed=seed)
    for _ in range(moves):
        match.apply(match.state.legal_actions()[0])
    assert session.write_autosave(match) is None
    session.leave_table(match)  # as a window does when its table closes
    return match


def dated(path, seconds_ago: int) -> None:
    stamp = 1_700_000_000 - seconds_ago
    os.utime(path, (stamp, stamp))


async def open_saves(app, pilot) -> SavesScreen:
    await pilot.pause()
    await pilot.press("l")
    await until(lambda: isinstance(app.screen, SavesScreen), what="Saves")
    await pilot.pause()
    return app.screen


def row_of(screen: SavesScreen, name: str) -> int:
    return next(
        i for i, row in enumerate(screen.rows) if row.save and row.save.seats[0].name == name
    )


async def test_every_unfinished_game_is_listed_in_saves_not_only_three():
    matches = [unfinished(name, seed=30 + i) for i, name in enumerate(NAMES)]
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert "2 more unfinished games" in screen_text(app)
        # The menu's Saves entry says what is there, not only games saved by name.
        assert "every unfinished game" in screen_text(app)
        screen = await open_saves(app, pilot)
        unfinished_rows = [r for r in screen.rows if r.kind == "unfinished"]
        assert {r.save.match_id for r in unfinished_rows} == {
            session.match_id_of(m) for m in matches
        }
        assert "No saved games yet" not in screen_text(app)
        assert "Unfinished games" in screen_text(app)
        # Each row in plain words: the game, its players and how far it got.
        assert "Xeri: Eve, Bob (easy) · 3 moves in" in screen_text(app)


async def test_resume_an_unfinished_game_from_saves():
    for i, name in enumerate(NAMES):
        unfinished(name, seed=40 + i, moves=2 + i)
    wanted = SaveGame.read(next(session.autosave_path(m) for m in [unfinished("Dot", 44, 5)]))
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_saves(app, pilot)
        screen.highlight(row_of(screen, "Dot"))
        await pilot.press("enter")
        await settle(app, pilot)
        table = table_of(app)
        assert table.match.seats[0].name == "Dot"
        assert table.match.log[0][:5] == wanted.rounds[0]
        assert len(app.screen_stack) == 2  # the menu and the table


@contextmanager
def held_by_another_process(match: Match):
    """Another cardtui window (a process of its own) holds the match's lock."""
    lock = autosaves_dir() / f".{session.match_id_of(match)}.lock"
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(lock)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        yield
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)


HOLDER = (
    "import sys; from filelock import FileLock; lock = FileLock(sys.argv[1]); lock.acquire(); "
    "print('held', flush=True); sys.stdin.read()"
)


async def test_a_game_open_in_another_window_is_neither_resumed_nor_deleted():
    match = unfinished("Ann", 50)
    app = CardSuiteApp(settings=quick_settings())
    with held_by_another_process(match):
        async with app.run_test(size=(100, 40)) as pilot:
            screen = await open_saves(app, pilot)
            assert "(open in another window)" in screen_text(app)
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, MessageScreen)
            assert "another cardtui window" in app.screen.text
            await pilot.press("escape")
            await pilot.pause()
            await pilot.press("d")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press("y")
            await pilot.pause()
            assert app.screen is screen
            assert session.autosave_path(match).exists()
    # Once that window has closed the game, it can be deleted (after asking).
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_saves(app, pilot)
        assert "(open in another window)" not in screen_text(app)
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not session.autosave_path(match).exists()


async def test_replay_an_unfinished_hot_seat_game_as_one_seat_behind_the_cover():
    match = unfinished("Ann", 60, moves=5, second=Seat.human("Sara"))
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        await open_saves(app, pilot)
        await pilot.press("v")
        await until(lambda: isinstance(app.screen, ChoiceScreen), what="whose replay")
        assert "Whose replay?" in screen_text(app)
        await pilot.click("#choice-1")  # Sara's
        await until(lambda: isinstance(app.screen, HandoffScreen), what="the cover")
        assert "Pass to Sara" in screen_text(app)
        await pilot.press("enter")
        await until(lambda: isinstance(app.screen, ReplayScreen), what="the replay")
        assert app.screen.viewpoint == 1
        # Ann's cards never show (but the card she played first, public once played).
        save = SaveGame.of(match)
        start = save.truncated(0).replay().state
        playing = save.rounds[0][0].partition(" ")[2] if start.current_player == 0 else ""
        shown = screen_text(app)
        assert not [c for c in start.view(0)["hand"] if c.code != playing and str(c) in shown]


async def test_delete_asks_first_and_no_keeps_the_game():
    keep, gone = unfinished("Ann", 70), unfinished("Bea", 71)
    dated(session.autosave_path(keep), 100)
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_saves(app, pilot)
        assert screen.rows[0].save.seats[0].name == "Bea"  # the newest first
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Delete this unfinished game (Xeri: Bea, Bob (easy)" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert session.autosave_path(gone).exists()
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not session.autosave_path(gone).exists()
        assert session.autosave_path(keep).exists()
        assert [r.save.seats[0].name for r in screen.rows] == ["Ann"]


async def test_a_match_finished_at_the_table_is_in_saves_newest_first_and_replays_every_hand():
    older = finished_match(5)
    history.keep(SaveGame.of(older), 50)
    dated(history.history_path(session.match_id_of(older)), 100)
    # Finish a match at the table: the last move of a one-round game.
    match = finished_match(6)
    save = SaveGame.of(match).truncated(SaveGame.of(match).move_count - 1)
    session.write_autosave(save.replay())
    session.leave_table(save.replay())
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await settle(app, pilot)
        await pilot.press("1")  # Ann's last card
        await until(lambda: table_of(app).match.is_over, what="the end of the match")
        await pilot.pause()
        app.back_to_menu()
        await until(lambda: isinstance(app.screen, MenuScreen), what="the menu")
        screen = await open_saves(app, pilot)
        finished = [r for r in screen.rows if r.kind == "finished"]
        assert [r.save.match_id for r in finished] == [save.match_id, older.__dict__["save_id"]]
        assert not [r for r in screen.rows if r.kind == "unfinished"]
        assert "Finished matches" in screen_text(app) and "finished, " in screen_text(app)
        screen.highlight(screen.rows.index(finished[0]))
        await pilot.press("v")
        await until(lambda: isinstance(app.screen, ReplayScreen), what="the replay")
        assert app.screen.viewpoint is None  # over: every hand
        assert " Bob (easy) held " in screen_text(app) or " Bob held " in screen_text(app)


async def test_the_history_keeps_the_cap_shown_and_settings_change_it():
    ids = []
    for n in range(6):
        match = finished_match(80 + n)
        history.keep(SaveGame.of(match), 50)
        ids.append(session.match_id_of(match))
        dated(history.history_path(ids[-1]), 100 - n)
    app = CardSuiteApp(settings=quick_settings(history_kept=4))
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_saves(app, pilot)
        assert [r.save.match_id for r in screen.rows] == ids[::-1][:4]
        assert "the last 4 kept" in screen_text(app)
        assert len(history.entries()) == 4  # the two oldest went
        await pilot.press("escape")
        await until(lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await pilot.press("s")
        await until(lambda: isinstance(app.screen, SettingsScreen), what="Settings")
        select = app.screen.query_one("#history-kept")
        assert select.value == 4
        select.value = 10
        await pilot.pause()
        assert app.settings.history_kept == 10
        assert load_settings()[0].history_kept == 10  # saved at once
        await pilot.press("escape")
        await until(lambda: isinstance(app.screen, MenuScreen), what="the menu")
        screen = await open_saves(app, pilot)
        assert "the last 10 kept" in screen_text(app)
        for n in range(8):
            history.keep(SaveGame.of(finished_match(90 + n)), app.settings.history_kept)
        assert len(history.entries()) == 10


async def test_damaged_unfinished_and_finished_files_are_listed_with_a_sentence():
    match = unfinished("Ann", 100)
    path = session.autosave_path(match)
    path.write_text(path.read_text()[:80])  # cut short
    broken_history = history.history_path("0123456789ab")
    broken_history.parent.mkdir(parents=True, exist_ok=True)
    broken_history.write_text('{"format": "something else"}')
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_saves(app, pilot)
        text = screen_text(app)
        assert "Unfinished games that cannot be resumed" in text
        assert f"{path.stem}.broken-1.json" in text and "0123456789ab.json" in text
        for kind, sentence in (("set_aside", "cut short"), ("finished", "not a cardtui save")):
            screen.highlight(next(i for i, r in enumerate(screen.rows) if r.kind == kind))
            await pilot.press("enter")
            await until(lambda: isinstance(app.screen, MessageScreen), what="why")
            assert sentence in app.screen.text
            await pilot.press("enter")
            await until(lambda: app.screen is screen, what="Saves again")
    assert path.with_name(f"{path.stem}.broken-1.json").exists()  # kept, never deleted
    assert broken_history.exists()


async def test_loading_a_named_save_never_writes_over_the_same_game_further_on():
    """A game saved by name at move 3 and played on to move 8: loading the name goes on as a
    game of its own; the unfinished game at move 8 stays as it was."""
    early = unfinished("Ann", 110, moves=3)
    session.save_named(early, "At move 3")
    later = SaveGame.of(early)
    later = later.truncated(3).replay()
    for _ in range(5):
        later.apply(later.state.legal_actions()[0])
    assert session.write_autosave(later) is None
    session.leave_table(later)
    further = SaveGame.read(session.autosave_path(later)).rounds
    assert len(further[0]) == 8
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_saves(app, pilot)
        screen.highlight(next(i for i, r in enumerate(screen.rows) if r.kind == "named"))
        await pilot.press("enter")
        await settle(app, pilot)
        table = table_of(app)
        assert table.match.log[0][:3] == further[0][:3]
        assert SaveGame.read(session.autosave_path(later)).rounds == further  # untouched
        assert session.match_id_of(table.match) != session.match_id_of(later)
    assert SaveGame.read(session.autosave_path(later)).rounds == further


async def test_resume_from_a_list_read_before_another_window_played_on_loses_no_move():
    """Saves (or the menu) was listed while the game stood at move 3; another window then
    resumed it, played to move 6 and left. Resuming from the old list goes on from move 6:
    the moves made in the other window are not written over by the old copy."""
    match = unfinished("Ann", 80, moves=3)
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_saves(app, pilot)
        screen.highlight(row_of(screen, "Ann"))
        # The other window: the same match, three moves further on, saved and left.
        for _ in range(3):
            match.apply(match.state.legal_actions()[0])
        assert session.write_autosave(match) is None
        session.leave_table(match)
        await pilot.press("enter")
        await settle(app, pilot)
        played_there = match.log[0]
        # From move 6 on (the bot may have moved since).
        assert table_of(app).match.log[0][: len(played_there)] == played_there
    assert SaveGame.read(session.autosave_path(match)).rounds[0][:6] == played_there


async def test_a_game_finished_in_another_window_since_the_list_was_read_is_not_resumed():
    """The other window finished the game (its autosave went to the history) after this
    Saves was listed: Enter says so, and does not bring the game back as unfinished."""
    match = unfinished("Ann", 81, moves=3)
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_saves(app, pilot)
        screen.highlight(row_of(screen, "Ann"))
        session.autosave_path(match).unlink()  # finished, or deleted, over there
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MessageScreen)
        assert "another window" in screen_text(app)
    assert not session.autosave_path(match).exists()
