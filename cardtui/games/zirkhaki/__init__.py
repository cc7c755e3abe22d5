"""Zirkhaki (زیرخاکی, "buried treasure"): the Persian Dead Man's Draw, for 2 to 4 players.

Draw cards into the treasure zone and bank them before a second card of a suit busts you.
The rules contract is shared/rules/zirkhaki.md (R1-R13, the rings of §4, A-1..A-31); the
player's page is assets/rules/zirkhaki.md.

Modules: cards (the 60 interned cards), options, actions (the interned action table),
state (the turn machine), powers (the suit powers), rings, scoring, view, info (what a seat
knows), value (what cards and one more draw are worth), odds (the exact bust odds and the
coach's ``outlook(view)``), bots (easy, normal, the rollout policy), determinize (for
search), spec, and a tuning bench (``python -m cardtui.bots.tuning.zirkhaki``).
"""

from .cards import DECK, ZCard, card, cards
from .options import Options
from .spec import SPEC, ZirkhakiSpec

__all__ = ["DECK", "SPEC", "Options", "ZCard", "ZirkhakiSpec", "ZirkhakiState", "card", "cards"]


def __getattr__(name: str):
    # The turn machine loads on first use (the menu needs only SPEC).
    if name == "ZirkhakiState":
        from .state import ZirkhakiState

        return ZirkhakiState
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
