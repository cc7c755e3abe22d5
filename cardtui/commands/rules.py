"""``cardtui rules GAME``: print a game's rules."""

from __future__ import annotations

import argparse
import sys

from ..i18n import N_

NAME = "rules"
HELP = N_("print the rules of a game (zirkhaki, hidden_unders, xeri)")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=N_("zirkhaki, hidden_unders or xeri"))
    parser.add_argument("--plain", action="store_true", help=N_("print the Markdown as it is"))


def run(args: argparse.Namespace) -> int:
    from .. import games
    from ..resources import rules_text

    name = games.resolve(args.game)
    text = rules_text(name)
    if args.plain or not sys.stdout.isatty():
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return 0
    from rich.console import Console
    from rich.markdown import Markdown

    Console().print(Markdown(text))
    return 0
