"""Autosave after every move, Resume (menu and --resume), named saves (the table's key and the
saves screen) and refused files, in the app."""

from __future__ import annotations

from tui.store_helpers import (
    ANN_AND_BOTS,
    ANN_BOB,
    ONE_ROUND,
    autosave_files,
    autosaved,
    human_move,
    played_match,
    write_raw,
)
from tui.tui_helpers import quick_settings, screen_text, settle, table_app, table_of

from cardtui.cli import build_parser
from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.store.paths import autosaves_dir, saves_dir
from cardtui.store.saves import SaveGame, save_path
from cardtui.tui import session
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.dialogs import ConfirmScreen, MessageScreen
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.screens.save_name import SaveNameScreen
from cardtui.tui.screens.saves import SavesScreen


def menu_app(**launch) -> CardSuiteApp:
    return CardSuiteApp(settings=quick_settings(), launch=Launch(**launch) if launch else None)


async def test_every_move_is_autosaved_and_resume_on_the_menu_picks_the_game_up():
    app = table_app(ANN_BOB, seed=3)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        table = table_of(app)
        assert autosaved().rounds == table.match.log  # a new match replaces the last one
        for _ in range(3):
            await human_move(app, pilot)
            assert autosaved().rounds == table.match.log  # after every move, bots' too
        log = [list(r) for r in table.match.log]
        views = [table.match.state.view(p).to_dict() for p in range(2)]
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert "The match is saved" in screen_text(app)
        await pilot.press("y")
    assert len(log[0]) >= 6

    app = menu_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Resume" in text and "Xeri: Ann, Bob (easy)" in text
        await pilot.press("c")
        await settle(app, pilot)
        table = table_of(app)
        assert table.match.log == log
        assert [table.match.state.view(p).to_dict() for p in range(2)] == views
        assert table.conductor.phase is Phase.HUMAN
        # The round so far is back in the move log.
        assert len(table.query_one("#log").lines_written) > len(log[0])


async def test_resume_flag_opens_the_last_game_and_says_so_when_there_is_none():
    assert build_parser().parse_args(["--resume"]).resume is True
    app = menu_app(resume=True)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MessageScreen)
        assert "no game in progress to resume" in screen_text(app)
    session.write_autosave(played_match(4))
    app = menu_app(resume=True)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        # The four moves, then the bot played on from there.
        assert table_of(app).match.log[0][:4] == played_match(4).log[0]


async def test_a_finished_match_is_not_offered_again_and_bot_only_games_are_not_counted():
    seats = [Seat.bot("easy", "Bo"), Seat.bot("normal", "Cy")]
    app = table_app(seats, options=ONE_ROUND, seed=2)
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.MATCH_OVER
        assert not autosave_files()
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen) and "Resume" not in screen_text(app)
    assert not (saves_dir().parent / "stats.json").exists()


async def test_a_refused_autosave_is_explained_moved_aside_and_not_offered(monkeypatch):
    path = autosaves_dir() / "0123456789ab.json"
    write_raw(path, '{"format": "cardtui-save", "version": 1, "game": "xe')  # cut short
    app = menu_app()
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **kw: said.append(message))
    async with app.run_test() as pilot:
        await pilot.pause()
        assert "Resume" not in screen_text(app)
    assert said and "cannot be resumed" in said[0] and "cut short" in said[0]
    assert "moved aside to 0123456789ab.broken-1.json" in said[0]
    assert not path.exists()
    assert path.with_name("0123456789ab.broken-1.json").read_text().endswith('"xe')  # kept


async def test_ctrl_s_saves_under_a_name_and_asks_before_replacing():
    app = table_app(ANN_BOB, seed=3)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        await human_move(app, pilot)
        table = table_of(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SaveNameScreen)
        field = app.screen.query_one("Input")
        assert field.value.startswith("Xeri with Ann, ")  # and the time
        field.value = "autosave"
        await pilot.press("enter")
        await pilot.pause()
        assert "kept for the automatic save" in screen_text(app)
        field.value = "Sunday game"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is table
        saved = SaveGame.read(save_path("Sunday game"))
        assert saved.name == "Sunday game" and saved.rounds == table.match.log
        await pilot.press("ctrl+s")
        await pilot.pause()
        app.screen.query_one("Input").value = "sunday game"  # the same file
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen) and "Replace it?" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is table
        assert SaveGame.read(save_path("Sunday game")).name == "sunday game"


async def test_saves_screen_loads_and_deletes_after_asking():
    early, later = played_match(2), played_match(6, seed=9)
    session.save_named(early, "Early")
    session.save_named(later, "Later")
    app = menu_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, SavesScreen)
        text = screen_text(app)
        assert "Early" in text and "Later" in text and "2 moves in" in text
        assert "autosave" not in text.lower().split("saved games")[1].split("saves are")[0]
        # Delete asks first; "no" keeps the file.
        names = [save.name for _, save in app.screen.entries]
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert f"Delete the save '{names[0]}'?" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert save_path(names[0]).exists()
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not save_path(names[0]).exists()
        assert [s.name for _, s in app.screen.entries] == names[1:]
        await pilot.press("enter")
        await settle(app, pilot)
        table = table_of(app)
        wanted = early if names[1] == "Early" else later
        moves = len(wanted.log[0])
        assert table.match.log[0][:moves] == wanted.log[0]
        assert len(app.screen_stack) == 2  # the menu and the table, nothing left between


async def test_a_refused_save_shows_its_sentence_and_is_moved_aside_never_overwritten():
    session.save_named(played_match(2), "Good")
    bad = saves_dir() / "alien.json"
    write_raw(bad, {"format": "something else"})
    tampered = played_match(4)
    session.save_named(tampered, "Tampered")
    data = SaveGame.read(save_path("Tampered")).to_dict()
    data["rounds"][0][1] = "shuffle the deck"  # a move the rules no longer take
    write_raw(save_path("Tampered"), data)
    app = menu_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        app.open_saves()
        await pilot.pause()
        screen = app.screen
        entries = {path.stem: i for i, (path, _) in enumerate(screen.entries)}
        assert "cannot be read" in screen_text(app)
        for stem, sentence in (("alien", "not a cardtui save"), ("tampered", "no longer replays")):
            screen.highlight(entries[stem])
            await pilot.press("enter")
            await pilot.pause()
            await pilot.pause()
            assert isinstance(app.screen, MessageScreen)
            text = app.screen.text  # as shown, before it wraps on the screen
            assert sentence in text and f"moved aside to {stem}.broken-1.json" in text
            assert "This save cannot be loaded" in screen_text(app)
            await pilot.press("enter")
            await pilot.pause()
            assert app.screen is screen
            entries = {path.stem: i for i, (path, _) in enumerate(screen.entries)}
            assert stem not in entries  # set aside, no longer listed
        assert list(entries) == ["good"]
    assert (saves_dir() / "alien.broken-1.json").read_text() == '{"format": "something else"}'


async def test_leaving_keeps_the_game_to_resume_and_a_new_game_replaces_it():
    app = table_app(ANN_AND_BOTS, seed=4)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        await human_move(app, pilot)
        first = [list(r) for r in table_of(app).match.log]
        await pilot.press("escape")
        await pilot.pause()
        assert "Resume on the menu picks it up again" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen) and "Resume" in screen_text(app)
        assert autosaved().rounds == first
        app.start_table(table_of_setup(ANN_BOB, seed=8))
        await pilot.pause()
        await settle(app, pilot)
        assert autosaved().rounds == table_of(app).match.log != first


def table_of_setup(seats, seed):
    from cardtui.tui.conductor import TableSetup

    return TableSetup("xeri", seats, dict(ONE_ROUND), seed)


async def test_a_failed_autosave_is_a_notice_and_play_goes_on(monkeypatch):
    def broken(self, path):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(SaveGame, "write", broken)
    app = table_app(ANN_BOB, seed=3)
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **kw: said.append(message))
    async with app.run_test() as pilot:
        await settle(app, pilot)
        for _ in range(2):
            await human_move(app, pilot)
        assert table_of(app).conductor.phase is Phase.HUMAN
    assert said == ["The game could not be saved automatically (the disk is full)."]


async def test_results_replay_steps_through_the_round_then_returns_to_the_results():
    app = table_app([Seat.bot("easy", "Bo"), Seat.bot("easy", "Cy")], options=ONE_ROUND, seed=6)
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.MATCH_OVER
        results = app.screen
        await pilot.press("v")
        await pilot.pause()
        assert "Replay · Xeri" in screen_text(app)
        await pilot.press("right")
        await pilot.pause()
        assert "move 2 of" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen) is type(results)
        assert "Rematch" in screen_text(app)


def test_cardtui_resume_opens_the_app_at_the_last_game(monkeypatch):
    from cardtui.cli import main

    opened: list[Launch | None] = []
    monkeypatch.setattr(CardSuiteApp, "run", lambda self: opened.append(self.launch))
    assert main(["--resume"]) == 0
    assert opened[0] is not None and opened[0].resume is True
    assert main([]) == 0 and opened[1] is None  # plain cardtui: the menu


def test_a_stacked_deck_given_as_codes_is_saved_and_replays():
    spec = get("xeri")
    deck = [c.code for c in spec.new_state(2, seed=3).view(0)["played"]]  # any 4 cards first
    rest = [f"{r}{s}" for s in "SHDC" for r in "23456789TJQKA"]
    deck += [c for c in rest if c not in deck]
    match = Match(spec, ANN_BOB, seed=3, first_dealer=0, deck=deck)
    match.apply(match.state.legal_actions()[0])
    save = SaveGame.of(match)
    assert save.deck == deck
    assert save.replay().state.snapshot() == match.state.snapshot()
