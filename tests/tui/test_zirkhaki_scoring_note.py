"""The results note says how a Zirkhaki game was scored in the player's language (the rules
engine hands its English words over as codes)."""

from __future__ import annotations

from cardtui.i18n import _, set_language
from cardtui.tui.tables.zirkhaki.table import _SCORING


def test_both_ways_of_scoring_are_shown_translated():
    set_language("fa")
    try:
        assert _(_SCORING["top card per suit"]) != "top card per suit"
    finally:
        set_language("en")
    assert {_(how) for how in _SCORING.values()} == {"top card per suit", "every card"}
