"""What a table does when only bots sit at it (watching): the results stay up for a short
pause and play goes on by itself, round after round and match after match, and each finished
match is kept for replay (``watch.py``). :class:`TableScreen` mixes this in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import watch

if TYPE_CHECKING:
    from ..conductor import Conductor


class WatchMixin:
    """Demo play for a table of bots alone."""

    conductor: Conductor
    app: Any

    def results_pause(self) -> float | None:
        """Seconds the results stay up before the bots play on; None when a human sits here
        (the results wait for them)."""
        if not self.conductor.watching:
            return None
        return watch.results_pause(self.conductor.bot_delay)

    def keep_watched_match(self) -> None:
        """A watched match that just ended is kept as a save, to replay from Saves."""
        match = self.conductor.match
        if not self.conductor.watching or not match.is_over:
            return
        if getattr(self, "_watched_kept", False):
            return
        self._watched_kept = True
        _, problem = watch.keep_finished(match)
        if problem:
            self.notify(problem, severity="warning", timeout=8, markup=False)  # type: ignore[attr-defined]
