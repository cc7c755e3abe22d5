"""Base screens: each carries the "window too small" notice, shown when the app is smaller
than the 80x24 it is laid out for, and gone again as soon as the window grows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual import events
from textual.await_complete import AwaitComplete
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button, Footer

from ...i18n import _, number
from ..shown import shown

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
            _(
                "This window is {width}×{height}.\n"
                "cardtui needs at least {min_width}×{min_height}:\n"
                "please make the window larger.\n\n"
                "(ctrl+q quits)"
            ).format(
                width=number(width),
                height=number(height),
                min_width=number(MIN_WIDTH),
                min_height=number(MIN_HEIGHT),
            )
        )


class DismissOnce:
    """One screen at a time: Textual's ``dismiss`` and ``pop_screen`` close whatever screen
    is on top (and ``dismiss`` calls the result callback every time). A screen that is no
    longer on top (a dialog under a handoff, a results screen closed by a late key, a form
    whose Back was pressed twice) or that was already closed must not close another one or
    answer twice, so then ``dismiss`` and ``close`` do nothing."""

    _dismissed = False

    def _close_once(self) -> bool:
        """True the first time it is asked while this screen is on top (and then marks it
        closed); False ever after, or while another screen is over it."""
        if self._dismissed or self.app.screen is not self:  # type: ignore[attr-defined]
            return False
        self._dismissed = True
        return True

    def dismiss(self, result=None) -> AwaitComplete:  # type: ignore[no-untyped-def]
        if not self._close_once():
            return AwaitComplete()
        return super().dismiss(result)  # type: ignore[misc]

    def close(self) -> None:
        """Close without an answer: the result callback, if any, is not called."""
        if self._close_once():
            self.app.pop_screen()  # type: ignore[attr-defined]


_SET_UP = (events.Mount, events.Resize, events.Show)
# Messages the widgets send (Changed, Pressed, Selected...), Textual's and ours; Textual's own
# bookkeeping (textual.messages, workers) and events other than _SET_UP are never skipped.
_FROM_WIDGETS = ("textual.widgets", "cardtui.")


def _needs_widgets(message: Message) -> bool:
    if isinstance(message, events.Event):
        return isinstance(message, _SET_UP)
    return type(message).__module__.startswith(_FROM_WIDGETS)


class WhileShown:
    """Nothing runs on a screen that is gone: its mount and resize handlers when it was
    closed before it was shown (a key pressed as it opened), its handlers of its widgets'
    messages (a field changed as the form closes), nor a callback it asked for after the
    next refresh once it is being closed. They would look for widgets that are not there.
    (Unmount still runs: a table stops its bots there.)"""

    # Widget messages whose handlers only record a choice (a setting saved at once): heard
    # while the screen closes too, so a change made just before Esc is kept.
    HEARD_WHILE_CLOSING: tuple[type[Message], ...] = ()

    async def _on_message(self, message: Message) -> None:
        if (
            not shown(self)
            and _needs_widgets(message)
            and not isinstance(message, self.HEARD_WHILE_CLOSING)
        ):
            return
        await super()._on_message(message)  # type: ignore[misc]

    def call_after_refresh(self, callback: Callable[..., Any], *args: Any, **kwargs: Any) -> bool:
        def if_shown() -> Any:
            return callback(*args, **kwargs) if shown(self) else None

        return super().call_after_refresh(if_shown)  # type: ignore[misc]


class BaseScreen(WhileShown, DismissOnce, Screen):
    """A full screen of the app."""

    def on_mount(self) -> None:
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

        self._arm_timer = self.set_timer(guard, arm)  # type: ignore[attr-defined]

    def hold_guard(self) -> None:
        """A key came while still asleep: wait the whole guard again from now, so a key
        held down (its repeats) or pressed over and over never gets through."""
        timer = getattr(self, "_arm_timer", None)
        if timer is not None and not self.armed:
            timer.reset()

    def on_key(self) -> None:
        """Any key while asleep holds the guard, whatever it would do once awake: an Enter
        held from the table must not press the button that takes focus as the screen wakes."""
        if not self.armed:
            self.hold_guard()


def table_under(screen: Screen) -> Any | None:
    """The table a cover or dialog sits over (the nearest screen below that can be left), or
    None (over a replay, say)."""
    return next((s for s in reversed(screen.app.screen_stack) if hasattr(s, "leave")), None)


class BaseModal(WhileShown, DismissOnce, ModalScreen):
    """A dialog over another screen, with its own footer: the keys of the screen under it do
    nothing while it is up, so the footer there must not be the one in view."""

    def on_mount(self) -> None:
        self.mount(TooSmall())
        self.mount(Footer())
