"""Adding up arena runs (``cardtui arena GAME --add FILE...``): chunks of one experiment, each
with its own seed, make one report over all their rounds; anything else is a sentence."""

from __future__ import annotations

import json

import pytest

from cardtui.bots.arena import arena_report, run_arena
from cardtui.bots.arena_add import experiment
from cardtui.cli import main


def chunk(tmp_path, capsys, seed, *extra, bots="normal,easy", games=4):
    """One ``--json`` arena run, written to a file as a player would redirect it."""
    argv = ["arena", "fishing", "--bots", bots, "--games", str(games), "--seed", str(seed)]
    assert main([*argv, *extra, "--json"]) == 0
    path = tmp_path / f"seed{seed}{'-'.join(extra)}.json"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    return str(path)


def added(capsys, *files, as_json=True):
    code = main(["arena", "fishing", "--add", *files, *(["--json"] if as_json else [])])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if as_json and code == 0 else out.out), out.err


def test_chunks_add_up_to_the_report_of_all_their_rounds(fishing, tmp_path, capsys):
    files = [chunk(tmp_path, capsys, s) for s in (1, 2, 3)]
    code, report, _ = added(capsys, *files)
    assert code == 0
    rounds = [
        o for s in (1, 2, 3) for o in run_arena("fishing", ["normal", "easy"], games=4, seed=s)
    ]
    # the same figures as the arena's own report over the twelve rounds
    direct = {b["level"]: b for b in arena_report("fishing", rounds)["bots"]}
    for b in report["bots"]:
        d = direct[b["level"]]
        assert b["seat_games"] == d["seat_games"] == 12
        assert b["wins"] == d["wins"] and b["win_rate_ci"] == d["win_rate_ci"]
        assert b["mean_points"] == d["mean_points"] and b["elo"] == d["elo"]
    assert report["rounds"] == 12 and report["seeds"] == [1, 2, 3]
    assert len(report["round_log"]) == 12
    # a sum adds up again with a further chunk
    total = tmp_path / "total.json"
    total.write_text(json.dumps(report), encoding="utf-8")
    assert report["added_from"] == 3
    code, again, _ = added(capsys, str(total), chunk(tmp_path, capsys, 4))
    assert code == 0 and again["rounds"] == 16 and again["seeds"] == [1, 2, 3, 4]
    assert again["added_from"] == 4  # runs, not files
    # ... but not with a chunk it already holds
    code, _, err = added(capsys, str(total), files[1])
    assert code == 2 and "both played with seed 2" in err


def test_the_table_says_what_was_added(fishing, tmp_path, capsys):
    files = [chunk(tmp_path, capsys, s) for s in (5, 6)]
    code, text, _ = added(capsys, *files, as_json=False)
    assert code == 0
    assert "Little Fishing: 8 rounds at 2 seats" in text
    assert "Added up from 2 runs, seeds 5, 6." in text


def test_a_seed_played_twice_is_refused(fishing, tmp_path, capsys):
    one = chunk(tmp_path, capsys, 1)
    two = chunk(tmp_path, capsys, 1, "--players", "2")  # the same deals, another file
    code, _, err = added(capsys, one, two)
    assert code == 2 and "both played with seed 1: the same deals would count twice" in err


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (("--bots", "normal,easy"), ("--bots", "easy,normal")),
        (("--bots", "normal,easy"), ("--players", "3")),
        (("--bots", "hard,normal", "-i", "5"), ("--bots", "hard,normal", "-t", "0.01")),
        (("--bots", "hard,normal", "-i", "5"), ("--bots", "hard,normal", "-i", "9")),
    ],
    ids=["seat order", "table", "iterations or time", "iterations"],
)
def test_chunks_of_another_experiment_are_refused(fishing, tmp_path, capsys, first, second):
    def options(pairs):
        return [{"-i": "--iterations", "-t": "--time-budget"}.get(x, x) for x in pairs]

    one = chunk(tmp_path, capsys, 1, *options(first[2:]), bots=first[1])
    if second[0] == "--players":
        two = chunk(tmp_path, capsys, 2, *second)
    else:
        two = chunk(tmp_path, capsys, 2, *options(second[2:]), bots=second[1])
    code, _, err = added(capsys, one, two)
    assert code == 2
    assert "were not played with the same bots, table, thinking time and rules" in err


def test_chunks_under_other_rules_are_refused(tmp_path, capsys):
    files = []
    for seed, extra in ((1, []), (2, ["-o", "hand_size=4"])):
        argv = ["arena", "xeri", "--bots", "normal,easy", "--games", "2", "--seed", str(seed)]
        assert main([*argv, *extra, "--json"]) == 0
        files.append(tmp_path / f"{seed}.json")
        files[-1].write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["arena", "xeri", "--add", *map(str, files)]) == 2
    assert "cannot be added up" in capsys.readouterr().err


ROUND_DAMAGE = [
    {"scores": [1]},  # a seat missing
    {"scores": [1e300, -1e300]},  # past any score
    {"think": [0.1, float("nan")]},  # not a number of seconds
    {"moves": [10**400, 1]},
    {"plies": 10**400},
    {"plies": 2.5},
    {"winners": [7]},  # no such seat
    {"winners": [0.9]},
    {"winners": "01"},
    {"winners": [0, 0]},
    {"levels": None},
    {"levels": "ab"},
    {"levels": ["hard", "normal"]},  # not the run's bots in this seat order
    {"rotation": -1},
    {"hands": {"mean": [1.0]}},
    {"hands": {"mean": [1.0, 2.0], "largest": [10**400, 1], "pickups": [[], []]}},
    {"hands": {"mean": [1.0, 2.0], "largest": [3, 1], "pickups": [["12"], []]}},
    {"hands": [1, 2]},
]
FIGURE_DAMAGE = [
    {"players": 0},
    {"players": 99},  # more seats than the game has
    {"rounds": 3},  # the log holds four
    {"round_log": [], "rounds": 0},
    {"seeds": []},
    {"seeds": [4, 4]},
    {"seed": "one"},
    {"seconds": [1]},
    {"seconds": "abc"},
    {"search_restarts": {}},
    {"search_restarts": 10**400},
    {"jobs": 0},
    {"time_budget": float("inf")},
    {"bots_per_seat": "normal,easy"},
    {"options_used": {"no_such_rule": 1}},
    {"version": 3},
]


def test_bad_files_are_a_sentence_and_nothing_else(fishing, tmp_path, capsys):
    good = chunk(tmp_path, capsys, 1)
    with open(good, encoding="utf-8") as f:
        report = json.load(f)

    def write(name, data):
        path = tmp_path / name
        if isinstance(data, bytes):
            path.write_bytes(data)
        else:
            path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
        return str(path)

    cases = [
        (str(tmp_path / "nope.json"), "There is no file"),
        (str(tmp_path), "cannot be read"),  # a folder
        (write("bytes.json", b"\xff\xfe\x00garbage"), "cannot be read"),
        (write("junk.json", "{not json"), "is not a report of cardtui arena --json"),
        (write("deep.json", "[" * 100_000), "is not a report of cardtui arena --json"),
        (write("list.json", [report]), "is not a report of cardtui arena --json"),
        (write("number.json", "7"), "is not a report of cardtui arena --json"),
        (write("game.json", dict(report, game="chess")), "is not a report of cardtui arena"),
        (
            write("old.json", {k: v for k, v in report.items() if k != "round_log"}),
            "does not keep its rounds",
        ),
    ]
    for n, damage in enumerate(FIGURE_DAMAGE):
        bad = json.loads(json.dumps(report))
        bad.update(damage)
        cases.append((write(f"figures{n}.json", bad), "is damaged: its figures cannot be read"))
    for n, damage in enumerate(ROUND_DAMAGE):
        bad = json.loads(json.dumps(report))
        bad["round_log"][2].update(damage)
        cases.append((write(f"round{n}.json", bad), "is damaged: its round 3 cannot be read"))
    for path, said in cases:
        code, _, err = added(capsys, path)
        assert code == 2 and said in err, (path, err)
        assert "Traceback" not in err and err.count("\n") == 1, path
    # and the good file, untouched, still adds up
    assert added(capsys, good)[0] == 0


def test_a_file_given_twice_is_refused(fishing, tmp_path, capsys):
    one = chunk(tmp_path, capsys, 1)
    code, _, err = added(capsys, one, one)
    assert code == 2 and err == f"cardtui: {one} is given twice.\n"


def test_add_plays_nothing_and_takes_no_playing_options(fishing, tmp_path, capsys):
    one = chunk(tmp_path, capsys, 1)
    code = main(["arena", "fishing", "--add", one, "--bots", "hard,normal", "--seed", "9"])
    assert code == 2
    assert "--add plays nothing, so it takes no --bots, --seed" in capsys.readouterr().err


def test_on_a_time_budget_the_cores_are_part_of_the_experiment(fishing, tmp_path, capsys):
    quick = ("--time-budget", "0.01")
    one = chunk(tmp_path, capsys, 1, *quick, bots="hard,normal", games=2)
    two = chunk(tmp_path, capsys, 2, *quick, "--jobs", "2", bots="hard,normal", games=2)
    code, _, err = added(capsys, one, two)
    assert code == 2 and "cannot be added up" in err
    # A second said or not is the same second; the cores do not matter at fixed iterations.
    a = chunk(tmp_path, capsys, 3, bots="normal,easy")
    b = chunk(tmp_path, capsys, 4, "--time-budget", "1", bots="normal,easy")
    c = chunk(tmp_path, capsys, 5, "--jobs", "2", "--iterations", "3", bots="hard,normal")
    d = chunk(tmp_path, capsys, 6, "--iterations", "3", bots="hard,normal")
    assert added(capsys, a, b)[0] == 0 and added(capsys, c, d)[0] == 0


def test_runs_of_another_cardtui_version_are_refused(fishing, tmp_path, capsys):
    one = chunk(tmp_path, capsys, 1)
    report = json.loads((tmp_path / "seed1.json").read_text(encoding="utf-8"))
    other = tmp_path / "other.json"
    other.write_text(json.dumps(dict(report, seed=2, version="0.0.1")), encoding="utf-8")
    code, _, err = added(capsys, one, str(other))
    assert code == 2 and "cannot be added up" in err


def test_hands_and_times_come_through_the_files(tmp_path, capsys):
    # Hidden Unders keeps the hands held; the sum reads them from the files' rounds.
    argv = ["arena", "hidden_unders", "--bots", "normal,easy", "--games", "2", "--json"]
    files, logs = [], []
    for seed in (1, 2):
        assert main([*argv, "--seed", str(seed)]) == 0
        out = capsys.readouterr().out
        logs += json.loads(out)["round_log"]
        files.append(tmp_path / f"{seed}.json")
        files[-1].write_text(out, encoding="utf-8")
    assert main(["arena", "hidden_unders", "--add", *map(str, files), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    rounds = [
        o for s in (1, 2) for o in run_arena("hidden_unders", ["normal", "easy"], games=2, seed=s)
    ]
    direct = {b["level"]: b for b in arena_report("hidden_unders", rounds)["bots"]}
    assert report["mean_plies"] == sum(o.plies for o in rounds) / 4
    for b in report["bots"]:
        assert b["hands"] == direct[b["level"]]["hands"] and b["hands"]["pickups"] >= 0
        seat = [
            (o["think"][i], o["moves"][i])
            for o in logs
            for i, lv in enumerate(o["levels"])
            if lv == b["level"]
        ]
        assert b["seconds_per_move"] == sum(t for t, _ in seat) / sum(m for _, m in seat)


def test_a_report_of_another_game_is_refused(tmp_path, capsys):
    assert main(["arena", "xeri", "--bots", "normal,easy", "--games", "2", "--json"]) == 0
    path = tmp_path / "xeri.json"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["arena", "zirkhaki", "--add", str(path)]) == 2
    assert "is a report of Xeri, not of Zirkhaki." in capsys.readouterr().err


def test_each_level_thinks_its_own_time_when_none_is_given():
    def report(levels, budget):
        return {"players": 2, "bots_per_seat": levels, "iterations": None, "time_budget": budget,
                "jobs": 1, "options_used": {}, "version": "1"}  # fmt: skip

    # hard thinks 1 s unless told: the same bot, said or not
    assert experiment(report(["hard", "normal"], None)) == experiment(
        report(["hard", "normal"], 1.0)
    )
    # expert thinks 3 s unless told: --time-budget 1 makes it another bot
    expert = experiment(report(["expert", "normal"], None))
    assert expert != experiment(report(["expert", "normal"], 1.0))
    assert expert == experiment(report(["expert", "normal"], 3.0))
