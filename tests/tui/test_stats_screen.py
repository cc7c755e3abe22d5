"""The Statistics screen: each human apart with their own numbers, rounds with undo apart,
the chart drawn in the theme's colours (and in words when it cannot be), the empty state, reset
asking first, and no internal name in any capture."""

from __future__ import annotations

import random
import re

import pytest
from textual.color import Color
from textual.theme import BUILTIN_THEMES
from textual.widgets import Tabs
from tui.tui_helpers import quick_settings, screen_text

from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.store import stats
from cardtui.tui import session
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.dialogs import ConfirmScreen
from cardtui.tui.screens.stats import StatsScreen
from cardtui.tui.screens.stats_text import rates_in_words
from cardtui.tui.widgets.chart_palette import palette
from cardtui.tui.widgets.stats_chart import StatsChart, _point_ticks
from cardtui.tui.widgets.stats_table import StatsTable

SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
KEY = re.compile(r"\b(?:human|bot):\S")  # the store's player keys ("human:Ann")


def assert_plain(text: str) -> None:
    """No snake_case name, store key or missing value in what a player reads."""
    assert not SNAKE.findall(text), SNAKE.findall(text)
    assert not KEY.findall(text) and "None" not in text


async def open_stats(app: CardSuiteApp, pilot) -> StatsScreen:
    await pilot.pause()
    await pilot.press("t")  # from the menu
    await pilot.pause()
    assert isinstance(app.screen, StatsScreen)
    return app.screen


def row_cells(app: CardSuiteApp, player: str) -> list[str]:
    table = app.screen.query_one(StatsTable)
    return [str(getattr(c, "plain", c)) for c in table.get_row(player)]


def play_zirkhaki_rounds(undo_round: int) -> Match:
    """Ann and Sara at one Zirkhaki table with a normal bot, four rounds played to the end
    (seeded choices) and counted as the table counts them; ``undo_round`` as if a move of it
    had been taken back."""
    seats = [Seat.human("Ann"), Seat.human("Sara"), Seat.bot("normal")]
    match = Match(get("zirkhaki"), seats, {"games": 4}, seed=5)
    rng = random.Random(2)
    while True:
        while not match.state.is_over:
            match.apply(rng.choice(match.state.legal_actions()))
        history = session.round_history(match)
        result = match.finish_round()
        undo = result.round_no == undo_round
        assert session.record_round(match, result, history, undo_used=undo) is None
        if match.is_over:
            return match
        match.next_round()


async def test_two_humans_at_one_table_each_have_their_own_numbers_and_undo_apart():
    match = play_zirkhaki_rounds(undo_round=2)
    counted = [r for r in match.results if r.round_no != 2]
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_stats(app, pilot)
        assert screen.query_one(Tabs).active == "tab-zirkhaki"  # the game last played
        table = screen.query_one(StatsTable)
        assert [r.label for r in table.records] == ["Ann", "Sara", "Bot (normal)"]
        for seat, name in enumerate(("Ann", "Sara")):
            won = sum(seat in r.winners for r in counted)
            points = sum(r.scores[seat] for r in counted)
            cells = row_cells(app, f"human:{name}")
            assert cells[:3] == [name, f"{won} of 3", f"{won / 3:.0%}"]  # undo round left out
            assert cells[3] == f"{int(seat in match.winners())} of 1"  # the match
            assert cells[4] == f"{points / 3:.1f}"
            assert cells[-1] == "1"  # the round with undo, apart
            about = str(screen.query_one("#stats-about").render())
            assert about.startswith(f"{name} · won {won} of 3 rounds")
            assert "1 round with undo or the coach, counted apart" in about
            assert_plain(screen_text(app))
            await pilot.press("down")
            await pilot.pause()
        chart = screen.query_one(StatsChart)
        assert chart.kind == "points"  # a bot: its points, round by round
        await pilot.click(StatsTable, offset=(4, 3))  # under the two-line header: Sara's row
        await pilot.pause()
        assert str(screen.query_one("#stats-about").render()).startswith("Sara · ")
        await pilot.press("up")  # Ann, who played the normal bot 3 times (and once with
        await pilot.pause()  # undo): her win rate against it, drawn
        assert chart.kind == "rates"
        text = screen_text(app)
        assert "Win rate, round by round, against ━━ normal" in text and "100%┤" in text
        await pilot.click("#tab-xeri")  # the mouse picks a game too
        await pilot.pause()
        text = screen_text(app)
        assert "No round of Xeri counted yet." in text
        assert_plain(text)


async def record_bot_rounds(names=("Ann",), rounds=6) -> None:
    rng = random.Random(7)
    for n in range(1, rounds + 1):
        for level in ("easy", "hard"):
            seats = [*(Seat.human(x) for x in names), Seat.bot(level)]
            scores = [rng.randrange(30) for _ in seats]
            winners = [scores.index(max(scores))]
            stats.record_round("xeri", f"{names[0]}-{level}-{n}", 1, seats, scores, winners)


async def test_the_chart_follows_the_theme_and_turns_to_words_without_room_or_rounds():
    await record_bot_rounds()
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_stats(app, pilot)
        chart = screen.query_one(StatsChart)
        for theme in ("textual-dark", "nord"):
            app.theme = theme
            await pilot.pause()
            assert chart.kind == "rates"
            easy = palette(app.theme_variables, chart.background_colors[1]).level("easy")
            plot = chart.render().renderables[1]  # under the legend
            colours = {span.style.color.triplet for span in plot.spans if span.style.color}
            assert easy.plotext == Color.parse(app.theme_variables["success"]).rgb
            assert easy.plotext in {tuple(c) for c in colours if c}  # the easy bot's line
        assert "c Points chart" in screen_text(app)  # the footer names the other chart
        await pilot.press("c")
        await pilot.pause()
        text = screen_text(app)
        assert chart.kind == "points" and "Points in each round:" in text
        assert "c Win rate chart" in text
        await pilot.resize_terminal(80, 24)  # at its smallest, as here: the chart has
        await pilot.pause()  # room enough
        assert chart.kind == "points"

    await record_bot_rounds(("Bea", "Cy", "Di", "Ed", "Flo", "Gus"), rounds=1)
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_stats(app, pilot)
        chart = screen.query_one(StatsChart)
        assert chart.kind == "words"  # nine players' rows leave too little room
        assert "Ann against the easy bot: won" in screen_text(app)
        await pilot.press("down")  # Bea: one round against each bot, too few for a line
        await pilot.pause()
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        text = " ".join(screen_text(app).split())  # sentences as one line
        assert chart.kind == "words" and "Bea against the easy bot: won" in text
        assert "draws a bot level from 3 rounds against it: 2 more rounds against the easy" in text
        assert_plain(text)


@pytest.mark.parametrize("theme", sorted(BUILTIN_THEMES))
def test_each_bot_level_keeps_its_own_colour_in_256_colours(theme):
    """Each line and bar colour shows as its own of the 256 colours (or its own ANSI colour),
    none as the background: solarized's warning and error meet there, so one level moves."""
    variables = BUILTIN_THEMES[theme].to_color_system().generate()
    colours = palette(variables, Color.parse(variables["background"]))
    seen = [colours.background.index, *(s.index for s in colours.levels.values())]
    assert len(set(seen)) == len(seen)
    assert len({colours.background.index, colours.won.index, colours.not_won.index}) == 3


async def test_the_empty_state_says_how_statistics_come_and_reset_asks_first():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_stats(app, pilot)
        text = screen_text(app)
        assert "No statistics yet." in text and "Start a game from the menu" in text
        assert not screen.query_one(Tabs).display
        assert "Reset" not in text and "Game" not in text  # nothing to reset or switch yet
        assert_plain(text)
        # Keys on the empty table move nothing (the table "highlights" no row: row -1).
        await pilot.press("pagedown", "up", "down", "end")
        await pilot.pause()
        assert app._exception is None and "No statistics yet." in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        # The chart let go of the theme signal: the closed screen can be collected.
        assert not any(isinstance(n, StatsChart) for n in app.theme_changed_signal._subscriptions)

        stats.record_round("xeri", "m", 1, [Seat.human("Ann"), Seat.bot("easy")], [9, 3], [0])
        screen = await open_stats(app, pilot)
        assert "Ann" in screen_text(app)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert stats.rounds_counted() == 1 and "Ann" in screen_text(app)
        await pilot.press("r", "y")
        await pilot.pause()
        assert stats.rounds_counted() == 0 and "No statistics yet." in screen_text(app)


async def test_points_that_only_say_who_won_are_left_out():
    """Hidden Unders scores a round 1 for its winner: "points" would repeat the rounds won."""
    seats = [Seat.human("Ann"), Seat.bot("easy")]
    for n, winner in enumerate((0, 1, 0), 1):
        scores = [int(seat == winner) for seat in (0, 1)]
        stats.record_round("hidden_unders", "m", n, seats, scores, [winner], [{"burns": 1}] * 2)
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_stats(app, pilot)
        text = " ".join(screen_text(app).split())
        assert "Ann · won 2 of 3 rounds (67%) · streak 1, best 1 · 3 burns" in text
        assert "Points a" not in text  # the column's header
        assert "average" not in {c.key for c in screen.query_one(StatsTable).columns_all}
        assert screen.query_one(StatsChart).kind == "rates"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_snapshot(size, screen_svg, svg_snapshot):
    rng = random.Random(11)
    seats = [Seat.human("Ann"), Seat.human("Sara"), Seat.bot("normal"), Seat.bot("hard")]
    for m in range(4):
        for n in range(1, 4):
            scores = [rng.randrange(25) for _ in seats]
            winners = [scores.index(max(scores))]
            counters = [{"busts": rng.randrange(3)} for _ in seats]
            stats.record_round(
                "zirkhaki",
                f"m{m}",
                n,
                seats,
                scores,
                winners,
                counters,
                undo_used=(m, n) == (1, 2),
                match_winners=winners if n == 3 else None,
                played_at="2025-01-01T12:00:00+00:00",
            )

    async def open_it(pilot) -> None:
        await pilot.press("t")
        await pilot.pause()

    app = CardSuiteApp(settings=quick_settings())
    assert await screen_svg(app, size=size, run_before=open_it) == svg_snapshot


@pytest.mark.parametrize(
    ("low", "high", "rows", "ticks"),
    [
        (0, 41, 8, [0, 20, 40]),
        (0, 1, 8, [0, 1]),
        (-25, 30, 8, [-20, 0, 20]),
        (0, 60, 30, [0, 10, 20, 30, 40, 50, 60]),
    ],
)
def test_the_points_axis_has_round_ticks_two_steps_up_at_least(low, high, rows, ticks):
    assert _point_ticks(low, high, rows) == (ticks, [str(t) for t in ticks])


def test_the_win_rate_charts_threshold_is_per_bot_level_and_says_so():
    """Two rounds against each of two levels: four rounds against bots, no line yet; the
    words say the three rounds are counted per level, and how many more are wanted."""
    series = {
        "easy": [stats.RatePoint("t1", 1, 1), stats.RatePoint("t3", 2, 1)],
        "hard": [stats.RatePoint("t2", 1, 0), stats.RatePoint("t4", 2, 1)],
    }
    text = rates_in_words("Ann", series)
    assert "from 3 rounds against it: 1 more round against the easy bot." in text
    assert "against a bot on" not in text


async def test_a_match_ended_in_a_round_with_undo_is_said_not_counted():
    play_zirkhaki_rounds(undo_round=4)  # the match's last round: the match is left out
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_stats(app, pilot)
        about = " ".join(str(screen.query_one("#stats-about").render()).split())
        assert row_cells(app, "human:Ann")[3] == "–"  # no match counted
        assert "1 match not counted: undo or the coach was used in its last round" in about
        assert_plain(screen_text(app))


async def test_a_bots_row_never_shows_undo():
    play_zirkhaki_rounds(undo_round=2)  # a human took a move back at the bot's table
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_stats(app, pilot)
        assert row_cells(app, "human:Ann")[-1] == "1"
        assert row_cells(app, "bot:normal")[-1] == "–"
        await pilot.press("down", "down")
        await pilot.pause()
        about = str(screen.query_one("#stats-about").render())
        assert about.startswith("Bot (normal) · ") and "undo" not in about
