"""The Statistics screen's chart: a player's win rate against each bot level, round by round,
their points in each recent round, or their progress (the win chance the coach's review says
they lost per decision, each reviewed round and its moving average), drawn by plotext (through
textual-plotext) in the theme's own colours. Where the chart has too little room or too few
rounds to say anything, it says it in words instead.

The colours are read from the app's theme at every draw (a theme change redraws it), chosen to
stay apart in 256 colours (:mod:`.chart_palette`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.console import Group
from rich.text import Text
from textual.app import RenderResult
from textual_plotext import PlotextPlot

from ...i18n import _, number
from ...store.stats import RatePoint, RoundPoint
from ...store.stats_reviews import WINDOW, ProgressPoint, moving_average
from .chart_palette import Palette, palette
from .level_words import levels_joined

MIN_ROUNDS = 3  # a line through fewer rounds says less than a sentence
MIN_WIDTH, MIN_HEIGHT = 36, 7  # smaller than this, a chart is unreadable: words instead
Y_LABEL = 5  # the width plotext gives the y axis' labels ("100%")


class StatsChart(PlotextPlot):
    """Shows what :meth:`show_rates`, :meth:`show_points` or :meth:`show_words` last set."""

    DEFAULT_CSS = """
    StatsChart { height: 1fr; width: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._kind = "words"
        self._label = ""
        self._rates: Mapping[str, Sequence[RatePoint]] = {}
        self._points: Sequence[RoundPoint] = ()
        self._progress: Sequence[ProgressPoint] = ()
        self._words = ""

    def on_unmount(self) -> None:
        # PlotextPlot subscribes to theme changes with a closure over itself, which keeps the
        # widget (and its screen) alive in the signal's table: let go when it leaves.
        self.app.theme_changed_signal.unsubscribe(self)

    # -- what to show ----------------------------------------------------------------------
    @property
    def kind(self) -> str:
        """ "rates", "points", "progress" or "words": what is drawn now (words when it cannot
        be drawn)."""
        if self._kind == "words" or not self._fits():
            return "words"
        return self._kind

    def show_rates(
        self, label: str, series: Mapping[str, Sequence[RatePoint]], in_words: str
    ) -> None:
        """``label``'s win rate against each bot level after each round against it; the
        same in words where it cannot be drawn."""
        enough = any(len(points) >= MIN_ROUNDS for points in series.values())
        self._rates, self._words = series, in_words
        self._set("rates" if enough else "words", label)

    def show_points(self, label: str, points: Sequence[RoundPoint], in_words: str) -> None:
        """``label``'s points in each of their latest rounds (as many as fit); the same in
        words where it cannot be drawn."""
        self._points, self._words = points, in_words
        self._set("points" if len(points) >= MIN_ROUNDS else "words", label)

    def show_progress(self, label: str, points: Sequence[ProgressPoint], in_words: str) -> None:
        """``label``'s average cost per decision in each reviewed round (as many as fit) and
        its moving average; the same in words where it cannot be drawn."""
        self._progress, self._words = points, in_words
        self._set("progress" if len(points) >= MIN_ROUNDS else "words", label)

    def show_words(self, text: str) -> None:
        self._set("words", "")
        self._words = text

    def _set(self, kind: str, label: str) -> None:
        self._kind, self._label = kind, label
        self.refresh()

    def _fits(self) -> bool:
        return self.size.width >= MIN_WIDTH and self.size.height >= MIN_HEIGHT

    # -- drawing -----------------------------------------------------------------------------
    def render(self) -> RenderResult:
        kind = self.kind
        if kind == "words":
            return Text(self._words)
        plt = self.plt
        plt.clear_figure()
        # Sized by the widget alone, never by the terminal plotext thinks it is in.
        plt._limit_size(False, False)
        plt.plotsize(self.size.width, self.size.height - 1)  # a line for the legend
        colours = self.palette()
        # No background of its own: the widget's (the theme's) shows through.
        plt.canvas_color("default")
        plt.axes_color("default")
        plt.ticks_color(colours.ticks.plotext)
        draw = {"rates": self._draw_rates, "progress": self._draw_progress}.get(
            kind, self._draw_points
        )
        legend = draw(colours)
        legend.no_wrap, legend.overflow = True, "ellipsis"  # one line: the plot has the rest
        return Group(legend, Text.from_ansi(plt.build()))

    def _draw_rates(self, colours: Palette) -> Text:
        plt = self.plt
        legend = Text(_("Win rate, round by round, against") + " ")
        # Levels met at the same tables have the same line: one line, named for them all.
        lines: dict[tuple[tuple[int, int], ...], list[str]] = {}
        for level, points in self._rates.items():
            lines.setdefault(tuple((p.rounds, p.won) for p in points), []).append(level)
        longest = 1
        for line, levels in lines.items():
            colour = colours.level(levels[0])
            rounds = [n for n, _ in line]
            rates = [100 * won / n for n, won in line]
            plt.plot(rounds, rates, marker="hd", color=colour.plotext)
            longest = max(longest, rounds[-1])
            legend.append("━━ ", style=colour.style)
            rate = _("{n}%").format(n=number(round(rates[-1])))
            legend.append(f"{levels_joined(levels)} {rate}  ")
        legend.rstrip()
        plt.ylim(0, 100)
        steps = range(0, 101, 25 if self.size.height >= 13 else 50)  # rows evenly apart
        plt.yticks(list(steps), [f"{n}%" for n in steps])
        plt.xlim(1, max(longest, 2))
        plt.xticks(*_round_ticks(longest, self.size.width))
        return legend

    def _draw_points(self, colours: Palette) -> Text:
        plt = self.plt
        room = max(3, (self.size.width - Y_LABEL - 2) // 3)  # a bar and a gap per round
        shown = list(self._points[-room:])
        first = len(self._points) - len(shown) + 1
        for x, p in enumerate(shown, first):
            # One bar a call: plotext sizes a call's bars by their mean distance apart.
            colour = colours.won if p.won else colours.not_won
            plt.bar([x], [p.points], color=colour.plotext, width=0.4, reset_ticks=False)
        last = first + len(shown) - 1
        plt.xlim(first - 0.5, last + 0.5)
        plt.xticks(*_round_ticks(last, self.size.width, first))
        low = min(0, *(p.points for p in shown))
        high = max(1, *(p.points for p in shown))
        plt.ylim(low, high)
        plt.yticks(*_point_ticks(low, high, self.size.height - 3))
        average = sum(p.points for p in self._points) / len(self._points)
        cut = len(shown) < len(self._points)
        if cut:
            said = _("Points in the last {n} rounds:").format(n=number(len(shown)))
        else:
            said = _("Points in each round:")
        legend = Text(said + " ")
        legend.append("██ ", style=colours.won.style)
        legend.append(_("won") + "  ")
        legend.append("██ ", style=colours.not_won.style)
        legend.append(
            _("not won") + "  · " + _("{average} a round").format(average=number(round(average, 1)))
        )
        return legend

    def _draw_progress(self, colours: Palette) -> Text:
        plt = self.plt
        room = max(MIN_ROUNDS, (self.size.width - Y_LABEL - 2) // 2)  # two columns a round
        shown = list(self._progress[-room:])
        averages = moving_average(self._progress)[-len(shown) :]
        first = len(self._progress) - len(shown) + 1
        xs = list(range(first, first + len(shown)))
        costs = [100 * p.cost for p in shown]
        plt.plot(xs, costs, marker="hd", color=colours.not_won.plotext)
        plt.plot(xs, [100 * a for a in averages], marker="hd", color=colours.won.plotext)
        apart = [(x, c) for x, c, p in zip(xs, costs, shown, strict=True) if p.apart]
        if apart:  # undo or the coach helped: the same line, marked
            plt.scatter(*zip(*apart, strict=True), marker="x", color=colours.ticks.plotext)
        last = xs[-1]
        plt.xlim(first, max(last, first + 1))
        plt.xticks(*_round_ticks(last, self.size.width, first))
        high = max(1.0, *costs)
        top = -(-high // 5) * 5  # a round number of percent above the highest round
        plt.ylim(0, top)
        steps = [0, top / 2, top] if self.size.height >= 11 else [0, top]
        plt.yticks(steps, [f"{t:g}%" for t in steps])
        legend = Text(_("Win chance lost a decision:") + " ")
        legend.append("━━ ", style=colours.not_won.style)
        legend.append(_("each round") + "  ")
        legend.append("━━ ", style=colours.won.style)
        legend.append(_("average of {n}").format(n=number(WINDOW)))
        if apart:
            legend.append("  x", style=colours.ticks.style)
            legend.append(" " + _("undo or coach"))
        return legend

    def palette(self) -> Palette:
        """The theme's colours, read now (a theme change redraws the chart)."""
        return palette(self.app.theme_variables, self.background_colors[1])


def _round_ticks(last: int, width: int, first: int = 1) -> tuple[list[int], list[str]]:
    """Whole round numbers along the x axis, about one every eight columns."""
    count = max(2, (width - Y_LABEL) // 8)
    step = max(1, -(-(last - first) // count))
    ticks = list(range(first, last + 1, step))
    return ticks, [str(t) for t in ticks]


def _point_ticks(low: int, high: int, rows: int) -> tuple[list[int], list[str]]:
    """Whole numbers up the y axis at a round step (1, 2, 5, 10, 20, 50...), about one every
    three rows."""
    want = max(2, rows // 3)
    step = 1
    while (high - low) / step > want:
        bigger = step * 5 // 2 if str(step)[0] == "2" else step * 2
        if 2 * bigger > high - low:
            break  # two steps up the axis at least
        step = bigger
    ticks = list(range(-(-low // step) * step, high + 1, step))  # within low..high
    return ticks, [str(t) for t in ticks]
