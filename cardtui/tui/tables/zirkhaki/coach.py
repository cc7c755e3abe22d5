"""The coach: the exact chance that the next draw busts, exactly what banking now adds to the
score, what a bust would still bank and what a card that does not bust adds on average, with
the advice that follows (the normal bot's rule); with one card left, how the game ends
whether you draw it or bank (Zirkhaki's learning aid).

The numbers come from the engine (``cardtui.games.zirkhaki.odds.outlook``); this widget only
puts them in words. It is off unless the game's ``show_odds`` option (the Learning preset) or
the coach setting turns it on, or the player presses ``c`` at the table.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ....games.zirkhaki.odds import Outlook

ADVICE = {
    "draw": "draw",
    "bank": "bank",
    "must draw": "you must draw",
    "choose": "make the power's choice",
}


def percent(p: float) -> str:
    return f"{100 * p:.1f}%"


def why(out: Outlook, brief: bool = False) -> str:
    """Why the coach advises what it does, in the words of the rule that decided it (odds.py's
    ``advice_reason``); "" where the line above already says it (a known card, the last card,
    a pile that busts whatever is drawn)."""
    if out.advice not in ("draw", "bank") or out.reason in ("peek", "last", "all_bust", ""):
        return ""
    if out.reason == "behind" and out.advice == "draw":
        return "behind" if brief else "you are behind even after banking"
    if out.reason == "ahead" and out.advice == "bank":
        return "ahead" if brief else "you are ahead: no need to risk it"
    if out.advice == "bank":
        if out.bonus_cards:
            return "chest+key bonus" if brief else "counts the chest and key bonus"
        return "too risky" if brief else "a draw risks more than it adds"
    return "worth it" if brief else "a draw adds more than it risks"


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
        self.me = 0  # the seat the outlook is for

    def show(
        self,
        outlook: Outlook | None,
        *,
        odds: float,
        draw_count: int,
        zone_size: int,
        whose: str = "",
        me: int = 0,
    ) -> None:
        """``outlook`` for the player to move at the screen; else the public ``odds`` for
        ``whose`` turn it is. ``zone_size``: the cards in the zone (none: nothing can bust)."""
        self.outlook = outlook
        self.odds = odds
        self.draw_count = draw_count
        self.zone_size = zone_size
        self.whose = whose
        self.me = me
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
        warning = self._style("warning")
        if not self.draw_count:
            first.append("the draw pile is empty.", numbers)
        elif not self.zone_size:
            first.append("the first card of a turn never busts.", numbers)
        elif out is not None and out.known_next is not None:
            verdict = "busts you!" if out.next_busts else "is safe."
            style = warning if out.next_busts else self._style("advice")
            if brief:  # the odds are no news when you know the card
                first.append(f"you know the next card ({out.known_next}) {verdict}", style)
            else:
                first.append(f"you know the next card ({out.known_next}) {verdict}", style)
                first.append(
                    f" The odds alone: {percent(odds)} ({hits} of {self.draw_count} cards).",
                    numbers,
                )
        elif odds >= 1.0:
            who = f"{self.whose}" if self.whose and out is None else "you"
            first.append(f"every card left in the draw pile busts {who}.", warning)
        elif brief:
            first.append(f"next draw busts {percent(odds)} ({hits} of {self.draw_count})", numbers)
        else:
            who = f"{self.whose} " if self.whose and out is None else "you "
            first.append(
                f"a draw busts {who}{percent(odds)} of the time "
                f"({hits} of {self.draw_count} cards).",
                numbers,
            )
        if out is None or out.advice in ("choose", "must draw") or not self.zone_size:
            # another's turn, a power's choice to make first, a forced draw or a first draw
            return [first]
        if out.last is not None:  # the end of the game, worked out exactly
            return [first, self._ending(out, brief)]
        return [first, self._stakes(out, brief)]

    def _stakes(self, out: Outlook, brief: bool) -> Text:
        """What banking adds, exactly; what a bust keeps; what a safe card adds on average."""
        numbers = self._style("numbers")
        second = Text()
        bonus = f" +{out.bonus_cards} bonus card{'s' if out.bonus_cards != 1 else ''}"
        second.append(f"Bank now: +{out.bank_points}" + (bonus if out.bonus_cards else ""), numbers)
        if self.draw_count and not out.certain_bust:
            if out.saved_points and not brief:
                second.append(f" · a bust keeps +{out.saved_points}", numbers)
            safe = f"{out.safe_points:+.1f}"
            second.append(
                f" · safe card ≈ {safe}" if brief else f" · a safe card adds ≈ {safe}", numbers
            )
        reason = why(out, brief)
        advice = ADVICE.get(out.advice, out.advice)
        second.append(f" → {advice}" + (f": {reason}" if reason else ""), self._style("advice"))
        return second

    def _ending(self, out: Outlook, brief: bool) -> Text:
        """One card left, known to all: how the game ends if you draw it or bank now."""
        last = out.last
        assert last is not None

        def score(scores: tuple[int, ...]) -> str:
            mine = scores[self.me]
            best = max((s for q, s in enumerate(scores) if q != self.me), default=mine)
            return f"{mine}–{best}"

        words = {"win": "you win", "shared": "a shared win", "lose": "you lose"}
        text = Text()
        head = "last card" if brief else "Last card left"
        if last.decided is not None:
            text.append(
                f"{head}: {last.card} · {words[last.decided]} either way "
                f"(draw {score(last.draw_scores)}, bank {score(last.bank_scores)})",
                self._style("advice" if last.decided != "lose" else "warning"),
            )
            return text
        drawn = "it busts you, " if last.busts and not brief else ""
        text.append(
            f"{head}: {last.card} · draw: {drawn}{words[last.draw]} {score(last.draw_scores)}"
            f" · bank: {words[last.bank]} {score(last.bank_scores)}",
            self._style("numbers"),
        )
        text.append(f" → {ADVICE.get(out.advice, out.advice)}", self._style("advice"))
        return text
