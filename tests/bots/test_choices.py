"""The choices benchmark (``python -m cardtui.bots.tuning.choices``): its measure and its input."""

from __future__ import annotations

import pytest

from cardtui.bots.tuning import choices
from cardtui.games.xeri.spec import SPEC


def test_each_moves_value_is_the_true_states_playout_and_the_state_is_left_alone():
    spots = choices.positions("xeri", 6, seed=900)
    assert len(spots) == 6
    for state, values in spots:
        before = state.clone()
        legal = state.legal_actions()
        assert set(values) == {a.code for a in legal} and len(legal) > 1
        assert all(0.0 <= v <= 1.0 for v in values.values())
        assert choices.values(SPEC, state, legal, state.current_player) == values  # exact
        assert [state.view(p).to_dict() for p in (0, 1)] == [
            before.view(p).to_dict() for p in (0, 1)
        ]


def test_moves_differ_in_value_somewhere():
    # If every move were worth the same the benchmark could not tell choices apart.
    spots = choices.positions("xeri", 40, seed=900)
    assert any(len(set(values.values())) > 1 for _, values in spots)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("racez=2", "'racez' is not a search setting"),
        ("race_z=nan", "a finite number"),
        ("c=lots", "a finite number"),
        ("race_min=2.5", "a whole number"),
        ("paired=1", "'paired' is not a search setting"),  # a switch, not a number
    ],
)
def test_a_bad_variant_is_refused_with_a_sentence(text, said):
    with pytest.raises(SystemExit, match=said):
        choices.parse_variant(text)


def test_a_variant_sets_the_search_knobs():
    knobs = choices.parse_variant("race_z=2.5,race_min=30,cap=40")
    assert knobs == {"race_z": 2.5, "race_min": 30, "cap": 40}
    assert type(knobs["race_min"]) is int and type(knobs["race_z"]) is float


@pytest.mark.parametrize(
    "argv", [["--time-budget", "nan"], ["--time-budget", "0"], ["--jobs", "0"]]
)
def test_a_bad_budget_or_count_is_refused_before_any_search(argv, capsys):
    with pytest.raises(SystemExit):
        choices.main(["xeri", *argv])
    assert "need" in capsys.readouterr().err


def test_the_report_has_a_row_for_each_player(capsys):
    choices.main(["xeri", "--positions", "3", "--time-budget", "0.02", "--jobs", "1"])
    out = capsys.readouterr().out
    for row in ("all-seeing best", "normal", "hard"):
        assert row in out
