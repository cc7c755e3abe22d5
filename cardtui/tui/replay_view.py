"""Views as text for the replay screen, for any game: what the whole table could see, and what
each seat alone could see (its hand, a peek).

The public view (``core.public``) is what everyone saw; what a seat's own view holds beyond it
is private to that seat. Card codes read as cards (``TD`` as ``10♦``); lists with one entry per
seat name the seats. Nothing here knows a particular game, so the next game gets a replay for free.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from rich.text import Text

from .. import games as registry

# Bookkeeping keys that say nothing about the position (or repeat the setup).
SKIP = {
    "game",
    "player",
    "players",
    "options",
    "rules",
    "teams",
    "current_player",
    "is_over",
    "round_detail",
    "turn_cap",
}
# Keys about the viewer itself (its own hand): never part of the table everyone sees.
OWN = {"hand"}
# Keys whose numbers are seats: shown as the players' names.
SEAT_KEYS = {"dealer", "active", "first_player", "last_capturer", "seat", "winner"}
# Keys whose numbers are positions on the table (Hidden Unders' unders): counted from 1, as
# the table numbers them.
POSITION_KEYS = {"unders"}
ASCII_SUITS = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C"})


def empty(value: Any) -> bool:
    """Nothing worth a line: no value, an empty list, or a list of nothing but zeros."""
    if value is None or value is False or value == "":
        return True
    if isinstance(value, dict):
        return not value or all(empty(v) for v in value.values())
    if isinstance(value, list | tuple):
        return all(empty(v) or v == 0 for v in value)
    return False


@lru_cache(maxsize=4096)
def card_text(game: str, code: str) -> str | None:
    """``code`` as a card is written for people, or None when it is no card."""
    try:
        return str(registry.get(game).parse_card(code))
    except (ValueError, TypeError, KeyError):
        return None


class ViewText:
    """Turns one game's view dicts into lines of text."""

    def __init__(self, game: str, names: Sequence[str], *, ascii: bool = False) -> None:
        self.game = game
        self.names = list(names)
        self.ascii = ascii

    def plain(self, text: str) -> str:
        return text.translate(ASCII_SUITS) if self.ascii else text

    def value(self, value: Any, key: str = "") -> str:
        """One value as short text: cards as cards, seats and per-seat lists with names."""
        if key in SEAT_KEYS and isinstance(value, int) and 0 <= value < len(self.names):
            return self.names[value]
        if key in POSITION_KEYS and isinstance(value, list | tuple):
            if len(value) == len(self.names) and all(isinstance(v, list | tuple) for v in value):
                return " · ".join(
                    f"{n} {' '.join(str(i + 1) for i in v) or '–'}"
                    for n, v in zip(self.names, value, strict=True)
                )
            return " ".join(str(i + 1) for i in value) or "–"
        if value is None:
            return "–"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, str):
            return self.plain(card_text(self.game, value) or value)
        if isinstance(value, float):
            return f"{value:.2f}"
        if isinstance(value, dict):
            parts = [
                f"{self.label(k)} {self.value(v, k)}" for k, v in value.items() if not empty(v)
            ]
            return ", ".join(parts) or "–"
        if isinstance(value, list | tuple):
            if not value:
                return "–"
            cards = all(isinstance(v, str) and card_text(self.game, v) for v in value)
            if not cards and len(value) == len(self.names):
                return " · ".join(
                    f"{n} {self.value(v)}" for n, v in zip(self.names, value, strict=True)
                )
            return " ".join(self.value(v) for v in value)
        return str(value)

    def label(self, key: str) -> str:
        return key.replace("_", " ")

    def public(self, public: dict[str, Any]) -> Text:
        """The table as everyone saw it (a public view), as one paragraph; empty things (no
        bottom card, nobody's xeri yet) are left out."""
        text = Text()
        for key, value in public.items():
            if key in SKIP or key in OWN or empty(value):
                continue
            if text:
                text.append("  │  ", style="dim")
            text.append(f"{self.label(key)}: ", style="dim")
            text.append(self.value(value, key))
        return text

    def private(self, public: dict[str, Any], mine: dict[str, Any]) -> str:
        """What only this seat saw: the keys of its view that differ from the public view."""
        parts = []
        for key, value in mine.items():
            if key in SKIP or (key not in OWN and public.get(key) == value):
                continue
            parts.append(f"{self.label(key)}: {self.value(value, key)}")
        return "; ".join(parts) or "nothing hidden"
