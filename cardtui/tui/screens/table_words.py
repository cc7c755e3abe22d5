"""A table's words said again in the language just chosen (Settings → Language, no restart).

The table is never recomposed: its match, hands, legal moves, the coach's answer and a bot's
thinking stay as they are. What the table says is redrawn from what it keeps: the header and
scoreboard from the match, the game's widgets from the last view (``redraw_words``, each game
keeps its cursor and marks), the log from its lines' sources, the status line and the prompt
from the functions that said them, and the coach's panel from its last answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...bots.coach import reasons
from ..widgets import MoveLog
from ..widgets.coach_advice import CoachAdvice

if TYPE_CHECKING:
    from ...core import View


class WordsMixin:
    """``relabel()`` for a table screen (``TableScreen`` mixes it in)."""

    view: View | None
    _status: Any
    _prompt: Any

    def relabel(self) -> None:
        """Everything this table shows, again in the language now chosen."""
        self.update_header()  # type: ignore[attr-defined]
        self.update_scoreboard()  # type: ignore[attr-defined]
        self.relabel_table()
        if self.view is not None:
            self.redraw_words()
        self.query_one(MoveLog).relabel()  # type: ignore[attr-defined]
        if self._status is not None:
            self.show_status(self._status)  # type: ignore[attr-defined]
        if self._prompt is not None:  # after the game's widgets: a prompt may read a cursor
            self.set_prompt(self._prompt)  # type: ignore[attr-defined]
        self.relabel_coach()
        self.refresh_bindings()  # type: ignore[attr-defined]

    def relabel_table(self) -> None:
        """A game's labels set when the table was composed (buttons, piles' names)."""

    def redraw_words(self) -> None:
        """A game draws the last view again, keeping its cursor, marks and input as they
        are (``draw`` alone would reset them)."""

    def relabel_coach(self) -> None:
        """The coach's last answer in the new words (its reasons are sentences: said again
        from the same search's answer, never searched again)."""
        said = getattr(self, "_coach_said", None)
        panel = self.query_one("#coach-advice", CoachAdvice)  # type: ignore[attr-defined]
        if said is None or not panel.display or not panel.lines:
            return
        gen, advice = said
        if gen != self._coach_gen or self.view is None:  # type: ignore[attr-defined]
            return
        spec = self.conductor.match.spec  # type: ignore[attr-defined]
        self.coach_answer(gen, advice, reasons(spec, self.view, advice))  # type: ignore[attr-defined]
