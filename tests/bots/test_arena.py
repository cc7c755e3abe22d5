"""The arena: seat rotation, processes, statistics and the ``cardtui arena`` command."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from cardtui.bots.arena import arena_report, format_table, pairwise, run_arena
from cardtui.cli import main


def test_every_deal_is_played_once_per_rotation(fishing):
    outcomes = run_arena("fishing", ["hard", "normal"], games=6, seed=3, iterations=10)
    assert [(o.deal, o.rotation) for o in outcomes] == [(d, r) for d in range(3) for r in (0, 1)]
    assert Counter(tuple(o.levels) for o in outcomes) == {
        ("hard", "normal"): 3,
        ("normal", "hard"): 3,
    }
    for o in outcomes:
        assert o.plies == 18 and sum(o.moves) == 18


def test_processes_give_the_same_rounds_as_one_process(fishing):
    kwargs = dict(games=6, seed=5, iterations=15, players=3)
    one = run_arena("fishing", ["hard", "normal", "easy"], jobs=1, **kwargs)
    two = run_arena("fishing", ["hard", "normal", "easy"], jobs=2, **kwargs)
    strip = [(o.deal, o.rotation, o.levels, o.scores, o.winners) for o in one]
    assert strip == [(o.deal, o.rotation, o.levels, o.scores, o.winners) for o in two]


def test_progress_is_reported_for_every_round(fishing):
    seen = []
    run_arena(
        "fishing", ["normal", "easy"], games=4, jobs=2, progress=lambda d, t: seen.append((d, t))
    )
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]


def test_pairwise_results_inside_a_round():
    from cardtui.bots.arena import RoundOutcome

    o = RoundOutcome(0, 0, ["hard", "normal", "normal"], [9, 5, 4], [0], 18)
    assert pairwise(o) == {("hard", "normal"): (2.0, 2)}
    tie = RoundOutcome(0, 0, ["normal", "hard"], [4, 4], [0, 1], 18)
    assert pairwise(tie) == {("hard", "normal"): (0.5, 1)}


def test_report_counts_wins_points_and_elo(fishing):
    outcomes = run_arena("fishing", ["normal", "easy"], games=40, seed=2)
    report = arena_report("fishing", outcomes, seed=2)
    bots = {b["level"]: b for b in report["bots"]}
    assert bots["normal"]["seat_games"] == bots["easy"]["seat_games"] == 40
    for b in bots.values():
        lo, hi = b["win_rate_ci"]
        assert lo <= b["win_rate"] <= hi
    assert bots["easy"]["elo"] == 0.0  # the last level named is the anchor
    lo, hi = bots["normal"]["elo_ci"]
    assert lo <= bots["normal"]["elo"] <= hi
    total = sum(
        o.scores[o.levels.index("normal")] - o.scores[o.levels.index("easy")] for o in outcomes
    )
    assert report["margin"]["points"] == pytest.approx(total / 40)
    text = format_table("fishing", report=report)
    assert "normal" in text and "Elo" in text and "points per round" in text


def test_partners_are_one_trial_a_round_not_two():
    from cardtui.bots.arena import RoundOutcome, wilson

    # Xeri 2v2: the two hard seats are partners; they won 3 rounds of 5 together.
    outcomes = [
        RoundOutcome(d, 0, ["hard", "normal", "hard", "normal"], [0] * 4, won, 48)
        for d, won in enumerate([[0, 2], [0, 2], [1, 3], [0, 2], [1, 3]])
    ]
    bots = {b["level"]: b for b in arena_report("xeri", outcomes)["bots"]}
    assert bots["hard"]["seat_games"] == 10 and bots["hard"]["win_rate"] == 0.6
    assert bots["hard"]["win_rate_ci"] == list(wilson(3, 5))  # five rounds, not ten seats
    assert bots["normal"]["win_rate_ci"] == list(wilson(2, 5))
    # One seat a round is one trial a round, as before.
    duel = [RoundOutcome(d, 0, ["hard", "normal"], [0, 0], [d % 2], 48) for d in range(6)]
    bots = {b["level"]: b for b in arena_report("xeri", duel)["bots"]}
    assert bots["hard"]["win_rate_ci"] == list(wilson(3, 6))


def test_arena_command_prints_json(fishing, capsys):
    code = main(
        [
            "arena",
            "fishing",
            "--bots",
            "hard,normal",
            "--games",
            "4",
            "--iterations",
            "10",
            "--jobs",
            "2",
            "--json",
        ]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rounds"] == 4 and report["iterations"] == 10 and report["jobs"] == 2
    assert [b["level"] for b in report["bots"]] == ["hard", "normal"]
    assert report["search_restarts"] == 0


def test_arena_table_says_when_the_search_workers_had_to_be_started_again(fishing):
    outcomes = run_arena("fishing", ["normal", "easy"], games=2, seed=1)
    quiet = arena_report("fishing", outcomes, search_restarts=0)
    assert "started again" not in format_table("fishing", report=quiet)
    loud = arena_report("fishing", outcomes, search_restarts=2)
    assert (
        "The search workers failed 2 times and were started again; each move that found them "
        "failed was searched on one core only." in format_table("fishing", report=loud)
    )


def test_arena_command_prints_a_table(fishing, capsys):
    assert main(["arena", "fishing", "--bots", "normal,easy", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "Little Fishing: 2 rounds at 2 seats" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bots", "normal,genius"], "no 'genius' bot"),
        (["--jobs", "0"], "--jobs must be a whole number from 1 to 64"),
        (["--iterations", "0"], "--iterations must be a whole number from 1 to"),
        (["--games", "0"], "--games must be a whole number from 1 to"),
    ],
)
def test_arena_command_explains_bad_input(fishing, capsys, argv, message):
    try:
        code = main(["arena", "fishing", *argv])
    except SystemExit as exc:  # a number out of its bound, refused as argv is read
        code = exc.code
    assert code == 2
    assert message in capsys.readouterr().err


def test_progress_bar_draws_on_a_terminal_and_logs_tenths_in_a_pipe():
    import io

    from cardtui.commands.arena import ProgressBar

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    tty = Terminal()
    bar = ProgressBar("xeri ", stream=tty, width=10)
    bar(5, 10)
    bar(10, 10)
    text = tty.getvalue()
    assert "[#####.....] 5/10" in text and "[##########] 10/10" in text and text.endswith("\n")
    pipe = io.StringIO()
    log = ProgressBar("xeri ", stream=pipe)
    for done in range(1, 21):
        log(done, 20)
    lines = pipe.getvalue().splitlines()
    assert len(lines) == 10 and lines[0].startswith("xeri 2/20 rounds,")
    assert lines[-1].startswith("xeri 20/20 rounds,")
