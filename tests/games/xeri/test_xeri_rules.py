"""The base game, rule by rule (xeri.md §2, X-1 to X-18), on stacked decks and built positions."""

from __future__ import annotations

import pytest
from games.xeri.xeri_helpers import deal, hand_codes, kinds, play, position

from cardtui.core import IllegalAction, Match, RoundsWonMatch, Seat
from cardtui.core.cards import DECK, card, cards
from cardtui.games.xeri import SPEC, stack


def test_x1_a_stacked_deck_must_be_the_whole_deck_once():
    deck = list(DECK)
    with pytest.raises(ValueError, match="missing 2S"):
        SPEC.new_state(2, deck=deck[1:])
    with pytest.raises(ValueError, match="repeated 3S"):
        SPEC.new_state(2, deck=[deck[1], *deck[1:]])
    with pytest.raises(ValueError, match="not a card"):
        SPEC.new_state(2, deck=["ZZ", *deck[1:]])
    state = SPEC.new_state(2, deck=[c.code for c in deck])  # codes work as well as cards
    assert state.talon_count == 36


def test_x2_zones_one_pile_hidden_hands_counts_and_markers():
    state = deal(pile="2D 3D 4D 5C")
    v = state.view(0).to_dict()
    assert v["pile"] == ["2D", "3D", "4D", "5C"]  # bottom first, top last
    assert v["hand_counts"] == [6, 6] and v["talon_count"] == 36
    assert v["captured_counts"] == [0, 0] and v["xeris"] == [0, 0] and v["jack_xeris"] == [0, 0]
    assert v["last_capturer"] is None


def test_x3_a_two_player_round_is_four_deals_of_24_plays_each():
    state = SPEC.new_state(2, seed=11)
    plays = [0, 0]
    deals = {state.deal_no}
    while not state.is_over:
        plays[state.current_player] += 1
        state.step(state.legal_actions()[0])
        deals.add(state.deal_no)
    assert plays == [24, 24] and deals == {1, 2, 3, 4}


def test_x4_the_first_dealer_of_a_match_is_drawn_from_the_seed():
    dealers = {Match(SPEC, [Seat.bot("easy"), Seat.bot("easy")], seed=s).dealer for s in range(40)}
    assert dealers == {0, 1}
    again = Match(SPEC, [Seat.bot("easy"), Seat.bot("easy")], seed=5)
    assert again.dealer == Match(SPEC, [Seat.bot("easy"), Seat.bot("easy")], seed=5).dealer


def test_x5_the_shuffle_follows_the_seed():
    a, b, c = (SPEC.new_state(2, seed=s) for s in (3, 3, 4))
    assert a.snapshot() == b.snapshot()
    assert a.snapshot() != c.snapshot()


def test_x6_deal_order_non_dealer_first_then_pile_bottom_first_then_talon():
    deck = list(DECK)  # 2S..AS, 2H..AH, 2D..AD, 2C..AC, top first
    state = SPEC.new_state(2, deck=deck, dealer=0)
    assert state.hands[1] == deck[0:6]  # the seat after the dealer gets the first packet
    assert state.hands[0] == deck[6:12]  # the dealer the last
    assert state.pile == deck[12:16]  # AS is the bottom, 4H the top
    assert list(state.talon) == deck[16:]
    state = SPEC.new_state(2, deck=deck, dealer=1)
    assert state.hands[0] == deck[0:6] and state.hands[1] == deck[6:12]


@pytest.mark.parametrize("pile", ["2D 3D 4D JC", "2D 3D 9C 9D"])
def test_x7_a_first_pile_topped_by_a_jack_or_a_pair_is_dealt_again(pile):
    state = deal(deals=[{0: "AH KH QH 2H 3H 4H", 1: "AS KS QS 2S 3S 4S"}], pile=pile, seed=3)
    top, under = state.pile[-1], state.pile[-2]
    assert top.rank != 11 and top.rank != under.rank
    assert state.opening_events()[0].kind == "redeal_pile"
    # Hands are untouched; the old pile went back into the talon.
    assert hand_codes(state, 0) == sorted(["AH", "KH", "QH", "2H", "3H", "4H"])
    assert hand_codes(state, 1) == sorted(["AS", "KS", "QS", "2S", "3S", "4S"])
    assert state.talon_count == 36
    assert len({c.index for c in (*state.pile, *state.talon)}) == 40


def test_x7_a_valid_first_pile_stands_and_replays_from_the_seed():
    state = deal(pile="2D 3D 4D 5C")
    assert [c.code for c in state.pile] == ["2D", "3D", "4D", "5C"]
    assert [e.kind for e in state.opening_events()] == ["deal"]
    bad = dict(deals=[{0: "AH"}], pile="9C 9D 2D JC")
    assert deal(**bad, seed=9).snapshot() == deal(**bad, seed=9).snapshot()


def test_x7_about_13_percent_of_first_piles_are_dealt_again():
    n = 3000
    redealt = sum(
        any(e.kind == "redeal_pile" for e in SPEC.new_state(2, seed=s).opening_events())
        for s in range(n)
    )
    assert 0.105 < redealt / n < 0.158  # exact: 1/13 + 12/13 * 3/51 = 13.12 %


def test_x8_non_dealer_leads_turns_alternate_and_nobody_may_pass():
    state = deal(dealer=1, pile="2D 3D 4D 5C")
    assert state.current_player == 0
    state.apply(state.legal_actions()[0])
    assert state.current_player == 1
    with pytest.raises(IllegalAction, match="not a Xeri move"):
        state.apply("pass")
    assert all(a.code.startswith("play ") for a in state.legal_actions())


def test_x9_a_matching_card_takes_the_whole_pile():
    state = deal(deals=[{1: "5H"}], pile="2D 3D 4D 5C")
    events = play(state, "play 5H")
    assert kinds(events) == ["capture"]
    assert state.pile == [] and len(state.captured[1]) == 5 and state.last_capturer == 1
    assert events[0].cards == ("2D", "3D", "4D", "5C", "5H")


def test_x9_a_jack_takes_any_pile_and_other_cards_are_laid_on_top():
    state = deal(deals=[{1: "9H", 0: "JH"}], pile="2D 3D 4D 5C")
    assert kinds(play(state, "9H")) == ["lay"]
    assert state.pile[-1] == card("9H") and len(state.pile) == 5
    assert kinds(play(state, "JH")) == ["capture"]
    assert len(state.captured[0]) == 6 and state.pile == []


def test_x9_a_jack_on_an_empty_table_starts_a_pile_a15():
    state = deal(deals=[{1: "5H", 0: "JH"}], pile="2D 3D 4D 5C")
    play(state, "5H", "JH")
    assert state.pile == [card("JH")] and state.captured[0] == []


def test_x10_captured_cards_stay_face_down_until_the_round_ends():
    state = deal(deals=[{1: "5H"}], pile="2D 3D 4D 5C")
    play(state, "5H")
    v = state.view(0).to_dict()
    assert v["captured_counts"] == [0, 5] and v["round_detail"] is None
    assert "captured" not in v


# X-11 truth table (xeri.md §7): plays after seat 1 clears the table with 5H.
@pytest.mark.parametrize(
    ("lay", "take", "xeris", "jack_xeris", "points"),
    [
        ("7S", "7H", 1, 0, 10),  # lone 7, play 7: xeri
        ("7S", "JH", 0, 0, 0),  # lone 7, play J: capture, no bonus
        ("JS", "JH", 1, 1, 20),  # lone J, play J: jack xeri
    ],
)
def test_x11_xeri_truth_table(lay, take, xeris, jack_xeris, points):
    state = deal(deals=[{1: f"5H {take}", 0: lay}], pile="2D 3D 4D 5C")
    events = play(state, "5H", lay, take)
    assert state.xeris[1] == xeris and state.jack_xeris[1] == jack_xeris
    assert state.xeri_points[1] == points
    assert ("xeri" in kinds(events)) == bool(xeris)
    assert len(state.captured[1]) == 7


def test_x11_matching_the_top_of_a_two_card_pile_is_no_xeri():
    state = deal(deals=[{1: "5H 3C", 0: "7S 3S"}], pile="2D 3D 4D 5C")
    events = play(state, "5H", "7S", "3C", "3S")
    assert kinds(events)[-1] == "capture" and state.xeris == [0, 0]


def test_x11_the_first_pile_can_never_give_a_xeri():
    state = deal(deals=[{1: "5H"}], pile="2D 3D 4D 5C")
    play(state, "5H")
    assert state.xeris == [0, 0]


def test_x11_jack_on_lone_card_is_not_xeri():
    state = deal(deals=[{1: "5H JH", 0: "KS"}], pile="2D 3D 4D 5C")
    events = play(state, "5H", "KS", "JH")
    assert "xeri" not in kinds(events) and state.xeri_points == [0, 0]


def test_x12_the_ten_of_diamonds_taken_as_a_xeri_is_worth_12():
    state = position([["TD"], ["TH"]], dealer=0)  # seat 1 lays 10♥ alone, the dealer takes it
    state.captured = [[], [c for c in DECK if c.code not in ("TD", "TH")]]
    events = play(state, "TH", "TD")
    assert "xeri" in kinds(events)
    seat0 = state.round_detail()["seats"][0]
    assert seat0 == {
        "cards": 2,
        "honours": 2,
        "good_ten": 1,
        "good_two": 0,
        "xeris": 1,
        "jack_xeris": 0,
        "xeri_points": 10,
        "captured": ["TH", "TD"],
    }
    # 10♦: 1 (a ten) + 1 (the good ten) + 10 (the xeri) = 12; 10♥ adds its own 1.
    assert state.scores()[0] == 12 + 1


def test_x12_the_xeri_card_still_counts_as_a_captured_card():
    state = deal(deals=[{1: "5H 7H", 0: "7S"}], pile="2D 3D 4D 5C")
    play(state, "5H", "7S", "7H")
    assert card("7S") in state.captured[1] and card("7H") in state.captured[1]


def test_x13_redeal_pile_stays_six_each_from_the_talon_leader_first():
    state = deal(pile="2D 3D 4D 5C", seed=1)
    talon = list(state.talon)
    for _ in range(11):
        state.step(state.legal_actions()[0])
    events = state.apply(state.legal_actions()[0])
    pile_after = list(state.pile)
    assert events[-1].kind == "deal" and state.deal_no == 2
    assert state.hands[1] == talon[0:6] and state.hands[0] == talon[6:12]
    assert state.current_player == 1 and state.talon_count == 24
    assert state.pile == pile_after  # the pile is not touched by the re-deal


def test_x14_the_last_capturer_takes_the_rest_as_a_transfer_not_a_xeri():
    state = position([["9C"], ["7S"]], pile="4D", dealer=0, last_capturer=0)
    events = play(state, "7S", "9C")  # 7♠ is laid, 9♣ is laid: nobody captures
    assert kinds(events) == ["lay", "lay", "transfer", "round_over"]
    assert state.residue[0] == 0 and [c.code for c in state.residue[1]] == ["4D", "7S", "9C"]
    assert state.xeris == [0, 0] and state.is_over


def test_x14_a_lone_card_left_at_the_end_goes_to_the_last_capturer_without_a_xeri():
    state = position([["4D"], ["4S"]], pile="2C", dealer=0, last_capturer=0)
    events = play(state, "4S", "4D")  # seat 1 lays on 2♣; 4♦ takes both: a plain capture
    assert kinds(events) == ["lay", "capture", "round_over"]
    state = position([["9C"], ["KS"]], pile="", dealer=0, last_capturer=1)
    events = play(state, "KS", "9C")
    assert kinds(events)[-2:] == ["transfer", "round_over"] and state.xeris == [0, 0]


def test_x15_scoring_cards_honours_good_ten_good_two_and_xeris():
    state = position([["5S"], ["2H"]], dealer=0, last_capturer=1)
    mine = cards("TD 2C AS KS QS JS TS 3C 4C 5C 3D")  # 6 honours, 10♦ and 2♣
    mine += [c for c in DECK if c.rank in (6, 7, 8, 9)]  # 27 cards in all
    state.captured = [mine, [c for c in DECK if c not in mine and c.code not in ("5S", "2H")]]
    state.xeris, state.xeri_points = [2, 0], [20, 0]
    play(state, "2H", "5S")  # both laid; they go to seat 1, the last capturer
    d = state.round_detail()
    s0, s1 = d["sides"]
    assert (s0["cards"], s1["cards"]) == (27, 25)
    assert (s0["most_cards"], s0["honours"], s0["good_ten"], s0["good_two"]) == (3, 6, 1, 1)
    assert s0["total"] == 3 + 6 + 1 + 1 + 20 == 31
    assert s1["total"] == 14 and d["checksum"] == 25 == d["expected_checksum"]
    assert state.scores() == [31, 14]


def test_x15_a_26_26_split_scores_nobody_the_3_and_the_checksum_is_22():
    state = position([["5S"], ["2H"]], dealer=0, last_capturer=0)
    others = [c for c in DECK if c.code not in ("5S", "2H")]
    state.captured = [others[:24], others[24:]]  # 24 and 26; 5♠ on 2♥ is laid then taken
    play(state, "2H", "5S")  # residue (2 cards) to seat 0: 26-26
    d = state.round_detail()
    assert d["split"] and d["checksum"] == 22
    assert all(s["most_cards"] == 0 for s in d["sides"])


def test_x15_the_good_two_is_the_two_of_clubs_not_of_spades():
    state = position([["5S"], ["2H"]], dealer=0, last_capturer=0)
    state.captured = [[card("2S")], [c for c in DECK if c.code not in ("5S", "2H", "2S")]]
    play(state, "2H", "5S")
    assert state.round_detail()["seats"][0]["good_two"] == 0
    assert state.round_detail()["seats"][1]["good_two"] == 1


def test_x16_the_higher_total_wins_the_round():
    state = SPEC.new_state(2, seed=2)
    assert state.winners() == []
    while not state.is_over:
        state.step(state.legal_actions()[0])
    a, b = state.scores()
    assert a != b and state.winners() == ([0] if a > b else [1])


def test_x16_a_tied_round_is_everybodys_a6():
    state = position([["9H"], ["8H"]], dealer=0, last_capturer=0)
    mine = [c for c in DECK if c.suit == "S"] + cards("2C AH KH QH JH TH 3H 4H 5H 6H 7H")
    state.captured = [mine, [c for c in DECK if c not in mine and c.code not in ("8H", "9H")]]
    play(state, "8H", "9H")  # the two cards go to seat 0: 26-26, 11-11
    assert state.scores() == [11, 11] and state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5]


def test_x17_the_dealer_alternates_between_rounds():
    match = Match(SPEC, [Seat.bot("easy"), Seat.bot("easy")], seed=1, first_dealer=0)
    dealers = []
    for _ in range(3):
        dealers.append(match.state.dealer)
        while not match.state.is_over:
            match.state.step(match.state.legal_actions()[0])
        match.next_round()
    assert dealers == [0, 1, 0]


def test_x18_rounds_match_most_rounds_won():
    rule = SPEC.match_rule(2, {"match_mode": "rounds", "rounds": 3})
    assert isinstance(rule, RoundsWonMatch) and rule.rounds == 3


def test_x9_the_capture_event_names_the_seat_and_the_cards():
    state = deal(deals=[{1: "5H"}], pile="2D 3D 4D 5C")
    (event,) = state.apply("5H")
    assert event.seat == 1 and event.text.startswith("P2 plays 5♥")


def test_stack_places_named_cards_where_the_deal_takes_them():
    deck = stack(2, dealer=1, deals=[{0: "7H"}, {1: "8C"}], pile="2D 3D 4D 5C", bottom="KD")
    state = SPEC.new_state(2, deck=deck, dealer=1)
    assert card("7H") in state.hands[0] and state.pile == cards("2D 3D 4D 5C")
    assert state.talon[-1] == card("KD") and card("8C") in state.talon[6:12]
