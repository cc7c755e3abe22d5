"""Text helpers shared by the app, the replay and the tools: event text with names, and the
one cleaner for text that comes from outside (names typed, given on the command line, sent
online, read from a save or the statistics).

Control characters are removed because a terminal obeys them: an escape sequence in a name
could retitle the window, clear the screen or set the clipboard every time the name is shown.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Any

NAME_MAX = 40  # a player's name: longer ones are cut (the screens have no room for more)
# Zero-width characters a name needs: the joiner inside emoji sequences (a family, a flag),
# and the non-joiner Persian writes inside words (علی‌رضا would join into another spelling).
_ZERO_WIDTH_KEPT = {"\u200d", "\u200c"}


def clean_text(value: str, limit: int) -> str:
    """``value`` without control characters (C0, C1, DEL, line and paragraph separators, and
    format characters such as bidirectional overrides), spaces squeezed, cut to ``limit``."""
    if len(value) > limit * 8:  # no need to look at megabytes to keep forty characters
        value = value[: limit * 8]
    kept = []
    for ch in value:
        cat = unicodedata.category(ch)
        if ch in _ZERO_WIDTH_KEPT or (cat[0] != "C" and cat not in ("Zl", "Zp")):
            kept.append(ch)
        elif ch in "\t\n\r":
            kept.append(" ")
    text = " ".join("".join(kept).split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def clean_name(value: Any, limit: int = NAME_MAX) -> str:
    """A player's name, safe to show: the one cleaner every way a name comes in goes through
    (empty when it was not text or held nothing printable)."""
    return clean_text(value, limit) if isinstance(value, str) else ""


# Event text names seats P1, P2... (1-based) so it reads on its own.
_SEAT_REF = re.compile(r"\bP([1-9])\b")


def with_names(text: str, names: Sequence[str]) -> str:
    """Swap the seat references (``P1``, ``P2``...) in event text for the players' names."""

    def swap(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return names[i] if 0 <= i < len(names) else m.group(0)

    return _SEAT_REF.sub(swap, text)
