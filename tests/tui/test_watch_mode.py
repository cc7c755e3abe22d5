"""Watching bots: a table of bots alone plays on by itself, round after round and match after
match, with a pause to read the results (p stops it); finished matches are kept to replay."""

from __future__ import annotations

import asyncio
import re

import pytest
from textual.app import App
from tui.tui_helpers import quick_settings, table_of, until

from cardtui.core import RoundResult, Seat
from cardtui.store.paths import saves_dir
from cardtui.store.saves import SaveGame
from cardtui.tui import session, watch
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.screens.results import ResultsScreen

BOTS = [Seat.bot("random", "Ada"), Seat.bot("random", "Bo")]
TWO_ROUNDS = {"match_mode": "rounds", "rounds": 2}


def table_now(app):
    """The table on screen, or None between two matches (one table closes, the next opens)."""
    try:
        return table_of(app)
    except AssertionError:
        return None


def watched_app(options=None, seats=BOTS) -> CardSuiteApp:
    setup = TableSetup("xeri", list(seats), dict(options or TWO_ROUNDS), seed=11)
    return CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", setup, table=True))


@pytest.mark.slow
async def test_a_watched_match_plays_on_by_itself_round_after_round_and_match_after_match(
    monkeypatch,
):
    monkeypatch.setattr(watch, "results_pause", lambda delay: 0.05)
    app = watched_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        first = table_of(app)
        # No key is pressed: round 2 comes, then the match ends and the next one starts.
        await until(lambda: first.match.round_no >= 2, timeout=30, what="round 2")
        await until(lambda: table_now(app) not in (None, first), timeout=30, what="next match")
        assert first.match.is_over
        second = table_of(app)
        assert second.match.round_no == 1
        # Let the new table start before the app closes (closing it half-built is #16's).
        await until(lambda: second.conductor.phase is not Phase.IDLE, what="the next deal")
        await pilot.pause()
        kept = watch.watched_saves()  # newest first; a fast second match may be kept too
        assert 1 <= len(kept) <= 2
        save = SaveGame.read(kept[-1])
        replayed = save.replay()
        replayed.finish_round()  # a replay leaves its last round to be recorded
        assert replayed.is_over
        won = " and ".join(first.match.seats[p].name for p in first.match.winners())
        assert save.name == f"Watched Xeri: {won} won"
        assert kept[-1] in [path for path, _ in session.named_saves()]  # listed in Saves


class ResultsApp(App):
    """Only a results screen, to time its pause without playing a round."""

    def __init__(self, *, match_over: bool, pause: float | None) -> None:
        super().__init__(css_path=None)
        self.settings = quick_settings()
        self.choices: list[str | None] = []
        self.screen_args = {"match_over": match_over, "auto_next": pause}

    def on_mount(self) -> None:
        result = RoundResult(1, 0, [30, 12], [0])
        screen = ResultsScreen(
            title="Xeri",
            result=result,
            breakdown="",
            standings="",
            headline="Ada wins round 1.",
            **self.screen_args,
        )
        self.push_screen(screen, self.choices.append)


async def test_p_stops_the_pause_and_starts_it_again():
    # A pause long enough that a busy machine cannot run it out before p is pressed.
    app = ResultsApp(match_over=False, pause=3.0)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(lambda: isinstance(app.screen, ResultsScreen), what="the results")
        await pilot.pause()
        line = str(app.screen.query_one("#results-auto").render())
        assert re.fullmatch(r"Next round in [123] s · p stops here", line)
        await pilot.press("p")
        await asyncio.sleep(0.6)
        assert app.choices == [] and isinstance(app.screen, ResultsScreen)
        assert "Stopped" in str(app.screen.query_one("#results-auto").render())
        await pilot.press("p")
        await until(lambda: app.choices == ["next"], timeout=10, what="the next round")


async def test_after_a_match_the_next_one_starts_and_the_menu_is_offered():
    app = ResultsApp(match_over=True, pause=0.6)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(lambda: isinstance(app.screen, ResultsScreen), what="the results")
        await pilot.pause()
        assert app.screen.query("#menu")
        await until(lambda: app.choices == ["rematch"], timeout=5, what="the next match")


async def test_without_a_pause_the_results_wait_for_a_choice():
    app = ResultsApp(match_over=False, pause=None)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await asyncio.sleep(0.3)
        assert app.choices == [] and not app.screen.query("#results-auto")
        await pilot.press("p")  # not a key here
        await pilot.press("n")
        await until(lambda: app.choices == ["next"], timeout=5, what="the next round")


async def test_a_table_with_a_human_waits_for_them(monkeypatch):
    monkeypatch.setattr(watch, "results_pause", lambda delay: 0.05)
    seats = [Seat.human("Ann"), Seat.bot("random", "Bo")]
    app = watched_app(seats=seats)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = table_of(app)
        assert table.results_pause() is None
        assert not table.conductor.watching


def test_only_the_last_watched_matches_are_kept(monkeypatch):
    folder = saves_dir()
    folder.mkdir(parents=True)  # cardtui makes it only when it writes a save
    for i in range(watch.KEEP + 5):
        (folder / f"watched-xeri-20250101-1200{i:02d}.json").write_text("{}")
    (folder / "watched by me.json").write_text("{}")  # a save the player named: not touched
    watch.prune()
    kept = watch.watched_saves()
    assert len(kept) == watch.KEEP
    assert kept[0].name == f"watched-xeri-20250101-1200{watch.KEEP + 4:02d}.json"
    assert (folder / "watched by me.json").exists()


def test_the_pause_is_longer_for_slower_bots():
    assert watch.results_pause(0.0) == watch.MIN_PAUSE
    assert watch.results_pause(0.0) < watch.results_pause(0.8) <= watch.MAX_PAUSE


async def test_results_that_close_before_they_drew_do_not_fail():
    """A watched table can move on before its results screen has mounted its buttons (CI saw
    it once the engines got faster): mounting then finds no button to focus, and must cope."""
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test() as pilot:
        await pilot.pause()
        menu = app.screen
        screen = ResultsScreen(
            title="Xeri",
            result=None,
            breakdown="",
            standings="",
            match_over=False,
            headline="Ada wins the round.",
            auto_next=0.01,
        )
        app.push_screen(screen)
        app.pop_screen()  # gone before its first mount ran
        await pilot.pause()
        await pilot.pause(0.05)  # past the countdown it would have started
        assert app.screen is menu


async def test_the_pause_waits_while_the_leave_question_is_open(monkeypatch):
    from cardtui.tui.screens.dialogs import ConfirmScreen

    # A pause long enough that Esc lands while the results are up, even on a loaded machine
    # (with a short one the countdown could end first, and Esc would then leave the table).
    monkeypatch.setattr(watch, "results_pause", lambda delay: 1.5)
    app = watched_app()
    async with app.run_test(size=(100, 32)) as pilot:
        table = table_of(app)
        await until(lambda: isinstance(app.screen, ResultsScreen), timeout=30, what="results")
        results = app.screen
        await pilot.press("escape")
        await until(lambda: isinstance(app.screen, ConfirmScreen), what="the question")
        assert results in app.screen_stack  # the question is over the results
        await asyncio.sleep(2.0)  # more than the pause: play must not go on under the question
        assert isinstance(app.screen, ConfirmScreen) and table.match.round_no == 1
        await pilot.press("n")  # keep watching: the same results, then round 2 by itself
        await until(lambda: app.screen is results, what="the results again")
        await until(lambda: table.match.round_no == 2, timeout=10, what="round 2")
