"""Arguments several commands take the same way."""

from __future__ import annotations

import argparse
import contextlib
import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..i18n import N_, LazyText, _, local_digits, ngettext, number


def add_rules_options(parser: argparse.ArgumentParser) -> None:
    """``--option/-o NAME=VALUE``, repeatable: a game's rules options."""
    parser.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar=N_("NAME=VALUE"),
        help=N_("a rules option, e.g. -o hand_size=4 (repeatable)"),
    )


def add_table_arguments(parser: argparse.ArgumentParser, *, delay_help: str) -> None:
    """How the table looks for this run: ``delay_help`` (marked with N_) says whose moves
    ``--delay`` paces."""
    parser.add_argument(
        "--delay",
        type=float,
        default=None,
        metavar=N_("SECONDS"),
        help=delay_help,
    )
    parser.add_argument("--ascii", action="store_true", help=N_("draw cards without suit glyphs"))


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


def title_of(spec: Any) -> str:
    """A game's name in the player's language: the games mark their titles (N_ or
    lazy_gettext, cardtui/games), and a lazy one translates itself."""
    return str(spec.title) if isinstance(spec.title, LazyText) else _(spec.title)


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
        """What it must be: "a whole number from 1 to 16" (each variant one message)."""
        least, most = self._num(self.least), self._num(self.most)
        if self.above:
            if self.whole:
                return _("a whole number above {least} and at most {most}").format(
                    least=least, most=most
                )
            return _("a number above {least} and at most {most}").format(least=least, most=most)
        if self.whole:
            return _("a whole number from {least} to {most}").format(least=least, most=most)
        return _("a number from {least} to {most}").format(least=least, most=most)

    def span(self) -> str:
        least, most = self._num(self.least), self._num(self.most)
        if self.above:
            return _("above {least} and at most {most}").format(least=least, most=most)
        return _("from {least} to {most}").format(least=least, most=most)

    def refusal(self, option: str, value: Any) -> str:
        """The sentence refusing ``value`` for ``option`` (its name as typed, e.g. --port)."""
        # Translators: "{what}" is e.g. "a whole number from 1 to 16"; {value} is as typed
        return _("{option} must be {what}, not {value}.").format(
            option=option, what=self.describe(), value=_shown(value)
        )

    def _num(self, x: float) -> str:
        if isinstance(x, int):
            # thousands commas in the player's digits (a port or seed is typed without)
            return local_digits(f"{x:,}") if self.grouped else number(x)
        return local_digits(f"{x:g}")

    def allows(self, value: Any) -> bool:
        # ints are compared as ints: a 400-digit one has no float (OverflowError)
        if isinstance(value, bool) or not isinstance(value, int | float):
            return False
        if self.whole and not isinstance(value, int):
            return False
        if isinstance(value, float) and not math.isfinite(value):
            return False
        return self.least <= value <= self.most and not (self.above and value == self.least)

    def parse(self, text: str, option: str = "") -> int | float:
        """The number ``text`` says, or a ValueError refusing it for ``option``."""
        value: int | float | None = None
        # Longer than any allowed number: refused without converting 4,000 digits.
        if len(text) <= 40:
            with contextlib.suppress(ValueError):
                value = int(text) if self.whole else float(text)
        if value is None or not self.allows(value):
            raise ValueError(self.refusal(option, text.strip()))
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
    "turn_timer": Bound(0, 600, whole=False),  # the server's default for new rooms
    "lease_seconds": Bound(0.5, 600, whole=False),  # host: a room's lease (net/cluster.py)
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

    def __init__(self, bound: Bound, option: str = "") -> None:
        self.bound = bound
        self.option = option  # as argparse names it, so the refusal is one sentence
        self.__name__ = "number"  # argparse names the type in some messages

    def __call__(self, text: str) -> int | float:
        try:
            return self.bound.parse(text, self.option)
        except ValueError as exc:
            # An ArgumentError naming no argument: argparse says our sentence as it is (it
            # names the option already), not "argument --port: " before it in English.
            raise argparse.ArgumentError(None, str(exc)) from None


def bound_numbers(parser: argparse.ArgumentParser) -> None:
    """Every ``type=int`` or ``type=float`` argument of ``parser`` gets its bound from NUMBERS."""
    for action in parser._actions:
        if action.type in (int, float):
            bound = NUMBERS.get(action.dest, replace(DEFAULT, whole=action.type is int))
            action.type = NumberArg(bound, "/".join(action.option_strings) or action.dest)
            if action.help:  # the range is in --help too, before anyone is refused
                # --help shows the help and the range in the player's language (argtext.py)
                action.bound = bound  # type: ignore[attr-defined]
                action.marked_help = action.help  # type: ignore[attr-defined]
                action.help = f"{action.help}; {bound.span()}"


def check_numbers(args: argparse.Namespace) -> None:
    """Every number in ``args`` (defaults included) is within its bound; otherwise a
    ValueError whose message is one line naming the option and what it takes."""
    for dest, value in vars(args).items():
        if isinstance(value, bool) or not isinstance(value, int | float):
            continue
        bound = NUMBERS.get(dest, DEFAULT)
        if not bound.allows(value):
            raise ValueError(bound.refusal("--" + dest.replace("_", "-"), value))


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
            amount = float(text)
        except (TypeError, ValueError, OverflowError):
            continue
        if math.isfinite(amount) and abs(amount) <= 1e9:
            continue
        if options_cls is not None and name not in kinds:
            continue  # not an option of this game: the game says which it has
        kind = kinds.get(name, float)
        if get_origin(kind) is Literal:
            choices = ", ".join(str(choice) for choice in get_args(kind))
            raise ValueError(
                _("The rules option {name} must be one of {choices}, not {value}.").format(
                    name=name, choices=choices, value=_shown(text)
                )
            )
        if kind in (int, float):
            # A stand-in just past a billion, on the same side: the game's own check says its
            # range, and the number typed is shown short in place of the stand-in.
            past = int(math.copysign(10**9 + 1, amount if not math.isnan(amount) else 1))
            if build is not None:
                try:
                    build({name: str(past)})
                except OptionError as exc:
                    # the game may write the stand-in in the player's digits
                    said = str(exc).replace(str(past), _shown(text))
                    raise ValueError(said.replace(local_digits(str(past)), _shown(text))) from None
            bound = Bound(-(10**9), 10**9, whole=kind is int)
            raise ValueError(
                # Translators: {what} is e.g. "a whole number from -1,000,000,000 to ..."
                _(
                    "The rules option {name} must be {what} (the game may allow fewer), "
                    "not {value}."
                ).format(name=name, what=bound.describe(), value=_shown(text))
            )
        # not a number option: the game says what it takes


def _shown(value: Any) -> str:
    """A value as typed, shortened when long (its start, then how long it was)."""
    text = str(value)
    if len(text) <= 24:
        return text
    # Translators: a long value typed on the command line, shown by its start
    return ngettext(
        "{start}…({count} character)", "{start}…({count} characters)", len(text)
    ).format(start=text[:12], count=number(len(text)))


# -- cardtui bench --soak ------------------------------------------------------------------------
def add_soak_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--soak",
        type=float,
        default=None,
        metavar=N_("MINUTES"),
        help=N_("instead: watch a 6-player table of bots for MINUTES and print the memory used"),
    )
    parser.add_argument(
        "--every",
        type=float,
        default=60.0,
        metavar=N_("SECONDS"),
        help=N_("with --soak: how often to print the memory (default 60)"),
    )


def run_soak_command(args: argparse.Namespace) -> int:
    from ..tui.soak import run_soak

    return run_soak(args.soak, args.every)
