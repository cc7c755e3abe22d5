"""The open-hands bound: every hand face up, the unknown dealt again; in the arena only."""

from __future__ import annotations

import random

import pytest

import cardtui.bots as bots
from cardtui import games
from cardtui.bots.arena import arena_report, run_arena
from cardtui.bots.bounds import OpenHandsBot, Seen, arena_bot


def _midgame(name: str, players: int, moves: int, seed: int, **options):
    spec = games.get(name)
    state = spec.new_state(players, spec.options(options) if options else None, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return spec, state


def _hidden_order(name: str, state) -> tuple:
    """What nobody at the table knows: the cards still to come, in their order."""
    if name == "xeri":
        return state.talon[state.tpos :]
    if name == "hidden_unders":
        return (tuple(state.stock), tuple(tuple(u) for u in state.unders))
    return tuple(state.draw)


CASES = [
    ("xeri", 2, 5),
    ("xeri", 4, 9),
    ("hidden_unders", 2, 6),
    ("hidden_unders", 4, 10),
    ("zirkhaki", 2, 7),
    ("zirkhaki", 4, 12),
]


@pytest.mark.parametrize(("name", "players", "moves"), CASES)
def test_every_seat_sees_the_same_world_and_the_truth_is_untouched(name, players, moves):
    for seed in range(1, 6):
        spec, state = _midgame(name, players, moves, seed)
        before = state.snapshot()
        views = [state.view(p).to_dict() for p in range(players)]
        orders = set()
        for k in range(8):
            world = spec.open_hands(state, random.Random(k))
            assert world is not state and state.snapshot() == before
            # Everything any seat knows is kept: each seat's view of the world is its view.
            assert [world.view(p).to_dict() for p in range(players)] == views
            assert sorted(map(str, world.legal_actions())) == sorted(
                map(str, state.legal_actions())
            )
            orders.add(_hidden_order(name, world))
        # What nobody knows is dealt again: the worlds differ in the order to come.
        assert len(orders) > 1


def test_xeri_v2_bottom_card_stays_at_the_bottom():
    spec, state = _midgame("xeri", 2, 3, 7, show_bottom_card=True)
    assert state.bottom is not None and state.talon[-1] == state.bottom  # still in the talon
    for k in range(5):
        world = spec.open_hands(state, random.Random(k))
        assert world.talon[-1] == state.bottom


def test_zirkhaki_cards_a_seat_peeked_at_stay_on_top():
    spec, state = _midgame("zirkhaki", 2, 0, 3)
    state.peek_low[1] = len(state.draw) - 2  # seat 1 has seen the top two cards
    top = state.draw[-2:]
    for k in range(5):
        world = spec.open_hands(state, random.Random(k))
        assert world.draw[-2:] == top
        assert sorted(map(str, world.draw)) == sorted(map(str, state.draw))


def test_its_search_samples_open_hands_worlds_from_the_state():
    spec = games.get("xeri")
    state = spec.new_state(2, seed=4, dealer=0)
    view = Seen(state.view(state.current_player), state)
    search = bots.hard.build_search(spec, OpenHandsBot.for_game("xeri", 1).settings)
    world = search.determinize(view, random.Random(1))
    assert world.hands == state.hands and sorted(map(str, world.talon)) == sorted(
        map(str, state.talon)
    )
    with pytest.raises(TypeError):
        OpenHandsBot.for_game("xeri", 1, iterations=5).choose(
            state.view(state.current_player), state.legal_actions()
        )


def test_a_game_without_open_hands_has_no_such_bound(fishing):
    with pytest.raises(ValueError, match="no open-hands bound"):
        arena_bot("fishing", "open-hands", seed=1, iterations=5)


def test_the_arena_repeats_for_a_seed_and_says_what_it_is():
    def outcomes():
        found = run_arena("xeri", ["open-hands", "normal"], games=2, seed=5, iterations=20)
        return found, [(o.levels, o.scores, o.winners) for o in found]

    found, first = outcomes()
    assert first == outcomes()[1]
    assert "not the order of the cards still to come" in arena_report("xeri", found)["bound"]


def test_cardtui_play_and_saves_refuse_it():
    from cardtui.cli import build_parser
    from cardtui.commands.play import build_launch
    from cardtui.store import saves

    with pytest.raises(ValueError, match="no 'open-hands' bot"):
        build_launch(build_parser().parse_args(["play", "xeri", "--bots", "open-hands"]))
    with pytest.raises(saves.SaveError):
        saves._seat({"kind": "bot", "level": "open-hands"}, 1)
