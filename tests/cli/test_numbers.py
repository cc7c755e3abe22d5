"""Every number on the command line has a bound that fits a small machine, checked before the
command starts: 400 digits, a negative number, nan, inf or one past the bound is one line on
stderr naming the option and its range, and exit 2. The options are found in the parser
itself, so an option added later is covered (and must choose its bound)."""

from __future__ import annotations

import argparse
import importlib
import re
import typing

import pytest

from cardtui import cli, games
from cardtui.commands import COMMANDS
from cardtui.commands.common import NUMBERS, Bound, NumberArg, check_numbers
from cardtui.core.options import option_types
from cardtui.games.xeri import options as xeri_options

HUGE = "9" * 400


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    (sub,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def _is_number(action: argparse.Action) -> bool:
    default = action.default
    return (
        isinstance(action.type, NumberArg)
        or action.type in (int, float)
        or (isinstance(default, int | float) and not isinstance(default, bool))
        or (isinstance(default, str) and default.strip().isdigit())
    )


def numeric_options() -> list[tuple[str, argparse.Action]]:
    """(command, action) for every option that takes a number, in every command."""
    found = []
    for command, sub in _subparsers(cli.build_parser()).items():
        for action in sub._actions:
            if action.option_strings and action.nargs != 0 and _is_number(action):
                found.append((command, action))
    return found


OPTIONS = numeric_options()


def test_the_numeric_options_are_all_found():
    names = {(c, a.option_strings[0]) for c, a in OPTIONS}
    for expected in [
        ("play", "--seed"),
        ("arena", "--jobs"),
        ("bench", "--workers"),
        ("bench", "--frame-runs"),
        ("bench", "--rooms"),
        ("host", "--port"),
        ("host", "--max-rooms"),
        ("serve", "--port"),
        ("serve", "--max-sessions"),
        ("join", "--delay"),
    ]:
        assert expected in names
    assert {c for c, _ in OPTIONS} >= {"play", "arena", "bench", "host", "serve", "join"}


@pytest.mark.parametrize(("command", "action"), OPTIONS, ids=lambda x: getattr(x, "dest", x))
def test_every_numeric_option_has_a_bound_of_its_own(command, action):
    assert isinstance(action.type, NumberArg), f"{command} {action.option_strings[0]}"
    assert action.dest in NUMBERS  # chosen for it, not the catch-all
    bound = action.type.bound
    assert bound is NUMBERS[action.dest]
    # the default itself is within the bound
    assert action.default is None or bound.allows(action.default)
    assert action.help.endswith(f"; {bound.span()}")  # --help says it before anyone is refused


def _argv(command: str, option: str, value: str) -> list[str]:
    """The command with its positional arguments filled (nothing gets to use them)."""
    sub = _subparsers(cli.build_parser())[command]
    positional = [
        "xeri"
        for a in sub._actions
        if not a.option_strings and a.nargs is None and not isinstance(a, argparse._HelpAction)
    ]
    return [command, *positional, f"{option}={value}"]


def _bad_values(bound: Bound) -> list[str]:
    past = bound.most + 1 if bound.whole else bound.most * 2
    return [HUGE, "-" + HUGE, "-5", "nan", "inf", "-inf", str(past), "1e400"]


@pytest.fixture
def nothing_starts(monkeypatch):
    """Every command's run (and the menu) fails the test if it is reached."""

    def started(*args, **kwargs):
        raise AssertionError("the command started")

    for name in COMMANDS:
        monkeypatch.setattr(importlib.import_module(f"cardtui.commands.{name}"), "run", started)
    monkeypatch.setattr(cli, "open_menu", started)


CASES = [
    (command, action.option_strings[0], value, action.type.bound)
    for command, action in OPTIONS
    if isinstance(action.type, NumberArg)
    for value in _bad_values(action.type.bound)
]


@pytest.mark.parametrize(
    ("command", "option", "value", "bound"),
    CASES,
    ids=[f"{c} {o} {v[:12]}" for c, o, v, _ in CASES],
)
def test_a_bad_number_is_refused_in_one_line_before_anything_starts(
    command, option, value, bound, nothing_starts, capsys
):
    with pytest.raises(SystemExit) as exit:
        cli.main(_argv(command, option, value))
    assert exit.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"cardtui {command}: {option} must be {bound.describe()}, not ")
    assert len(err) < 300  # 400 digits are not echoed


def test_every_number_in_range_is_let_through():
    """The bounds refuse nothing they allow: the least and the most of each."""
    for command, action in OPTIONS:
        bound = action.type.bound
        for value in (bound.least, bound.most):
            if bound.above and value == bound.least:
                continue
            args = cli.build_parser([command]).parse_args(
                _argv(command, action.option_strings[0], str(value))
            )
            assert getattr(args, action.dest) == value


def test_seeds_go_up_to_2_to_the_64_less_one(capsys):
    top = str(2**64 - 1)
    args = cli.build_parser(["play"]).parse_args(["play", "xeri", "--seed", top])
    assert args.seed == 2**64 - 1
    with pytest.raises(SystemExit):
        cli.main(["play", "xeri", "--seed", str(2**64)])
    assert "--seed must be a whole number from 0 to 18446744073709551615" in (
        capsys.readouterr().err
    )


def test_a_seed_of_2_to_the_64_less_one_deals_and_plays(capsys):
    assert (
        cli.main(
            ["arena", "xeri", "--games", "1", "--bots", "easy", "--seed", str(2**64 - 1), "--json"]
        )
        == 0
    )
    assert '"seed": 18446744073709551615' in capsys.readouterr().out


def test_numbers_set_in_code_are_checked_too():
    """A namespace built without the parser (a 400-digit int has no float: no OverflowError)."""
    with pytest.raises(ValueError, match=r"--players must be a whole number from 1 to 16"):
        check_numbers(argparse.Namespace(players=int(HUGE)))
    with pytest.raises(ValueError, match=r"--port must be"):
        check_numbers(argparse.Namespace(port=-(10**500)))


# -- rules options (-o NAME=VALUE) ---------------------------------------------------------------
def _numeric_rules_options() -> list[tuple[str, str]]:
    found = []
    for game in games.all():
        for name, kind in option_types(games.get(game).Options).items():
            kinds = typing.get_args(kind) if typing.get_origin(kind) is typing.Literal else [kind]
            if kind in (int, float) or (kinds and all(isinstance(k, int) for k in kinds)):
                found.append((game, name))
    return found


RULES = [
    (game, name, value)
    for game, name in _numeric_rules_options()
    for value in (HUGE, "-" + HUGE, "-5", "nan", "inf", str(10**12))
]
# "from 1 to 99", "at least 1", "one of 20, 25", "1 to 25 games"
RANGE = re.compile(r"from -?[\d,]+ to [\d,]+|at least \d|one of \d|\d to \d")


@pytest.mark.parametrize(("game", "name", "value"), RULES, ids=lambda x: str(x)[:12])
@pytest.mark.parametrize("command", ["play", "arena", "join"])
def test_a_bad_rules_option_is_refused_in_one_line_before_anything_starts(
    command, game, name, value, monkeypatch, capsys
):
    _no_start(monkeypatch)  # the command's own checks run; what it would open fails the test
    argv = [command, game] if command != "join" else ["join", "localhost:7777", "--game", game]
    if command == "play":
        argv += ["--bots", "easy"]
    assert cli.main([*argv, "-o", f"{name}={value}"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err
    line = err.replace(value, "VALUE")
    # the option as typed, or its plain name as the game's own check says it
    plain = xeri_options._NUMBER_NAMES.get(name, name.replace("_", " ")) if game == "xeri" else ""
    assert name in line or name.replace("_", " ") in line.lower() or (plain and plain in line)
    assert RANGE.search(line), line
    assert len(err) < 300


def _no_start(monkeypatch):
    def started(*args, **kwargs):
        raise AssertionError("the command started")

    from cardtui.bots import arena
    from cardtui.tui import app, online_app

    monkeypatch.setattr(arena, "run_arena", started)
    monkeypatch.setattr(app, "run_app", started)
    monkeypatch.setattr(online_app, "run_online", started)


@pytest.mark.parametrize(
    ("game", "pair", "said"),
    [
        ("xeri", f"rounds={HUGE}", "Rounds in a match must be a whole number from 1 to 100, not "),
        ("xeri", f"target=-{HUGE}", "Points to win must be a whole number from 1 to 10000, not "),
        ("xeri", "rounds=inf", "Rounds in a match must be a whole number from 1 to 100, not inf."),
        ("hidden_unders", f"target={HUGE}", "The target must be from 1 to 99, not "),
        ("zirkhaki", f"games={HUGE}", "A match is 1 to 25 games, not "),
    ],
    ids=lambda x: str(x)[:12],
)
def test_a_huge_rules_option_is_refused_with_the_games_own_range(game, pair, said, capsys):
    assert cli.main(["arena", game, "-o", pair]) == 2
    err = capsys.readouterr().err
    assert said in err, err
    assert "1,000,000,000" not in err and "may allow fewer" not in err
    assert len(err) < 200  # the 400 digits are shown short


def test_an_option_the_game_does_not_have_is_named_as_such_even_with_a_huge_number(capsys):
    assert cli.main(["arena", "zirkhaki", "-o", f"target={HUGE}"]) == 2
    assert "Zirkhaki has no option 'target'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["serve", "--port", "70000"], "from 0 to 65535, not 70000."),
        (["play", "xeri", "--seed", "-1"], "from 0 to 18446744073709551615, not -1."),
    ],
)
def test_ports_and_seeds_are_said_without_thousands_commas(argv, said, capsys):
    with pytest.raises(SystemExit):
        cli.main(argv)
    assert said in capsys.readouterr().err
