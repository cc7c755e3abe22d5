"""A tiny game on the core protocol, to test the core without any real game.

High card: each seat, starting after the dealer, draws one card; the highest rank wins.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from cardtui.core import Action, Event, GameSpec, IllegalAction, State, View, shuffled_deck
from cardtui.core.match import PointsMatch, RoundsWonMatch

DRAW = Action("draw")


@dataclass(frozen=True)
class ToyOptions:
    match_mode: str = "rounds"
    rounds: int = 3
    target: int = 30


class ToyState(State):
    def __init__(self, players, deck, dealer):
        self.players = players
        self.dealer = dealer
        self.deck = deck
        self.drawn = [None] * players
        self.turn = 0

    @property
    def current_player(self):
        if self.turn >= self.players:
            return None
        return (self.dealer + 1 + self.turn) % self.players

    def legal_actions(self):
        return [] if self.is_over else [DRAW]

    def apply(self, action):
        action = self.check_action(action)
        seat = self.current_player
        c = self.deck.pop(0)  # top first, as every stacked deck
        self.drawn[seat] = c
        self.turn += 1
        return [Event("draw", f"P{seat + 1} draws {c}", seat=seat, cards=(c.code,))]

    def scores(self):
        return [c.rank if c else 0 for c in self.drawn]

    def winners(self):
        if not self.is_over:
            return []
        best = max(self.scores())
        return [p for p, s in enumerate(self.scores()) if s == best]

    def view(self, player):
        return View("toy", player, {"drawn": list(self.drawn), "deck_count": len(self.deck)})


class ToySpec(GameSpec):
    name = "toy"
    title = "Toy"
    min_players = 2
    max_players = 4
    Options = ToyOptions

    def new_state(self, players, options=None, *, seed=None, deck=None, dealer=0):
        self.check_players(players)
        self.check_dealer(players, dealer)
        self.options(options)
        cards = list(deck) if deck is not None else shuffled_deck(random.Random(seed))
        return ToyState(players, cards, dealer)

    def match_rule(self, players, options=None):
        o = self.options(options)
        if o.match_mode == "points":
            return PointsMatch(players, o.target, 10)
        return RoundsWonMatch(players, o.rounds)


SPEC = ToySpec()
ToyState.spec = SPEC

__all__ = ["SPEC", "IllegalAction"]
