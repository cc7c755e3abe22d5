"""``cardtui bench --coach`` (cardtui.bots.coach_bench): the agreement and calibration figures."""

from __future__ import annotations

import pytest

from cardtui import cli
from cardtui.bots.coach_bench import (
    CoachBenchConfig,
    format_coach_report,
    run_coach_bench,
    summarize_agreement,
    summarize_calibration,
)


def test_calibration_bins_predictions_by_tenths_and_scores_them():
    rows = [
        {"predicted": 0.05, "observed": 0.0},
        {"predicted": 0.15, "observed": 0.0},
        {"predicted": 0.95, "observed": 1.0},
        {"predicted": 0.85, "observed": 1.0},
        {"predicted": 0.85, "observed": 0.0},
        {"predicted": 1.0, "observed": 0.5},  # a shared round counts half; 1.0 is the top bin
    ]
    out = summarize_calibration(rows)
    assert out["rounds"] == 6
    assert [b["bin"] for b in out["bins"]] == [[0.0, 0.1], [0.1, 0.2], [0.8, 0.9], [0.9, 1.0]]
    top = out["bins"][-1]
    assert top["rounds"] == 2 and top["predicted"] == pytest.approx(0.975)
    assert top["observed"] == pytest.approx(0.75)
    eight = out["bins"][2]
    assert (
        eight["observed"] == pytest.approx(0.5)
        and eight["interval"][0] < 0.5 < eight["interval"][1]
    )
    brier = (0.05**2 + 0.15**2 + 0.05**2 + 0.15**2 + 0.85**2 + 0.5**2) / 6
    assert out["brier"] == pytest.approx(brier)
    gaps = 1 * 0.05 + 1 * 0.15 + 2 * abs(0.85 - 0.5) + 2 * abs(0.975 - 0.75)
    assert out["ece"] == pytest.approx(gaps / 6)


def test_agreement_counts_exact_and_equivalent_picks_with_wilson_intervals():
    rows = [
        {"agree": True, "regret": 0.0, "seconds": 0.5, "moves": 3},
        {"agree": False, "regret": 0.004, "seconds": 0.7, "moves": 3},  # worth the same
        {"agree": False, "regret": 0.2, "seconds": 0.9, "moves": 4},
        {"agree": True, "regret": 0.0, "seconds": 0.3, "moves": 2},
    ]
    out = summarize_agreement(rows)
    assert out["agree"] == 2 and out["rate"] == 0.5
    assert out["near_rate"] == 0.75
    assert out["interval"][0] < 0.5 < out["interval"][1]
    assert out["mean_regret"] == pytest.approx(0.051)
    assert out["seconds_max"] == 0.9


def test_a_small_run_reports_both_figures_for_a_game():
    cfg = CoachBenchConfig(positions=3, rounds=3, iterations=30, factor=2, seed=4)
    report = run_coach_bench(["xeri"], cfg)
    game = report["games"]["xeri"]
    assert game["agreement"]["positions"] == 3
    assert 0 < game["calibration"]["rounds"] <= 3
    text = format_coach_report(report)
    assert "Xeri: 30 iterations a decision" in text
    assert "best move agrees:" in text and "calibration over" in text


def test_the_command_line_refuses_a_factor_below_two(capsys):
    with pytest.raises(SystemExit):
        cli.main(["bench", "--coach", "--factor", "1"])
    assert "--factor must be a whole number from 2 to 100" in capsys.readouterr().err


def test_a_saved_run_goes_on_where_it_stopped_and_adds_up_to_one_run(tmp_path):
    whole = run_coach_bench(
        ["xeri"], CoachBenchConfig(positions=4, rounds=4, iterations=30, factor=2, seed=5)
    )
    save = tmp_path / "coach.jsonl"
    part = CoachBenchConfig(positions=2, rounds=2, iterations=30, factor=2, seed=5, save=save)
    run_coach_bench(["xeri"], part)
    assert len(save.read_text().splitlines()) == 4
    with save.open("a") as out:
        out.write('{"key": "xeri/broken')  # a run killed while it wrote
    rest = CoachBenchConfig(positions=4, rounds=4, iterations=30, factor=2, seed=5, save=save)
    resumed = run_coach_bench(["xeri"], rest)["games"]["xeri"]
    for timing in ("seconds_mean", "seconds_max"):  # the clock is the one thing that differs
        del resumed["agreement"][timing], whole["games"]["xeri"]["agreement"][timing]
    assert resumed == whole["games"]["xeri"]


def test_a_saved_run_with_other_settings_does_not_reuse_the_file(tmp_path):
    save = tmp_path / "coach.jsonl"
    run_coach_bench(
        ["xeri"], CoachBenchConfig(positions=2, rounds=0, iterations=30, factor=2, save=save)
    )
    run_coach_bench(
        ["xeri"], CoachBenchConfig(positions=2, rounds=0, iterations=40, factor=2, save=save)
    )
    assert len(save.read_text().splitlines()) == 4
