"""R1-R20 and the ambiguities X1-X20 as resolved by the rules page, one scenario each."""

from __future__ import annotations

import json

import pytest

from cardtui.core.cards import new_deck
from cardtui.core.errors import IllegalAction
from cardtui.games.hidden_unders import SPEC

HIGH = ["9S", "JS", "QS", "KS"]


def test_r1_two_to_six_players():
    for n in range(2, 7):
        assert SPEC.new_state(n, seed=n).players == n
    for n in (1, 7):
        with pytest.raises(ValueError, match="2 to 6 players"):
            SPEC.new_state(n, seed=1)


@pytest.mark.parametrize(
    ("players", "decks", "stock"), [(2, 1, 28), (3, 1, 16), (4, 1, 4), (5, 2, 44), (6, 2, 32)]
)
def test_r2_x14_auto_decks_and_stock_after_the_deal(players, decks, stock):
    s = SPEC.new_state(players, seed=3)
    assert SPEC.options().deck_count(players) == decks
    assert len(s.stock) == stock


def test_r2_too_few_decks_is_a_clear_error():
    with pytest.raises(ValueError, match="cannot deal 12 cards to each of 5 players"):
        SPEC.new_state(5, {"decks": 1}, seed=1)
    assert len(SPEC.new_state(4, {"decks": 2}, seed=1).stock) == 56  # the long 4-player game


def test_r3_rank_order_two_low_ace_high(hu):
    s = hu.pos(hands=[["AC", "3C"], ["4H"]], pile=["KD"])
    assert hu.codes(s) == ["play AC"]
    s = hu.pos(hands=[["KC", "3C"], ["4H"]], pile=["AD"])
    assert hu.codes(s) == ["take"]


def test_r4_deal_order_unders_then_hand_from_left_of_dealer():
    deck = new_deck()  # 2S 3S ... AS 2H ... top first
    s = SPEC.new_state(2, deck=deck, dealer=1)  # seat 0 is left of the dealer
    assert s.unders[0] == deck[0:4] and set(s.hands[0]) == set(deck[4:12])
    assert s.unders[1] == deck[12:16] and set(s.hands[1]) == set(deck[16:24])
    assert len(s.stock) == 28 and s.stock[-1] == deck[24]  # the stock's top is drawn first


def test_r4_stacked_deck_must_be_whole_decks():
    with pytest.raises(ValueError, match="whole 52-card decks"):
        SPEC.new_state(2, deck=["2S"] * 30)
    with pytest.raises(ValueError, match="every card 1 time"):
        SPEC.new_state(2, deck=["2S"] * 52)


def test_r5_x1_overs_are_face_up_and_public(hu):
    s = hu.deal(2, {0: ([], ["3S", "4S", *HIGH, "5D", "6D"])})
    s.apply("overs 9S JS QS KS")
    view = s.view(1).to_dict()
    assert view["overs"][0] == HIGH and view["overs_chosen"] == [True, False]


def test_r5_x2_before_play_timing_everyone_chooses_first(hu):
    s = hu.deal(3, {}, overs_timing="before_play")
    for seat in (0, 1, 2):
        assert s.current_player == seat and hu.codes(s)[0].startswith("overs")
        s.apply(s.legal_actions()[0])
    assert s.current_player == 0 and hu.codes(s)[0].startswith("play")


def test_r6_x13_first_player_left_of_dealer_and_options():
    assert SPEC.new_state(4, seed=1, dealer=2).current_player == 3
    low = SPEC.new_state(4, {"first_player": "lowest_card"}, seed=5, dealer=0)
    lowest = [min([c.rank for c in h if c.rank not in (2, 10)]) for h in low.hands]
    assert lowest[low.current_player] == min(lowest)
    prev = SPEC.new_state(
        3,
        {"first_player": "previous_winner"},
        seed=1,
        dealer=0,
        previous={"ranking": [[2], [0, 1]]},
    )
    assert prev.current_player == 2
    rand = {SPEC.new_state(4, {"first_player": "random"}, seed=k).current_player for k in range(30)}
    assert len(rand) > 1


def test_r7_equal_or_higher_and_lower_is_refused_with_a_sentence(hu):
    s = hu.pos(hands=[["5C", "9C", "9D"], ["4H"]], pile=["9S"])
    assert hu.codes(s) == ["play 9D", "play 9D 9C"]
    before = s.snapshot()
    with pytest.raises(IllegalAction, match="A 5 cannot go on a 9"):
        s.apply("play 5C")
    assert s.snapshot() == before


def test_r7_x4_any_number_of_a_rank(hu):
    s = hu.pos(hands=[["5C", "5D", "5H"], ["4H"]], pile=[])
    assert hu.codes(s) == ["play 5H", "play 5H 5D", "play 5H 5D 5C"]


def test_r8_two_stays_on_the_pile_and_gives_no_extra_turn(hu):
    s = hu.pos(hands=[["2C", "9C"], ["3H", "4H"]], pile=["AS"])
    ev = s.apply("play 2C")
    assert hu.kinds(ev) == ["play", "reset"]
    assert [c.code for c in s.pile] == ["AS", "2C"] and s.current_player == 1
    assert set(hu.codes(s)) == {"play 3H", "play 4H"}


def test_r9_leading_a_ten_burns_at_once_and_leads_again(hu):
    s = hu.pos(hands=[["TC", "5C"], ["3H"]], pile=[])
    ev = s.apply("play TC")
    assert "burn" in hu.kinds(ev) and s.current_player == 0 and s.burned[-1].code == "TC"


def test_x18_burned_cards_never_come_back(hu):
    s = hu.pos(hands=[["TC", "5C"], ["3H", "6H"]], pile=["8S", "9S"])
    s.apply("play TC")
    burned = list(s.burned)
    s.apply("play 5C")
    assert s.burned == burned and not set(burned[-3:]) & set(s.pile + s.hands[0] + s.hands[1])


@pytest.mark.parametrize(("mode", "burns"), [("run", True), ("single_play", False), ("off", False)])
def test_r10_x5_four_kind_modes(hu, mode, burns):
    s = hu.pos(
        hands=[["5C", "9C"], ["4H"]],
        pile=["5S", "5H", "5D"],
        stock=["KD"],
        options={"four_kind": mode},
    )
    ev = s.apply("play 5C")
    assert ("burn" in hu.kinds(ev)) is burns


def test_r10_single_play_four_at_once_burns(hu):
    s = hu.pos(
        hands=[["5C", "5S", "5H", "5D", "9C"], ["4H"]],
        pile=["3S"],
        options={"four_kind": "single_play"},
    )
    assert "burn" in hu.kinds(s.apply("play 5C 5S 5H 5D"))


def test_r11_draw_to_four_and_play_on_when_stock_is_empty(hu):
    s = hu.pos(hands=[["5C", "6C", "7C", "8C"], ["9H", "3H"]], pile=[], stock=["KD"])
    ev = s.apply("play 5C")
    assert hu.kinds(ev) == ["play", "draw"] and len(s.hands[0]) == 4 and s.stock == []
    s.apply("play 9H")
    s.apply("play KD")
    assert len(s.hands[0]) == 3  # nothing left to draw: play simply goes on


def test_r11_x17_drawn_cards_cannot_join_the_play(hu):
    s = hu.pos(hands=[["5C", "6C", "7C", "8C"], ["4H"]], pile=[], stock=["5D"])
    s.apply("play 5C")
    assert s.current_player == 1 and [c.code for c in s.hands[0]] == ["5D", "6C", "7C", "8C"]


def test_r12_hand_before_overs(hu):
    s = hu.pos(hands=[["6C"], ["4H"]], overs=[["9C", "9D", None, None], []], pile=[])
    assert hu.codes(s) == ["play 6C"]
    with pytest.raises(IllegalAction, match="hand first"):
        s.apply("play 9C")


def test_r12_x12_no_mixing_hand_and_overs_by_default_but_option_allows(hu):
    s = hu.pos(hands=[["9H"], ["4H"]], overs=[["9C", "9D", None, None], []], pile=[])
    assert hu.codes(s) == ["play 9H"]
    s = hu.pos(
        hands=[["9H"], ["4H"]],
        overs=[["9C", "9D", None, None], []],
        pile=[],
        options={"mix_hand_overs": True},
    )
    assert "play 9H 9D" in hu.codes(s) and "play 9H 9D 9C" in hu.codes(s)
    s.apply("play 9C 9H")  # any of those cards, in any order
    assert s.hands[0] == [] and [c and c.code for c in s.overs[0]] == [None, "9D", None, None]


def test_r13_under_led_onto_an_empty_pile_is_always_legal(hu):
    s = hu.pos(hands=[[], ["4H"]], unders=[["3C", None, None, "4C"], []], pile=[])
    assert hu.codes(s) == ["flip 0", "flip 3"]
    ev = s.apply("flip 3")
    assert hu.kinds(ev) == ["flip", "play"] and s.pile[-1].code == "4C"


def test_r14_x7_voluntary_pickup_option(hu):
    s = hu.pos(hands=[["9C", "5C"], ["4H"]], pile=["8S"])
    assert "take" not in hu.codes(s)
    s = hu.pos(hands=[["9C", "5C"], ["4H"]], pile=["8S"], options={"voluntary_pickup": True})
    assert "take" in hu.codes(s)
    s.apply("take")
    assert len(s.hands[0]) == 3 and s.current_player == 1


def test_r14_x10_pickup_takes_over_option(hu):
    s = hu.pos(
        hands=[[], ["4H"]],
        overs=[["4C", "5D", None, None], []],
        pile=["9S"],
        options={"pickup_takes_over": True},
    )
    assert hu.codes(s) == ["take 0", "take 1"]
    s.apply("take 1")
    assert sorted(c.code for c in s.hands[0]) == ["5D", "9S"] and s.n_overs[0] == 1


def test_r16_going_out_on_a_burn_counts(hu):
    s = hu.pos(hands=[["5C"], ["4H"]], pile=["5S", "5H", "5D"])
    ev = s.apply("play 5C")
    assert hu.kinds(ev)[-3:] == ["burn", "out", "round_over"] and s.winners() == [0]


def test_r19_x19_turn_cap_ends_the_round_and_ranks_by_r17():
    s = SPEC.new_state(3, {"turn_cap": 10}, seed=8)  # nobody can shed 12 cards in 10 moves
    events = []
    while not s.is_over:
        events = s.apply(s.legal_actions()[0])
    assert s.turn == 10 and s.end == "cap"
    assert events[-1].kind == "round_over" and "turn cap" in events[-1].text
    left = [s.cards_left(p) for p in range(3)]
    assert [left[p] for p in s.winners()] == [min(left)] * len(s.winners())


def test_r19_the_turn_caps_sentence_counts_plays_not_moves():
    """R19 counts plays, pickups and flips; laying the overs is a move but not one of them,
    so the sentence must not call its count "moves" (the round summary counts every move)."""
    s = SPEC.new_state(2, {"turn_cap": 10}, seed=8)
    moves = 0
    while not s.is_over:
        events = s.apply(s.legal_actions()[0])
        moves += 1
    assert moves > s.turn == 10
    assert "after 10 plays and pickups (the turn cap)" in events[-1].text


def test_r19_the_cap_counts_plays_pickups_and_flips_not_overs_choices(hu):
    s = hu.deal(2, {}, turn_cap=10)
    s.apply(s.legal_actions()[0])  # choosing overs is no move R19 counts
    assert s.phase == 0 and s.turn == 0 and s.view(0)["turn"] == 0
    s.apply(next(a for a in s.legal_actions() if a.code.startswith("play")))
    assert s.turn == 1 and s.view(1)["turn"] == 1


def test_r19_a_pickup_and_a_flip_each_count_once(hu):
    s = hu.pos(hands=[["3C"], ["4H"]], pile=["AS"], options={"turn_cap": 10})
    s.apply("take")  # a pickup counts
    assert s.turn == 1
    s = hu.pos(
        hands=[[], ["4H"]],
        unders=[["3C", None, None, None], ["KC", None, None, None]],
        pile=["AS"],
        options={"turn_cap": 10},
    )
    s.apply("flip 0")  # a flip that cannot be played picks the pile up: one move
    assert s.turn == 1


def test_r19_done_after_a_followup_does_not_halve_the_cap(hu):
    # X17: after every draw the player may add cards or say 'done'; only the play counts.
    s = SPEC.new_state(2, {"same_rank_followup": True, "turn_cap": 40}, seed=3)
    codes = []
    while not s.is_over:
        a = s.legal_actions()[0]
        codes.append(a.code)
        s.apply(a)
    counted = sum(c.split()[0] in ("play", "take", "flip") for c in codes)
    assert s.end == "cap" and s.turn == counted == 40
    assert codes.count("done") >= 10  # the 'done's came on top of the 40 moves


def test_r20_unders_never_appear_not_even_to_their_owner(hu):
    s = hu.pos(
        hands=[["5C"], ["4H"]], unders=[["AC", "AD", None, None], ["KC", None, None, None]], pile=[]
    )
    for seat in (0, 1):
        view = s.view(seat).to_dict()
        text = json.dumps(view)
        assert "AC" not in text and "AD" not in text and "KC" not in text
        assert view["unders"] == [[0, 1], [0]] and view["unders_count"] == [2, 1]
    assert s.view(1).to_dict()["hand"] == ["4H"] and "5C" not in json.dumps(s.view(1).to_dict())


def test_r20_view_keys_and_known_pickups(hu):
    s = hu.pos(hands=[["3C"], ["4H", "9H"]], pile=["5S", "AD"], stock=["KD"])
    s.apply("take")
    view = s.view(1).to_dict()
    for key in (
        "hand",
        "hand_counts",
        "overs",
        "unders_count",
        "pile",
        "pile_rank",
        "run",
        "stock_count",
        "burned_count",
        "known",
        "burned",
        "unders",
        "overs_chosen",
        "turn",
        "current_player",
        "last_play",
    ):
        assert key in view
    assert view["known"][0] == ["5S", "AD"] and view["hand_counts"] == [3, 2]
    assert view["last_play"] == {"seat": 0, "kind": "take", "cards": ["5S", "AD"]}


def test_r20_memory_aid_shows_only_the_top_of_the_pile(hu):
    s = hu.pos(
        hands=[["9C"], ["4H"]],
        pile=["5S", "7D", "8D", "8H"],
        known=[["9C"], []],
        options={"memory_aid": True},
    )
    view = s.view(1).to_dict()
    assert view["pile"] == ["8D", "8H"] and view["pile_size"] == 4 and view["run"] == 2
    assert view["known"][0] == [] and view["burned"] == []
