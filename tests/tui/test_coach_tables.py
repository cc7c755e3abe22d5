"""The coach at the three tables (issue 26, point 1): `c` shows each move's chance to win from
the hard bot's search on the player's own view, the best marked, only for the human whose turn
it is; a round played with it is counted apart, as undo is."""

from __future__ import annotations

import pytest
from tui.tui_helpers import footer_keys, quick_settings, screen_text, settle, table_of, until

from cardtui.core import Seat
from cardtui.store.saves import coached_rounds
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.move_words import move_words
from cardtui.tui.tables.xeri.tracker import XeriTracker
from cardtui.tui.widgets import MoveLog
from cardtui.tui.widgets.coach_advice import CoachAdvice

ITERATIONS = 40  # a small search: the test is about the table, not the advice's quality


def coach_app(game: str, seats: list[Seat], *, coach: bool = True, seed: int = 3, delay=0.0):
    setup = TableSetup(game, seats, {}, seed)
    settings = quick_settings(coach=coach, coach_iterations=ITERATIONS, bot_delay=delay)
    return CardSuiteApp(settings=settings, launch=Launch(game, setup, table=True))


def panel(app) -> CoachAdvice:
    return table_of(app).query_one(CoachAdvice)


async def advice_shown(app) -> CoachAdvice:
    await until(lambda: bool(panel(app).lines), what="the coach's advice")
    return panel(app)


@pytest.mark.parametrize("game", ["xeri", "hidden_unders", "zirkhaki"])
async def test_the_coach_lists_every_move_of_the_human_with_the_best_marked(game):
    app = coach_app(game, [Seat.human("Ann"), Seat.bot("easy", "Bob")])
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        shown = await advice_shown(app)
        await pilot.pause()
        words = sorted(move_words(game, a.code) for a in table.legal)
        assert sorted(line.words for line in shown.lines) == words
        assert [line.best for line in shown.lines] == [True] + [False] * (len(words) - 1)
        assert all(0.0 <= line.win <= 1.0 for line in shown.lines)
        assert shown.lines[0].why  # the top choice says why
        assert (shown.lines[0].points is None) == (game == "hidden_unders")
        text = screen_text(app)
        assert "Coach" in text and f"★ {round(100 * shown.lines[0].win):>3}%" in text
        assert not table.query_one(MoveLog).display  # the panel has the log's place


async def test_c_toggles_the_coach_and_xeri_cards_seen_moved_to_k():
    app = coach_app("xeri", [Seat.human("Ann"), Seat.bot("easy", "Bob")], coach=False)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        assert not panel(app).display and "Coach" in footer_keys(app)
        await pilot.press("c")
        shown = await advice_shown(app)
        assert shown.display and not table.query_one(MoveLog).display
        await pilot.pause()
        side = [line[52:] for line in screen_text(app).splitlines()]  # the side panel
        # At 80x24 every move stays in view (sentences give way first), the best first.
        assert all(any(line.words in row for row in side) for line in shown.lines)
        assert any("★" in row for row in side)
        await pilot.press("c")
        await pilot.pause()
        assert not panel(app).display and table.query_one(MoveLog).display
        await pilot.press("k")
        await pilot.pause()
        assert table.query_one(XeriTracker).display


async def test_the_coach_is_hidden_on_a_bots_turn_and_back_on_yours():
    # Bob's move stays up long enough to be seen on a busy machine too (0.6 s was missed once
    # with the whole suite running on both cores).
    app = coach_app("xeri", [Seat.human("Ann"), Seat.bot("easy", "Bob")], delay=2.0)
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        await advice_shown(app)
        await pilot.press("1")  # Ann plays her first card: Bob's turn
        bots_turn = (Phase.THINKING, Phase.SHOWING)
        await until(lambda: table.conductor.phase in bots_turn, what="Bob's turn")
        await pilot.pause()
        assert not panel(app).display and not panel(app).lines
        assert table.query_one(MoveLog).display  # the log shows Bob's move
        assert not [w for w in app.workers if w.group == "coach" and w.is_running]
        assert await settle(app, pilot) is Phase.HUMAN
        assert (await advice_shown(app)).display


async def test_hot_seat_the_coach_waits_behind_the_cover_and_leaves_before_the_next():
    app = coach_app("xeri", [Seat.human("Ann"), Seat.human("Sara")])
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HANDOFF
        table = table_of(app)
        assert not panel(app).display and not panel(app).lines  # nobody sits down yet
        await pilot.press("enter")
        assert await settle(app, pilot) is Phase.HUMAN
        shown = await advice_shown(app)
        hand = {str(c) for c in table.view["hand"]}
        assert all(line.words.split()[-1] in hand for line in shown.lines)  # Ann's own cards
        await pilot.press("1")  # Ann plays: the cover comes up for Sara
        assert await settle(app, pilot) is Phase.HANDOFF
        assert not panel(app).display and not panel(app).lines
        assert "Coach" not in screen_text(app)


async def test_a_stale_answer_is_dropped_and_the_search_stops_when_the_turn_moves_on():
    from cardtui.bots.coach import advise

    app = coach_app("xeri", [Seat.human("Ann"), Seat.bot("easy", "Bob")], coach=False)
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        advice = advise(table.spec, table.view, table.legal, seed=1, iterations=ITERATIONS)
        table.coach_shown = True
        asked = table._coach_gen
        table.coach_position_changed()  # the turn moved on before the answer came
        table.coach_answer(asked, advice, {})
        assert not panel(app).lines and not coached_rounds(table.match)
        table.coach_answer(table._coach_gen, advice, {})  # the same answer, in time
        assert len(panel(app).lines) == len(table.legal)
        # A search far too long to finish stops as soon as the coach is switched off.
        app.settings.coach_iterations = 10**9
        table.coach_shown = False
        await pilot.press("c")
        await until(lambda: any(w.group == "coach" for w in app.workers), what="the search")
        await pilot.press("c")
        await until(
            lambda: not any(w.group == "coach" and w.is_running for w in app.workers),
            timeout=15,
            what="the search to stop",
        )


@pytest.mark.parametrize("coach", [True, False])
async def test_a_round_played_with_the_coach_counts_apart_like_undo(monkeypatch, coach):
    from cardtui.tui.screens import table_persistence

    counted = []

    def count_round(match, result, history, apart=None, *, wait):
        counted.append(apart)
        return table_persistence.count_round.__wrapped__(match, result, history, apart, wait=wait)

    real = table_persistence.count_round
    count_round.__wrapped__ = real  # type: ignore[attr-defined]
    monkeypatch.setattr(table_persistence, "count_round", count_round)
    app = coach_app("xeri", [Seat.human("Ann"), Seat.bot("easy", "Bob")], coach=coach)
    async with app.run_test(size=(100, 32)) as pilot:
        phase = await settle(app, pilot)
        if coach:
            await advice_shown(app)
        while phase is Phase.HUMAN:
            await pilot.press("1")
            phase = await settle(app, pilot, render=False)
        assert phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
        assert counted == [coach]


@pytest.mark.slow
async def test_a_round_coached_then_left_and_resumed_still_counts_apart(monkeypatch):
    """The coach's mark goes with the save: leaving after the advice was shown and playing the
    round out in a new window without it does not make the round count as a plain one."""
    from tui.store_helpers import autosaved

    from cardtui.tui.screens import table_persistence

    counted = []
    real = table_persistence.count_round

    def count_round(match, result, history, apart=None, *, wait):
        counted.append(apart)
        return real(match, result, history, apart, wait=wait)

    monkeypatch.setattr(table_persistence, "count_round", count_round)
    app = coach_app("xeri", [Seat.human("Ann"), Seat.bot("easy", "Bob")])
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        await advice_shown(app)
        await pilot.press("1")  # one move, autosaved with the mark
        await settle(app, pilot, render=False)
    save = autosaved()
    assert save.coached == [1]
    setup = TableSetup.from_save(save)
    settings = quick_settings(coach=False, coach_iterations=ITERATIONS)
    app = CardSuiteApp(settings=settings, launch=Launch("xeri", setup, table=True))
    async with app.run_test(size=(100, 32)) as pilot:
        phase = await settle(app, pilot)
        while phase is Phase.HUMAN:
            await pilot.press("1")
            phase = await settle(app, pilot, render=False)
        assert phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    assert counted == [True]
