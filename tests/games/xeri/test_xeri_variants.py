"""The variants V1-V6 and house rules H1-H2 (xeri.md §3), and the options that select them."""

from __future__ import annotations

import pytest
from games.xeri.xeri_helpers import deal, kinds, play, position

from cardtui.core import Match, OptionError, PointsMatch, RoundResult, Seat
from cardtui.core.cards import DECK, card, cards
from cardtui.games.xeri import SPEC, Options, stack
from cardtui.games.xeri.options import valid_hand_sizes

# -- V1: four players in partnership --------------------------------------------------


def test_v1_partners_sit_opposite_and_the_dealers_right_leads():
    assert SPEC.sides(4) == [[0, 2], [1, 3]]
    state = SPEC.new_state(4, seed=1, dealer=2)
    assert state.current_player == 3
    assert state.view(0).to_dict()["teams"] == [[0, 2], [1, 3]]


def test_v1_deal_starts_with_the_leader_and_ends_with_the_dealer():
    deck = list(DECK)
    state = SPEC.new_state(4, deck=deck, dealer=2)
    assert state.hands[3] == deck[0:6] and state.hands[0] == deck[6:12]
    assert state.hands[1] == deck[12:18] and state.hands[2] == deck[18:24]
    assert state.pile == deck[24:28] and state.talon_count == 24


def test_v1_two_deals_of_twelve_plays_each_and_the_same_seat_leads_both_a13():
    state = SPEC.new_state(4, seed=5, dealer=1)
    plays = [0] * 4
    leaders = []
    while not state.is_over:
        if all(len(h) == 6 for h in state.hands):
            leaders.append(state.current_player)
        plays[state.current_player] += 1
        state.step(state.legal_actions()[0])
    assert plays == [12] * 4 and leaders == [2, 2] and state.deals == 2


def test_v1_captures_and_points_belong_to_the_team():
    state = deal(4, dealer=3, deals=[{0: "5H", 1: "7S", 2: "7H"}], pile="2D 3D 4D 5C")
    play(state, "5H", "7S", "7H")  # seat 0 takes the pile, seat 1 lays 7♠ alone, seat 2 xeris
    assert state.xeris == [0, 0, 1, 0] and state.last_capturer == 2
    scores = state.scores()
    assert scores[0] == scores[2] and scores[1] == scores[3]
    assert scores[0] == 10  # the xeri; the cards taken so far carry no points yet


def test_v1_a_xeri_is_always_made_against_the_other_team():
    for seed in range(40):
        state = SPEC.new_state(4, seed=seed)
        while not state.is_over:
            pile = list(state.pile)
            p = state.current_player
            events = state.apply(state.legal_actions()[0])
            if "xeri" in kinds(events):
                layer = (p - 1) % 4  # the lone card was laid by the previous seat
                assert len(pile) == 1 and layer % 2 != p % 2


def test_v1_the_team_split_26_26_scores_22():
    state = position([["9H"], ["8H"], ["7D"], ["6D"]], dealer=3, last_capturer=0)
    rest = [c for c in DECK if c.code not in ("9H", "8H", "7D", "6D")]
    state.captured = [rest[:12], rest[12:24], rest[24:36], rest[36:]]  # 24 and 24
    play(state, "9H", "8H", "7D", "6D")  # nothing is taken; the 4 cards go to seat 0
    d = state.round_detail()
    assert [s["cards"] for s in d["sides"]] == [28, 24] and not d["split"]
    assert d["checksum"] == 25 and d["sides"][0]["most_cards"] == 3
    state = position([["9H"], ["8H"], ["7D"], ["6D"]], dealer=3, last_capturer=0)
    state.captured = [rest[:10], rest[10:24], rest[24:36], rest[36:]]  # 22 and 26
    play(state, "9H", "8H", "7D", "6D")
    d = state.round_detail()
    assert [s["cards"] for s in d["sides"]] == [26, 26] and d["split"]
    assert d["checksum"] == 22
    assert d["sides"][0]["seats"] == [0, 2] and state.scores()[0] == state.scores()[2]


def test_v1_the_deal_passes_to_the_next_seat_each_round():
    match = Match(SPEC, [Seat.bot("easy")] * 4, seed=3, first_dealer=1)
    assert match.state.current_player == 2
    while not match.state.is_over:
        match.state.step(match.state.legal_actions()[0])
    assert match.next_round().dealer == 2


def test_v1_three_players_are_refused_with_a_sentence():
    with pytest.raises(ValueError, match="cannot be played by 3"):
        SPEC.new_state(3)
    with pytest.raises(ValueError, match="2 players, or by 4"):
        SPEC.new_state(5)


# -- V2: the bottom card shown -----------------------------------------------------------


def test_v2_the_bottom_card_is_public_and_goes_to_the_dealer():
    state = deal(dealer=1, pile="2D 3D 4D 5C", bottom="KD", show_bottom_card=True)
    assert state.bottom == card("KD") and state.talon[-1] == card("KD")
    assert state.opening_events()[0].kind == "bottom_card"
    assert all(state.view(p).to_dict()["bottom_card"] == "KD" for p in (0, 1))
    while state.deal_no < 4:
        state.step(state.legal_actions()[0])
    assert card("KD") in state.hands[1]  # the dealer gets it in the last deal


def test_v2_jacks_at_the_bottom_are_skipped_and_stay_where_they_were():
    hands = {0: "2S 3S 4S 5S 6S 7S", 1: "8S 9S TS QS KS AS"}
    deck = stack(2, deals=[hands], pile="2D 3D 4D 5C")
    rest = [c for c in deck if c.code not in ("JS", "JH", "9C")]
    deck = [*rest, card("9C"), card("JS"), card("JH")]  # ... 9♣ J♠ J♥ at the bottom
    state = SPEC.new_state(2, {"show_bottom_card": True}, deck=deck)
    assert state.bottom == card("9C")
    assert [c.code for c in state.talon[-3:]] == ["JS", "JH", "9C"]


def test_v2_the_bottom_card_stays_at_the_bottom_through_an_x7_reshuffle():
    for seed in range(5):
        state = deal(pile="2D 3D 4D JC", bottom="KD", seed=seed, show_bottom_card=True)
        assert state.opening_events()[1].kind == "redeal_pile"
        assert state.talon[-1] == card("KD") and state.pile[-1].rank != 11


def test_v2_off_there_is_no_bottom_card():
    assert SPEC.new_state(2, seed=1).view(0).to_dict()["bottom_card"] is None


# -- V3: the permissive first pile -------------------------------------------------------


def test_v3_a_first_pile_topped_by_a_jack_stands_and_only_a_jack_takes_it():
    state = deal(deals=[{1: "JH 2C", 0: "3H"}], pile="2D 9C 9D JC", initial_pile_check=False)
    assert state.pile[-1] == card("JC") and kinds(state.opening_events()) == ["deal"]
    assert kinds(play(state, "2C")) == ["lay"] and state.pile[-1] == card("2C")
    state = deal(deals=[{1: "JH"}], pile="2D 9C 9D JC", initial_pile_check=False)
    events = play(state, "JH")
    assert events[0].kind == "capture" and len(state.captured[1]) == 5
    assert state.xeris == [0, 0]  # four cards were on the table: no xeri


def test_v3_a_paired_first_pile_stands_and_the_first_player_may_take_it():
    state = deal(deals=[{1: "9H"}], pile="2D 3D 9C 9D", initial_pile_check=False)
    play(state, "9H")
    assert len(state.captured[1]) == 5


def test_a9_with_no_capture_all_round_the_dealer_takes_the_table():
    state = position([["9H"], ["8H"]], pile="JC", dealer=0)  # V3 deal: nobody ever captured
    events = play(state, "8H", "9H")
    assert events[-2].kind == "transfer" and "Nobody captured" in events[-2].text
    assert state.residue[0] == 0


# -- V4: no xeri with the round's very last card ------------------------------------------


@pytest.mark.parametrize(("allowed", "xeris"), [(True, 1), (False, 0)])
def test_v4_the_very_last_card_of_the_round(allowed, xeris):
    state = position([["7H"], ["7S"]], dealer=0, last_capturer=1, xeri_on_final_card=allowed)
    events = play(state, "7S", "7H")
    assert state.xeris[0] == xeris and state.captured[0][-2:] == cards("7S 7H")
    assert ("xeri" in kinds(events)) == allowed
    assert any("very last card makes no xeri" in e.text for e in events) == (not allowed)


def test_v4_does_not_touch_the_last_card_of_an_earlier_deal_a8():
    talon = "2C 3C 4C 5C 6C 8C 2H 3H 4H 5H 6H 8H"
    state = position(
        [["7H"], ["7S"]], talon=talon, dealer=0, last_capturer=1, xeri_on_final_card=False
    )
    events = play(state, "7S", "7H")
    assert state.xeris[0] == 1 and kinds(events) == ["lay", "capture", "xeri", "deal"]


def test_a8_a_lone_card_left_by_the_dealer_is_a_xeri_for_the_next_deals_leader():
    talon = "7H 3C 4C 5C 6C 8C 2H 3H 4H 5H 6H 8H"  # seat 1's packet comes first: 7♥
    state = position([["7S"], ["JD"]], pile="2C 9D", talon=talon, dealer=0)
    events = play(state, "JD", "7S", "7H")  # J♦ clears the table; 7♠ ends the deal alone
    assert kinds(events) == ["capture", "lay", "deal", "capture", "xeri"]
    assert state.xeris == [0, 1] and state.xeri_points == [0, 10]


# -- V5: a jack xeri worth 25 -------------------------------------------------------------


@pytest.mark.parametrize(("value", "expected"), [(20, 20), (25, 25)])
def test_v5_a_jack_xeri_scores_20_or_25(value, expected):
    state = deal(deals=[{1: "5H JH", 0: "JS"}], pile="2D 3D 4D 5C", jack_xeri_points=value)
    events = play(state, "5H", "JS", "JH")
    assert state.jack_xeris[1] == 1 and state.xeri_points[1] == expected
    assert events[-1].data["points"] == expected and events[-1].text.startswith("Jack xeri!")


# -- V6: points match to 151 with the 251 extension ----------------------------------------


def test_v6_points_match_first_to_151_and_251_when_both_cross():
    rule = SPEC.match_rule(2)
    assert isinstance(rule, PointsMatch) and (rule.target, rule.extension) == (151, 100)
    rule.record(RoundResult(1, 0, [140, 120], [0]))
    assert not rule.is_over
    rule.record(RoundResult(2, 1, [20, 40], [1]))  # 160 and 160: both cross
    assert not rule.is_over and rule.target == 251
    rule.record(RoundResult(3, 0, [95, 10], [0]))
    assert rule.winners() == [0]


def test_v6_partners_share_one_total_in_a_four_player_match():
    rule = SPEC.match_rule(4)
    rule.record(RoundResult(1, 0, [160, 20, 160, 20], [0, 2]))
    assert rule.winners() == [0, 2]


def test_v6_a_whole_points_match_plays_out_on_the_core_match():
    match = Match(SPEC, [Seat.bot("easy"), Seat.bot("easy")], seed=4)
    while not match.is_over:
        state = match.state
        while not state.is_over:
            match.apply(state.legal_actions()[0])
        match.finish_round()
        if not match.is_over:
            match.next_round()
    best = max(match.totals)
    assert best >= 151 and match.winners() == [match.totals.index(best)]


def test_a6_rounds_mode_counts_a_tied_round_for_nobody():
    rule = SPEC.match_rule(2, {"match_mode": "rounds", "rounds": 1})
    rule.record(RoundResult(1, 0, [12, 12], [0, 1]))
    assert not rule.is_over and rule.round_wins == [0, 0]
    rule.record(RoundResult(2, 1, [20, 5], [0]))
    assert rule.winners() == [0]


# -- H1: the lone-card jack bonus (house rule) ----------------------------------------------


def test_h1_a_jack_on_any_lone_card_scores_the_house_bonus():
    state = deal(deals=[{1: "5H JH", 0: "KS"}], pile="2D 3D 4D 5C", lone_card_jack_bonus=10)
    events = play(state, "5H", "KS", "JH")
    assert state.xeris[1] == 1 and state.xeri_points[1] == 10 and state.jack_xeris[1] == 0
    assert "house rule" in events[-1].text


def test_h1_a_jack_on_a_lone_jack_is_still_a_true_jack_xeri():
    state = deal(deals=[{1: "5H JH", 0: "JS"}], pile="2D 3D 4D 5C", lone_card_jack_bonus=10)
    play(state, "5H", "JS", "JH")
    assert state.jack_xeris[1] == 1 and state.xeri_points[1] == 20


def test_h1_off_by_default():
    assert SPEC.options().lone_card_jack_bonus == 0


# -- H2: the hand size ----------------------------------------------------------------------


@pytest.mark.parametrize(("players", "deals"), [(2, 6), (4, 3)])
def test_h2_four_card_hands_make_more_deals(players, deals):
    state = SPEC.new_state(players, {"hand_size": 4}, seed=2)
    seen = {state.deal_no}
    assert all(len(h) == 4 for h in state.hands)
    while not state.is_over:
        state.step(state.legal_actions()[0])
        seen.add(state.deal_no)
    assert state.deals == deals and seen == set(range(1, deals + 1))


def test_h2_a_hand_size_that_does_not_share_out_is_refused():
    with pytest.raises(OptionError, match="Choose a hand size of 1, 2, 3, 4, 6"):
        SPEC.new_state(2, {"hand_size": 5})
    with pytest.raises(OptionError):
        SPEC.new_state(4, {"hand_size": 12})  # one deal only: no talon to re-deal from
    assert valid_hand_sizes(2) == [1, 2, 3, 4, 6, 8, 12]
    assert valid_hand_sizes(4) == [1, 2, 3, 4, 6]


# -- options ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "most"), [("rounds", 100), ("target", 10_000), ("extension", 10_000)]
)
def test_x18_match_lengths_have_an_upper_bound_so_a_match_can_end(name, most):
    assert getattr(SPEC.options(**{name: most}), name) == most
    for too_many in (most + 1, 999_999_999, 10**400):
        with pytest.raises(OptionError, match=f"from 1 to {most:,}".replace(",", "")):
            SPEC.options(**{name: too_many})


def test_options_defaults_are_the_classic_game():
    o = SPEC.options()
    assert (o.show_bottom_card, o.initial_pile_check, o.xeri_on_final_card) == (False, True, True)
    assert (o.jack_xeri_points, o.hand_size, o.match_mode) == (20, 6, "points")
    # A11: a rounds match defaults to an even number of rounds (each side deals as often).
    assert (o.rounds, o.target, o.extension) == (4, 151, 100)


def test_options_unknown_or_impossible_values_are_clear_errors():
    with pytest.raises(OptionError, match="Did you mean 'hand_size'"):
        SPEC.new_state(2, {"handsize": 4})
    with pytest.raises(OptionError, match="must be one of 20, 25, not 30"):
        SPEC.options(jack_xeri_points=30)
    with pytest.raises(OptionError, match=r"20 \(classic\) or 25"):
        Options(jack_xeri_points=30)
    with pytest.raises(OptionError, match="one of 'points', 'rounds'"):
        SPEC.options({"match_mode": "sets"})
    with pytest.raises(OptionError, match="Points to win must be a whole number from 1"):
        SPEC.options(target=0)
    assert (
        SPEC.options({"jack_xeri_points": "25", "show_bottom_card": "yes"}).jack_xeri_points == 25
    )


@pytest.mark.parametrize("name", list(SPEC.presets))
def test_every_preset_deals_a_round_for_two_and_four(name):
    for players in (2, 4):
        state = SPEC.new_state(players, SPEC.presets[name], seed=1)
        assert not state.is_over
