"""The engine contract of design.md, on every game and random positions of its variants.

- ``legal_actions()`` and ``view()`` hand out fresh containers: editing them changes nothing;
- ``apply`` plays only the game's own legal actions (or their codes) and refuses anything else
  with IllegalAction, the state untouched: None, numbers, junk text, another game's actions,
  hand-built actions whose code names another move than the one they carry;
- a faithful copy of a legal action is played as the engine's own object, so a match log of
  codes records exactly what was played and replays it.
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtui.games as games
from cardtui.core import IllegalAction, Match, Seat
from cardtui.core.cards import card
from cardtui.games.hidden_unders import actions as hu_actions
from cardtui.games.xeri import actions as x_actions
from cardtui.games.zirkhaki import actions as z_actions

from .engine_helpers import (
    GAMES,
    JUNK,
    deep_mutate,
    forged_actions,
    other_games_actions,
    position,
    tables,
)

FEW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def same_view(state, seat):
    return json.dumps(state.view(seat).to_dict(), sort_keys=True)


@FEW
@given(tables())
def test_editing_legal_actions_or_a_view_changes_nothing_in_the_state(table):
    state = position(table)
    before = state.snapshot()
    legal = state.legal_actions()
    codes = [a.code for a in legal]
    views = [same_view(state, p) for p in range(state.players)]
    legal.clear()  # Zirkhaki once handed out lists shared by every game in the process
    legal.append(None)
    for p in range(state.players):
        deep_mutate(state.view(p)._data)
    assert state.snapshot() == before
    assert [a.code for a in state.legal_actions()] == codes
    assert [same_view(state, p) for p in range(state.players)] == views
    twin = position(table)  # another game in the same process is not touched either
    assert [a.code for a in twin.legal_actions()] == codes


@FEW
@given(tables(), st.data())
def test_apply_refuses_anything_but_the_games_own_moves_and_changes_nothing(table, data):
    state = position(table)
    junk = JUNK + other_games_actions(state.spec.name) + forged_actions(state)
    thing = data.draw(st.sampled_from(junk))
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(thing)
    assert str(err.value).strip().endswith((".", "?", "!"))  # a sentence, not a traceback
    assert state.snapshot() == before
    if not state.is_over:
        assert state.legal_actions()


@pytest.mark.parametrize("name", GAMES)
def test_every_forged_or_foreign_action_is_refused_along_a_whole_round(name):
    spec = games.get(name)
    rng = random.Random(4)
    for seed in range(3):
        state = spec.new_state(2, seed=seed)
        for _ in range(60):  # random Hidden Unders rounds run long: a part of each is enough
            if state.is_over:
                break
            before = state.snapshot()
            for thing in JUNK + other_games_actions(name) + forged_actions(state):
                with pytest.raises(IllegalAction):
                    state.apply(thing)
                with pytest.raises(IllegalAction):
                    state.check_action(thing)
            assert state.snapshot() == before
            state.apply(rng.choice(state.legal_actions()))


def copy_of(action):
    """A faithful hand-built copy: the same class and fields, another object."""
    kind = type(action)
    if kind is x_actions.Play:
        return x_actions.Play(action.code, action.card)
    if kind is z_actions.ZAction:
        return z_actions.ZAction(action.code, action.kind, action.card, action.ring)
    return kind(**{f.name: getattr(action, f.name) for f in dataclasses.fields(action)})


@pytest.mark.parametrize("name", GAMES)
def test_a_faithful_copy_is_played_as_the_engines_own_action_and_logged_as_played(name):
    spec = games.get(name)
    match = Match(spec, [Seat.bot("random", "A"), Seat.bot("random", "B")], seed=11)
    rng = random.Random(2)
    played = []
    while not match.state.is_over and len(played) < 60:
        legal = match.state.legal_actions()
        pick = rng.choice(legal)
        copy = copy_of(pick)
        assert copy is not pick
        assert match.state.check_action(copy) is pick
        match.apply(copy)
        played.append(pick.code)
    assert match.log[-1] == played
    replay = Match(spec, match.seats, seed=11)
    for code in played:
        replay.apply(code)
    assert replay.state.snapshot() == match.state.snapshot()


def test_hidden_unders_plays_other_suits_of_a_rank_as_the_interned_play():
    # R7: any card of a rank may be played; the listed moves show one suit per count.
    spec = games.get("hidden_unders")
    state = spec.position(2, hands=[["7S", "7H", "9C"], ["4H"]], pile=["5S"])
    assert "play 7H" not in [a.code for a in state.legal_actions()]
    built = hu_actions.Play("play 7H", (card("7H"),), 7)
    assert state.check_action(built) is hu_actions.play_action([card("7H")])
    reordered = hu_actions.Play("play 7h 7s", (card("7H"), card("7S")), 7)
    canonical = state.check_action(reordered)
    assert canonical is hu_actions.play_action([card("7S"), card("7H")])
    assert canonical.code == "play 7S 7H"


def test_hidden_unders_refuses_a_play_whose_code_names_other_cards():
    # The bug: a hand-built Play("play 9C", cards=(7S,)) was played as 7S and logged as 9C.
    spec = games.get("hidden_unders")
    state = spec.position(2, hands=[["7S", "7H", "9C"], ["4H"]], pile=["5S"])
    before = state.snapshot()
    for forged in (
        hu_actions.Play("play 9C", (card("7S"),), 7),
        hu_actions.Play("play 7S", (card("7S"),), 9),
        hu_actions.Play("play 7S 7H", (card("7S"),), 7),
    ):
        with pytest.raises(IllegalAction, match="does not describe"):
            state.apply(forged)
    assert state.snapshot() == before


def test_zirkhaki_legal_lists_are_not_shared_between_games():
    spec = games.get("zirkhaki")
    a = spec.new_state(2, seed=1)
    b = spec.new_state(2, seed=2)
    listed = a.legal_actions()
    listed.append(z_actions.BANK)  # once, every game in the process could then bank at once
    assert [x.code for x in b.legal_actions()] == ["draw"]
    with pytest.raises(IllegalAction):
        b.apply(z_actions.BANK)


def test_hidden_unders_a_copy_is_the_listed_action_after_the_intern_table_is_renewed():
    """The overs intern table is emptied when it grows (a long session): a faithful copy of a
    listed choice must still come back as the state's own listed object."""
    spec = games.get("hidden_unders")
    match = Match(spec, [Seat.bot("random", "A"), Seat.bot("random", "B")], seed=11)
    pick = match.state.legal_actions()[0]
    assert isinstance(pick, hu_actions.ChooseOvers)
    hu_actions._OVERS.clear()  # what a full table does
    hu_actions._SPLITS.clear()
    copy = hu_actions.ChooseOvers(pick.code, pick.cards)
    assert match.state.check_action(copy) is pick
