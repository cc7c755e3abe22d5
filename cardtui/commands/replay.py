"""``cardtui replay FILE``: step through a saved game with every seat's hand shown.

In a terminal it opens the app's replay screen (left and right step through the moves);
``--text``, or output to a pipe or file, prints the same replay as text.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "replay"
HELP = "show a saved game move by move, with what every player could see"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a save file (JSON)")
    parser.add_argument(
        "--text", action="store_true", help="print the replay as text instead of opening it"
    )


def run(args: argparse.Namespace) -> int:
    from ..store.saves import SaveGame

    # A bad file is a SaveError: a sentence, not a traceback. It is the player's own file, so
    # it is left where it is (only the app's own saves are moved aside). A log that no longer
    # replays is refused before anything is shown.
    save = SaveGame.read(args.file)
    save.replay()
    if args.text or not sys.stdout.isatty():
        from ..store.replay import format_frames

        for line in format_frames(save):
            print(line)
        return 0
    from ..tui.app import Launch, run_app

    return run_app(args, launch=Launch(save.game, replay=save))
