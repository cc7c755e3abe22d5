"""Hypothesis properties over whole random rounds, at every player count (2-6)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtui.core.cards import new_deck
from cardtui.core.errors import IllegalAction
from cardtui.games.hidden_unders import SPEC
from cardtui.games.hidden_unders.bots import rollout_action

VARIANTS = [
    "voluntary_pickup",
    "pickup_takes_over",
    "under_burn_replay",
    "mix_hand_overs",
    "same_rank_followup",
    "seven_lower",
    "three_mirror",
    "eight_skip",
    "out_of_turn_burn",
    "three_kind_burn",
    "swap_2_10",
    "winner_swap",
    "short_game",
    "memory_aid",
]
options_st = st.fixed_dictionaries(
    {},
    optional={
        **{k: st.booleans() for k in VARIANTS},
        "four_kind": st.sampled_from(["run", "single_play", "off"]),
        "overs_timing": st.sampled_from(["first_turn", "before_play", "swap"]),
        "end_condition": st.sampled_from(["first_out", "play_to_last"]),
        "first_player": st.sampled_from(
            ["left_of_dealer", "random", "lowest_card", "previous_winner"]
        ),
        "ten_on_seven": st.booleans(),
        "turn_cap": st.sampled_from([60, 300, 1000]),
    },
)
BAD_CODES = [
    "",
    "   ",
    "fly 2",
    "play",
    "play ZZ",
    "play 7H 8H",
    "flip 9",
    "take 7",
    "swap 1",
    "overs 2C",
    "done now",
    "play 1S",
]


def all_cards(s):
    cards = [c for h in s.hands for c in h]
    cards += [c for o in s.overs for c in o if c is not None]
    cards += [c for u in s.unders for c in u if c is not None]
    return Counter(cards + s.stock + s.pile + s.burned + list(s.aside))


def choose(s, rng, policy):
    if policy == "random" or rng.random() < 0.2:
        return rng.choice(s.legal_actions())
    return rollout_action(s, rng)


def previous(players, seed):
    """A last round's ranking, for previous_winner and winner_swap."""
    order = [(seed + k) % players for k in range(players)]
    return {"ranking": [[p] for p in order]}


def new_round(players, options, seed):
    return SPEC.new_state(
        players, options, seed=seed, dealer=seed % players, previous=previous(players, seed)
    )


def play_round(players, options, seed, policy, check):
    s = new_round(players, options, seed)
    rng = random.Random(seed)
    codes = []
    while not s.is_over:
        check(s, rng)
        a = choose(s, rng, policy)
        codes.append(a.code)
        twin = s.clone()
        events = s.apply(a)
        twin.step(a)
        assert twin.snapshot() == s.snapshot()  # step reaches exactly what apply reaches
        if any(e.kind == "burn" for e in events):
            assert s.pile == []  # a burn always empties the pile
    return s, codes


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    options=options_st, seed=st.integers(0, 10**6), policy=st.sampled_from(["random", "heuristic"])
)
def test_rounds_keep_every_card_end_and_replay(players, options, seed, policy):
    decks = SPEC.options(options).deck_count(players)
    full = Counter(new_deck(decks))

    def check(s, rng):
        assert all_cards(s) == full  # every card always accounted for
        assert s.legal_actions()  # never empty while the round goes on
        if rng.random() < 0.1:  # a malformed or illegal move raises and changes nothing
            before = s.snapshot()
            with pytest.raises(IllegalAction):
                s.apply(rng.choice(BAD_CODES))
            assert s.snapshot() == before

    s, codes = play_round(players, options, seed, policy, check)
    cap = SPEC.options(options).turn_cap
    # R19 counts plays, pickups and flips (not overs choices, done, pass or swaps)
    counted = [c for c in codes if c.split()[0] in ("play", "take", "flip")]
    assert s.turn == len(counted) <= cap  # rounds end: out, last player, or the cap
    assert s.end in ("out", "last", "cap") and s.winners()
    assert all_cards(s) == full
    replay = new_round(players, options, seed)
    for code in codes:
        replay.apply(code)
    assert replay.snapshot() == s.snapshot()  # seeded rounds replay exactly from their codes
    detail = s.round_detail()
    assert sorted(p for g in detail["ranking"] for p in g) == list(range(players))
    json.dumps(detail)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=options_st, seed=st.integers(0, 10**6))
def test_views_hide_unders_and_determinize_agrees_with_the_view(players, options, seed):
    one_deck = SPEC.options(options).deck_count(players) == 1

    def check(s, rng):
        if rng.random() > 0.15:
            return
        seat = rng.randrange(players)
        view = s.view(seat)
        text = json.dumps(view.to_dict())
        if one_deck:  # with one deck every card is unique, so a leak would show its code
            for u in s.unders:
                for c in u:
                    assert c is None or f'"{c.code}"' not in text
            for p in range(players):
                if p != seat:
                    hidden = Counter(s.hands[p]) - Counter(s.known[p])
                    assert not any(f'"{c.code}"' in text for c in hidden)
        world = SPEC.determinize(view, random.Random(seed))
        assert world.view(seat).to_dict() == view.to_dict()
        assert world.legal_actions() == s.legal_actions() or seat != s.current_player

    play_round(players, options, seed, "heuristic", check)
