"""The coach (cardtui.bots.coach): advice from the seat's view only, repeatable for a seed,
sensible on positions where one move is clearly best, and abandoned when asked to stop."""

from __future__ import annotations

import random

import pytest
from games.xeri.xeri_helpers import position as xeri_position
from games.zirkhaki.zirkhaki_helpers import game as zirkhaki_game
from games.zirkhaki.zirkhaki_helpers import play as zirkhaki_play
from games.zirkhaki.zirkhaki_helpers import position as zirkhaki_position

from cardtui import games
from cardtui.bots import make
from cardtui.bots.coach import Advice, Cancelled, Choice, advise, rank_key, reasons
from cardtui.games.hidden_unders import SPEC as HU
from cardtui.games.hidden_unders.deal import stacked_deck
from cardtui.games.xeri import SPEC as XERI
from cardtui.games.xeri import stack
from cardtui.games.zirkhaki import SPEC as ZIRKHAKI
from cardtui.games.zirkhaki.actions import BANK, DRAW

GAMES = ("xeri", "hidden_unders", "zirkhaki")


def summary(advice: Advice) -> list[tuple]:
    return [(c.action.code, c.win, c.points, c.value, c.worlds, c.best) for c in advice.choices]


def positions(name: str, count: int, seed: int = 3):
    """Decisions with a real choice from seeded normal-vs-normal rounds: (state, seat)."""
    spec = games.get(name)
    out = []
    rng = random.Random(seed)
    round_no = 0
    while len(out) < count:
        state = spec.new_state(2, seed=seed * 100 + round_no)
        bots = [make(name, "normal", seed=round_no * 2 + p) for p in range(2)]
        round_no += 1
        while not state.is_over and len(out) < count:
            p = state.current_player
            legal = state.legal_actions()
            if 1 < len(legal) <= 12 and rng.random() < 0.2:
                out.append((state.clone(), p))
            state.apply(bots[p].choose(state.view(p), legal))
    return out


# -- fairness: the seat's view, nothing else ------------------------------------------------


def test_xeri_two_deals_differing_only_in_the_opponents_hand_and_talon_get_the_same_advice():
    # X-10: seat 0 sees its hand and the pile; seat 1's hand and the talon are hidden.
    mine = "7S 7H 9C KD 2D 4S"
    one = stack(2, dealer=1, deals=[{0: mine, 1: "JC JD QS 3H 5S 6D"}], pile="8C 8D TS AH")
    two = stack(2, dealer=1, deals=[{0: mine, 1: "5C 5D 6S 3D 9H 4C"}], pile="8C 8D TS AH")
    a = XERI.new_state(2, deck=one, dealer=1, seed=1)
    b = XERI.new_state(2, deck=two, dealer=1, seed=1)
    assert a.current_player == b.current_player == 0
    assert a.hands[1] != b.hands[1]
    assert a.view(0).to_dict() == b.view(0).to_dict()
    left = advise(XERI, a.view(0), a.legal_actions(), seed=4, iterations=300)
    right = advise(XERI, b.view(0), b.legal_actions(), seed=4, iterations=300)
    assert summary(left) == summary(right)


def test_hidden_unders_r20_deals_differing_only_in_unseen_cards_get_the_same_advice():
    # R20: seat 1's hand and every under are hidden from seat 0 (the owner's too).
    hand = ["6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH"]
    one = stacked_deck(
        2, {0: (["2C", "3C", "4C", "5C"], hand), 1: (["AS", "AD", "AC", "AH"], [])}, dealer=1
    )
    two = stacked_deck(
        2, {0: (["KC", "QC", "JC", "5D"], hand), 1: (["2S", "2D", "3S", "3D"], [])}, dealer=1
    )
    a = HU.new_state(2, deck=one, dealer=1, seed=1)
    b = HU.new_state(2, deck=two, dealer=1, seed=1)
    assert a.current_player == b.current_player == 0
    assert a.unders != b.unders
    assert a.view(0).to_dict() == b.view(0).to_dict()
    legal = a.legal_actions()
    assert len(legal) > 1
    left = advise(HU, a.view(0), legal, seed=4, iterations=2 * len(legal))
    right = advise(HU, b.view(0), b.legal_actions(), seed=4, iterations=2 * len(legal))
    assert summary(left) == summary(right)


def test_zirkhaki_r12_two_draw_piles_in_another_hidden_order_get_the_same_advice():
    # R12: the draw pile's order is hidden; only its composition is public.
    a = zirkhaki_game("coin5", "map7", "key3", "chest6")
    b = zirkhaki_game("coin5", "map7", "chest6", "key3")
    for s in (a, b):
        zirkhaki_play(s, "draw", "draw")
    assert [c.code for c in a.draw] != [c.code for c in b.draw]
    assert a.view(0).to_dict() == b.view(0).to_dict()
    left = advise(ZIRKHAKI, a.view(0), a.legal_actions(), seed=4, iterations=300)
    right = advise(ZIRKHAKI, b.view(0), b.legal_actions(), seed=4, iterations=300)
    assert summary(left) == summary(right)


@pytest.mark.parametrize("name", GAMES)
def test_mid_round_advice_is_the_same_for_any_deal_the_view_allows(name):
    # Another deal of every hidden card, consistent with the seat's view: identical advice.
    spec = games.get(name)
    rng = random.Random(5)
    compared = 0
    for state, p in positions(name, 4, seed=11):
        view = state.view(p)
        other = spec.determinize(view, rng)
        assert other.view(p).to_dict() == view.to_dict()
        left = advise(spec, view, state.legal_actions(), seed=9, iterations=120)
        right = advise(spec, other.view(p), other.legal_actions(), seed=9, iterations=120)
        assert summary(left) == summary(right)
        compared += 1
    assert compared == 4


# -- determinism and shape --------------------------------------------------------------------


@pytest.mark.parametrize("name", GAMES)
def test_fixed_iterations_give_the_same_advice_for_a_seed(name):
    spec = games.get(name)
    for state, p in positions(name, 3, seed=7):
        view = state.view(p)
        first = advise(spec, view, state.legal_actions(), seed=21, iterations=150)
        again = advise(spec, view, list(reversed(state.legal_actions())), seed=21, iterations=150)
        assert summary(first) == summary(again)


@pytest.mark.parametrize("name", GAMES)
def test_every_legal_move_is_listed_once_best_first_with_a_chance_between_0_and_1(name):
    spec = games.get(name)
    for state, p in positions(name, 3, seed=8):
        legal = state.legal_actions()
        advice = advise(spec, state.view(p), legal, seed=2, iterations=150)
        assert sorted(c.action.code for c in advice.choices) == sorted(a.code for a in legal)
        assert [c.best for c in advice.choices] == [True] + [False] * (len(legal) - 1)
        values = [c.value for c in advice.choices]
        assert values == sorted(values, reverse=True)
        for c in advice.choices:
            assert 0.0 <= c.win <= 1.0 and c.worlds >= 2
            assert (c.points is None) == (name == "hidden_unders")  # round wins: no points


# -- a clearly best move is marked best ------------------------------------------------------


def test_xeri_x11_the_xeri_is_best_and_its_win_chance_is_higher_than_a_throw_away():
    # Seat 0 holds 7♠ against a lone 7♥: the xeri (10 points) beats laying 4♣ or 9♦.
    state = xeri_position(["7S 4C 9D", "QH 5S 3D"], pile="7H", dealer=1, last_capturer=1)
    assert state.current_player == 0
    advice = advise(XERI, state.view(0), state.legal_actions(), seed=1, iterations=300)
    assert advice.best.action.code == "play 7S"
    assert advice.best.win > max(c.win for c in advice.choices[1:])
    assert advice.best.points > max(c.points for c in advice.choices[1:]) + 5


def test_the_top_choices_get_the_games_sentence():
    state = xeri_position(["7S 4C 9D", "QH 5S 3D"], pile="7H", dealer=1, last_capturer=1)
    view = state.view(0)
    advice = advise(XERI, view, state.legal_actions(), seed=1, iterations=60)
    said = reasons(XERI, view, advice, top=2)
    assert list(said) == [c.action.code for c in advice.choices[:2]]
    assert said["play 7S"] == "a xeri with 7♠: 10 points"


def test_hidden_unders_r9_burning_a_big_pile_beats_picking_it_up():
    # The 10 burns eight cards and P1 leads its last card: out. Picking the pile up
    # (voluntary, R14 option) leaves P1 ten cards against five.
    state = HU.position(
        2,
        {"voluntary_pickup": True},
        hands=[["TS", "4C"], ["6D", "7D", "8D", "9D", "3S"]],
        overs=[["-"] * 4, ["-"] * 4],
        pile=["3H", "5H", "6H", "8H", "9H", "JH", "QH", "KD"],
    )
    codes = [a.code for a in state.legal_actions()]
    assert "take" in codes and "play TS" in codes
    advice = advise(HU, state.view(0), state.legal_actions(), seed=1, iterations=200)
    assert advice.best.action.code == "play TS"
    assert advice.of("play TS").win > advice.of("take").win


def test_zirkhaki_r13_banking_beats_a_certain_bust():
    # Both coins left in the draw pile match the zone's coin: drawing busts for sure, while
    # banking the coin puts P1 ahead (5 against 4).
    state = zirkhaki_position(["coin5", "coin6", "coin7"], banks=[["map5"], ["key4"]])
    zirkhaki_play(state, "draw")
    advice = advise(ZIRKHAKI, state.view(0), state.legal_actions(), seed=1, iterations=200)
    assert advice.best.action.code == "bank"
    assert advice.of("bank").win > advice.of("draw").win
    assert advice.of("bank").points > advice.of("draw").points


def test_zirkhaki_r8_a_round_lost_either_way_still_prefers_the_points():
    # Far behind with a certain bust ahead: no move wins, so the points decide (a match
    # counts them). Ties on value and win go to the points, whatever the codes' order.
    state = zirkhaki_position(["coin5", "coin6", "coin7"], banks=[[], ["map7", "key7", "chest7"]])
    zirkhaki_play(state, "draw")
    advice = advise(ZIRKHAKI, state.view(0), state.legal_actions(), seed=1, iterations=200)
    assert advice.of("bank").win == advice.of("draw").win == 0.0
    assert advice.of("bank").points > advice.of("draw").points
    first, second = Choice(BANK, 0.0, 1.0, 0.0, 9), Choice(DRAW, 0.0, 6.0, 0.0, 9)
    assert sorted([first, second], key=lambda c: rank_key(c, 0)) == [second, first]
    # Hidden Unders' penalty cards (R18) count against the seat: fewer first.
    assert sorted([first, second], key=lambda c: rank_key(c, 0, -1.0)) == [first, second]


# -- cancelling and bad input ----------------------------------------------------------------


def test_should_stop_abandons_the_advice_between_worlds():
    state, p = positions("xeri", 1, seed=2)[0]
    asked = []

    def stop_on_third():
        asked.append(1)
        return len(asked) >= 3

    with pytest.raises(Cancelled):
        advise(
            XERI,
            state.view(p),
            state.legal_actions(),
            seed=1,
            iterations=10**6,
            should_stop=stop_on_third,
        )
    assert len(asked) == 3
    # Never asked to stop: the advice completes, having asked once per world.
    asked.clear()
    advice = advise(
        XERI,
        state.view(p),
        state.legal_actions(),
        seed=1,
        iterations=100,
        should_stop=lambda: asked.append(1) and False,
    )
    assert advice.iterations >= 100 and len(asked) >= 2


def test_a_time_budget_stops_the_search_by_the_clock():
    state, p = positions("xeri", 1, seed=2)[0]
    advice = advise(XERI, state.view(p), state.legal_actions(), seed=1, time_budget=0.05)
    assert advice.iterations > 0 and advice.best.best


def test_no_moves_or_a_bad_budget_is_refused_with_a_sentence():
    state, p = positions("xeri", 1, seed=2)[0]
    with pytest.raises(ValueError, match="no moves"):
        advise(XERI, state.view(p), [], seed=1)
    with pytest.raises(ValueError, match="at least one iteration"):
        advise(XERI, state.view(p), state.legal_actions(), seed=1, iterations=0)
    with pytest.raises(ValueError, match="positive thinking time"):
        advise(XERI, state.view(p), state.legal_actions(), seed=1, time_budget=0)
