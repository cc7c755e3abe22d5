"""The coach's advice (issue 26): every move the player at the screen can make now, its
estimated chance to win the round and the points where the game scores them, the best move
marked, and one plain sentence of why for the top choices.

The numbers come from the hard bot's search on the player's own view
(:func:`cardtui.bots.coach.advise`); the table turns moves into its own words before they
reach this widget, which only lays them out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.widget import Widget


@dataclass(frozen=True)
class AdviceLine:
    """One move as the panel shows it: its words, win chance (0..1), points or None, whether
    it is the best, and the sentence of why ("" for a move below the top choices)."""

    words: str
    win: float
    points: float | None
    best: bool
    why: str = ""


class CoachAdvice(Widget):
    """The coach's panel: "thinking…" while the search runs, then one line a move, best first."""

    DEFAULT_CSS = """
    CoachAdvice { height: 1fr; width: 1fr; padding: 0 1; overflow: hidden hidden; }
    CoachAdvice > .advice--title { color: $accent; text-style: bold; }
    CoachAdvice > .advice--best { color: $success; text-style: bold; }
    CoachAdvice > .advice--why { color: $text-muted; }
    """
    COMPONENT_CLASSES = {"advice--title", "advice--best", "advice--why"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.lines: list[AdviceLine] = []
        self.thinking = False
        self.points_word: str | None = None

    def think(self) -> None:
        """The search has started for a new position: what was shown belongs to the last."""
        self.lines, self.thinking = [], True
        self.refresh()

    def clear(self) -> None:
        self.lines, self.thinking = [], False
        self.refresh()

    def show(self, lines: Sequence[AdviceLine], points_word: str | None) -> None:
        self.lines, self.thinking, self.points_word = list(lines), False, points_word
        self.refresh()

    def _style(self, key: str):
        return self.get_component_rich_style(f"advice--{key}", partial=True)

    def render(self) -> Text:
        text = Text()
        text.append("Coach", self._style("title"))
        if self.thinking:
            text.append("\nthinking…", self._style("why"))
            return text
        if not self.lines:
            return text
        head = "% = chance to win"
        if self.points_word:
            head += f", then {self.points_word}"
        text.append(f": ★ best\n{head}", self._style("why"))
        for line in self.lines:
            text.append("\n")
            mark = "★ " if line.best else "  "
            numbers = f"{round(100 * line.win):>3}%"
            if line.points is not None:
                numbers += f" {line.points:>4.1f}"
            style = self._style("best") if line.best else ""
            text.append(f"{mark}{numbers} {line.words}", style)
            if line.why:
                text.append(f"\n    {line.why}", self._style("why"))
        return text
