"""The easy and normal bots (xeri.md §5.3-5.4) and the search hooks: legal, fair, sensible."""

from __future__ import annotations

import random

import pytest
from games.xeri.xeri_helpers import deal, position

from cardtui import bots as registry
from cardtui.core.cards import card
from cardtui.games.xeri import SPEC, XeriState, play
from cardtui.games.xeri.bots import ENDGAME_CARDS, EasyBot, NormalBot, p_holds
from cardtui.games.xeri.endgame import move_values, solve

LEVELS = [EasyBot, NormalBot]


def choose(bot_cls, state):
    p = state.current_player
    return bot_cls(seed=1).choose(state.view(p), state.legal_actions(), random.Random(1))


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize(
    "options",
    [{}, {"show_bottom_card": True, "xeri_on_final_card": False}, {"hand_size": 4}],
)
def test_bots_always_choose_a_legal_card(players, options):
    bots = [NormalBot(seed=1), EasyBot(seed=2)]
    for seed in range(6):
        state = SPEC.new_state(players, options, seed=seed)
        while not state.is_over:
            p = state.current_player
            legal = state.legal_actions()
            action = bots[p % 2].choose(state.view(p), legal)
            assert action in legal
            state.apply(action)


def test_the_registry_makes_every_level():
    assert registry.levels("xeri")[:3] == ["random", "easy", "normal"]
    assert isinstance(registry.make("xeri", "normal", seed=3), NormalBot)
    assert SPEC.bots == {"easy": EasyBot, "normal": NormalBot}


def test_easy_takes_with_a_matching_card_before_a_jack():
    state = deal(deals=[{1: "5H JH 9S"}], pile="2D 3D 4D 5C")
    assert choose(EasyBot, state) == play("5H")


def test_easy_takes_any_pile_with_a_jack_when_nothing_matches():
    state = deal(deals=[{1: "6H JH 9S 2S 3S 4S"}], pile="2D 3D 4D 5C")
    assert choose(EasyBot, state) == play("JH")


def test_easy_lays_its_cheapest_card_and_never_a_jack_on_an_empty_table():
    state = position([["9H"], ["JS AS 7H KD"]], dealer=0)
    assert choose(EasyBot, state) == play("7H")


def test_normal_always_takes_a_xeri():
    state = position([["7S 2C"], ["7H KD AS JH"]], dealer=1)  # seat 0 leads
    state.apply("7S")
    assert choose(NormalBot, state) == play("7H")


def test_normal_prefers_a_rank_match_to_a_jack():
    state = deal(deals=[{1: "5H JH 9S 2S 3S 4S"}], pile="2D 3D 4D 5C")
    assert choose(NormalBot, state) == play("5H")


def test_normal_keeps_its_jack_for_a_pile_worth_it():
    # A pile of two small cards is not worth a jack; 9♠ is safe to lay on it: every other 9
    # has been seen (the three in the first pile and on the table).
    state = deal(deals=[{1: "5H 6C", 0: "JH 9S 2H 3H 4H 8D"}], pile="9C 9D 9H 5C")
    state.apply("5H")  # seat 1 takes the first pile: the 9s are gone
    state.apply("2H")  # seat 0 lays 2♥ alone
    state.apply("6C")  # seat 1 lays 6♣ on it
    assert choose(NormalBot, state) == play("9S")


def test_normal_lays_a_dead_rank_on_an_empty_table_rather_than_a_live_one():
    # Three 9s were in the first pile, so the last 9 cannot be matched; a 7 could be.
    state = deal(deals=[{1: "5H", 0: "9S 7H KD AD 2H 3H"}], pile="9C 9D 9H 5C")
    state.apply("5H")
    assert state.pile == [] and choose(NormalBot, state) == play("9S")


def test_normal_never_lays_a_jack_alone_when_it_has_another_card():
    state = position([["JS 4H 5D"], ["8S 6C 2D"]], dealer=1)
    assert choose(NormalBot, state) != play("JS")


def test_normal_counts_cards_it_cannot_see_and_knows_the_last_deal_exactly():
    # Last deal, heads up, seat 1 leads on an empty table: every unseen card is in the
    # dealer's hand, so 3♣ would be xeri'd by 3♦ for sure and 8♣ is safe.
    state = position([["3D QS"], ["3C 8C"]], dealer=0)
    view = state.view(1)
    assert view["talon_count"] == 0 and 52 - len(view["played"]) - 2 == 2
    assert choose(NormalBot, state) == play("8C")
    assert choose(EasyBot, state) == play("3C")  # no memory: it cannot tell


def test_p_holds_is_the_chance_a_hidden_hand_holds_a_rank():
    assert p_holds(1, 1, 1) == 1.0 and p_holds(40, 6, 0) == 0.0
    assert 0.14 < p_holds(40, 6, 1) < 0.16 and 0.38 < p_holds(40, 6, 3) < 0.40
    assert 0.49 < p_holds(12, 6, 1) < 0.51 and 0.90 < p_holds(12, 6, 3) < 0.92


def minimax(state, me):
    if state.is_over:
        a, b = state.scores()[me], state.scores()[1 - me]
        return a - b
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.step(action)
        values.append(minimax(child, me))
    return max(values) if state.current_player % 2 == me else min(values)


def test_the_exact_endgame_values_and_normals_last_cards_are_minimax_best():
    rng = random.Random(5)
    for seed in range(60):
        state = SPEC.new_state(2, {"xeri_on_final_card": seed % 2 == 0}, seed=seed)
        while state.talon_count or sum(len(h) for h in state.hands) > 7:
            state.step(rng.choice(state.legal_actions()))
        me = state.current_player
        exact = {}
        for action in state.legal_actions():
            child = state.clone()
            child.step(action)
            exact[action] = minimax(child, me)
        values = move_values(state.view(me), state.legal_actions(), rng)
        best = max(exact.values())
        assert max(values.values()) == best
        assert {a for a in values if values[a] == best} == {a for a in exact if exact[a] == best}
        assert exact[solve(state.view(me), rng)] == best
        if sum(len(h) for h in state.hands) <= ENDGAME_CARDS:
            assert exact[choose(NormalBot, state)] == best


def test_bots_see_only_their_view_hidden_cards_do_not_change_their_choice():
    rng = random.Random(4)
    for seed in range(12):
        state = SPEC.new_state(2, seed=seed)
        for _ in range(rng.randrange(40)):
            state.step(rng.choice(state.legal_actions()))
        p = state.current_player
        view = state.view(p)
        worlds = [SPEC.determinize(view, random.Random(k)) for k in range(3)]
        for bot_cls in LEVELS:
            picks = {bot_cls(seed=1).choose(w.view(p), w.legal_actions()) for w in worlds}
            assert len(picks) == 1
        assert len({SPEC.rollout_action(w, rng) for w in worlds}) == 1


def test_rollout_action_is_the_normal_heuristic_on_a_state():
    rng = random.Random(9)
    agree = 0
    for seed in range(10):
        state = SPEC.new_state(2, seed=seed)
        while state.talon_count > 0:
            p = state.current_player
            by_view = NormalBot(seed=1).choose(state.view(p), state.legal_actions())
            assert SPEC.rollout_action(state, rng) == by_view
            state.step(by_view)
            agree += 1
    assert agree == 10 * 36


def test_rollouts_finish_rounds_on_every_variant():
    rng = random.Random(2)
    for players in (2, 4):
        for options in ({}, {"show_bottom_card": True}, {"lone_card_jack_bonus": 10}):
            state = SPEC.new_state(players, options, seed=players)
            while not state.is_over:
                action = SPEC.rollout_action(state, rng)
                assert action in state.legal_actions()
                state.step(action)
            assert isinstance(state, XeriState) and sum(state.returns()) == pytest.approx(
                1.0 if players == 2 else 2.0
            )


def test_returns_reward_the_winning_side_and_stay_between_0_and_1():
    state = position([["9H"], ["8H"]], dealer=0, last_capturer=0)
    state.apply("8H")
    state.apply("9H")
    r = state.returns()
    a, b = state.scores()
    assert all(0.0 <= x <= 1.0 for x in r)
    assert (r[0] > 0.5) == (a > b) and r[0] + r[1] == pytest.approx(1.0)
    assert card("9H") in state.captured[0]
