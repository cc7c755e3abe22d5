"""Inferences from public plays in Xeri (X-9: a matching card always captures)."""

from __future__ import annotations

import random

import cardtui.bots as bots
import cardtui.games as games
from cardtui.bots.xeri_inference import inferring_determinize, respects, voids


def test_x9_a_seat_that_laid_on_a_top_holds_no_card_of_that_rank():
    # The inference is sound against both heuristic players, at both table sizes.
    spec = games.get("xeri")
    found = 0
    for players in (2, 4):
        for seed in range(6):
            state = spec.new_state(players, seed=seed, dealer=seed % players)
            seats = [bots.make("xeri", ("normal", "easy")[p % 2], seed=p) for p in range(players)]
            while not state.is_over:
                p = state.current_player
                view = state.view(p)
                rules = voids(view)
                assert p not in rules
                assert respects(state, rules)
                found += sum(len(r) for r in rules.values())
                state.apply(seats[p].choose(view, state.legal_actions()))
    assert found > 100


def test_x9_worlds_respect_the_inferences_and_the_view():
    spec = games.get("xeri")
    determinize = inferring_determinize(spec)
    rng = random.Random(4)
    state = spec.new_state(2, seed=11)
    normal = [bots.make("xeri", "normal", seed=p) for p in range(2)]
    checked = 0
    while not state.is_over:
        p = state.current_player
        view = state.view(p)
        rules = voids(view)
        if rules and state.talon_count:
            for _ in range(5):
                world = determinize(view, rng)
                assert respects(world, rules)
                assert world.view(p).to_dict() == view.to_dict()
                checked += 1
        state.apply(normal[p].choose(view, state.legal_actions()))
    assert checked >= 10
