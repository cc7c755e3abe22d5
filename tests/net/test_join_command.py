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


def test_an_invite_is_the_server_and_the_code_in_one_line():
    plan = plan_of("ws://192.168.1.5:7777/k7qxm", "--name", "Bob")
    assert (plan.address, plan.code, plan.go) == ("ws://192.168.1.5:7777", "K7QXM", True)
    plan = plan_of("wss://example.org:443/cardtui/K7QXM", "K7QXM")  # the same code again
    assert (plan.address, plan.code) == ("wss://example.org:443/cardtui", "K7QXM")
    # A server at a path that looks like a code, named with another code or to create a room
    plan = plan_of("wss://example.org/games", "K7QXM")
    assert (plan.address, plan.code) == ("wss://example.org/games", "K7QXM")
    plan = plan_of("wss://example.org/games", "--game", "xeri", "--listed")
    assert (plan.address, plan.code, plan.game, plan.listed) == (
        "wss://example.org/games",
        "",
        "xeri",
        True,
    )


def test_listed_is_for_a_new_room(capsys):
    assert main(["join", "ws://localhost:7777/K7QXM", "--listed"]) == 2
    assert "add --game" in capsys.readouterr().err
