"""Arguments several commands take the same way."""

from __future__ import annotations

import argparse
import math
from typing import Any


def add_rules_options(parser: argparse.ArgumentParser) -> None:
    """``--option/-o NAME=VALUE``, repeatable: a game's rules options."""
    parser.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rules option, e.g. -o hand_size=4 (repeatable)",
    )


def rules_options(spec: Any, args: argparse.Namespace) -> Any:
    """The game's options from ``--option`` pairs (a bad one raises a readable ValueError)."""
    from ..core.options import parse_option_pairs

    pairs = parse_option_pairs(args.option)
    check_option_pairs(pairs)
    return spec.options(pairs)


def comma_list(text: str | None) -> list[str]:
    """``"easy, normal,"`` -> ``["easy", "normal"]``."""
    return [item.strip() for item in (text or "").split(",") if item.strip()]


# -- numbers on the command line ---------------------------------------------------------------
# Every number a command takes, by its argument name: (least, most, least allowed itself).
# A number not listed here must still be finite and within a billion either way.
NUMBERS: dict[str, tuple[float, float, bool]] = {
    "players": (1, 16, True),
    "games": (1, 10_000_000, True),
    "seed": (0, 2**63 - 1, True),
    "iterations": (1, 10_000_000, True),
    "time_budget": (0, 3600, False),
    "jobs": (1, 256, True),
    "seconds": (0, 3600, False),
    "hard_moves": (1, 10_000, True),
    "delay": (0, 10, True),
    "soak": (0, 24 * 60, False),
    "every": (0, 3600, False),
}
DEFAULT_RANGE = (-1e9, 1e9, True)


def check_numbers(args: argparse.Namespace) -> None:
    """Every number given on the command line is finite and within its range; otherwise a
    ValueError whose message is one line naming the option and what it takes."""
    for dest, value in vars(args).items():
        if isinstance(value, bool) or not isinstance(value, int | float):
            continue
        least, most, inclusive = NUMBERS.get(dest, DEFAULT_RANGE)
        option = "--" + dest.replace("_", "-")
        span = (
            f"at least {_num(least)} and at most {_num(most)}"
            if inclusive
            else f"above {_num(least)} and at most {_num(most)}"
        )
        if (
            not math.isfinite(value)
            or value > most
            or value < least
            or (value == least and not inclusive)
        ):
            raise ValueError(f"{option} must be {span}, not {_shown(value)}.")


def check_option_pairs(pairs: dict[str, str]) -> None:
    """A rules option given as a number is a sane one (finite, within a billion)."""
    for name, text in pairs.items():
        try:
            number = float(text)
        except (TypeError, ValueError, OverflowError):
            continue
        if not math.isfinite(number) or abs(number) > 1e9:
            raise ValueError(f"The rules option {name} cannot be {_shown(text)}.")


def _num(x: float) -> str:
    return f"{int(x):,}" if float(x).is_integer() else f"{x:g}"


def _shown(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 24 else f"{text[:12]}…({len(text)} characters)"


# -- cardtui bench --soak ------------------------------------------------------------------------
def add_soak_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--soak",
        type=float,
        default=None,
        metavar="MINUTES",
        help="instead: watch a 6-player table of bots for MINUTES and print the memory used",
    )
    parser.add_argument(
        "--every",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="with --soak: how often to print the memory (default 60)",
    )


def run_soak_command(args: argparse.Namespace) -> int:
    from ..tui.soak import run_soak

    return run_soak(args.soak, args.every)
