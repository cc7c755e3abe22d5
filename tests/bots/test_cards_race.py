"""Hidden Unders' evaluation at a rollout's cut-off (``hard.cards_race``)."""

from __future__ import annotations

import math

import pytest

from cardtui.bots.hard import RACE_SCALE, cards_race
from cardtui.games.hidden_unders import SPEC


def test_heads_up_a_lead_is_the_logistic_of_the_cards_between_the_two():
    s = SPEC.position(2, {}, hands=[["5C", "6C", "7C", "8C"], ["4H"]], pile=[])
    mine, theirs = cards_race(s)
    assert mine == pytest.approx(1 / (1 + math.exp(3 / RACE_SCALE)))
    assert mine + theirs == pytest.approx(1.0)


def test_at_four_seats_each_seat_is_its_mean_chance_against_each_other_seat():
    hands = [["5C", "6C", "7C"], ["4H", "6H"], ["4D"], ["8S", "9S", "JS", "QS"]]
    value = cards_race(SPEC.position(4, {}, hands=hands, pile=[]))
    assert value[2] > value[1] > value[0] > value[3]  # fewer cards left, further ahead
    assert sum(value) == pytest.approx(2.0)  # each pair's chances add up to one
    assert all(0.0 < v < 1.0 for v in value)
