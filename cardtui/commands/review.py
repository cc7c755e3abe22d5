"""``cardtui review FILE``: the player's costliest decisions in a round, by the coach.

Each decision is judged from what that player could see at the time (their view, never the
other hands), so a game still in progress can be reviewed too: only its moves so far.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..i18n import N_, _, comma, number

NAME = "review"
HELP = N_("the costliest decisions of a player in a saved round, as the coach sees them")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help=N_("a save file (JSON)"))
    parser.add_argument(
        "--seat", metavar=N_("NAME"), help=N_("the player to review (name or seat number)")
    )
    parser.add_argument(
        "--round",
        type=int,
        metavar=N_("N"),
        help=N_("the round to review (the last one by default)"),
    )
    parser.add_argument(
        "--iterations",
        type=int,
        metavar=N_("N"),
        help=N_("the coach's search for each decision (the game's default by default)"),
    )
    parser.add_argument("--seed", type=int, default=0, help=N_("the coach's luck (repeatable)"))


def reviewed_seat(save, wanted: str | None) -> int:
    """The human to review: the only one, or the one named; a ValueError names the choices."""
    humans = [p for p, s in enumerate(save.seats) if s.is_human]
    names = [save.seats[p].name for p in humans]
    if not humans:
        raise ValueError(_("Only bots played this game: there is no player to review."))
    if wanted is None:
        if len(humans) == 1:
            return humans[0]
        raise ValueError(
            _("Several people played this game: add --seat with one of {names}.").format(
                names=comma().join(names)
            )
        )
    asked = wanted.strip().casefold()
    for p in humans:
        if asked == save.seats[p].name.casefold() or asked == str(p + 1):
            return p
    for p, seat in enumerate(save.seats):
        if asked == seat.name.casefold() or asked == str(p + 1):
            # The review judges a person's decisions: a bot's are the bot's own.
            raise ValueError(
                _(
                    "{name} is a bot in this game: the review looks at a person's moves; "
                    "choose one of {names}."
                ).format(name=seat.name, names=comma().join(names))
            )
    raise ValueError(
        _("No player '{name}' in this game: choose one of {names}.").format(
            name=wanted, names=comma().join(names)
        )
    )


def reviewed_round(save, wanted: int | None) -> int:
    played = [r + 1 for r, codes in enumerate(save.rounds) if codes]
    if not played:
        raise ValueError(_("No move has been made in this game yet: there is nothing to review."))
    if wanted is None:
        return played[-1]
    if wanted not in played:
        if played[-1] == 1:
            said = _("There is no round {round} to review: this game has only round 1.")
        else:
            said = _("There is no round {round} to review: this game has rounds 1 to {last}.")
        raise ValueError(said.format(round=number(wanted), last=number(played[-1])))
    return wanted


def run(args: argparse.Namespace) -> int:
    from .. import games
    from ..bots.review import decisions, review
    from ..store.saves import SaveGame
    from ..tui.review_words import lines

    save = SaveGame.read(args.file)
    save.replay()  # a log that no longer replays is refused (a SaveError) before any search
    seat = reviewed_seat(save, args.seat)
    round_no = reviewed_round(save, args.round)
    found = decisions(save.steps(), seat, round_no)
    result = review(games.get(save.game), seat, found, seed=args.seed, iterations=args.iterations)
    print(
        _("Round {round}, as {name} saw it:").format(
            round=number(round_no), name=save.seats[seat].name
        )
    )
    for line in lines(save.game, result):
        print(line)
    return 0
