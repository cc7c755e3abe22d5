"""The ``expert`` level: the hard bot's search, thinking about three seconds a move on every
core, for strong players.

``expert`` is ``hard`` (the same per-game search, whatever tuning ``hard`` has) with three
times the thinking time; at a table and in the arena its search runs on the search workers,
one per core (``parallel``), so a move gets about three seconds of every core. Like ``hard``
it stops early once only ``normal``'s move is left in the race, so three seconds is an upper
bound. With fixed ``iterations`` (tests, ``cardtui arena --iterations``) it searches exactly
that many and its move repeats for a seed, as ``hard``'s does.

It is offered at home tables (setup, ``cardtui play --bots expert``) and in the arena, not by
the online server: a move would take every core of the server for three seconds, held up
behind (and holding up) every other room's bots (see :data:`ONLINE`).

Importing this module registers the level (``bots`` does it on first use).
"""

from __future__ import annotations

from .. import games
from ..i18n import _, number
from . import register
from .hard import DEFAULT_TIME_BUDGET, HardBot, search_ready

LEVEL = "expert"
EXPERT_TIME_BUDGET = 3.0
# Seconds a move, at most, by level: what setup shows beside the level.
THINKING = {"hard": DEFAULT_TIME_BUDGET, LEVEL: EXPERT_TIME_BUDGET}
# The levels that search with every core and so are not offered by the online server.
NOT_ONLINE = frozenset({LEVEL})


class ExpertBot(HardBot):
    """``hard`` with three seconds a move (see the module)."""

    level = LEVEL

    def __init__(self, seed: int | None = None, *, time_budget: float | None = None, **kwargs):
        if time_budget is None:
            time_budget = EXPERT_TIME_BUDGET
        super().__init__(seed, time_budget=time_budget, **kwargs)


def thinking_words(level: str) -> str | None:
    """``3 s a move`` (setup shows it beside the seat) for the levels that search, else None;
    the most a move takes: the search stops early once only one move is left in its race."""
    seconds = THINKING.get(level)
    if seconds is None:
        return None
    # Translators: how long a searching bot thinks, beside its seat in setup; {seconds} is a
    # number (1, 3). Short: the seat's row is one line.
    return _("{seconds} s a move").format(seconds=number(f"{seconds:g}"))


def _factory(name: str):
    def make_expert(seed: int | None = None, **kwargs) -> ExpertBot:
        return ExpertBot.for_game(name, seed, **kwargs)

    return make_expert


def _register_all() -> None:
    for name in games.all():
        if search_ready(games.get(name)):
            register(name, LEVEL, _factory(name))


_register_all()
