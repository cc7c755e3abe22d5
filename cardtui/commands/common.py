"""Arguments several commands take the same way."""

from __future__ import annotations

import argparse
import contextlib
import math
from collections.abc import Callable
from dataclasses import dataclass, replace
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


def add_table_arguments(parser: argparse.ArgumentParser, *, mover: str) -> None:
    """How the table looks for this run: ``mover`` names whose moves ``--delay`` paces."""
    parser.add_argument(
        "--delay",
        type=float,
        default=None,
        metavar="SECONDS",
        help=f"how long {mover} stays on screen before it is played",
    )
    parser.add_argument("--ascii", action="store_true", help="draw cards without suit glyphs")


def run_table(args: argparse.Namespace, launch: Any) -> int:
    """Open the app at ``launch`` with the saved settings and this run's flags on top (the
    flags are for this game only, not saved)."""
    from ..tui.app import run_app
    from ..tui.settings import UiSettings

    flags: dict[str, Any] = {"ascii_cards": True} if args.ascii else {}
    if args.delay is not None:
        flags["bot_delay"] = args.delay
    return run_app(args, launch=launch, settings=UiSettings.load(**flags))


def rules_options(spec: Any, args: argparse.Namespace) -> Any:
    """The game's options from ``--option`` pairs (a bad one raises a readable ValueError)."""
    from ..core.options import parse_option_pairs

    pairs = parse_option_pairs(args.option)
    check_option_pairs(pairs, spec.Options, spec.options)
    return spec.options(pairs)


def comma_list(text: str | None) -> list[str]:
    """``"easy, normal,"`` -> ``["easy", "normal"]``."""
    return [item.strip() for item in (text or "").split(",") if item.strip()]


# -- numbers on the command line ---------------------------------------------------------------
@dataclass(frozen=True)
class Bound:
    """What one number on the command line may be: from ``least`` to ``most`` (``least``
    itself refused when ``above``), a whole number unless ``whole`` is False."""

    least: int | float
    most: int | float
    whole: bool = True
    above: bool = False
    grouped: bool = True  # thousands commas; not for ports and seeds, typed without

    def describe(self) -> str:
        return f"{'a whole number' if self.whole else 'a number'} {self.span()}"

    def span(self) -> str:
        if self.above:
            return f"above {self._num(self.least)} and at most {self._num(self.most)}"
        return f"from {self._num(self.least)} to {self._num(self.most)}"

    def _num(self, x: float) -> str:
        if isinstance(x, int):
            return f"{x:,}" if self.grouped else str(x)
        return f"{x:g}"

    def allows(self, value: Any) -> bool:
        # ints are compared as ints: a 400-digit one has no float (OverflowError)
        if isinstance(value, bool) or not isinstance(value, int | float):
            return False
        if self.whole and not isinstance(value, int):
            return False
        if isinstance(value, float) and not math.isfinite(value):
            return False
        return self.least <= value <= self.most and not (self.above and value == self.least)

    def parse(self, text: str) -> int | float:
        """The number ``text`` says, or a ValueError whose message is what it must be."""
        value: int | float | None = None
        # Longer than any allowed number: refused without converting 4,000 digits.
        if len(text) <= 40:
            with contextlib.suppress(ValueError):
                value = int(text) if self.whole else float(text)
        if value is None or not self.allows(value):
            raise ValueError(f"must be {self.describe()}, not {_shown(text.strip())}.")
        return value


# Every number a command takes, by its argument name. The bounds fit a small machine (2 cores,
# a few GB free): processes, rooms and repeats that cannot exhaust it, times that end today.
# Seeds are any 64-bit number, as a save file holds them (core/rng.py hashes them).
NUMBERS: dict[str, Bound] = {
    "players": Bound(1, 16),  # each game then says its own table sizes
    "games": Bound(1, 1_000_000),
    "seed": Bound(0, 2**64 - 1, grouped=False),
    "iterations": Bound(1, 1_000_000),
    "time_budget": Bound(0, 600, whole=False, above=True),
    "jobs": Bound(1, 64),  # processes
    "workers": Bound(0, 64),  # processes; 0 skips the parallel search
    "seconds": Bound(0, 3600, whole=False, above=True),
    "hard_moves": Bound(1, 1000),
    "frame_runs": Bound(0, 100),  # two processes each, about a second apiece
    "rooms": Bound(1, 1000),  # bench --server: a server and 2-4 clients a room
    "delay": Bound(0, 10, whole=False),
    "soak": Bound(0, 24 * 60, whole=False, above=True),
    "every": Bound(0, 3600, whole=False, above=True),
    "port": Bound(0, 65535, grouped=False),
    "max_rooms": Bound(1, 20_000),
    "max_connections": Bound(1, 20_000),
    "max_per_address": Bound(1, 20_000),
    "rooms_per_address": Bound(1, 20_000),
    "rate": Bound(0, 100_000, whole=False, above=True),
    "max_sessions": Bound(1, 100),  # a process of about 50 MB each
    # bench --coach: about 11 s of search a position and 1 s a round at the defaults
    "positions": Bound(0, 10_000),
    "rounds": Bound(0, 100_000),
    "factor": Bound(2, 100),
    "round": Bound(1, 10_000),  # review: a round of the save (it says which it has)
}
DEFAULT = Bound(-(10**9), 10**9, whole=False)  # a number not listed above


class NumberArg:
    """argparse's ``type`` for a bounded number: a bad one is refused while the command line
    is read, before the command starts, in one sentence naming the option and its range."""

    def __init__(self, bound: Bound) -> None:
        self.bound = bound
        self.__name__ = "number"  # argparse names the type in some messages

    def __call__(self, text: str) -> int | float:
        try:
            return self.bound.parse(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None


def bound_numbers(parser: argparse.ArgumentParser) -> None:
    """Every ``type=int`` or ``type=float`` argument of ``parser`` gets its bound from NUMBERS."""
    for action in parser._actions:
        if action.type in (int, float):
            bound = NUMBERS.get(action.dest, replace(DEFAULT, whole=action.type is int))
            action.type = NumberArg(bound)
            if action.help:  # the range is in --help too, before anyone is refused
                action.help = f"{action.help}; {bound.span()}"


def check_numbers(args: argparse.Namespace) -> None:
    """Every number in ``args`` (defaults included) is within its bound; otherwise a
    ValueError whose message is one line naming the option and what it takes."""
    for dest, value in vars(args).items():
        if isinstance(value, bool) or not isinstance(value, int | float):
            continue
        bound = NUMBERS.get(dest, DEFAULT)
        if not bound.allows(value):
            option = "--" + dest.replace("_", "-")
            raise ValueError(f"{option} must be {bound.describe()}, not {_shown(value)}.")


def check_option_pairs(
    pairs: dict[str, str],
    options_cls: type | None = None,
    build: Callable[[dict[str, Any]], Any] | None = None,
) -> None:
    """A rules option that takes a number is given a sane one (finite, within a billion either
    way) before the game converts it; the refusal says what it takes: the game's own range
    when ``build`` (the game's options from pairs) refuses a number just past a billion."""
    from typing import Literal, get_args, get_origin

    from ..core.errors import OptionError
    from ..core.options import option_types

    kinds = option_types(options_cls) if options_cls is not None else {}
    for name, text in pairs.items():
        try:
            number = float(text)
        except (TypeError, ValueError, OverflowError):
            continue
        if math.isfinite(number) and abs(number) <= 1e9:
            continue
        if options_cls is not None and name not in kinds:
            continue  # not an option of this game: the game says which it has
        kind = kinds.get(name, float)
        if get_origin(kind) is Literal:
            takes = "one of " + ", ".join(str(choice) for choice in get_args(kind))
        elif kind in (int, float):
            # A stand-in just past a billion, on the same side: the game's own check says its
            # range, and the number typed is shown short in place of the stand-in.
            past = int(math.copysign(10**9 + 1, number if not math.isnan(number) else 1))
            if build is not None:
                try:
                    build({name: str(past)})
                except OptionError as exc:
                    raise ValueError(str(exc).replace(str(past), _shown(text))) from None
            bound = Bound(-(10**9), 10**9, whole=kind is int)
            takes = f"{bound.describe()} (the game may allow fewer)"
        else:
            continue  # not a number option: the game says what it takes
        raise ValueError(f"The rules option {name} must be {takes}, not {_shown(text)}.")


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
