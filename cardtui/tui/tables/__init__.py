"""Each game's room: its table screen, setup form and words, found by the game's name.

A room is a package ``cardtui/tui/tables/<game>/`` whose ``__init__`` holds ``ROOM`` (a
:class:`Room`), as a rules package holds ``SPEC``; it is registered in ``TABLES`` below, as the
rules are in ``cardtui/games/__init__.py``. Everything one game shows lives in its room; the
screens and widgets every game shares live in ``tui/screens`` and ``tui/widgets``.

A game is playable in the app once its rules engine deals a round and a room for it is
registered here. The menu lists every game and says plainly which ones are not ready.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ... import games as registry
from ...core.protocol import GameSpec
from ...i18n import _

if TYPE_CHECKING:
    from ..replay_view import ViewText
    from ..screens.table import TableScreen
    from ..setup_fields import GameForm

# game name -> the package of its room (imported on first use); the same names as the rules'.
TABLES = {
    "xeri": "cardtui.tui.tables.xeri",
    "zirkhaki": "cardtui.tui.tables.zirkhaki",
    "hidden_unders": "cardtui.tui.tables.hidden_unders",
}

Describe = Callable[["ViewText", dict[str, Any]], list[str]]


def _no_words(_t: ViewText, _view: dict[str, Any]) -> list[str]:
    return []


@dataclass(frozen=True)
class Room:
    """What the app needs of one game beyond its rules."""

    # "module:Class" of its table screen (a TableScreen), imported only when a table opens,
    # so the menu opens without loading any table.
    table: str
    # Its setup form: a label, help and choices for each of its options.
    form: GameForm
    # A move's action code in the game's own words ("play TD" reads "plays 10♦"), for the
    # replay, the coach and undo messages; the code as it is when None.
    move_words: Callable[[str], str] | None = None
    # A replay position (a view dict) in words: a line per part of the table everyone sees.
    public: Describe = _no_words
    # What one seat alone knew beyond its hand, a peek and a drawn card (each "was offered...").
    private: Describe = _no_words


def room(game: str) -> Room:
    """The game's room (aliases work too); ``KeyError`` when it has none."""
    return importlib.import_module(TABLES[registry.resolve(game)]).ROOM


# Modules that failed to load (game -> the error), so the menu can say so from then on.
_LOAD_ERRORS: dict[str, str] = {}


def table_class(game: str) -> type[TableScreen] | None:
    """The game's table screen, imported on first use; None when it has none or it cannot be
    loaded (``unavailable_reason`` then says why)."""
    name = registry.resolve(game)
    if name not in TABLES:
        return None
    try:
        module, _sep, cls = room(name).table.partition(":")
        return getattr(importlib.import_module(module), cls)
    except (ImportError, AttributeError) as exc:
        _LOAD_ERRORS[name] = str(exc)
        return None


def unavailable_reason(game: str) -> str | None:
    """None when the game can be played here, else a sentence saying why not.

    Cheap, so the menu opens at once: it neither imports the rooms nor deals a round
    (the menu asks for every game, more than once); a table that then fails to load says so.
    """
    name = registry.resolve(game)
    spec = registry.get(name)
    # The game's name as the player reads it (the menu translates the titles the same way).
    title = _(spec.title)
    if name in _LOAD_ERRORS:
        # Translators: {error} is Python's own message, left in English.
        return _("{game}'s table could not be loaded ({error}); please report this.").format(
            game=title, error=_LOAD_ERRORS[name]
        )
    # Cached as a kind, not a sentence: the sentence follows the language, which can change.
    kind = _reason(name, TABLES.get(name))
    if kind == "no_rules":
        return _(
            "{game} is not playable yet: its rules engine is still being written. "
            "You can read its rules meanwhile (press ? on the menu)."
        ).format(game=title)
    if kind == "no_table":
        # Translators: "cardtui arena {command}" is a command to type; keep it as it is.
        return _(
            "{game}'s rules are ready, but its table screen is not built yet, so it "
            "cannot be played here. Meanwhile you can watch bots play it: "
            "cardtui arena {command}"
        ).format(game=title, command=spec.name)
    if kind == "not_found":
        return _("{game}'s table could not be found; please report this.").format(game=title)
    return None


@functools.cache
def _reason(name: str, table: str | None) -> str | None:
    """Why the game cannot be played, as a kind ("no_rules", "no_table", "not_found")."""
    spec = registry.get(name)
    if type(spec).new_state is GameSpec.new_state:
        return "no_rules"
    if table is None:
        return "no_table"
    if importlib.util.find_spec(table) is None:
        return "not_found"
    return None
