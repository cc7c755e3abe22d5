"""``cardtui bench`` end to end on a tiny workload."""

from __future__ import annotations

import json

from cardtui.bots.bench import BenchConfig, format_report, run_bench
from cardtui.cli import main


def test_bench_measures_every_figure_of_a_game(fishing):
    report = run_bench(["fishing"], BenchConfig.quick())
    assert report["floor"]["per_second"] > 0
    game = report["games"]["fishing"]
    assert set(game["throughput"]) == {"random_apply", "random_step", "rollout_step"}
    for t in game["throughput"].values():
        assert t["rounds_per_second"] > 0 and t["plies_per_round"] == 18
    assert set(game["decisions"]) == {"random", "easy", "normal", "hard"}
    hard = game["decisions"]["hard"]
    assert hard["decisions"] == 2 and hard["iterations_per_second"] > 0
    assert hard["median"] <= hard["p95"] <= hard["max"]
    assert "hard search" in format_report(report)


def test_bench_command_prints_json(fishing, capsys):
    assert main(["bench", "--quick", "--json", "--game", "fishing"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert list(report["games"]) == ["fishing"]
