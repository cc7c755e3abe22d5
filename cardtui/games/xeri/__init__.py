"""Xeri (Ξερή), the Greek fishing game, as xeri.md specifies: 2 players, or 4 in partnerships.

Match the top card of the single pile (or play a jack) to take it; take a lone card with a card
of its rank for a *xeri*, worth 10 (a jack on a lone jack, 20). The package exposes ``SPEC``;
the rules live in ``state.py``, the variants in ``options.py``, the bots in ``bots.py``.
"""

from .actions import PLAYS, Play, play
from .deal import stack
from .options import Options
from .spec import SPEC, XeriSpec
from .state import XeriState

__all__ = ["PLAYS", "SPEC", "Options", "Play", "XeriSpec", "XeriState", "play", "stack"]
