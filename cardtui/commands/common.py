"""Arguments several commands take the same way."""

from __future__ import annotations

import argparse
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

    return spec.options(parse_option_pairs(args.option))


def comma_list(text: str | None) -> list[str]:
    """``"easy, normal,"`` -> ``["easy", "normal"]``."""
    return [item.strip() for item in (text or "").split(",") if item.strip()]
