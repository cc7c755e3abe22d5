"""The fifteen test scenarios of rules page §2.6, under the default options."""

from __future__ import annotations

import pytest

from cardtui.core.errors import IllegalAction

HIGH = ["9S", "JS", "QS", "KS"]  # overs that never matter in these scenarios


def test_t1_r10_run_of_four_across_players_burns_and_burner_leads(hu):
    s = hu.deal(
        3,
        {
            0: ([], ["5S", *HIGH, "3D", "4D", "6D"]),
            1: ([], ["5H", "5D", "9H", "JH", "QH", "KH", "3H", "4H"]),
            2: ([], ["5C", "9D", "JD", "QD", "KD", "3C", "4C", "6C"]),
        },
    )
    s.apply("overs " + " ".join(HIGH))
    s.apply("play 5S")
    s.apply("overs 9H JH QH KH")
    ev = s.apply("play 5H 5D")
    assert "burn" not in hu.kinds(ev) and len(s.pile) == 3
    s.apply("overs 9D JD QD KD")
    ev = s.apply("play 5C")
    assert hu.kinds(ev)[:3] == ["play", "burn", "draw"]
    assert s.pile == [] and len(s.burned) == 4
    assert s.current_player == 2 and len(s.hands[2]) == 4  # drew to 4, then leads


def test_t2_r10_broken_run_does_not_burn(hu):
    s = hu.pos(hands=[["5C", "9C"], ["3H"]], pile=["5S", "5H", "2C", "5D"], stock=["KD", "KH"])
    assert "play 5C" in hu.codes(s)  # equal rank is legal (R7 c)
    ev = s.apply("play 5C")
    assert "burn" not in hu.kinds(ev)
    assert s.view(0)["run"] == 2 and len(s.pile) == 5


def test_t3_r10_four_twos_over_several_turns_burn(hu):
    s = hu.pos(
        hands=[["2D", "9C"], ["2C", "8H"]],
        pile=["2S", "2H"],
        stock=["KD", "KH", "QS", "QH", "JD", "JH"],
    )
    s.apply("play 2D")
    assert s.current_player == 1 and len(s.pile) == 3
    ev = s.apply("play 2C")
    assert "burn" in hu.kinds(ev) and s.pile == []
    assert s.current_player == 1  # the player of the fourth 2 leads
    assert len(s.hands[1]) == 4  # after drawing


def test_t4_r8_three_goes_on_a_two(hu):
    s = hu.pos(hands=[["3C", "9C"], ["4H"]], pile=["KD", "2S"])
    assert "play 3C" in hu.codes(s)
    assert s.view(0)["pile_rank"] == 2


def test_t5_x3_only_the_ten_goes_on_a_king_and_must_be_played(hu):
    s = hu.pos(hands=[["4C", "TC", "7C", "9C"], ["4H"]], pile=["KD"])
    assert hu.codes(s) == ["play TC"]
    with pytest.raises(IllegalAction, match="voluntary pickup is off"):
        s.apply("take")


def test_t6_r14_automatic_pickup_no_draw_next_leads_on_empty_pile(hu):
    s = hu.pos(
        hands=[["3C", "5C", "7C", "9C"], ["4H", "8H"]], pile=["QS", "AD"], stock=["KD", "KH"]
    )
    assert hu.codes(s) == ["take"]
    ev = s.apply("take")
    assert hu.kinds(ev) == ["pickup"]
    assert len(s.hands[0]) == 6 and len(s.stock) == 2  # no draw
    assert s.current_player == 1 and s.pile == []
    assert set(hu.codes(s)) == {"play 4H", "play 8H"}  # any card leads


def test_t7_x11_overs_legal_plays_include_the_pair(hu):
    s = hu.pos(hands=[[], ["4H"]], overs=[["6C", "6D", "JC", "AC"], []], pile=["5S"])
    assert hu.codes(s) == ["play 6D", "play 6D 6C", "play JC", "play AC"]  # suits S H D C


def test_t8_r14_r15_stuck_on_overs_picks_up_overs_stay(hu):
    s = hu.pos(hands=[[], ["4H", "5H"]], overs=[["4C", "4D", None, None], []], pile=["9S"])
    assert hu.codes(s) == ["take"]
    s.apply("take")
    assert [c.code for c in s.overs[0][:2]] == ["4C", "4D"] and s.n_overs[0] == 2
    s.apply("play 4H")  # P2 leads
    assert s.current_player == 0
    assert hu.codes(s) == ["play 9S"]  # from the hand until it is empty (R15)


def test_t9_x9_failed_under_and_pile_go_to_hand_then_hand_first(hu):
    s = hu.pos(hands=[[], ["3H"]], unders=[["7C", "8C", None, None], []], pile=["5S", "QD"])
    ev = s.apply("flip 0")
    assert hu.kinds(ev) == ["flip", "pickup"]
    assert sorted(c.code for c in s.hands[0]) == ["5S", "7C", "QD"]
    assert s.current_player == 1 and s.pile == []
    assert sorted(c.code for c in s.known[0]) == ["5S", "7C", "QD"]  # public (R20)
    s.apply("play 3H")
    assert all(code.startswith("play") for code in hu.codes(s))  # hand again, not unders


@pytest.mark.parametrize("replay", [False, True])
def test_t10_x8_under_ten_burns_and_turn_passes(hu, replay):
    s = hu.pos(
        hands=[[], ["3H"]],
        unders=[["TC", "8C", None, None], []],
        pile=["5S", "QD"],
        options={"under_burn_replay": replay},
    )
    ev = s.apply("flip 0")
    assert "burn" in hu.kinds(ev) and s.pile == []
    if replay:  # the family rule: the burner flips again
        assert s.current_player == 0 and hu.codes(s) == ["flip 1"]
    else:
        assert s.current_player == 1


def test_t11_r16_last_card_an_over_ten_goes_out_and_wins(hu):
    s = hu.pos(hands=[[], ["3H", "4H"]], overs=[["TC", None, None, None], []], pile=["AS"])
    ev = s.apply("play TC")
    assert hu.kinds(ev)[-2:] == ["out", "round_over"]
    assert s.is_over and s.winners() == [0] and s.ranking() == [[0], [1]]


def test_t12_r5_first_turn_chooses_overs_then_plays_the_same_turn(hu):
    s = hu.deal(
        2,
        {
            0: ([], ["7S", "9S", "JS", "QS", "KS", "3D", "4D", "6D"]),
            1: ([], ["3H", "4H", "5H", "6H", "8H", "2C", "AH", "KH"]),
        },
    )
    s.apply("overs 9S JS QS KS")
    s.apply("play 7S")
    assert s.current_player == 1 and len(s.hands[1]) == 8
    assert all(code.startswith("overs ") for code in hu.codes(s)) and len(hu.codes(s)) == 70
    with pytest.raises(IllegalAction, match="First choose your four overs"):
        s.apply("play 8H")
    s.apply("overs 3H 4H 5H 6H")
    assert s.current_player == 1  # the same turn goes on
    assert hu.codes(s) == ["play 2C", "play 8H", "play KH", "play AH"]


def test_t13_r10_five_of_a_kind_with_two_decks_burns(hu):
    s = hu.pos(
        hands=[["5S", "5S", "5H", "5H", "5D", "9C"], ["3H"]],
        pile=["4C"],
        stock=["KD", "KH"],
        options={"decks": 2},
    )
    ev = s.apply("play 5S 5S 5H 5H 5D")
    assert "burn" in hu.kinds(ev) and s.pile == []
    assert s.current_player == 0


def test_t14_r9_ten_burns_draw_one_then_lead(hu):
    s = hu.pos(hands=[["TC", "3C", "8C", "8D"], ["3H"]], pile=["QS"], stock=["KD", "KH"])
    ev = s.apply("play TC")
    assert hu.kinds(ev) == ["play", "burn", "draw"]
    assert len(s.hands[0]) == 4 and s.hands[0][-1].code == "KD"
    assert s.current_player == 0 and s.pile == []


def test_t15_r9_r13_ten_then_lead_by_flipping_an_under(hu):
    s = hu.pos(hands=[["TC"], ["3H"]], unders=[["4C", "5C", "6C", None], []], pile=["QS"])
    s.apply("play TC")
    assert s.current_player == 0 and hu.codes(s) == ["flip 0", "flip 1", "flip 2"]
    ev = s.apply("flip 1")  # legal on the empty pile
    assert hu.kinds(ev) == ["flip", "play"]
    assert s.current_player == 1
