"""The bounds (all-seeing, open-hands): the hard search on the real state, in the arena only."""

from __future__ import annotations

import pickle
import random

import pytest

import cardtui.bots as bots
from cardtui import games
from cardtui.bots import bounds
from cardtui.bots.arena import arena_report, format_table, run_arena
from cardtui.bots.bounds import AllSeeingBot, Seen, arena_bot
from cardtui.cli import main
from cardtui.core import Seat
from cardtui.core.protocol import State, View


def test_the_arena_hands_fair_bots_their_view_and_the_bound_a_clone_of_the_state(
    fishing, monkeypatch
):
    seen: dict[str, set[type]] = {}
    states: list[State] = []

    def spying(game, level, **kwargs):
        bot = arena_bot(game, level, **kwargs)
        choose = bot.choose

        def spy(what, legal, rng=None):
            seen.setdefault(level, set()).add(type(what))
            if isinstance(what, State):
                states.append(what)
            return choose(what, legal, rng)

        bot.choose = spy
        return bot

    played: list[State] = []
    clone = bounds.what_it_sees

    def recording(bot, state, seat):
        played.append(state)
        return clone(bot, state, seat)

    monkeypatch.setattr("cardtui.bots.arena.arena_bot", spying)
    monkeypatch.setattr("cardtui.bots.arena.what_it_sees", recording)
    run_arena("fishing", ["all-seeing", "hard", "normal"], games=3, seed=2, iterations=8)
    assert seen["hard"] == {View} and seen["normal"] == {View}  # views only, not a subclass
    assert seen["all-seeing"] and all(issubclass(t, State) for t in seen["all-seeing"])
    assert states and not any(s is p for s in states for p in played)  # a clone, never the state


def test_its_search_samples_nothing_but_the_true_state(fishing):
    spec = games.get("fishing")
    state = spec.new_state(2, seed=4, dealer=0)
    view = Seen(state.view(state.current_player), state)
    search = bots.hard.build_search(spec, AllSeeingBot.for_game("fishing", 1).settings)
    for _ in range(3):
        world = search.determinize(view, random.Random(1))
        assert world is not state and world.snapshot() == state.snapshot()
    back = pickle.loads(pickle.dumps(view))  # to the search workers with the state
    assert back.truth.snapshot() == state.snapshot() and back.to_dict() == view.to_dict()


def test_it_refuses_a_view(fishing):
    spec = games.get("fishing")
    state = spec.new_state(2, seed=4, dealer=0)
    bot = AllSeeingBot.for_game("fishing", 1, iterations=5)
    with pytest.raises(TypeError):
        bot.choose(state.view(state.current_player), state.legal_actions())


def test_the_arena_with_the_bound_repeats_for_a_seed(fishing):
    def outcomes():
        found = run_arena("fishing", ["all-seeing", "normal"], games=4, seed=7, iterations=12)
        return [(o.levels, o.scores, o.winners) for o in found]

    assert outcomes() == outcomes()


@pytest.mark.parametrize("name", ["xeri", "zirkhaki", "hidden_unders"])
@pytest.mark.parametrize(
    ("level", "why"), [("all-seeing", "sees every card"), ("open-hands", "every player's cards")]
)
def test_no_table_offers_either_bound(name, level, why):
    assert level not in bots.levels(name)
    assert level not in bots.online_levels(name)
    with pytest.raises(ValueError, match=why):
        bots.make(name, level, seed=1)
    with pytest.raises(ValueError):
        Seat.bot(level)


def test_cardtui_play_refuses_it():
    from cardtui.cli import build_parser
    from cardtui.commands.play import build_launch

    with pytest.raises(ValueError, match="no 'all-seeing' bot"):
        build_launch(build_parser().parse_args(["play", "xeri", "--bots", "all-seeing"]))


def test_a_save_with_it_is_refused():
    from cardtui.store import saves

    with pytest.raises(saves.SaveError):
        saves._seat({"kind": "bot", "level": "all-seeing"}, 1)


def test_the_arena_says_what_it_is(fishing, capsys):
    code = main(
        ["arena", "fishing", "--bots", "all-seeing,normal", "--games", "2", "--iterations", "6"]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "all-seeing sees every card" in out and "not a fair bot" in out
    report = arena_report(
        "fishing", run_arena("fishing", ["all-seeing", "normal"], games=2, iterations=6)
    )
    assert "not a fair bot" in report["bound"]
    assert "all-seeing " in format_table("fishing", report=report)
