"""The log's first line of a round is one translated sentence (it was English glue)."""

from __future__ import annotations

from types import SimpleNamespace

from cardtui.i18n import set_language
from cardtui.i18n.pseudo import bypassed
from cardtui.tui.screens.table import TableScreen


def test_the_round_heading_comes_from_the_catalog():
    table = SimpleNamespace(names=["Ann", "Bob"], ROUND_WORD="Round")
    assert TableScreen.round_heading(table, 1, 1) == "Round 1: Bob deals."
    set_language("qps")
    try:
        shown = TableScreen.round_heading(table, 1, 1)
    finally:
        set_language("en")
    assert bypassed(shown, allowed=("Bob",)) == []


def test_a_play_and_its_burn_are_one_translated_sentence():
    from cardtui.core import Event
    from cardtui.tui.tables.hidden_unders.table_text import move_lines

    def lines() -> list:
        return move_lines(
            [
                Event(kind="play", seat=0, text="P1 plays 10♠.", cards=["TS"]),
                Event(kind="burn", seat=0, text="P1 burns the pile of 3 cards (10♠).", cards=[]),
            ]
        )

    assert lines() == ["P1 plays 10♠ and burns the pile of 3 cards."]
    set_language("qps")
    try:
        shown = lines()[0]
    finally:
        set_language("en")
    assert bypassed(shown, allowed=("P1", "plays", "burns", "the", "pile", "of", "cards")) == []
