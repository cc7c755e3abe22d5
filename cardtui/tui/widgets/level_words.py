"""The bots' levels as a player reads them: the code names (``easy``, ``hard``) stay in saves,
statistics and on the command line; the screens show these words."""

from __future__ import annotations

from ...i18n import N_, _

LEVEL_NAMES = {
    # Translators: a bot's level, as in "Bot: random" and "Bot 2 (random bot)".
    "random": N_("random"),
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
}

# The bots' speeds in a table's header (the code names stay in the settings file).
SPEED_WORDS = {
    "slow": N_("slow"),
    "normal": N_("normal"),
    "fast": N_("fast"),
    "instant": N_("instant"),
}


def level_name(level: str | None) -> str:
    """A bot level in the player's language (an unknown one as it is)."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else str(level)


def levels_joined(levels: list[str]) -> str:
    """``easy and normal``: levels that share a line of the chart."""
    return joined([level_name(level) for level in levels])


def joined(items: list[str]) -> str:
    """``Ann and Bob and Cy`` (as the screens have always said it): one message for "and",
    so each language puts its own word."""
    said = items[0] if items else ""
    for item in items[1:]:
        # Translators: the end of a list: "Ann, Bob and 2 easy bots", "Ann and Bob".
        said = _("{first} and {last}").format(first=said, last=item)
    return said
