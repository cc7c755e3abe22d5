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
