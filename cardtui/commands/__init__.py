"""Subcommands of the ``cardtui`` command line, one module each.

A module defines ``NAME``, ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``.
"""

# Listed explicitly so the CLI's help is stable and a missing module is a loud error.
COMMANDS = (
    "rules",
    "arena",
    "bench",
    "play",
    "learn",
    "replay",
    "review",
    "stats",
    "serve",
    "host",
    "join",
)
