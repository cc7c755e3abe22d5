"""``cardtui play``: what it opens, and bad arguments as sentences before any screen opens."""

from __future__ import annotations

import pytest

from cardtui.cli import build_parser
from cardtui.commands.play import build_launch
from cardtui.tui import tables


def launch(*argv: str):
    return build_launch(build_parser().parse_args(["play", *argv]))


def seats(result) -> list[tuple[str, str, str | None]]:
    return [(s.kind, s.name, s.level) for s in result.setup.seats]


def test_plain_play_opens_the_setup_form():
    result = launch("xeri")
    assert result.game == "xeri" and result.table is False


def test_bots_put_you_at_a_table_against_them():
    result = launch("xeri", "--bots", "easy", "--seed", "9", "-o", "hand_size=4")
    assert result.table is True
    assert seats(result) == [("human", "Player 1", None), ("bot", "Bot 2", "easy")]
    assert result.setup.seed == 9 and result.setup.options["hand_size"] == 4


def test_names_alone_make_a_hot_seat_table():
    assert seats(launch("xeri", "--names", "Ann,Sara")) == [
        ("human", "Ann", None),
        ("human", "Sara", None),
    ]


def test_v1_four_players_fill_with_bot_levels_in_turn():
    result = launch("xeri", "--players", "4", "--bots", "easy,normal")
    assert [s[2] for s in seats(result)] == [None, "easy", "normal", "easy"]


def test_watch_seats_only_bots():
    result = launch("xeri", "--watch", "--bots", "normal,easy")
    assert all(kind == "bot" for kind, _, _ in seats(result))


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("xeri", "--players", "3", "--bots", "easy"), "cannot be played by 3"),
        (("xeri", "--bots", "genius"), "no 'genius' bot"),
        (("xeri", "--bots", "easy", "-o", "hand_size=5"), "Hands of 5"),
        (("xeri", "--watch", "--names", "Ann"), "--watch is for bots only"),
    ],
)
def test_bad_arguments_are_sentences(argv, message):
    with pytest.raises(ValueError, match=message):
        launch(*argv)


def test_a_game_without_a_table_is_refused_before_the_app_opens(monkeypatch):
    monkeypatch.setattr(tables, "TABLES", {"xeri": tables.TABLES["xeri"]})
    with pytest.raises(ValueError, match="Zirkhaki"):
        launch("zirkhaki", "--bots", "easy")
