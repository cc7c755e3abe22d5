"""The Settings screen's "Language" section: Language, Digits, Right-to-left text.

Each is saved at once and applied at once, without a restart (``tui/language.py``): every
screen on the stack is redrawn in the new language, a table in place. Kept apart from the
other settings rows so the section is one block the screen yields and one handler it asks.

Every language is listed in its own name (a player who cannot read the current language
still finds their own). The pseudo-language is not listed: it is for ``cardtui --lang qps``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Label, Static

from ...i18n import LANGUAGES, _
from ...store import language as choice
from ..widgets.form_row import FormRow
from ..widgets.select import Select

SELECTS = ("language", "digits", "rtl-by")


def language_choices() -> list[tuple[str, str]]:
    return [(_("From the system"), ""), *((lang.name, code) for code, lang in LANGUAGES.items())]


def digit_choices() -> list[tuple[str, str]]:
    return [(_("The language's own"), "own"), (_("Latin 0-9"), "latin")]


def rtl_choices() -> list[tuple[str, str]]:
    return [(_("Arranged by cardtui"), "cardtui"), (_("By the terminal"), "terminal")]


def _row(label: str, widget: Widget) -> Horizontal:
    return FormRow(Label(label, classes="form-label"), widget, classes="form-row")


def _select(options: list[tuple[str, str]], value: str, select_id: str) -> Select:
    return Select(options, value=value, allow_blank=False, compact=True, id=select_id)


def in_force(settings: Any) -> str:
    """The language the row shows: ``--lang``'s for this run (not saved), else the setting."""
    code = choice.one_run.code
    if code in LANGUAGES:
        return code
    return settings.language if settings.language in LANGUAGES else ""


def language_rows(settings: Any) -> Iterator[Widget]:
    """The section, as the screen composes it."""
    yield Static(_("Language"), classes="form-section", markup=False)
    yield _row(_("Language"), _select(language_choices(), in_force(settings), "language"))
    digits = "latin" if settings.latin_digits else "own"
    yield _row(_("Digits"), _select(digit_choices(), digits, "digits"))
    # Translators: the setting for Persian and Arabic lines: who puts them in reading order
    yield _row(_("Right-to-left text"), _select(rtl_choices(), settings.rtl_by, "rtl-by"))


def language_changed(screen: Any, event: Select.Changed) -> bool:
    """Handle a change of one of the section's selects; False when it is none of them."""
    select_id = event.select.id
    if select_id not in SELECTS or not isinstance(event.value, str):
        return False
    app, settings = screen.app, screen.app.settings
    if select_id == "language" and event.value != in_force(settings):
        app.language.choose(event.value)
    elif select_id == "digits" and (event.value == "latin") != settings.latin_digits:
        settings.latin_digits = event.value == "latin"
    elif select_id == "rtl-by" and event.value != settings.rtl_by:
        settings.rtl_by = event.value
    else:
        return True
    app.save_settings()
    if app.language.apply():

        def focus_again() -> None:  # the screen was composed again: back to the same row
            for select in screen.query(f"#{select_id}").results(Select):
                select.focus()

        app.call_later(focus_again)
    return True
