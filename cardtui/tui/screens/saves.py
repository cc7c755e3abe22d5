"""Saves: every unfinished game (resume, replay as one seat, delete after asking), the games
saved by name, and the finished matches kept to replay, newest first.

A file that cannot be loaded is listed with its sentence, never a crash; a named save that
fails is moved aside (never overwritten) and the list read again. A game open in another
window is neither resumed here nor deleted.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ...i18n import N_, _, local_digits, number
from ...store.paths import data_dir
from ...store.saves import SaveGame
from .. import saves_rows
from ..saves_rows import HEADINGS, Row
from .base import BaseScreen
from .dialogs import ConfirmScreen, MessageScreen
from .save_name import SaveNameScreen

__all__ = ["SaveNameScreen", "SavesScreen"]


def when(saved_at: str) -> str:
    """A save's time (stored in UTC) in local time, as a player reads it."""
    try:
        stamp = datetime.fromisoformat(saved_at).astimezone().strftime("%Y-%m-%d %H:%M")
        return local_digits(stamp)
    except ValueError:
        return ""


def row_prompt(row: Row) -> Text:
    """Two lines: the game, its players and how far it got (a named save: its name first),
    then when it was last played or finished."""
    if row.save is None:
        text = Text(row.path.name, style="bold")
        said = _("Enter tries it again.") if row.kind == "set_aside" else _("Enter says why.")
        text.append(f"\n{row.line} {said}", style="italic dim")
        return text
    text = Text(row.name if row.kind == "named" else row.line, style="bold")
    stamp = when(row.save.saved_at)
    if row.kind == "named":
        said = _("{line} · saved {time}").format(line=row.line, time=stamp) if stamp else row.line
    elif row.kind == "finished":
        said = _("ended {time}").format(time=stamp).strip()
    else:
        said = _("last played {time}").format(time=stamp).strip()
    text.append("\n" + said, style="dim")
    if row.kind == "unfinished" and saves_rows.open_elsewhere(row.save):
        text.append("  " + _("(open in another window)"), style="italic")
    return text


class SavesScreen(BaseScreen):
    """Unfinished games, named saves and finished matches."""

    DEFAULT_CSS = """
    #saves-body { height: 1fr; padding: 0 1; }
    #saves-list { height: 1fr; }
    #saves-note { color: $text-muted; height: auto; padding: 1 1 0 1; }
    """
    BINDINGS = [
        Binding("enter", "load", N_("Resume"), show=True, key_display="⏎"),
        Binding("v", "replay", N_("Replay")),
        Binding("d,delete", "delete", N_("Delete")),
        Binding("escape", "close", N_("Back")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Row] = []

    @property
    def entries(self) -> list[tuple[Path, SaveGame | None]]:
        """Each listed file and its save (None when it cannot be read), in the list's order."""
        return [(row.path, row.save) for row in self.rows]

    def compose(self) -> ComposeResult:
        yield Static(" " + _("Saved games"), classes="screen-title", markup=False)
        with Vertical(id="saves-body"):
            yield OptionList(id="saves-list")
            yield Static("", id="saves-note", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one(OptionList).focus()

    @property
    def kept(self) -> int:
        return int(self.app.settings.history_kept)

    def reload(self) -> None:
        """Read everything again; the highlight stays on the same file where it can."""
        listing = self.query_one(OptionList)
        was = self.chosen
        was_at = self.rows.index(was) if was in self.rows else 0
        self.rows, notices = saves_rows.rows(self.kept)
        for notice in notices:
            self.notify(notice, severity="warning", timeout=10, markup=False)
        options: list[Option] = []
        heading = None
        for i, row in enumerate(self.rows):
            if row.kind != heading:
                heading = row.kind
                options.append(Option(self._heading(row.kind), disabled=True))
            options.append(Option(row_prompt(row), id=f"row:{i}"))
        listing.set_options(options)
        paths = [row.path for row in self.rows]
        if self.rows:
            # The same file, or (it went: deleted, set aside) the row that took its place.
            at = paths.index(was.path) if was and was.path in paths else was_at
            self.highlight(min(at, len(self.rows) - 1))
        self.query_one("#saves-note", Static).update(self._note())
        self.refresh_bindings()

    def _heading(self, kind: str) -> Text:
        text = Text(_(HEADINGS[kind]), style="bold underline")  # type: ignore[index]
        if kind == "finished":
            kept = _("newest first, the last {n} kept").format(n=number(self.kept))
            text.append("  " + kept, style="dim")
        return text

    def _note(self) -> str:
        kept = _(
            "The last {n} finished matches are kept to replay (change it in "
            "Settings); unfinished games are always kept."
        ).format(n=number(self.kept))
        if not self.rows:
            return (
                _(
                    "No saved games yet. A game in progress saves itself after every move; at a "
                    "table, ctrl+s also saves it under a name."
                )
                + " "
                + kept
            )
        return (
            _("Enter resumes, v replays, d deletes (after asking).")
            + " "
            + kept
            + " "
            + _("Files: {folder}.").format(folder=data_dir())
        )

    def highlight(self, index: int) -> None:
        """Put the highlight on the row at ``index`` (in :attr:`rows`)."""
        listing = self.query_one(OptionList)
        listing.highlighted = listing.get_option_index(f"row:{index}")

    @property
    def chosen(self) -> Row | None:
        listing = self.query_one(OptionList)
        if listing.highlighted is None or not self.rows:
            return None
        option_id = listing.get_option_at_index(listing.highlighted).id or ""
        kind, _sep, index = option_id.partition(":")
        if kind != "row" or not index.isdigit() or int(index) >= len(self.rows):
            return None
        return self.rows[int(index)]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("load", "replay", "delete"):
            return bool(self.rows)
        return True

    # -- actions ---------------------------------------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_load()

    def _read(self, row: Row) -> SaveGame | None:
        """The row's save, read and replayed; one that cannot be is explained."""
        save, problem = saves_rows.read(row)
        if save is None:
            if row.kind == "named":
                title = _("This save cannot be loaded")
            elif row.kind == "finished":
                title = _("This match cannot be replayed")
            else:
                title = _("This game cannot be resumed")
            self.app.push_screen(MessageScreen(title, problem or _("It cannot be read.")))
            self.reload()
        return save

    def action_load(self) -> None:
        """Enter: resume an unfinished game or load a named save; a finished match has
        nothing left to play, so it is replayed."""
        row = self.chosen
        if row is None:
            return
        if row.kind == "finished":
            self.action_replay()
            return
        save = self._read(row)
        if save is not None:
            self.app.resume(save)  # refused, with a sentence, when open in another window

    def action_replay(self) -> None:
        """A finished match with every hand; a game still in progress only as one of its
        players saw it (the app asks whose, and covers the screen until they are at it)."""
        row = self.chosen
        save = self._read(row) if row is not None else None
        if save is not None:
            self.app.open_replay(save)

    def action_delete(self) -> None:
        row = self.chosen
        if row is None:
            return
        if row.kind == "named":
            question = _("Delete the save '{name}'? This cannot be undone.").format(name=row.name)
        elif row.kind == "unfinished":
            question = _("Delete this unfinished game ({game})? It can never be resumed.").format(
                game=row.line
            )
        elif row.kind == "finished":
            question = _(
                "Delete this finished match ({game})? It can no longer be replayed."
            ).format(game=row.line)
        else:
            question = _("Delete the file {file}? This cannot be undone.").format(
                file=row.path.name
            )

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            problem = saves_rows.delete(row)
            if problem:
                self.notify(problem, severity="error", markup=False)
            self.reload()

        self.app.push_screen(ConfirmScreen(question, yes=_("Delete")), answered)

    def action_close(self) -> None:
        self.dismiss()
