"""Is a screen or widget still up? Textual takes a screen's widgets away before it stops the
screen's timers, workers and queued callbacks, and a widget removed while it mounts never gets
its own children: code that runs then must not look for them."""

from __future__ import annotations

from typing import Any


def shown(node: Any) -> bool:
    """``node`` (a screen or a widget) is attached and not being closed or removed."""
    # Textual has no public word for "being closed"; these are the flags its remove() sets.
    closing = node._closing or node._closed or node._pruning
    return bool(node.is_attached and not closing)
