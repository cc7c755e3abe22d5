"""The exact endgame of a two-player round (xeri.md §5.3 rule 6): the last-capture fight.

In the last deal the talon is empty, so a player who remembers every card seen knows the
opponent's hand exactly: the only world consistent with the view is the real one. A short
alpha-beta search over it finds what each card is worth against the best defence, counting
the residue that goes to the last capturer (X-14) and the dealer's final-card xeri. The value
is the mover's side's round points minus the other side's.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.protocol import Action, View
from . import scoring
from .actions import CARD_POINTS, PLAYS
from .determinize import determinize
from .state import XeriState

INF = 10**9


def move_values(view: View, candidates: Sequence[Action], rng: random.Random) -> dict[Action, int]:
    """The exact value of each candidate that is as good as the best (the others are worth
    less and get a bound below the best), in a fully known two-player position."""
    state = determinize(view, rng)
    me = view.player & 1
    values: dict[Action, int] = {}
    best = -INF
    seen: dict[tuple[int, int], int] = {}
    for a in candidates:
        key = (a.card.rank, CARD_POINTS[a.card.index])
        if key in seen:  # another suit of the same rank and points: the same future
            values[a] = seen[key]
            continue
        child = state.clone()
        child.step(a)
        value = _search(child, me, best - 1, INF)
        values[a] = seen[key] = value
        best = max(best, value)
    return values


def solve(view: View, rng: random.Random) -> Action:
    """A move worth the most against the best defence (the first such legal move)."""
    legal = [PLAYS[c.index] for c in view["hand"]]
    values = move_values(view, legal, rng)
    best = max(values.values())
    return next(a for a in legal if values[a] == best)


def _value(state: XeriState, me: int) -> int:
    totals = scoring.side_totals(state.captured, state.xeri_points)
    return totals[me] - totals[1 - me]


def _search(state: XeriState, me: int, alpha: int, beta: int) -> int:
    if state._cur < 0:
        return _value(state, me)
    maximise = (state._cur & 1) == me
    for a in _moves(state):
        child = state.clone()
        child.step(a)
        value = _search(child, me, alpha, beta)
        if maximise:
            if value > alpha:
                alpha = value
        elif value < beta:
            beta = value
        if alpha >= beta:
            break
    return alpha if maximise else beta


def _moves(state: XeriState) -> list[Action]:
    """One move per (rank, points) class, captures first so that alpha-beta prunes early."""
    top = state.pile[-1].rank if state.pile else 0
    takes, lays, seen = [], [], set()
    for a in state.legal_actions():
        r = a.card.rank
        key = (r, CARD_POINTS[a.card.index])
        if key in seen:
            continue
        seen.add(key)
        (takes if top and (r == top or r == 11) else lays).append(a)
    return takes + lays
