"""The game registry: ``get("xeri")`` returns the game's spec; ``all()`` lists the names.

Games are imported on first use, so starting the app or one game loads only what it needs.
"""

from __future__ import annotations

import difflib
import importlib

from ..core.protocol import GameSpec
from ..i18n import _

# name -> module holding ``SPEC``; menu order.
_MODULES = {
    "zirkhaki": "cardtui.games.zirkhaki",
    "hidden_unders": "cardtui.games.hidden_unders",
    "xeri": "cardtui.games.xeri",
}
_ALIASES = {
    "hidden-unders": "hidden_unders",
    "hiddenunders": "hidden_unders",
    "unders": "hidden_unders",
    "palace": "hidden_unders",
    "shithead": "hidden_unders",
    "dmd": "zirkhaki",
    "dead_mans_draw": "zirkhaki",
    "ξερή": "xeri",
    "xeri": "xeri",
}


def all() -> list[str]:
    """The registered game names, in menu order."""
    return list(_MODULES)


def resolve(name: str) -> str:
    """The canonical game name for what a player typed, or a clear ``ValueError``."""
    key = str(name).strip().lower().replace(" ", "_")
    key = _ALIASES.get(key, key)
    if key in _MODULES:
        return key
    close = difflib.get_close_matches(key, list(_MODULES), n=1)
    games = ", ".join(_MODULES)
    if close:
        raise ValueError(
            _("There is no game called '{name}'. Did you mean '{close}'? Games: {games}.").format(
                name=name, close=close[0], games=games
            )
        )
    raise ValueError(
        _("There is no game called '{name}'. Games: {games}.").format(name=name, games=games)
    )


def get(name: str) -> GameSpec:
    """The spec of a game by name (aliases such as 'palace' or 'hidden-unders' work too)."""
    return importlib.import_module(_MODULES[resolve(name)]).SPEC


def specs() -> list[GameSpec]:
    return [get(n) for n in _MODULES]
