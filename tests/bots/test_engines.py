"""The search contract on the three real engines: the fast path, every level, and fairness.

Small budgets only: these prove behaviour (legal moves, repeatable seeds, no peeking, step ==
apply), not strength or speed; those are ``cardtui arena`` and ``cardtui bench``.
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

import cardtui.bots as bots
import cardtui.games as games
from cardtui.bots.hard import HardBot

GAMES = games.all()


def player_counts(name):
    spec = games.get(name)
    counts = []
    for n in range(spec.min_players, spec.max_players + 1):
        try:
            spec.check_players(n)
        except ValueError:
            continue
        counts.append(n)
    return counts


TABLES = [(g, n) for g in GAMES for n in player_counts(g)]


def random_round(spec, players, seed, *, policy="random", limit=400):
    """A seeded round of random (or rollout-policy) moves: yields (state, action) before each."""
    rng = random.Random(seed)
    state = spec.new_state(players, seed=seed, dealer=seed % players)
    for _ in range(limit):
        if state.is_over:
            return
        if policy == "rollout" and rng.random() < 0.8:
            action = spec.rollout_action(state, rng)
        else:
            action = rng.choice(state.legal_actions())
        yield state, action
        state.apply(action)


def decisions(name, players, count, seed=0):
    """(state, seat) at real choices of rounds played by the game's normal bots."""
    spec = games.get(name)
    rng = random.Random(seed)
    out = []
    rnd = 0
    while len(out) < count and rnd < 50:
        state = spec.new_state(players, seed=seed * 1000 + rnd, dealer=rnd % players)
        normal = [bots.make(name, "normal", seed=p) for p in range(players)]
        while not state.is_over and len(out) < count:
            p = state.current_player
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.2:
                out.append((state.clone(), p))
            state.apply(normal[p].choose(state.view(p), legal))
        rnd += 1
    return out


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_step_reaches_exactly_the_state_apply_reaches(name, players):
    spec = games.get(name)
    plies = 0
    for seed in range(10):
        policy = "rollout" if seed % 2 else "random"
        for state, action in random_round(spec, players, seed, policy=policy):
            fast = state.clone()
            assert fast.snapshot() == state.snapshot()
            fast.step(action)
            before = state.snapshot()
            probe = state.clone()
            probe.apply(action)
            assert state.snapshot() == before, "stepping a clone changed the original"
            assert fast.snapshot() == probe.snapshot()
            plies += 1
    assert plies > 10 * players


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_every_level_makes_only_legal_moves(name, players):
    spec = games.get(name)
    levels = bots.levels(name)
    assert levels[-2:] == ["hard", "expert"]
    seats = [levels[(players + i) % len(levels)] for i in range(players)]
    if "hard" not in seats:
        seats[0] = "hard"
    players_bots = [bots.make(name, lvl, seed=i, iterations=6) for i, lvl in enumerate(seats)]
    state = spec.new_state(players, seed=players, dealer=0)
    rng = random.Random(1)
    while not state.is_over:
        p = state.current_player
        legal = state.legal_actions()
        action = players_bots[p].choose(state.view(p), legal, rng)
        assert action in legal, f"{seats[p]} chose {action} not in {legal}"
        state.apply(action)


@pytest.mark.parametrize("name", GAMES)
def test_a_seeded_hard_bot_with_fixed_iterations_repeats_its_choices(name):
    spots = decisions(name, 2, 5, seed=3)

    def choices():
        bot = bots.make(name, "hard", seed=42, iterations=40)
        return [bot.choose(s.view(p), s.legal_actions()).code for s, p in spots]

    assert choices() == choices()


@pytest.mark.parametrize("name", GAMES)
def test_hard_move_is_the_same_when_hidden_cards_are_swapped(name):
    # Fairness: another deal of the hidden cards, consistent with the bot's view, same seed.
    spec = games.get(name)
    rng = random.Random(8)
    compared = 0
    for state, p in decisions(name, 2, 6, seed=5):
        view = state.view(p)
        other = spec.determinize(view, rng)
        assert other.view(p).to_dict() == view.to_dict()
        if other.snapshot() == state.snapshot():
            continue
        a = HardBot.for_game(name, 7, iterations=60).choose(view, state.legal_actions())
        b = HardBot.for_game(name, 7, iterations=60).choose(other.view(p), other.legal_actions())
        assert a.code == b.code
        compared += 1
    assert compared >= 3


def test_make_finds_hard_without_importing_anything_else():
    code = (
        "import cardtui.bots as b\n"
        "print(b.levels('xeri')[-2], type(b.make('xeri', 'hard', seed=1, iterations=5)).__name__)\n"
        "print(b.levels('xeri')[-1], type(b.make('xeri', 'expert', seed=1)).__name__)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["hard", "HardBot", "expert", "ExpertBot"]
