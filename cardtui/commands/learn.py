"""``cardtui learn xeri``: the game's guided first round ("Learn to play") at its table.

The lesson deals a stacked round and waits at each step for you to make the move it names;
x skips a step, f the rest, Esc leaves it (Resume on the menu picks it up again).
"""

from __future__ import annotations

import argparse

from ..i18n import N_
from .common import add_table_arguments, run_table

NAME = "learn"
HELP = N_("learn a game: a guided first round at its table (zirkhaki, hidden_unders, xeri)")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=N_("zirkhaki, hidden_unders or xeri"))
    add_table_arguments(
        parser,
        delay_help=N_("how long each of the tutor's moves stays on screen before it is played"),
    )


def build_launch(args: argparse.Namespace):
    """The lesson's table, checked before the app starts (an unknown game is a sentence)."""
    from .. import games
    from ..tui.app import Launch
    from ..tui.lesson import LessonSetup
    from ..tui.tables import unavailable_reason

    name = games.resolve(args.game)
    reason = unavailable_reason(name)
    if reason:
        raise ValueError(reason)
    return Launch(name, LessonSetup.new(name), table=True)


def run(args: argparse.Namespace) -> int:
    return run_table(args, build_launch(args))
