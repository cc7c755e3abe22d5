"""Saved games: the list (load, replay, delete; deleting asks first) and the dialog that names a
save at the table.

A save that cannot be loaded is refused with the store's sentence and moved aside (never
overwritten, never a crash), and the list is read again.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from ...store.files import entry_kind
from ...store.paths import saves_dir
from ...store.saves import SaveError, SaveGame, load, save_path
from .. import session
from .base import BaseModal, BaseScreen
from .dialogs import ConfirmScreen, MessageScreen


def when(saved_at: str) -> str:
    """A save's time (stored in UTC) in local time, as a player reads it."""
    try:
        return datetime.fromisoformat(saved_at).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return ""


def save_prompt(path: Path, save: SaveGame | None) -> Text:
    if save is None:
        text = Text(path.stem, style="bold")
        text.append("\ncannot be read: Enter says why", style="italic dim")
        return text
    text = Text(save.name or path.stem, style="bold")
    stamp = when(save.saved_at)
    if stamp:
        text.append(f"  {stamp}", style="dim")
    text.append("\n" + session.describe(save), style="dim")
    return text


class SavesScreen(BaseScreen):
    """The named saves, newest first."""

    DEFAULT_CSS = """
    #saves-body { height: 1fr; padding: 0 1; }
    #saves-list { height: 1fr; }
    #saves-note { color: $text-muted; height: auto; padding: 1 1 0 1; }
    """
    BINDINGS = [
        Binding("enter", "load", "Load", show=True, key_display="⏎"),
        Binding("v", "replay", "Replay"),
        Binding("d,delete", "delete", "Delete"),
        Binding("escape", "close", "Back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[tuple[Path, SaveGame | None]] = []

    def compose(self) -> ComposeResult:
        yield Static(" Saved games", classes="screen-title", markup=False)
        with Vertical(id="saves-body"):
            yield OptionList(id="saves-list")
            yield Static("", id="saves-note", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one(OptionList).focus()

    def reload(self) -> None:
        self.entries = session.named_saves()
        listing = self.query_one(OptionList)
        listing.set_options(
            Option(save_prompt(path, save), id=str(i))
            for i, (path, save) in enumerate(self.entries)
        )
        if self.entries:
            listing.highlighted = 0
            note = f"Enter loads the highlighted save. Saves are kept in {saves_dir()}."
        else:
            note = (
                "No saved games yet. At a table, press ctrl+s to save the game under a name; "
                "the game in progress is also saved by itself (Resume on the menu)."
            )
        self.query_one("#saves-note", Static).update(note)
        self.refresh_bindings()

    @property
    def chosen(self) -> tuple[Path, SaveGame | None] | None:
        listing = self.query_one(OptionList)
        if listing.highlighted is None or not self.entries:
            return None
        return self.entries[listing.highlighted]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("load", "replay", "delete"):
            return bool(self.entries)
        return True

    # -- actions ---------------------------------------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_load()

    def _read(self) -> SaveGame | None:
        """The chosen save, read and replayed; a refused one is explained and moved aside."""
        chosen = self.chosen
        if chosen is None:
            return None
        try:
            save, _match = load(chosen[0])
        except SaveError as exc:
            self.app.push_screen(MessageScreen("This save cannot be loaded", str(exc)))
            self.reload()
            return None
        return save

    def action_load(self) -> None:
        save = self._read()
        if save is not None:
            self.app.load_game(save)

    def action_replay(self) -> None:
        save = self._read()
        if save is not None:
            self.app.open_replay(save)

    def action_delete(self) -> None:
        chosen = self.chosen
        if chosen is None:
            return
        path, save = chosen
        name = (save.name if save else "") or path.stem

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            problem = session.delete_save(path)
            if problem:
                self.notify(problem, severity="error", markup=False)
            self.reload()

        self.app.push_screen(
            ConfirmScreen(f"Delete the save '{name}'? This cannot be undone.", yes="Delete"),
            answered,
        )

    def action_close(self) -> None:
        self.dismiss()


class SaveNameScreen(BaseModal):
    """Ask for a save's name; dismisses with the name, or None when cancelled. An existing
    save of that name is replaced only after asking."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, default: str) -> None:
        super().__init__()
        self.default = default

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="save-name"):
            yield Static("Save this game", classes="dialog-title", markup=False)
            yield Input(self.default, placeholder="a name for this save", id="save-name-input")
            yield Static("", id="save-name-problem", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save", id="save", variant="primary")
                yield Button("Cancel (esc)", id="cancel")

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
            ConfirmScreen(f"There is already a save named '{name}'. Replace it?", yes="Replace"),
            answered,
        )

    def action_cancel(self) -> None:
        self.dismiss(None)
