"""The coach and the review use no card the seat cannot see, in every game.

Two deals the seat cannot tell apart (another hand for the opponent, another stock order,
other unders, another draw pile order: X-10, R20, R12) must get the same advice for a seed:
every move's values, the best move and the sentences; and the review of a seat is the same for
two rounds that differ only in what it could not see at each of its decisions.
"""

from __future__ import annotations

import random

import pytest
from bots.review_helpers import GAMES, bot_save, redealt_twin, seat_steps, swapped_twin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtui import games
from cardtui.bots import make
from cardtui.bots.coach import advise, reasons
from cardtui.bots.review import decisions, review

FEW = settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def position(name: str, seed: int, plies: int):
    """A decision with a choice about ``plies`` moves into a seeded normal-bot round."""
    spec = games.get(name)
    state = spec.new_state(2, seed=seed)
    bots = [make(name, "normal", seed=seed + p) for p in range(2)]
    while not state.is_over:
        legal = state.legal_actions()
        if plies <= 0 and len(legal) > 1:
            return state
        p = state.current_player
        state.apply(bots[p].choose(state.view(p), legal))
        plies -= 1
    return None


def advice_said(spec, view, legal, seed):
    """Everything the coach shows: each move's numbers, which is best, and every sentence."""
    advice = advise(spec, view, legal, seed=seed, iterations=40)
    numbers = [(c.action.code, c.win, c.points, c.value, c.worlds, c.best) for c in advice.choices]
    return numbers, reasons(spec, view, advice, top=len(legal))


@pytest.mark.parametrize("name", GAMES)
@FEW
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 40), salt=st.integers(0, 2**16))
def test_the_coach_says_the_same_for_any_deal_of_the_cards_the_seat_cannot_see(
    name, seed, plies, salt
):
    spec = games.get(name)
    state = position(name, seed, plies)
    if state is None:
        return  # the round ended first: nothing to advise on
    p = state.current_player
    view = state.view(p)
    other = spec.determinize(view, random.Random(salt))  # every hidden card dealt anew
    assert other.view(p).to_dict() == view.to_dict()
    left = advice_said(spec, view, state.legal_actions(), seed)
    right = advice_said(spec, other.view(p), other.legal_actions(), seed)
    assert left == right
    assert all(left[1].values())  # a sentence for every move


def reviewed(name, save, iterations=20):
    found = decisions(save.steps(), 0, 1)
    assert found and all(d.view.player == 0 for d in found)
    return review(games.get(name), 0, found, seed=3, iterations=iterations)


# Bob holds one of the two cards at some decision of Ann's (his view differs), except in
# Zirkhaki, where nobody holds hidden cards: only the draw pile's order is hidden (R12).
@pytest.mark.parametrize(
    ("name", "moves", "bob_sees"),
    [("xeri", 18, 1), ("hidden_unders", 30, 1), ("zirkhaki", 30, None)],
)
def test_the_review_is_the_same_when_two_cards_hidden_from_ann_trade_places(name, moves, bob_sees):
    # Two cards Ann never sees before the log ends (in Bob's hand, the stock, the unders, the
    # draw pile) swap places in the deck: the same moves, another state at every one of her
    # decisions (an unfinished round: only its moves so far), and the same view of it for her.
    save = bot_save(name, seed=4, moves=moves)
    assert not save.replay().state.is_over
    twin = swapped_twin(save, 0, random.Random(1), seen_by=bob_sees)
    assert twin is not None and twin.deck != save.deck
    assert reviewed(name, save) == reviewed(name, twin)


@pytest.mark.parametrize("name", GAMES)
def test_the_review_is_the_same_when_every_unseen_card_is_dealt_anew_before_a_decision(name):
    # A fair undo's redeal (the game's determinize from Ann's view) just before her last move.
    kept, twin = redealt_twin(bot_save(name, seed=6, moves=26), 0, seed=11)
    before, after = seat_steps(kept, 0), seat_steps(twin, 0)
    assert [s[0] for s in before] == [s[0] for s in after]  # what Ann saw: the same
    assert before[-1][1] != after[-1][1]  # what she could not see: dealt anew
    assert reviewed(name, kept) == reviewed(name, twin)
    # And the coach's whole advice at that decision, every move's numbers and sentence.
    spec = games.get(name)
    one, two = decisions(kept.steps(), 0, 1)[-1], decisions(twin.steps(), 0, 1)[-1]
    assert advice_said(spec, one.view, one.legal, 5) == advice_said(spec, two.view, two.legal, 5)


def test_a_finished_hidden_unders_round_reviews_the_same_with_unders_never_turned_over():
    # R20: unders nobody turned over stay hidden to the end: the whole round's review holds.
    save = bot_save("hidden_unders", seed=4)
    assert save.replay().state.is_over
    twin = swapped_twin(save, 0, random.Random(3))
    assert twin is not None
    assert reviewed("hidden_unders", save, iterations=4) == reviewed(
        "hidden_unders", twin, iterations=4
    )
