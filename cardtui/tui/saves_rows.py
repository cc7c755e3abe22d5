"""What the Saves screen lists, in plain words: every unfinished game (each match's autosave),
the games saved by name, the unfinished games that were set aside because they no longer load,
and the finished matches kept to replay (newest first, at most as many as the settings say).
No Textual here.

Deleting an unfinished game takes its lock first, so a game open in another window is never
deleted under it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..i18n import N_, _, current_language
from ..store import claims, history
from ..store.files import entry_kind, list_entries, os_reason
from ..store.paths import autosaves_dir
from ..store.saves import SaveError, SaveGame, autosave_path, load, new_match_id
from . import session

Kind = Literal["unfinished", "named", "set_aside", "finished"]


class _Said(dict):
    """A table of ``N_`` words that gives them in the player's language when looked up."""

    def __getitem__(self, key: object) -> str:
        return _(super().__getitem__(key))


HEADINGS: dict[Kind, str] = _Said(
    {
        "unfinished": N_("Unfinished games"),
        "named": N_("Saved by name"),
        "set_aside": N_("Unfinished games that cannot be resumed"),
        "finished": N_("Finished matches"),
    }
)


@dataclass(frozen=True)
class Row:
    kind: Kind
    path: Path
    save: SaveGame | None
    line: str  # game, players, and the round or the result, in plain words
    problem: str | None = None  # why it cannot be used (a damaged file)

    @property
    def name(self) -> str:
        return (self.save.name if self.save else "") or self.path.stem


# A save's line is remembered by (size, mtime): listing fifty finished matches would otherwise
# replay each one every time Saves opens.
_lines: dict[Path, tuple[tuple[int, int], str]] = {}


def _line(path: Path, save: SaveGame) -> str:
    try:
        info = path.stat()
        key = (info.st_size, info.st_mtime_ns, current_language())  # said in it
    except OSError:
        return session.describe(save)
    cached = _lines.get(path)
    if cached is None or cached[0] != key:
        cached = (key, session.describe(save))
        _lines[path] = cached
    return cached[1]


def open_elsewhere(save: SaveGame) -> bool:
    """Another window has this game open now."""
    return claims.open_elsewhere(save.match_id)


def rows(kept: int) -> tuple[list[Row], list[str]]:
    """Everything Saves lists, in its order, and sentences about unfinished games that were
    just set aside. The history is first pruned to ``kept`` matches (never anything else)."""
    games, notices = session.unfinished_games()
    out = [Row("unfinished", g.path, g.save, g.line) for g in games]
    for entry in session.named_save_entries():
        if entry.save is None:
            out.append(
                Row("named", entry.path, None, _("This save cannot be read."), entry.problem)
            )
        else:
            out.append(Row("named", entry.path, entry.save, _line(entry.path, entry.save)))
    for path, _kind, _mtime in list_entries(autosaves_dir()):
        if ".broken-" in path.name:
            out.append(
                Row(
                    "set_aside",
                    path,
                    None,
                    _("This unfinished game was set aside when it could not be resumed."),
                )
            )
    history.prune(kept)
    for entry in history.entries():
        if entry.save is None:
            out.append(
                Row("finished", entry.path, None, _("This match cannot be read."), entry.problem)
            )
        else:
            out.append(Row("finished", entry.path, entry.save, _line(entry.path, entry.save)))
    return out, notices


def take_back(path: Path) -> tuple[SaveGame | None, str | None]:
    """A set-aside game read again: (None, why it still cannot be resumed), or, when it loads
    now, (the save, None) with the game put back among the unfinished games (its own match
    when its id is taken since) and the set-aside file gone: it is resumed as any other."""
    try:
        save = SaveGame.read(path)
        save.replay()
    except SaveError as exc:
        return None, str(exc)
    save = _own_copy(save)
    try:
        save.write(autosave_path(save.match_id))
        path.unlink()
    except OSError as exc:
        return None, _(
            "It loads now, but it could not be put back among the unfinished games ({reason})."
        ).format(reason=os_reason(exc))
    return save, None


def read(row: Row) -> tuple[SaveGame | None, str | None]:
    """The row's save, read and replayed: (save, None), or (None, the sentence why not). A
    named save that fails is moved aside, as loading always does."""
    if row.kind == "named":
        try:
            save, _match = load(row.path)
        except SaveError as exc:
            return None, str(exc)
        return _own_copy(save), None
    if row.kind == "set_aside":
        return take_back(row.path)
    if row.save is None:
        return None, row.problem or _("It cannot be read.")
    if row.kind == "unfinished" and entry_kind(row.path) == "missing":
        # The list was read before another window finished or deleted it: resuming the
        # copy read then would bring it back as unfinished.
        return None, _(
            "This game is no longer among the unfinished games: it was finished or deleted "
            "in another window."
        )
    try:
        row.save.replay()
    except SaveError as exc:
        return None, str(exc)
    return row.save, None


def _own_copy(save: SaveGame) -> SaveGame:
    """A named save goes on under its match's id, unless that match still goes on elsewhere
    (its autosave, further on perhaps; another window) or is kept finished: then it goes on
    as a match of its own, so playing it never writes over that game."""
    taken = (
        entry_kind(autosave_path(save.match_id)) != "missing"
        or entry_kind(history.history_path(save.match_id)) != "missing"
        or claims.open_elsewhere(save.match_id)
    )
    return dataclasses.replace(save, match_id=new_match_id()) if taken else save


def delete(row: Row) -> str | None:
    """Delete a row's file: None, or a sentence why not. An unfinished game open in another
    window is not deleted (its lock is taken first, and held while the file goes)."""
    if row.kind != "unfinished" or row.save is None:
        return session.delete_save(row.path)
    match_id = row.save.match_id
    if not claims.claim(match_id):
        return _("This game is open in another window: finish or leave it there first.")
    try:
        return session.delete_save(row.path)
    finally:
        claims.release(match_id, forget=True)
