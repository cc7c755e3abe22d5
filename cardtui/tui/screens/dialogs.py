"""Small dialogs: a yes/no question and a message with an OK button."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ...i18n import N_, _
from .base import BaseModal

Words = str | Callable[[], str]


def said(words: Words) -> str:
    return words() if callable(words) else words


class ConfirmScreen(BaseModal):
    """Ask a yes/no question; dismisses with True for yes."""

    BINDINGS = [
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(
        self,
        question: Words,
        *,
        yes: Words | None = None,
        no: Words | None = None,
    ) -> None:
        """Each text translated already, or a function that says it (then a language
        change while the dialog is open says it again: ``tui/language.py`` recomposes it)."""
        super().__init__()
        self._words = (question, yes, no)
        self._bind_keys()

    @property
    def question(self) -> str:
        return said(self._words[0])

    @property
    def yes_label(self) -> str:
        return _("Yes") if self._words[1] is None else said(self._words[1])

    @property
    def no_label(self) -> str:
        return _("No") if self._words[2] is None else said(self._words[2])

    def _bind_keys(self) -> None:
        # The footer names each key as its button does ("y Leave", not "y Yes"). Textual
        # bindings are per class, so these two go into this instance's own copy of the map.
        self._bindings.bind("y", "answer(True)", self.yes_label)
        self._bindings.bind("n,escape", "answer(False)", self.no_label)

    def recomposed(self) -> None:
        self._bind_keys()
        self.query_one("#no", Button).focus()

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, markup=False, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                # Translators: a button; {label} is its word (Yes, Leave, Delete...), y its key.
                yield Button(
                    _("{label} (y)").format(label=self.yes_label), id="yes", variant="error"
                )
                # Translators: a button; {label} is its word (No, Keep them...), n its key.
                yield Button(
                    _("{label} (n)").format(label=self.no_label), id="no", variant="primary"
                )

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class MessageScreen(BaseModal):
    """Tell the player something; Enter, Escape or OK closes it."""

    BINDINGS = [Binding("escape,enter", "close", N_("Close"))]

    def __init__(self, title: str, text: str) -> None:
        super().__init__()
        self.title_text = title
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, markup=False, classes="dialog-title")
            yield Static(self.text, markup=False, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("OK"), id="ok", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#ok", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


class ChoiceScreen(BaseModal):
    """Ask which of a few things (a button each); dismisses with the chosen index, or None
    when cancelled."""

    BINDINGS = [
        Binding("escape", "cancel", N_("Cancel")),
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(self, title: str, text: str, choices: list[str]) -> None:
        super().__init__()
        self.title_text = title
        self.text = text
        self.choices = choices

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, markup=False, classes="dialog-title")
            yield Static(self.text, markup=False, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                for i, label in enumerate(self.choices):
                    yield Button(label, id=f"choice-{i}", variant="primary")
                yield Button(_("Cancel (esc)"), id="cancel")

    def on_mount(self) -> None:
        self.query(Button).first().focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        button = event.button.id or ""
        self.dismiss(int(button.split("-")[1]) if button.startswith("choice-") else None)

    def action_cancel(self) -> None:
        self.dismiss(None)
