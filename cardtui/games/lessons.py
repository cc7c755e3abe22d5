"""The guided first rounds ("Learn to play"), one per game: ``get("xeri")`` is Xeri's
:class:`~cardtui.core.lesson.Lesson`. Each lesson loads on first use, like its game."""

from __future__ import annotations

import importlib

from ..core.lesson import Lesson
from . import all as game_names
from . import resolve


def get(name: str) -> Lesson:
    """The lesson of a game by name (aliases work); ``ValueError`` for an unknown game."""
    return importlib.import_module(f"cardtui.games.{resolve(name)}.lesson").LESSON


def names() -> list[str]:
    """The games that have a lesson, in menu order (every game has one)."""
    return list(game_names())
