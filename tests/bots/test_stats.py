"""Wilson intervals, Elo from a score, and the Bradley-Terry fit behind the arena's Elo."""

from __future__ import annotations

import pytest

from cardtui.bots.stats import ELO_LIMIT, bradley_terry, elo_from_score, mean_ci, wilson


def test_wilson_interval_matches_the_textbook_value():
    lo, hi = wilson(60, 100)
    assert lo == pytest.approx(0.5020, abs=1e-4)
    assert hi == pytest.approx(0.6906, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and 0.25 < hi < 0.35


@pytest.mark.parametrize(
    ("score", "elo"), [(0.5, 0), (0.6, 70), (0.75, 191), (0.91, 402), (0.25, -191)]
)
def test_elo_from_score(score, elo):
    assert elo_from_score(score) == pytest.approx(elo, abs=0.5)


def test_elo_of_a_clean_sweep_is_clamped():
    assert elo_from_score(1.0) == ELO_LIMIT and elo_from_score(0.0) == -ELO_LIMIT


def test_mean_ci_of_constant_values_has_no_width():
    assert mean_ci([3.0, 3.0, 3.0]) == (3.0, 0.0)
    m, h = mean_ci([0.0, 2.0])
    assert m == 1.0 and h > 0


def test_bradley_terry_of_two_levels_is_the_elo_of_their_score():
    ratings = bradley_terry({("hard", "normal"): (1500.0, 2000)}, anchor="normal")
    assert ratings["normal"] == 0.0
    assert ratings["hard"] == pytest.approx(elo_from_score(0.75), abs=1.0)


def test_bradley_terry_orders_a_ladder_and_keeps_sweeps_finite():
    results = {
        ("easy", "random"): (95.0, 100),
        ("easy", "normal"): (30.0, 100),
        ("normal", "random"): (100.0, 100),
    }
    r = bradley_terry(results, anchor="random")
    assert 0.0 == r["random"] < r["easy"] < r["normal"] < ELO_LIMIT
    assert sum(bradley_terry(results).values()) == pytest.approx(0.0, abs=1e-6)
