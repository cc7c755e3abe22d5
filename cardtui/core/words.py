"""Small pieces of player-facing wording shared by the games (lists of names)."""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import _


def and_list(items: Sequence[str]) -> str:
    """``P1 and P2 and P3``: names joined in the current language."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    # Translators: two names or a list and one more name: "P1 and P2".
    return _("{first} and {last}").format(first=and_list(items[:-1]), last=items[-1])
