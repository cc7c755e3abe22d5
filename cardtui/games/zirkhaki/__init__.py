"""Zirkhaki: metadata only until its rules engine lands (its own issue)."""

from ...core.protocol import GameSpec


class _Spec(GameSpec):
    name = "zirkhaki"
    title = "Zirkhaki"
    pitch = "Push your luck for buried treasure, but two of a suit and you bust."
    min_players = 2
    max_players = 4

    def new_state(self, players, options=None, *, seed=None, deck=None, dealer=0):
        raise NotImplementedError(f"{self.title} cannot be played yet: its rules engine is not built.")


SPEC = _Spec()
