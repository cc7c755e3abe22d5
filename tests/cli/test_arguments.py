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
    with pytest.raises(SystemExit) as exc:
        main(["play", "xeri", "--players", "0"])
    assert exc.value.code == 2
    assert capsys.readouterr().err == (
        "cardtui play: --players must be a whole number from 1 to 16, not 0. "
        "(see cardtui play --help)\n"
    )


def test_the_command_line_loads_only_the_command_it_names():
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from cardtui.cli import COMMANDS, build_parser\n"
        "tools = tuple(f'cardtui.commands.{name}' for name in COMMANDS)\n"
        "for argv in ([], ['--resume'], ['rules', 'xeri']):\n"
        "    build_parser(argv).parse_args(argv)\n"
        "    print(sorted(m for m in sys.modules if m in tools))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines() == ["[]", "[]", "['cardtui.commands.rules']"]


def test_help_and_a_word_that_is_no_command_still_list_every_command(capsys):
    from cardtui.cli import COMMANDS, main

    for argv in (["--help"], ["nonsense"]):
        with pytest.raises(SystemExit):
            main(argv)
        said = capsys.readouterr()
        assert all(name in said.out + said.err for name in COMMANDS)
