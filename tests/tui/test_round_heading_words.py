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
