"""The theme's colours for Rich text (what a table styles itself rather than through CSS)."""

from __future__ import annotations

from rich.color import Color as RichColor
from textual.app import App
from textual.color import Color, ColorParseError


def theme_colour(app: App, name: str) -> RichColor | None:
    """A colour of the theme for Rich: the theme names colours in Textual's words, which Rich
    may not read (the ansi themes' ``ansi_green``: Rich raised and the table froze). None
    when the variable is missing or no plain colour."""
    value = app.get_css_variables().get(name)
    try:
        return Color.parse(value).rich_color if value else None
    except ColorParseError:
        return None
