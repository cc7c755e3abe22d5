"""French-deck notation (foundation issue)."""

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtui.core import DECK, card, cards, codes, new_deck, shuffled_deck
from cardtui.core.rng import make_rng


def test_deck_has_52_distinct_cards():
    assert len(DECK) == 52
    assert len({c.code for c in DECK}) == 52


@pytest.mark.parametrize(
    ("text", "code", "shown"),
    [
        ("2C", "2C", "2♣"),
        ("TD", "TD", "10♦"),
        ("10d", "TD", "10♦"),
        (" qs ", "QS", "Q♠"),
        ("AH", "AH", "A♥"),
        ("jc", "JC", "J♣"),
        ("KS", "KS", "K♠"),
    ],
)
def test_notation_reads_and_displays(text, code, shown):
    c = card(text)
    assert c.code == code
    assert str(c) == shown


def test_ascii_display_has_no_glyphs():
    assert card("TD").ascii == "10D"
    assert card("7H").ascii == "7H"


@given(st.sampled_from(DECK))
def test_code_round_trip(c):
    assert card(c.code) is c
    assert card(c.code.lower()) is c
    assert card(c.ascii) is c


@pytest.mark.parametrize("bad", ["", "1C", "11H", "ZS", "7X", "7", "10", "♠A", "A♠S"])
def test_malformed_card_is_a_clear_value_error(bad):
    with pytest.raises(ValueError, match=r"card|rank"):
        card(bad)


def test_non_text_is_refused():
    with pytest.raises(ValueError):
        card(7)


def test_cards_parses_lists_and_text():
    assert cards("7H 7S") == [card("7H"), card("7S")]
    assert cards(["7H", "TD"]) == [card("7H"), card("TD")]
    assert codes(cards("7h,ts")) == ["7H", "TS"]


def test_cards_are_interned_through_pickle():
    c = card("QD")
    assert pickle.loads(pickle.dumps(c)) is c


def test_two_decks_hold_each_card_twice():
    deck = new_deck(2)
    assert len(deck) == 104
    assert deck.count(card("AS")) == 2


def test_shuffle_is_seeded():
    assert shuffled_deck(make_rng(5)) == shuffled_deck(make_rng(5))
    assert shuffled_deck(make_rng(5)) != shuffled_deck(make_rng(6))


def test_red_suits():
    assert card("3H").is_red and card("3D").is_red
    assert not card("3S").is_red and not card("3C").is_red


def test_cards_equal_only_themselves_and_sort_in_deck_order_by_key():
    from cardtui.core.cards import deck_order

    hand = [card("7H"), card("KS"), card("2C")]
    assert card("KS") in hand and card("KD") not in hand
    assert sorted(hand, key=deck_order) == [card("KS"), card("7H"), card("2C")]  # S H D C
    assert card("7H") == card("7H") and card("7H") != card("7D")
    assert len({*DECK, *DECK}) == 52
    hand.remove(card("2C"))
    assert hand == [card("7H"), card("KS")]


def test_copies_of_a_card_are_the_card_itself_and_json_refuses_it():
    import copy
    import json

    c = card("QD")
    assert copy.copy(c) is c and copy.deepcopy([c])[0] is c
    # No accidental JSON form (the server turns cards into codes through json's default=).
    assert json.dumps([c], default=lambda x: x.code) == '["QD"]'
