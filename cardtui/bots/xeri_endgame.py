"""Exact play of Xeri's last deal, from the view alone.

Once the talon is empty in two-player Xeri, a player who counts cards knows the opponent's hand
exactly: it is every card not yet seen (rules §2.8). The rest of the round is then a game of
perfect information with at most 12 plies, small enough to solve: alpha-beta minimax over the
engine's fast path, with moves that cannot differ (same rank, same points) searched once.

The value of a finished round, for the searcher: winning the round first (what ``returns``
scores), the point margin second. The world is built by ``spec.determinize(view, rng)``: with
nothing hidden any more it is the one deal the view allows, so no hidden card is read.

:func:`best_action` is generic (any two-seat state with ``step``/``clone``), and tested on a toy.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Sequence

from ..core.protocol import Action, GameSpec, State, View

WIN = 1000.0  # a round won outweighs any point margin
PROVEN_WIN = WIN / 2  # a value above this wins the round against every defence
MAX_PLIES = 12  # two hands of six: the most this solver is asked to look ahead


class OutOfTime(Exception):
    """The deadline passed before the search finished."""


def card_points(card) -> int:
    """Xeri points a captured card carries (X-15): honours 1, 10♦ 2, 2♣ 1."""
    if card.rank >= 10:
        return 2 if card.code == "TD" else 1
    return 1 if card.code == "2C" else 0


def xeri_move_key(action: Action) -> Hashable:
    """Moves with cards of one rank and equal points lead to equivalent futures."""
    card = getattr(action, "card", None)
    return action.code if card is None else (card.rank, card_points(card))


def best_action(
    state: State,
    me: int,
    *,
    deadline: float | None = None,
    move_key: Callable[[Action], Hashable] | None = None,
    first: Callable[[State], Action | None] | None = None,
) -> Action:
    """The move of :func:`solve`."""
    return solve(state, me, deadline=deadline, move_key=move_key, first=first)[0]


def solve(
    state: State,
    me: int,
    *,
    deadline: float | None = None,
    move_key: Callable[[Action], Hashable] | None = None,
    first: Callable[[State], Action | None] | None = None,
) -> tuple[Action, float]:
    """The move for ``me`` with the best minimax value of (win, then margin) in a two-seat
    perfect-information position; ties go to the earliest legal move. ``first`` (a policy,
    such as the game's heuristic) is tried first at each node, which makes the pruning bite.
    Returns the move and its value; raises :class:`OutOfTime` past ``deadline``."""
    counter = [0]
    clock = time.perf_counter

    def leaf(s: State) -> float:
        r = s.returns()
        sc = s.scores()
        return WIN * (r[me] - r[1 - me]) + (sc[me] - sc[1 - me])

    def moves(s: State) -> list[Action]:
        legal = s.legal_actions()
        if move_key is not None:
            seen: dict[Hashable, Action] = {}
            for a in legal:
                seen.setdefault(move_key(a), a)
            legal = list(seen.values())
        if first is not None and len(legal) > 1:
            hint = first(s)
            if hint is not None and hint in legal:
                legal.remove(hint)
                legal.insert(0, hint)
        return legal

    def value(s: State, alpha: float, beta: float) -> float:
        counter[0] += 1
        if deadline is not None and counter[0] & 255 == 1 and clock() > deadline:
            raise OutOfTime
        if s.is_over:
            return leaf(s)
        maximizing = s.current_player == me
        best = -1e18 if maximizing else 1e18
        for a in moves(s):
            child = s.clone()
            child.step(a)
            v = value(child, alpha, beta)
            if maximizing:
                if v > best:
                    best = v
                alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    legal = state.legal_actions()
    keyed: dict[Hashable, list[Action]] = {}
    for a in legal:
        keyed.setdefault(move_key(a) if move_key else a.code, []).append(a)
    best_move, best_value = legal[0], -1e18
    # Root moves in legal order so that ties resolve the same way for the same view.
    for group in keyed.values():
        child = state.clone()
        child.step(group[0])
        v = value(child, best_value, 1e18)
        if v > best_value:
            best_move, best_value = group[0], v
    return best_move, best_value


def last_deal_world(spec: GameSpec, view: View) -> State | None:
    """The one deal a counting player's view allows in two-player Xeri's last deal (small
    enough to solve), or None while cards are still hidden or at four seats."""
    counts = view.get("hand_counts")
    if view.get("talon_count") != 0 or counts is None or len(counts) != 2:
        return None
    if sum(counts) > MAX_PLIES:
        return None
    return spec.determinize(view, random.Random(0))


def choose(
    spec: GameSpec, view: View, legal_actions: Sequence[Action], deadline: float | None
) -> Action | None:
    """The exact move in two-player Xeri's last deal, or None when the position is not one
    (cards still hidden) or the deadline passed first."""
    world = last_deal_world(spec, view)
    if world is None:
        return None
    rollout = getattr(spec, "rollout_action", None)
    rng = random.Random(0)
    first = (lambda s: rollout(s, rng)) if rollout is not None else None
    try:
        move = best_action(
            world, view.player, deadline=deadline, move_key=xeri_move_key, first=first
        )
    except OutOfTime:
        return None
    for a in legal_actions:
        if a.code == move.code:
            return a
    return None
