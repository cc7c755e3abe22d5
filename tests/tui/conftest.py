"""The app's tests: an error the table rescue hid from the player is not hidden from them."""

from __future__ import annotations

import pytest

from cardtui.tui import rescue


@pytest.fixture(autouse=True)
def _no_hidden_errors():
    """A test that made a table fail without meaning to fails itself (tests that inject a
    failure take theirs off ``rescue.failures`` once checked)."""
    rescue.failures.clear()
    yield
    hidden = list(rescue.failures)
    rescue.failures.clear()
    if hidden:
        raise hidden[0]


@pytest.fixture(autouse=True)
def _quick_background_review(monkeypatch):
    """Every round against bots is reviewed in a thread of the app (round_review.py): a tiny
    search here, so the tables' tests do not wait on the coach (its own tests use as tiny)."""
    from cardtui.tui import round_review

    monkeypatch.setattr(round_review, "ITERATIONS", 12)
