"""The public view: what everyone at the table may see, and nothing any one seat alone knows.

A screen that nobody in particular is looking at (a bot's turn between two humans at one
keyboard, a handoff, a spectator) shows this instead of a seat's view. It is built from every
seat's own view and keeps only what all of them agree on: a thing every seat knows is known to
the whole table. Lists with one entry per seat are compared entry by entry, so a ring that only
its owner has seen becomes None (unknown) while the public entries stay. Anything else that
differs, or that some seats' views do not have, is replaced by an empty value of its type, so a
screen can draw the view as usual. Keys about the viewer itself (``spec.own_view_keys``: the
hand, a peek, a ring offer) mean something else in every view, so they are always emptied:
equal hands in two views would still be two hands.

Nothing here knows a particular game: the next game gets a safe public view for free.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .protocol import State, View


def public_view(state: State, seat: int) -> View:
    """What the whole table may see now, laid out as seen from ``seat`` (whose name sits at
    the bottom of the screen); it holds nothing private to ``seat`` or to anyone else."""
    views = [state.view(p) for p in range(state.players)]
    own = getattr(state.spec, "own_view_keys", OWN_KEYS)
    data = {}
    for key in views[seat].keys():  # noqa: SIM118 (a View is not iterable)
        values = [v.get(key, _MISSING) for v in views]
        data[key] = blank(values[0]) if key in own else common(values, state.players)
    return View(views[seat].game, seat, data)


# The one key about the viewer that every game has (design.md: "the owner's hand under
# ``hand``"); a game with more says so in ``GameSpec.own_view_keys``.
OWN_KEYS = frozenset({"hand"})
_MISSING = object()


def common(values: Sequence[Any], players: int) -> Any:
    """The part of ``values`` (one per seat) that is the same for every seat."""
    first = values[0]
    if all(_same(first, v) for v in values[1:]):
        return first
    if isinstance(first, list | tuple) and all(
        isinstance(v, list | tuple) and len(v) == players for v in values
    ):  # one entry per seat: keep the entries every seat knows, the others unknown
        merged = [
            v0 if all(_same(v0, v[i]) for v in values[1:]) else None for i, v0 in enumerate(first)
        ]
        return tuple(merged) if isinstance(first, tuple) else merged
    if isinstance(first, Mapping) and all(
        isinstance(v, Mapping) and v.keys() == first.keys() for v in values
    ):
        return {k: common([v[k] for v in values], players) for k in first}
    return blank(first)


def _same(a: Any, b: Any) -> bool:
    try:
        return type(a) is type(b) and bool(a == b)
    except Exception:  # an odd value that cannot be compared is not shared
        return False


def blank(value: Any) -> Any:
    """An empty value of ``value``'s kind (a private hand becomes an empty list)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int | float):
        return type(value)(0)
    if isinstance(value, str):
        return ""
    if isinstance(value, list):
        return []
    if isinstance(value, tuple):
        return ()
    if isinstance(value, Mapping):
        return {}
    return None
