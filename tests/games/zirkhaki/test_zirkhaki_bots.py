"""The easy and normal bots, the search hooks (rollout policy, determinize) and fairness."""

from __future__ import annotations

import random
from collections import Counter

from games.zirkhaki.zirkhaki_helpers import game, play, position

from cardtui.bots import levels, make
from cardtui.games.zirkhaki import SPEC
from cardtui.games.zirkhaki.bots import EasyBot, NormalBot

FILL = ["chest5", "chest6", "chest7", "key5", "key6", "key7"]


def normal_move(s) -> str:
    me = s.current_player
    return NormalBot(seed=1).choose(s.view(me), s.legal_actions(), random.Random(1)).code


def test_levels_are_registered():
    assert levels("zirkhaki")[:3] == ["random", "easy", "normal"]
    assert isinstance(make("zirkhaki", "normal", seed=3), NormalBot)


def test_easy_draws_until_two_or_three_cards_then_collects():
    s = game("coin5", "key3", "chest3", "carpet3")
    bot = EasyBot(seed=0)
    seen = Counter()
    play(s, "draw")
    assert bot.choose(s.view(0), s.legal_actions(), random.Random(0)).code == "draw"
    play(s, "draw")
    for seed in range(40):
        seen[bot.choose(s.view(0), s.legal_actions(), random.Random(seed)).code] += 1
    assert seen["draw"] > 5 and seen["bank"] > 5  # at two cards: sometimes one more
    play(s, "draw")
    assert all(
        bot.choose(s.view(0), s.legal_actions(), random.Random(k)).code == "bank" for k in range(10)
    )


def test_easy_picks_choices_at_random_but_never_draws_a_seen_bust():
    s = position(["pistol3", *FILL], banks=[[], ["coin9", "map3", "key4"]])
    play(s, "draw")
    picks = {
        EasyBot().choose(s.view(0), s.legal_actions(), random.Random(k)).code for k in range(30)
    }
    assert len(picks) == 3
    s2 = game("astrolabe3", "astrolabe4")
    play(s2, "draw")
    assert EasyBot().choose(s2.view(0), s2.legal_actions(), random.Random(0)).code == "bank"


def test_normal_pistol_burns_for_the_largest_score_swing():
    s = position(["pistol3", *FILL], banks=[[], ["coin9", "map3", "map4"]])
    play(s, "draw")
    assert normal_move(s) == "choose coin9"  # -9, where map4 would cost only 1


def test_normal_dagger_steals_the_best_card_that_does_not_bust():
    s = position(["coin5", "dagger3", *FILL], banks=[[], ["coin9", "key4", "chest3"]])
    play(s, "draw", "draw")
    assert normal_move(s) == "choose key4"


def test_normal_horseshoe_replays_a_safe_card():
    s = position(["coin5", "horseshoe3", *FILL], banks=[["coin6", "pistol4"], ["map7"]])
    play(s, "draw", "draw")
    assert normal_move(s) == "choose pistol4"


def test_normal_map_picks_a_card_that_does_not_bust():
    draw = ["coin5", "map3", *FILL]
    from cardtui.games.zirkhaki.cards import DECK

    pit = ["coin4", "key2"]
    s = position(draw, banks=[[], [c.code for c in DECK if c.code not in draw + pit]], burnt=pit)
    play(s, "draw", "draw")
    assert normal_move(s) == "choose key2"


def test_normal_uses_its_peek_and_the_odds():
    s = game("astrolabe3", "astrolabe4")
    play(s, "draw")
    assert normal_move(s) == "bank"  # it has seen the bust
    s = game("astrolabe3", "coin9")
    play(s, "draw")
    assert normal_move(s) == "draw"  # it has seen a safe card
    s = game("coin5", "key3")
    play(s, "draw")
    assert normal_move(s) == "draw"  # 8% odds with little at stake
    s = game(
        "coin9",
        "key7",
        "chest7",
        "carpet7",
        "astrolabe7",
        "pistol7",
        "dagger7",
        options={"learning": True},
    )
    play(s, *["draw"] * 7)
    assert normal_move(s) == "bank"  # 65% odds with a lot at stake


def test_normal_prefers_the_strongest_offered_ring():
    s = game(rings=[("snake_charmer", "goldsmith"), ("rogue", "mugger")], options={"rings": True})
    assert normal_move(s) == "ring goldsmith"


def test_bots_are_deterministic_for_a_seed_and_always_legal():
    for options in ({}, {"rings": True}):
        results = []
        for _ in range(2):
            s = SPEC.new_state(3, options, seed=9)
            bots = [NormalBot(seed=1), EasyBot(seed=2), NormalBot(seed=3)]
            moves = []
            while not s.is_over:
                me = s.current_player
                action = bots[me].choose(s.view(me), s.legal_actions())
                assert action in s.legal_actions()
                moves.append(action.code)
                s.apply(action)
            results.append((moves, s.scores()))
        assert results[0] == results[1]


def test_rollout_policy_is_legal_and_ignores_the_hidden_order():
    rng = random.Random(5)
    for seed in range(6):
        s = SPEC.new_state(2 + seed % 3, {"rings": seed % 2 == 1}, seed=seed)
        while not s.is_over:
            me = s.current_player
            mine = SPEC.rollout_action(s, rng)
            assert mine in s.legal_actions()
            # another world with the same view: the policy cannot tell them apart
            world = SPEC.determinize(s.view(me), random.Random(seed))
            assert SPEC.rollout_action(world, rng) is mine
            s.apply(rng.choice(s.legal_actions()))


def test_rollout_policy_collects_a_seen_bust_and_avoids_busting_choices():
    s = game("astrolabe3", "astrolabe4")
    play(s, "draw")
    assert SPEC.rollout_action(s, random.Random(0)).code == "bank"
    s = position(["coin5", "dagger3", *FILL], banks=[[], ["coin9", "key4", "chest3"]])
    play(s, "draw", "draw")
    assert SPEC.rollout_action(s, random.Random(0)).code == "choose key4"
    s = position(["pistol3", *FILL], banks=[[], ["coin9", "map3", "map4"]])
    play(s, "draw")
    assert SPEC.rollout_action(s, random.Random(0)).code == "choose coin9"
