"""``cardtui replay FILE``: step through a saved game move by move.

A finished game (or one of bots alone) is shown with every seat's hand. A game that can still
be resumed is shown only as one of its human players saw it (``--seat NAME``; a game with one
human is shown as that human saw it): the other players' cards stay secret.
In a terminal it opens the app's replay screen (left and right step through the moves);
``--text``, or output to a pipe or file, prints the same replay as text.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..i18n import N_, _, comma

NAME = "replay"
HELP = N_("show a saved game move by move, with what every player could see")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help=N_("a save file (JSON)"))
    parser.add_argument(
        "--text", action="store_true", help=N_("print the replay as text instead of opening it")
    )
    parser.add_argument(
        "--seat",
        metavar=N_("NAME"),
        help=N_(
            "for a game still in progress: the player whose view to show (name or seat number)"
        ),
    )


def viewpoint(save, wanted: str | None) -> int | None:
    """Whose view to show: None (every hand) for a game open to all, else the chosen human's
    seat; a ValueError says which players may be chosen."""
    from ..store.replay import open_to_all, viewpoints

    humans = viewpoints(save)
    names = [save.seats[p].name for p in humans]
    if open_to_all(save):
        return None
    if wanted is None:
        if len(humans) == 1:
            return humans[0]
        raise ValueError(
            _(
                "This game is not over, so it can only be replayed as one player saw it: "
                "add --seat with one of {names}."
            ).format(names=comma().join(names))
        )
    for p in humans:
        if wanted.strip().casefold() == save.seats[p].name.casefold() or wanted == str(p + 1):
            return p
    raise ValueError(
        _("No human player '{name}' in this game: choose one of {names}.").format(
            name=wanted, names=comma().join(names)
        )
    )


def run(args: argparse.Namespace) -> int:
    from ..store.saves import SaveGame

    # A bad file is a SaveError: a sentence, not a traceback. It is the player's own file, so
    # it is left where it is (only the app's own saves are moved aside). A log that no longer
    # replays is refused before anything is shown.
    save = SaveGame.read(args.file)
    save.replay()
    seat = viewpoint(save, args.seat)
    if args.text or not sys.stdout.isatty():
        from ..tui.replay_view import replay_lines

        for line in replay_lines(save, seat):
            print(line)
        return 0
    from ..tui.app import Launch, run_app

    return run_app(args, launch=Launch(save.game, replay=save, replay_seat=seat))
