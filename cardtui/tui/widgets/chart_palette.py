"""A chart's colours, taken from the app's theme: one for each bot level (green the easy one,
red the hard one, where the theme has them), won and not won, the ticks. Each colour is given
as plotext wants it and as a Rich style for the legend.

A colour the theme gives as RGB reaches a 256-colour terminal as its nearest of the 256; two
such colours can meet there (solarized's warning and error do), so each level takes the first
of its candidates that no other level, nor the background, shows as. An ANSI theme's colours
stay ANSI colours: the terminal's own palette draws them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rich.color import Color as RichColor
from rich.color import ColorSystem
from textual.color import Color

# The order levels pick their colour in: the most played first, so they get the likeliest hue.
LEVEL_CANDIDATES = {
    "easy": ("success", "primary", "accent", "secondary", "foreground"),
    "normal": ("warning", "accent", "primary", "secondary", "foreground"),
    "hard": ("error", "secondary", "accent", "primary", "foreground"),
    "random": ("primary", "secondary", "accent", "foreground", "success"),
}
OTHER = ("accent", "secondary", "primary", "foreground")  # a level the list above lacks
FALLBACK_FOREGROUND = Color(224, 224, 224)
GREY = 8  # ANSI bright black: muted text on an ANSI theme


@dataclass(frozen=True)
class Shade:
    plotext: int | tuple[int, int, int] | str  # 0-255, RGB, or "default"
    style: str  # the same for Rich
    index: int | None  # as a 256-colour terminal shows it (None: its default colour)


@dataclass(frozen=True)
class Palette:
    ticks: Shade
    won: Shade
    not_won: Shade
    levels: dict[str, Shade]
    background: Shade

    def level(self, level: str) -> Shade:
        return self.levels.get(level, self.levels["other"])


def shade(colour: Color) -> Shade:
    if colour.ansi is not None:
        if colour.ansi < 0:
            return Shade("default", "default", None)
        return Shade(colour.ansi, f"color({colour.ansi})", colour.ansi)
    r, g, b = colour.rgb
    index = RichColor.from_rgb(r, g, b).downgrade(ColorSystem.EIGHT_BIT).number
    return Shade((r, g, b), f"rgb({r},{g},{b})", index)


def parse(value: str | None, default: Color) -> Color:
    try:
        return Color.parse(value) if value else default
    except Exception:  # a theme variable that is no plain colour ("auto 60%")
        return default


def palette(variables: Mapping[str, str], background: Color) -> Palette:
    """The chart's colours for a theme (``App.theme_variables``) on ``background``."""
    foreground = parse(variables.get("foreground"), FALLBACK_FOREGROUND)
    ground = shade(background)
    taken = {ground.index}
    levels: dict[str, Shade] = {}
    for level, names in [*LEVEL_CANDIDATES.items(), ("other", OTHER)]:
        options = [shade(parse(variables.get(name), foreground)) for name in names]
        levels[level] = next((s for s in options if s.index not in taken), options[0])
        taken.add(levels[level].index)
    if background.ansi is not None or foreground.ansi is not None:
        muted = Shade(GREY, f"color({GREY})", GREY)
    else:  # as the theme's muted text: the foreground faded into the background
        muted = shade(background.blend(foreground, 0.6))
    won = shade(parse(variables.get("success"), foreground))
    return Palette(ticks=muted, won=won, not_won=muted, levels=levels, background=ground)
