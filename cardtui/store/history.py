"""Finished matches kept to replay: ``history/<match id>.json``, newest first, at most as many
as the player's setting says (the oldest go first).

Only this folder is ever pruned, so pruning can never touch an unfinished game (those live in
the autosaves folder) or a save the player named. A file here that cannot be read is listed
with its sentence and left for the player to delete: it is neither counted nor pruned.
"""

from __future__ import annotations

from pathlib import Path

from .paths import history_dir
from .saves import MATCH_ID, Entry, SaveGame, list_folder


def history_path(match_id: str) -> Path:
    if not MATCH_ID.fullmatch(match_id):
        raise ValueError(f"{match_id!r} is not a match id")
    return history_dir() / f"{match_id}.json"


def entries() -> list[Entry]:
    """Every file in the history, newest first (by when it was written: when it finished)."""
    return list_folder(history_dir())


def keep(save: SaveGame, kept: int) -> Path:
    """Add a finished match to the history, then prune it to ``kept`` matches. Raises
    OSError when it cannot be written."""
    path = history_path(save.match_id)
    save.write(path)
    prune(kept)
    return path


def readable_count() -> int:
    """How many matches :func:`prune` counts (those that can be read)."""
    return sum(1 for e in entries() if e.save is not None)


def prune(kept: int) -> int:
    """Remove the oldest readable matches beyond ``kept``; how many went. A file that cannot
    be read is not counted and not removed (the player sees it listed and decides)."""
    readable = [e for e in entries() if e.save is not None]
    removed = 0
    for entry in readable[max(kept, 0) :]:
        try:
            entry.path.unlink(missing_ok=True)
            removed += 1
        except OSError:
            continue  # a read-only disk: it stays, and is listed
    return removed
