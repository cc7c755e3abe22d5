"""The benches' shared walk through rounds of ``normal`` players (``cardtui.bots.tuning.walk``)."""

from __future__ import annotations

import itertools

from cardtui.bots.tuning.walk import normal_choices
from cardtui.games.xeri.spec import SPEC


def test_the_walk_visits_every_move_of_the_rounds_dealt_from_the_seed_and_repeats():
    def walk():
        seen = []
        state = None
        for state, view, legal in normal_choices(SPEC, seed=40, rounds=2):
            assert view.player == state.current_player
            assert [a.code for a in legal] == [a.code for a in state.legal_actions()]
            seen.append((view.player, view.to_dict()))
        return seen, state

    first, last = walk()
    assert last.is_over  # the walk plays each round to its end
    again, _ = walk()
    assert first == again  # the same seed, the same positions
    # Round r is dealt from seed + r with dealer r % 2: rounds 0 and 1 begin with fresh deals.
    starts = []
    for seed, dealer in ((40, 0), (41, 1)):
        fresh = SPEC.new_state(2, seed=seed, dealer=dealer)
        starts.append((fresh.current_player, fresh.view(fresh.current_player).to_dict()))
    assert first[0] == starts[0] and starts[1] in first[1:]
    assert len(first) == 2 * 48  # every lay of two rounds: 48 cards each after the first four


def test_an_endless_walk_stops_where_the_consumer_stops():
    walk = normal_choices(SPEC, seed=7)
    seen = []
    for _ in range(300):  # more moves than one round has
        state, view, _legal = next(walk)
        seen.append((state.view(0).to_dict()["talon_count"], view.to_dict()["played"]))
    # the walk moved on between positions (cards were played) and into later rounds
    assert len({repr(played) for _, played in seen}) > 250
    assert sum(1 for a, b in itertools.pairwise(seen) if b[0] > a[0]) >= 5  # new talons
