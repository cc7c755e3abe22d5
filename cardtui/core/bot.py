"""The bot protocol. It lives in core so a game's heuristic bots need nothing from ``bots/``."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .protocol import Action, View


class Bot:
    """A player that chooses from what its seat may see: a view, never the state.

    ``choose(view, legal_actions, rng)`` returns one of ``legal_actions``. A bot is
    deterministic for a given rng; ``rng`` defaults to the bot's own, seeded at creation.
    """

    level: str = ""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(
        self, view: View, legal_actions: Sequence[Action], rng: random.Random | None = None
    ) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Uniformly random legal moves: the yardstick every other level must beat."""

    level = "random"

    def choose(self, view, legal_actions, rng=None):
        return (rng or self.rng).choice(legal_actions)
