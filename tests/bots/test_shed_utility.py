"""Hidden Unders' search utility: every card held costs something, wherever a seat stands."""

from __future__ import annotations

import cardtui.games as games
from cardtui.bots.hard import cards_race, shed_utility

HU = games.get("hidden_unders")


def _position(p1_hand, pile=()):
    return HU.position(
        3,
        None,
        hands=[["4C", "5C"], ["6D", "7D", "8D"], p1_hand],
        overs=[["-"] * 4, ["-"] * 4, ["-"] * 4],
        unders=[[], [], []],
        pile=list(pile),
    )


def test_a_seat_far_behind_still_loses_value_for_every_card_it_picks_up():
    far = _position(["3S", "3H", "4S", "4H", "5S", "5H", "6S", "6H", "7S", "7H", "8S", "8H"])
    further = _position(
        [
            "3S",
            "3H",
            "4S",
            "4H",
            "5S",
            "5H",
            "6S",
            "6H",
            "7S",
            "7H",
            "8S",
            "8H",
            "9S",
            "9H",
            "QS",
            "QH",
            "KS",
            "KH",
            "AS",
            "AH",
        ]
    )
    # The logistic race has long stopped caring; the utility has not.
    assert abs(cards_race(far)[2] - cards_race(further)[2]) < 0.03
    assert shed_utility(further)[2] < shed_utility(far)[2] - 0.035
    for state in (far, further):
        values = shed_utility(state)
        assert all(0.0 <= v <= 1.0 for v in values)
        assert values[0] > values[1] > values[2]  # fewest cards first
