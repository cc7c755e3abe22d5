"""The ``cardtui`` command: the game menu, and tools (rules, arena, ...)."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.util
import sys
from collections.abc import Sequence

from . import __version__
from .commands import COMMANDS
from .commands.argtext import Parser
from .commands.common import bound_numbers, check_numbers
from .i18n import N_, _


def _one_line(text: str) -> str:
    from .store.files import clean_text

    return clean_text(text, 400)


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line; given ``argv``, only the command it names is loaded (the game
    menu, with no command, then starts without importing every tool)."""
    parser = Parser(
        prog="cardtui",
        description=N_(
            "Three card games in your terminal: Zirkhaki, Hidden Unders and Xeri. "
            "Run without a command to open the game menu."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"cardtui {__version__}",
        help=N_("show program's version number and exit"),
    )
    parser.add_argument(
        "--resume", action="store_true", help=N_("pick up the last game where it was left")
    )
    # Read (and taken out of argv) before the parser is built: see store/language.py.
    parser.add_argument(
        "--lang",
        metavar=N_("CODE"),
        help=N_("speak this language for this run: en, fa, ar, bn or el"),
    )
    sub = parser.add_subparsers(dest="command", metavar=N_("COMMAND"))
    for name in _commands_meant(argv):
        module = importlib.import_module(f"cardtui.commands.{name}")
        # HELP is marked with N_; the formatter translates it (and the description) when shown
        p = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(p)
        bound_numbers(p)  # every number refused out of its range while argv is read
        p.set_defaults(_run=module.run)
    return parser


def _commands_meant(argv: Sequence[str] | None) -> Sequence[str]:
    """The command modules ``argv`` may need: none for the menu, the one it names, or all
    (help, or a word that is no command, so the refusal can list them)."""
    if argv is None:
        return COMMANDS
    words = [a for a in argv if not a.startswith("-")]
    if not words:
        return COMMANDS if any(a in ("-h", "--help") for a in argv) else ()
    return (words[0],) if words[0] in COMMANDS else COMMANDS


def open_menu(args: argparse.Namespace) -> int:
    if importlib.util.find_spec("cardtui.tui.app") is None:
        print(
            _(
                "The game menu is not built yet. For now you can read the rules "
                "(cardtui rules xeri) or watch bots play (cardtui arena xeri)."
            )
        )
        return 0
    from .tui.app import run_app

    return run_app(args)


# Commands that only print (the others open the app, or serve and keep running).
_PRINTING = frozenset({"rules", "review", "stats", "arena", "bench"})


def _prints(args: argparse.Namespace) -> bool:
    command = getattr(args, "command", None)
    if command == "replay":  # text unless it opens the replay screen on a terminal
        return bool(getattr(args, "text", False)) or not sys.stdout.isatty()
    return command in _PRINTING


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    from .store import language  # before the parser: its help speaks the language too

    try:
        argv, code = language.take_option(argv)
        language.start(code)
    except ValueError as exc:  # an unknown --lang: one sentence, nothing started
        print(f"cardtui: {_one_line(str(exc))}", file=sys.stderr)
        return 2
    from .commands.rtl_output import arranged_output

    by_cardtui = language.arranged_by_cardtui()
    with arranged_output(by_cardtui):  # --help and a refusal read right to left too
        parser = build_parser(argv)
        args = parser.parse_args(argv)
    run = getattr(args, "_run", None)
    printing = _prints(args)
    try:
        check_numbers(args)
        if run is None:
            return open_menu(args)
        with arranged_output(by_cardtui) if printing else contextlib.nullcontext():
            return run(args)
    except (ValueError, FileNotFoundError) as exc:
        # Bad input from the command line is a sentence, never a traceback (and a sentence
        # quoting a file's content never carries its control characters to the terminal).
        print(f"cardtui: {_one_line(str(exc))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
