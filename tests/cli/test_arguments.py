"""Every number on the command line is checked: one line, a non-zero exit, no traceback."""

from __future__ import annotations

import pytest

from cardtui.cli import main

BAD = [
    ["play", "xeri", "--players", "0"],
    ["play", "xeri", "--players", "-3"],
    ["play", "xeri", "--bots", "easy", "--delay", "inf"],
    ["play", "xeri", "--bots", "easy", "--delay", "nan"],
    ["play", "xeri", "--seed", "-1"],
    ["play", "xeri", "--bots", "easy", "-o", "rounds=1e999"],
    ["arena", "xeri", "--time-budget", "nan"],
    ["arena", "xeri", "--time-budget", "inf"],
    ["arena", "xeri", "--iterations", "1" + "0" * 300],
    ["arena", "xeri", "--iterations", "1" + "0" * 5000],
    ["arena", "xeri", "--games", "0"],
    ["arena", "xeri", "--jobs", "100000"],
    ["arena", "xeri", "--players", "x"],
    ["bench", "--seconds", "nan"],
    ["bench", "--seconds", "-1"],
    ["bench", "--hard-moves", "0"],
    ["bench", "--soak", "nan"],
    ["bench", "--soak", "0"],
    ["play", "xeri", "--no-such-flag"],
]


@pytest.mark.parametrize("argv", BAD, ids=lambda a: " ".join(a)[:40])
def test_a_bad_number_is_one_line_and_a_non_zero_exit(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own refusals
        code = exc.code
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("cardtui")


def test_the_players_message_names_the_option_and_its_range(capsys):
    assert main(["play", "xeri", "--players", "0"]) == 2
    assert capsys.readouterr().err == (
        "cardtui: --players must be at least 1 and at most 16, not 0.\n"
    )
