"""Action codes, clear refusals, ranking (R17), scores and match rules (R18)."""

from __future__ import annotations

import pytest

from cardtui.core.errors import IllegalAction
from cardtui.core.match import BestTotalMatch, FirstToWinsMatch, Match, RoundResult
from cardtui.core.seats import Seat
from cardtui.games.hidden_unders import SPEC, LettersMatch


def test_parse_accepts_any_cards_of_the_rank_in_any_order(hu):
    s = hu.pos(hands=[["5C", "5S", "5H", "9C"], ["4H"]], pile=[])
    assert "play 5S" in hu.codes(s) and "play 5C" not in hu.codes(s)
    a = SPEC.parse_action(s, "PLAY 5c 5h")
    assert [c.code for c in a.cards] == ["5H", "5C"]
    s.apply(a)
    assert [c.code for c in s.hands[0]] == ["5S", "9C"]  # exactly those cards left the hand


def test_two_decks_the_same_card_twice(hu):
    s = hu.pos(hands=[["5C", "5C", "9C"], ["4H"]], pile=[], options={"decks": 2})
    assert hu.codes(s)[:2] == ["play 5C", "play 5C 5C"]
    s.apply("play 5C 5C")
    assert [c.code for c in s.pile] == ["5C", "5C"]


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("", "Type a move"),
        ("dance", "not a Hidden Unders move"),
        ("play", "Name the cards"),
        ("play 5X", "is not a card"),
        ("play 5C 9C", "same rank"),
        ("play 7D", "do not hold"),
        ("flip 0", "only once your hand and overs are empty"),
        ("flip 7", "position from 0 to 3"),
        ("take", "voluntary pickup is off"),
        ("overs 5C 9C 5S 5H", "already chose"),
        ("done", "only ends a turn"),
        ("pass", "nothing to pass"),
    ],
)
def test_bad_moves_raise_a_sentence_and_change_nothing(hu, code, message):
    s = hu.pos(hands=[["5C", "5S", "5H", "9C"], ["4H"]], pile=["3D"])
    before = s.snapshot()
    with pytest.raises(IllegalAction, match=message):
        s.apply(code)
    assert s.snapshot() == before


def test_round_over_refuses_moves(hu):
    s = hu.pos(hands=[["5C"], ["4H"]], pile=[])
    s.apply("play 5C")
    assert s.legal_actions() == [] and s.current_player is None
    with pytest.raises(IllegalAction, match="round is over"):
        s.apply("play 4H")


def test_r17_ranking_by_cards_then_unders_then_overs_ties_share(hu):
    s = hu.pos(
        4,
        hands=[["5C"], ["4H", "6H"], ["4D"], ["4S"]],
        unders=[
            ["AC", None, None, None],
            ["AD", None, None, None],
            ["KD", "QD", None, None],
            ["KS", None, None, None],
        ],
        overs=[[None] * 4, [None] * 4, [None] * 4, ["QS", None, None, None]],
        pile=[],
        options={"turn_cap": 10},
    )
    # P2 (3 cards, 1 under) beats P3 (3 cards, 2 unders); P4 has 3 cards, 1 under, 1 over
    assert s.ranking() == [[0], [1], [3], [2]]
    tie = hu.pos(3, hands=[["5C", "6C"], ["4H", "6H"], ["4D"]], pile=[])
    assert tie.ranking() == [[2], [0, 1]]
    assert tie.returns() == [0.25, 0.25, 1.0]


def test_r16_r18_scores_under_each_scoring(hu):
    def finished(scoring):
        s = hu.pos(3, hands=[["5C"], ["4H", "6H"], ["4D"]], pile=[], options={"scoring": scoring})
        assert s.scores() == ([1, 2, 1] if scoring == "penalty_cards" else [0, 0, 0])
        s.apply("play 5C")
        return s

    assert finished("round_wins").scores() == [1, 0, 0]
    assert finished("penalty_cards").scores() == [0, 2, 1]
    assert finished("letters").scores() == [0, 1, 1]
    detail = finished("penalty_cards").round_detail()
    assert detail["ranking"] == [[0], [2], [1]] and detail["cards_left"] == [0, 2, 1]
    assert detail["points"] == [0, 2, 1]


def test_r18_match_rules():
    assert isinstance(SPEC.match_rule(3), FirstToWinsMatch)
    assert SPEC.match_rule(3).target == 3
    rule = SPEC.match_rule(3, {"scoring": "penalty_cards", "target": 2})
    assert isinstance(rule, BestTotalMatch) and rule.lower_is_better
    letters = SPEC.match_rule(3, {"scoring": "letters", "letters_word": "pig"})
    assert isinstance(letters, LettersMatch) and letters.word == "PIG"
    for _ in range(3):
        letters.record(RoundResult(1, 0, [0, 1, 0], [0]))
    assert letters.is_over and letters.winners() == [0, 2] and letters.letters(1) == "PIG"
    assert letters.losers() == [1]


def test_r18_a_match_plays_rounds_to_the_target():
    seats = [Seat.bot("normal"), Seat.bot("easy")]
    match = Match(SPEC, seats, {"target": 2}, seed=7)
    bots = [SPEC.bots["normal"](seed=1), SPEC.bots["easy"](seed=2)]
    while not match.is_over:
        s = match.state
        while not s.is_over:
            p = s.current_player
            match.apply(bots[p].choose(s.view(p), s.legal_actions()))
        match.finish_round()
        if not match.is_over:
            match.next_round()
    assert max(match.round_wins) == 2 and match.winners()
