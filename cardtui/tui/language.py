"""The app's language, digits and right-to-left ordering, applied at once (no restart).

``AppLanguage.apply()`` reads the app's settings (``--lang`` still wins for its run: see
``store/language.py``), switches the process to them, puts the terminal in or out of explicit
BiDi mode, and redraws every screen on the stack in the new language:

- a table is redrawn in place (``TableScreen.relabel``, ``screens/table_words.py``): header,
  scoreboard, the game's widgets and buttons, the log, the last move, the prompt, the coach,
  the footer's keys; it is never recomposed: its match, hands, legal moves and the conductor
  driving it are untouched, so a game is never lost by switching language;
- a screen holding typed text (an ``Input``) is refreshed, so nothing typed is lost;
- any other screen (menu, settings, dialogs, rules, a hot-seat cover...) is recomposed: it
  builds its words again from its own state (a cover asks the table for its recap again).

``cardtui serve`` (Textual's web driver): xterm.js does no BiDi, so cardtui always orders
the lines there, whatever the setting says, and sends no BDSM (there is no terminal).
"""

from __future__ import annotations

import contextlib
import os
import sys
from typing import IO, Any

from textual.widgets import Input

from ..i18n import current_language, latin_digits
from ..i18n.terminal import explicit_bidi_mode
from ..store import language as choice
from .rtl_lines import _arranging, ordering_lines, set_arranged_by_cardtui


def in_browser() -> bool:
    """True under ``cardtui serve`` (textual-serve starts the app with the web driver)."""
    return "WebDriver" in os.environ.get("TEXTUAL_DRIVER", "")


def state() -> tuple[str, bool, bool]:
    return current_language(), latin_digits(), _arranging.by_cardtui


class AppLanguage:
    """One app's hold on the language and the terminal's BiDi mode."""

    def __init__(self, app: Any, stream: IO[str] | None = None) -> None:
        self.app = app
        # Textual's terminal driver writes to stderr: the mode goes where the frames go.
        self.stream = stream if stream is not None else sys.__stderr__
        self._explicit = contextlib.ExitStack()
        self.explicit = False

    def start(self) -> None:
        """When the app starts. The language and digits were chosen by the command line
        before anything was shown (``store.language.start``; a test or a script sets them
        itself): here only the right-to-left setting and the terminal's mode."""
        set_arranged_by_cardtui(in_browser() or self.app.settings.rtl_by != "terminal")
        self.terminal_mode()

    def apply(self, redraw: bool = True) -> bool:
        """Use the settings now; True when anything shown changed (and was redrawn)."""
        settings = self.app.settings
        before = state()
        set_arranged_by_cardtui(in_browser() or settings.rtl_by != "terminal")
        choice.speak(settings.language, settings.latin_digits)
        self.terminal_mode()
        changed = state() != before
        if changed and redraw:
            self.redraw()
        return changed

    def choose(self, code: str) -> None:
        """The player picked a language in Settings: it replaces ``--lang`` for this run."""
        choice.one_run.code = None
        self.app.settings.language = code

    # -- the terminal ---------------------------------------------------------------------
    def terminal_mode(self) -> None:
        # App.-rtl: the few styles a right-to-left screen needs (a gap where English has one
        # at the end of a left-aligned text that now sits on the right: app.tcss).
        set_class = getattr(self.app, "set_class", None)
        if set_class is not None:
            set_class(ordering_lines(), "-rtl")
        want = ordering_lines() and not in_browser()
        if want and not self.explicit:
            self._explicit.enter_context(explicit_bidi_mode(stream=self.stream))
            self.explicit = True
        elif not want and self.explicit:
            self.close()

    def close(self) -> None:
        """The terminal's implicit BiDi back (leaving the app, or no longer ordering)."""
        self._explicit.close()
        self.explicit = False

    # -- the screens ----------------------------------------------------------------------
    def redraw(self) -> None:
        from .screens.table import TableScreen

        for screen in list(self.app.screen_stack):
            if isinstance(screen, TableScreen):
                screen.relabel()
                self._repaint(screen)
            elif screen.query(Input):
                self._repaint(screen)
            else:
                self.app.call_later(self._recompose, screen)
        self.app.refresh(layout=True)

    @staticmethod
    async def _recompose(screen: Any) -> None:
        """A screen builds its words again from its own state; its footer's keys too."""
        from textual.widgets import Footer

        from .screens.base import TooSmall

        # What a screen mounts itself when shown (a dialog's footer, the too-small notice)
        # is not in its compose: put it back.
        added = [type(w) for w in screen.children if isinstance(w, TooSmall | Footer)]
        await screen.recompose()
        composed = [type(w) for w in screen.children if isinstance(w, TooSmall | Footer)]
        for kind in added:
            if kind not in composed:
                await screen.mount(kind())
        after = getattr(screen, "recomposed", None)
        if after is not None:  # a screen puts its focus back (a cover's button, a dialog's No)
            after()
        screen.refresh_bindings()

    @staticmethod
    def _repaint(screen: Any) -> None:
        for widget in [screen, *screen.walk_children()]:
            widget._styles_cache.clear()
            widget.refresh(layout=True)
        screen.refresh_bindings()
