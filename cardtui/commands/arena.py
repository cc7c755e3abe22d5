"""``cardtui arena GAME --bots hard,normal``: bots play the same deals in every seat rotation."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import time
from typing import TextIO

from .. import __version__
from ..i18n import N_, _, local_digits, ngettext, number
from .argtext import help_text
from .common import add_rules_options, comma_list, rules_options

NAME = "arena"
HELP = N_("let bots play each other and print win rates with 95%% intervals and Elo")


class ProgressBar:
    """Progress with an estimate of the time left: a redrawn bar on a terminal; in a log (output
    redirected) a plain line at every tenth of the way."""

    def __init__(self, label: str = "", stream: TextIO | None = None, width: int = 28) -> None:
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty()
        self.label = label
        self.width = width
        self.start = time.monotonic()
        self.shown = 0.0
        self.tenths = 0

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        elapsed = now - self.start
        left = elapsed / done * (total - done) if done else 0.0
        clocks = {"elapsed": _clock(elapsed), "left": _clock(left)}
        if not self.tty:
            tenths = 10 * done // total
            if tenths > self.tenths:
                self.tenths = tenths
                # Translators: a progress line in a log, e.g. "40/200 rounds, 0:00:12 elapsed,
                # 0:00:48 left"
                said = _("{done}/{total} rounds, {elapsed} elapsed, {left} left").format(
                    done=number(done), total=number(total), **clocks
                )
                self.stream.write(f"{self.label}{said}\n")
                self.stream.flush()
            return
        if done < total and now - self.shown < 0.2:
            return
        self.shown = now
        filled = self.width * done // total
        bar = "#" * filled + "." * (self.width - filled)
        # Translators: after the progress bar, e.g. "40/200 0:00:12 elapsed, 0:00:48 left"
        times = _("{done}/{total} {elapsed} elapsed, {left} left").format(
            done=number(done), total=number(total), **clocks
        )
        self.stream.write(f"\r{self.label}[{bar}] {times} ")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()


def _clock(seconds: float) -> str:
    s = int(seconds)
    return local_digits(f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}")


# The options that say how to play (attribute, default): --add plays nothing and takes none.
_PLAYING = {
    "--bots": ("bots", "normal,easy"),
    "--players": ("players", None),
    "--games": ("games", 200),
    "--seed": ("seed", 1),
    "--iterations": ("iterations", None),
    "--time-budget": ("time_budget", None),
    "--jobs": ("jobs", 1),
    "--option": ("option", []),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=N_("zirkhaki, hidden_unders or xeri"))
    parser.add_argument(
        "--bots",
        default=_PLAYING["--bots"][1],
        help=N_(
            "levels per seat, comma-separated, repeated round the table "
            "(default: normal,easy); e.g. hard,normal,normal,normal at 4 seats; "
            "all-seeing is hard's search on the real deal: it sees every card, a bound "
            "to measure bots against, not a fair bot; open-hands sees every player's "
            "cards but not the order of the cards to come"
        ),
    )
    parser.add_argument("--players", type=int, default=None, help=N_("table size"))
    parser.add_argument(
        "--games", type=int, default=_PLAYING["--games"][1], help=N_("rounds to play (default 200)")
    )
    parser.add_argument(
        "--seed", type=int, default=_PLAYING["--seed"][1], help=N_("seed of the deals (default 1)")
    )
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help=N_(
            "fixed search iterations per move for hard bots (repeatable "
            "results); without it they think for --time-budget seconds"
        ),
    )
    parser.add_argument(
        "--time-budget",
        type=float,
        default=None,
        metavar=N_("SECONDS"),
        help=N_("thinking time per move of hard bots (default 1.0)"),
    )
    jobs = parser.add_argument(
        "--jobs",
        type=int,
        default=_PLAYING["--jobs"][1],
        help="worker processes",  # shown by help_text below (a number of this machine)
    )
    cores = os.cpu_count() or 1
    help_text(
        jobs,
        lambda: ngettext(
            "worker processes (this machine has {cores} core)",
            "worker processes (this machine has {cores} cores)",
            cores,
        ).format(cores=number(cores)),
    )
    parser.add_argument("--json", action="store_true", help=N_("print the results as JSON"))
    parser.add_argument(
        "--add",
        nargs="+",
        default=None,
        metavar=N_("FILE"),
        help=N_(
            "play nothing: add up earlier --json reports of this game (the same bots, table "
            "and thinking time, each with its own --seed) and print them as one run"
        ),
    )
    add_rules_options(parser)


def run(args: argparse.Namespace) -> int:
    from .. import games
    from ..bots import parallel
    from ..bots.arena import arena_report, format_table, run_arena

    name = games.resolve(args.game)
    if args.add:
        from ..bots.arena_add import add_up

        played = [flag for flag, value in _PLAYING.items() if getattr(args, value[0]) != value[1]]
        if played:
            raise ValueError(
                _(
                    "--add plays nothing, so it takes no {options}: each report says how its "
                    "rounds were played."
                ).format(options=", ".join(played))
            )
        report = add_up(name, args.add)
        print(json.dumps(report, indent=2) if args.json else format_table(name, report=report))
        return 0
    levels = comma_list(args.bots)
    if not levels:
        raise ValueError(_("Name at least one bot level with --bots, e.g. --bots normal,easy."))
    options = rules_options(games.get(name), args)
    start = time.perf_counter()
    restarts = parallel.restarts()
    outcomes = run_arena(
        name,
        levels,
        players=args.players,
        games=args.games,
        seed=args.seed,
        options=options,
        iterations=args.iterations,
        time_budget=args.time_budget,
        jobs=args.jobs,
        progress=ProgressBar(f"{name} "),
    )
    report = arena_report(
        name,
        outcomes,
        options=options,
        bots_per_seat=levels,
        options_used=dataclasses.asdict(options),
        seed=args.seed,
        iterations=args.iterations,
        time_budget=args.time_budget,
        jobs=args.jobs,
        seconds=round(time.perf_counter() - start, 3),
        version=__version__,  # runs of two versions are not one experiment (--add)
        # Moves searched on one core while workers were replaced: a figure to distrust. Only
        # --jobs 1 has search workers; with more jobs each round searches in its own process.
        search_restarts=parallel.restarts() - restarts,
    )
    if args.json:
        from ..bots.arena_add import ROUND_LOG, round_log

        report[ROUND_LOG] = round_log(outcomes)  # so that runs can be added up (--add)
        print(json.dumps(report, indent=2))
    else:
        print(format_table(name, report=report))
    return 0
