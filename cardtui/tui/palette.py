"""Work-arounds for Textual 8.2 races that keys typed quickly turn into crashes.

1. ``OptionList`` pages (page up/down) through ``_index_to_line``, which is empty until the list
   has been laid out: page keys that arrive right after the list is filled (the command
   palette's list as it opens, the menu or Saves right after they are shown) raise KeyError.
   And a click names the option drawn under the mouse, which may be gone by the time the click
   arrives (the palette's results change as its search goes on): IndexError.
   :func:`guard_option_list` makes such a page key or click do nothing, as Textual's own
   ``scroll_to_highlight`` already does for paging.
2. The command palette (ctrl+p) can be opened a second time while the first is still opening
   or closing (DuplicateIds), its keys can arrive before its list exists (NoMatches:
   CommandList), and Enter pressed twice dismisses it twice (the second pops the screen under
   it). :class:`SafeCommandPalette` opens once, ignores keys until its list exists and closes
   once. Its workers and watchers still look up its widgets after it has closed (NoMatches
   from inside ``textual/command.py``): :func:`palette_race` recognises those, and the app
   drops them instead of crashing (the palette is closing, there is nothing left to update).

Both are written up for Textual in docs/upstream.md. Remove this module
when Textual fixes them.

3. Textual's own words in the palette (its system commands, its placeholder, the footer's
   "palette" key) are marked here and shown through the catalog (:func:`system_command`,
   :func:`placeholder`). Its "No matches found" line is built inside a private closure of
   ``CommandPalette`` and stays English. The loading indicator's "Loading..." (what it shows
   with animations off, in the palette while it searches) is said through the catalog
   (:func:`translate_loading_words`).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import SystemCommand
from textual.command import CommandList, CommandPalette
from textual.css.query import NoMatches
from textual.widgets import LoadingIndicator, OptionList

from ..i18n import N_, _
from .screens.base import DismissOnce

# Textual 8's own system commands (title, help) and palette words, so that the catalog has
# them: the palette shows ``_(title)``. A command Textual adds later stays as Textual says it.
TEXTUAL_WORDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit"),
    N_("Quit the application as soon as possible"),
    N_("Keys"),
    N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    # Translators: the footer's label of the key (ctrl+p) that opens the command palette.
    N_("palette"),
    N_("Open the command palette"),
)
COMMANDS_PLACEHOLDER = N_("Search for commands…")
THEMES_PLACEHOLDER = N_("Search for themes…")


def system_command(command: SystemCommand) -> SystemCommand:
    """One of Textual's system commands with its title and help in the player's language."""
    return command._replace(title=_(command.title), help=_(command.help))


def placeholder(themes: bool = False) -> str:
    """What the palette's search line says before anything is typed."""
    return _(THEMES_PLACEHOLDER if themes else COMMANDS_PLACEHOLDER)


_guarded = False


def guard_option_list() -> None:
    """Make ``OptionList``'s paging a no-op while the list has no lines laid out, and a click
    on an option that is no longer in the list a no-op too."""
    global _guarded
    if _guarded:
        return
    original_page = OptionList._move_page
    original_click = OptionList._on_click

    def _move_page(self: OptionList, direction: Any) -> None:
        if (self.highlighted or 0) not in self._index_to_line:
            return  # not laid out yet (or no options): nothing to page through
        original_page(self, direction)

    async def _on_click(self: OptionList, event: events.Click) -> None:
        clicked = event.style.meta.get("option")
        if clicked is not None and not 0 <= clicked < self.option_count:
            return  # drawn before the options changed: that option is gone
        await original_click(self, event)

    OptionList._move_page = _move_page  # type: ignore[method-assign]
    OptionList._on_click = _on_click  # type: ignore[method-assign]
    _guarded = True


def translate_loading_words() -> None:
    """Textual's ``LoadingIndicator`` says "Loading..." when animations are off: in the
    player's language instead (its dots, when animated, need no words)."""
    if getattr(LoadingIndicator.render, "_translated", False):
        return
    original = LoadingIndicator.render

    def render(self: LoadingIndicator) -> Any:
        shown = original(self)
        if isinstance(shown, Text) and shown.plain == "Loading...":
            return Text(_("Loading..."))
        return shown

    render._translated = True  # type: ignore[attr-defined]
    LoadingIndicator.render = render  # type: ignore[method-assign]


class SafeCommandPalette(DismissOnce, CommandPalette):
    """Textual's command palette, closed at most once (``DismissOnce``, as every screen of
    the app) and deaf until its list exists and once it is closing."""

    def _has_list(self) -> bool:
        try:
            self.query_one(CommandList)
        except NoMatches:
            return False
        return True

    def _action_command_list(self, action: str) -> None:
        if self._has_list() and not self._dismissed:
            super()._action_command_list(action)

    def _action_cursor_down(self) -> None:
        if self._has_list() and not self._dismissed:
            super()._action_cursor_down()


def palette_open(app: Any) -> bool:
    """A command palette is on the screen stack (open, opening or not yet closed)."""
    return any(isinstance(screen, CommandPalette) for screen in app.screen_stack)


def palette_race(error: BaseException) -> bool:
    """A NoMatches raised inside Textual's command palette code (directly, or through one of
    its workers): a palette closing while it still searched or redrew."""
    inner = getattr(error, "error", None)  # WorkerFailed carries the worker's error
    if isinstance(inner, BaseException):
        error = inner
    if not isinstance(error, NoMatches):
        return False
    tb = error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename.replace("\\", "/").endswith("textual/command.py"):
            return True
        tb = tb.tb_next
    return False
