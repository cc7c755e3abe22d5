"""Fixtures for the bot tests: Little Fishing (a toy on the full engine contract) registered as
a game, so the registry, ``make``, the arena and the bench can run without the real engines."""

from __future__ import annotations

import pytest
from bots import toy_fishing

import cardtui.bots as bots
import cardtui.games as games
from cardtui.bots.hard import HardBot


@pytest.fixture
def fishing(monkeypatch):
    """Register the toy as game ``fishing`` (with a ``hard`` level) for one test."""
    monkeypatch.setitem(games._MODULES, "fishing", toy_fishing.__name__)

    def make_hard(seed=None, **kwargs):
        return HardBot(seed, spec=toy_fishing.SPEC, **kwargs)

    monkeypatch.setitem(bots._EXTRA, ("fishing", "hard"), make_hard)
    return toy_fishing.SPEC
