"""Xeri (Ξερή), the Greek fishing game, as xeri.md specifies: 2 players, or 4 in partnerships.

Match the top card of the single pile (or play a jack) to take it; take a lone card with a card
of its rank for a *xeri*, worth 10 (a jack on a lone jack, 20). The package exposes ``SPEC``;
the rules live in ``state.py``, the variants in ``options.py``, the bots in ``bots.py``.
"""

from .options import Options
from .spec import SPEC, XeriSpec

__all__ = ["PLAYS", "SPEC", "Options", "Play", "XeriSpec", "XeriState", "play", "stack"]

# The engine loads on first use (the menu needs only SPEC): these names come from their modules.
_LATER = {"XeriState": "state", "stack": "deal", "PLAYS": "actions", "Play": "actions"}
_LATER["play"] = "actions"


def __getattr__(name: str):
    module = _LATER.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f"{__name__}.{module}"), name)
