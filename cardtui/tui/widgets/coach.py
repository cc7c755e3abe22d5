"""The coach: the exact chance that the next draw busts, what banking now is worth, and the
expected worth of one more draw, with the advice that follows (Zirkhaki's learning aid).

The numbers come from the engine (``cardtui.games.zirkhaki.odds.outlook``); this widget only
puts them in words. It is off unless the game's ``show_odds`` option (the Learning preset) or
the coach setting turns it on, or the player presses ``c`` at the table.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ...games.zirkhaki.odds import Outlook

ADVICE = {
    "draw": "draw",
    "bank": "bank",
    "must draw": "you must draw",
    "choose": "make the power's choice",
}


def percent(p: float) -> str:
    return f"{100 * p:.1f}%"


class Coach(Widget):
    """Two short lines of odds and advice for the player at the screen."""

    DEFAULT_CSS = """
    Coach { height: auto; width: 1fr; }
    Coach > .coach--label { color: $accent; text-style: bold; }
    Coach > .coach--numbers { color: $text; }
    Coach > .coach--advice { color: $success; text-style: bold; }
    Coach > .coach--warning { color: $error; text-style: bold; }
    """
    COMPONENT_CLASSES = {"coach--label", "coach--numbers", "coach--advice", "coach--warning"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.outlook: Outlook | None = None
        self.odds: float | None = None
        self.draw_count = 0
        self.zone_size = 0
        self.whose = ""  # another player's turn: only the public odds, for them

    def show(
        self,
        outlook: Outlook | None,
        *,
        odds: float,
        draw_count: int,
        zone_size: int,
        whose: str = "",
    ) -> None:
        """``outlook`` for the player to move at the screen; else the public ``odds`` for
        ``whose`` turn it is. ``zone_size``: the cards in the zone (none: nothing can bust)."""
        self.outlook = outlook
        self.odds = odds
        self.draw_count = draw_count
        self.zone_size = zone_size
        self.whose = whose
        self.refresh(layout=True)

    def _style(self, key: str):
        return self.get_component_rich_style(f"coach--{key}", partial=True)

    def render(self) -> Text:
        width = self.content_size.width
        for brief in (False, True):
            lines = self._lines(brief)
            if all(line.cell_len <= width for line in lines):
                break
        return Text("\n").join(lines)

    def _lines(self, brief: bool) -> list[Text]:
        first = Text()
        first.append("Coach: ", self._style("label"))
        out = self.outlook
        odds = out.bust_odds if out is not None else (self.odds or 0.0)
        hits = round(odds * self.draw_count)
        numbers = self._style("numbers")
        if not self.draw_count:
            first.append("the draw pile is empty.", numbers)
        elif not self.zone_size:
            first.append("the first card of a turn never busts.", numbers)
        elif out is not None and out.known_next is not None:
            verdict = "busts you!" if out.next_busts else "is safe."
            style = self._style("warning" if out.next_busts else "advice")
            if brief:
                first.append(f"you know the next card {verdict}", style)
                first.append(f" (the odds alone: {percent(odds)})", numbers)
            else:
                first.append(f"you know the next card ({out.known_next}) {verdict}", style)
                first.append(
                    f" The odds alone: {percent(odds)} ({hits} of {self.draw_count} cards).",
                    numbers,
                )
        elif brief:
            first.append(f"next draw busts {percent(odds)} ({hits} of {self.draw_count})", numbers)
        else:
            who = f"{self.whose} " if self.whose and out is None else "you "
            first.append(
                f"a draw busts {who}{percent(odds)} of the time "
                f"({hits} of {self.draw_count} cards).",
                numbers,
            )
        if out is None or out.advice == "choose" or not self.zone_size:
            # another's turn, a power's choice to make first, or a turn's first draw
            return [first]
        second = Text()
        if brief:
            second.append(
                f"bank now ≈ {out.bank_now:+.1f} · one more draw ≈ {out.draw_ev:+.1f}", numbers
            )
        else:
            second.append(
                f"Bank now ≈ {out.bank_now:+.1f} pts · one more draw ≈ {out.draw_ev:+.1f}", numbers
            )
            if out.protected:
                second.append(f" · carpet keeps {out.protected:.1f}", numbers)
        second.append(f" → {ADVICE.get(out.advice, out.advice)}", self._style("advice"))
        return [first, second]
