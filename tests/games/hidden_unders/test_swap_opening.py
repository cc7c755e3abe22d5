"""The family's opening (R5 / X2, overs_timing=swap): overs dealt face up, then each player in
turn exchanges hand cards with overs as often as they like and says ready before the first lead.
"""

from __future__ import annotations

import json
import random

import pytest

from cardtui.core import Match, Seat
from cardtui.core.cards import card
from cardtui.core.errors import IllegalAction
from cardtui.games.hidden_unders import SPEC
from cardtui.games.hidden_unders.bots import EasyBot, NormalBot
from cardtui.games.hidden_unders.options import PRESETS, SHITHEAD_CLASSIC
from cardtui.store.saves import SaveGame

SWAP = {"overs_timing": "swap"}
# P1 (seat 0): unders, then four overs dealt face up, then a hand of four.
P1 = (["3S", "4S", "5S", "6S"], ["3H", "4H", "5H", "6H", "TC", "2D", "AC", "KC"])
P2 = (["7S", "8S", "9S", "JS"], ["7H", "8H", "9H", "JH", "3C", "4C", "5C", "6C"])


def cs(codes):
    return [card(c) for c in codes.split()]


def test_r4_x2_swap_deal_lays_four_overs_face_up_and_leaves_four_in_hand(hu):
    s = hu.deal(2, {0: P1, 1: P2}, **SWAP)
    assert s.overs[0] == cs("3H 4H 5H 6H") and s.hands[0] == cs("2D TC KC AC")
    assert s.unders[0] == cs("3S 4S 5S 6S")
    view = s.view(0)
    assert view["phase"] == "exchange" and view["current_player"] == 0
    assert view["overs_chosen"] == [False, False]
    assert view["hand_counts"] == [4, 4]


def test_x2_any_hand_card_for_any_over_then_ready(hu):
    s = hu.deal(2, {0: P1, 1: P2}, **SWAP)
    codes = hu.codes(s)
    assert len(codes) == 17 and codes[-1] == "ready"  # 4 hand cards x 4 overs, then ready
    events = s.apply("exchange AC 3H")
    assert hu.kinds(events) == ["exchange"]
    assert s.overs[0] == cs("AC 4H 5H 6H") and card("3H") in s.hands[0]
    assert s.view(1)["known"][0] == cs("3H")  # the over went to the hand in plain sight
    s.apply("exchange 3H AC")  # and back again: as many times as one likes
    assert s.overs[0] == cs("3H 4H 5H 6H") and s.view(1)["known"][0] == cs("AC")
    assert s.current_player == 0  # exchanging never passes the turn
    s.apply("ready")
    assert s.current_player == 1 and s.view(1)["phase"] == "exchange"
    s.apply("ready")
    assert s.view(0)["phase"] == "play" and all(s.chosen)
    assert any(c.startswith("play ") for c in hu.codes(s))


@pytest.mark.parametrize(
    "code, why",
    [
        ("exchange 7H 3H", "You do not hold 7♥"),
        ("exchange AC 7H", "7♥ is not one of your overs"),
        ("play TC", "First settle your hand and overs"),
        ("overs TC KC AC 2D", "First settle your hand and overs"),
        ("exchange AC", "Name a hand card and the over"),
    ],
)
def test_x2_a_wrong_exchange_is_refused_with_a_sentence_and_changes_nothing(hu, code, why):
    s = hu.deal(2, {0: P1, 1: P2}, **SWAP)
    before = s.snapshot()
    with pytest.raises(IllegalAction, match=why):
        s.apply(code)
    assert s.snapshot() == before


def test_x2_no_exchange_once_play_has_begun(hu):
    s = hu.deal(2, {0: P1, 1: P2}, **SWAP)
    s.apply("ready")
    s.apply("ready")
    with pytest.raises(IllegalAction, match="only before the first play"):
        s.apply("exchange TC 3H")
    with pytest.raises(IllegalAction, match="only before the first play"):
        s.apply("ready")


def test_r20_overs_public_and_hands_private_during_the_exchange(hu):
    s = hu.deal(2, {0: P1, 1: P2}, **SWAP)
    s.apply("exchange KC 4H")
    theirs = s.view(1)
    assert theirs["overs"][0] == cs("3H KC 5H 6H")  # everyone sees the overs from the deal on
    assert theirs["hand"] == s.hands[1]
    text = json.dumps(theirs.to_dict())
    for secret in ("TC", "AC", "2D"):  # P1's hand cards nobody saw
        assert secret not in text
    assert "4H" in text  # seen going from the overs into P1's hand
    assert json.dumps(s.view(0).to_dict()).count('"3S"') == 0  # unders hidden from the owner


def test_r6_lowest_card_is_found_after_the_exchange(hu):
    # P2 holds the only 3 in a hand only after swapping it in from the overs.
    p1 = (["3S", "4S", "5S", "6S"], ["9H", "9D", "JH", "QH", "9C", "QD", "KD", "AD"])
    p2 = (["7S", "8S", "9S", "JS"], ["3C", "8H", "KH", "AH", "QC", "KS", "AS", "JC"])
    s = hu.deal(2, {0: p1, 1: p2}, first_player="lowest_card", **SWAP)
    assert s.view(0)["first_player"] == 0  # nothing is told about the hands before the swaps
    s.apply("ready")
    s.apply("exchange QC 3C")
    s.apply("ready")
    assert s.current_player == 1 and s.view(0)["first_player"] == 1


def test_step_clone_and_determinize_agree_through_the_exchange(hu):
    s = hu.deal(2, {0: P1, 1: P2}, **SWAP)
    twin = s.clone()
    s.apply("exchange AC 3H")
    twin.step(twin.check_action("exchange AC 3H"))
    assert twin.snapshot() == s.snapshot()
    copy = s.clone()
    copy.apply("ready")
    assert s.current_player == 0 and s.phase == 4  # the clone moved, the original did not
    for seat in (0, 1):
        view = s.view(seat)
        world = SPEC.determinize(view, random.Random(seat))
        assert world.view(seat).to_dict() == view.to_dict()
        if seat == s.current_player:  # the mover's own moves are the same in every world
            assert [a.code for a in world.legal_actions()] == [a.code for a in s.legal_actions()]


def test_x2_normal_bot_puts_high_cards_2s_and_10s_face_up_from_its_view(hu):
    s = hu.deal(2, {0: P1, 1: P2}, **SWAP)
    bot = NormalBot(seed=1)
    moves = 0
    while s.current_player == 0:
        view = s.view(0)
        action = bot.choose(view, s.legal_actions())
        # the same choice in any world the view allows: it reads the view alone
        for k in range(3):
            world = SPEC.determinize(view, random.Random(k))
            assert bot.choose(world.view(0), world.legal_actions()).code == action.code
        s.apply(action)
        moves += 1
    assert sorted(c.rank for c in s.overs[0]) == [2, 10, 13, 14]
    assert moves == 5  # four exchanges, then ready


def test_easy_bot_says_ready_soon():
    s = SPEC.new_state(2, SWAP, seed=3)
    bot = EasyBot(seed=4)
    moves = 0
    while s.current_player == 0 and s.phase == 4:
        s.apply(bot.choose(s.view(0), s.legal_actions()))
        moves += 1
    assert moves < 12


def test_a_seeded_bot_game_of_the_classic_preset_finishes_and_replays_from_its_save():
    seats = [Seat.bot("normal", "Ann"), Seat.bot("normal", "Bob"), Seat.bot("easy", "Cy")]
    match = Match(SPEC, seats, PRESETS[SHITHEAD_CLASSIC], seed=11)
    bots = [SPEC.bots[s.level](seed=i) for i, s in enumerate(seats)]
    state = match.state
    assert state.view(0)["phase"] == "exchange"
    while not state.is_over:
        seat = state.current_player
        match.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    assert state.end == "last" and len(state.finish) == 3
    codes = match.log[0]
    assert "ready" in codes and codes.index("ready") < min(
        i for i, c in enumerate(codes) if c.startswith("play")
    )
    save = SaveGame.from_dict(json.loads(json.dumps(SaveGame.of(match).to_dict())))
    assert save.replay().state.snapshot() == state.snapshot()
    first_ready = codes.index("ready")
    back = save.replay(upto=first_ready)  # undo lands inside the exchange phase
    left = (back.state.dealer + 1) % 3
    assert back.state.view(0)["phase"] == "exchange" and back.state.current_player == left


def test_x2_the_hard_bot_settles_its_overs_as_the_normal_one_does():
    from cardtui.bots.hard import HardBot

    s = SPEC.new_state(2, SWAP, seed=7)
    hard = HardBot.for_game("hidden_unders", seed=1, iterations=20)
    seat = s.current_player
    view = s.view(seat)
    move = hard.choose(view, s.legal_actions())
    assert move.code == NormalBot(seed=0).choose(view, s.legal_actions()).code
    assert hard.last_source == "solver"  # no search wandering among 17 undoable moves
