"""Properties over random games at 2-4 players, with and without rings and variants."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtui.core.errors import IllegalAction
from cardtui.games.zirkhaki import DECK, SPEC
from cardtui.games.zirkhaki.actions import BY_CODE
from cardtui.games.zirkhaki.odds import bust_odds
from cardtui.games.zirkhaki.powers import P_MAP

OPTIONS = st.sampled_from(
    [
        {},
        {"rings": True},
        {"rings": True, "dmd_strict_sword": True},
        {"score_all_cards": True},
        {"learning": True},
        {"rings": True, "score_all_cards": True},
    ]
)
GAMES = settings(max_examples=30, deadline=None)


def everything(s) -> list:
    """Every card's place: draw, burnt, zone, banks, and cards a map lifted."""
    out = list(s.draw) + list(s.burnt) + list(s.zone)
    for seat in range(s.players):
        for suit_name, values in s.view(seat).banks[seat].items():
            out += [c for c in DECK if c.suit_name == suit_name and c.value in values]
    if s.pend == P_MAP:
        out += list(s.pend_opts)
    return out


def rule_scores(s) -> list[int]:
    """R8 recomputed from the public banks (top card per suit, or every card; Goldsmith)."""
    out = []
    view = s.view(0)
    for seat, stacks in enumerate(view.banks):
        pts = sum(sum(v) if view.options["score_all_cards"] else max(v) for v in stacks.values())
        if view.rings[seat] == "goldsmith" and "coin" in stacks:
            pts += 5
        out.append(pts)
    return out


def random_game(seed: int, players: int, options: dict):
    rng = random.Random(seed)
    s = SPEC.new_state(players, options, seed=seed)
    while not s.is_over:
        yield s, rng
        s.apply(rng.choice(s.legal_actions()))
    yield s, rng


@GAMES
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), options=OPTIONS)
def test_cards_are_always_accounted_for_and_scores_follow_the_rule(seed, players, options):
    for s, _ in random_game(seed, players, options):
        cards = everything(s)
        assert len(cards) == 60 and len(set(cards)) == 60
        assert s.scores() == rule_scores(s)
        if not s.is_over and not s.draw:
            assert s.pend  # only a power's last choice can wait on an empty pile
    assert s.is_over and not s.draw  # the game ends when the draw pile runs out (R7)
    assert s.winners() and s.current_player is None


@GAMES
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), options=OPTIONS)
def test_step_reaches_the_same_state_as_apply_and_codes_replay_the_game(seed, players, options):
    rng = random.Random(seed)
    s = SPEC.new_state(players, options, seed=seed)
    fast = s.clone()  # played with step() only, from the start
    codes = []
    while not s.is_over:
        action = rng.choice(s.legal_actions())
        codes.append(action.code)
        s.apply(action)
        fast.step(action)
        assert fast.snapshot() == s.snapshot()
    replay = SPEC.new_state(players, options, seed=seed)
    for code in codes:
        replay.apply(code)
    assert replay.snapshot() == s.snapshot()
    assert replay.scores() == s.scores() and replay.winners() == s.winners()


@GAMES
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), options=OPTIONS)
def test_illegal_or_malformed_actions_raise_and_change_nothing(seed, players, options):
    for s, rng in random_game(seed, players, options):
        if s.is_over:
            break
        legal = set(s.legal_actions())
        bad = rng.choice([a for a in BY_CODE.values() if a not in legal])
        before = s.snapshot()
        for attempt in (bad, bad.code, "choose " + rng.choice(["coin3", "x", "map9"]), "jump"):
            with pytest.raises(IllegalAction) as err:
                s.apply(attempt)
            assert str(err.value).endswith(".") and len(str(err.value)) > 15
            assert s.snapshot() == before


@GAMES
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), options=OPTIONS)
def test_a_peek_never_appears_in_another_seats_view(seed, players, options):
    for s, rng in random_game(seed, players, options):
        for seat in range(players):
            view = s.view(seat)
            if "peek" in view:
                assert view.peek == s.known_top(seat) and view.peek_counts[seat] > 0
            else:
                assert not s.known_top(seat)
            assert bust_odds(view) == pytest.approx(view.bust_odds)
        if s.is_over:
            break
        events = s.clone().apply(rng.choice(s.legal_actions()))
        for event in events:
            if event.kind == "peek":
                assert event.visible_to == (s.active,)
            if event.kind == "ring" and event.visible_to is not None:
                assert len(event.visible_to) == 1


@GAMES
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), options=OPTIONS)
def test_determinize_agrees_with_the_view_it_came_from(seed, players, options):
    for s, _rng in random_game(seed, players, options):
        if s.is_over:
            break
        me = s.current_player
        view = s.view(me)
        world = SPEC.determinize(view, random.Random(seed))
        assert world.view(me).to_dict() == view.to_dict()
        assert [a.code for a in world.legal_actions()] == [a.code for a in s.legal_actions()]
        assert sorted(world.draw) == sorted(s.draw)  # the composition is public
        if "peek" in view:
            assert world.known_top(me) == view.peek
