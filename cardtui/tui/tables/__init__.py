"""Which games have a table screen, and whether a game can be played yet.

A game is playable in the app once its rules engine deals a round and a table screen for it is
registered here. The menu lists every game and says plainly which ones are not ready.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
from typing import TYPE_CHECKING

from ... import games as registry
from ...core.protocol import GameSpec

if TYPE_CHECKING:
    from ..screens.table import TableScreen

# game name -> "module:class" of its table screen (imported on first use).
TABLES = {
    "xeri": "cardtui.tui.tables.xeri.table:XeriTable",
    "zirkhaki": "cardtui.tui.tables.zirkhaki.table:ZirkhakiTable",
    "hidden_unders": "cardtui.tui.tables.hidden_unders.table:HiddenUndersTable",
}


# Modules that failed to load (game -> the error), so the menu can say so from then on.
_LOAD_ERRORS: dict[str, str] = {}


def table_class(game: str) -> type[TableScreen] | None:
    """The game's table screen, imported on first use; None when it has none or it cannot be
    loaded (``unavailable_reason`` then says why)."""
    name = registry.resolve(game)
    path = TABLES.get(name)
    if path is None:
        return None
    module, _, cls = path.partition(":")
    try:
        return getattr(importlib.import_module(module), cls)
    except (ImportError, AttributeError) as exc:
        _LOAD_ERRORS[name] = str(exc)
        return None


def unavailable_reason(game: str) -> str | None:
    """None when the game can be played here, else a sentence saying why not.

    Cheap, so the menu opens at once: it neither imports the table screens nor deals a round
    (the menu asks for every game, more than once); a table that then fails to load says so.
    """
    name = registry.resolve(game)
    if name in _LOAD_ERRORS:
        title = registry.get(name).title
        return f"{title}'s table could not be loaded ({_LOAD_ERRORS[name]}); please report this."
    return _reason(name, TABLES.get(name))


@functools.cache
def _reason(name: str, table: str | None) -> str | None:
    spec = registry.get(name)
    if type(spec).new_state is GameSpec.new_state:
        return (
            f"{spec.title} is not playable yet: its rules engine is still being written. "
            f"You can read its rules meanwhile (press ? on the menu)."
        )
    if table is None:
        return (
            f"{spec.title}'s rules are ready, but its table screen is not built yet, so it "
            f"cannot be played here. Meanwhile you can watch bots play it: "
            f"cardtui arena {spec.name}"
        )
    if importlib.util.find_spec(table.partition(":")[0]) is None:
        return f"{spec.title}'s table could not be found; please report this."
    return None
