"""Base screens: each carries the "window too small" notice, shown when the app is smaller
than the 80x24 it is laid out for, and gone again as soon as the window grows."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.await_complete import AwaitComplete
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button, Footer

MIN_WIDTH, MIN_HEIGHT = 80, 24


class TooSmall(Widget):
    """Covers the screen while the terminal is smaller than the app needs."""

    DEFAULT_CSS = """
    TooSmall {
        display: none;
        layer: toosmall;
        dock: top;
        width: 100%;
        height: 100%;
        background: $background;
        color: $text;
        content-align: center middle;
        text-align: center;
        padding: 1 2;
    }
    """
    # Shown by the rule "App.-too-small TooSmall" in app.tcss (DEFAULT_CSS is scoped to the
    # widget, so it cannot select on the app's class).

    def render(self) -> Text:
        width, height = self.screen.size
        return Text(
            f"This window is {width}×{height}.\n"
            f"cardtui needs at least {MIN_WIDTH}×{MIN_HEIGHT}:\n"
            "please make the window larger.\n\n"
            "(ctrl+q quits)"
        )


class DismissOnce:
    """One screen at a time: Textual's ``dismiss`` pops whatever screen is on top and calls
    the result callback every time. A screen that is no longer on top (a dialog under a
    handoff, a results screen closed by a late key) or that was already dismissed must not
    pop another one or answer twice, so such a dismiss does nothing."""

    _dismissed = False

    def dismiss(self, result=None) -> AwaitComplete:  # type: ignore[no-untyped-def]
        if self._dismissed or self.app.screen is not self:  # type: ignore[attr-defined]
            return AwaitComplete()
        self._dismissed = True
        return super().dismiss(result)  # type: ignore[misc]


class BaseScreen(DismissOnce, Screen):
    """A full screen of the app."""

    def on_mount(self) -> None:
        if self.is_attached:  # not when closed before it was shown (keys typed quickly)
            self.mount(TooSmall())


class GuardedMixin:
    """Buttons and keys that wake up a moment after the screen opens (``input_guard``): a key
    meant for the screen before must not act on this one."""

    armed = False

    def arm_later(self) -> None:
        guard = getattr(getattr(self.app, "settings", None), "input_guard", 0)  # type: ignore[attr-defined]
        buttons = list(self.query(Button))  # type: ignore[attr-defined]
        if guard <= 0:
            self.armed = True
            return
        for button in buttons:
            button.disabled = True

        def arm() -> None:
            self.armed = True
            for button in buttons:
                button.disabled = False
            if buttons:
                buttons[0].focus()

        self.set_timer(guard, arm)  # type: ignore[attr-defined]


def table_under(screen: Screen) -> Any | None:
    """The table a cover or dialog sits over (the nearest screen below that can be left), or
    None (over a replay, say)."""
    return next((s for s in reversed(screen.app.screen_stack) if hasattr(s, "leave")), None)


class BaseModal(DismissOnce, ModalScreen):
    """A dialog over another screen, with its own footer: the keys of the screen under it do
    nothing while it is up, so the footer there must not be the one in view."""

    def on_mount(self) -> None:
        if self.is_attached:  # not when closed before it was shown (keys typed quickly)
            self.mount(TooSmall())
            self.mount(Footer())
