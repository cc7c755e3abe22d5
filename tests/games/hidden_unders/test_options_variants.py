"""Options (§2), presets, and the house-rule variants of rules page §3.1."""

from __future__ import annotations

import dataclasses

import pytest

from cardtui.core.errors import OptionError
from cardtui.games.hidden_unders import SPEC
from cardtui.games.hidden_unders.deal import stacked_deck
from cardtui.games.hidden_unders.options import HIDDEN_UNDERS, SHITHEAD_CLASSIC


def test_defaults_are_the_rules_page_defaults():
    o = SPEC.options()
    assert (o.decks, o.overs_timing, o.first_player, o.four_kind) == (
        "auto",
        "first_turn",
        "left_of_dealer",
        "run",
    )
    assert not any(
        [
            o.voluntary_pickup,
            o.pickup_takes_over,
            o.under_burn_replay,
            o.mix_hand_overs,
            o.same_rank_followup,
            o.memory_aid,
        ]
    )
    assert (o.end_condition, o.scoring, o.target, o.turn_cap) == (
        "first_out",
        "round_wins",
        3,
        1000,
    )


def test_every_page_key_is_an_option():
    names = {f.name for f in dataclasses.fields(SPEC.Options)}
    assert {
        "decks",
        "overs_timing",
        "first_player",
        "four_kind",
        "voluntary_pickup",
        "pickup_takes_over",
        "under_burn_replay",
        "mix_hand_overs",
        "same_rank_followup",
        "end_condition",
        "scoring",
        "target",
        "turn_cap",
        "memory_aid",
    } <= names


def test_presets_default_and_shithead_classic():
    assert SPEC.options(SPEC.presets[HIDDEN_UNDERS]) == SPEC.options()
    classic = SPEC.options(SPEC.presets[SHITHEAD_CLASSIC])
    assert classic.end_condition == "play_to_last"
    assert classic.first_player == "lowest_card" and classic.voluntary_pickup


def test_r5_x2_shithead_classic_settles_every_overs_before_the_first_lead():
    # The family's opening: overs dealt face up, hand and overs settled by everyone before
    # anyone plays; the app's own game keeps the choice at each player's first turn (R5).
    assert SPEC.options(SPEC.presets[HIDDEN_UNDERS]).overs_timing == "first_turn"
    classic = SPEC.options(SPEC.presets[SHITHEAD_CLASSIC])
    assert classic.overs_timing == "swap"
    state = SPEC.new_state(3, classic, seed=5)
    seen = []
    while not any(c.startswith("play") for c in (a.code for a in state.legal_actions())):
        seen.append(state.current_player)
        state.apply("ready")
    assert sorted(seen) == [0, 1, 2] and all(state.view(p)["overs_chosen"][p] for p in range(3))


def test_options_from_text_and_refusals():
    assert SPEC.options({"decks": "2", "voluntary_pickup": "yes"}).decks == 2
    with pytest.raises(OptionError, match="Did you mean 'decks'"):
        SPEC.options({"deck": 2})
    with pytest.raises(OptionError, match="turn cap"):
        SPEC.options({"turn_cap": 3})
    with pytest.raises(OptionError, match="must be one of"):
        SPEC.options({"decks": 4})


def test_variant_3_1_1_play_to_last_ranks_by_finishing_order(hu):
    s = hu.pos(
        3,
        hands=[["5C"], ["3H", "6H"], ["4D", "7D"]],
        pile=[],
        options={"end_condition": "play_to_last"},
    )
    ev = s.apply("play 5C")
    assert "out" in hu.kinds(ev) and not s.is_over and s.current_player == 1
    s.apply("play 6H")
    s.apply("play 7D")
    s.apply("take")  # P2 cannot beat the 7
    ev = s.apply("play 4D")  # P3 goes out: P2 is the last one left, the loser
    assert hu.kinds(ev)[-1] == "round_over" and s.end == "last"
    assert s.ranking() == [[0], [2], [1]] and s.winners() == [0]


def test_variant_3_1_1_out_after_a_burn_passes_the_lead_on(hu):
    s = hu.pos(
        3,
        hands=[["TC"], ["3H", "6H"], ["4D", "7D"]],
        pile=["9S"],
        options={"end_condition": "play_to_last"},
    )
    s.apply("play TC")
    assert s.out[0] and s.current_player == 1 and s.pile == []


@pytest.mark.parametrize(
    ("ten_on_seven", "codes"), [(True, ["play 5C", "play TC"]), (False, ["play 5C"])]
)
def test_variant_3_1_3_seven_means_seven_or_lower(hu, ten_on_seven, codes):
    s = hu.pos(
        hands=[["5C", "9C", "TC"], ["4H"]],
        pile=["7S"],
        options={"seven_lower": True, "ten_on_seven": ten_on_seven},
    )
    assert hu.codes(s) == codes
    assert s.view(0)["pile_max"] == 7


def test_variant_3_1_4_three_mirrors_the_card_below(hu):
    s = hu.pos(
        hands=[["3C", "5C", "9C"], ["8H", "4H"]], pile=["8S"], options={"three_mirror": True}
    )
    assert hu.codes(s) == ["play 3C", "play 9C"]
    s.apply("play 3C")
    assert s.view(1)["pile_rank"] == 8 and hu.codes(s) == ["play 8H"]


def test_variant_3_1_5_eight_skips_the_next_player(hu):
    s = hu.pos(
        3,
        hands=[["8C", "8D", "9C"], ["9H", "3H"], ["9D", "3D"]],
        pile=[],
        options={"eight_skip": True},
    )
    ev = s.apply("play 8D 8C")
    assert "skip" in hu.kinds(ev) and s.current_player == 0  # two skips: round to P1


def test_variant_3_1_6_out_of_turn_burn_in(hu):
    s = hu.pos(
        3,
        hands=[["5C", "9C"], ["6H", "3H"], ["5D", "5H", "3D"]],
        pile=["5S"],
        stock=["KD", "KH"],
        options={"out_of_turn_burn": True},
    )
    s.apply("play 5C")  # run of 2 on top; P3 holds the other two fives
    assert s.current_player == 2 and hu.codes(s) == ["play 5H 5D", "pass"]
    ev = s.apply("play 5D 5H")
    assert "burn" in hu.kinds(ev) and s.current_player == 2  # the burner leads


def test_variant_3_1_6_passing_hands_the_turn_to_the_next_player(hu):
    s = hu.pos(
        3,
        hands=[["5C", "9C"], ["6H", "3H"], ["5D", "5H", "3D"]],
        pile=["5S"],
        options={"out_of_turn_burn": True},
    )
    s.apply("play 5C")
    s.apply("pass")
    assert s.current_player == 1 and s.phase == 0


def test_variant_3_1_7_same_rank_followup(hu):
    s = hu.pos(
        hands=[["5C", "6C", "7C", "8C"], ["4H"]],
        pile=[],
        stock=["5D", "KD"],
        options={"same_rank_followup": True},
    )
    s.apply("play 5C")
    assert hu.codes(s) == ["play 5D", "done"]
    s.apply("play 5D")
    assert [c.code for c in s.pile] == ["5C", "5D"] and hu.codes(s) == ["done"]
    s.apply("done")
    assert s.current_player == 1


def test_variant_3_1_9_three_of_a_kind_burns(hu):
    s = hu.pos(hands=[["5C", "9C"], ["4H"]], pile=["5S", "5H"], options={"three_kind_burn": True})
    assert "burn" in hu.kinds(s.apply("play 5C"))


def test_variant_3_1_10_swapped_two_and_ten(hu):
    s = hu.pos(hands=[["2C", "9C"], ["4H"]], pile=["KS"], options={"swap_2_10": True})
    assert "burn" in hu.kinds(s.apply("play 2C"))
    s = hu.pos(hands=[["TC", "9C"], ["4H"]], pile=["KS"], options={"swap_2_10": True})
    ev = s.apply("play TC")
    assert "reset" in hu.kinds(ev) and s.view(1)["pile_rank"] == 2


def test_variant_3_1_11_winner_swaps_an_over_with_the_loser():
    deck = stacked_deck(
        2,
        {
            0: ([], ["3S", "4S", "5S", "6S", "9S", "JS", "QS", "KS"]),
            1: ([], ["7H", "8H", "9H", "JH", "2H", "TH", "AH", "KH"]),
        },
        dealer=1,
    )
    s = SPEC.new_state(
        2,
        {"winner_swap": True, "overs_timing": "before_play"},
        deck=deck,
        dealer=1,
        previous={"ranking": [[1], [0]]},
    )  # P2 won, P1 lost
    s.apply("overs 9S JS QS KS")
    s.apply("overs 2H TH AH KH")
    assert s.current_player == 0 and s.view(0)["phase"] == "play"
    s.apply("play 3S")
    assert s.view(1)["phase"] == "swap" and "pass" in hu_codes(s)
    s.apply("swap 0 3")  # P2's 2H for P1's KS
    assert [c.code for c in s.overs[1]] == ["KS", "TH", "AH", "KH"]
    assert [c.code for c in s.overs[0]] == ["9S", "JS", "QS", "2H"]
    assert s.current_player == 1 and s.view(1)["phase"] == "play"


def hu_codes(s):
    return [a.code for a in s.legal_actions()]


def test_variant_3_1_12_short_game_has_no_stock():
    s = SPEC.new_state(2, {"short_game": True}, seed=1)
    assert s.stock == [] and len(s.aside) == 28 and s.view(0)["aside_count"] == 28
