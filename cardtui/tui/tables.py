"""Which games have a table screen, and whether a game can be played yet.

A game is playable in the app once its rules engine deals a round and a table screen for it is
registered here. The menu lists every game and says plainly which ones are not ready.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from .. import games as registry

if TYPE_CHECKING:
    from .screens.table import TableScreen

# game name -> "module:class" of its table screen (imported on first use).
TABLES = {
    "xeri": "cardtui.tui.screens.xeri:XeriTable",
    "zirkhaki": "cardtui.tui.screens.zirkhaki:ZirkhakiTable",
    "hidden_unders": "cardtui.tui.screens.hidden_unders:HiddenUndersTable",
}


def table_class(game: str) -> type[TableScreen] | None:
    path = TABLES.get(registry.resolve(game))
    if path is None:
        return None
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def unavailable_reason(game: str) -> str | None:
    """None when the game can be played here, else a sentence saying why not."""
    spec = registry.get(game)
    try:
        spec.new_state(spec.min_players, seed=1)
        engine_ready = True
    except NotImplementedError:
        engine_ready = False
    except ValueError:
        engine_ready = True  # it refuses the smallest table, but it exists
    if not engine_ready:
        return (
            f"{spec.title} is not playable yet: its rules engine is still being written. "
            f"You can read its rules meanwhile (press ? on the menu)."
        )
    if spec.name in TABLES:
        try:
            table_class(spec.name)
        except (ImportError, AttributeError) as exc:
            return f"{spec.title}'s table could not be loaded ({exc}); please report this."
    else:
        return (
            f"{spec.title}'s rules are ready, but its table screen is not built yet, so it "
            f"cannot be played here. Meanwhile you can watch bots play it: "
            f"cardtui arena {spec.name}"
        )
    return None
