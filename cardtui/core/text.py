"""Event text helpers shared by the app, the replay and the tools."""

from __future__ import annotations

import re
from collections.abc import Sequence

# Event text names seats P1, P2... (1-based) so it reads on its own.
_SEAT_REF = re.compile(r"\bP([1-9])\b")


def with_names(text: str, names: Sequence[str]) -> str:
    """Swap the seat references (``P1``, ``P2``...) in event text for the players' names."""

    def swap(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return names[i] if 0 <= i < len(names) else m.group(0)

    return _SEAT_REF.sub(swap, text)
