"""Hidden Unders: metadata only until its rules engine lands (its own issue)."""

from ...core.protocol import GameSpec


class _Spec(GameSpec):
    name = "hidden_unders"
    title = "Hidden Unders"
    pitch = "Shed your cards: 2s reset, 10s burn, and your unders are blind."
    min_players = 2
    max_players = 6

    def new_state(self, players, options=None, *, seed=None, deck=None, dealer=0):
        raise NotImplementedError(f"{self.title} cannot be played yet: its rules engine is not built.")


SPEC = _Spec()
