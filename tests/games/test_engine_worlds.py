"""A world built by ``spec.determinize(state.view(p), rng)`` is a whole state of its game.

At any decision point (a ring choice, a pending choice inside a card's power, a follow-up, a
burn-in window, a deal boundary), the sampled world supports the public path exactly like a
dealt round: ``legal_actions``, ``apply`` with its events, ``view``, ``scores``, ``winners``,
``clone``, and it plays to the end through ``apply``. A fair undo relies on this: taking a
move back deals every card the player had not seen anew, from that player's view.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtui.games as games
from cardtui.core import Event

from .engine_helpers import GAMES, OPTIONS, PLAYERS, position, rounds_with_every_decision, tables

FEW = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_out_through_apply(world, rng):
    """Play ``world`` to its end through the public path, checking it on the way."""
    spec = world.spec
    plies = 0
    while not world.is_over:
        legal = world.legal_actions()
        assert legal
        if rng.random() < 0.7 and hasattr(spec, "rollout_action"):
            action = spec.rollout_action(world, rng)  # keeps Hidden Unders rounds short
        else:
            action = rng.choice(legal)
        twin = world.clone()
        events = world.apply(action)
        twin.step(action)
        assert twin.snapshot() == world.snapshot()
        assert isinstance(events, list) and all(isinstance(e, Event) for e in events)
        json.dumps([e.to_dict() for e in events])
        if plies % 7 == 0 and not world.is_over:
            for seat in range(world.players):
                json.dumps(world.view(seat).to_dict())
            assert len(world.scores()) == world.players
            assert world.winners() == []
        plies += 1
        assert plies < 5000
    assert world.legal_actions() == []
    won = world.winners()
    assert won and set(won) <= set(range(world.players))
    assert len(world.scores()) == world.players
    for seat in range(world.players):
        json.dumps(world.view(seat).to_dict())


def check_world(state, seat, rng):
    view = state.view(seat)
    world = state.spec.determinize(view, rng)
    assert type(world) is type(state)
    assert world.view(seat).to_dict() == view.to_dict()
    assert world.current_player == state.current_player
    assert world.is_over == state.is_over
    if seat == state.current_player:  # one's own choices come from what one sees
        codes = sorted(a.code for a in state.legal_actions())
        assert sorted(a.code for a in world.legal_actions()) == codes
    copy = world.clone()
    assert copy.snapshot() == world.snapshot()
    play_out_through_apply(world, rng)
    assert copy.snapshot() != world.snapshot() or state.is_over  # the clone stayed behind


@FEW
@given(tables(), st.integers(0, 2**16))
def test_a_world_from_any_position_plays_to_the_end_through_the_public_path(table, salt):
    state = position(table)
    rng = random.Random(salt)
    seat = state.current_player if rng.random() < 0.6 else rng.randrange(state.players)
    check_world(state, seat if seat is not None else 0, rng)


@pytest.mark.parametrize("name", GAMES)
def test_worlds_at_every_decision_of_rounds_with_each_variant(name):
    # Every options set of the game, one round each: the current player's world is sampled at
    # every decision and takes a move; a few of them, spread over the round, play to the end.
    spec = games.get(name)
    checked = 0
    for k, options in enumerate(OPTIONS[name]):
        players = PLAYERS[name][k % len(PLAYERS[name])]
        for n, (state, rng) in enumerate(rounds_with_every_decision(name, players, options, k)):
            seat = state.current_player
            if n % 17 == 0:
                check_world(state, seat, random.Random(n))
            else:
                view = state.view(seat)
                world = spec.determinize(view, rng)
                assert world.view(seat).to_dict() == view.to_dict()
                world.apply(rng.choice(world.legal_actions()))
            checked += 1
    assert checked > 100


def test_zirkhaki_worlds_inside_every_pending_power():
    # The pending choices of R4 (pistol, dagger, horseshoe, map) and the rings' variants.
    kinds = set()
    for seed in range(40):
        for state, rng in rounds_with_every_decision("zirkhaki", 3, {"rings": True}, seed):
            pending = state.view(state.current_player)["pending"]
            if pending and pending["kind"] not in kinds:
                kinds.add(pending["kind"])
                check_world(state, state.current_player, rng)
                other = (state.current_player + 1) % state.players
                check_world(state, other, rng)
        if len(kinds) == 6:
            break
    assert kinds >= {"pistol", "dagger", "horseshoe", "map"}
