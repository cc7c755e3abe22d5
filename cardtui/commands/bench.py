"""``cardtui bench``: how fast each game's engine, search and bots run on this machine."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..i18n import N_
from .common import add_soak_arguments, run_soak_command

NAME = "bench"
HELP = N_(
    "measure plies per second, bot decision times, the hard bot's search (in one process "
    "and on every core) and the menu's start beside a Textual hello world"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help=N_("print the results as JSON"))
    parser.add_argument(
        "--game",
        action="append",
        default=[],
        metavar=N_("GAME"),
        help=N_("measure only this game (repeatable; default: every game)"),
    )
    parser.add_argument("--players", type=int, default=2, help=N_("table size (default 2)"))
    parser.add_argument(
        "--seconds",
        type=float,
        default=2.0,
        help=N_("measuring time per throughput figure (default 2)"),
    )
    parser.add_argument(
        "--time-budget",
        type=float,
        default=1.0,
        metavar=N_("SECONDS"),
        help=N_("the hard bot's thinking time per move (default 1.0)"),
    )
    parser.add_argument(
        "--hard-moves", type=int, default=12, help=N_("moves timed for the hard bot (default 12)")
    )
    add_soak_arguments(parser)  # the soak's code is its own module (cardtui/tui/soak.py)
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        help=N_(
            "worker processes for the hard bot's parallel search (default: one per core; "
            "0 skips it)"
        ),
    )
    parser.add_argument(
        "--frame-runs",
        type=int,
        default=None,
        help=N_("starts of the menu and of a hello world to time (default 5; 0 skips)"),
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help=N_("a few seconds in all: checks that everything runs, measures little"),
    )
    # The game server's load (cardtui.net.bench runs it). Declared here, not imported from
    # there: every start of cardtui builds this parser, and net.bench loads websockets.
    parser.add_argument(
        "--server",
        action="store_true",
        help=N_(
            "load the game server instead: rooms of clients playing on loopback "
            "(moves/s, action latency); --seconds is the measuring time"
        ),
    )
    parser.add_argument("--rooms", type=int, default=50, help=N_("rooms for --server (default 50)"))
    parser.add_argument(
        "--proxy",
        metavar=N_("URL"),
        help=N_("with --server: drive this address (a proxy in front of servers) instead"),
    )
    parser.add_argument(
        "--servers",
        metavar=N_("N,N"),
        help=N_(
            "with --server and --database: start this many servers behind HAProxy, one run "
            "per count (e.g. 1,2,4)"
        ),
    )
    parser.add_argument(
        "--database",
        metavar=N_("URL"),
        help=N_(
            "with --servers: the PostgreSQL database the servers share (postgresql://...); "
            "the benchmark's rooms are deleted after each run"
        ),
    )
    # Is the coach right? (cardtui.bots.coach_bench)
    parser.add_argument(
        "--coach",
        action="store_true",
        help=N_(
            "instead: how often the coach's best move agrees with a search at --factor times "
            "its budget, and how well its win chances match the rounds' results"
        ),
    )
    parser.add_argument(
        "--positions",
        type=int,
        default=300,
        help=N_(
            "with --coach: positions per game compared with the bigger search (default 300; "
            "0 skips)"
        ),
    )
    parser.add_argument(
        "--rounds",
        type=int,
        default=2000,
        help=N_("with --coach: rounds per game for the calibration (default 2000; 0 skips)"),
    )
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help=N_(
            "with --coach: the coach's iterations a decision (default: each game's, about 1 s)"
        ),
    )
    parser.add_argument(
        "--factor",
        type=int,
        default=10,
        help=N_("with --coach: the bigger search's budget, in coach budgets (default 10)"),
    )
    parser.add_argument("--seed", type=int, default=1, help=N_("with --coach: seed (default 1)"))
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help=N_("with --coach: processes to spread it over (default 1)"),
    )
    parser.add_argument(
        "--save",
        metavar=N_("FILE"),
        default=None,
        help=N_(
            "with --coach: keep each finished position and round in FILE (JSON lines); run "
            "again with the same FILE to go on where it stopped"
        ),
    )


def run(args: argparse.Namespace) -> int:
    if args.soak is not None:
        return run_soak_command(args)
    if args.coach:
        return run_coach(args)
    if args.server:
        from ..net.bench import run_cli

        return run_cli(args)
    from ..bots.bench import BenchConfig, format_report, run_bench
    from .first_frame import compare

    # Every number is within its bound already (commands/common.py, as argv is read).
    if args.quick:
        cfg = BenchConfig.quick()
    else:
        cfg = BenchConfig(
            seconds=args.seconds, time_budget=args.time_budget, hard_positions=args.hard_moves
        )
    if args.workers is not None:
        cfg.workers = args.workers
    frames = args.frame_runs if args.frame_runs is not None else (0 if args.quick else 5)
    cfg.players = args.players
    report = run_bench(args.game or None, cfg)
    if frames:
        report["first_frame"] = compare(frames)
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


def run_coach(args: argparse.Namespace) -> int:
    from ..bots.coach_bench import CoachBenchConfig, format_coach_report, run_coach_bench

    cfg = CoachBenchConfig(
        positions=args.positions,
        rounds=args.rounds,
        iterations=args.iterations,
        factor=args.factor,
        seed=args.seed,
        jobs=args.jobs,
        save=Path(args.save) if args.save else None,
    )
    report = run_coach_bench(args.game or None, cfg)
    print(json.dumps(report, indent=2) if args.json else format_coach_report(report))
    return 0
