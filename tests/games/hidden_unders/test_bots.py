"""The easy and normal bots, and the heuristic rollout policy (rules page §4.1 / §4.3)."""

from __future__ import annotations

import random

import cardtui.bots as bots
from cardtui.games.hidden_unders import SPEC
from cardtui.games.hidden_unders.bots import EasyBot, NormalBot, rollout_action


def normal_choice(state):
    p = state.current_player
    return NormalBot(seed=1).choose(state.view(p), state.legal_actions()).code


def test_levels_are_registered():
    assert bots.levels("hidden_unders")[:3] == ["random", "easy", "normal"]
    assert isinstance(bots.make("hidden_unders", "normal", seed=1), NormalBot)


def test_bots_play_legal_moves_and_are_seeded():
    def game(level):
        s = SPEC.new_state(3, seed=11)
        players = [bots.make("hidden_unders", level, seed=p) for p in range(3)]
        codes = []
        while not s.is_over:
            p = s.current_player
            legal = s.legal_actions()
            a = players[p].choose(s.view(p), legal, random.Random(len(codes)))
            assert a in legal
            codes.append(a.code)
            s.apply(a)
        return codes

    for level in ("easy", "normal"):
        assert game(level) == game(level)


def test_normal_goes_out_when_it_can(hu):
    s = hu.pos(hands=[[], ["4H"]], overs=[["9C", "9D", None, None], []], pile=["5S"])
    assert normal_choice(s) == "play 9D 9C"


def test_normal_completes_a_run_to_burn(hu):
    s = hu.pos(hands=[["4C", "8C", "8D", "KC"], ["4H"]], pile=["8S", "8H"], stock=["2S"])
    assert normal_choice(s) == "play 8D 8C"


def test_normal_plays_the_cheapest_rank_and_keeps_twos_and_tens(hu):
    s = hu.pos(hands=[["2C", "TC", "6C", "6D", "QC"], ["4H"]], pile=["5S"], stock=["2S"])
    assert normal_choice(s) == "play 6D 6C"


def test_normal_plays_high_cards_one_at_a_time_while_the_stock_lasts(hu):
    s = hu.pos(hands=[["QC", "QD", "2C"], ["4H"]], pile=["JS"], stock=["2S", "3S"])
    assert normal_choice(s) == "play QD"


def test_normal_resets_a_small_pile_and_burns_a_big_one(hu):
    small = hu.pos(hands=[["2C", "TC", "3C"], ["4H"]], pile=["AS"], stock=["5S"])
    assert normal_choice(small) == "play 2C"
    big = hu.pos(
        hands=[["2C", "TC", "3C"], ["4H"]], pile=["3S", "4S", "5S", "6S", "7S", "AS"], stock=["5D"]
    )
    assert normal_choice(big) == "play TC"


def test_normal_blocks_a_player_on_unders_by_leading_high(hu):
    s = hu.pos(hands=[["4C", "9C", "KC"], []], unders=[[], ["3H", "4H", None, None]], pile=[])
    assert normal_choice(s) == "play KC"
    calm = hu.pos(hands=[["4C", "9C", "KC"], ["5H", "6H", "7H", "8H"]], pile=[], stock=["QS"])
    assert normal_choice(calm) == "play 4C"


def test_normal_tracks_cards_and_does_not_set_up_a_burn(hu):
    # Playing the 6s would leave three 6s for P2, who picked up the fourth (known).
    s = hu.pos(hands=[["6C", "6D", "7C"], ["6H", "QH"]], pile=["6S"], known=[[], ["6H"]])
    assert normal_choice(s) == "play 7C"


def test_normal_overs_split_puts_specials_and_high_cards_up(hu):
    s = hu.deal(2, {0: ([], ["3S", "4S", "5D", "TS", "2H", "AS", "KS", "7D"])})
    assert normal_choice(s) == "overs 2H TS KS AS"


def test_normal_overs_keep_a_card_that_answers_the_pile(hu):
    s = hu.deal(
        2,
        {
            0: ([], ["7S", "4H", "5H", "6H", "8H", "9H", "JH", "QH"]),
            1: ([], ["3S", "4S", "5S", "6S", "KS", "AS", "2S", "TS"]),
        },
    )
    s.apply("overs 4H 5H 6H 8H")
    s.apply("play QH")  # P2 must answer a queen on its first turn
    # 10, 2, A, K face up would leave 3 4 5 6: nothing to put on the queen but the pile
    assert normal_choice(s) == "overs 2S 6S TS AS"


def test_rollout_policy_matches_the_normal_bot(hu):
    rng = random.Random(3)
    compared = 0
    for seed in range(40):
        s = SPEC.new_state(2 + seed % 5, seed=seed)
        while not s.is_over and s.turn < 150:
            p = s.current_player
            legal = s.legal_actions()
            a = rollout_action(s, rng)
            assert a in legal
            if s.phase == 0 and s.chosen[p] and s.zone(p) != 2:
                assert a.code == normal_choice(s)
                compared += 1
            s.step(rng.choice(legal) if rng.random() < 0.3 else a)
    assert compared > 500


def test_normal_bot_sees_only_its_view(hu):
    """Fog test: worlds that differ only in cards the bot cannot see give the same move."""
    rng = random.Random(5)
    for seed in range(30):
        s = SPEC.new_state(3, seed=seed)
        for _ in range(rng.randrange(1, 40)):
            if s.is_over:
                break
            s.step(rollout_action(s, rng))
        if s.is_over:
            continue
        p = s.current_player
        view = s.view(p)
        world = SPEC.determinize(view, random.Random(seed))
        mine = NormalBot(seed=9).choose(view, s.legal_actions(), random.Random(1))
        other = NormalBot(seed=9).choose(world.view(p), world.legal_actions(), random.Random(1))
        assert mine == other


def test_easy_picks_random_overs_and_moves():
    s = SPEC.new_state(2, seed=2)
    picks = {
        EasyBot(seed=k).choose(s.view(s.current_player), s.legal_actions()).code for k in range(20)
    }
    assert len(picks) > 5


def test_search_evaluation_ranks_by_distance_to_going_out(hu):
    s = hu.pos(3, hands=[["2C", "TC", "5C"], ["4H", "6H", "8H"], ["4D", "7D", "8D", "9D"]], pile=[])
    # P1 holds 3 cards but two always play (2 and 10 count half): 2.0 < P2 3 < P3 4
    assert SPEC.evaluate(s) == [1.0, 0.5, 0.0]
    s.apply("play 5C")
    assert not s.is_over and SPEC.evaluate(s)[0] == 1.0


def test_normal_takes_its_weakest_over_with_the_pile(hu):
    s = hu.pos(
        hands=[[], ["4H"]],
        overs=[["5C", "4D", None, "6S"], []],
        pile=["9S"],
        options={"pickup_takes_over": True},
    )
    assert normal_choice(s) == "take 1"
    assert rollout_action(s, random.Random(1)).code == "take 1"


def test_normal_picks_up_a_small_pile_with_a_special_when_allowed(hu):
    layout = {"hands": [["5C", "9C", "KC", "QC"], ["4H"]], "pile": ["2S", "4S"], "stock": ["3D"]}
    assert normal_choice(hu.pos(**layout, options={"voluntary_pickup": True})) == "take"
    assert normal_choice(hu.pos(**layout)) == "play 5C"
