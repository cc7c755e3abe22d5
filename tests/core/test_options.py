"""Options: unknown names and bad values are clear errors, text values are converted."""

import dataclasses
from dataclasses import dataclass
from typing import Literal

import pytest

from cardtui.core import OptionError, build_options, describe_options, parse_option_pairs


@dataclass(frozen=True)
class Opts:
    hand_size: int = 6
    show_bottom_card: bool = False
    match_mode: Literal["points", "rounds"] = "points"
    ratio: float = 0.5
    label: str = "x"
    cap: int | None = None


def test_defaults():
    assert build_options(Opts) == Opts()


def test_text_values_are_converted():
    o = build_options(
        Opts,
        {
            "hand_size": "4",
            "show_bottom_card": "yes",
            "match_mode": "rounds",
            "ratio": "0.25",
            "cap": "none",
        },
    )
    assert o == Opts(hand_size=4, show_bottom_card=True, match_mode="rounds", ratio=0.25)


def test_overrides_win_over_mapping_and_instance():
    assert build_options(Opts, Opts(hand_size=4), {"label": "y"}) == Opts(hand_size=4, label="y")


def test_misspelt_name_suggests_the_right_one():
    with pytest.raises(OptionError, match="Did you mean 'hand_size'"):
        build_options(Opts, {"hand_szie": 4}, game="Xeri")


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("hand_size", "four"),
        ("hand_size", True),
        ("show_bottom_card", "maybe"),
        ("match_mode", "sprint"),
        ("ratio", "lots"),
        ("label", 3),
        ("cap", "many"),
    ],
)
def test_bad_values_are_refused(name, value):
    with pytest.raises(OptionError, match=name):
        build_options(Opts, {name: value})


def test_option_errors_are_value_errors():
    assert issubclass(OptionError, ValueError)


def test_parse_pairs():
    assert parse_option_pairs(["hand_size=4", " a = b "]) == {"hand_size": "4", "a": "b"}
    with pytest.raises(OptionError, match="name=value"):
        parse_option_pairs(["hand_size"])


def test_describe_lists_defaults_and_choices():
    rows = {name: (default, kind) for name, default, kind in describe_options(Opts)}
    assert rows["hand_size"] == (6, "int")
    assert rows["match_mode"] == ("points", "points | rounds")


def test_options_without_changes_are_the_same_object_and_views_get_fresh_dicts():
    from cardtui.core.options import options_dict

    default = build_options(Opts)
    assert build_options(Opts) is default  # no conversion, nothing rebuilt
    given = Opts(hand_size=4)
    assert build_options(Opts, given) is given
    as_dict = options_dict(given)
    assert as_dict == dataclasses.asdict(given) and as_dict["hand_size"] == 4
    as_dict["hand_size"] = 9
    assert options_dict(given)["hand_size"] == 4
    assert build_options(Opts, given, {"hand_size": "5"}).hand_size == 5
