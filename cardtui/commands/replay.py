"""``cardtui replay FILE``: step through a saved game with every seat's hand shown."""

from __future__ import annotations

import argparse
from pathlib import Path

NAME = "replay"
HELP = "show a saved game move by move, with what every player could see"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a save file (JSON)")


def run(args: argparse.Namespace) -> int:
    from ..store.replay import format_frames
    from ..store.saves import SaveGame

    save = SaveGame.read(args.file)  # a bad file is a SaveError: a sentence, not a traceback
    save.replay()  # refuse a log that no longer replays before printing half of it
    for line in format_frames(save):
        print(line)
    return 0
