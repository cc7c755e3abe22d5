"""The coach's sentences (games/<game>/coach_words.py): plain words in the game's terms, cards
as on the table, never an action code, a card code or a seat code."""

from __future__ import annotations

import importlib
import random
import re

import pytest
from games.xeri.xeri_helpers import position as xeri_position
from games.zirkhaki.zirkhaki_helpers import play as zirkhaki_play
from games.zirkhaki.zirkhaki_helpers import position as zirkhaki_position

from cardtui import games
from cardtui.bots import make
from cardtui.games.hidden_unders import SPEC as HU
from cardtui.games.hidden_unders import coach_words as hu_words
from cardtui.games.xeri import coach_words as xeri_words
from cardtui.games.zirkhaki import coach_words as zirkhaki_words
from cardtui.games.zirkhaki.coach_words import chance_words

GAMES = ("xeri", "hidden_unders", "zirkhaki")
CARD_CODE = re.compile(r"\b(?:[2-9TJQKA][SHDC]|[a-z]+\d)\b")  # 7H, TD, coin9
SEAT_CODE = re.compile(r"\bP\d\b")


def action(state, code):
    return next(a for a in state.legal_actions() if a.code == code)


# -- Xeri (X-9, X-11) --------------------------------------------------------------------


def test_xeri_x9_a_jack_says_how_many_cards_it_takes_and_their_points():
    state = xeri_position(["JD 4C", "QH 5S"], pile="9S KH 3C 7D", dealer=1, last_capturer=1)
    text = xeri_words.why(state.view(0), action(state, "play JD"))
    assert text == "takes 5 cards with J♦, 2 points in them"


def test_xeri_x11_a_xeri_names_its_bonus():
    state = xeri_position(["7S 4C", "QH 5S"], pile="7H", dealer=1, last_capturer=1)
    assert xeri_words.why(state.view(0), action(state, "play 7S")) == "a xeri with 7♠: 10 points"
    state = xeri_position(["JS 4C", "QH 5S"], pile="JH", dealer=1, last_capturer=1)
    assert xeri_words.why(state.view(0), action(state, "play JS")) == (
        "a jack xeri with J♠: 20 points, plus 2 points in the cards"
    )


def test_xeri_x11_a_lone_card_warns_of_a_xeri_only_while_a_copy_is_unseen():
    # Empty pile: the 7♠ would lie alone. Two 7s are unseen (in the opponent's hand here).
    state = xeri_position(["7S 4C", "7H 7D"], pile="", dealer=1, last_capturer=1)
    text = xeri_words.why(state.view(0), action(state, "play 7S"))
    # Two unseen 7s, both in their hand: certain.
    assert (
        text
        == "leaves a lone 7♠: a xeri for your opponent if they hold a 7, a chance of about 100%"
    )
    # Every other 4 was captured (seen): no xeri can follow the 4♣.
    text = xeri_words.why(state.view(0), action(state, "play 4C"))
    assert text == "leaves a lone 4♣, and every 4 is accounted for: no xeri"


# -- Hidden Unders (R8, R9, R14) ----------------------------------------------------------


def hu_state(hand, pile, other=("6D", "7D", "8D"), **options):
    return HU.position(
        2, options, hands=[list(hand), list(other)], overs=[["-"] * 4, ["-"] * 4], pile=list(pile)
    )


def test_hidden_unders_r8_a_plain_play_says_it_keeps_the_2_back():
    state = hu_state(["5C", "2H", "9S"], ["4D"])
    text = hu_words.why(state.view(0), action(state, "play 5C"))
    assert text == "plays 5♣ and keeps your 2 to reset a high pile"
    text = hu_words.why(state.view(0), action(state, "play 2H"))
    assert text == "resets the pile with 2♥: the next player may play anything"


def test_hidden_unders_r8_a_2_led_on_no_pile_resets_nothing():
    state = hu_state(["2H", "5C"], [])
    text = hu_words.why(state.view(0), action(state, "play 2H"))
    assert text == "leads 2♥: the next player may play anything"


def test_hidden_unders_r9_r14_burn_and_pickup_say_how_many_cards():
    state = hu_state(["TS", "4C"], ["3H", "5H", "6H", "8H", "9H", "KD"], voluntary_pickup=True)
    assert hu_words.why(state.view(0), action(state, "play TS")) == (
        "burns 7 cards with 10♠ and you lead again"
    )
    assert hu_words.why(state.view(0), action(state, "take")) == "picks up the pile of 6 cards"


def test_hidden_unders_r10_a_fourth_card_of_a_rank_burns():
    state = hu_state(["8C", "4C"], ["3H", "8S", "8H", "8D"])
    assert hu_words.why(state.view(0), action(state, "play 8C")) == (
        "completes four 8s on top: the pile burns and you lead again"
    )
    # From the overs (no hand, no stock): the card is played from there, the run is the pile's.
    state = HU.position(
        2,
        {},
        hands=[[], ["6D"]],
        overs=[["8C", "-", "-", "4C"], ["-"] * 4],
        pile=["8S", "8H", "8D"],
    )
    assert hu_words.why(state.view(0), action(state, "play 8C")) == (
        "plays 8♣ from your overs, completing four 8s on top: the pile burns and you lead again"
    )


# -- Zirkhaki (R6.2, R13) ---------------------------------------------------------------------


def test_zirkhaki_r13_a_draw_gives_the_exact_bust_odds_in_words():
    # Zone: coin 5. Draw pile: coin 6, map 3, key 4: one card in three busts.
    state = zirkhaki_position(["coin5", "coin6", "map3", "key4"], banks=[[], []])
    zirkhaki_play(state, "draw")
    text = zirkhaki_words.why(state.view(0), action(state, "draw"))
    assert text == "a 1 in 3 chance to bust, risking 5 points"


def test_zirkhaki_r13_a_draw_that_cannot_bust_risks_nothing():
    # Zone: coin 5. Draw pile: key 4, chest 6: no coin left, no bust.
    state = zirkhaki_position(["coin5", "key4", "chest6"], banks=[[], []])
    zirkhaki_play(state, "draw")
    text = zirkhaki_words.why(state.view(0), action(state, "draw"))
    assert text == "a safe draw: no card left in the draw pile busts you"


def test_zirkhaki_r6_banking_a_chest_and_key_counts_their_bonus():
    state = zirkhaki_position(["chest5", "key6", "coin7", "map3"], banks=[[], []])
    zirkhaki_play(state, "draw", "draw")
    text = zirkhaki_words.why(state.view(0), action(state, "bank"))
    assert "counts the chest and key bonus: 2 more cards" in text
    assert text.startswith("collects 2 cards for ")


def test_chance_words_say_odds_as_people_do():
    assert chance_words(1 / 3) == "a 1 in 3 chance"
    assert chance_words(0.1) == "a 1 in 10 chance"
    assert chance_words(0.7) == "a 70% chance"
    assert chance_words(0.37) == "a 37% chance"


# -- no codes, anywhere ------------------------------------------------------------------------


@pytest.mark.parametrize("name", GAMES)
def test_every_sentence_is_plain_words_without_codes(name):
    spec = games.get(name)
    words = importlib.import_module(f"cardtui.games.{name}.coach_words")
    rng = random.Random(1)
    checked = 0
    for seed in range(3):
        state = spec.new_state(2, seed=seed)
        bots = [make(name, "normal", seed=seed * 2 + p) for p in range(2)]
        while not state.is_over:
            p = state.current_player
            legal = state.legal_actions()
            view = state.view(p)
            for a in rng.sample(legal, min(len(legal), 4)):
                text = words.why(view, a)
                assert text and text == text.strip()
                if " " in a.code:  # "draw", "take": codes that are plain words too
                    assert a.code not in text
                assert not CARD_CODE.search(text), text
                assert not SEAT_CODE.search(text), text
                assert "_" not in text
                assert "(" not in text, text  # the review puts the sentence in brackets
                checked += 1
            state.apply(bots[p].choose(view, legal))
    assert checked > 50
