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


def test_policy_inference_the_true_deal_explains_every_lay_of_normal_players():
    from cardtui.bots.xeri_policy import history, surprises

    spec = games.get("xeri")
    rows = 0
    for players in (2, 4):
        for seed in range(3):
            state = spec.new_state(players, seed=seed, dealer=seed % players)
            seats = [bots.make("xeri", "normal", seed=p) for p in range(players)]
            while not state.is_over:
                p = state.current_player
                view = state.view(p)
                found = history(view)
                assert all(row[0] != p for row in found)  # one's own lays are no evidence
                assert surprises(state, view, found, 99) == 0
                rows += len(found)
                state.apply(seats[p].choose(view, state.legal_actions()))
    assert rows > 200


def test_policy_inference_worlds_keep_the_view_and_repeat_for_a_seed():
    from cardtui.bots.xeri_policy import history, policy_determinize, surprises

    spec = games.get("xeri")
    determinize = policy_determinize(spec)
    state = spec.new_state(2, seed=5)
    normal = [bots.make("xeri", "normal", seed=p) for p in range(2)]
    plain = weighted = 0
    while not state.is_over:
        p = state.current_player
        view = state.view(p)
        rows = history(view)
        if len(rows) >= 2 and state.talon_count:
            a = [determinize(view, random.Random(7)) for _ in range(2)]
            assert a[0].hands == a[1].hands
            rng = random.Random(3)
            for _ in range(8):
                world = determinize(view, rng)
                assert world.view(p).to_dict() == view.to_dict()
                weighted += surprises(world, view, rows, 99)
                plain += surprises(spec.determinize(view, rng), view, rows, 99)
        state.apply(normal[p].choose(view, state.legal_actions()))
    assert weighted < plain  # the worlds explain the others' play better than blind deals


def test_policy_inference_a_world_depends_on_the_view_and_rng_not_on_earlier_searches():
    # The pool of weighted worlds is drawn once per view from the view alone: a search repeats
    # for its rng whether or not the same determinizer searched other views before.
    from cardtui.bots.xeri_policy import policy_determinize, respects, voids

    spec = games.get("xeri")
    state = spec.new_state(2, seed=8)
    normal = [bots.make("xeri", "normal", seed=p) for p in range(2)]
    used = policy_determinize(spec)
    views = []
    while not state.is_over:
        p = state.current_player
        view = state.view(p)
        if state.talon_count:
            views.append(view)
            used(view, random.Random(1))  # warm its cache with every view in turn
        state.apply(normal[p].choose(view, state.legal_actions()))
    for view in views[::5]:
        fresh = policy_determinize(spec)
        a = fresh(view, random.Random(9))
        b = used(view, random.Random(9))
        assert (a.hands, a.talon) == (b.hands, b.talon)
        rules = voids(view)
        for k in range(20):
            world = used(view, random.Random(k))
            assert respects(world, rules)
            assert world.view(view.player).to_dict() == view.to_dict()
