"""The review after a round (bots/review.py): the seat's costliest decisions, from its view."""

from __future__ import annotations

from cardtui.bots.review import decisions, review
from cardtui.core import Match, Seat
from cardtui.games.xeri import SPEC as XERI
from cardtui.games.xeri import stack
from cardtui.store.saves import SaveGame

ANN_BOB = [Seat.human("Ann"), Seat.bot("easy", "Bob")]
ANN = "5S 3H KD 2D 4S 7H"
# Ann takes the pile with 5♠, Bob lays 3♣ alone, and Ann throws K♦ away instead of the xeri
# with 3♥, then the save stops: a game still in progress.
MOVES = ["play 5S", "play 3C", "play KD"]


def xeri_save(bob: str, moves=MOVES) -> SaveGame:
    deck = stack(2, dealer=1, deals=[{0: ANN, 1: bob}], pile="8C 8D TS 5H")
    match = Match(XERI, ANN_BOB, {}, seed=3, first_dealer=1, deck=deck)
    for code in moves:
        match.apply(code)
    return SaveGame.of(match)


def test_x11_a_missed_xeri_is_the_costliest_decision():
    save = xeri_save("3C JC JD QS 6H 5D")
    found = decisions(save.steps(), 0, 1)
    assert [(d.move_no, d.played) for d in found] == [(1, "play 5S"), (3, "play KD")]
    result = review(XERI, 0, found, seed=1, iterations=300)
    assert result.decisions == 2
    worst = result.worst[0]
    assert (worst.move_no, worst.played, worst.preferred) == (3, "play KD", "play 3H")
    assert worst.cost > 0.1
    assert worst.points_cost > 5  # the xeri's 10 points
    assert worst.why == "a xeri with 3♥: 10 points"
    assert 0 < result.average_cost <= worst.cost


def test_two_rounds_differing_only_in_cards_ann_never_saw_get_the_same_review():
    # Bob's other cards and the talon are hidden from Ann; 3♣ she saw him lay.
    one = xeri_save("3C JC JD QS 6H 5D")
    two = xeri_save("3C 9H 4C 6S 9D QD")
    assert one.new_match().state.hands[1] != two.new_match().state.hands[1]
    left = review(XERI, 0, decisions(one.steps(), 0, 1), seed=2, iterations=150)
    right = review(XERI, 0, decisions(two.steps(), 0, 1), seed=2, iterations=150)
    assert left == right
    assert left.worst


def test_the_review_repeats_for_a_seed_and_skips_forced_moves():
    save = xeri_save("3C JC JD QS 6H 5D")
    found = decisions(save.steps(), 0)
    assert all(len(d.legal) > 1 for d in found)
    assert all(d.view.player == 0 for d in found)
    a = review(XERI, 0, found, seed=5, iterations=100)
    b = review(XERI, 0, found, seed=5, iterations=100)
    assert a == b


def test_a_round_without_choices_has_nothing_to_review():
    result = review(XERI, 0, [], seed=1, iterations=10)
    assert (result.decisions, result.worst, result.average_cost) == (0, (), 0.0)
