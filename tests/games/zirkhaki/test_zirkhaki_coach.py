"""The coach at the edges (R12-R13, R2a, R7-R9): a certain bust never advises a draw, "bank
now" is exactly what banking adds, and the last turn says how the game ends. The normal bot
shares the coach's rule, so it never draws into a certain bust either."""

from __future__ import annotations

from games.zirkhaki.zirkhaki_helpers import play, position

from cardtui.games.zirkhaki import SPEC
from cardtui.games.zirkhaki.actions import BANK
from cardtui.games.zirkhaki.odds import outlook


def test_r13_a_certain_bust_is_never_advised_even_when_behind_near_the_end():
    # P1 draws coin5; the two cards left are coins, so any draw busts. P1 is far behind and
    # the pile nearly out (the race rule would say "keep drawing"): drawing still only loses.
    s = position(["coin5", "coin6", "coin7"], banks=[[], ["map7", "key7", "chest7"]])
    play(s, "draw")
    look = outlook(s.view(0))
    assert look.bust_odds == 1.0 and look.certain_bust
    assert look.advice == "bank"
    bot = SPEC.bots["normal"](seed=1)
    assert bot.choose(s.view(0), s.legal_actions()) is BANK


def test_r8_bank_now_is_exactly_what_banking_adds_to_the_score():
    # Top card per suit: coin 9 over a banked coin 5 adds 4; key 3 adds 3. No depth bonus.
    s = position(["coin9", "key3", "map5", "map6"], banks=[["coin5"], []])
    play(s, "draw", "draw")
    look = outlook(s.view(0))
    before = s.view(0)["scores"][0]
    assert look.bank_points == 4 + 3
    assert look.saved_points == 0 and look.bonus_cards == 0
    play(s, "bank")
    assert s.view(0)["scores"][0] - before == look.bank_points


def test_r5_a_bust_behind_the_carpet_still_banks_what_lies_before_it():
    s = position(["coin9", "carpet3", "key3", "map5", "map6"], banks=[[], []])
    play(s, "draw", "draw", "draw")
    look = outlook(s.view(0))
    assert look.saved_points == 9  # coin 9 lies before the carpet
    assert look.bank_points == 9 + 3 + 3
    # map 5 and map 6 are the safe cards left: each would add its value
    assert look.safe_points == (5 + 6) / 2


def test_r7_with_one_card_left_both_endings_are_known_and_advised():
    # One card is left: Coin 7, public by elimination (R12). P1 has 14 and Key 4 in the zone.
    s = position(["key4", "coin7"], banks=[["key2", "map5", "coin9"], ["map7", "chest6"]])
    play(s, "draw")
    look = outlook(s.view(0))
    last = look.last
    assert last is not None and last.card.code == "coin7"
    # Draw it: the game ends, P1 18 (the coin is under the 9) to 13. Bank: P2 takes it, 20.
    assert (last.draw, last.draw_scores) == ("win", (18, 13))
    assert (last.bank, last.bank_scores) == ("lose", (18, 20))
    assert look.advice == "draw" and last.decided is None
    s = position(["key4", "coin7"], banks=[["key2", "map5", "coin9"], ["map2"]])
    play(s, "draw")
    assert outlook(s.view(0)).last.decided == "win"  # P1 wins whatever P1 does


def test_r7_drawing_a_busting_last_card_can_be_the_winning_move():
    # P1 leads 20-19; the last card, Coin 8, busts P1's Coin 5. Banking hands P2 the coin
    # (27 against 25); busting ends the game at once, 20-19: the one case where a certain
    # bust is the move, and the coach says why.
    s = position(["coin5", "coin8"], banks=[["map7", "key7", "chest6"], ["map6", "key6", "chest7"]])
    play(s, "draw")
    look = outlook(s.view(0))
    assert look.certain_bust and look.last is not None and look.last.busts
    assert (look.last.draw, look.last.draw_scores) == ("win", (20, 19))
    assert (look.last.bank, look.last.bank_scores) == ("lose", (25, 27))
    assert look.advice == "draw"
