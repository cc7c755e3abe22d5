"""Progress: a round against bots is reviewed in the background and kept once (Review, w,
shows that review rather than thinking again); the Statistics screen's Progress view (p)
shows each human's win chance lost per decision round by round, or how to get reviews; and
Hidden Unders' times Shithead (R17) in the table and the sentence."""

from __future__ import annotations

import pytest
from tui.store_helpers import ANN_BOB, near_the_round_end, play_to_the_end_of_the_round
from tui.tui_helpers import quick_settings, screen_text, table_of, until

from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.store import stats
from cardtui.store.stats_reviews import progress, record_review, reviews_kept
from cardtui.tui import round_review
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.screens.review import ReviewScreen
from cardtui.tui.screens.stats import StatsScreen
from cardtui.tui.widgets.stats_chart import StatsChart
from cardtui.tui.widgets.stats_table import StatsTable

ANN = Seat.human("Ann")


async def test_a_round_against_a_bot_is_reviewed_in_the_background_and_kept_once():
    app = near_the_round_end(ANN_BOB)
    async with app.run_test(size=(110, 36)) as pilot:
        await play_to_the_end_of_the_round(app, pilot)
        assert isinstance(app.screen, ResultsScreen)
        match = table_of(app).conductor.match
        job = round_review.job_for(app, match, 1, 0)
        assert job is not None and round_review.job_for(app, match, 1, 1) is None  # Bob: a bot
        await until(lambda: job.over, timeout=30, what="the background review")
        assert job.recorded and job.result is not None and job.result.decisions > 0
        assert reviews_kept("xeri") == 1
        [kept] = progress("xeri", "human:Ann")
        assert kept.decisions == job.result.decisions
        assert kept.cost == pytest.approx(job.result.average_cost)
        assert not kept.apart
        await pilot.press("w")
        await pilot.pause()
        review = app.screen
        assert isinstance(review, ReviewScreen)
        assert review.result is job.result and not review.thought_here  # shown, not redone
        assert "The coach is thinking" not in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
    assert reviews_kept("xeri") == 1


def test_only_humans_at_a_table_with_a_bot_are_reviewed_and_never_in_a_lesson():
    xeri = get("xeri")
    assert round_review.reviewed_seats(Match(xeri, ANN_BOB, {}, seed=1)) == [0]
    assert round_review.reviewed_seats(Match(xeri, [ANN, Seat.human("Cy")], {}, seed=1)) == []
    bots = [Seat.bot("easy"), Seat.bot("normal")]
    assert round_review.reviewed_seats(Match(xeri, bots, {}, seed=1)) == []
    lesson = Match(xeri, ANN_BOB, {}, seed=1)
    lesson.lesson = "xeri"  # as a lesson's match is marked (store.saves.lesson_of)
    assert round_review.reviewed_seats(lesson) == []


def ann_rounds(costs, game="xeri", apart=()) -> None:
    """Rounds of Ann against a normal bot, each reviewed at ``costs`` (oldest first)."""
    for n, cost in enumerate(costs, 1):
        at = f"2026-01-{n:02d}T10:00:00"
        stats.record_round(game, "m", n, [ANN, Seat.bot("normal")], [5, 3], [0], played_at=at)
        if cost is not None:
            record_review(game, "m", n, 0, ANN, 12, cost, apart=n in apart, iterations=400)


async def open_stats(app, pilot) -> StatsScreen:
    await pilot.pause()
    await pilot.press("t")
    await pilot.pause()
    assert isinstance(app.screen, StatsScreen)
    return app.screen


async def test_progress_shows_the_cost_per_decision_round_by_round_and_its_trend():
    # Ten rounds: the last five lose 2.0% a decision, the five before 4.0%.
    ann_rounds([0.04] * 5 + [0.02] * 5, apart={9})
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_stats(app, pilot)
        assert "p Progress" in screen_text(app)
        await pilot.press("p")
        await pilot.pause()
        chart = screen.query_one(StatsChart)
        assert chart.kind == "progress"
        text = screen_text(app)
        assert "Ann's last 5 rounds: 2.0% a decision, down from 4.0% in the 5 before." in text
        assert "Win chance lost a decision:" in text and "average of 10" in text
        assert "undo or coach" in text  # round 9 is marked
        assert "c Win rate chart" in text and "p Progress" not in text
        await pilot.press("down")  # the bot: no progress of its own, its points instead
        await pilot.pause()
        assert chart.kind == "points" and "p Progress" not in screen_text(app)
        await pilot.press("c")
        await pilot.pause()
        await pilot.press("up")
        await pilot.pause()
        assert chart.kind == "rates" and "p Progress" in screen_text(app)


async def test_progress_without_a_review_says_how_to_get_one():
    ann_rounds([None, None])  # rounds counted, none reviewed (before this version, say)
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_stats(app, pilot)
        await pilot.press("p")
        await pilot.pause()
        assert screen.query_one(StatsChart).kind == "words"
        text = " ".join(screen_text(app).split())
        assert "No review of Ann's rounds yet. Finish a round against at least one bot" in text


async def test_hidden_unders_shows_the_times_each_human_was_the_shithead():
    seats = [ANN, Seat.human("Cy"), Seat.bot("easy")]
    for n, loser in enumerate((0, 0, 1), 1):
        counters = [{"burns": 0, "shitheads": int(p == loser)} for p in range(3)]
        stats.record_round("hidden_unders", "h", n, seats, [0, 0, 1], [2], counters)
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(110, 32)) as pilot:
        screen = await open_stats(app, pilot)
        table = screen.query_one(StatsTable)
        assert [c.label for c in table.columns_all][-2] == "Times\nShithead"
        text = screen_text(app)
        assert "Times" in text and "Shithead" in text
        assert [str(getattr(c, "plain", c)) for c in table.get_row("human:Ann")][-2] == "2"
        about = str(screen.query_one("#stats-about").render())
        assert about.startswith("Ann · ") and "Shithead 2 times" in about
        await pilot.press("down")
        await pilot.pause()
        assert "Shithead 1 time" in str(screen.query_one("#stats-about").render())


async def test_review_opened_while_the_background_review_thinks_waits_for_it():
    from bots.test_review import xeri_save

    from cardtui.bots.review import decisions, review
    from cardtui.games.xeri import SPEC as XERI

    save = xeri_save("3C JC JD QS 6H 5D")
    ready = review(XERI, 0, decisions(save.steps(), 0, 1), seed=1, iterations=12)
    job = round_review.Job("m", 1, 0, done=1, total=2)
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = ReviewScreen(save, 0, 1, job=job)
        await app.push_screen(screen)
        await until(lambda: "thinking… 1 of 2" in screen_text(app), what="the job's progress")
        job.result, job.over = ready, True
        await until(lambda: screen.result is ready, what="the background review shown")
        assert not screen.thought_here
        # A background review given up (the app closing, say): the screen thinks itself.
        given_up = ReviewScreen(
            save, 0, 1, iterations=12, job=round_review.Job("m", 1, 0, over=True)
        )
        await app.push_screen(given_up)
        await pilot.pause()
        assert given_up.thought_here
        await pilot.press("escape")
