"""argparse in the player's language: our parser and help formatter.

argparse's own words ("usage:", "options", "show this help message and exit", its refusals)
come from the standard library's gettext domain "argparse", which ships no Persian, Arabic,
Bengali or Greek. Rather than patch ``argparse._``, the few we show are messages of our own
catalog: the section titles and the -h help are set by ``Parser``, "usage: " is the
formatter's prefix, and a refusal is matched against argparse's English (stable across 3.11
to 3.13) in ``Parser.error`` and said again in our words. Every help, description and metavar
is marked with ``N_`` where it is written and translated here when --help is printed: the
parser is built before ``--lang`` is read, so nothing may be translated while building it.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable

from ..i18n import N_, _

# Metavars argparse would make from an argument's name (dest): marked here, so a command
# needs no metavar of its own for --help to be translated.
METAVARS = {
    "bots": N_("BOTS"),
    "players": N_("PLAYERS"),
    "games": N_("GAMES"),
    "seed": N_("SEED"),
    "iterations": N_("ITERATIONS"),
    "jobs": N_("JOBS"),
    "seconds": N_("SECONDS"),
    "hard_moves": N_("HARD_MOVES"),
    "workers": N_("WORKERS"),
    "frame_runs": N_("FRAME_RUNS"),
    "rooms": N_("ROOMS"),
    "positions": N_("POSITIONS"),
    "rounds": N_("ROUNDS"),
    "factor": N_("FACTOR"),
    "host": N_("HOST"),
    "port": N_("PORT"),
    "certfile": N_("CERTFILE"),
    "keyfile": N_("KEYFILE"),
    "max_rooms": N_("MAX_ROOMS"),
    "max_connections": N_("MAX_CONNECTIONS"),
    "max_per_address": N_("MAX_PER_ADDRESS"),
    "rooms_per_address": N_("ROOMS_PER_ADDRESS"),
    "rate": N_("RATE"),
    "name": N_("NAME"),
    "game": N_("GAME"),
}
# Positional arguments are shown (and named in refusals) by their dest, in lower case.
POSITIONALS = {
    "game": N_("game"),
    "file": N_("file"),
    "address": N_("address"),
    "code": N_("code"),
}
MARKED = {*METAVARS.values(), *POSITIONALS.values()}
# Metavars the commands give themselves that argparse may name in a refusal.
GIVEN = {
    N_("COMMAND"),
    N_("NAME=VALUE"),
    N_("SECONDS"),
    N_("MINUTES"),
    N_("A,B"),
    N_("LEVELS"),
    N_("NAME"),
    N_("N"),
    N_("DIR"),
    N_("URL"),
    N_("FILE"),
    N_("GAME"),
}


def shown_name(text: str) -> str:
    """A metavar or argument name in the current language (option strings stay)."""
    return _(text) if text in MARKED or text in GIVEN else text


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, translating each text as --help is printed."""

    def _format_usage(self, usage, actions, groups, prefix):  # type: ignore[override]
        if prefix is None:
            prefix = _("usage: ")
        return super()._format_usage(usage, actions, groups, prefix)

    def start_section(self, heading):  # type: ignore[override]
        super().start_section(_(heading) if heading else heading)

    def _format_text(self, text: str) -> str:
        # a description: our N_-marked HELP, written with "%%" for argparse's % formatting
        return super()._format_text(_(text).replace("%%", "%"))

    def _get_help_string(self, action: argparse.Action) -> str:
        # every help is marked with N_; a number's is kept apart from its range (common.py)
        marked = getattr(action, "marked_help", action.help)
        return _(marked) if marked else ""

    def _expand_help(self, action: argparse.Action) -> str:
        made: Callable[[], str] | None = getattr(action, "help_text", None)
        text = made() if made else super()._expand_help(action)
        bound = getattr(action, "bound", None)
        if bound is not None:  # the range a number option takes (commands/common.py)
            # Translators: an option's help, then the range of numbers it takes
            text = _("{help}; {range}").format(help=text, range=bound.span())
        return text

    def _get_default_metavar_for_optional(self, action: argparse.Action) -> str:
        return shown_name(METAVARS.get(action.dest, action.dest.upper()))

    def _get_default_metavar_for_positional(self, action: argparse.Action) -> str:
        return shown_name(POSITIONALS.get(action.dest, action.dest))

    def _metavar_formatter(self, action, default_metavar):  # type: ignore[override]
        if isinstance(action.metavar, str):
            name = _(action.metavar)  # marked with N_ where given (a test checks each)
            return lambda size: (name,) * size
        return super()._metavar_formatter(action, default_metavar)


def help_text(action: argparse.Action, made: Callable[[], str]) -> None:
    """Help that is worked out when shown (it holds a number of this machine, say)."""
    action.help_text = made  # type: ignore[attr-defined]


# argparse's refusals (its English, Python 3.11 to 3.13), each said again as our message.
_REFUSALS: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(r"the following arguments are required: (?P<names>.+)"),
        N_("the following arguments are required: {names}"),
    ),
    (re.compile(r"unrecognized arguments: (?P<words>.+)"), N_("unrecognized arguments: {words}")),
    (
        re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<matches>.+)"),
        N_("ambiguous option: {option} could match {matches}"),
    ),
    (
        re.compile(
            r"argument (?P<name>\S+): invalid choice: (?P<value>.+) \(choose from (?P<choices>.+)\)"
        ),
        N_("argument {name}: invalid choice: {value} (choose from {choices})"),
    ),
    (
        re.compile(r"argument (?P<name>\S+): expected one argument"),
        N_("argument {name}: expected one argument"),
    ),
    (
        re.compile(r"argument (?P<name>\S+): ignored explicit argument (?P<value>.+)"),
        N_("argument {name}: ignored explicit argument {value}"),
    ),
]


def refusal(message: str) -> str:
    """argparse's ``message`` in the current language (as it is when not one we know)."""
    for pattern, said in _REFUSALS:
        m = pattern.fullmatch(message)
        if m:
            parts = m.groupdict()
            if "names" in parts:
                parts["names"] = ", ".join(shown_name(n) for n in parts["names"].split(", "))
            if "name" in parts:
                parts["name"] = shown_name(parts["name"])
            return _(said).format(**parts)
    return message


class Parser(argparse.ArgumentParser):
    """argparse, in the player's language, with a bad argument said in one line (not the
    usage block first)."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        add_help = kwargs.pop("add_help", True)
        super().__init__(*args, add_help=False, **kwargs)
        self._positionals.title = N_("positional arguments")
        self._optionals.title = N_("options")
        if add_help:
            self.add_argument(
                "-h",
                "--help",
                action="help",
                default=argparse.SUPPRESS,
                help=N_("show this help message and exit"),
            )

    def error(self, message: str):  # type: ignore[override]
        from ..store.files import clean_text

        said = clean_text(refusal(message), 400)
        print(
            _("{prog}: {message} (see {prog} --help)").format(prog=self.prog, message=said),
            file=sys.stderr,
        )
        raise SystemExit(2)
