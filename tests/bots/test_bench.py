"""``cardtui bench`` end to end on a tiny workload."""

from __future__ import annotations

import json
import statistics

from cardtui.bots.bench import BenchConfig, format_report, run_bench
from cardtui.cli import main


def test_bench_measures_every_figure_of_a_game(fishing):
    report = run_bench(["fishing"], BenchConfig.quick())
    assert report["floor"]["per_second"] > 0
    game = report["games"]["fishing"]
    assert set(game["throughput"]) == {"random_apply", "random_step", "rollout_step"}
    for t in game["throughput"].values():
        assert t["rounds_per_second"] > 0 and t["plies_per_round"] == 18
        assert t["plies_per_second"] == t["rounds_per_second"] * 18
        assert t["floor"] > 0  # each figure has its own floor, measured between its slices
        assert t["floor_plies"] == t["plies_per_second"] / t["floor"]
    assert set(game["decisions"]) == {"random", "easy", "normal", "hard"}
    for d in game["decisions"].values():
        assert d["p50"] <= d["p95"] <= d["max"]
    hard = game["decisions"]["hard"]
    assert hard["decisions"] == 2 and hard["iterations_per_second"] > 0
    assert hard["iterations_per_move"] > 0 and hard["workers"] == 1
    assert "iterations per move" in format_report(report)


def test_bench_measures_the_hard_bot_on_workers_beside_one_process():
    cfg = BenchConfig.quick()
    cfg.workers = 2
    cfg.hard_positions = 1
    report = run_bench(["xeri"], cfg)
    decisions = report["games"]["xeri"]["decisions"]
    one, many = decisions["hard"], decisions["hard_parallel"]
    assert one["workers"] == 1 and many["workers"] == 2
    paired = [b / a for a, b in zip(one["rates"], many["rates"], strict=True) if a and b]
    assert many["speedup"] == (statistics.median(paired) if paired else None)
    sc = many["scaling"]
    assert sc["workers"] == 2 and sc["positions"] == 1
    assert sc["ratio"] == sc["iterations_on_workers"] / sc["iterations_alone"]
    assert "2 workers" in format_report(report) and "racing off" in format_report(report)


def test_the_menu_and_a_hello_world_each_draw_a_first_frame():
    from cardtui.commands.first_frame import compare

    frame = compare(runs=1)
    assert frame["menu_seconds"] > 0 and frame["hello_seconds"] > 0
    assert frame["ratio"] == frame["menu_seconds"] / frame["hello_seconds"]
    assert frame["cpu_ratio"] > 0


def test_bench_command_prints_json(fishing, capsys):
    assert main(["bench", "--quick", "--json", "--game", "fishing"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert list(report["games"]) == ["fishing"]
