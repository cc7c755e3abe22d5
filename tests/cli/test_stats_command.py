"""``cardtui stats``: the Statistics screen's figures in words, each human's progress from the
coach's reviews and Hidden Unders' times Shithead (R17) included."""

from __future__ import annotations

from cardtui.cli import main
from cardtui.core import Seat
from cardtui.store import stats
from cardtui.store.stats_reviews import record_review

ANN = Seat.human("Ann")


def test_the_figures_and_the_progress_in_words(capsys):
    seats = [ANN, Seat.bot("easy")]
    for n, cost in enumerate([0.05, 0.05, 0.03, 0.01], 1):
        counters = [{"burns": 1, "shitheads": int(n == 2)}, {"burns": 0, "shitheads": 0}]
        stats.record_round("hidden_unders", "h", n, seats, [1, 0], [0], counters)
        record_review(
            "hidden_unders",
            "h",
            n,
            0,
            ANN,
            20,
            cost,
            apart=False,
            iterations=400,
            played_at=f"2026-01-0{n}T10:00:00",
        )
    assert main(["stats", "hidden unders"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Hidden Unders"
    assert lines[1].startswith("  Ann · won 4 of 4 rounds (100%)")
    assert "4 burns, Shithead 1 time" in lines[1]
    assert lines[2] == (
        "    Progress: Ann's last 2 rounds: 2.0% a decision, down from 5.0% in the 2 before."
    )
    assert (
        lines[3].startswith("  Bot (easy) · won 0 of 4 rounds") and "Shithead 0 times" in lines[3]
    )
    assert len(lines) == 4  # a bot has no progress of its own


def test_before_any_round_and_without_reviews(capsys):
    assert main(["stats"]) == 0
    assert capsys.readouterr().out.startswith("No statistics yet.")
    stats.record_round("xeri", "x", 1, [ANN, Seat.bot("easy")], [10, 3], [0])
    assert main(["stats", "xeri"]) == 0
    out = capsys.readouterr().out
    assert "Progress: No review of Ann's rounds yet." in out
    assert main(["stats"]) == 0
    assert "  No round of Zirkhaki counted yet." in capsys.readouterr().out


def test_an_unknown_game_is_one_sentence(capsys):
    assert main(["stats", "poker"]) == 2
    assert "There is no game called 'poker'." in capsys.readouterr().err
