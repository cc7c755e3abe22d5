"""The benches' shared walk through rounds of ``normal`` players (``cardtui.bots.tuning.walk``)."""

from __future__ import annotations

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
    # Round r is dealt from seed + r: the walk's first view is a fresh deal from seed 40.
    fresh = SPEC.new_state(2, seed=40, dealer=0)
    assert first[0] == (fresh.current_player, fresh.view(fresh.current_player).to_dict())


def test_an_endless_walk_stops_where_the_consumer_stops():
    walk = normal_choices(SPEC, seed=7)
    taken = [next(walk) for _ in range(300)]  # more moves than one round has
    assert len(taken) == 300
