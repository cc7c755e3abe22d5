"""Adding up arena runs (``cardtui arena GAME --add FILE...``): chunks of one experiment, each
with its own seed, make one report over all their rounds; anything else is a sentence."""

from __future__ import annotations

import json

import pytest

from cardtui.bots.arena import arena_report, run_arena
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
    code, again, _ = added(capsys, str(total), chunk(tmp_path, capsys, 4))
    assert code == 0 and again["rounds"] == 16 and again["seeds"] == [1, 2, 3, 4]
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
        (("--bots", "hard,normal", "-i", "5"), ("--bots", "hard,normal")),
        (("--bots", "hard,normal", "-i", "5"), ("--bots", "hard,normal", "-i", "9")),
    ],
    ids=["seat order", "table", "iterations or time", "iterations"],
)
def test_chunks_of_another_experiment_are_refused(fishing, tmp_path, capsys, first, second):
    def options(pairs):
        return [{"-i": "--iterations"}.get(x, x) for x in pairs]

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


def test_bad_files_are_a_sentence_and_nothing_else(fishing, tmp_path, capsys):
    good = chunk(tmp_path, capsys, 1)
    with open(good, encoding="utf-8") as f:
        report = json.load(f)
    cases = {}
    cases["missing"] = (str(tmp_path / "nope.json"), "There is no file")
    (tmp_path / "junk.json").write_text("{not json", encoding="utf-8")
    cases["junk"] = (str(tmp_path / "junk.json"), "is not a report of cardtui arena --json")
    (tmp_path / "bytes.json").write_bytes(b"\xff\xfe\x00garbage")
    cases["bytes"] = (str(tmp_path / "bytes.json"), "cannot be read")
    old = {k: v for k, v in report.items() if k != "round_log"}
    (tmp_path / "old.json").write_text(json.dumps(old), encoding="utf-8")
    cases["old"] = (str(tmp_path / "old.json"), "does not keep its rounds")
    seedless = dict(report, seed="one")
    (tmp_path / "seedless.json").write_text(json.dumps(seedless), encoding="utf-8")
    cases["seedless"] = (str(tmp_path / "seedless.json"), "is not a report of cardtui arena")
    for n, damage in enumerate(
        [
            {"scores": [1]},  # a seat missing
            {"think": [0.1, float("nan")]},  # not a number of seconds
            {"winners": [7]},  # no such seat
            {"levels": None},
            {"hands": {"mean": [1.0]}},
        ]
    ):
        bad = json.loads(json.dumps(report))
        bad["round_log"][2].update(damage)
        path = tmp_path / f"damaged{n}.json"
        path.write_text(json.dumps(bad), encoding="utf-8")
        cases[f"damaged{n}"] = (str(path), "is damaged: its round 3 cannot be read")
    for name, (path, said) in cases.items():
        code, _, err = added(capsys, path)
        assert code == 2 and said in err, name
        assert "Traceback" not in err and err.count("\n") == 1, name


def test_a_report_of_another_game_is_refused(tmp_path, capsys):
    assert main(["arena", "xeri", "--bots", "normal,easy", "--games", "2", "--json"]) == 0
    path = tmp_path / "xeri.json"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["arena", "zirkhaki", "--add", str(path)]) == 2
    assert "is a report of Xeri, not of Zirkhaki." in capsys.readouterr().err
