"""The bots' levels as a player reads them: the code names (``easy``, ``hard``) stay in saves,
statistics and on the command line; the screens show these words."""

from __future__ import annotations

from ...core.seats import level_name
from ...core.words import and_list
from ...i18n import N_

# The bots' speeds in a table's header (the code names stay in the settings file).
SPEED_WORDS = {
    "slow": N_("slow"),
    "normal": N_("normal"),
    "fast": N_("fast"),
    "instant": N_("instant"),
}


def levels_joined(levels: list[str]) -> str:
    """``easy and normal``: levels that share a line of the chart."""
    return joined([level_name(level) for level in levels])


def joined(items: list[str]) -> str:
    """``Ann and Bob and Cy``: the core's one way of joining a list (``core.words``)."""
    return and_list(items)
