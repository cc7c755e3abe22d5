"""Properties over random rounds (hypothesis): conservation, scoring checksums, deal counts,
exact replays, atomic refusals, step == apply, and views that never leak a hidden card."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtui.core import IllegalAction
from cardtui.core.cards import DECK
from cardtui.games.xeri import SPEC, Play, play
from cardtui.games.xeri.options import valid_hand_sizes

FEW = settings(max_examples=25, deadline=None)


@st.composite
def tables(draw):
    """(players, options, seed, dealer, move seed) for a random round of any variant."""
    players = draw(st.sampled_from([2, 4]))
    options = {
        "hand_size": draw(st.sampled_from([6, 6, 4, *valid_hand_sizes(players)])),
        "show_bottom_card": draw(st.booleans()),
        "initial_pile_check": draw(st.booleans()),
        "xeri_on_final_card": draw(st.booleans()),
        "jack_xeri_points": draw(st.sampled_from([20, 25])),
        "lone_card_jack_bonus": draw(st.sampled_from([0, 0, 10, 20])),
    }
    seed = draw(st.integers(0, 2**32))
    dealer = draw(st.integers(0, players - 1))
    return players, options, seed, dealer, draw(st.integers(0, 2**16))


def where_cards_are(state):
    zones = [*state.hands, state.pile, state.talon[state.tpos :], *state.captured]
    return sorted(c.index for zone in zones for c in zone)


def random_round(table, check=None):
    """Play a round with random legal moves through ``apply``; returns (state, codes, events)."""
    players, options, seed, dealer, moves = table
    state = SPEC.new_state(players, options, seed=seed, dealer=dealer)
    rng = random.Random(moves)
    codes, events = [], []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        if check:
            check(state, rng)
        codes.append(action.code)
        events += state.apply(action)
    return state, codes, events


@FEW
@given(tables())
def test_x1_all_52_cards_are_always_accounted_for(table):
    def check(state, rng):
        assert where_cards_are(state) == list(range(52))

    state, _, _ = random_round(table, check)
    assert where_cards_are(state) == list(range(52))
    assert sum(len(c) for c in state.captured) == 52


@FEW
@given(tables())
def test_x15_round_points_are_25_or_22_plus_xeris(table):
    state, _, events = random_round(table)
    d = state.round_detail()
    xeri_points = sum(state.xeri_points)
    assert d["checksum"] == (22 if d["split"] else 25) == d["expected_checksum"]
    assert sum(s["total"] for s in d["sides"]) == d["checksum"] + xeri_points
    assert sum(e.data["points"] for e in events if e.kind == "xeri") == xeri_points
    scores = state.scores()
    assert [scores[s[0]] for s in SPEC.sides(state.players)] == [s["total"] for s in d["sides"]]


@FEW
@given(tables())
def test_x13_deal_count_is_4_for_two_players_and_2_for_four(table):
    state, _, events = random_round(table)
    deals = 1 + sum(1 for e in events if e.kind == "deal")
    hand = table[1]["hand_size"]
    assert deals == 48 // (hand * state.players) == state.deals
    if hand == 6:
        assert deals == (4 if state.players == 2 else 2)


@FEW
@given(tables())
def test_seeded_rounds_replay_exactly_from_their_action_codes(table):
    players, options, seed, dealer, _ = table
    state, codes, events = random_round(table)
    again = SPEC.new_state(players, options, seed=seed, dealer=dealer)
    replayed = []
    for code in codes:
        replayed += again.apply(code)
    assert again.snapshot() == state.snapshot()
    assert [e.to_dict() for e in replayed] == [e.to_dict() for e in events]


@FEW
@given(tables())
def test_step_reaches_exactly_the_state_apply_reaches(table):
    players, options, seed, dealer, moves = table
    a = SPEC.new_state(players, options, seed=seed, dealer=dealer)
    b = a.clone()
    rng = random.Random(moves)
    while not a.is_over:
        action = rng.choice(a.legal_actions())
        a.apply(action)
        b.step(action)
        assert a.snapshot() == b.snapshot()
    assert b.is_over and a.scores() == b.scores() and a.winners() == b.winners()


@FEW
@given(tables())
def test_a_clone_is_independent_of_its_original(table):
    players, options, seed, dealer, moves = table
    state = SPEC.new_state(players, options, seed=seed, dealer=dealer)
    rng = random.Random(moves)
    for _ in range(rng.randrange(30)):
        state.step(rng.choice(state.legal_actions()))
    before = state.snapshot()
    twin = state.clone()
    while not twin.is_over:
        twin.step(rng.choice(twin.legal_actions()))
    assert state.snapshot() == before


BAD_TEXT = ["", "   ", "play", "play 1Z", "take", "play 7H 7S", "play ZZ", "draw 2"]


@FEW
@given(tables(), st.sampled_from(BAD_TEXT))
def test_illegal_or_malformed_actions_raise_a_sentence_and_change_nothing(table, text):
    def check(state, rng):
        before = state.snapshot()
        p = state.current_player
        elsewhere = [c for c in DECK if c not in state.hands[p]]
        for wrong in (text, play(rng.choice(elsewhere)), f"play {rng.choice(elsewhere).code}"):
            with pytest.raises(IllegalAction) as err:
                state.apply(wrong)
            message = str(err.value)
            assert message.endswith(".") and len(message) > 15
            assert message[0].isupper() or message[0] == "'"
            assert state.snapshot() == before

    state, _, _ = random_round(table, check)
    with pytest.raises(IllegalAction, match="round is over"):
        state.apply(Play("play 2S", DECK[0]))


def all_codes(data):
    """Every card code anywhere in a view's JSON data, except under its own ``hand``."""
    found = set()
    if isinstance(data, dict):
        for key, value in data.items():
            if key != "hand":
                found |= all_codes(value)
    elif isinstance(data, list):
        for value in data:
            found |= all_codes(value)
    elif isinstance(data, str) and data in {c.code for c in DECK}:
        found.add(data)
    return found


@FEW
@given(tables())
def test_no_view_ever_holds_a_card_of_another_seats_hand(table):
    def check(state, rng):
        for seat in range(state.players):
            v = state.view(seat).to_dict()
            json.dumps(v)
            assert sorted(v["hand"]) == sorted(c.code for c in state.hands[seat])
            shown = all_codes(v)
            if state.bottom is not None:
                shown.discard(state.bottom.code)  # V2: the bottom card was shown to everyone
            shown -= {c.code for c in state.redealt}  # re-dealt piles were shown face up
            for other in range(state.players):
                if other != seat:
                    assert not shown & {c.code for c in state.hands[other]}
            talon = {c.code for c in state.talon[state.tpos :] if c is not state.bottom}
            assert not shown & talon

    random_round(table, check)


@FEW
@given(tables(), st.integers(0, 47))
def test_determinize_gives_a_world_the_viewer_cannot_tell_from_the_real_one(table, plies):
    players, options, seed, dealer, moves = table
    state = SPEC.new_state(players, options, seed=seed, dealer=dealer)
    rng = random.Random(moves)
    for _ in range(plies):
        if state.is_over:
            break
        state.step(rng.choice(state.legal_actions()))
    seat = rng.randrange(players)
    view = state.view(seat)
    world = SPEC.determinize(view, rng)
    assert world.view(seat).to_dict() == view.to_dict()
    assert where_cards_are(world) == list(range(52))
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert world.captured == state.captured and world.last_capturer == state.last_capturer
    if state.bottom is not None and state.talon_count:
        assert world.talon[-1] is state.bottom
    while not world.is_over:  # a sampled world plays out under the same rules
        world.step(rng.choice(world.legal_actions()))
    assert world.round_detail()["checksum"] == world.round_detail()["expected_checksum"]
