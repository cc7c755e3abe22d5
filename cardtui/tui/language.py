"""The app's language, digits and right-to-left ordering, applied at once (no restart).

``AppLanguage.apply()`` reads the app's settings (``--lang`` still wins for its run: see
``store/language.py``), switches the process to them, puts the terminal in or out of explicit
BiDi mode, and redraws every screen on the stack in the new language:

- a table is redrawn in place (header, scoreboard, every widget's lines, the footer's keys),
  never recomposed: its match, hands, log and the conductor driving it are untouched, so a
  game is never lost by switching language;
- a screen holding typed text (an ``Input``) is refreshed, so nothing typed is lost;
- any other screen (menu, settings, dialogs, rules...) is recomposed: it builds its words
  again from its own state.

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
                self._redraw_table(screen)
            elif screen.query(Input):
                self._repaint(screen)
            else:
                self.app.call_later(screen.recompose)
        self.app.refresh(layout=True)

    def _redraw_table(self, table: Any) -> None:
        """The words that stay on a table between moves; the rest (the hands' captions, the
        last move) come in the new language with the next move. The log keeps its lines as
        they were written: it is a record."""

        def prompt() -> None:
            seat = table.conductor.seat_to_act()
            if table.legal and seat is not None:  # a human's turn: its prompt, its legal moves
                table.set_prompt(table.turn_prompt(seat, table.legal))

        for step in (table.update_header, table.update_scoreboard, prompt):
            with contextlib.suppress(Exception):  # a table not dealt yet has nothing to show
                step()
        self._repaint(table)

    @staticmethod
    def _repaint(screen: Any) -> None:
        for widget in [screen, *screen.walk_children()]:
            widget._styles_cache.clear()
            widget.refresh(layout=True)
        screen.refresh_bindings()
