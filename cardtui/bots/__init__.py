"""Bots by game and level: ``make("xeri", "normal", seed=1)``.

Every game plays at level ``random``; each game's spec lists its own heuristic levels
(``easy``, ``normal``) in ``spec.bots``; ``hard`` (search, :mod:`cardtui.bots.hard`) is
registered for every game whose engine supports search, on first use of :func:`make` or
:func:`levels`. A bot sees a view, never the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import games
from ..core.bot import Bot, RandomBot
from ..i18n import _, comma

# (game name, level) -> factory(seed=..., iterations=..., time_budget=...) -> Bot
_EXTRA: dict[tuple[str, str], Callable[..., Bot]] = {}
_search_loaded = False


def _load_search_levels() -> None:
    """Register ``hard`` on first use, so importing the bots stays cheap and callers of
    :func:`make` need not import anything else."""
    global _search_loaded
    if not _search_loaded:
        _search_loaded = True
        from . import expert, hard  # noqa: F401 - register the levels as they load


def register(game: str, level: str, factory: Callable[..., Bot]) -> None:
    """Add a level for a game (used by the search bots)."""
    _EXTRA[(games.resolve(game), level)] = factory


def levels(game: str) -> list[str]:
    """The levels a game offers, weakest first."""
    name = games.resolve(game)
    spec = games.get(name)
    _load_search_levels()
    found = ["random", *spec.bots]
    found += [lvl for (g, lvl) in _EXTRA if g == name and lvl not in found]
    order = {"random": 0, "easy": 1, "normal": 2, "hard": 3, "expert": 4}
    return sorted(found, key=lambda lvl: order.get(lvl, 9))


def online_levels(game: str) -> list[str]:
    """The levels an online server offers: not those that take every core a move
    (``expert``: see :mod:`cardtui.bots.expert`)."""
    from .expert import NOT_ONLINE

    return [lvl for lvl in levels(game) if lvl not in NOT_ONLINE]


def make(
    game: str,
    level: str,
    *,
    seed: int | None = None,
    iterations: int | None = None,
    time_budget: float | None = None,
) -> Bot:
    """A bot for ``game`` at ``level``; a clear ``ValueError`` for an unknown level."""
    name = games.resolve(game)
    spec = games.get(name)
    if level == "random":
        return RandomBot(seed)
    if level in spec.bots:
        return spec.bots[level](seed=seed)
    _load_search_levels()
    from .bounds import refusal

    refused = refusal(level)
    if refused is not None:
        raise ValueError(refused)
    factory = _EXTRA.get((name, level))
    if factory is not None:
        kwargs: dict[str, Any] = {"seed": seed}
        if iterations is not None:
            kwargs["iterations"] = iterations
        if time_budget is not None:
            kwargs["time_budget"] = time_budget
        return factory(**kwargs)
    raise ValueError(
        _("{game} has no '{level}' bot. Levels: {levels}.").format(
            game=_(spec.title), level=level, levels=comma().join(levels(name))
        )
    )


__all__ = ["Bot", "RandomBot", "levels", "make", "online_levels", "register"]
