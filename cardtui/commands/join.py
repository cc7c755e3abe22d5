"""``cardtui join ADDRESS [CODE]``: play at a game server's table (see ``cardtui host``).

cardtui join localhost:7777 K7QXM --name Ann     sit down in room K7QXM (or take your seat back)
cardtui join ws://localhost:7777/K7QXM           the same, from an invite (the lobby shows it)
cardtui join 192.168.1.5:7777 --game xeri        create a Xeri room there (then its lobby)
cardtui join localhost:7777                      the "Play online" form, with this server

A seat's token is kept in the data folder for each server and room, so the same command after
a dropped connection, a closed terminal or a restart takes the seat back.
"""

from __future__ import annotations

import argparse

from ..i18n import N_, _, ngettext, number
from .common import add_rules_options, rules_options

NAME = "join"
HELP = N_(
    "play online: join a room on a game server by its code (or create one with --game); "
    "the same command takes your seat back later"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "address",
        help=N_(
            "the server: host:port (or a ws:// or wss:// URL), or an invite that holds the "
            "room too: ws://host:port/CODE"
        ),
    )
    parser.add_argument("code", nargs="?", default="", help=N_("the room's code (to join it)"))
    parser.add_argument("--name", default=None, help=N_("your name at the table"))
    parser.add_argument("--game", default=None, help=N_("create a room of this game instead"))
    parser.add_argument("--players", type=int, default=None, help=N_("table size of a new room"))
    parser.add_argument(
        "--listed",
        action="store_true",
        help=N_("list the new room on the server, for anyone looking for a table"),
    )
    add_rules_options(parser)
    parser.add_argument(
        "--turn-timer",
        type=float,
        default=None,
        metavar=N_("SECONDS"),
        help=N_("a new room's time for a move, then a bot plays it: 0 (off), 30, 60 or 120"),
    )
    parser.add_argument(
        "--delay",
        type=float,
        default=None,
        metavar=N_("SECONDS"),
        help=N_("how long the others' moves stay on screen before the next is shown"),
    )
    parser.add_argument("--ascii", action="store_true", help=N_("draw cards without suit glyphs"))


def build_plan(args: argparse.Namespace):
    """What to open, checked before the app starts (a bad argument is a sentence)."""
    import dataclasses

    from .. import games
    from ..net.client import server_url
    from ..net.invite import parse_invite
    from ..tui.screens.online import Plan, table_sizes
    from ..tui.turn_clock import CHOICES as TIMER_CHOICES

    address, code = args.address.strip(), args.code.strip().upper()
    invite = parse_invite(address)
    # An invite holds the code. With a code given too, the address is split only when the two
    # agree, and not with --game: a server at a path whose last part looks like a code (a
    # proxy's /games) stays as it is.
    if invite is not None and not args.game and code in ("", invite[1]):
        address, code = invite
    server_url(address)  # a ValueError that says what is wrong with it
    if code and args.game:
        raise ValueError(_("Give a room code to join, or --game to create a room: not both."))
    from ..core.text import clean_name

    name = clean_name(args.name, 21)  # the server cleans it too; this refuses a long one early
    if len(name) > 20:
        raise ValueError(
            ngettext(
                "A name may be at most {count} character long.",
                "A name may be at most {count} characters long.",
                20,
            ).format(count=number(20))
        )
    plan = Plan(address=address, name=name, code=code, listed=args.listed)
    if args.game:
        game = games.resolve(args.game)
        spec = games.get(game)
        options = rules_options(spec, args)
        if args.players is not None and args.players not in table_sizes(game):
            spec.check_players(args.players)
        plan.game, plan.players = game, args.players
        if args.turn_timer is not None and args.turn_timer not in TIMER_CHOICES:
            raise ValueError(_("--turn-timer is 0 (off), 30, 60 or 120 seconds."))
        plan.turn_timer = int(args.turn_timer or 0)
        plan.options = {
            k: v
            for k, v in dataclasses.asdict(options).items()
            if v != dataclasses.asdict(spec.options())[k]
        }
    elif args.players is not None or args.option or args.listed:
        raise ValueError(_("--players, --option and --listed are for a new room: add --game."))
    elif args.turn_timer is not None:
        raise ValueError(_("--turn-timer is for a new room: add --game."))
    plan.go = bool(plan.code or plan.game)
    return plan


def run(args: argparse.Namespace) -> int:
    from ..tui.online_app import run_online
    from ..tui.settings import UiSettings

    plan = build_plan(args)
    flags = {"ascii_cards": True} if args.ascii else {}
    if args.delay is not None:
        flags["bot_delay"] = args.delay
    return run_online(plan, UiSettings.load(**flags))
