"""Is a screen or widget still up? Textual takes a screen's widgets away before it stops the
screen's timers, workers and queued callbacks, and a widget removed while it mounts never gets
its own children: code that runs then must not look for them."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen


def shown(node: Any) -> bool:
    """``node`` (a screen or a widget) is attached and not being closed or removed; a screen
    is on the app's stack too (a screen just popped keeps its flags clear for a moment)."""
    # Textual has no public word for "being closed"; these are the flags its remove() sets.
    if node._closing or node._closed or node._pruning or not node.is_attached:
        return False
    return not isinstance(node, Screen) or node in node.app.screen_stack
