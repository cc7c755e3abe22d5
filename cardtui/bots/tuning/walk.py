"""Positions for the benches: every choice of seeded heads-up rounds between ``normal`` players."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

from ...core.protocol import Action, GameSpec, State, View


def normal_choices(
    spec: GameSpec, seed: int, rounds: int | None = None
) -> Iterator[tuple[State, View, Sequence[Action]]]:
    """(true state, the mover's view, legal moves) before each move of ``rounds`` heads-up
    rounds (without end when None) of ``normal`` players, round ``r`` dealt from ``seed + r``.
    The walk plays ``normal``'s move once the consumer takes the next position, so the state
    is the consumer's to read (clone it to keep it), never to change."""
    normal = spec.bots["normal"](seed=1)
    counter = itertools.count() if rounds is None else range(rounds)
    for r in counter:
        state = spec.new_state(2, seed=seed + r, dealer=r % 2)
        while not state.is_over:
            legal = state.legal_actions()
            view = state.view(state.current_player)
            yield state, view, legal
            state.apply(normal.choose(view, legal))
