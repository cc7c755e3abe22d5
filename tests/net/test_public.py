"""The public view a spectator gets (``core.public.public_view``, the one public view of the
codebase: the server's spectators and the app's covered hot-seat tables): no card hidden from
a player at no seat, for every game, through whole random rounds, laid out from any seat (and
nothing that is not in every seat's own view)."""

from __future__ import annotations

import random

import pytest
from net.leaks import hidden_from, leaks, strings

from cardtui import games
from cardtui.core.public import public_view

TABLES = [
    ("xeri", 2),
    ("xeri", 4),
    ("hidden_unders", 3),
    ("hidden_unders", 4),
    ("zirkhaki", 2),
    ("zirkhaki", 3),
]


def words(data) -> set[str]:
    return set(strings(data))


@pytest.mark.parametrize(("game", "players"), TABLES)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_public_view_shows_no_hidden_card(game, players, seed):
    spec = games.get(game)
    options = {"rings": True} if game == "zirkhaki" else None  # ring offers are private too
    state = spec.new_state(players, spec.options(options), seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over and steps < 400:
        hidden = hidden_from(state, None)
        views = [state.view(p).to_dict() for p in range(players)]
        common = set.intersection(*(words(v) for v in views))
        for seat in range(players):
            public = public_view(state, seat).to_dict()
            assert public["player"] == seat and not public.get("hand")
            assert leaks(public, hidden) == [], steps
            # nothing one seat alone knows (the keys about the viewer are there, emptied)
            assert words(public) - {"game", *spec.own_view_keys} <= common
            assert not any(public.get(key) for key in spec.own_view_keys)
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    assert steps > 10
    if game == "zirkhaki":
        fresh = spec.new_state(players, spec.options(options))
        assert fresh.view(0)["ring_offer"] and not public_view(fresh, 0)["ring_offer"]


def test_a_secret_two_seats_share_stays_out_of_the_public_view():
    """Two Zirkhaki players who both peeked at the same top card hold the same 'peek' in
    their views: equal in both, still no public knowledge."""
    spec = games.get("zirkhaki")
    state = spec.new_state(2, seed=5)
    state.peek_low = [len(state.draw) - 1] * 2  # both have seen the top card
    views = [state.view(p).to_dict() for p in range(2)]
    assert views[0]["peek"] == views[1]["peek"]
    public = public_view(state, 0).to_dict()
    assert public["peek"] == []
    assert leaks(public, {state.draw[-1]}) == []
