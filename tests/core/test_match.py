"""Match: dealer rotation, running totals, match winners through each game's rule."""

import pytest

from cardtui.core import (
    BestTotalMatch,
    FirstToWinsMatch,
    IllegalAction,
    Match,
    PointsMatch,
    RoundResult,
    RoundsWonMatch,
    Seat,
    card,
)
from support.toy_game import SPEC


def play_out(state):
    while not state.is_over:
        state.apply("draw")


def seats(n):
    return [Seat.human(f"H{i}") for i in range(n)]


def test_dealer_rotates_and_first_seat_follows_dealer():
    m = Match(SPEC, seats(3), {"rounds": 5}, seed=7, first_dealer=1)
    dealers = []
    for _ in range(4):
        dealers.append(m.dealer)
        assert m.state.current_player == (m.dealer + 1) % 3
        play_out(m.state)
        m.finish_round()
        if m.is_over:
            break
        m.next_round()
    assert dealers[:3] == [1, 2, 0]


def test_totals_are_the_sum_of_round_scores():
    m = Match(SPEC, seats(2), {"rounds": 3}, seed=3)
    expected = [0, 0]
    while True:
        play_out(m.state)
        res = m.finish_round()
        expected = [a + b for a, b in zip(expected, res.scores, strict=True)]
        assert m.totals == expected
        if m.is_over:
            break
        m.next_round()
    assert m.winners()


def test_same_seed_same_match():
    def run(seed):
        m = Match(SPEC, seats(2), seed=seed)
        play_out(m.state)
        return m.dealer, m.finish_round().scores

    assert run(11) == run(11)


def test_next_round_refused_after_match_end_and_finish_before_end():
    m = Match(SPEC, seats(2), {"rounds": 1}, seed=1)
    with pytest.raises(ValueError, match="not over"):
        m.finish_round()
    while not m.is_over:
        play_out(m.state)
        m.finish_round()
        if not m.is_over:
            m.next_round()
    with pytest.raises(ValueError, match="over"):
        m.next_round()


def test_stacked_deck_applies_to_first_round():
    deck = [card(c) for c in ["2C", "AS", "KD"]]  # top first: seat 1 draws 2C, seat 0 AS
    m = Match(SPEC, seats(2), seed=1, first_dealer=0, deck=deck)
    play_out(m.state)
    assert m.finish_round().scores == [14, 2]
    m.next_round()
    assert len(m.state.deck) == 52  # later rounds deal a fresh seeded deck


def r(scores, winners, n=0):
    return RoundResult(n, 0, scores, winners)


def test_rounds_won_tied_rounds_count_for_nobody_and_level_matches_play_on():
    rule = RoundsWonMatch(2, rounds=2)
    rule.record(r([10, 10], [0, 1]))
    assert rule.round_wins == [0, 0]
    rule.record(r([5, 9], [1]))
    assert rule.is_over and rule.winners() == [1]
    rule = RoundsWonMatch(2, rounds=2)
    rule.record(r([1, 0], [0]))
    rule.record(r([0, 1], [1]))
    assert not rule.is_over  # level after the agreed rounds: play on (Xeri A6)
    rule.record(r([0, 1], [1]))
    assert rule.winners() == [1]


def test_points_match_extension_when_both_sides_cross():
    rule = PointsMatch(4, target=151, extension=100, sides=[[0, 2], [1, 3]])
    rule.record(r([100, 90, 100, 90], [0, 2]))
    assert not rule.is_over
    rule.record(r([60, 70, 60, 70], [1, 3]))  # 160 vs 160: both cross -> 251
    assert not rule.is_over and rule.target == 251
    rule.record(r([95, 10, 95, 10], [0, 2]))
    assert rule.winners() == [0, 2]


def test_points_match_lone_crosser_wins():
    rule = PointsMatch(2, target=151)
    rule.record(r([151, 150], [0]))
    assert rule.winners() == [0]


def test_points_match_raises_repeatedly_if_needed():
    rule = PointsMatch(2, target=151)
    rule.record(r([300, 320], [1]))
    assert rule.target == 351 and not rule.is_over


def test_first_to_wins_and_best_total():
    rule = FirstToWinsMatch(3, target=2)
    for w in ([0], [1], [0]):
        rule.record(r([0, 0, 0], w))
    assert rule.winners() == [0]
    low = BestTotalMatch(3, rounds=2, lower_is_better=True)
    low.record(r([5, 2, 9], [1]))
    assert not low.is_over
    low.record(r([0, 3, 0], [0, 2]))
    assert low.winners() == [0, 1]  # 5 and 5 share the win


def test_bad_rule_numbers_are_refused():
    with pytest.raises(ValueError):
        RoundsWonMatch(2, rounds=0)
    with pytest.raises(ValueError):
        PointsMatch(2, target=0)


def test_wrong_player_count_and_dealer_are_clear_errors():
    with pytest.raises(ValueError, match="2 to 4 players"):
        Match(SPEC, seats(5))
    with pytest.raises(ValueError, match="dealer"):
        Match(SPEC, seats(2), first_dealer=3)


def test_unknown_option_in_a_match_is_a_clear_error():
    with pytest.raises(ValueError, match="no option 'roundz'"):
        Match(SPEC, seats(2), {"roundz": 3})


def test_parse_action_default_and_illegal_move_changes_nothing():
    state = SPEC.new_state(2, seed=1)
    assert SPEC.parse_action(state, "  DRAW ").code == "draw"
    before = (list(state.deck), list(state.drawn), state.turn)
    with pytest.raises(IllegalAction, match="not allowed now"):
        state.apply("take")
    with pytest.raises(IllegalAction, match="Type a move"):
        state.apply("  ")
    assert (list(state.deck), list(state.drawn), state.turn) == before


def test_returns_share_a_tie_and_reward_a_winner():
    state = SPEC.new_state(2, deck=[card("KS"), card("KD")], dealer=0)
    assert state.returns() == [0.0, 0.0]
    play_out(state)
    assert state.returns() == [0.5, 0.5]
    state = SPEC.new_state(2, deck=[card("2C"), card("KS")], dealer=0)
    play_out(state)  # seat 1 draws 2C, then seat 0 draws KS
    assert state.returns() == [1.0, 0.0]


def test_view_to_dict_is_json_with_codes():
    import json

    state = SPEC.new_state(2, deck=[card("KS"), card("2C")], dealer=1)
    state.apply("draw")  # seat 0 acts first after dealer 1
    data = state.view(0).to_dict()
    assert data["drawn"] == ["KS", None]
    assert data["game"] == "toy" and data["player"] == 0
    json.dumps(data)


def test_match_apply_logs_canonical_codes_per_round():
    m = Match(SPEC, seats(2), {"rounds": 2}, seed=5)
    m.apply("DRAW")
    m.apply(m.state.legal_actions()[0])
    assert m.log == [["draw", "draw"]]
    m.finish_round()
    if not m.is_over:
        m.next_round()
        assert m.log == [["draw", "draw"], []]


def test_match_apply_refuses_illegal_and_logs_nothing():
    m = Match(SPEC, seats(2), seed=5)
    with pytest.raises(IllegalAction):
        m.apply("pass")
    assert m.log == [[]]
