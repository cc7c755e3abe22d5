"""``cardtui play xeri``: open a game's setup form, or sit straight down at a table.

cardtui play xeri                          the setup form for Xeri
cardtui play xeri --bots normal            you against a normal bot
cardtui play xeri --names Ann,Sara         Ann and Sara, hot-seat
cardtui play xeri --players 4 --bots easy  you, partnered with an easy bot, against two
cardtui play xeri --watch --bots normal,easy --seed 7   bots only: watch them play
"""

from __future__ import annotations

import argparse
import dataclasses

from ..i18n import N_, _, comma, ngettext, number
from .common import (
    add_rules_options,
    add_table_arguments,
    comma_list,
    rules_options,
    run_table,
    title_of,
)

NAME = "play"
HELP = N_("play a game: open its setup, or start a table straight away with --bots/--names/--watch")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=N_("zirkhaki, hidden_unders or xeri"))
    parser.add_argument("--players", type=int, default=None, help=N_("table size"))
    parser.add_argument(
        "--names",
        default=None,
        metavar=N_("A,B"),
        help=N_("names of the human players, comma-separated (they sit first)"),
    )
    parser.add_argument(
        "--bots",
        default=None,
        metavar=N_("LEVELS"),
        help=N_(
            "bot levels for the other seats, comma-separated and repeated "
            "round the table (e.g. normal or easy,normal)"
        ),
    )
    parser.add_argument("--watch", action="store_true", help=N_("no humans: watch the bots play"))
    parser.add_argument("--seed", type=int, default=None, help=N_("seed of the deals (replayable)"))
    add_rules_options(parser)
    add_table_arguments(
        parser, delay_help=N_("how long a bot's move stays on screen before it is played")
    )


def build_launch(args: argparse.Namespace):
    """What to open, checked before the app starts (a bad option is a sentence, not a crash)."""
    from .. import games
    from ..bots import levels as bot_levels
    from ..core import Seat
    from ..tui.app import Launch
    from ..tui.conductor import TableSetup
    from ..tui.tables import unavailable_reason

    name = games.resolve(args.game)
    spec = games.get(name)
    reason = unavailable_reason(name)
    if reason:
        raise ValueError(reason)
    options = rules_options(spec, args)
    humans = comma_list(args.names)
    levels = comma_list(args.bots)
    if args.watch and humans:
        raise ValueError(_("--watch is for bots only: leave out --names."))
    straight_in = bool(humans or levels or args.watch)
    if straight_in and not humans and not args.watch:
        humans = [_("Player {n}").format(n=number(1))]
    players = args.players or (
        max(spec.min_players, len(humans) + (1 if levels else 0))
        if straight_in
        else spec.min_players
    )
    spec.check_players(players)
    if len(humans) > players:
        raise ValueError(
            ngettext(
                "{count} name for a table of {players}.",
                "{count} names for a table of {players}.",
                len(humans),
            ).format(count=number(len(humans)), players=number(players))
        )
    seats = [Seat.human(n) for n in humans]
    if straight_in and len(seats) < players:
        levels = levels or ["normal"]
        offered = bot_levels(name)
        for level in levels:
            if level not in offered:
                raise ValueError(
                    # Translators: {level} and {levels} are as typed on the command line
                    _("{game} has no '{level}' bot. Levels: {levels}.").format(
                        game=title_of(spec), level=level, levels=comma().join(offered)
                    )
                )
        for i in range(len(seats), players):
            level = levels[(i - len(humans)) % len(levels)]
            seats.append(Seat.bot(level, _("Bot {n}").format(n=number(i + 1))))
    if not straight_in and args.players is None and not args.option and args.seed is None:
        return Launch(name)  # the form opens with the last table set up for this game
    if not straight_in:
        seats = [Seat.human(_("Player {n}").format(n=number(1)))] + [
            Seat.bot("normal", _("Bot {n}").format(n=number(i + 1))) for i in range(1, players)
        ]
    setup = TableSetup(name, seats, dataclasses.asdict(options), args.seed)
    if straight_in:
        setup.build_match()  # the game's own checks, before the screen opens
    return Launch(name, setup, table=straight_in)


def run(args: argparse.Namespace) -> int:
    return run_table(args, build_launch(args))
