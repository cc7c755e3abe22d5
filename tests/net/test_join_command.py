"""``cardtui join`` reads its arguments before any window opens: a bad one is a sentence."""

from __future__ import annotations

import pytest

from cardtui.cli import build_parser, main
from cardtui.commands.join import build_plan


def plan_of(*argv: str):
    return build_plan(build_parser().parse_args(["join", *argv]))


def test_a_code_joins_and_a_game_creates():
    plan = plan_of("localhost:7777", "k7qxm", "--name", " Ann  Lee ")
    assert (plan.address, plan.code, plan.name, plan.go) == (
        "localhost:7777",
        "K7QXM",
        "Ann Lee",
        True,
    )
    plan = plan_of("localhost:7777", "--game", "xeri", "--players", "4", "-o", "hand_size=4")
    assert (plan.game, plan.players, plan.options, plan.go) == ("xeri", 4, {"hand_size": 4}, True)
    assert plan_of("localhost:7777").go is False  # the form, with this server


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["http://example.org"], "ws://"),
        (["localhost:7777", "K7QXM", "--game", "xeri"], "not both"),
        (["localhost:7777", "--players", "3"], "add --game"),
        (["localhost:7777", "--game", "xeri", "--players", "3"], "cannot be played by 3"),
        (["localhost:7777", "--game", "xeri", "-o", "hand_size=lots"], "hand_size"),
        (["localhost:7777", "K7QXM", "--name", "A" * 21], "at most 20"),
    ],
)
def test_bad_arguments_are_sentences(argv, message, capsys):
    assert main(["join", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
