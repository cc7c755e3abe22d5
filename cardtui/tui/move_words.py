"""A move's action code in the game's own words, for screens that only have the code (the
replay, an undo message): ``play TD`` reads ``plays 10♦``, ``flip 2`` reads ``flips under 3``.

Cards go through the one card formatter (``str(card)``: ``10♦``, Zirkhaki's ``Coin 5``), and
positions count from 1 as the table numbers them. A code nobody knows is shown as it is.
"""

from __future__ import annotations

from ..core.cards import card as french_card
from . import tables


def cards(words: list[str]) -> str:
    """Card codes as cards (``TD 5S`` as ``10♦ 5♠``); words that are not cards as they are."""
    try:
        return " ".join(str(french_card(w)) for w in words)
    except ValueError:
        return " ".join(words)


def move_words(game: str, code: str) -> str:
    """``code`` (an action code of ``game``) as the table would say it (each game's room says
    how: ``cardtui/tui/tables/<game>/words.py``)."""
    words = tables.room(game).move_words if game in tables.TABLES else None
    return words(code) if words is not None else code
