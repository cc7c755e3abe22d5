"""The coach's advice (issue 26): every move the player at the screen can make now, its
estimated chance to win the round and the points where the game scores them, the best move
marked, and one plain sentence of why for the top choices.

The numbers come from the hard bot's search on the player's own view
(:func:`cardtui.bots.coach.advise`); the table turns moves into its own words before they
reach this widget, which only lays them out.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.widget import Widget

from ...i18n import N_, _, local_digits


@dataclass(frozen=True)
class AdviceLine:
    """One move as the panel shows it: its words, win chance (0..1), points or None, whether
    it is the best, and the sentence of why ("" for a move below the top choices)."""

    words: str
    win: float
    points: float | None
    best: bool
    why: str = ""


TOP = 3  # the best moves that get a sentence of why, room allowing
# The points column's heading (five cells): the game's word for its points, shortened.
POINTS_HEAD = {
    # Translators: short for points, a column heading of five cells at most.
    "points": N_("pts"),
    # Translators: short for penalty cards, a column heading of five cells at most.
    "penalty cards": N_("cards"),
}


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
        self.star = "★"  # "*" where cards are drawn in ASCII (a terminal that mangles glyphs)

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
        text.append(_("Coach"), self._style("title"))
        if self.thinking:
            text.append("\n" + _("thinking…"), self._style("why"))
            return text
        if not self.lines:
            return text
        # The sentences of why for as many of the top choices as leave every move in view
        # (at 80x24 the panel is 25 columns by about 15 lines).
        width = max(self.content_size.width, 12)
        height = self.content_size.height or 1000
        for told in range(TOP, -1, -1):
            body = self._body(width, told)
            if 2 + len(body) <= height:
                break
        text.append(" · " + _("{star} best move").format(star=self.star), self._style("why"))
        # Translators: the coach's column heading of the win chance (three cells at most).
        win = _("win")
        head = f"   {win:>3}"
        if self.points_word:
            points = _(POINTS_HEAD.get(self.points_word, POINTS_HEAD["points"]))
            head += f" {points:>5}"
        text.append(f"\n{head} " + _("move"), self._style("why"))
        for line, style in body:
            text.append("\n")
            text.append(line, self._style(style) if style else "")
        return text

    def _body(self, width: int, told: int) -> list[tuple[str, str]]:
        """The panel's lines (text, style) with the sentences of the ``told`` best moves."""
        out: list[tuple[str, str]] = []
        for i, line in enumerate(self.lines):
            mark = f"{self.star} " if line.best else "  "
            numbers = local_digits(f"{round(100 * line.win):>3}%")
            if self.points_word and line.points is not None:
                numbers += local_digits(f" {line.points:>5.1f}")
            move = f"{mark}{numbers} {line.words}"
            style = "best" if line.best else ""
            hang = " " * (len(mark) + 5)  # a long move wraps under the numbers
            wrapped = textwrap.wrap(move, width, subsequent_indent=hang) or [move]
            out += [(part, style) for part in wrapped]
            if line.why and i < told:  # under the move, indented, so the moves stand out
                why = textwrap.wrap(
                    line.why, width, initial_indent="    ", subsequent_indent="    "
                )
                out += [(part, "why") for part in why]
        return out
