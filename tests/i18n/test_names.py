"""Player names stay as typed (issue 28): a Persian name keeps its zero-width non-joiner,
while the directional overrides that could reorder a screen are still removed."""

from __future__ import annotations

from cardtui.core.text import clean_name


def test_a_persian_name_keeps_its_zwnj():
    assert clean_name("علی\u200cرضا") == "علی\u200cرضا"


def test_directional_controls_are_still_removed():
    assert clean_name("\u202eAnn\u202c \u2066Bob\u2069") == "Ann Bob"
