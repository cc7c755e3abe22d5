"""The dialog that names a save at the table (ctrl+s); an existing save of that name is
replaced only after asking."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Static

from ...i18n import N_, _
from ...store.files import entry_kind
from ...store.saves import save_path
from .. import session
from .base import BaseModal
from .dialogs import ConfirmScreen


class SaveNameScreen(BaseModal):
    """Ask for a save's name; dismisses with the name, or None when cancelled. An existing
    save of that name is replaced only after asking."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, default: str) -> None:
        super().__init__()
        self.default = default

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="save-name"):
            yield Static(_("Save this game"), classes="dialog-title", markup=False)
            yield Input(self.default, placeholder=_("a name for this save"), id="save-name-input")
            yield Static("", id="save-name-problem", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Save"), id="save", variant="primary")
                yield Button(_("Cancel (esc)"), id="cancel")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.submit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "save":
            self.submit()
        else:
            self.dismiss(None)

    def submit(self) -> None:
        name = self.query_one(Input).value.strip()
        problem = session.check_save_name(name)
        if problem:
            self.query_one("#save-name-problem", Static).update(problem)
            return
        if entry_kind(save_path(name)) == "missing":  # never raises (a folder locked: no)
            self.dismiss(name)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.dismiss(name)

        self.app.push_screen(
            ConfirmScreen(
                _("There is already a save named '{name}'. Replace it?").format(name=name),
                yes=_("Replace"),
            ),
            answered,
        )

    def action_cancel(self) -> None:
        self.dismiss(None)
