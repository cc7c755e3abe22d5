"""Xeri's last deal heads up, played for the opponent's likely mistakes (opponent-model search).

In the last deal every card is known to a player who counts (see ``xeri_endgame``), and
minimax finds the best move against a perfect opponent. Against a fallible one it gives up
too early: in a position lost against every defence all moves look alike to it, though some
leave the opponent a natural move that loses. Opponent-model search (Carmel and Markovitch,
AAAI 1996; Iida et al., 1993) answers with the move worth the most against a *model* of the
opponent: here the game's heuristic, which plays the last few cards exactly as the ``normal``
level does, while the searcher plays each of its own moves at its best.

A model can be wrong, so a proven win is never given up for it: when minimax shows a move
that wins against every defence, the choice is only among such moves. Only otherwise (a draw
or a loss against perfect play) does the model decide.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Sequence

from ..core.protocol import Action, GameSpec, State, View
from .xeri_endgame import PROVEN_WIN, WIN, OutOfTime, last_deal_world, solve, xeri_move_key

EXACT_CARDS = 4  # the model plays the last cards exactly, as the normal level does


def leaf_value(state: State, me: int) -> float:
    """A finished round for ``me``, as the solver values it: the win first, then the margin."""
    r = state.returns()
    sc = state.scores()
    return WIN * (r[me] - r[1 - me]) + (sc[me] - sc[1 - me])


def heuristic() -> Callable[[State], Action]:
    """The model of the opponent: the game's heuristic on the state, from what it could know
    (its own hand and the cards seen; the rollout policy of the search)."""
    from ..games.xeri.bots import rollout_action

    rng = random.Random(0)  # the heuristic draws nothing; the argument is the policy's contract
    return lambda s: rollout_action(s, rng)


def model_value(
    state: State,
    me: int,
    policy: Callable[[State], Action],
    deadline: float | None,
    counter: list[int],
) -> float:
    """The value for ``me`` when ``me`` plays its best and the other seat follows ``policy``
    (exactly, minimax, once EXACT_CARDS cards or fewer are left)."""
    counter[0] += 1
    if deadline is not None and counter[0] & 255 == 1 and time.perf_counter() > deadline:
        raise OutOfTime
    if state.is_over:
        return leaf_value(state, me)
    mine = state.current_player == me
    exact = sum(len(h) for h in state.hands) <= EXACT_CARDS
    if not mine and not exact:
        child = state.clone()
        child.step(policy(child))
        return model_value(child, me, policy, deadline, counter)
    best = -1e18 if mine else 1e18
    for a in _distinct(state):
        child = state.clone()
        child.step(a)
        v = model_value(child, me, policy, deadline, counter)
        if (v > best) if mine else (v < best):
            best = v
    return best


def choose(
    spec: GameSpec, view: View, legal_actions: Sequence[Action], deadline: float | None
) -> Action | None:
    """The last-deal move heads up: among the moves minimax proves winning, if any, else among
    all, the one worth the most against the heuristic's play; None when cards are still hidden
    or the deadline passed first."""
    world = last_deal_world(spec, view)
    if world is None:
        return None
    me = view.player
    policy = heuristic()
    try:
        groups: dict[Hashable, Action] = {}
        for a in sorted(legal_actions, key=_code):  # the order of a hand is no information
            groups.setdefault(xeri_move_key(a), a)
        counter = [0]
        ranked = []
        for order, a in enumerate(groups.values()):
            child = world.clone()
            child.step(a)
            ranked.append((-model_value(child, me, policy, deadline, counter), order, a))
        ranked.sort(key=lambda item: item[:2])  # best for the model first, then legal order
        # A proven win is never traded for the model's hopes: the model's favourite stands if
        # it wins against every defence, or if no move does; else the first that does.
        top = ranked[0][2]
        # (a move that loses against the model cannot win against every defence)
        if -ranked[0][0] > PROVEN_WIN and _wins(_after(world, top), me, deadline, policy):
            return top
        best_move, proven = solve(
            world, me, deadline=deadline, move_key=xeri_move_key, first=policy
        )
        if proven <= PROVEN_WIN:
            return top
        for _, _, a in ranked[1:]:
            if xeri_move_key(a) == xeri_move_key(best_move):
                return a
            if _wins(_after(world, a), me, deadline, policy):
                return a
    except OutOfTime:
        return None
    return None


def _after(state: State, move: Action) -> State:
    child = state.clone()
    child.step(move)
    return child


def _wins(state: State, me: int, deadline: float | None, policy: Callable[[State], Action]) -> bool:
    """Does ``state`` (after one of my moves) win against every defence?"""
    if state.is_over:
        return leaf_value(state, me) > PROVEN_WIN
    if state.current_player == me:
        _, v = solve(state, me, deadline=deadline, move_key=xeri_move_key, first=policy)
        return v > PROVEN_WIN
    # The opponent moves: every reply must leave a win.
    for a in _distinct(state):
        child = state.clone()
        child.step(a)
        if not _wins(child, me, deadline, policy):
            return False
    return True


def _code(action: Action) -> str:
    return action.code


def _distinct(state: State) -> list[Action]:
    """One legal move per class of moves with the same future (rank and points)."""
    moves: dict[Hashable, Action] = {}
    for a in state.legal_actions():
        moves.setdefault(xeri_move_key(a), a)
    return list(moves.values())
