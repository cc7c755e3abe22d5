"""``cardtui arena GAME --bots normal,easy``: bots play the same deals in every seat rotation."""

from __future__ import annotations

import argparse
import sys

NAME = "arena"
HELP = "let bots play each other and print win rates with 95%% intervals"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="zirkhaki, hidden_unders or xeri")
    parser.add_argument(
        "--bots",
        default="normal,easy",
        help="levels per seat, comma-separated, repeated round the table (default: normal,easy)",
    )
    parser.add_argument("--players", type=int, default=None, help="table size")
    parser.add_argument("--games", type=int, default=200, help="rounds to play (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    parser.add_argument(
        "--iterations", type=int, default=None, help="fixed search iterations for hard bots"
    )
    parser.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rules option, e.g. -o hand_size=4 (repeatable)",
    )


def run(args: argparse.Namespace) -> int:
    from .. import games
    from ..bots.arena import format_table, run_arena
    from ..core.options import parse_option_pairs

    name = games.resolve(args.game)
    levels = [lvl.strip() for lvl in args.bots.split(",") if lvl.strip()]
    if not levels:
        raise ValueError("Name at least one bot level with --bots, e.g. --bots normal,easy.")
    if args.games < 1:
        raise ValueError("--games must be at least 1.")
    options = games.get(name).options(parse_option_pairs(args.option))

    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty():
            width = 30
            filled = width * done // total
            sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
            if done == total:
                sys.stderr.write("\n")

    outcomes = run_arena(
        name,
        levels,
        players=args.players,
        games=args.games,
        seed=args.seed,
        options=options,
        iterations=args.iterations,
        progress=progress,
    )
    print(format_table(name, outcomes))
    return 0
