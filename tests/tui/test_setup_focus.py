"""The keyboard focus on the setup form is plain to see in every theme, in 256 colours.

A field and its label are read back from the screen as drawn (``Screen.get_style_at``) before
and after they take the focus: the change must be an inverse (reverse video) or a background
that differs strongly once both are reduced to the 256-colour palette, never a shade apart
(Textual's own compact fields tint the background by 5%: 235 against 234 in 256 colours).
"""

from __future__ import annotations

from rich.color import Color, ColorSystem
from rich.style import Style
from textual.widget import Widget
from tui.tui_helpers import quick_settings

from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.screens.setup import SetupScreen

# Dark, light, the terminal's own 16 colours, and a theme with its own cursor colours.
THEMES = ["textual-dark", "textual-light", "ansi-dark", "nord"]
FIELDS = ["#players", "#seat-name-1", "#opt-show_bottom_card"]  # a list, text, on/off


def luminance(style: Style) -> float:
    color = style.bgcolor or Color.default()  # none: the terminal's own background
    r, g, b = color.downgrade(ColorSystem.EIGHT_BIT).get_truecolor(foreground=False)
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


def plainly_different(before: Style, after: Style) -> bool:
    if bool(before.reverse) != bool(after.reverse):
        return True
    return abs(luminance(before) - luminance(after)) >= 0.2


def drawn_style(widget: Widget) -> Style:
    region = widget.region
    return widget.screen.get_style_at(region.x + 1, region.y)


def test_a_shade_of_background_does_not_count():
    assert not plainly_different(Style(bgcolor="#1e1e1e"), Style(bgcolor="#262626"))
    assert plainly_different(Style(bgcolor="#1e1e1e"), Style(bgcolor="#1e1e1e", reverse=True))
    assert plainly_different(Style(bgcolor="#1e1e1e"), Style(bgcolor="#0178d4"))


async def settled(pilot, done, tries: int = 20) -> None:
    """Let the app redraw until ``done`` (a loaded machine may take more than one pause to
    restyle a row); the asserts after it say what went wrong if it never is."""
    for _ in range(tries):
        await pilot.pause()
        if done():
            return


async def test_the_focused_field_and_its_label_stand_out_in_every_theme():
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, SetupScreen)
        for theme in THEMES:
            app.theme = theme
            form.query_one("#back").focus()
            await pilot.pause()
            for selector in FIELDS:
                widget = form.query_one(selector)
                label = widget.parent.query_one(".form-label")
                field_before, label_before = drawn_style(widget), drawn_style(label)
                widget.focus()
                lit = lambda b=label_before, w=label: plainly_different(b, drawn_style(w))  # noqa: E731
                await settled(pilot, lit)
                assert plainly_different(field_before, drawn_style(widget)), (theme, selector)
                assert plainly_different(label_before, drawn_style(label)), (theme, selector)
                form.query_one("#back").focus()
                await settled(
                    pilot, lambda b=label_before, w=label: not plainly_different(b, drawn_style(w))
                )
                # ...and the label is plain again once the focus has moved on.
                assert not plainly_different(label_before, drawn_style(label)), (theme, selector)
