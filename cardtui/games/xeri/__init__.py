"""Xeri: metadata only until its rules engine lands (its own issue)."""

from ...core.protocol import GameSpec


class _Spec(GameSpec):
    name = "xeri"
    title = "Xeri"
    pitch = "The Greek fishing game: match the top card, take the pile, make a xeri."
    min_players = 2
    max_players = 4

    def new_state(self, players, options=None, *, seed=None, deck=None, dealer=0):
        raise NotImplementedError(f"{self.title} cannot be played yet: its rules engine is not built.")


SPEC = _Spec()
