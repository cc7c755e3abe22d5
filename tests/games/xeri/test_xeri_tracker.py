"""The card tracker (xeri.md §2.8): worked out from one seat's view, never from the state."""

from __future__ import annotations

from games.xeri.xeri_helpers import deal, play

from cardtui.core.cards import JACK, cards
from cardtui.games.xeri import Options, XeriState
from cardtui.games.xeri.tracker import GONE, UNSEEN, YOURS, track


def by_rank(tracker):
    return {r.rank: r for r in tracker.ranks}


def test_2_8_played_cards_are_gone_your_hand_is_yours_the_rest_unseen():
    state = deal(deals=[{1: "5H 9H KS KD 2C JH", 0: "5S"}], pile="2D 3D 4D 5C")
    play(state, "5H")  # seat 1 takes 5♣ with 5♥ (a capture of the whole pile)
    t = track(state.view(1))
    ranks = by_rank(t)
    assert (ranks[5].gone, ranks[5].yours, ranks[5].unseen) == (2, 0, 2)
    assert (ranks[13].gone, ranks[13].yours, ranks[13].unseen) == (0, 2, 2)
    assert ranks[JACK].jack and not ranks[9].jack and ranks[14].honour and not ranks[9].honour
    assert [r.rank for r in t.ranks][:2] == [14, 13] and t.ranks[-1].rank == 2
    # 52 - 5 played - 5 in hand
    assert t.unseen == 42
    assert dict((c.code, w) for c, w in t.specials) == {"TD": UNSEEN, "2C": YOURS}


def test_x15_the_good_ten_shows_as_gone_once_played():
    state = deal(deals=[{1: "TD 9H", 0: "5S"}], pile="2D 3D 4D 5C")
    play(state, "TD")
    t = track(state.view(0))
    assert dict((c.code, w) for c, w in t.specials)["TD"] == GONE


def test_a10_capture_counts_and_xeris_per_side():
    state = deal(4, deals=[{1: "5H", 2: "5S", 3: "9D", 0: "9C"}], pile="2D 3D 4D 5C")
    play(state, "5H", "5S")  # seat 1 takes the first pile; seat 2 lays 5♠ on the empty table
    view = state.view(0)
    t = track(view)
    assert [s.seats for s in t.sides] == [(0, 2), (1, 3)]
    assert [s.cards for s in t.sides] == [
        view["captured_counts"][0] + view["captured_counts"][2],
        view["captured_counts"][1] + view["captured_counts"][3],
    ]
    assert t.sides[1].cards == 5


def test_2_8_cards_the_seat_cannot_see_do_not_change_its_tracker():
    # The same table for seat 0; the other hand and the talon differ (a 9 and a king swap).
    hand0, pile = cards("5S 9C JD"), cards("2D 3D")
    a = XeriState(2, Options(), 1, [hand0, cards("KH 4C")], pile, cards("9H 6S 7S"))
    b = XeriState(2, Options(), 1, [hand0, cards("9H 4C")], pile, cards("KH 6S 7S"))
    assert track(a.view(0)) == track(b.view(0))
    assert track(a.view(1)) != track(b.view(1))  # seat 1 does see its own hand


def test_v2_the_bottom_card_is_known_not_unseen():
    state = deal(pile="2D 3D 4D 5C", show_bottom_card=True, bottom="KD")
    ranks = by_rank(track(state.view(1)))
    assert ranks[13].known == 1 and ranks[13].gone + ranks[13].yours + ranks[13].unseen == 3


def test_a_covered_hand_is_left_out():
    state = deal(deals=[{1: "KS KD"}], pile="2D 3D 4D 5C")
    ranks = by_rank(track(state.view(1), show_hand=False))
    assert ranks[13].yours == 0 and ranks[13].unseen == 4
